import VoiceLintRules

/// The per-language quality table, the same in every format.
///
/// Score: every key a locale is expected to have starts at 1 point; a key
/// with an error finding gets 0, each warning takes 0.25 (to 0 at most),
/// info findings cost nothing, and a missing key is 0.
/// score = 100 × points / strings, to one decimal; 100 when a locale has no strings.
public struct QualityRow: Sendable {
    public var locale: String
    public var strings: Int
    public var labels: Int
    public var hints: Int
    public var missing: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    public var score: Double
    /// The share of strings that are present, in percent.
    public var translated: Double
    /// The rule with the most findings (errors first), if any.
    public var worstRule: String?
    /// The lexicon that served the locale; nil: no profile, only localisation rules ran.
    public var profile: String?
}

public enum QualityTable {
    public static let formula = "score = 100 × (Σ per key: 1, or 0 with an error, or 1 − 0.25 × warnings, at least 0; a missing key 0) ÷ strings"

    public static func rows(_ result: CheckResult) -> [QualityRow] {
        struct KeyTally { var errors = 0; var warnings = 0; var missing = false }
        var perKey: [String: [String: KeyTally]] = [:]
        var counts: [String: (e: Int, w: Int, i: Int, rules: [String: (Int, Int)])] = [:]
        for f in result.findings {
            let k = f.table + "\u{0}" + f.key
            var t = perKey[f.locale, default: [:]][k] ?? KeyTally()
            var c = counts[f.locale] ?? (0, 0, 0, [:])
            var r = c.rules[f.rule] ?? (0, 0)
            switch f.severity {
            case .error: t.errors += 1; c.e += 1; r.0 += 1
            case .warning: t.warnings += 1; c.w += 1; r.1 += 1
            case .info: c.i += 1
            }
            if f.rule == "missing-translation" { t.missing = true }
            c.rules[f.rule] = r
            counts[f.locale] = c
            perKey[f.locale, default: [:]][k] = t
        }
        return result.census.map { c in
            let tallies = perKey[c.locale] ?? [:]
            var lost = 0.0
            var missingSeen = 0
            for t in tallies.values {
                if t.missing { missingSeen += 1; lost += 1; continue }
                lost += t.errors > 0 ? 1 : min(1, 0.25 * Double(t.warnings))
            }
            // Missing keys whose rule was turned off still score 0.
            lost += Double(max(0, c.missing - missingSeen))
            let score = c.strings == 0 ? 100 : max(0, (100 * (Double(c.strings) - lost) / Double(c.strings) * 10).rounded() / 10)
            let translated = c.strings == 0 ? 100 : (1000 * Double(c.strings - c.missing) / Double(c.strings)).rounded() / 10
            let k = counts[c.locale] ?? (0, 0, 0, [:])
            let worst = k.rules.max { a, b in (a.value.0, a.value.1, b.key) < (b.value.0, b.value.1, a.key) }?.key
            return QualityRow(locale: c.locale, strings: c.strings, labels: c.labels, hints: c.hints, missing: c.missing,
                              errors: k.e, warnings: k.w, infos: k.i, score: score, translated: translated,
                              worstRule: worst, profile: c.profile)
        }
    }

    /// Fixed-width text, one row per locale.
    public static func render(_ rows: [QualityRow]) -> String {
        let header = ["locale", "strings", "labels", "hints", "missing", "errors", "warnings", "score"]
        var table = [header]
        for r in rows {
            table.append([r.locale + (r.profile == nil ? "*" : ""), "\(r.strings)", "\(r.labels)", "\(r.hints)", "\(r.missing)",
                          "\(r.errors)", "\(r.warnings)", format(r.score)])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in table { for (i, c) in row.enumerated() { widths[i] = max(widths[i], c.count) } }
        var out = ""
        for (n, row) in table.enumerated() {
            let cells = row.enumerated().map { i, c in
                i == 0 ? c.padding(widths[i]) : String(repeating: " ", count: widths[i] - c.count) + c
            }
            out += cells.joined(separator: "  ") + "\n"
            if n == 0 { out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        if rows.contains(where: { $0.profile == nil }) {
            out += "* no language profile yet: only the localisation rules ran there (no label or hint copy rules).\n"
        }
        return out
    }

    public static func format(_ d: Double) -> String {
        let tenths = Int((d * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
