/// Every rule voicelint has, in the order `voicelint rules` lists them. A rule is
/// one type in one file under `Rules/<Area>/`; adding one means adding it here.
public enum RuleRegistry {
    public static let all: [any Rule] = copy + localisation

    /// Label and hint copy rules: they run where a language profile exists.
    public static let copy: [any Rule] = [
        LabelEmptyRule(), LabelLengthRule(), LabelCapitalizationRule(), LabelTrailingPeriodRule(),
        LabelControlTypeRule(), LabelStateRule(), LabelGestureRule(), LabelFilenameRule(),
        HintVerbFormRule(), HintGestureRule(), HintControlTypeRule(), HintRepeatsLabelRule(),
        HintCapitalizationRule(), HintTrailingPeriodRule(), HintLengthRule(), HintMissingArticleRule(),
        AbbreviationRule(), NumericDateRule(), AllCapsRule(), SymbolOnlyRule(), TranslationLengthRule(),
    ]

    /// Localisation rules: they run in every locale.
    public static let localisation: [any Rule] = [
        MissingTranslationRule(), NeedsReviewRule(), UntranslatedRule(), PlaceholderMismatchRule(),
        PluralCategoriesRule(), DuplicateKeyRule(), WhitespaceRule(),
    ]

    /// Every rule id, in order.
    public static let ids: [String] = all.map(\.info.id)

    private static let byID: [String: any Rule] = Dictionary(all.map { ($0.info.id, $0) }, uniquingKeysWith: { a, _ in a })

    /// The rule with this id, or nil.
    public static func rule(_ id: String) -> (any Rule)? { byID[id] }

    /// The rules a writer's quick check runs (`voicelint suggest`): copy rules and whitespace.
    public static let suggestion: [any Rule] = copy + [WhitespaceRule()]
}
