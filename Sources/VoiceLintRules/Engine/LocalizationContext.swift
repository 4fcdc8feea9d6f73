import VoiceLintCatalog

/// One key in one locale, present or not.
public struct LocalizationContext {
    public let entry: Entry
    public let locale: String
    public let role: Role
    /// Nil when the locale lacks the key.
    public let localization: Localization?
    public let isSource: Bool
    public let source: Localization?
    public let language: LanguageContext
    /// What the loader noted about this key in this locale (duplicate definitions).
    public let notes: [LoadNote]
}
