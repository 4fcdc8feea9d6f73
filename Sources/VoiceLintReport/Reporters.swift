import VoiceLintCatalog
import VoiceLintRules

/// The report formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, xcode, github, markdown, html
}

/// What every reporter gets.
public struct Report: Sendable {
    public var result: CheckResult
    /// The quality table: rows worst first, and the total.
    public var table: QualityTableData
    public var toolVersion: String
    /// Set when a baseline hid known findings.
    public var baseline: BaselineSummary?
    /// Why each key of a label or hint finding was taken as one: `file:line:col` of its use in
    /// code, `roles file PATH`, `pattern GLOB`, `key name` or `catalog comment`.
    public var roleEvidence: [String: String] = [:]
    /// With `--fix`: the strings rewritten (or, with `--dry-run`, that would be); nil without it.
    public var rewrites: [Rewrite]?
    /// For SARIF's `fixes`: where each applicable suggestion's value stands in its file and what
    /// replaces it there (`CatalogEditor.LiteralReplacement.key`); empty unless asked for.
    public var literalReplacements: [String: CatalogEditor.LiteralReplacement] = [:]

    public init(result: CheckResult, toolVersion: String) {
        self.result = result
        self.table = QualityTable.build(result)
        self.toolVersion = toolVersion
    }

    public var rows: [QualityRow] { table.rows }
}

/// One string `--fix` rewrote (or, with `--dry-run`, would rewrite).
public struct Rewrite: Sendable {
    public var location: SourceLocation
    public var locale: String
    public var key: String
    public var old: String
    public var new: String
    /// The rules whose suggestions made it, in the order applied.
    public var rules: [String]
    /// The least safe of those suggestions.
    public var applicability: Applicability
    /// The development language's text of the string, where it is a translation.
    public var source: String?

    public init(location: SourceLocation, locale: String, key: String, old: String, new: String, rules: [String],
                applicability: Applicability, source: String?) {
        self.location = location
        self.locale = locale
        self.key = key
        self.old = old
        self.new = new
        self.rules = rules
        self.applicability = applicability
        self.source = source
    }

    var json: JSONValueOut {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column)),
                 ("locale", .string(locale)), ("key", .string(key)), ("old", .string(old)), ("new", .string(new)),
                 ("rules", .array(rules.map { .string($0) })), ("applicability", .string(applicability.rawValue))]
                + (source.map { [("source", JSONValueOut.string($0))] } ?? []))
    }
}

/// What the baseline did to a run: hidden and stale entries.
public struct BaselineSummary: Sendable {
    public var path: String
    /// Findings the baseline knew, not reported.
    public var known: Int
    /// Baseline entries that no longer occur.
    public var stale: Int
    /// The findings reported (not in the baseline): errors, warnings and notes.
    public var new: (errors: Int, warnings: Int, infos: Int) = (0, 0, 0)
    public init(path: String, known: Int, stale: Int) {
        self.path = path
        self.known = known
        self.stale = stale
    }
}

/// Renders a report in one format.
public protocol Reporter {
    func render(_ report: Report) -> String
    /// Writes the report to `out` (by default, `render`'s text whole).
    func write(_ report: Report, to out: ReportOutput)
}

/// The reporter for each format.
public enum Reporters {
    /// The reporter for a format.
    public static func reporter(for format: OutputFormat, color: Bool = false) -> any Reporter {
        switch format {
        case .text: return TextReporter(color: color)
        case .json: return JSONReporter()
        case .xcode: return XcodeReporter()
        case .sarif: return SARIFReporter()
        case .junit: return JUnitReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        case .html: return HTMLReporter()
        }
    }
}

/// `file:line:column: severity: message [rule]`, the suggestion, then the table.
public struct TextReporter: StreamingReporter {
    public var color: Bool
    public init(color: Bool = false) { self.color = color }

    public func write(_ report: Report, to out: ReportOutput) {
        for f in report.result.findings {
            out.write(line(f) + "\n")
            if let s = f.suggestion { out.write("    suggestion\(f.applicabilityNote): \(s)\n") }
            out.flushIfLarge()
        }
        if !report.result.findings.isEmpty { out.write("\n") }
        out.write(QualityTable.render(report.table))
        out.write(Self.summary(report) + "\n")
        if report.table.total.rolesFromCode > 0 {
            // Which of the counted labels and hints the app's code says are spoken (voicelint roles lists them).
            let perLocale = report.rows.sorted { $0.locale < $1.locale }.map { "\($0.locale) \($0.rolesFromCode)" }
            out.write("Labels and hints read from the app's code: \(perLocale.joined(separator: ", ")) (voicelint roles lists them).\n")
        }
    }

