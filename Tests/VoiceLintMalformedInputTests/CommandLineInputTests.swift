import Foundation
import XCTest
import VoiceLintTestSupport
@testable import VoiceLintCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `voicelint`: bad files are reported, good ones still checked, exit 2;
/// `--fix` keeps the file's mode.
final class CommandLineInputTests: XCTestCase {
    func voicelint(_ args: [String], in dir: String) throws -> VoiceLintRun {
        try BuiltVoiceLint.run(args, in: URL(fileURLWithPath: dir))
    }

    func testBadCatalogsAreReportedAndTheGoodOnesChecked() throws {
        let dir = try temporaryFolder()
        try write(dir + "/App/de.lproj/A.strings", "\"save.accessibilityLabel\" = \"Sichern\";\n")
        try write(dir + "/App/fr.lproj/A.strings", "\"a\" = \"b\";\n" + Make.conflict("\"c\" = \"d\";\n", "\"c\" = \"e\";\n"))
        try write(dir + "/App/Main.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\"a\":{}}}")
        let r = try voicelint(["App", "--format", "json", "--fail-on", "never"], in: dir)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("voicelint: App/fr.lproj/A.strings:2:1: error: merge conflict marker '<<<<<<<' at line 2: resolve the conflict first\n"), r.err)
        XCTAssertTrue(r.out.contains("\"locale\": \"de\""), r.out)
        XCTAssertTrue(r.out.contains("duplicate-key"), "the repeated JSON key is reported")
        XCTAssertTrue(Cases.seen.insert("cli: one bad catalog, exit 2, the others reported").inserted)
    }

    func testSpecialFilesAreNotesNotErrors() throws {
        let dir = try temporaryFolder()
        try write(dir + "/App/de.lproj/A.strings", "\"save.accessibilityLabel\" = \"Sichern\";\n")
        XCTAssertEqual(mkfifo(dir + "/App/de.lproj/B.strings", 0o644), 0)
        let r = try voicelint(["App", "--fail-on", "never", "--quiet"], in: dir)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.contains("voicelint: App/de.lproj/B.strings: note: not read: a named pipe (FIFO), not a regular file"), r.err)
        XCTAssertTrue(Cases.seen.insert("cli: a named pipe is a note").inserted)
    }

    func testFixWritesSafelyAndKeepsTheMode() throws {
        let dir = try temporaryFolder()
        let path = dir + "/App/en.lproj/A.strings"
        try write(path, "\"save.accessibilityHint\" = \"Double-tap to save the document.\";\n")
        XCTAssertEqual(chmod(path, 0o640), 0)
        let r = try voicelint(["App", "--fix", "--unsafe-fixes", "--fail-on", "never", "--quiet"], in: dir)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self), "\"save.accessibilityHint\" = \"Saves the document.\";\n")
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/App/en.lproj"), ["A.strings"])
        XCTAssertTrue(Cases.seen.insert("cli: --fix keeps the mode").inserted)
    }
}
