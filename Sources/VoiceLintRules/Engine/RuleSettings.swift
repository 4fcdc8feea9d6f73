/// What the configuration says about rules: which are off, which severity
/// each has (per locale too), and the word limits.
public struct RuleSettings: Sendable {
    public var disabled: Set<String> = []
    public var severity: [String: Severity] = [:]
    /// locale -> rule -> severity.
    public var localeSeverity: [String: [String: Severity]] = [:]
    /// locale -> rules turned off there.
    public var localeDisabled: [String: Set<String>] = [:]
    /// Overrides the profile's label word limit.
    public var labelMaxWords: Int?
    /// Overrides the profile's hint word limit.
    public var hintMaxWords: Int?
    /// Words kept untranslated on purpose (brand and product names).
    public var untranslatedAllowlist: Set<String> = []

    public init() {}

    /// The severity a rule's finding gets, or nil when the rule is off.
    func severity(rule: String, default d: Severity, locale: String) -> Severity? {
        if localeDisabled[locale]?.contains(rule) == true { return nil }
        if let s = localeSeverity[locale]?[rule] { return s }
        if disabled.contains(rule) { return nil }
        if let s = severity[rule] { return s }
        return d
    }
}
