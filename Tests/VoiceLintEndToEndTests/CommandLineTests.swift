import Foundation
import XCTest
import VoiceLintTestSupport

/// The built `voicelint` binary, as scripts and CI drive it: exit codes 0, 1, 2.
final class CommandLineTests: XCTestCase {
    func voicelint(_ args: [String], stdin: Data? = nil) throws -> VoiceLintRun {
        try BuiltVoiceLint.run(args, in: TranslationsTests.root, stdin: stdin)
    }

    func temp(_ name: String, _ content: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
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
        XCTAssertTrue(dry.err.contains("would rewrite 1 string\n"), "the label's full stop; the hint's words need --unsafe-fixes: " + dry.err)
        XCTAssertTrue(dry.err.contains("play.accessibilityLabel: \"Play button.\" → \"Play button\" (label-trailing-period)"), dry.err)
        XCTAssertTrue(dry.err.contains("1 string has suggestions that change words"), dry.err)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original, "--dry-run writes nothing")
        let fix = try voicelint([dir, "--fix", "--unsafe-fixes", "--quiet"])
        XCTAssertTrue(fix.err.contains("\"Double-tap to play the song\" → \"Plays the song.\" (hint-gesture, unsafe)"), fix.err)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       "/* Accessibility hint */\n\"play.accessibilityHint\" = \"Plays the song.\";\n\"play.accessibilityLabel\" = \"Play button\";\n",
                       "the control's name is advice: a fix never deletes a word")
        XCTAssertEqual(try voicelint([dir, "--dry-run"]).status, 2, "--dry-run goes with --fix")
        XCTAssertEqual(try voicelint([dir, "--unsafe-fixes"]).status, 2, "--unsafe-fixes goes with --fix")
    }

    /// The report after --fix is made from the first check with the rewritten entries checked
    /// again: it must be what a whole check of the rewritten catalogs reports.
    func testTheReportAfterAFixIsAWholeChecksReport() throws {
        let dir = (try temp("x", "") as NSString).deletingLastPathComponent
        let copy = (dir as NSString).appendingPathComponent("Translations")
        try FileManager.default.copyItem(atPath: TranslationsTests.root.appendingPathComponent("Translations").path, toPath: copy)
        func diagnostics(_ r: VoiceLintRun) throws -> [String] {
            let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], r.err)
            return try XCTUnwrap(root["diagnostics"] as? [[String: Any]]).map { d in
                ["rule", "locale", "key", "text", "suggestion", "applicability", "line", "column"].map { "\(d[$0] ?? "-")" }.joined(separator: "|")
            }
        }
        let dry = try diagnostics(try voicelint([copy, "--fix", "--unsafe-fixes", "--dry-run", "--format", "json", "--fail-on", "never"]))
        _ = try voicelint([copy, "--fix", "--unsafe-fixes", "--fail-on", "never", "--quiet"])
        let after = try diagnostics(try voicelint([copy, "--format", "json", "--fail-on", "never"]))
        XCTAssertFalse(after.isEmpty)
        XCTAssertEqual(dry, after)
    }

    /// SARIF's fixes, applied as a SARIF viewer would (the region replaced by the text), write what --fix writes.
    func testSARIFFixesAreWhatFixWrites() throws {
        let original = "\"play.accessibilityLabel\" = \"Play \\\"now\\\".\";\n\"stop.accessibilityLabel\" = \"Stop button\";\n"
        let path = try temp("en.lproj/Player.strings", original)
        let dir = (path as NSString).deletingLastPathComponent
        let sarif = try voicelint([dir, "--format", "sarif", "--fail-on", "never"])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((root["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let fixes = results.compactMap { ($0["fixes"] as? [[String: Any]])?.first }
        XCTAssertEqual(fixes.count, 1, "the full stop's fix; the control type is advice, with no fix: " + sarif.out)
        let replacement = try XCTUnwrap(((fixes[0]["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap(replacement["deletedRegion"] as? [String: Int])
        let text = try XCTUnwrap((replacement["insertedContent"] as? [String: String])?["text"])
        var lines = original.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        XCTAssertEqual(region["startLine"], region["endLine"])
        let l = region["startLine"]! - 1
        lines[l].replaceSubrange((region["startColumn"]! - 1)..<(region["endColumn"]! - 1), with: Array(text.unicodeScalars))
        let applied = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        XCTAssertEqual(try voicelint([dir, "--fix", "--fail-on", "never", "--quiet"]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), applied)
        XCTAssertTrue(applied.contains("\"Play \\\"now\\\"\";"), applied)
    }

    func testSourcesMarkLabels() throws {
        let strings = try temp("App/en.lproj/Localizable.strings", "\"player.play\" = \"Play button\";\n")
        let app = ((strings as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("import SwiftUI\nstruct P: View { var body: some View { Image(\"play\").accessibilityLabel(Text(\"player.play\")) } }\n".utf8)
            .write(to: URL(fileURLWithPath: (app as NSString).appendingPathComponent("Player.swift")))
        XCTAssertEqual(try voicelint([app, "--no-sources", "--format", "json"]).out.contains("label-control-type"), false, "the key's name says nothing")
        let r = try voicelint([app, "--format", "json"])
        XCTAssertTrue(r.out.contains("\"rule\": \"label-control-type\""), "the checked folder's sources are scanned by default: " + r.out + r.err)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try voicelint([app, "--sources", app, "--format", "json"]).out, r.out, "the default run is the run with --sources at the root")
        let roles = try voicelint(["roles", app, "--format", "tsv"])
        XCTAssertEqual(roles.status, 0, roles.err)
        XCTAssertEqual(roles.out, "key\trole\tevidence\nplayer.play\tlabel\t\(app)/Player.swift:2:78\n")
        XCTAssertEqual(try voicelint(["roles", app, "--no-sources", "--format", "tsv"]).out, "key\trole\tevidence\n")
    }

    func testPartsGetWordRulesOnlyAndSayWhereTheLabelIsComposed() throws {
        let strings = try temp("App/en.lproj/Localizable.strings",
                               "\"status.author\" = \"author\";\n\"status.boost\" = \"Boost button\";\n\"status.title\" = \"Post.\";\n")
        let app = ((strings as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let swift = #"""
        enum S {
            static let author = NSLocalizedString("status.author", comment: "")
            static let boost = NSLocalizedString("status.boost", comment: "")
            static let title = NSLocalizedString("status.title", comment: "")
        }
        func f() { cell.accessibilityLabel = "\(S.title) \(S.author), \(S.boost)" }
        """#
        try Data(swift.utf8).write(to: URL(fileURLWithPath: (app as NSString).appendingPathComponent("Cell.swift")))
        let r = try voicelint([app, "--format", "json", "--fail-on", "never"])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let found = try XCTUnwrap(report["diagnostics"] as? [[String: Any]]).map { "\($0["key"]!) \($0["rule"]!) \($0["role"]!)" }
        XCTAssertEqual(found, ["status.boost label-control-type part"],
                       "a part gets the word rules, not those of a whole label (case, full stop): " + r.out)
        XCTAssertTrue(r.out.contains("(in a label the code composes at \(app)/Cell.swift:6:"), r.out)
        XCTAssertEqual(try voicelint(["roles", app, "--format", "tsv"]).out.split(separator: "\n").map { String($0.split(separator: "\t")[1]) },
                       ["role", "part", "part", "part"])
        let fix = try voicelint([app, "--fix", "--dry-run", "--fail-on", "never", "--quiet"])
        XCTAssertTrue(fix.err.contains("would rewrite 0 strings"), "a part's suggestion is advice, never written: " + fix.err)
    }

    func testAKeyUsedAsLabelAndHintIsNotRewritten() throws {
        let strings = try temp("App/en.lproj/Localizable.strings", "\"action.copy\" = \"Copy\";\n\"action.save\" = \"Save\";\n")
        let app = ((strings as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let swift = "func f() {\n    a.accessibilityLabel = NSLocalizedString(\"action.copy\", comment: \"\")\n"
            + "    b.accessibilityHint = NSLocalizedString(\"action.copy\", comment: \"\")\n"
            + "    c.accessibilityHint = NSLocalizedString(\"action.save\", comment: \"\")\n}\n"
        try Data(swift.utf8).write(to: URL(fileURLWithPath: (app as NSString).appendingPathComponent("F.swift")))
        let fix = try voicelint([app, "--fix", "--unsafe-fixes", "--dry-run", "--fail-on", "never", "--quiet"])
        XCTAssertTrue(fix.err.contains("action.save: \"Save\" → \"Saves.\""), fix.err)
        XCTAssertFalse(fix.err.contains("action.copy"), "a rewrite right for the hint would be wrong for the label: " + fix.err)
    }

    func testLabelsWrittenInCodeAreCheckedWhereTheyStand() throws {
        let strings = try temp("App/en.lproj/Localizable.strings", "\"title\" = \"Player\";\n")
        let app = ((strings as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let swift = "final class V: UIView {\n    func setUp() {\n        playButton.accessibilityLabel = \"Play button.\"\n    }\n}\n"
        let file = (app as NSString).appendingPathComponent("V.swift")
        try Data(swift.utf8).write(to: URL(fileURLWithPath: file))
        let r = try voicelint([app, "--fail-on", "never"])
        XCTAssertTrue(r.out.contains("\(file):3:41: error: [en] V.swift:3:41: the label names the control type \"button\""), r.out)
        let fix = try voicelint([app, "--fix", "--fail-on", "never", "--quiet"])
        XCTAssertTrue(fix.err.contains("\(file): 1 suggestion not applied: voicelint does not rewrite this format yet"), fix.err)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), swift, "source code is never rewritten")
        XCTAssertFalse(try voicelint([app, "--no-sources", "--fail-on", "never"]).out.contains("V.swift"))
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

/// The command line's generated files and the answers that must never be silent passes.
extension CommandLineTests {
    /// completions/ and docs/voicelint.1 are what the binary generates (Scripts/generate-shell-files.sh),
    /// and every option --help lists is in each of them.
    func testCompletionsAndManPageMatchHelp() throws {
        let help = try voicelint(["--help"]).out
        let words: [Substring] = help.split(whereSeparator: { (c: Character) -> Bool in c == " " || c == "\n" || c == "," })
        let options: Set<String> = Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.filter { $0.isLetter || $0 == "-" }) })
        XCTAssertGreaterThan(options.count, 15)
        XCTAssertTrue(help.contains("error|warning|info|never"), "--fail-on lists info")
        for (args, file) in [(["completions", "bash"], "completions/voicelint.bash"), (["completions", "zsh"], "completions/_voicelint"),
                             (["completions", "fish"], "completions/voicelint.fish"), (["man"], "docs/voicelint.1")] {
            let generated = try voicelint(args).out
            let committed = try String(contentsOf: TranslationsTests.root.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(generated, committed, "\(file) is out of date: run Scripts/generate-shell-files.sh")
            for o in options {
                let spelled: String
                if file.hasSuffix(".1") { spelled = o.replacingOccurrences(of: "-", with: "\\-") }
                else if file.hasSuffix(".fish") { spelled = "-l " + String(o.dropFirst(2)) }
                else { spelled = o }
                XCTAssertTrue(generated.contains(spelled), "\(file) lacks \(o)")
            }
        }
    }

    func testNoSilentPasses() throws {
        let typo = try voicelint(["Translations", "--locale", "xx"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.err.contains("no catalog has the locale xx; the catalogs have: "), typo.err)
        XCTAssertTrue(typo.err.contains("fr"), typo.err)
        let rule = try voicelint(["examples", "nosuchrule"])
        XCTAssertEqual(rule.status, 2)
        XCTAssertTrue(rule.err.contains("no rule or language \"nosuchrule\""), rule.err)
        let near = try voicelint(["--formt", "json", "Translations"])
        XCTAssertEqual(near.status, 2)
        XCTAssertTrue(near.err.contains("unknown option --formt; did you mean --format?"), near.err)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vl-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: empty) }
        let sources = try voicelint(["Translations", "--sources", empty, "--quiet", "--fail-on", "never"])
        XCTAssertEqual(sources.status, 0)
        XCTAssertTrue(sources.err.contains("no Swift, Objective-C or Interface Builder files"), sources.err)
        let base = try voicelint(["Translations", "--format", "json", "--fail-on", "never"]).out
        XCTAssertFalse(base.contains("\"locale\": \"Base\",\n      \"strings\""), "Base.lproj has no row of its own")
    }

    /// `init` guesses a configuration that finds the demo's labels and hints, and never overwrites one.
    func testInitWritesAStarterConfigurationOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-init-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/fr.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
        try Data("\"a11y_share\" = \"Share\";\n\"a11y_share_hint\" = \"Shares the photo.\";\n\"title\" = \"Photos\";\n".utf8)
            .write(to: dir.appendingPathComponent("App/en.lproj/Localizable.strings"))
        try Data("\"a11y_share\" = \"Bouton Partager\";\n\"a11y_share_hint\" = \"Partage la photo.\";\n\"title\" = \"Photos\";\n".utf8)
            .write(to: dir.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        let r = try voicelint(["init", dir.path, "--baseline"])
        XCTAssertEqual(r.status, 0, r.err)
        let config = try String(contentsOf: dir.appendingPathComponent(".voicelint.json"), encoding: .utf8)
        XCTAssertTrue(config.contains("\"hint\": [\"a11y_*_hint\"]"), config)
        XCTAssertTrue(config.contains("\"label\": [\"a11y_*\"]"), config)
        XCTAssertTrue(config.contains("\"locales\": [\"en\", \"fr\"]"), config)
        XCTAssertTrue(config.contains("\"include\": [\"App/**\"]"), config)
        XCTAssertTrue(config.contains("\"baseline\": \".voicelint-baseline.json\""), config)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".voicelint-baseline.json").path))
        // The configuration is read back: the French label names its control type, and the baseline hides it.
        let check = try voicelint([dir.path, "--format", "json"])
        XCTAssertEqual(check.status, 0, check.out + check.err)
        XCTAssertTrue(check.err.contains("2 known findings hidden, 0 new, 0 baseline entries no longer occur"), check.err)
        let again = try voicelint(["init", dir.path])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.err.contains("exists already"), again.err)
        XCTAssertEqual(try voicelint(["init", dir.path, "--force"]).status, 0)
    }

    /// `--changed-since` reports only the keys whose values differ from the revision.
    func testChangedSinceReportsOnlyChangedKeys() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-git-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let en = dir.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: en.deletingLastPathComponent(), withIntermediateDirectories: true)
        func git(_ args: String...) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-C", dir.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + args
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "git \(args)")
        }
        try git("init", "-q")
        try Data("\"old.accessibilityLabel\" = \"Share button\";\n\"same.accessibilityLabel\" = \"Play button\";\n".utf8).write(to: en)
        try git("add", ".")
        try git("commit", "-q", "-m", "one")
        try Data("\"old.accessibilityLabel\" = \"Send button\";\n\"same.accessibilityLabel\" = \"Play button\";\n\"new.accessibilityHint\" = \"Tap to open\";\n".utf8).write(to: en)
        let r = try voicelint([dir.path, "--changed-since", "HEAD", "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(r.status, 0, r.err)
        let keys = Set(try (JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any])["diagnostics"].map { ($0 as! [[String: Any]]).map { $0["key"] as! String } } ?? [])
        XCTAssertEqual(keys, ["old.accessibilityLabel", "new.accessibilityHint"])
        XCTAssertTrue(r.err.contains("--changed-since HEAD: 2 of 3 keys changed"), r.err)
        // A changed key that a locale lacks is missing there, as in a whole check.
        let fr = dir.appendingPathComponent("fr.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: fr.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"same.accessibilityLabel\" = \"Lire\";\n".utf8).write(to: fr)
        let missing = try voicelint([dir.path, "--changed-since", "HEAD", "--only-rule", "missing-translation", "--fail-on", "never"])
        XCTAssertTrue(missing.out.contains("[fr] new.accessibilityHint: \"new.accessibilityHint\" has no fr translation"), missing.out)
        XCTAssertFalse(missing.out.contains("[fr] same.accessibilityLabel"), missing.out)
        try FileManager.default.removeItem(at: fr)
        // One key in all: said in the singular.
        let one = FileManager.default.temporaryDirectory.appendingPathComponent("vl-one-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: one) }
        try FileManager.default.createDirectory(at: one.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"a.accessibilityLabel\" = \"Save\";\n".utf8).write(to: one.appendingPathComponent("en.lproj/L.strings"))
        for args in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "one"]] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-C", one.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + args
            try p.run()
            p.waitUntilExit()
        }
        let single = try voicelint([one.path, "--changed-since", "HEAD", "-q"])
        XCTAssertTrue(single.err.contains("--changed-since HEAD: 0 of 1 key changed"), single.err)
        let bad = try voicelint([dir.path, "--changed-since", "nosuchrev"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("\"nosuchrev\" is not a git revision"), bad.err)

        // The documented pre-commit hook stops a commit whose changed keys have errors, and lets a clean one through.
        let hook = dir.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: TranslationsTests.root.appendingPathComponent("Scripts/pre-commit"), to: hook)
        let env = "VOICELINT=" + Bundle.main.bundleURL.appendingPathComponent("voicelint").path
        func commit() throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = [env, "git", "-C", dir.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-am", "two"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            return p.terminationStatus
        }
        XCTAssertNotEqual(try commit(), 0, "the hook stops a commit with label-control-type errors")
        try Data("\"old.accessibilityLabel\" = \"Send\";\n\"same.accessibilityLabel\" = \"Play button\";\n".utf8).write(to: en)
        XCTAssertEqual(try commit(), 0, "only the changed key is checked: the old \"Play button\" does not stop the commit")

        // A translation changed alone is checked against its source; a path with spaces is read whole.
        let widget = dir.appendingPathComponent("Widget Extension")
        let widgetEN = widget.appendingPathComponent("en.lproj/Localizable.strings"), widgetFR = widget.appendingPathComponent("fr.lproj/Localizable.strings")
        for f in [widgetEN, widgetFR] { try FileManager.default.createDirectory(at: f.deletingLastPathComponent(), withIntermediateDirectories: true) }
        try Data("\"count\" = \"%d items\";\n".utf8).write(to: widgetEN)
        try Data("\"count\" = \"%d éléments\";\n".utf8).write(to: widgetFR)
        try git("add", ".")
        XCTAssertEqual(try commit(), 0, "clean")
        try Data("\"count\" = \"%@ éléments\";\n".utf8).write(to: widgetFR)
        try git("add", ".")
        XCTAssertNotEqual(try commit(), 0, "the French placeholder no longer matches the source's: the commit stops")
    }

    /// A wrong path in CI fails: a folder without catalogs, a missing path, said without a made-up position.
    func testNothingToCheckIsAnError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vl-nothing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty + "/Sources", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: empty) }
        for command in [[empty], ["roles", empty]] {
            let r = try voicelint(command)
            XCTAssertEqual(r.status, 2, r.out + r.err)
            XCTAssertTrue(r.err.contains("\(empty): error: no catalogs found"), r.err)
            XCTAssertFalse(r.out.contains("100.0"), "no table that says all is well")
        }
        let missing = try voicelint(["nosuchpath"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "voicelint: nosuchpath: error: no such file or folder\n")
    }

    /// Messages say what is wrong in the user's words: no system error codes, "did you mean" where it helps,
    /// never a guess that writes files.
    func testMessagesThatDoNotMislead() throws {
        let folder = try voicelint(["Translations", "-o", "Translations", "-q"])
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.err, "voicelint: Translations: is a folder; --output takes the path of a file to write\n")
        let roles = try voicelint(["Translations", "--roles", "no-such-roles.tsv"])
        XCTAssertEqual(roles.err, "voicelint: no-such-roles.tsv: error: no such roles file\n")
        let explain = try voicelint(["explain", "hint-gestur"])
        XCTAssertEqual(explain.status, 2)
        XCTAssertTrue(explain.err.contains("did you mean hint-gesture?"), explain.err)
        let short = try voicelint(["-x"])
        XCTAssertEqual(short.err, "voicelint: unknown option -x (see voicelint --help)\n", "a letter is no typo of --fix")
        XCTAssertFalse(try voicelint(["--fox-it"]).err.contains("--fix"), "a guess never turns a typo into a rewrite")
        let command = try voicelint(["chekc"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.err.contains("no command or path \"chekc\"; did you mean check?"), command.err)
        let version = try voicelint(["version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.out, try voicelint(["--version"]).out)
        XCTAssertTrue(version.out.hasPrefix("voicelint "), version.out)
        let one = try temp("en.lproj/A.strings", "\"save.accessibilityLabel\" = \"Save button\";\n")
        let single = try voicelint([one, "--fail-on", "never"])
        XCTAssertTrue(single.out.contains("1 finding (1 error, 0 warnings, 0 notes) in 1 language.\n"), single.out)
    }

    /// A roles file says which line is wrong and why; its header, `unknown` rows and comments pass.
    func testRolesFileIsValidated() throws {
        let good = try temp("roles.tsv", "key\tkind\tevidence\n# a comment\nsave\tlabel\tx\nopen\tunknown\n\nclose\thint\n")
        XCTAssertEqual(try voicelint(["Translations", "--roles", good, "-q", "--fail-on", "never"]).status, 0)
        for (content, message) in [
            ("key\trole\nsave\tbutton\n", ":2:6: error: \"button\" is not a role: expected label, hint, part or other"),
            ("save label\n", ":1:1: error: expected a key, a tab and its role (label, hint, part or other); found no tab"),
            ("save\tlabel\nsave\thint\n", ":2:6: error: \"save\" is given the role hint here and label on line 1"),
        ] {
            let bad = try temp("roles.tsv", content)
            let r = try voicelint(["Translations", "--roles", bad])
            XCTAssertEqual(r.status, 2, content)
            XCTAssertTrue(r.err.contains(bad + message), r.err)
        }
    }

    /// With a baseline, the summary counts the new findings and says how many the baseline knew.
    func testBaselineSummarySaysWhatItHid() throws {
        let base = try temp("baseline.json", "")
        XCTAssertEqual(try voicelint(["Translations", "--write-baseline", base, "-q", "--fail-on", "never"]).status, 0)
        let r = try voicelint(["Translations", "--baseline", base])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("0 new findings (0 errors, 0 warnings, 0 notes) in 12 languages; 299 known findings are in the baseline \(base).\n"), r.out)
    }

    /// Base.lproj is the development language everywhere: findings, --locale, its error, HTML sections.
    func testBaseIsTheDevelopmentLanguage() throws {
        let en = try temp("App/Base.lproj/Main.strings", "\"a.accessibilityLabel\" = \"save button\";\n")
        let dir = ((en as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("\"a.accessibilityLabel\" = \"Bouton enregistrer\";\n".utf8).write(to: URL(fileURLWithPath: dir + "/fr.lproj/Main.strings").creatingFolder())
        let r = try voicelint([dir, "--fail-on", "never"])
        XCTAssertTrue(r.out.contains("[en] a.accessibilityLabel"), r.out)
        XCTAssertFalse(r.out.contains("[Base]"), r.out)
        let only = try voicelint([dir, "--locale", "en", "--fail-on", "never"])
        XCTAssertTrue(only.out.contains("[en] a.accessibilityLabel"), only.out)
        XCTAssertFalse(only.out.contains("[fr]"), only.out)
        let typo = try voicelint([dir, "--locale", "xx"])
        XCTAssertTrue(typo.err.contains("the catalogs have: en, fr"), typo.err)
        let html = try voicelint([dir, "--format", "html", "--fail-on", "never"]).out
        XCTAssertTrue(html.contains("Findings in en"), html)
        XCTAssertFalse(html.contains("Findings in Base"))
    }

    /// `--only-rule` and `--disable-rule` choose the rules from the command line; an unknown id is an error.
    func testOnlyRuleAndDisableRule() throws {
        let only = try voicelint(["Translations", "--only-rule", "label-length", "--format", "json", "--fail-on", "never"])
        let rules = Set(try (JSONSerialization.jsonObject(with: Data(only.out.utf8)) as! [String: Any])["diagnostics"].map { ($0 as! [[String: Any]]).map { $0["rule"] as! String } } ?? [])
        XCTAssertEqual(rules, ["label-length"])
        let off = try voicelint(["Translations", "--disable-rule", "label-length,label-control-type", "--format", "json", "--fail-on", "never"])
        XCTAssertFalse(off.out.contains("\"label-length\""))
        XCTAssertFalse(off.out.contains("\"label-control-type\""))
        XCTAssertTrue(off.out.contains("\"hint-gesture\""))
        let typo = try voicelint(["Translations", "--only-rule", "label-lenght"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.err.contains("--only-rule: no rule \"label-lenght\"; did you mean label-length?"), typo.err)
    }

    /// PATH - reads one catalog from the standard input; --stdin-path says its path and locale.
    func testStandardInput() throws {
        let text = Data("\"save.accessibilityLabel\" = \"bouton enregistrer\";\n".utf8)
        let r = try voicelint(["-", "--stdin-path", "App/fr.lproj/Localizable.strings", "--fail-on", "never"], stdin: text)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("App/fr.lproj/Localizable.strings:1:29: error: [fr] save.accessibilityLabel"), r.out)
        let noPath = try voicelint(["-"], stdin: text)
        XCTAssertEqual(noPath.status, 2)
        XCTAssertTrue(noPath.err.contains("--stdin-path"), noPath.err)
        XCTAssertEqual(try voicelint(["-", "--stdin-path", "fr.lproj/L.strings", "--fix"], stdin: text).status, 2)
    }

    /// translatewiki's message documentation (qqq.lproj) is notes for translators, not a language: left aside, said.
    func testMessageDocumentationIsNotALocale() throws {
        let en = try temp("App/en.lproj/L.strings", "\"a.accessibilityLabel\" = \"Save\";\n")
        let dir = ((en as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("\"a.accessibilityLabel\" = \"label of the save button\";\n".utf8).write(to: URL(fileURLWithPath: dir + "/qqq.lproj/L.strings").creatingFolder())
        let r = try voicelint([dir, "--format", "json"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertFalse(r.out.contains("\"qqq\""), r.out)
        XCTAssertTrue(r.err.contains("qqq.lproj: note: not read: message documentation for translators"), r.err)
    }

    /// One --fix goes as far as it can: a second finds nothing more to write (a translation whose capital was
    /// advice while its source was lower case is written once the source is), and Base.lproj's rewrites are
    /// named by the development language.
    func testOneFixReachesItsEnd() throws {
        let dir = (try temp("x", "") as NSString).deletingLastPathComponent
        let copy = (dir as NSString).appendingPathComponent("Translations")
        try FileManager.default.copyItem(atPath: TranslationsTests.root.appendingPathComponent("Translations").path, toPath: copy)
        let first = try voicelint([copy, "--fix", "-q", "--fail-on", "never"])
        XCTAssertTrue(first.err.contains("[nl] calendar.nextMonth.accessibilityLabel: \"volgende maand\" → \"Volgende maand\""), first.err)
        XCTAssertFalse(first.err.contains("[Base]"), first.err)
        let again = try voicelint([copy, "--fix", "--dry-run", "-q", "--fail-on", "never"])
        XCTAssertFalse(again.err.contains("→"), again.err)
        XCTAssertTrue(again.err.contains("would rewrite 0 strings"), again.err)
    }

    /// A generated source file too large for the scanner is said and left out; the catalogs are still checked.
    func testASourceFileTooLargeDoesNotStopTheCheck() throws {
        let en = try temp("App/en.lproj/L.strings", "\"save.accessibilityLabel\" = \"Save button\";\n")
        let dir = ((en as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let big = dir + "/Generated.swift"
        FileManager.default.createFile(atPath: big, contents: nil)
        let h = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try h.truncate(atOffset: 17 << 20)
        try h.close()
        let r = try voicelint([dir, "--fail-on", "never"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("[en] save.accessibilityLabel"), r.out)
        XCTAssertTrue(r.err.contains("Generated.swift: not read for roles: the file is 17,825,792 bytes"), r.err)
    }

    /// `explain` shows the development language's examples and counts the others; --locale picks.
    func testExplainShowsTheLanguagesAskedFor() throws {
        let r = try voicelint(["explain", "label-length"])
        XCTAssertTrue(r.out.contains("Examples (en):"), r.out)
        XCTAssertFalse(r.out.contains("Examples (fr):"), r.out)
        XCTAssertTrue(r.out.contains("voicelint explain label-length --locale "), r.out)
        let fr = try voicelint(["explain", "label-length", "--locale", "fr,de"])
        XCTAssertTrue(fr.out.contains("Examples (fr):") && fr.out.contains("Examples (de):"), fr.out)
        XCTAssertFalse(fr.out.contains("Examples (en):"), fr.out)
        let all = try voicelint(["explain", "label-length", "--locale", "all"])
        XCTAssertTrue(all.out.contains("Examples (ja):") && all.out.contains("Examples (en):"))
        XCTAssertLessThan(r.out.split(separator: "\n").count, 60, "a page, not every language")
    }

    /// `init` writes Base.lproj's locale as the development language, which a later check selects.
    func testInitNamesBaseByTheDevelopmentLanguage() throws {
        let en = try temp("App/Base.lproj/Main.strings", "\"a.accessibilityLabel\" = \"Save\";\n")
        let dir = ((en as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try Data("\"a.accessibilityLabel\" = \"Enregistrer\";\n".utf8).write(to: URL(fileURLWithPath: dir + "/App/fr.lproj/Main.strings").creatingFolder())
        XCTAssertEqual(try voicelint(["init", dir]).status, 0)
        let config = try String(contentsOfFile: dir + "/.voicelint.json", encoding: .utf8)
        XCTAssertFalse(config.contains("\"Base\""), config)
        let check = try voicelint([dir])
        XCTAssertEqual(check.status, 0, check.out + check.err)
    }

    /// `init` on the demo writes patterns that give every key the role it has without them.
    func testInitOnTheDemoKeepsItsRoles() throws {
        let dir = (try temp("x", "") as NSString).deletingLastPathComponent
        let copy = (dir as NSString).appendingPathComponent("Translations")
        try FileManager.default.copyItem(atPath: TranslationsTests.root.appendingPathComponent("Translations").path, toPath: copy)
        let before = try voicelint([copy, "-q", "--fail-on", "never"]).out
        XCTAssertEqual(try voicelint(["init", copy]).status, 0)
        let config = try String(contentsOfFile: copy + "/.voicelint.json", encoding: .utf8)
        XCTAssertTrue(config.contains("\"include\": [\"Tidepool/**\"]"), config)
        XCTAssertEqual(try voicelint([copy, "-q", "--fail-on", "never"]).out, before, "the same hints and labels, the same findings")
    }

    /// `init` offers the .gitattributes line that makes git diff UTF-16 .strings files.
    func testInitOffersTheTextConversionForUTF16() throws {
        let en = try temp("App/en.lproj/Localizable.strings", "")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"a\" = \"Save\";\n".data(using: .utf16LittleEndian)!)
        try utf16.write(to: URL(fileURLWithPath: en))
        let dir = ((en as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let r = try voicelint(["init", dir])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.contains("*.strings diff=utf16"), r.err)
        XCTAssertTrue(r.err.contains("git config diff.utf16.textconv"), r.err)
    }
}

private extension URL {
    /// The URL, its folder made first.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
