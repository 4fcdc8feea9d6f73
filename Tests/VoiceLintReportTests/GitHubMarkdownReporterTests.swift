import XCTest
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

final class GitHubReporterTests: XCTestCase {
    func testWorkflowCommandsAreEscaped() {
        let f = ReportFixtures.finding("fr", "save,a11y:hint", .warning, rule: "hint-verb-form",
                                       message: "first line\nsecond, with a comma: and a colon at 100%\r",
                                       suggestion: "Enregistre: le document, vite.", applicability: .unsafe,
                                       file: "App/a,b:c/Localized Contents/fr.xliff", line: 12, column: 7)
        let line = GitHubReporter.command(f)
        XCTAssertEqual(line, "::warning file=App/a%2Cb%3Ac/Localized Contents/fr.xliff,line=12,col=7,title=voicelint hint-verb-form::"
                       + "[fr] save,a11y:hint: first line%0Asecond, with a comma: and a colon at 100%25%0D (suggestion (unsafe): Enregistre: le document, vite.)")
        XCTAssertFalse(line.contains("\n"))
        XCTAssertTrue(GitHubReporter.command(ReportFixtures.finding("fr", "k", .error)).hasPrefix("::error "))
        XCTAssertTrue(GitHubReporter.command(ReportFixtures.finding("fr", "k", .info)).hasPrefix("::notice "))
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        XCTAssertEqual(GitHubReporter.escapeData("a:b,c%d\r\ne"), "a:b,c%25d%0D%0Ae")
    }

    func testOneCommandPerFindingThenTheTableInAGroup() {
        let report = ReportFixtures.demo
        let out = GitHubReporter().render(report)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commands = lines.filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }
        XCTAssertEqual(commands.count, report.result.findings.count)
        let group = lines.firstIndex(of: "::group::voicelint quality table")
        let end = lines.firstIndex(of: "::endgroup::")
        XCTAssertNotNil(group)
        XCTAssertNotNil(end)
        if let group, let end {
            XCTAssertLessThan(group, end)
            XCTAssertEqual(lines[(group + 1)...].joined(separator: "\n").components(separatedBy: "\n::endgroup::")[0] + "\n",
                           QualityTable.render(report.table))
            XCTAssertTrue(lines[..<group].allSatisfy { $0.hasPrefix("::") })
        }
    }
}

final class MarkdownReporterTests: XCTestCase {
    func testTableHeaderAndTotal() {
        let report = ReportFixtures.demo
        let md = MarkdownReporter().render(report)
        XCTAssertTrue(md.hasPrefix("## voicelint\n"))
        XCTAssertTrue(md.contains("| locale | strings | labels | hints | translated | missing | errors | warnings | score | worst rule |\n"))
        XCTAssertTrue(md.contains("| --- | ---: |"))
        XCTAssertTrue(md.contains("| **total** | **\(report.table.total.strings)** |"))
        XCTAssertTrue(md.contains("### Top findings"))
        XCTAssertTrue(md.contains("score = 100"), "the formula is under the table")
        let rows = md.components(separatedBy: "### Top findings")[1].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
        XCTAssertEqual(rows.count, 1 + min(50, report.result.findings.count), "header and at most 50 findings")
        if report.result.findings.count > 50 {
            XCTAssertTrue(md.contains("… and \(report.result.findings.count - 50) more"))
        }
        // Errors first, then warnings, then notes.
        let severities = rows.dropFirst().map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
        let rank = ["error": 0, "warning": 1, "info": 2]
        XCTAssertEqual(severities, severities.sorted { rank[$0]! < rank[$1]! })
    }

    func testCellsAreEscaped() {
        let findings = [
            ReportFixtures.finding("fr", "k|1", .warning, text: "A | B\nC <b>bold</b> *x*", suggestion: "D|E"),
        ] + (0..<60).map { ReportFixtures.finding("de", "key\($0)", $0 == 59 ? .error : .info) }
        let md = MarkdownReporter().render(ReportFixtures.report(findings))
        XCTAssertTrue(md.contains("A \\| B<br>C &lt;b&gt;bold&lt;/b&gt; \\*x\\*"), md)
        XCTAssertTrue(md.contains("`k\\|1`"))
        XCTAssertTrue(md.contains("D\\|E"))
        XCTAssertFalse(md.contains("A | B"))
        XCTAssertTrue(md.contains("… and 11 more"))
        let rows = md.components(separatedBy: "### Top findings")[1].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
        XCTAssertTrue(rows[1].hasPrefix("| error | `de` |"), "the error comes first")
        XCTAssertTrue(rows[2].hasPrefix("| warning | `fr` |"))
        // Every row has the header's number of cells (unescaped pipes only).
        for r in rows {
            XCTAssertEqual(r.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 7, String(r))
        }
    }

    func testNoFindings() {
        let md = MarkdownReporter().render(ReportFixtures.report([], strings: ["en": 3]))
        XCTAssertTrue(md.contains("No findings."))
        XCTAssertTrue(md.contains("**0 errors**"))
    }
}
