/// Every rule voicelint has, in the order `voicelint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule] = copy + localisation

    /// Label and hint copy rules: they run where a language profile exists.
    public static let copy: [any Rule] = [
        LabelEmptyRule(), LabelLengthRule(), CapitalizationRule(role: .label), LabelTrailingPeriodRule(),
        ControlTypeRule(role: .label), LabelStateRule(), GestureRule(role: .label), LabelFilenameRule(),
        HintVerbFormRule(), GestureRule(role: .hint), ControlTypeRule(role: .hint), HintRepeatsLabelRule(),
        CapitalizationRule(role: .hint), HintTrailingPeriodRule(), HintLengthRule(), HintMissingArticleRule(),
        AbbreviationRule(), NumericDateRule(), AllCapsRule(), SymbolOnlyRule(), TranslationLengthRule(),
    ]

    /// Localisation rules: they run in every locale.
    public static let localisation: [any Rule] = [
        MissingTranslationRule(), NeedsReviewRule(), UntranslatedRule(), PlaceholderMismatchRule(),
        PluralCategoriesRule(), DuplicateKeyRule(), WhitespaceRule(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.info.id == id } }
}
