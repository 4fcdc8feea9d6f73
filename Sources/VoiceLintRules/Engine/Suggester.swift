import VoiceLintCatalog

/// A writer's quick check: the findings on one text, and the text with
/// every suggestion applied (each rule's rewrite feeds the next check).
public struct Suggester {
    public let languages: LanguageStore
    public let rules: [any Rule]

    public init(languages: LanguageStore, rules: [any Rule] = RuleRegistry.suggestion) {
        self.languages = languages
        self.rules = rules
    }

    public func findings(_ text: String, role: Role, locale: String, label: String? = nil) -> [Finding] {
        let here = SourceLocation(file: "<text>", line: 1, column: 1)
        let key = role == .hint ? "text.accessibilityHint" : role == .label ? "text.accessibilityLabel" : "text"
        var entry = Entry(table: "text", key: key, sourceLocale: locale, keyLocation: here)
        entry.localizations = [Localization(locale: locale, units: [TextUnit(value: text, location: here)])]
        var catalog = Catalog(entries: [entry])
        if let label {
            var l = Entry(table: "text", key: "text.accessibilityLabel", sourceLocale: locale, keyLocation: here)
            l.localizations = [Localization(locale: locale, units: [TextUnit(value: label, location: here)])]
            catalog.entries.append(l)
        }
        return Checker(rules: rules, languages: languages).check(catalog).findings.filter { $0.key == key }
    }

    /// The text after applying suggestions until none is left (at most 8 rounds).
    public func corrected(_ text: String, role: Role, locale: String) -> String {
        var t = text
        for _ in 0..<8 {
            guard let s = findings(t, role: role, locale: locale).first(where: { $0.suggestion != nil })?.suggestion, s != t else { break }
            t = s
        }
        return t
    }
}
