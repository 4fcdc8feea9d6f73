import VoiceLintRules

/// GitHub Actions workflow commands: one annotation per finding
/// (`::error file=…,line=…,col=…,title=voicelint RULE::[locale] key: message`),
/// then the quality table in a collapsible group of the job log.
///
/// GitHub shows a limited number of annotations per step; the log keeps them all.
public struct GitHubReporter: StreamingReporter {
    public init() {}

    public func write(_ report: Report, to out: ReportOutput) {
        for f in report.result.findings {
            out.write(Self.command(f) + "\n")
            out.flushIfLarge()
        }
        out.write("::group::voicelint quality table\n")
        out.write(QualityTable.render(report.table))
        out.write("::endgroup::\n")
    }

    public static func command(_ f: Finding) -> String {
        let kind: String
        switch f.severity {
        case .error: kind = "error"
        case .warning: kind = "warning"
        case .info: kind = "notice"
        }
        var message = "[\(f.locale)] \(f.displayKey)"
        if !f.variant.isEmpty { message += " (\(f.variant))" }
        message += ": \(f.message)"
        if let s = f.suggestion { message += " (suggestion\(f.applicabilityNote): \(s))" }
        let props = [
            ("file", f.location.file.replacingBackslashes()), ("line", "\(f.location.line)"),
            ("col", "\(f.location.column)"), ("title", "voicelint \(f.rule)"),
        ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(kind) \(props)::\(escapeData(message))"
    }

    /// A command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A command's property value: as the message, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for ch in escapeData(s) {
            switch ch {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.append(ch)
            }
        }
        return out
    }
}
