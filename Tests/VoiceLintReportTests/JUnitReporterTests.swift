import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

final class JUnitReporterTests: XCTestCase {
    /// What an XML parser sees: the elements with their attributes, and each element's text.
    final class Collector: NSObject, XMLParserDelegate {
        struct Element { var name: String; var attributes: [String: String]; var text = "" }
        var elements: [Element] = []
        var open: [Int] = []
        var error: Error?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes))
            open.append(elements.count - 1)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = open.last { elements[i].text += string }
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

        func named(_ n: String) -> [Element] { elements.filter { $0.name == n } }
    }

    func parse(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> Collector {
        let c = Collector()
        let p = XMLParser(data: Data(xml.utf8))
        p.delegate = c
        XCTAssertTrue(p.parse(), "not well-formed XML: \(String(describing: p.parserError ?? c.error))", file: file, line: line)
        return c
    }

    func testTheDemoReportParsesAndCountsMatch() {
        let report = ReportFixtures.demo
        let x = parse(JUnitReporter().render(report))
        let findings = report.result.findings

        let suites = x.named("testsuite")
        var rowLocales: [String] = []
        for l in report.result.census.map({ $0.locale == "Base" ? report.result.developmentLanguage : $0.locale }) where !rowLocales.contains(l) { rowLocales.append(l) }
        XCTAssertEqual(suites.map { $0.attributes["name"]! }, rowLocales, "one suite per row of the quality table (Base.lproj joins the development language)")
        for s in suites {
            let row = report.rows.first { $0.locale == s.attributes["name"] }!
            XCTAssertEqual(Int(s.attributes["tests"]!), row.strings, "tests = the locale's strings")
        }
        let root = x.named("testsuites")[0]
        XCTAssertEqual(root.attributes["name"], "voicelint")
        XCTAssertEqual(Int(root.attributes["tests"]!), report.table.total.strings)

        // One failing or noted test case per string with findings, one "clean strings" per locale.
        let cases = x.named("testcase")
        let strings = Set(findings.map { "\($0.locale)\u{0}\($0.table)\u{0}\($0.key)" })
        XCTAssertEqual(cases.filter { $0.attributes["name"] != JUnitReporter.cleanName }.count, strings.count)
        XCTAssertEqual(cases.filter { $0.attributes["name"] == JUnitReporter.cleanName }.count, suites.count)
        // One <failure> per warning or error; the notes go to system-out.
        let failures = x.named("failure")
        XCTAssertEqual(failures.count, findings.filter { $0.severity >= .warning }.count)
        XCTAssertEqual(failures.map { $0.attributes["type"]! }.sorted(), findings.filter { $0.severity >= .warning }.map(\.rule).sorted())
        let failingStrings = Set(findings.filter { $0.severity >= .warning }.map { "\($0.locale)\u{0}\($0.table)\u{0}\($0.key)" })
        XCTAssertEqual(Int(root.attributes["failures"]!), failingStrings.count)
        XCTAssertEqual(suites.reduce(0) { $0 + Int($1.attributes["failures"]!)! }, failingStrings.count)
        // The body of a failure says where and what.
        let f = findings.first { $0.severity == .error }!
        XCTAssertTrue(failures.contains { $0.text.contains(f.location.description) && $0.text.contains(f.text) })
    }

    func testEscapingAndVariants() {
        let nasty = "Fish & <chips> \"quoted\" 'single'\u{1}\u{B}\u{FFFF} end\tand\nline"
        let r = ReportFixtures.report([
            ReportFixtures.finding("fr", "a&b<c>", .error, rule: "label-empty", table: "T\"1", text: nasty, message: "bad \"x\" & <y>",
                                   suggestion: "S<1>"),
            ReportFixtures.finding("fr", "a&b<c>", .warning, rule: "plural-categories", table: "T\"1", variant: "plural.one"),
            ReportFixtures.finding("fr", "other", .info, text: "note only"),
        ], strings: ["fr": 5])
        let xml = JUnitReporter().render(r)
        XCTAssertFalse(xml.contains("\u{1}") || xml.contains("\u{B}") || xml.contains("\u{FFFF}"), "characters XML cannot carry are dropped")
        let x = parse(xml)
        let cases = x.named("testcase")
        XCTAssertEqual(cases.map { $0.attributes["name"]! }, ["a&b<c> (plural.one)", "other", JUnitReporter.cleanName])
        XCTAssertEqual(cases[0].attributes["classname"], "T\"1")
        let failures = x.named("failure")
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures[0].attributes["message"], "error: bad \"x\" & <y>")
        XCTAssertTrue(failures[0].text.contains("Fish & <chips> \"quoted\" 'single' end\tand\nline"), failures[0].text)
        XCTAssertTrue(failures[0].text.contains("suggestion: S<1>"))
        let suite = x.named("testsuite")[0]
        XCTAssertEqual(suite.attributes["tests"], "5")
        XCTAssertEqual(suite.attributes["failures"], "1", "failures count failing strings; a note alone does not fail")
        XCTAssertTrue(x.named("system-out").contains { $0.text.contains("note only") })
        XCTAssertTrue(x.named("system-out").contains { $0.text.contains("3 of 5 strings") })
    }

    func testNoFindings() {
        let x = parse(JUnitReporter().render(ReportFixtures.report([], strings: ["en": 3])))
        XCTAssertEqual(x.named("testcase").map { $0.attributes["name"]! }, [JUnitReporter.cleanName])
        XCTAssertEqual(x.named("testsuites")[0].attributes["failures"], "0")
        XCTAssertEqual(x.named("testsuites")[0].attributes["tests"], "3")
    }
}