    /// "299 findings (62 errors, 217 warnings, 20 notes) in 12 languages."; with a baseline, the new
    /// findings and how many it knew ("0 new findings ...; 299 known findings are in the baseline b.json.").
    public static func summary(_ report: Report) -> String {
        let languages = Plural.count(report.rows.count, "language")
        guard let b = report.baseline else {
            let e = report.rows.reduce(0) { $0 + $1.errors }, w = report.rows.reduce(0) { $0 + $1.warnings }
            let i = report.rows.reduce(0) { $0 + $1.infos }
            return "\(Plural.count(e + w + i, "finding")) (\(Plural.count(e, "error")), \(Plural.count(w, "warning")), \(Plural.count(i, "note"))) in \(languages)."
        }
        let (e, w, i) = b.new
        let known = b.known == 1 ? "1 known finding is" : "\(b.known) known findings are"
        return "\(Plural.count(e + w + i, "new finding")) (\(Plural.count(e, "error")), \(Plural.count(w, "warning")), \(Plural.count(i, "note"))) in \(languages); \(known) in the baseline \(b.path)."
    }

    func line(_ f: Finding) -> String {
        let sev: String
        if color {
            let code = f.severity == .error ? "31" : f.severity == .warning ? "33" : "36"
            sev = "\u{1B}[\(code)m\(f.severity.rawValue)\u{1B}[0m"
        } else {
            sev = f.severity.rawValue
        }
        return "\(f.location): \(sev): [\(f.locale)] \(f.displayKey): \(f.message) [\(f.rule)]"
    }
}

/// `file:line:column: warning: message [rule]`, which Xcode shows inline.
public struct XcodeReporter: StreamingReporter {
    public init() {}
    public func write(_ report: Report, to out: ReportOutput) {
        for f in report.result.findings {
            let sev = f.severity == .info ? "note" : f.severity.rawValue
            out.write("\(f.location): \(sev): [\(f.locale)] \(f.message) [\(f.rule)]")
            if let s = f.suggestion { out.write(" (suggestion\(f.applicabilityNote): \(s))") }
            out.write("\n")
            out.flushIfLarge()
        }
    }
}

/// The JSON of CONTRACT.md. The diagnostics are written one at a time.
public struct JSONReporter: StreamingReporter {
    public init() {}

