/// The checks of a list of rules, sorted by what they are given: each unit role's
/// list holds the unit checks of the rules that apply to that role (`RuleInfo.applies`),
/// and `localizations` the rules that check localizations (`Rule.checks`). The checker
/// calls a unit's list and nothing else: a label is never handed to a hint rule, nor a
/// unit to a rule that checks localizations only.
///
/// Each check is a function made for the rule's own type, so a call neither copies an
/// existential out of an array nor goes through its witness table: a call per rule and
/// unit showed in profiles. The order of the rules is kept in every list.
struct RuleCalls {
    typealias UnitCheck = (UnitContext, inout FindingSink) -> Void
    typealias LocalizationCheck = (LocalizationContext, inout FindingSink) -> Void

    private let label: [UnitCheck], hint: [UnitCheck], other: [UnitCheck]
    let localizations: [LocalizationCheck]

    init(_ rules: [any Rule]) {
        var label: [UnitCheck] = [], hint: [UnitCheck] = [], other: [UnitCheck] = []
        var localizations: [LocalizationCheck] = []
        for rule in rules {
            if rule.checks.contains(.units) {
                let check = Self.unitCheck(rule)
                let applies = rule.info.applies
                if applies != .hint { label.append(check) }
                if applies != .label { hint.append(check) }
                if applies == .any { other.append(check) }
            }
            if rule.checks.contains(.localizations) { localizations.append(Self.localizationCheck(rule)) }
        }
        self.label = label
        self.hint = hint
        self.other = other
        self.localizations = localizations
    }

    /// The unit checks for a unit of this role.
    func units(for role: Role) -> [UnitCheck] {
        switch role {
        case .label: label
        case .hint: hint
        case .other: other
        }
    }

    private static func unitCheck<R: Rule>(_ rule: R) -> UnitCheck { { rule.check(unit: $0, into: &$1) } }
    private static func localizationCheck<R: Rule>(_ rule: R) -> LocalizationCheck { { rule.check(localization: $0, into: &$1) } }
}
