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

    public static func explain(_ rule: any Rule, examples: [RuleExample]? = nil) -> String {
        let r = rule.info
        let examples = examples ?? r.examples
        var out = "\(r.id) (\(r.applies.rawValue), default severity \(r.severity.rawValue))\n\n"
        out += r.summary + "\n\nWhy: " + r.rationale + "\n\nFix: " + r.fix + "\n"
        let byLocale = Dictionary(grouping: examples, by: \.locale)
        for locale in byLocale.keys.sorted(by: { ($0 == "en" ? 0 : 1, $0) < ($1 == "en" ? 0 : 1, $1) }) {
            out += "\nExamples (\(locale)):\n"
            for e in byLocale[locale]! {
                var line = e.triggers ? "  ✗ " : "  ✓ "
                line += "\(e.role.rawValue): \"\(e.display)\""
                if let s = e.source { line += " (source \"\(s)\")" }
                if let l = e.label { line += " (label \"\(l)\")" }
                if case .triggers(let s?) = e.expect { line += " → \"\(s)\"" }
                if let sev = e.severity { line += " [\(sev.rawValue)]" }
                if let why = e.why { line += " — \(why)" }
                out += line + "\n"
            }
        }
        return out
    }
}

/// `voicelint examples`: runs rule examples through the checker, as the tests do,
/// so that whoever writes a lexicon can see that its examples hold.
public enum ExampleCheck {
    public struct Outcome { public var rule: String; public var example: RuleExample; public var failure: String? }

    public static func run(languages: LanguageStore, rules: [any Rule] = RuleRegistry.all, locales: Set<String> = []) throws -> [Outcome] {
        var out: [Outcome] = []
        for rule in rules {
            for e in languages.examples(for: rule) where locales.isEmpty || locales.contains(e.locale) {
                let found = try ExampleRunner.findings(for: e, rule: rule, languages: languages)
                var failure: String?
                switch e.expect {
                case .passes:
                    if let f = found.first { failure = "should pass, but: \(f.message)" }
                case .triggers(let suggestion):
                    if let f = found.first {
                        if let suggestion, f.suggestion != suggestion { failure = "suggests \(f.suggestion.map { "\"\($0)\"" } ?? "nothing"), expected \"\(suggestion)\"" }
                        else if let sev = e.severity, f.severity != sev { failure = "severity \(f.severity.rawValue), expected \(sev.rawValue)" }
                    } else {
                        failure = "should trigger, but passes"
                    }
                }
                out.append(Outcome(rule: rule.info.id, example: e, failure: failure))
            }
        }
        return out
    }

    public static func render(_ outcomes: [Outcome]) -> String {
        var s = ""
        for o in outcomes where o.failure != nil {
            s += "✗ \(o.rule) [\(o.example.locale)] \(o.example.role.rawValue) \"\(o.example.display)\": \(o.failure!)\n"
        }
        let failed = outcomes.filter { $0.failure != nil }.count
        s += "\(outcomes.count - failed) passed, \(failed) failed\n"
        return s
    }
}
