import Foundation
import XCTest
@testable import VoiceLintCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` writes through `CatalogFileWriter`: a temporary file in the same
/// folder, flushed, renamed over the original with its mode and owner; never
/// over a file that changed since it was read; never a torn file.
final class WriteBackTests: XCTestCase {
    func named(_ name: String) { XCTAssertTrue(Cases.seen.insert(name).inserted, name) }

    func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    func testReplaceKeepsModeAndOwnerAndLeavesNoTemporaryFile() throws {
        let dir = try temporaryFolder()
        let path = dir + "/fr.lproj/A.strings"
        try write(path, "\"a\" = \"b\";\n")
        XCTAssertEqual(chmod(path, 0o640), 0)
        if geteuid() == 0 { XCTAssertEqual(chown(path, 1234, 2345), 0) }
        try CatalogFileWriter.replace(path: path, with: Array("\"a\" = \"c\";\n".utf8), expecting: Array("\"a\" = \"b\";\n".utf8))
        XCTAssertEqual(String(decoding: try bytes(path), as: UTF8.self), "\"a\" = \"c\";\n")
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o7777, 0o640)
        if geteuid() == 0 {
            XCTAssertEqual(st.st_uid, 1234)
            XCTAssertEqual(st.st_gid, 2345)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/fr.lproj"), ["A.strings"])
        named("write: mode and owner kept")
    }

    func testReplaceRefusesAFileThatChanged() throws {
        let dir = try temporaryFolder()
        let path = dir + "/A.strings"
        try write(path, "\"a\" = \"edited meanwhile\";\n")
        XCTAssertThrowsError(try CatalogFileWriter.replace(path: path, with: Array("\"a\" = \"c\";\n".utf8), expecting: Array("\"a\" = \"b\";\n".utf8))) { error in
            XCTAssertEqual((error as? LoadError)?.description,
                           path + ":1:1: error: the file changed on disk since voicelint read it: not rewritten (run voicelint again)")
        }
        XCTAssertEqual(String(decoding: try bytes(path), as: UTF8.self), "\"a\" = \"edited meanwhile\";\n")
        named("write: a file changed since it was read")
        XCTAssertThrowsError(try CatalogFileWriter.replace(path: dir + "/Gone.strings", with: [], expecting: [])) { error in
            XCTAssertEqual((error as? LoadError)?.description, dir + "/Gone.strings:1:1: error: cannot be rewritten: No such file or directory")
        }
        named("write: a file deleted since it was read")
    }

    func testReplaceThroughASymbolicLinkKeepsTheLink() throws {
        let dir = try temporaryFolder()
        try write(dir + "/real/A.strings", "old")
        try FileManager.default.createSymbolicLink(atPath: dir + "/A.strings", withDestinationPath: "real/A.strings")
        try CatalogFileWriter.replace(path: dir + "/A.strings", with: Array("new".utf8), expecting: Array("old".utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/A.strings"), "real/A.strings")
        XCTAssertEqual(String(decoding: try bytes(dir + "/real/A.strings"), as: UTF8.self), "new")
        named("write: through a symbolic link")
    }

    // MARK: Killed mid-write

    static let childVariable = "VOICELINT_REWRITE_CHILD"

    /// Not a test on its own: the child that the kill test starts. It flips the file
    /// between the two versions as fast as it can until it is killed.
    func testChildRewritesUntilKilled() throws {
        guard let path = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        let old = try bytes(path + ".old"), new = try bytes(path + ".new")
        var current = try bytes(path)
        guard current == old || current == new else {
            FileHandle.standardError.write(Data("torn file seen by the child\n".utf8))
            exit(3)
        }
        var isOld = current == old
        var first = true
        while true {
            let next = isOld ? new : old
            try CatalogFileWriter.replace(path: path, with: next, expecting: current)
            current = next
            isOld.toggle()
            if first {
                FileManager.default.createFile(atPath: path + ".ready", contents: nil)
                first = false
            }
        }
    }

    /// 200 times: start a child that rewrites the catalog over and over, kill it
    /// (SIGKILL) at a random moment, and check that the catalog is the old or the
    /// new version, byte for byte.
    func testKilledMidWriteLeavesTheOldOrTheNewFile() throws {
        #if os(Linux)
        guard ProcessInfo.processInfo.environment[Self.childVariable] == nil else { return }
        let runner = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let dir = try temporaryFolder()
        let path = dir + "/Localizable.xcstrings"
        // Two versions of different lengths: a torn file is neither.
        var old = Array(#"{"sourceLanguage":"en","strings":{"#.utf8), new = old
        for k in 0..<5_000 {
            old += Array(#""key\#(k)":{"comment":"old \#(k)"},"#.utf8)
            new += Array(#""key\#(k)":{"comment":"the new comment \#(k)"},"#.utf8)
        }
        old += Array(#""z":{}}}"#.utf8)
        new += Array(#""z":{}}}"#.utf8)
        try Data(old).write(to: URL(fileURLWithPath: path + ".old"))
        try Data(new).write(to: URL(fileURLWithPath: path + ".new"))
        try Data(old).write(to: URL(fileURLWithPath: path))

        var outcomes: [String: Int] = [:]
        var leftovers = 0
        let runs = 200
        let start = Date()
        for run in 0..<runs {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: runner)
            child.arguments = ["VoiceLintMalformedInputTests.WriteBackTests/testChildRewritesUntilKilled"]
            var env = ProcessInfo.processInfo.environment
            env[Self.childVariable] = path
            child.environment = env
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            // Once the child is rewriting, a random moment within a few rewrites.
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: path + ".ready") && child.isRunning && Date() < deadline { usleep(500) }
            XCTAssertTrue(child.isRunning, "run \(run): the child stopped before it was killed (status \(child.terminationStatus))")
            usleep(UInt32.random(in: 0...20_000))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            try? FileManager.default.removeItem(atPath: path + ".ready")

            let now = try bytes(path)
            XCTAssertTrue(now == old || now == new, "run \(run): torn file of \(now.count) bytes")
            outcomes[now == old ? "old" : now == new ? "new" : "torn", default: 0] += 1
            // A kill before the rename leaves the temporary copy: never a catalog (its extension says so).
            for name in try FileManager.default.contentsOfDirectory(atPath: dir) where name.hasPrefix(".Localizable.xcstrings.voicelint-") {
                leftovers += 1
                XCTAssertFalse(CatalogLoader.isCatalog(dir + "/" + name))
                try FileManager.default.removeItem(atPath: dir + "/" + name)
            }
        }
        print("killed \(runs) rewriting processes in \(Int(Date().timeIntervalSince(start))) s: \(outcomes), \(leftovers) killed between the temporary file and the rename")
        XCTAssertEqual(outcomes["torn"], nil)
        XCTAssertGreaterThan(leftovers, 0, "no kill landed between the temporary file and the rename")
        named("write: killed mid-write 200 times")
        #else
        throw XCTSkip("the kill test runs on Linux")
        #endif
    }
}
