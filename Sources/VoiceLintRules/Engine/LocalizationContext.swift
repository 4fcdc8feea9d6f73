import VoiceLintCatalog

/// One key in one locale, present or not. Read where the catalog holds it (see
/// `UnitContext`): it lives only while the checker calls the rules with it.
public struct LocalizationContext {
    private let entryPointer: UnsafePointer<Entry>
    /// Where the localization stands, for rules that read a part of it without copying it whole.
    let localizationPointer: UnsafePointer<Localization>?
    private let sourcePointer: UnsafePointer<Localization>?
    public var entry: Entry { unsafeAddress { entryPointer } }
    public let locale: String
    public let role: Role
    /// Nil when the locale lacks the key.
    public var localization: Localization? { localizationPointer?.pointee }
    public let isSource: Bool
    public var source: Localization? { sourcePointer?.pointee }
    public let language: LanguageContext
    /// What the loader noted about this key in this locale (duplicate definitions).
    public let notes: [LoadNote]

    /// The locale has the key with every unit translated: none empty, none in state new.
    var isFullyTranslated: Bool {
        guard let l = localizationPointer, !l.pointee.units.isEmpty else { return false }
        return l.pointee.everyUnit { $0.pointee.state != .new && !$0.pointee.value.isEmpty }
    }

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
