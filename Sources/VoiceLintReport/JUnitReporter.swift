import VoiceLintCatalog
import VoiceLintRules

/// JUnit XML, for CI test-report views (GitLab, Jenkins, Azure DevOps, test-reporter actions).
///
/// One `<testsuite>` per locale (Base.lproj with the development language, as in the quality table), in the catalog's locale order (stable from run to run).
/// The findings alone only know the strings that fail, so the checked strings are
/// represented like this:
/// - one `<testcase>` per string (locale, table, key) with findings: classname = the
///   table, name = the key, plus the variations the findings are on ("key (plural.one)");
///   each finding at warning or error is a `<failure type="RULE">`, whose body gives
///   `file:line:col`, the text and the suggestion. Info findings never fail a gate and cost
///   no score, so they do not fail the test case: they go to its `<system-out>`.
/// - one passing test case per locale named "clean strings" that stands for all the
///   other strings of the locale (emitted when there is at least one).
/// The suite's `tests` is the locale's string count from the census (the quality table's
/// `strings`), so the numbers match the table rather than the number of `<testcase>`
/// elements; `failures` counts failing test cases (strings), not findings.
public struct JUnitReporter: StreamingReporter {
    public static let cleanName = "clean strings"

    public init() {}

    /// One locale's suite before it is written: its strings with findings, in the
    /// order of their first finding, and its counts.
    private struct Suite {
        var locale: String
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        var failing = 0
        var strings = 0
        var clean = 0
    }

    /// The counts of every suite come first (the root element carries their totals);
    /// then each test case is written as it is made.
    public func write(_ report: Report, to out: ReportOutput) {
        // One suite per row of the quality table: Base.lproj joins the development language.
        let row = { (l: String) in CatalogPaths.locale(l, developmentLanguage: report.result.developmentLanguage) }
        var byLocale = Dictionary(grouping: report.result.findings, by: { row($0.locale) })
        var locales: [String] = []
        for l in report.result.census.map({ row($0.locale) }) + report.result.findings.map({ row($0.locale) }) where !locales.contains(l) { locales.append(l) }
        let rows = Dictionary(report.rows.map { ($0.locale, $0) }, uniquingKeysWith: { a, _ in a })

        var suites: [Suite] = []
        var totalTests = 0, totalFailures = 0
        for locale in locales {
            var suite = Suite(locale: locale)
            // Strings with findings, in the order of their first finding.
            for f in byLocale.removeValue(forKey: locale) ?? [] {
                let id = f.locale + "\u{0}" + f.table + "\u{0}" + f.key
                if suite.groups[id] == nil { suite.order.append(id) }
                suite.groups[id, default: []].append(f)
            }
            suite.failing = suite.order.filter { id in suite.groups[id]!.contains { $0.severity >= .warning } }.count
            suite.strings = rows[locale]?.strings ?? 0
            suite.clean = max(0, suite.strings - suite.order.count)
            totalTests += suite.order.count + suite.clean
            totalFailures += suite.failing
            suites.append(suite)
        }
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write("<testsuites name=\"voicelint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n")
        for suite in suites {
            let locale = suite.locale
            var s = "  <testsuite name=\"\(XML.attr(locale))\" tests=\"\(suite.order.count + suite.clean)\" failures=\"\(suite.failing)\" errors=\"0\" skipped=\"0\">\n"
            if let r = rows[locale] {
                s += "    <properties>\n"
                for (name, value) in [("score", QualityTable.format(r.score)), ("strings", "\(r.strings)"),
                                      ("missing", "\(r.missing)"), ("errors", "\(r.errors)"),
                                      ("warnings", "\(r.warnings)"), ("notes", "\(r.infos)"),
                                      ("profile", r.profile ?? "none")] {
                    s += "      <property name=\"\(name)\" value=\"\(XML.attr(value))\"/>\n"
                }
                s += "    </properties>\n"
            }
            out.write(s)
            for id in suite.order {
                let fs = suite.groups[id]!
                var variants: [String] = []
                for f in fs where !f.variant.isEmpty && !variants.contains(f.variant) { variants.append(f.variant) }
                var name = fs[0].displayKey
                if !variants.isEmpty { name += " (" + variants.joined(separator: ", ") + ")" }
                var s = "    <testcase classname=\"\(XML.attr(fs[0].table))\" name=\"\(XML.attr(name))\""
                s += " file=\"\(XML.attr(fs[0].location.file))\" line=\"\(fs[0].location.line)\">\n"
                var notes = ""
                for f in fs {
                    if f.severity == .info { notes += Self.body(f) + "\n"; continue }
                    s += "      <failure type=\"\(XML.attr(f.rule))\" message=\"\(XML.attr(f.severity.rawValue + ": " + f.message))\">"
                    s += XML.text(Self.body(f)) + "</failure>\n"
                }
                if !notes.isEmpty { s += "      <system-out>" + XML.text(notes) + "</system-out>\n" }
                s += "    </testcase>\n"
                out.write(s)
                out.flushIfLarge()
            }
            var end = ""
            if suite.clean > 0 {
                end += "    <testcase classname=\"voicelint\" name=\"\(Self.cleanName)\">\n"
                end += "      <system-out>\(suite.clean) of \(suite.strings) strings have no findings</system-out>\n"
                end += "    </testcase>\n"
            }
            end += "  </testsuite>\n"
            out.write(end)
        }
        out.write("</testsuites>\n")
    }

    static func body(_ f: Finding) -> String {
        var s = "\(f.location): \(f.severity.rawValue) [\(f.rule)] \(f.message)\ntext: \(f.text)"
        if !f.variant.isEmpty { s += "\nvariant: \(f.variant)" }
        if let sug = f.suggestion { s += "\nsuggestion\(f.applicabilityNote): \(sug)" }
        return s
    }
}

/// Escaping for XML and HTML.
enum XML {
    /// Character data: & < > escaped (and " for use in attributes too); characters XML 1.0
    /// cannot carry (control characters other than tab and newline, carriage returns,
    /// U+FFFE, U+FFFF) are dropped.
    static func text(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// An attribute value in double quotes: as text, and tab and newline as character
    /// references, which attribute-value normalisation would otherwise turn into spaces.
    static func attr(_ s: String) -> String {
        escape(s, attribute: true)
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                if (0x80...0x9F).contains(u.value) { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
