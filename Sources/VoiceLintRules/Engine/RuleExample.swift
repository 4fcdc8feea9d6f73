import VoiceLintCatalog
import VoiceLintText

/// A rule's own example: a string (and what surrounds it) that must, or must
/// not, make the rule speak. Examples are documentation and tests at once.
public struct RuleExample: Sendable {
    /// What the rule must do with the example.
    public enum Expectation: Sendable, Equatable {
        /// The rule reports it; `suggestion`, when given, is the exact rewrite.
        case triggers(suggestion: String?)
        case passes
    }

    public var locale: String
    public var role: Role
    /// The text checked. Nil: the locale lacks the key.
    public var text: String?
    /// The source (English) text, when the example is a translation.
    public var source: String?
    /// For a hint: the label of the same element.
    public var label: String?
    public var key: String?
    public var comment: String?
    public var state: TranslationState?
    /// Plural variations, category -> text (replaces `text`).
    public var plural: [String: String]?
    public var sourcePlural: [String: String]?
    /// A whole `.strings` file, for rules about files (duplicate keys).
    public var stringsFile: String?
    public var expect: Expectation
    /// With a suggestion: whether `--fix` writes it; nil for the rule's `fixSafety`.
    public var applicability: Applicability?
    /// The severity expected where a rule speaks with two voices.
    public var severity: Severity?
    /// A word on why, shown by `voicelint explain`.
    public var why: String?

    public init(locale: String = "en", role: Role = .label, text: String? = nil, source: String? = nil, label: String? = nil,
                key: String? = nil, comment: String? = nil, state: TranslationState? = nil,
                plural: [String: String]? = nil, sourcePlural: [String: String]? = nil, stringsFile: String? = nil,
                expect: Expectation, applicability: Applicability? = nil, severity: Severity? = nil, why: String? = nil) {
        self.applicability = applicability
        self.locale = locale
        self.role = role
        self.text = text
        self.source = source
        self.label = label
        self.key = key
        self.comment = comment
        self.state = state
        self.plural = plural
        self.sourcePlural = sourcePlural
        self.stringsFile = stringsFile
        self.expect = expect
        self.severity = severity
        self.why = why
    }

    public var triggers: Bool { if case .triggers = expect { return true }; return false }

    /// What `explain` shows for the example.
    public var display: String {
        if let f = stringsFile { return f }
        if let p = plural { return inPluralOrder(p).map { "\($0.key): \($0.value)" }.joined(separator: " | ") }
        return text ?? "(no translation)"
    }
}

/// Plural variations in CLDR order (zero, one, two, few, many, other).
func inPluralOrder(_ d: [String: String]) -> [(key: String, value: String)] {
    d.sorted { (PluralRules.order.firstIndex(of: $0.key) ?? 9, $0.key) < (PluralRules.order.firstIndex(of: $1.key) ?? 9, $1.key) }
}

/// Builds the tiny catalog an example describes and runs one rule on it
/// through the real checker.
public enum ExampleRunner {
    public static func findings(for example: RuleExample, rule: any Rule, languages: LanguageStore) throws -> [Finding] {
        let file = "example"
        let here = SourceLocation(file: file, line: 1, column: 1)
        var catalog = Catalog()
        var targetKey: String?
        if let content = example.stringsFile {
            let (entries, notes) = try StringsFileLoader.load(bytes: Array(content.utf8), file: "\(example.locale).lproj/Example.strings",
                                                              table: "Example", locale: example.locale, sourceLocale: example.locale)
            catalog = Catalog(entries: entries, notes: notes, files: [file])
        } else {
            let defaultKey: String
            switch example.role {
            case .label: defaultKey = "example.accessibilityLabel"
            case .hint: defaultKey = "example.accessibilityHint"
            case .other: defaultKey = "example.title"
            case .part: defaultKey = "example.piece"
            }
            let translated = example.source != nil || example.sourcePlural != nil
            let sourceLocale = translated ? "en" : example.locale
            targetKey = example.key ?? defaultKey
            var entry = Entry(table: "Example", key: example.key ?? defaultKey, comment: example.comment, sourceLocale: sourceLocale, keyLocation: here)
            if translated {
                entry.localizations.append(Localization(locale: "en", units: units(example.source, example.sourcePlural, state: nil, at: here)))
            }
            if example.text != nil || example.plural != nil {
                entry.localizations.append(Localization(locale: example.locale, units: units(example.text, example.plural, state: example.state, at: here)))
            }
            catalog.entries.append(entry)
            if let label = example.label {
                var l = Entry(table: "Example", key: "example.accessibilityLabel", sourceLocale: sourceLocale, keyLocation: here)
                l.localizations.append(Localization(locale: example.locale, units: [TextUnit(value: label, location: here)]))
                catalog.entries.append(l)
            }
            if example.text == nil && example.plural == nil {
                // Another key that has the locale, so that the locale belongs to the table.
                var other = Entry(table: "Example", key: "example.other", sourceLocale: sourceLocale, keyLocation: here)
                other.localizations.append(Localization(locale: sourceLocale, units: [TextUnit(value: "Other", location: here)]))
                other.localizations.append(Localization(locale: example.locale, units: [TextUnit(value: "Autre", location: here)]))
                catalog.entries.append(other)
            }
        }
        var options = Checker.Options()
        // A part is known from the app's code only: the example says the key is one.
        if example.role == .part, let k = targetKey { options.roles.knownKeys[k] = .part }
        let checker = Checker(rules: [rule], languages: languages, options: options)
        return checker.check(catalog).findings.filter { f in
            f.rule == rule.info.id && f.locale == example.locale && (targetKey == nil || f.key == targetKey)
        }
    }

    private static func units(_ text: String?, _ plural: [String: String]?, state: TranslationState?, at here: SourceLocation) -> [TextUnit] {
        if let p = plural {
            return inPluralOrder(p).map { TextUnit(value: $0.value, state: state, location: here, variant: ["plural", $0.key]) }
        }
        return [TextUnit(value: text ?? "", state: state, location: here)]
    }
}
