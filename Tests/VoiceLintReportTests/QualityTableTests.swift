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

    /// A check's findings name their entries, and the table tells a locale's keys apart by
    /// them: the same table as the one made from the same findings told apart by their table,
    /// key and locale (as findings made elsewhere are).
    func testKeysByEntryAreKeysByText() {
        let result = ReportFixtures.demo.result
        XCTAssertFalse(result.findings.isEmpty)
        XCTAssertTrue(result.findings.allSatisfy { $0.entryIndex >= 0 }, "every finding of a check names its entry")
        // Keys with several findings, whose points depend on telling the keys apart.
        let perKey = Dictionary(grouping: result.findings) { "\($0.table)\u{0}\($0.key)\u{0}\($0.locale)" }
        XCTAssertGreaterThan(perKey.values.filter { $0.count > 1 }.count, 5)
        var byText = result
        for i in byText.findings.indices { byText.findings[i].entryIndex = -1 }
        func rows(_ t: QualityTableData) -> [String] {
            (t.rows + [t.total]).map { "\($0.locale) \($0.points) \($0.errors) \($0.warnings) \($0.infos) \($0.missing) \($0.worstRule ?? "-")" }
        }
        let byEntry = QualityTable.build(result)
        XCTAssertEqual(rows(byEntry), rows(QualityTable.build(byText)))
        XCTAssertTrue(byEntry.rows.contains { $0.points != $0.points.rounded() }, "a key with warnings only loses a part of its point")
    }
}
