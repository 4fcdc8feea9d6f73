import Foundation
import XCTest
@testable import VoiceLintCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ResultBox<T>: @unchecked Sendable { var value: Result<T, Error>? }

/// The folder walk: special files, links, files that vanish or cannot be read,
/// files too large; one bad catalog never hides the others.
final class FolderWalkTests: XCTestCase {
    let good = "\"save.accessibilityLabel\" = \"Enregistrer\";\n"

    func named(_ name: String) { XCTAssertTrue(Cases.seen.insert(name).inserted, name) }

    /// Runs `body` on another thread and fails if it has not returned within `seconds`
    /// (a read that blocks on a pipe would hang the test forever otherwise).
    func withinSeconds<T>(_ seconds: Double, _ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread { box.value = Result { try body() }; done.signal() }.start()
        guard done.wait(timeout: .now() + seconds) == .success, let value = box.value else {
            XCTFail("did not return within \(seconds) s (blocked?)")
            throw XCTSkip("blocked")
        }
        return try value.get()
    }

    func testSpecialFilesAreSkippedWithANoteAndNeverOpened() throws {
        let dir = try temporaryFolder()
        try write(dir + "/fr.lproj/A.strings", good)
        XCTAssertEqual(mkfifo(dir + "/fr.lproj/Pipe.strings", 0o644), 0)
        try FileManager.default.createDirectory(atPath: dir + "/res/values-fr", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir + "/res/values-fr/pipe.xml", 0o644), 0)
        try makeSocket(dir + "/fr.lproj/Socket.strings")
        let r = try withinSeconds(20) { try CatalogLoader().loadCollecting([dir]) }
        XCTAssertEqual(r.catalog.files, [dir + "/fr.lproj/A.strings"])
        XCTAssertEqual(r.errors.map(\.description), [])
        XCTAssertEqual(r.skipped.map(\.description), [
            dir + "/fr.lproj/Pipe.strings: note: not read: a named pipe (FIFO), not a regular file",
            dir + "/fr.lproj/Socket.strings: note: not read: a socket, not a regular file",
            dir + "/res/values-fr/pipe.xml: note: not read: a named pipe (FIFO), not a regular file",
        ])
        named("walk: named pipes and sockets in a folder")
        // Given as a path: an error, still never opened.
        XCTAssertThrowsError(try withinSeconds(20) { try CatalogLoader().loadCollecting([dir + "/fr.lproj/Pipe.strings"]) }) { error in
            XCTAssertEqual((error as? LoadError)?.description, dir + "/fr.lproj/Pipe.strings: error: a named pipe (FIFO), not a catalog file: not read")
        }
        named("walk: a named pipe given as the path")
    }

    func makeSocket(_ path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8CString)
        guard bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else { throw XCTSkip("temporary path too long for a socket") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = UInt8(bitPattern: b) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
    }

    func testSymbolicLinkLoops() throws {
        let dir = try temporaryFolder()
        try write(dir + "/fr.lproj/A.strings", good)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir + "/fr.lproj/Loop1.strings", withDestinationPath: "Loop2.strings")
        try fm.createSymbolicLink(atPath: dir + "/fr.lproj/Loop2.strings", withDestinationPath: "Loop1.strings")
        try fm.createSymbolicLink(atPath: dir + "/fr.lproj/Up", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: dir + "/fr.lproj/Gone.strings", withDestinationPath: "nowhere.strings")
        try fm.createSymbolicLink(atPath: dir + "/fr.lproj/Linked.strings", withDestinationPath: "A.strings")
        let r = try withinSeconds(20) { try CatalogLoader().loadCollecting([dir]) }
        XCTAssertEqual(r.catalog.files, [dir + "/fr.lproj/A.strings", dir + "/fr.lproj/Linked.strings"])
        XCTAssertEqual(r.skipped.map(\.description), [
            dir + "/fr.lproj/Gone.strings: note: not read: a symbolic link to nothing",
            dir + "/fr.lproj/Loop1.strings: note: not read: a symbolic link loop",
            dir + "/fr.lproj/Loop2.strings: note: not read: a symbolic link loop",
        ])
        named("walk: symbolic link loops and a link to a parent folder")
        XCTAssertThrowsError(try CatalogLoader().load([dir + "/fr.lproj/Loop1.strings"])) { error in
            XCTAssertEqual((error as? LoadError)?.description, dir + "/fr.lproj/Loop1.strings: error: a symbolic link loop")
        }
        named("walk: a symbolic link loop given as the path")
    }

    func testOneBadCatalogDoesNotStopTheOthers() throws {
        let dir = try temporaryFolder()
        try write(dir + "/de.lproj/A.strings", "\"save.accessibilityLabel\" = \"Sichern\";\n")
        try write(dir + "/fr.lproj/A.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
        try write(dir + "/it.lproj/A.strings", "\"save.accessibilityLabel\" = \"Salva\";\n")
        try write(dir + "/Other.xcstrings", "{")
        let r = try CatalogLoader().loadCollecting([dir])
        XCTAssertEqual(r.catalog.files, [dir + "/de.lproj/A.strings", dir + "/it.lproj/A.strings"])
        XCTAssertEqual(Set(r.catalog.locales), ["de", "it"])
        XCTAssertEqual(r.errors.map(\.description), [
            dir + "/Other.xcstrings:1:2: error: invalid JSON: expected a key, found the end of the file (an object is not closed)",
            dir + "/fr.lproj/A.strings:2:1: error: expected ';' after the value of \"a\", found '\"'",
        ])
        named("walk: one bad catalog among good ones")
        // `load` still stops at the first.
        XCTAssertThrowsError(try CatalogLoader().load([dir])) { error in
            XCTAssertEqual((error as? LoadError)?.location.file, dir + "/Other.xcstrings")
        }
        // Nothing loads: every error, one line each, in the one thrown.
        XCTAssertThrowsError(try CatalogLoader().loadCollecting([dir + "/Other.xcstrings", dir + "/fr.lproj/A.strings"])) { error in
            XCTAssertEqual((error as? LoadError)?.description, dir + "/Other.xcstrings:1:2: error: invalid JSON: expected a key, found the end of the file (an object is not closed)\n"
                           + dir + "/fr.lproj/A.strings:2:1: error: expected ';' after the value of \"a\", found '\"'")
        }
        named("walk: every catalog bad")
    }

    func testFileDeletedWhileLoading() throws {
        let dir = try temporaryFolder()
        for l in ["de", "fr", "it"] { try write(dir + "/\(l).lproj/A.strings", good) }
        let r = try CatalogLoader().loadCollecting([dir]) { n, _, _ in
            if n == 0 { try? FileManager.default.removeItem(atPath: dir + "/fr.lproj/A.strings") }
        }
        XCTAssertEqual(r.catalog.files, [dir + "/de.lproj/A.strings", dir + "/it.lproj/A.strings"])
        XCTAssertEqual(r.errors.count, 0)
        XCTAssertEqual(r.skipped.map(\.description), [dir + "/fr.lproj/A.strings: note: not checked: deleted while voicelint ran"])
        named("walk: a file deleted while loading")
    }

    func testUnreadableFile() throws {
        let dir = try temporaryFolder()
        try write(dir + "/de.lproj/A.strings", good)
        try write(dir + "/fr.lproj/A.strings", good)
        chmod(dir + "/fr.lproj/A.strings", 0)
        defer { chmod(dir + "/fr.lproj/A.strings", 0o644) }
        guard open(dir + "/fr.lproj/A.strings", O_RDONLY) < 0 else { throw XCTSkip("running with the right to read any file") }
        let r = try CatalogLoader().loadCollecting([dir])
        XCTAssertEqual(r.catalog.files, [dir + "/de.lproj/A.strings"])
        XCTAssertEqual(r.errors.map(\.description), [dir + "/fr.lproj/A.strings:1:1: error: cannot be read: Permission denied"])
        named("walk: an unreadable file")
    }

    func testFilesTooLargeAreRefusedFromTheirSize() throws {
        let dir = try temporaryFolder()
        // Sparse files: the size is what stat says; nothing of them is read.
        for (name, size) in [("Big.strings", Limits.fileBytes + 1), ("Huge.xcstrings", 1 << 30)] {
            let fd = open(dir + "/" + name, O_CREAT | O_WRONLY, 0o644)
            XCTAssertGreaterThanOrEqual(fd, 0)
            XCTAssertEqual(ftruncate(fd, off_t(size)), 0)
            close(fd)
        }
        try write(dir + "/ok.strings", good)
        let start = Date()
        let r = try CatalogLoader().loadCollecting([dir + "/Big.strings", dir + "/Huge.xcstrings", dir + "/ok.strings"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(r.errors.map(\.description), [
            dir + "/Big.strings:1:1: error: the file is 536,870,913 bytes; voicelint reads files up to 536,870,912 bytes (512 MiB)",
            dir + "/Huge.xcstrings:1:1: error: the file is 1,073,741,824 bytes (1 GiB); voicelint reads files up to 536,870,912 bytes (512 MiB)",
        ])
        named("walk: a file over 512 MiB")
        named("walk: a 1 GiB file")
        XCTAssertThrowsError(try CatalogLoader().parse([UInt8](repeating: 0x20, count: Limits.fileBytes + 1), file: "x.strings")) { error in
            XCTAssertEqual((error as? LoadError)?.description, "x.strings:1:1: error: the file is 536,870,913 bytes; voicelint reads files up to 536,870,912 bytes (512 MiB)")
        }
    }

    func testDeepFolderTree() throws {
        let dir = try temporaryFolder()
        var path = dir
        for _ in 0..<300 { path += "/d" }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try write(path + "/fr.lproj/A.strings", good)
        XCTAssertEqual(try CatalogLoader().discover([dir]), [path + "/fr.lproj/A.strings"])
        named("walk: folders 300 deep")
    }
}
