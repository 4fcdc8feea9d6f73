/// `voicelint examples`: runs rule examples through the checker, as the tests do,
/// so that whoever writes a lexicon can see that its examples hold.
public enum ExampleCheck {
    /// One example run: nil failure when it held.
    public struct Outcome { public var rule: String; public var example: RuleExample; public var failure: String? }

    public static func run(languages: LanguageStore, rules: [any Rule] = RuleRegistry.all, locales: Set<String> = []) throws -> [Outcome] {
        var out: [Outcome] = []
        for rule in rules {
            for e in try languages.examples(for: rule) where locales.isEmpty || locales.contains(e.locale) {
                let found = try ExampleRunner.findings(for: e, rule: rule, languages: languages)
                var failure: String?
                switch e.expect {
                case .passes:
                    if let f = found.first { failure = "should pass, but: \(f.message)" }
                case .triggers(let suggestion):
                    if let f = found.first {
                        if let suggestion, f.suggestion != suggestion { failure = "suggests \(f.suggestion.map { "\"\($0)\"" } ?? "nothing"), expected \"\(suggestion)\"" }
                        else if suggestion != nil, let a = f.applicability, a != (e.applicability ?? rule.info.fixSafety) {
                            failure = "the suggestion is \(a.rawValue), expected \((e.applicability ?? rule.info.fixSafety).rawValue)"
                        }
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
