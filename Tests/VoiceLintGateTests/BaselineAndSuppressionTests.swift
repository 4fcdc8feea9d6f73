import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintReport
import VoiceLintRules

final class BaselineAndSuppressionTests: XCTestCase {
    func finding(_ key: String, _ text: String, line: Int, rule: String = "hint-verb-form", file: String = "App/fr.lproj/A.strings") -> Finding {
        Finding(rule: rule, severity: .warning, role: .hint, locale: "fr", table: "App/A", key: key, text: text, message: "m",
                location: SourceLocation(file: file, line: line, column: 5))
    }

    func testBaselineMatchesWithoutLineNumbersAndCountsStaleEntries() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vl-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("baseline.json").path
        let today = [finding("a", "Supprimez", line: 3), finding("b", "Ouvrir", line: 7), finding("b", "Ouvrir", line: 9)]
        try Baseline(path: path, findings: today).write()
        let b = try Baseline.read(path)
        XCTAssertEqual(b.count, 3)

        // Reordered file (other lines), one old finding fixed, one new finding added.
        let tomorrow = [finding("b", "Ouvrir", line: 2), finding("a", "Supprimez", line: 40), finding("c", "Fermer", line: 41)]
        let r = b.apply(tomorrow)
        XCTAssertEqual(r.new.map(\.key), ["c"], "only the new finding is reported")
        XCTAssertEqual(r.known, 2)
        XCTAssertEqual(r.stale, 1, "one of the two \"b\" findings no longer occurs")

        // An edited text is a new finding.
        XCTAssertEqual(b.apply([finding("a", "Supprimez l’événement", line: 3)]).new.count, 1)
    }

    func testBaselineErrorsNameTheFile() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vl-bad-\(UUID().uuidString).json").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        try? Data("{\"version\": 2}".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Baseline.read(path)) { XCTAssertTrue(($0 as! LoadError).description.contains(path)) }
    }

    func testInlineSuppression() throws {
        XCTAssertEqual(Suppression.disabled(in: "Accessibility hint. voicelint:disable hint-verb-form,hint-length"), ["hint-verb-form", "hint-length"])
        XCTAssertEqual(Suppression.disabled(in: "voicelint:disable"), [])
        XCTAssertNil(Suppression.disabled(in: "Accessibility hint for the button"))

        let here = SourceLocation(file: "x", line: 1, column: 1)
        func run(comment: String?, localeComment: String?) -> [String] {
            var e = Entry(table: "T", key: "save.accessibilityHint", comment: comment, sourceLocale: "en", keyLocation: here)
            e.localizations = [Localization(locale: "en", units: [TextUnit(value: "Save the file", location: here)]),
                               Localization(locale: "fr", units: [TextUnit(value: "Enregistrer le fichier", location: here)], comment: localeComment)]
            return Checker(languages: try! LanguageStore()).check(Catalog(entries: [e])).findings.map { "\($0.locale) \($0.rule)" }
        }
        let all = run(comment: nil, localeComment: nil)
        XCTAssertTrue(all.contains("en hint-verb-form"))
        XCTAssertTrue(all.contains("en hint-trailing-period"))
        let some = run(comment: "Accessibility hint. voicelint:disable hint-verb-form", localeComment: nil)
        XCTAssertFalse(some.contains("en hint-verb-form"))
        XCTAssertTrue(some.contains("en hint-trailing-period"), "other rules still apply")
        let fr = run(comment: nil, localeComment: "voicelint:disable hint-trailing-period")
        XCTAssertTrue(fr.contains("en hint-trailing-period"), "a locale's comment applies to that locale only")
        XCTAssertFalse(fr.contains("fr hint-trailing-period"))
    }

    func testGate() {
        var policy = GatePolicy()
        let table = QualityTable.build(CheckResult(findings: [], census: []))
        XCTAssertEqual(Gate(policy: policy).failures(findings: [finding("a", "x", line: 1)], table: table), [], "a warning passes the default gate")
        policy.failOn = .warning
        XCTAssertEqual(Gate(policy: policy).failures(findings: [finding("a", "x", line: 1)], table: table).count, 1)
        policy.failOn = nil
        XCTAssertEqual(Gate(policy: policy).failures(findings: [finding("a", "x", line: 1)], table: table), [])
    }
}
