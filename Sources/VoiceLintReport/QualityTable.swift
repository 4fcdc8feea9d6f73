import VoiceLintCatalog
import VoiceLintRules

/// The per-language quality table, the same in every format.
///
/// Score: every key a locale is expected to have starts at 1 point; a key
/// with an error finding gets 0, each warning takes 0.25 (to 0 at most),
/// info findings cost nothing, and a missing key is 0.
/// score = 100 × points / strings, to one decimal; 100 when a locale has no strings.
/// The total row applies the same formula to all locales' keys together.
public struct QualityRow: Sendable {
    public var locale: String
    public var strings: Int
    public var labels: Int
    public var hints: Int
    /// Labels and hints whose role was read from the app's code.
    public var rolesFromCode = 0
    public var missing: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    /// The points behind the score (see the formula).
    public var points: Double
    public var score: Double
    /// The share of strings that are present, in percent.
    public var translated: Double
    /// The rule with the most errors (then warnings), if any finding.
    public var worstRule: String?
    /// The lexicon that served the locale; nil: no profile, only localisation rules ran.
    public var profile: String?
}

/// The per-language quality table: one row per locale and the total.
public struct QualityTableData: Sendable {
    /// Worst score first.
    public var rows: [QualityRow]
    public var total: QualityRow
}

/// Builds the quality table from a check's findings and census, and formats scores.
public enum QualityTable {
    public static let formula = "score = 100 × (Σ per key: 1, or 0 with an error, or 1 − 0.25 × warnings, at least 0; a missing key 0) ÷ strings"

    /// Base.lproj is the development language: its strings and findings join that
    /// language's row (each file's keys still score separately).
    public static func build(_ result: CheckResult) -> QualityTableData {
        let row = { (locale: String) in CatalogPaths.locale(locale, developmentLanguage: result.developmentLanguage) }
        var census: [LocaleCensus] = []
        for c in result.census {
            guard let i = census.firstIndex(where: { $0.locale == row(c.locale) }) else {
                var c = c
                c.locale = row(c.locale)
                census.append(c)
                continue
            }
            census[i].strings += c.strings
            census[i].labels += c.labels
            census[i].hints += c.hints
            census[i].rolesFromCode += c.rolesFromCode
            census[i].missing += c.missing
            census[i].isSource = census[i].isSource || c.isSource
            census[i].profile = census[i].profile ?? c.profile
        }
        let tallies = RowTally.rows(result.findings, row: row)
        var rows: [QualityRow] = census.map { c in
            let t = tallies[c.locale] ?? RowTally()
            // Missing keys whose rule was turned off still score 0.
            let lost = t.lost + Double(max(0, c.missing - t.missingSeen))
            let points = max(0, Double(c.strings) - lost)
            return QualityRow(locale: c.locale, strings: c.strings, labels: c.labels, hints: c.hints, rolesFromCode: c.rolesFromCode,
                              missing: c.missing, errors: t.errors, warnings: t.warnings, infos: t.infos, points: points,
                              score: score(points, c.strings), translated: percent(c.strings - c.missing, c.strings),
                              worstRule: worst(t.rules), profile: c.profile)
        }
        rows.sort { ($0.score, $0.locale) < ($1.score, $1.locale) }
        var all: [String: (e: Int, w: Int)] = [:]
        for (_, t) in tallies { for (id, n) in t.rules { all[id, default: (0, 0)].e += n.e; all[id, default: (0, 0)].w += n.w } }
        let strings = rows.reduce(0) { $0 + $1.strings }, missing = rows.reduce(0) { $0 + $1.missing }
        let points = rows.reduce(0.0) { $0 + $1.points }
        let total = QualityRow(locale: "total", strings: strings, labels: rows.reduce(0) { $0 + $1.labels },
                               hints: rows.reduce(0) { $0 + $1.hints }, rolesFromCode: rows.reduce(0) { $0 + $1.rolesFromCode }, missing: missing,
                               errors: rows.reduce(0) { $0 + $1.errors }, warnings: rows.reduce(0) { $0 + $1.warnings },
                               infos: rows.reduce(0) { $0 + $1.infos }, points: points, score: score(points, strings),
                               translated: percent(strings - missing, strings), worstRule: worst(all), profile: "")
        return QualityTableData(rows: rows, total: total)
    }

    static func score(_ points: Double, _ strings: Int) -> Double {
        strings == 0 ? 100 : (1000 * points / Double(strings)).rounded() / 10
    }

    static func percent(_ n: Int, _ of: Int) -> Double {
        of == 0 ? 100 : (1000 * Double(n) / Double(of)).rounded() / 10
    }

    static func worst(_ rules: [String: (e: Int, w: Int)]) -> String? {
        rules.filter { $0.value.e + $0.value.w > 0 }.max { a, b in (a.value.e, a.value.w, b.key) < (b.value.e, b.value.w, a.key) }?.key
    }

    public static let columns = ["locale", "strings", "labels", "hints", "translated", "missing", "errors", "warnings", "score", "worst rule"]

    /// One row's cells, as every format shows them.
    public static func cells(_ r: QualityRow) -> [String] {
        [r.locale + marker(r), "\(r.strings)", "\(r.labels)", "\(r.hints)", format(r.translated) + "%",
         "\(r.missing)", "\(r.errors)", "\(r.warnings)", format(r.score), r.worstRule ?? "-"]
    }

    /// `*`: no profile, only the localisation rules ran; `+`: the generic profile of the locale's
    /// script ran (no word lists); nothing: the language's own profile.
    public static func marker(_ r: QualityRow) -> String {
        guard let p = r.profile else { return "*" }
        return LanguageStore.isGeneric(p) ? "+" : ""
    }

    /// The lines under a table that say what its markers mean (those it uses).
    public static func footnotes(_ rows: [QualityRow]) -> [String] {
        var out: [String] = []
        if rows.contains(where: { marker($0) == "+" }) {
            out.append("+ no language profile yet: the generic rules of its script ran (capital, full stop, length, white space, placeholders, symbols; no word lists).")
        }
        if rows.contains(where: { $0.profile == nil }) {
            out.append("* no language profile yet: only the localisation rules ran there (no label or hint copy rules).")
        }
        return out
    }

    /// Fixed-width text, worst first, then the total.
    public static func render(_ t: QualityTableData) -> String {
        var table = [columns] + t.rows.map(cells)
        table.append(cells(t.total))
        var widths = [Int](repeating: 0, count: columns.count)
        for row in table { for (i, c) in row.enumerated() { widths[i] = max(widths[i], c.count) } }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        var out = ""
        for (n, row) in table.enumerated() {
            if n == table.count - 1 { out += rule }
            let line = row.enumerated().map { i, c in
                i == 0 || i == row.count - 1 ? c.padding(widths[i]) : String(repeating: " ", count: widths[i] - c.count) + c
            }
            out += String(line.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()) + "\n"
            if n == 0 { out += rule }
        }
        for line in footnotes(t.rows) { out += line + "\n" }
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
