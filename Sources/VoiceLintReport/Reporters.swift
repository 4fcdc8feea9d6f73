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

    public init(result: CheckResult, toolVersion: String) {
        self.result = result
        self.table = QualityTable.build(result)
        self.toolVersion = toolVersion
    }

    public var rows: [QualityRow] { table.rows }
}

/// What the baseline did to a run: hidden and stale entries.
public struct BaselineSummary: Sendable {
    public var path: String
    /// Findings the baseline knew, not reported.
    public var known: Int
    /// Baseline entries that no longer occur.
    public var stale: Int
    public init(path: String, known: Int, stale: Int) {
        self.path = path
        self.known = known
        self.stale = stale
    }
}

/// Renders a report in one format.
public protocol Reporter {
    func render(_ report: Report) -> String
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
public struct TextReporter: Reporter {
    public var color: Bool
    public init(color: Bool = false) { self.color = color }

    public func render(_ report: Report) -> String {
        var out = ""
        for f in report.result.findings {
            out += line(f) + "\n"
            if let s = f.suggestion { out += "    suggestion: \(s)\n" }
        }
        if !report.result.findings.isEmpty { out += "\n" }
        out += QualityTable.render(report.table)
        let e = report.rows.reduce(0) { $0 + $1.errors }, w = report.rows.reduce(0) { $0 + $1.warnings }
        let i = report.rows.reduce(0) { $0 + $1.infos }
        out += "\(e + w + i) findings (\(e) errors, \(w) warnings, \(i) notes) in \(report.rows.count) languages.\n"
        return out
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
public struct XcodeReporter: Reporter {
    public init() {}
    public func render(_ report: Report) -> String {
        report.result.findings.map { f in
            let sev = f.severity == .info ? "note" : f.severity.rawValue
            var line = "\(f.location): \(sev): [\(f.locale)] \(f.message) [\(f.rule)]"
            if let s = f.suggestion { line += " (suggestion: \(s))" }
            return line
        }.joined(separator: "\n") + (report.result.findings.isEmpty ? "" : "\n")
    }
}

/// The JSON of CONTRACT.md.
public struct JSONReporter: Reporter {
    public init() {}
    public func render(_ report: Report) -> String {
        let diags: [JSONValueOut] = report.result.findings.map { f in
            var o: [(String, JSONValueOut)] = [
                ("rule", .string(f.rule)), ("severity", .string(f.severity.rawValue)), ("role", .string(f.role.rawValue)),
                ("locale", .string(f.locale)), ("key", .string(f.key)), ("text", .string(f.text)), ("message", .string(f.message)),
            ]
            if let s = f.suggestion { o.append(("suggestion", .string(s))) }
            o += [("file", .string(f.location.file)), ("line", .int(f.location.line)), ("column", .int(f.location.column))]
            if !f.variant.isEmpty { o.append(("variant", .string(f.variant))) }
            o.append(("table", .string(f.table)))
            return .object(o)
        }
        func row(_ r: QualityRow) -> JSONValueOut {
            .object([
                ("locale", .string(r.locale)), ("strings", .int(r.strings)), ("labels", .int(r.labels)), ("hints", .int(r.hints)),
                ("missing", .int(r.missing)), ("errors", .int(r.errors)), ("warnings", .int(r.warnings)), ("score", .double(r.score)),
                ("translated", .double(r.translated)), ("worstRule", r.worstRule.map { .string($0) } ?? .null),
                ("profile", r.profile.map { .string($0) } ?? .null),
            ])
        }
        let langs = report.rows.map(row)
        let root: JSONValueOut = .object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("voicelint")), ("version", .string(report.toolVersion))])),
            ("diagnostics", .array(diags)),
            ("languages", .array(langs)),
            ("total", row(report.table.total)),
        ] + (report.baseline.map { b in [("baseline", JSONValueOut.object([("path", .string(b.path)), ("known", .int(b.known)), ("stale", .int(b.stale))]))] } ?? []) + [
            ("scoreFormula", .string(QualityTable.formula)),
        ])
        return root.render() + "\n"
    }
}
