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

    /// Each role's unit checks in order: a positive step is the number of a rule type that
    /// `RuleDispatch` calls; zero or less, minus the index of a check in `closures`.
    private let label: [Int32], hint: [Int32], other: [Int32], part: [Int32]
    private let closures: [UnitCheck]
    /// The localization checks in order, as steps of the same kind, into `localizationClosures`.
    private let localizations: [Int32]
    private let localizationClosures: [LocalizationCheck]

    init(_ rules: [any Rule]) {
        var label: [Int32] = [], hint: [Int32] = [], other: [Int32] = [], part: [Int32] = []
        var closures: [UnitCheck] = []
        var localizations: [Int32] = [], localizationClosures: [LocalizationCheck] = []
        for rule in rules {
            if rule.checks.contains(.units) {
                let step: Int32
                if let code = RuleDispatch.unitCode(of: rule) {
                    step = code
                } else {
                    step = -Int32(closures.count)
                    closures.append(Self.unitCheck(rule))
                }
                let applies = rule.info.applies
                if applies != .hint { label.append(step) }
                if applies != .label { hint.append(step) }
                if applies == .any { other.append(step) }
                if applies == .any || rule.info.checksParts { part.append(step) }
            }
            if rule.checks.contains(.localizations) {
                if let code = RuleDispatch.localizationCode(of: rule) {
                    localizations.append(code)
                } else {
                    localizations.append(-Int32(localizationClosures.count))
                    localizationClosures.append(Self.localizationCheck(rule))
                }
            }
        }
        self.label = label
        self.hint = hint
        self.other = other
        self.part = part
        self.closures = closures
        self.localizations = localizations
        self.localizationClosures = localizationClosures
    }

    /// Calls the localization checks, in the rules' order.
    func checkLocalization(_ c: LocalizationContext, into out: inout FindingSink) {
        localizations.withUnsafeBufferPointer { steps in
            for step in steps {
                if step > 0 { RuleDispatch.checkLocalization(step, c, &out) } else { localizationClosures[Int(-step)](c, &out) }
            }
        }
    }

    /// Calls the unit checks for a unit of this role, in the rules' order.
    func checkUnit(_ u: UnitContext, role: Role, into out: inout FindingSink) {
        let steps: [Int32]
        switch role {
        case .label: steps = label
        case .hint: steps = hint
        case .other: steps = other
        case .part: steps = part
        }
        let before = out.findings.count
        steps.withUnsafeBufferPointer { steps in
            for step in steps {
                if step > 0 { RuleDispatch.checkUnit(step, u, &out) } else { closures[Int(-step)](u, &out) }
            }
        }
        if role == .hint && out.findings.count - before > 1 { out.punctuationAsAdvice(since: before) }
    }

    /// How many unit checks a unit of this role gets (or, without a role, how many localization
    /// checks a localization gets), and how many of them go through a closure.
    func checkCount(for role: Role?) -> (all: Int, closures: Int) {
        let steps = role.map { $0 == .label ? label : $0 == .hint ? hint : $0 == .part ? part : other } ?? localizations
        return (steps.count, steps.filter { $0 <= 0 }.count)
    }

    private static func unitCheck<R: Rule>(_ rule: R) -> UnitCheck { { rule.check(unit: $0, into: &$1) } }
    private static func localizationCheck<R: Rule>(_ rule: R) -> LocalizationCheck { { rule.check(localization: $0, into: &$1) } }
}
