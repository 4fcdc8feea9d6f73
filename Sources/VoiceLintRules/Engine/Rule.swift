import VoiceLintCatalog

/// What a rule is, for `voicelint rules`, `explain`, SARIF and the tests.
public struct RuleInfo: Sendable {
    /// The strings a rule is about.
    public enum Applies: String, Sendable { case label, hint, any }

    public var id: String
    public var applies: Applies
    public var severity: Severity
    /// One line.
    public var summary: String
    /// Why it matters to someone listening.
    public var rationale: String
    /// How to fix it.
    public var fix: String
    public var examples: [RuleExample]
    /// A label rule that also checks parts (pieces of a label the code composes): the rules
    /// about words (a control's type, a state, a gesture), not those about the whole text.
    public var checksParts = false
    /// Whether `--fix` writes the rule's suggestions, unless a finding says otherwise (a rule that
    /// cannot show its rewrite keeps the meaning there makes it advice). Advice by default.
    public var fixSafety: Applicability

    public init(id: String, applies: Applies, severity: Severity, summary: String, rationale: String, fix: String, examples: [RuleExample],
                checksParts: Bool = false, fixSafety: Applicability = .displayOnly) {
        self.id = id
        self.fixSafety = fixSafety
        self.checksParts = checksParts
        self.applies = applies
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.examples = examples
    }
}

/// What a rule checks: text units, localizations, or both.
public struct RuleChecks: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every text unit (`check(unit:into:)`).
    public static let units = RuleChecks(rawValue: 1)
    /// Every key in every locale (`check(localization:into:)`).
    public static let localizations = RuleChecks(rawValue: 2)
}

/// A rule checks one text unit, or one key's localization as a whole, or both.
/// The checker calls only the checks a rule says it makes (`checks`), and gives it
/// only the units of the role it applies to (`RuleInfo.applies`).
public protocol Rule: Sendable {
    var info: RuleInfo { get }
    /// The checks the rule implements: text units unless it says otherwise.
    var checks: RuleChecks { get }
    /// Called for every text unit (every value and variation) of every locale.
    func check(unit: UnitContext, into out: inout FindingSink)
    /// Called once per key and locale, also where the locale lacks the key.
    func check(localization: LocalizationContext, into out: inout FindingSink)
}

/// A rule checks units, localizations, or both: the other is a no-op.
public extension Rule {
    var checks: RuleChecks { .units }
    func check(unit: UnitContext, into out: inout FindingSink) {}
    func check(localization: LocalizationContext, into out: inout FindingSink) {}
}

/// Collects findings, applying the rule's id and severity as configured.
public struct FindingSink {
    public private(set) var findings: [Finding] = []
    let settings: RuleSettings
    /// The index of the entry being checked, given to each finding (`Finding.entryIndex`).
    var entryIndex: Int32 = -1

    init(settings: RuleSettings) { self.settings = settings }

    /// A sink with room for `capacity` findings from the start (more still fit: the array grows).
    /// Grown by doubling from empty, a large check's findings were copied into new memory at each
    /// step, that memory taken from the system page by page. Room never written to is not memory
    /// the system gives: the room asked for may be generous.
    init(settings: RuleSettings, capacity: Int) {
        self.settings = settings
        findings.reserveCapacity(capacity)
    }

    /// Reports a finding on a unit. `severity` overrides the rule's default
    /// (before configuration) where one rule speaks with two voices.
    public mutating func report(_ rule: RuleInfo, _ u: UnitContext, _ message: String,
                                suggestion: String? = nil, applicability: Applicability? = nil, severity: Severity? = nil) {
        // What the general report below makes of a unit, read where the catalog holds the entry
        // and the unit: passed on, both were copied, and every string of theirs retained, the
        // file's name and the table's among them, which both cores' findings share.
        guard let sev = reportedSeverity(rule, severity, entry: u.entryAddress, locale: u.locale, localization: u.localizationAddress) else { return }
        add(Finding(rule: rule.id, severity: sev, role: u.role, locale: u.locale, table: u.entry.table, key: u.entry.key,
                    variant: u.unit.variantLabel, text: u.unit.value,
                    message: message, suggestion: Self.keepingPlaceholders(suggestion, of: u.unit.value),
                    applicability: applicability ?? rule.fixSafety, location: u.unit.location))
    }

