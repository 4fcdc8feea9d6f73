import VoiceLintRules

/// `voicelint rules` and `voicelint explain RULE`.
public enum RuleDocs {
    public static func list() -> String {
        let rules = RuleRegistry.all.map(\.info)
        let w = rules.map(\.id.count).max() ?? 0
        return rules.map { r in
            r.id.padding(w) + "  " + r.applies.rawValue.padding(5) + "  " + r.severity.rawValue.padding(7) + "  " + r.summary
        }.joined(separator: "\n") + "\n"
    }

    /// What `--fix` does with a rule's suggestions.
    static func fixSafety(_ a: Applicability) -> String {
        switch a {
        case .safe: return "safe: --fix writes the suggestions (the meaning is kept); where the rule cannot show that, the finding says display-only and it is advice"
        case .unsafe: return "unsafe: words change, so only --fix --unsafe-fixes writes the suggestions; review them"
        case .displayOnly: return "display-only: the suggestions are advice for the writer; --fix never writes them"
        }
    }

    /// `locales`: the languages whose examples are shown (nil or `["all"]`: every one); the
    /// others are counted, with the command that shows them.
    public static func explain(_ rule: any Rule, examples: [RuleExample]? = nil, locales: [String]? = nil) -> String {
        let r = rule.info
        let examples = examples ?? r.examples
        let applies = r.applies.rawValue + (r.checksParts ? " and part" : "")
        var out = "\(r.id) (\(applies), default severity \(r.severity.rawValue))\n\n"
        out += r.summary + "\n\nWhy: " + r.rationale + "\n\nFix: " + r.fix + "\n"
        if r.examples.contains(where: { if case .triggers(_?) = $0.expect { return true }; return false }) {
            out += "\nFix safety: " + fixSafety(r.fixSafety) + "\n"
        }
        let byLocale = Dictionary(grouping: examples, by: \.locale)
        let shown = locales.flatMap { $0.contains("all") ? nil : Set($0) }
        let first = locales?.first ?? "en"
        for locale in byLocale.keys.sorted(by: { ($0 == first ? 0 : 1, $0) < ($1 == first ? 0 : 1, $1) }) where shown?.contains(locale) ?? true {
            out += "\nExamples (\(locale)):\n"
            for e in byLocale[locale]! {
                var line = e.triggers ? "  ✗ " : "  ✓ "
                line += "\(e.role.rawValue): \"\(e.display)\""
                if let s = e.source { line += " (source \"\(s)\")" }
                if let l = e.label { line += " (label \"\(l)\")" }
                if case .triggers(let s?) = e.expect {
                    line += " → \"\(s)\""
                    if let a = e.applicability, a != r.fixSafety { line += " (\(a.rawValue))" }
                }
                if let sev = e.severity { line += " [\(sev.rawValue)]" }
                if let why = e.why { line += " — \(why)" }
                out += line + "\n"
            }
        }
        if let shown {
            let others = byLocale.keys.filter { !shown.contains($0) }.sorted()
            if !others.isEmpty {
                out += "\nExamples in \(others.count) other language\(others.count == 1 ? "" : "s") (\(others.joined(separator: ", "))): "
                out += "voicelint explain \(r.id) --locale \(others.prefix(2).joined(separator: ",")) (or --locale all)\n"
            }
        }
        return out
    }
}
