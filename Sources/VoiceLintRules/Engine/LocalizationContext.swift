import VoiceLintCatalog

/// One key in one locale, present or not. Read where the catalog holds it (see
/// `UnitContext`): it lives only while the checker calls the rules with it.
public struct LocalizationContext {
    private var entryPointer: UnsafePointer<Entry>
    /// Where the localization stands, for rules that read a part of it without copying it whole.
    private(set) var localizationPointer: UnsafePointer<Localization>?
    private var sourcePointer: UnsafePointer<Localization>?
    public var entry: Entry { unsafeAddress { entryPointer } }
    public let locale: String
    public private(set) var role: Role
    /// Nil when the locale lacks the key.
    public var localization: Localization? { localizationPointer?.pointee }
    public private(set) var isSource: Bool
    public var source: Localization? { sourcePointer?.pointee }
    public let language: LanguageContext
    /// What the loader noted about this key in this locale (duplicate definitions).
    public private(set) var notes: [LoadNote]

    /// The locale has the key with every unit translated: none empty, none in state new.
    var isFullyTranslated: Bool {
        guard localizationPointer != nil, !units.isEmpty else { return false }
        return units.everyUnit { $0.pointee.state != .new && !$0.pointee.value.isEmpty }
    }
    /// The localization's units where its array holds them (empty without a localization), as
    /// the checker reads them: asked through the localization, its array was retained and
    /// released for every key in every locale.
    private(set) var units: UnsafeBufferPointer<TextUnit>

    init(entry: UnsafePointer<Entry>, locale: String, role: Role, localization: UnsafePointer<Localization>?, units: UnsafeBufferPointer<TextUnit>,
         isSource: Bool, source: UnsafePointer<Localization>?, language: LanguageContext, notes: [LoadNote]) {
        entryPointer = entry
        self.locale = locale
        self.role = role
        localizationPointer = localization
        self.units = units
        self.isSource = isSource
        sourcePointer = source
        self.language = language
        self.notes = notes
    }

    /// The context of the next key of the same locale and language: the checker keeps one per
    /// run of entries (a context made per key retained its locale, language and notes, and
    /// released them, for every key in every locale).
    mutating func next(entry: UnsafePointer<Entry>, role: Role, localization: UnsafePointer<Localization>?, units: UnsafeBufferPointer<TextUnit>,
                       isSource: Bool, source: UnsafePointer<Localization>?, notes: [LoadNote]?) {
        entryPointer = entry
        self.role = role
        localizationPointer = localization
        self.units = units
        self.isSource = isSource
        sourcePointer = source
        if let notes { self.notes = notes } else if !self.notes.isEmpty { self.notes = [] }
    }
}