    public mutating func report(_ rule: RuleInfo, entry: Entry, locale: String, role: Role, unit: TextUnit?,
                                at location: SourceLocation? = nil, text: String? = nil,
                                _ message: String, suggestion: String? = nil, applicability: Applicability? = nil, severity: Severity? = nil) {
        guard let sev = withUnsafePointer(to: entry, { reportedSeverity(rule, severity, entry: $0, locale: locale) }) else { return }
        add(Finding(rule: rule.id, severity: sev, role: role, locale: locale, table: entry.table, key: entry.key,
                    variant: unit?.variantLabel ?? "", text: text ?? unit?.value ?? "",
                    message: message, suggestion: suggestion, applicability: applicability ?? rule.fixSafety,
                    location: location ?? unit?.location ?? entry.keyLocation))
    }

    /// A suggestion that does not keep the text's format placeholders, each as written, is no
    /// suggestion: written, it would lose an argument or break the format ("Tap to show %@" is not
    /// "Shows."). Every rewrite of every rule passes here.
    static func keepingPlaceholders(_ suggestion: String?, of text: String) -> String? {
        guard let suggestion else { return nil }
        let inText = FormatSpecifiers.mayHavePlaceholder(text), inSuggestion = FormatSpecifiers.mayHavePlaceholder(suggestion)
        guard inText || inSuggestion else { return suggestion }
        let a = inText ? FormatSpecifiers.scan(text).written.sorted() : []
        let b = inSuggestion ? FormatSpecifiers.scan(suggestion).written.sorted() : []
        return a == b ? suggestion : nil
    }

    /// The rules that find a hint does not say what the element does.
    static let hintMeaningRules: Set<String> = ["hint-gesture", "hint-verb-form", "hint-control-type"]
    /// The rules whose rewrite only touches a hint's first capital or full stop.
    static let hintPunctuationRules: Set<String> = ["hint-trailing-period", "hint-capitalization"]

    /// A hint that does not say what the element does (it names the gesture or the control, or
    /// gives an order) keeps its case and full stop as they are until it does: a full stop
    /// written alone would hide the problem. The findings of one hint since `start`: their
    /// capital and full stop become advice where a rule found the hint's meaning wrong.
    mutating func punctuationAsAdvice(since start: Int) {
        guard findings[start...].contains(where: { Self.hintMeaningRules.contains($0.rule) }) else { return }
        // Where the hint names a gesture, the verb to conjugate may be the gesture's ("... tap it"):
        // the gesture's rewrite comes first.
        if findings[start...].contains(where: { $0.rule == "hint-gesture" }) {
            for i in start..<findings.count where findings[i].rule == "hint-verb-form" && findings[i].applicability == .unsafe
                && !findings[i].message.contains("opens with the gesture") {
                findings[i].applicability = .displayOnly
            }
        }
        for i in start..<findings.count where findings[i].applicability == .safe && Self.hintPunctuationRules.contains(findings[i].rule) {
            findings[i].applicability = .displayOnly
        }
    }

    /// Keeps a finding, given the entry being checked (moved into the array, not copied).
    private mutating func add(_ finding: consuming Finding) {
        var f = finding
        f.entryIndex = entryIndex
        findings.append(consume f)
    }

    /// The severity a finding of `rule` is reported with (`severity`, else the rule's, as
    /// configured for the locale); nil when the configuration turns the rule off there or a
    /// comment of the entry silences it. `localization`: the locale's, where the caller holds it
    /// (a unit's), else it is looked for in the entry.
    private func reportedSeverity(_ rule: RuleInfo, _ severity: Severity?, entry: UnsafePointer<Entry>, locale: String,
                                  localization: UnsafePointer<Localization>? = nil) -> Severity? {
        guard let sev = settings.severity(rule: rule.id, default: severity ?? rule.severity, locale: locale) else { return nil }
        let silenced = localization.map { Suppression.silences(rule.id, entry: entry, localization: $0) }
            ?? Suppression.silences(rule.id, entry: entry, locale: locale)
        return silenced ? nil : sev
    }
}
