import VoiceLintCatalog

/// One key in one locale, present or not. Read where the catalog holds it (see
/// `UnitContext`): it lives only while the checker calls the rules with it.
public struct LocalizationContext {
    private let entryPointer: UnsafePointer<Entry>
    private let localizationPointer: UnsafePointer<Localization>?
    private let sourcePointer: UnsafePointer<Localization>?
    public var entry: Entry { entryPointer.pointee }
    public let locale: String
    public let role: Role
    /// Nil when the locale lacks the key.
    public var localization: Localization? { localizationPointer?.pointee }
    public let isSource: Bool
    public var source: Localization? { sourcePointer?.pointee }
    public let language: LanguageContext
    /// What the loader noted about this key in this locale (duplicate definitions).
    public let notes: [LoadNote]

    init(entry: UnsafePointer<Entry>, locale: String, role: Role, localization: UnsafePointer<Localization>?, isSource: Bool,
         source: UnsafePointer<Localization>?, language: LanguageContext, notes: [LoadNote]) {
        entryPointer = entry
        self.locale = locale
        self.role = role
        localizationPointer = localization
        self.isSource = isSource
        sourcePointer = source
        self.language = language
        self.notes = notes
    }
}
