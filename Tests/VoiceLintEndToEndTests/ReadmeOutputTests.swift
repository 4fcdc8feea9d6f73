import Foundation
import XCTest
import VoiceLintGate
import VoiceLintRules
import VoiceLintTestSupport

/// Every block of the README marked `<!-- output: voicelint ARGS -->` is what the
/// built binary prints for `voicelint ARGS` at the repository's root: the README
/// cannot show an output the tool no longer gives.
final class ReadmeOutputTests: XCTestCase {
    func testMarkedOutputsAreTheBinarysOwn() throws {
        let readme = try String(contentsOf: TranslationsTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var checked = 0
        for (n, line) in lines.enumerated() where (line.hasPrefix("<!-- output: voicelint ") || line.hasPrefix("<!-- stderr: voicelint "))
            && line.hasSuffix(" -->") {
            let stderr = line.hasPrefix("<!-- stderr:")
            let command = line.dropFirst("<!-- output: voicelint ".count).dropLast(" -->".count)
            let args = Self.arguments(String(command))
            XCTAssertEqual(lines[n + 1], "```", "README.md:\(n + 2): the marked block must follow its marker")
            guard let end = lines[(n + 2)...].firstIndex(of: "```") else { return XCTFail("README.md:\(n + 1): the block is not closed") }
            let shown = lines[(n + 2)..<end].joined(separator: "\n") + "\n"
            let run = try BuiltVoiceLint.run(args, in: TranslationsTests.root)
            XCTAssertEqual(stderr ? run.err : run.out, shown,
                           "README.md:\(n + 1): `voicelint \(command)` prints otherwise now; paste its output into the README")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "the README marks no output")
    }

    /// The README's tables list what the code has: every rule with its role and severity, every
    /// configuration key, every language profile.
    func testTablesListWhatTheCodeHas() throws {
        let readme = try String(contentsOf: TranslationsTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        for rule in RuleRegistry.all.map(\.info) {
            let applies = rule.applies.rawValue
            XCTAssertTrue(rows.contains { $0.hasPrefix("| `\(rule.id)` | \(applies) | \(rule.severity.rawValue) |") },
                          "README: no row \"| `\(rule.id)` | \(applies) | \(rule.severity.rawValue) |\" in the rules table")
        }
        for key in Configuration.keys {
            XCTAssertTrue(rows.contains { $0.hasPrefix("| `\(key)` |") }, "README: the configuration table has no row for `\(key)`")
        }
        let languages = try LanguageStore().languages
        let tagRows = readme.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | `") }
        for tag in languages where !LanguageStore.isGeneric(tag) {
            XCTAssertTrue(tagRows.contains { $0.contains("`\(tag)`") }, "README: the Languages table does not name `\(tag)`")
        }
        // The generic profiles apart: each named in the README.
        for tag in languages where LanguageStore.isGeneric(tag) {
            XCTAssertTrue(readme.contains("`\(tag)`"), "README: the generic profile `\(tag)` is not named")
        }
    }

    /// The words of a command line, a double-quoted one kept whole ("Double tap to delete").
    static func arguments(_ line: String) -> [String] {
        var out: [String] = [], word = "", quoted = false, started = false
        for c in line {
            if c == "\"" { quoted.toggle(); started = true; continue }
            if c == " " && !quoted {
                if started { out.append(word) }
                word = ""; started = false
                continue
            }
            word.append(c); started = true
        }
        if started { out.append(word) }
        return out
    }
}
