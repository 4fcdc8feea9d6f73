import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

final class HTMLReporterTests: XCTestCase {
    func matches(_ pattern: String, _ s: String) -> [[String]] {
        let re = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        return re.matches(in: s, range: NSRange(s.startIndex..<s.endIndex, in: s)).map { m in
            (0..<m.numberOfRanges).map { i in Range(m.range(at: i), in: s).map { String(s[$0]) } ?? "" }
        }
    }

    func testStructureAndAccessibility() {
        let report = ReportFixtures.demo
        let html = HTMLReporter().render(report)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(html.contains("<caption>"))
        XCTAssertEqual(matches(#"<th scope="col""#, html).count >= QualityTable.columns.count, true)
        XCTAssertEqual(matches(#"<tr><th scope="row">"#, html).count >= report.rows.count + 1, true, "a row header per locale and the total")

        // Two charts, each an image with a label, each followed by its data as a table.
        let charts = matches(#"<[a-z]+ [^>]*role="img"[^>]*>"#, html).map { $0[0] }
        XCTAssertEqual(charts.count, 2)
        for c in charts { XCTAssertFalse(matches(#"aria-label="[^"]{20,}""#, c).isEmpty, c) }
        XCTAssertTrue(html.contains("<caption>Score per language (the data of the chart)</caption>"))
        XCTAssertTrue(html.contains("<caption>Findings per rule (the data of the chart)</caption>"))

        // Self-contained: nothing loaded from anywhere.
        XCTAssertTrue(matches(#"(src|href)\s*=\s*["']?\s*(https?:)?//"#, html).isEmpty)
        XCTAssertTrue(matches(#"url\(|@import|<script|<link|<img|<iframe"#, html).isEmpty)

        // Headings in order, never skipping a level; one h2 per language with findings.
        let levels = matches(#"<h([1-6])[ >]"#, html).map { Int($0[1])! }
        XCTAssertEqual(levels.first, 1)
        XCTAssertEqual(levels.filter { $0 == 1 }.count, 1)
        for (a, b) in zip(levels, levels.dropFirst()) { XCTAssertLessThanOrEqual(b, a + 1, "h\(a) then h\(b)") }
        let locales = Set(report.result.findings.map(\.locale))
        for l in locales { XCTAssertTrue(html.contains(">Findings in \(l)</h2>"), l) }

        // The first findings of each rule in each language are there (20, fewer with many groups), with their
        // severity written out.
        let groups = Dictionary(grouping: report.result.findings) { $0.locale + " " + $0.rule }
        let cap = HTMLReporter.shownPerRule(groups: groups.count)
        XCTAssertEqual(HTMLReporter.shownPerRule(groups: 10), 20)
        XCTAssertEqual(HTMLReporter.shownPerRule(groups: 1500), 3)
        let shown = groups.values.reduce(0) { $0 + min($1.count, cap) }
        XCTAssertEqual(matches(#"<li class="finding "#, html).count, shown)
        XCTAssertEqual(matches(#"<span class="sev">(Error|Warning|Note)</span>"#, html).count, shown)
        // Texts carry their language.
        let fr = report.result.findings.first { $0.locale == "fr" && !$0.text.isEmpty && $0.rule != "missing-translation" }!
        XCTAssertTrue(html.contains("lang=\"fr\" dir=\"auto\">\(fr.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;"))<"))

        // Balanced containers.
        for tag in ["section", "table", "ul", "li", "dl", "div", "figure", "nav", "main", "header"] {
            XCTAssertEqual(matches("<\(tag)[ >]", html).count, matches("</\(tag)>", html).count, tag)
        }
    }

    /// 40,000 findings: a page that opens at once (each rule folded, the first few of each shown,
    /// the rest counted), well under 2 MB; the JSON keeps every one.
    func testLargeReportsStaySmall() {
        let rules = ["label-length", "label-capitalization", "hint-verb-form", "untranslated", "missing-translation"]
        var findings: [Finding] = []
        for l in ["fr", "de", "ja", "ar", "ru", "es", "it", "pt", "nl", "sv"] {
            for n in 0..<800 {
                let rule = rules[n % rules.count]
                findings.append(ReportFixtures.finding(l, "screen.\(n).accessibilityLabel", n % 7 == 0 ? .error : .warning, rule: rule,
                                                       text: "Some label text \(n)", message: "a message about text \(n)", line: n + 1))
            }
        }
        let report = ReportFixtures.report(findings)
        let html = HTMLReporter().render(report)
        XCTAssertLessThan(html.utf8.count, 2_000_000)
        let shown = matches(#"<li class="finding "#, html).count
        XCTAssertLessThanOrEqual(shown, 3000)
        XCTAssertGreaterThan(shown, 500)
        XCTAssertEqual(matches(#"<details class="rule "#, html).count, 50, "one folded group per rule and language")
        XCTAssertTrue(html.contains("<p class=\"more\">And 140 more findings of this rule in fr: the JSON and SARIF reports list every one"), "160 per rule, 20 shown")
        XCTAssertTrue(JSONReporter().render(report).contains("screen.799.accessibilityLabel"))
        XCTAssertEqual(matches(#"<details"#, html).count, matches(#"</details>"#, html).count)
    }

    /// The score chart's axis starts below the lowest score when all are high: 85 and 93 must look different.
    func testScoreAxisShowsTheDifference() {
        XCTAssertEqual(HTMLReporter.scoreAxisStart([85, 93]), 80)
        XCTAssertEqual(HTMLReporter.scoreAxisStart([99.5, 100]), 90)
        XCTAssertEqual(HTMLReporter.scoreAxisStart([42, 93]), 0)
        XCTAssertEqual(HTMLReporter.scoreAxisStart([]), 0)
    }

    func testTextIsEscaped() {
        let r = ReportFixtures.report([
            ReportFixtures.finding("fr", "k<script>", .error, rule: "label-empty", text: "<script>alert(\"x\")</script> & co",
                                   message: "<b>not bold</b>", suggestion: "<img src=x onerror=alert(1)>",
                                   file: "a<b>.strings"),
            ReportFixtures.finding("Base", "k2", .warning, text: ""),
        ])
        let html = HTMLReporter().render(r)
        XCTAssertFalse(html.lowercased().contains("<script"))
        XCTAssertFalse(html.contains("<img"))
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"))
        XCTAssertTrue(html.contains("k&lt;script&gt;"))
        XCTAssertTrue(html.contains("a&lt;b&gt;.strings:10:5"))
        XCTAssertTrue(html.contains("<span class=\"empty\">(empty)</span>"))
        XCTAssertFalse(html.contains("lang=\"Base\""), "Base names no language")
        XCTAssertTrue(html.contains("<span class=\"sev\">Error</span>"))
    }

    func testNoFindings() {
        let html = HTMLReporter().render(ReportFixtures.report([], strings: ["en": 3]))
        XCTAssertTrue(html.contains("<p>No findings.</p>"))
        XCTAssertEqual(matches(#"role="img" aria-label="#, html).count, 2)
    }
}
