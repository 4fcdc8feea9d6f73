/// Every rule voicelint has, in the order `voicelint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule] = localisation + copy

    public static let localisation: [any Rule] = [
        MissingTranslationRule(), NeedsReviewRule(), UntranslatedRule(), PlaceholderMismatchRule(),
        PluralCategoriesRule(), DuplicateKeyRule(), WhitespaceRule(),
    ]

    /// Label and hint copy rules.
    public static let copy: [any Rule] = []

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.info.id == id } }
}
