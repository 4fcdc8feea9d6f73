/// The checks of the registry's rule types, called by a switch on a small number: a call
/// through a stored closure went through a reabstraction thunk and the rule's witness table,
/// and retained and released the closure's context, for each rule and unit (about twenty
/// calls per unit). Only a rule type without stored properties gets a number: every value
/// of such a type is the same rule, so calling a new one is calling the one given. Any other
/// rule (one a library user wrote) is called through its closure (`RuleCalls`).
enum RuleDispatch {
    /// The number of the rule's type among those with unit checks, or nil when it has none here.
    static func unitCode(of rule: any Rule) -> Int32? {
        guard isStateless(rule) else { return nil }
        switch rule {
        case is LabelEmptyRule: return 1
        case is LabelLengthRule: return 2
        case is LabelCapitalizationRule: return 3
        case is LabelTrailingPeriodRule: return 4
        case is LabelControlTypeRule: return 5
        case is LabelStateRule: return 6
        case is LabelGestureRule: return 7
        case is LabelFilenameRule: return 8
        case is HintVerbFormRule: return 9
        case is HintGestureRule: return 10
        case is HintControlTypeRule: return 11
        case is HintRepeatsLabelRule: return 12
        case is HintCapitalizationRule: return 13
        case is HintTrailingPeriodRule: return 14
        case is HintLengthRule: return 15
        case is HintMissingArticleRule: return 16
        case is AbbreviationRule: return 17
        case is NumericDateRule: return 18
        case is AllCapsRule: return 19
        case is SymbolOnlyRule: return 20
        case is TranslationLengthRule: return 21
        case is NeedsReviewRule: return 22
        case is UntranslatedRule: return 23
        case is PlaceholderMismatchRule: return 24
        case is WhitespaceRule: return 25
        default: return nil
        }
    }

    /// The unit check of the rule type numbered `code` (`unitCode`).
    @inline(__always)
    static func checkUnit(_ code: Int32, _ u: UnitContext, _ out: inout FindingSink) {
        switch code {
        case 1: LabelEmptyRule().check(unit: u, into: &out)
        case 2: LabelLengthRule().check(unit: u, into: &out)
        case 3: LabelCapitalizationRule().check(unit: u, into: &out)
        case 4: LabelTrailingPeriodRule().check(unit: u, into: &out)
        case 5: LabelControlTypeRule().check(unit: u, into: &out)
        case 6: LabelStateRule().check(unit: u, into: &out)
        case 7: LabelGestureRule().check(unit: u, into: &out)
        case 8: LabelFilenameRule().check(unit: u, into: &out)
        case 9: HintVerbFormRule().check(unit: u, into: &out)
        case 10: HintGestureRule().check(unit: u, into: &out)
        case 11: HintControlTypeRule().check(unit: u, into: &out)
        case 12: HintRepeatsLabelRule().check(unit: u, into: &out)
        case 13: HintCapitalizationRule().check(unit: u, into: &out)
        case 14: HintTrailingPeriodRule().check(unit: u, into: &out)
        case 15: HintLengthRule().check(unit: u, into: &out)
        case 16: HintMissingArticleRule().check(unit: u, into: &out)
        case 17: AbbreviationRule().check(unit: u, into: &out)
        case 18: NumericDateRule().check(unit: u, into: &out)
        case 19: AllCapsRule().check(unit: u, into: &out)
        case 20: SymbolOnlyRule().check(unit: u, into: &out)
        case 21: TranslationLengthRule().check(unit: u, into: &out)
        case 22: NeedsReviewRule().check(unit: u, into: &out)
        case 23: UntranslatedRule().check(unit: u, into: &out)
        case 24: PlaceholderMismatchRule().check(unit: u, into: &out)
        case 25: WhitespaceRule().check(unit: u, into: &out)
        default: preconditionFailure("no rule type is numbered \(code)")
        }
    }

    /// The number of the rule's type among those with localization checks, or nil.
    static func localizationCode(of rule: any Rule) -> Int32? {
        guard isStateless(rule) else { return nil }
        switch rule {
        case is MissingTranslationRule: return 1
        case is PluralCategoriesRule: return 2
        case is DuplicateKeyRule: return 3
        default: return nil
        }
    }

    /// The localization check of the rule type numbered `code` (`localizationCode`).
    @inline(__always)
    static func checkLocalization(_ code: Int32, _ c: LocalizationContext, _ out: inout FindingSink) {
        switch code {
        case 1: MissingTranslationRule().check(localization: c, into: &out)
        case 2: PluralCategoriesRule().check(localization: c, into: &out)
        case 3: DuplicateKeyRule().check(localization: c, into: &out)
        default: preconditionFailure("no rule type is numbered \(code)")
        }
    }

    /// Whether the rule's type holds nothing (all its values are alike).
    private static func isStateless<R: Rule>(_ rule: R) -> Bool { MemoryLayout<R>.size == 0 }
}
