import VoiceLintRules

/// One self-contained HTML page: no network, no scripts, no web fonts, inline CSS.
///
/// Built to be read with a screen reader as well as seen: `lang` on the page and on every
/// quoted string (the string's locale), headings in order (h1; h2 per section and per
/// language; h3 per rule), a real table with caption and header scopes, charts that are
/// images with a label and whose data follows as a table, severity always written as a
/// word, and colours with at least 4.5:1 contrast for text.
public struct HTMLReporter: StreamingReporter {
    public init() {}

    /// The page is built as text and handed on whenever a chunk has gathered.
    public func write(_ report: Report, to out: ReportOutput) {
        let t = report.table.total
        let findings = report.result.findings
        var h = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>voicelint report: \(Plural.count(findings.count, "finding")), total score \(QualityTable.format(t.score))</title>
        <style>
        \(Self.css)
        </style>
        </head>
        <body>

        """
        h += "<header>\n<h1>voicelint report</h1>\n"
        h += "<p class=\"summary\">\(Plural.count(findings.count, "finding")): "
        h += "<strong>\(Plural.count(t.errors, "error"))</strong>, \(Plural.count(t.warnings, "warning")) and \(Plural.count(t.infos, "note"))"
        h += " in \(Plural.count(report.rows.count, "language")). Total score <strong>\(QualityTable.format(t.score))</strong> of 100"
        if let worst = report.rows.first, report.rows.count > 1 {
            h += "; lowest: \(Self.esc(worst.locale)) with \(QualityTable.format(worst.score))"
        }
        h += ".</p>\n<p class=\"meta\">voicelint \(Self.esc(report.toolVersion))</p>\n</header>\n"

        // Contents: the sections, then one link per language with findings.
        let byLocale = Dictionary(grouping: findings, by: \.locale)
        var locales = report.rows.map(\.locale).filter { byLocale[$0] != nil }
        for f in findings where !locales.contains(f.locale) { locales.append(f.locale) }
        h += "<nav aria-label=\"Contents\">\n<ul>\n"
        h += "<li><a href=\"#quality\">Quality by language</a></li>\n"
        h += "<li><a href=\"#charts\">Charts</a></li>\n"
        for l in locales {
            h += "<li><a href=\"#\(Self.anchor(l))\">Findings in \(Self.esc(l))</a> (\(byLocale[l]!.count))</li>\n"
        }
        h += "</ul>\n</nav>\n<main>\n"

        h += qualityTable(report)
        h += charts(report)

        let rowOf = Dictionary(report.rows.map { ($0.locale, $0) }, uniquingKeysWith: { a, _ in a })
        let ruleOrder = Dictionary(RuleRegistry.all.enumerated().map { ($0.element.info.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let summaries = Dictionary(RuleRegistry.all.map { ($0.info.id, $0.info.summary) }, uniquingKeysWith: { a, _ in a })
        // A missing-translation finding quotes the source text: its language is the source's,
        // when the catalogs have one source language.
        let sources = Set(report.result.census.filter { $0.isSource && $0.locale != "Base" }.map(\.locale))
        let sourceLocale = sources.count == 1 ? sources.first : nil
        if findings.isEmpty {
            h += "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Findings</h2>\n<p>No findings.</p>\n</section>\n"
        }
        // Every finding is in the JSON and SARIF reports; the page shows the first few of each rule in
        // each language (folded), so that it opens at once however many there are.
        let groups = locales.reduce(0) { n, l in n + Set(byLocale[l]!.map(\.rule)).count }
        let shownPerRule = Self.shownPerRule(groups: groups)
        for l in locales {
            let fs = byLocale[l]!
            let e = fs.filter { $0.severity == .error }.count, w = fs.filter { $0.severity == .warning }.count
            let n = fs.count - e - w
            let id = Self.anchor(l)
            h += "<section class=\"locale\" aria-labelledby=\"\(id)\">\n"
            h += "<h2 id=\"\(id)\">Findings in \(Self.esc(l))</h2>\n<p class=\"counts\">"
            h += "\(Plural.count(e, "error")), \(Plural.count(w, "warning")), \(Plural.count(n, "note"))"
            if let r = rowOf[l] {
                h += "; score \(QualityTable.format(r.score))"
                if r.profile == nil { h += "; no language profile yet, only the localisation rules ran" }
                if QualityTable.marker(r) == "+" { h += "; no language profile yet, the generic rules of its script ran" }
            }
            h += ".</p>\n"
            // Rules: the most severe first, then in the order voicelint lists them.
            let byRule = Dictionary(grouping: fs, by: \.rule)
            let rules = byRule.keys.sorted { a, b in
                let sa = byRule[a]!.map(\.severity).max()!, sb = byRule[b]!.map(\.severity).max()!
                if sa != sb { return sa > sb }
                return (ruleOrder[a] ?? Int.max, a) < (ruleOrder[b] ?? Int.max, b)
            }
            for rule in rules {
                let rf = byRule[rule]!
                let worst = rf.map(\.severity).max()!
                h += "<details class=\"rule \(worst.rawValue)\">\n<summary><h3><code>\(Self.esc(rule))</code> "
                h += "<span class=\"n\">(\(Plural.count(rf.count, "finding")), \(Self.severityWord(worst).lowercased()))</span></h3></summary>\n"
                if let s = summaries[rule] { h += "<p class=\"rule-summary\">\(Self.esc(s))</p>\n" }
                h += "<ul class=\"findings\">\n"
                for f in rf.prefix(shownPerRule) {
                    h += finding(f, sourceLocale: sourceLocale)
                    if h.utf8.count >= ReportOutput.chunkBytes {
                        out.write(h)
                        h = ""
                        out.flushIfLarge()
                    }
                }
                h += "</ul>\n"
                if rf.count > shownPerRule {
                    h += "<p class=\"more\">And \(Plural.count(rf.count - shownPerRule, "more finding")) of this rule in \(Self.esc(l)): "
                    h += "the JSON and SARIF reports list every one (<code>voicelint --format json</code>).</p>\n"
                }
                h += "</details>\n"
            }
            h += "</section>\n"
        }
        h += "</main>\n</body>\n</html>\n"
        out.write(h)
    }

    /// How many findings of one rule in one language the page shows: 20, fewer when there are
    /// many rules and languages, so that the page holds at most about 3,000 (the rest are counted).
    public static func shownPerRule(groups: Int) -> Int {
        groups == 0 ? 20 : max(3, min(20, 3000 / groups))
    }

    /// Where the score chart's axis starts: 0, or a round number below the lowest score when every
    /// score is high (on a 0-100 axis, 85 and 93 look the same).
    public static func scoreAxisStart(_ scores: [Double]) -> Double {
        guard let lowest = scores.min(), lowest >= 50 else { return 0 }
        return min(90, ((lowest - 5) / 10).rounded(.down) * 10)
    }

    func qualityTable(_ report: Report) -> String {
        var h = "<section aria-labelledby=\"quality\">\n<h2 id=\"quality\">Quality by language</h2>\n"
        h += "<div class=\"table-wrap\">\n<table class=\"quality\">\n"
        h += "<caption>One row per language, lowest score first, then the total of all languages</caption>\n<thead>\n<tr>"
        for (i, c) in QualityTable.columns.enumerated() {
            h += "<th scope=\"col\"\(Self.numeric(i) ? " class=\"num\"" : "")>\(Self.esc(c))</th>"
        }
        h += "</tr>\n</thead>\n<tbody>\n"
        func row(_ r: QualityRow) -> String {
            var s = "<tr>"
            for (i, c) in QualityTable.cells(r).enumerated() {
                if i == 0 {
                    s += "<th scope=\"row\">\(Self.esc(r.locale))"
                    if r.profile == nil { s += "<span aria-hidden=\"true\">*</span><span class=\"sr-only\"> (no language profile)</span>" }
                    if QualityTable.marker(r) == "+" { s += "<span aria-hidden=\"true\">+</span><span class=\"sr-only\"> (the generic profile of its script)</span>" }
                    s += "</th>"
                } else {
                    s += "<td\(Self.numeric(i) ? " class=\"num\"" : "")>\(Self.esc(c))</td>"
                }
            }
            return s + "</tr>\n"
        }
        for r in report.rows { h += row(r) }
        h += "</tbody>\n<tfoot>\n" + row(report.table.total) + "</tfoot>\n</table>\n</div>\n"
        for line in QualityTable.footnotes(report.rows) {
            h += "<p class=\"note\"><span aria-hidden=\"true\">\(Self.esc(String(line.prefix(2))))</span>\(Self.esc(String(line.dropFirst(2))))</p>\n"
        }
        h += "<p class=\"note\">How the score is computed: \(Self.esc(QualityTable.formula)).</p>\n</section>\n"
        return h
    }

    func charts(_ report: Report) -> String {
        var h = "<section aria-labelledby=\"charts\">\n<h2 id=\"charts\">Charts</h2>\n<div class=\"charts\">\n"

        // Score per language, lowest first; the axis starts below the lowest score (0 when one is under 50).
        let rows = report.rows
        let start = Self.scoreAxisStart(rows.map(\.score))
        let from = String(Int(start)), middle = String(Int((start + 100) / 2))
        var label = "Bar chart of the score per language, on an axis from \(from) to 100, lowest first"
        if let lo = rows.first, let hi = rows.last {
            label += ": from \(QualityTable.format(lo.score)) (\(lo.locale)) to \(QualityTable.format(hi.score)) (\(hi.locale))"
        }
        label += ". The same data follows as a table."
        h += "<figure class=\"chart\">\n<figcaption id=\"score-chart\">Score per language (axis from \(from) to 100)</figcaption>\n"
        h += "<div class=\"bars\" role=\"img\" aria-label=\"\(Self.esc(label))\">\n"
        for r in rows {
            h += Self.bar(name: r.locale, fraction: (r.score - start) / (100 - start), value: QualityTable.format(r.score))
        }
        h += "<div class=\"bar-row axis\"><span></span><span class=\"ticks\"><span>\(from)</span><span>\(middle)</span><span>100</span></span><span></span></div>\n"
        h += "</div>\n"
        h += "<table class=\"sr-only\">\n<caption>Score per language (the data of the chart)</caption>\n"
        h += "<thead><tr><th scope=\"col\">locale</th><th scope=\"col\">score</th></tr></thead>\n<tbody>\n"
        for r in rows { h += "<tr><th scope=\"row\">\(Self.esc(r.locale))</th><td>\(QualityTable.format(r.score))</td></tr>\n" }
        h += "</tbody>\n</table>\n</figure>\n"

        // Findings per rule, most first.
        var perRule: [String: (e: Int, w: Int, i: Int)] = [:]
        for f in report.result.findings {
            var c = perRule[f.rule] ?? (0, 0, 0)
            switch f.severity { case .error: c.e += 1; case .warning: c.w += 1; case .info: c.i += 1 }
            perRule[f.rule] = c
        }
        let rules = perRule.sorted { a, b in
            let ta = a.value.e + a.value.w + a.value.i, tb = b.value.e + b.value.w + b.value.i
            return ta != tb ? ta > tb : a.key < b.key
        }
        let maxCount = rules.map { $0.value.e + $0.value.w + $0.value.i }.max() ?? 0
        var rlabel = "Bar chart of the number of findings per rule, most first"
        if let top = rules.first {
            rlabel += ": \(rules.count) rules, the most frequent \(top.key) with \(top.value.e + top.value.w + top.value.i)"
        } else {
            rlabel += ": no findings"
        }
        rlabel += ". The same data follows as a table."
        h += "<figure class=\"chart\">\n<figcaption id=\"rule-chart\">Findings per rule</figcaption>\n"
        h += "<div class=\"bars rules\" role=\"img\" aria-label=\"\(Self.esc(rlabel))\">\n"
        for (rule, c) in rules {
            let total = c.e + c.w + c.i
            h += Self.bar(name: rule, fraction: maxCount == 0 ? 0 : Double(total) / Double(maxCount),
                          value: "\(total)", detail: Self.breakdown(c))
        }
        if rules.isEmpty { h += "<p>No findings.</p>\n" }
        h += "</div>\n"
        h += "<table class=\"sr-only\">\n<caption>Findings per rule (the data of the chart)</caption>\n"
        h += "<thead><tr><th scope=\"col\">rule</th><th scope=\"col\">findings</th><th scope=\"col\">errors</th>"
        h += "<th scope=\"col\">warnings</th><th scope=\"col\">notes</th></tr></thead>\n<tbody>\n"
        for (rule, c) in rules {
            h += "<tr><th scope=\"row\">\(Self.esc(rule))</th><td>\(c.e + c.w + c.i)</td><td>\(c.e)</td><td>\(c.w)</td><td>\(c.i)</td></tr>\n"
        }
        h += "</tbody>\n</table>\n</figure>\n</div>\n</section>\n"
        return h
    }

    static func breakdown(_ c: (e: Int, w: Int, i: Int)) -> String {
        var parts: [String] = []
        if c.e > 0 { parts.append(Plural.count(c.e, "error")) }
        if c.w > 0 { parts.append(Plural.count(c.w, "warning")) }
        if c.i > 0 { parts.append(Plural.count(c.i, "note")) }
        return parts.joined(separator: ", ")
    }

    static func bar(name: String, fraction: Double, value: String, detail: String? = nil) -> String {
        let pct = QualityTable.format(max(0, min(1, fraction)) * 100)
        var s = "<div class=\"bar-row\"><span class=\"bar-name\">\(esc(name))</span>"
        s += "<span class=\"bar-track\"><span class=\"bar\" style=\"width: \(pct)%\"></span></span>"
        s += "<span class=\"bar-value\">\(esc(value))"
        if let detail, !detail.isEmpty { s += " <span class=\"bar-detail\">(\(esc(detail)))</span>" }
        return s + "</span></div>\n"
    }

    func finding(_ f: Finding, sourceLocale: String?) -> String {
        let lang = f.rule == "missing-translation" ? Self.langAttribute(sourceLocale ?? "") : Self.langAttribute(f.locale)
        var s = "<li class=\"finding \(f.severity.rawValue)\">\n"
        s += "<p class=\"finding-head\"><span class=\"sev\">\(Self.severityWord(f.severity))</span> "
        s += "<code class=\"loc\">\(Self.esc(f.location.description))</code></p>\n<dl>\n"
        var key = "<code>\(Self.esc(f.displayKey))</code>"
        if !f.variant.isEmpty { key += " <span class=\"variant\">(\(Self.esc(f.variant)))</span>" }
        s += "<div><dt>key</dt><dd>\(key)</dd></div>\n"
        s += "<div><dt>text</dt><dd>\(Self.quoted(f.text, lang: lang))</dd></div>\n"
        s += "<div><dt>message</dt><dd>\(Self.esc(f.message))</dd></div>\n"
        if let sug = f.suggestion {
            s += "<div><dt>suggestion</dt><dd>\(Self.quoted(sug, lang: lang))</dd></div>\n"
        }
        return s + "</dl>\n</li>\n"
    }

    /// The text as it is, in its language and its own direction (an isolated run, so
    /// Arabic or Hebrew reads right to left but stays next to its label), white space
    /// kept visible; "(empty)" when there is none.
    static func quoted(_ text: String, lang: String) -> String {
        text.isEmpty ? "<span class=\"empty\">(empty)</span>" : "<span class=\"text\"\(lang) dir=\"auto\">\(esc(text))</span>"
    }

    static func severityWord(_ s: Severity) -> String {
        switch s {
        case .error: return "Error"
        case .warning: return "Warning"
        case .info: return "Note"
        }
    }

    /// ` lang="fr"`. `Base` (Interface Builder's base localisation) names no language:
    /// the element then keeps the page's language.
    static func langAttribute(_ locale: String) -> String {
        if locale.isEmpty || locale == "Base" { return "" }
        return " lang=\"\(esc(String(locale.map { $0 == "_" ? "-" : $0 })))\""
    }

    static func numeric(_ column: Int) -> Bool { column > 0 && column < QualityTable.columns.count - 1 }

    /// An id for a locale's section.
    static func anchor(_ locale: String) -> String {
        "findings-" + String(locale.unicodeScalars.map { u -> Character in
            u.isASCII && (u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "-") ? Character(u) : "_"
        })
    }

    static func esc(_ s: String) -> String { XML.text(s) }

    static let css = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 72rem; padding: 1.5rem 2rem 3rem; background: #ffffff; color: #1b1b1b;
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
    h1 { font-size: 2rem; margin: 0 0 .25rem; }
    h2 { font-size: 1.5rem; margin: 2.5rem 0 .5rem; padding-bottom: .25rem; border-bottom: 2px solid #d0d0d0; }
    h3 { font-size: 1.15rem; margin: 1.5rem 0 .25rem; }
    h3 .n { font-weight: normal; color: #4a4a4a; }
    code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .9em; overflow-wrap: anywhere; }
    a { color: #0b4f9c; }
    a:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
    .summary { font-size: 1.15rem; margin: .25rem 0; }
    .meta, .note, .counts, .rule-summary { color: #4a4a4a; }
    .note { font-size: .9rem; }
    nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; padding: 0; margin: 1rem 0 0; list-style: none; font-size: .95rem; }
    .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
      clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
    .table-wrap { overflow-x: auto; }
    table.quality { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    table.quality caption { text-align: left; color: #4a4a4a; padding: 0 0 .5rem; }
    table.quality th, table.quality td { padding: .35rem .75rem; border-bottom: 1px solid #dcdcdc; text-align: left; white-space: nowrap; }
    table.quality thead th { border-bottom: 2px solid #6b6b6b; }
    table.quality .num { text-align: right; }
    table.quality tbody tr:nth-child(even) { background: #f4f6f8; }
    table.quality tfoot th, table.quality tfoot td { font-weight: bold; border-top: 2px solid #6b6b6b; border-bottom: 0; }
    .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(26rem, 1fr)); gap: 1.5rem 3rem; align-items: start; }
    figure.chart { margin: 0; }
    figcaption { font-weight: bold; margin-bottom: .5rem; }
    .bar-row { display: grid; grid-template-columns: 7rem 1fr 4rem; align-items: center; gap: .75rem; min-height: 1.6rem; }
    .rules .bar-row { grid-template-columns: 12rem 1fr 12rem; }
    .bar-name { text-align: right; overflow-wrap: anywhere; font-size: .95rem; }
    .bar-track { height: 1rem; background: #e8e8e8; }
    .bar { display: block; height: 100%; background: #1f5f99; }
    .axis { min-height: 1.2rem; }
    .ticks { display: flex; justify-content: space-between; border-top: 1px solid #6b6b6b; font-size: .8rem; color: #4a4a4a; }
    .bar-value { font-variant-numeric: tabular-nums; font-size: .95rem; }
    .bar-detail { color: #4a4a4a; font-size: .85rem; }
    details.rule { margin: .5rem 0; border-left: 6px solid #6b6b6b; padding: 0 0 0 .75rem; }
    details.rule.error { border-left-color: #b3261e; }
    details.rule.warning { border-left-color: #8a5a00; }
    details.rule.info { border-left-color: #1f5f99; }
    details.rule summary { cursor: pointer; }
    details.rule summary h3 { display: inline; margin: 0; }
    .more { color: #4a4a4a; font-style: italic; }
    ul.findings { list-style: none; padding: 0; margin: .5rem 0 0; }
    .finding { border: 1px solid #d0d0d0; border-left: 6px solid #6b6b6b; padding: .5rem .9rem; margin: 0 0 .75rem; }
    .finding.error { border-left-color: #b3261e; }
    .finding.warning { border-left-color: #8a5a00; }
    .finding.info { border-left-color: #1f5f99; }
    .finding-head { margin: 0 0 .35rem; }
    .sev { display: inline-block; min-width: 5.5rem; padding: 0 .5rem; margin-right: .5rem; color: #ffffff; font-weight: bold; text-align: center; border-radius: .2rem; }
    .error .sev { background: #b3261e; }
    .warning .sev { background: #7a4f00; }
    .info .sev { background: #1f5f99; }
    .loc { color: #333333; }
    .finding dl { margin: 0; }
    .finding dl div { display: grid; grid-template-columns: 7rem 1fr; gap: .75rem; margin: .1rem 0; }
    .finding dt { color: #4a4a4a; }
    .finding dd { margin: 0; }
    .text { white-space: pre-wrap; background: #eef1f4; padding: 0 .2rem; margin: 0 -.2rem; }
    .empty { font-style: italic; color: #4a4a4a; }
    .variant { color: #4a4a4a; }
    @media (max-width: 40rem) {
      body { padding: 1rem; }
      .bar-row, .rules .bar-row { grid-template-columns: 6rem 1fr 5rem; }
      .finding dl div { grid-template-columns: 1fr; gap: 0; }
    }
    """
}