    public func write(_ report: Report, to out: ReportOutput) {
        func row(_ r: QualityRow) -> JSONValueOut {
            .object([
                ("locale", .string(r.locale)), ("strings", .int(r.strings)), ("labels", .int(r.labels)), ("hints", .int(r.hints)),
                ("rolesFromCode", .int(r.rolesFromCode)),
                ("missing", .int(r.missing)), ("errors", .int(r.errors)), ("warnings", .int(r.warnings)), ("score", .double(r.score)),
                ("translated", .double(r.translated)), ("worstRule", r.worstRule.map { .string($0) } ?? .null),
                ("profile", r.profile.map { .string($0) } ?? .null),
            ])
        }
        let langs = report.rows.map(row)
        let placeholder = "\u{0}diagnostics"
        let root: JSONValueOut = .object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("voicelint")), ("version", .string(report.toolVersion))])),
            ("diagnostics", .string(placeholder)),
            ("languages", .array(langs)),
            ("total", row(report.table.total)),
        ] + (report.baseline.map { b in [("baseline", JSONValueOut.object([("path", .string(b.path)), ("known", .int(b.known)), ("stale", .int(b.stale))]))] } ?? [])
          + (report.rewrites.map { r in [("rewrites", JSONValueOut.array(r.map(\.json)))] } ?? []) + [
            ("scoreFormula", .string(QualityTable.formula)),
        ])
        // Each finding read where the result holds it: a copy retained and released its eleven strings.
        report.result.findings.withUnsafeBufferPointer { findings in
            root.write(to: out, replacing: placeholder, level: 1, count: findings.count) { k, out in
                Self.diagnostic(findings.baseAddress! + k, evidence: report.roleEvidence, to: out)
            }
        }
        out.write("\n")
    }

    /// One diagnostic, an object at nesting level 2, as `JSONValueOut` would write it.
    static func diagnostic(_ f: UnsafePointer<Finding>, evidence: [String: String] = [:], to out: ReportOutput) {
        let m = Members.self
        out.write(ascii: "{")
        // The rule, severity, role and locale repeat from finding to finding: their quoted bytes are written again.
        out.write(bytes: m.rule); out.writeJSONRepeated(of: f, at: m.ruleOffset) { $0.pointee.rule }
        out.write(bytes: m.severity(f.pointee.severity))
        out.write(bytes: m.role(f.pointee.role))
        if f.pointee.role != .other, !evidence.isEmpty, let e = evidence[f.pointee.key] { out.write(bytes: m.roleEvidence); out.writeJSONString(e) }
        out.write(bytes: m.locale); out.writeJSONRepeated(of: f, at: m.localeOffset) { $0.pointee.locale }
        out.write(bytes: m.key); out.writeJSONString(f.pointee.key)
        out.write(bytes: m.text); out.writeJSONString(f.pointee.text)
        out.write(bytes: m.message); out.writeJSONString(f.pointee.message)
        if let s = f.pointee.suggestion {
            out.write(bytes: m.suggestion); out.writeJSONString(s)
            out.write(bytes: m.applicability(f.pointee.applicability ?? .displayOnly))
        }
        out.write(bytes: m.file); out.writeJSONFileName(of: f)
        out.write(bytes: m.line); out.write(f.pointee.location.line)
        out.write(bytes: m.column); out.write(f.pointee.location.column)
        if !f.pointee.variant.isEmpty { out.write(bytes: m.variant); out.writeJSONString(f.pointee.variant) }
        out.write(bytes: m.table); out.writeJSONString(f.pointee.table)
        out.write(bytes: m.close)
    }

    /// What comes before each member's value in a diagnostic, and after the last.
    private enum Members {
        static func member(_ k: String, first: Bool = false) -> StaticBytes { StaticBytes((first ? "" : ",") + JSONValueOut.newline(3) + "\"" + k + "\": ") }
        static let rule = member("rule", first: true), locale = member("locale"), roleEvidence = member("roleEvidence")
        static let key = member("key"), text = member("text"), message = member("message"), suggestion = member("suggestion")
        static let file = member("file"), line = member("line"), column = member("column"), variant = member("variant"), table = member("table")
        static let close = StaticBytes(JSONValueOut.newline(2) + "}")
        /// The applicability member with its value.
        static func applicability(_ a: Applicability) -> StaticBytes { a == .safe ? safe : a == .unsafe ? unsafe : displayOnly }
        private static let safe = applicabilityMember("safe"), unsafe = applicabilityMember("unsafe"), displayOnly = applicabilityMember("display-only")
        private static func applicabilityMember(_ value: String) -> StaticBytes {
            StaticBytes("," + JSONValueOut.newline(3) + "\"applicability\": \"" + value + "\"")
        }
        /// The severity and the role members, each with its value in JSON's quotes (their names
        /// are letters: nothing to escape), written at once.
        static let info = member("severity", Severity.info), warning = member("severity", Severity.warning), error = member("severity", Severity.error)
        static let label = member("role", Role.label), hint = member("role", Role.hint), other = member("role", Role.other)
        static let part = member("role", Role.part)
        static func member<T: RawRepresentable<String>>(_ k: String, _ value: T) -> StaticBytes {
            StaticBytes("," + JSONValueOut.newline(3) + "\"" + k + "\": \"" + value.rawValue + "\"")
        }
        static func severity(_ s: Severity) -> StaticBytes {
            switch s {
            case .info: info
            case .warning: warning
            case .error: error
            }
        }
        static func role(_ r: Role) -> StaticBytes {
            switch r {
            case .label: label
            case .hint: hint
            case .other: other
            case .part: part
            }
        }
        /// Where a finding holds its rule's id and its locale.
        static let ruleOffset = MemoryLayout<Finding>.offset(of: \Finding.rule)!
        static let localeOffset = MemoryLayout<Finding>.offset(of: \Finding.locale)!
    }
}
