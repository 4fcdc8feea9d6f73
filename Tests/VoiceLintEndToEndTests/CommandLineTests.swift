import Foundation
import XCTest

/// The built `voicelint` binary, as scripts and CI drive it: exit codes 0, 1, 2.
final class CommandLineTests: XCTestCase {
    struct Run { var status: Int32; var out: String; var err: String }

    func voicelint(_ args: [String]) throws -> Run {
        let bin = Bundle.main.bundleURL.appendingPathComponent("voicelint")
        guard FileManager.default.isExecutableFile(atPath: bin.path) else { throw XCTSkip("voicelint is not built (swift build)") }
        let p = Process()
        p.executableURL = bin
        p.arguments = args
        p.currentDirectoryURL = TranslationsTests.root
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    func temp(_ name: String, _ content: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: url)
        return url.path
    }

    func testExitCodes() throws {
        XCTAssertEqual(try voicelint(["Translations"]).status, 1, "the demo catalogs have errors")
        XCTAssertEqual(try voicelint(["Translations", "--fail-on", "never"]).status, 0)
        let clean = try temp("en.lproj/A.strings", "\"save.accessibilityLabel\" = \"Save\";\n\"save.accessibilityHint\" = \"Saves the document.\";\n")
        let r = try voicelint([clean])
        XCTAssertEqual(r.status, 0, r.out + r.err)
        XCTAssertEqual(try voicelint([clean, "--min-score", "100"]).status, 0)
        XCTAssertEqual(try voicelint(["Translations", "--fail-on", "never", "--min-score", "99"]).status, 1)
    }

    func testUnusableInputIsExit2WithFileLineAndColumn() throws {
        let bad = try temp("fr.lproj/Bad.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n")
        let r = try voicelint([bad])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("Bad.strings:3:1: error: expected ';' after the value of \"c\""), r.err)
        XCTAssertTrue(r.out.isEmpty, "no partial report")

        let missing = try voicelint(["no/such/folder"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("no/such/folder"))
        XCTAssertEqual(try voicelint(["--format", "pdf", "Translations"]).status, 2)
        XCTAssertEqual(try voicelint(["--frobnicate"]).status, 2)
    }

    func testConfigurationErrorsAreExit2() throws {
        let dir = (try temp("en.lproj/A.strings", "\"a\" = \"Save\";\n") as NSString).deletingLastPathComponent
        let config = ((dir as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".voicelint.json")
        try Data("{\n  \"rules\": {\"label-lenght\": \"off\"}\n}\n".utf8).write(to: URL(fileURLWithPath: config))
        let r = try voicelint([dir])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains(".voicelint.json:2:"), r.err)
        XCTAssertTrue(r.err.contains("did you mean label-length"), r.err)
    }

    func testBaselineRoundTrip() throws {
        let base = try temp("baseline.json", "")
        let w = try voicelint(["Translations", "--write-baseline", base, "--fail-on", "never"])
        XCTAssertEqual(w.status, 0)
        let r = try voicelint(["Translations", "--baseline", base, "--format", "json"])
        XCTAssertEqual(r.status, 0, "every finding is known: the gate passes\n" + r.err)
        XCTAssertTrue(r.out.contains("\"diagnostics\": []"))
        XCTAssertTrue(r.err.contains("0 new"), r.err)
    }

    func testFixRewritesInPlaceAndDryRunWritesNothing() throws {
        let original = "/* Accessibility hint */\n\"play.accessibilityHint\" = \"Double-tap to play the song\";\n\"play.accessibilityLabel\" = \"Play button.\";\n"
        let path = try temp("en.lproj/Player.strings", original)
        let dir = (path as NSString).deletingLastPathComponent
        let dry = try voicelint([dir, "--fix", "--dry-run", "--quiet"])
        XCTAssertTrue(dry.err.contains("would rewrite 2 strings"), dry.err)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original, "--dry-run writes nothing")
        let fix = try voicelint([dir, "--fix", "--quiet"])
        XCTAssertEqual(fix.status, 0, fix.err)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       "/* Accessibility hint */\n\"play.accessibilityHint\" = \"Plays the song.\";\n\"play.accessibilityLabel\" = \"Play\";\n")
        XCTAssertEqual(try voicelint([dir, "--dry-run"]).status, 2, "--dry-run goes with --fix")
    }

    func testSourcesMarkLabels() throws {
        let strings = try temp("App/en.lproj/Localizable.strings", "\"player.play\" = \"Play button\";\n")
        let app = ((strings as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("import SwiftUI\nstruct P: View { var body: some View { Image(\"play\").accessibilityLabel(Text(\"player.play\")) } }\n".utf8)
            .write(to: URL(fileURLWithPath: (app as NSString).appendingPathComponent("Player.swift")))
        XCTAssertEqual(try voicelint([app, "--format", "json"]).out.contains("label-control-type"), false, "the key's name says nothing")
        let r = try voicelint([app, "--sources", app, "--format", "json"])
        XCTAssertTrue(r.out.contains("\"rule\": \"label-control-type\""), r.out + r.err)
        XCTAssertEqual(r.status, 1)
    }

    func testRulesExplainSuggest() throws {
        let rules = try voicelint(["rules"])
        XCTAssertEqual(rules.status, 0)
        for id in ["label-control-type", "hint-verb-form", "placeholder-mismatch", "translation-length"] { XCTAssertTrue(rules.out.contains(id)) }
        let explain = try voicelint(["explain", "hint-gesture"])
        XCTAssertTrue(explain.out.contains("Opens the article."))
        XCTAssertEqual(try voicelint(["explain", "no-such-rule"]).status, 2)
        let s = try voicelint(["suggest", "Double-tap to open the article", "--role", "hint", "--locale", "en"])
        XCTAssertTrue(s.out.contains("corrected: Opens the article."), s.out)
    }
}
