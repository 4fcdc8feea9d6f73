import XCTest
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

final class QualityTableTests: XCTestCase {
    func finding(_ locale: String, _ key: String, _ severity: Severity, _ rule: String = "label-length") -> Finding {
        Finding(rule: rule, severity: severity, role: .label, locale: locale, table: "T", key: key, text: "x", message: "m",
                location: SourceLocation(file: "f", line: 1, column: 1))
    }

    func testScoreFormulaAndOrder() {
        var fr = LocaleCensus(locale: "fr", profile: "fr")
        fr.strings = 4; fr.missing = 1
        var de = LocaleCensus(locale: "de", profile: nil)
        de.strings = 2
        let result = CheckResult(findings: [
            finding("fr", "a", .error), finding("fr", "a", .warning),      // a: 0
            finding("fr", "b", .warning), finding("fr", "b", .warning),    // b: 0.5
            finding("fr", "c", .info),                                     // c: 1
            finding("fr", "d", .warning, "missing-translation"),           // d: missing, 0
        ], census: [fr, de])
        let t = QualityTable.build(result)
        XCTAssertEqual(t.rows.map(\.locale), ["fr", "de"], "worst first")
        XCTAssertEqual(t.rows[0].score, 37.5)
        XCTAssertEqual(t.rows[0].translated, 75.0)
        XCTAssertEqual(t.rows[0].worstRule, "label-length")
        XCTAssertEqual(t.rows[1].score, 100)
        XCTAssertEqual(t.total.strings, 6)
        XCTAssertEqual(t.total.score, 58.3)
        XCTAssertTrue(QualityTable.render(t).contains("de*"), "a locale without a profile is marked")
    }
}
