import VoiceLintRules

/// GitHub-flavoured Markdown for a pull-request comment: a summary line, the quality
/// table, the score formula, then the top findings (errors first) as a table.
public struct MarkdownReporter: Reporter {
    /// How many findings the comment lists.
    public var limit: Int

    public init(limit: Int = 50) { self.limit = limit }

    public func render(_ report: Report) -> String {
        let t = report.table.total
        var out = "## voicelint\n\n"
        out += "**\(Plural.count(t.errors, "error"))**, \(Plural.count(t.warnings, "warning")) and "
        out += "\(Plural.count(t.infos, "note")) in \(Plural.count(report.rows.count, "language")); "
        out += "total score **\(QualityTable.format(t.score))**"
        if let worst = report.rows.first, report.rows.count > 1 {
            out += " (lowest: \(Self.escape(worst.locale)) \(QualityTable.format(worst.score)))"
        }
        out += ".\n\n"

        // The quality table: numbers right-aligned, the total row in bold.
        let cols = QualityTable.columns
        out += "| " + cols.map(Self.escape).joined(separator: " | ") + " |\n"
        out += "|" + cols.indices.map { i in i == 0 || i == cols.count - 1 ? " --- " : " ---: " }.joined(separator: "|") + "|\n"
        for r in report.rows {
            out += "| " + QualityTable.cells(r).map(Self.escape).joined(separator: " | ") + " |\n"
        }
        out += "| " + QualityTable.cells(t).map { "**" + Self.escape($0) + "**" }.joined(separator: " | ") + " |\n\n"
        for line in QualityTable.footnotes(report.rows) { out += Self.escape(line) + "\n\n" }
        out += "<sub>" + Self.escape(QualityTable.formula) + "</sub>\n\n"

        out += "### Top findings\n\n"
        let findings = Self.bySeverity(report.result.findings)
        if findings.isEmpty {
            out += "No findings.\n"
            return out
        }
        out += "| severity | locale | rule | key | text | suggestion |\n"
        out += "| --- | --- | --- | --- | --- | --- |\n"
        for f in findings.prefix(limit) {
            var key = Self.code(f.displayKey)
            if !f.variant.isEmpty { key += " (" + Self.escape(f.variant) + ")" }
            let cells = [f.severity.rawValue, Self.code(f.locale), Self.code(f.rule), key,
                         Self.escape(f.text), f.suggestion.map(Self.escape) ?? ""]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if findings.count > limit {
            out += "\n… and \(findings.count - limit) more\n"
        }
        return out
    }

    /// Errors, then warnings, then notes; the original order within each.
    static func bySeverity(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
    }

    /// Text for a table cell: Markdown punctuation backslash-escaped, `|` as `\|`, `<`, `>`
    /// and `&` as entities (GitHub would read tags), line breaks as `<br>`.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\\", "`", "*", "_", "[", "]", "#", "~", "|", "!": out += "\\"; out.unicodeScalars.append(u)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n": out += "<br>"
            case "\r": continue
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A code span that survives a table cell: a fence longer than any backtick run inside,
    /// `|` escaped (GitHub splits cells before reading code spans), no line breaks.
    static func code(_ s: String) -> String {
        if s.isEmpty { return "(empty)" }
        var longest = 0, run = 0
        for c in s { if c == "`" { run += 1; longest = max(longest, run) } else { run = 0 } }
        let fence = String(repeating: "`", count: longest + 1)
        var body = ""
        for c in s {
            switch c {
            case "|": body += "\\|"
            case "\n", "\r", "\r\n": body += " "
            default: body.append(c)
            }
        }
        let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + pad + body + pad + fence
    }
}
