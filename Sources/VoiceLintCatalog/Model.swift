/// One catalog model for every format: entries by table and key, each
/// locale's text units with the file, line and column they came from.

/// Where a value stands: file, 1-based line and column (columns count Unicode scalars).
///
/// Every value of a catalog has one, so it is kept small: the line and column
/// in 32 bits each (files are at most `Limits.fileBytes` long).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based, in Unicode scalars from the start of the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.storedLine, a.storedColumn) < (b.file, b.storedLine, b.storedColumn)
    }
}

/// Translation states, normalised across formats.
public enum TranslationState: String, Sendable {
    case translated
    case needsReview = "needs_review"
    case new
    case stale
    /// The value is the key itself (an xcstrings key with no source localization).
    case implicit

    /// Maps xcstrings and XLIFF 1.2 state names.
    public init?(catalogState raw: String) {
        switch raw {
        case "translated", "final", "signed-off": self = .translated
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation",
             "needs-translation", "needs-l10n", "needs-adaptation":
            self = raw == "needs-translation" ? .new : .needsReview
        case "new": self = .new
        case "stale": self = .stale
        default: return nil
        }
    }
}

/// One string a person reads: a plain value, or one variation of it.
public struct TextUnit: Sendable {
    public var value: String
    public var state: TranslationState?
    public var location: SourceLocation
    /// Where in the variations the unit sits: [] for the plain value,
    /// ["plural", "one"], ["device", "iphone", "plural", "other"],
    /// ["substitutions", "photos", "plural", "few"].
    public var variant: [String]

    public init(value: String, state: TranslationState? = nil, location: SourceLocation, variant: [String] = []) {
        self.value = value
        self.state = state
        self.location = location
        self.variant = variant
    }

    public var variantLabel: String { variant.joined(separator: ".") }

    /// The plural category when the unit is a plural variation.
    public var pluralCategory: String? {
        guard let i = variant.lastIndex(of: "plural"), i + 1 < variant.count else { return nil }
        return variant[i + 1]
    }

    /// The variant path before the plural category: units sharing it form one plural group.
    public var pluralGroup: [String]? {
        guard let i = variant.lastIndex(of: "plural") else { return nil }
        return Array(variant[..<i])
    }
}

/// A `%#@name@` variable: the argument it stands for and its conversion.
public struct Substitution: Sendable, Equatable {
    public var name: String
    /// 1-based argument number, when the catalog says it.
    public var argNum: Int?
    /// e.g. "lld", "d", "@".
    public var formatSpecifier: String

    public init(name: String, argNum: Int?, formatSpecifier: String) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
    }
}

/// One locale's value of a key: its text units (plain, plural and device variations) and substitutions.
public struct Localization: Sendable {
    public var locale: String
    public var units: [TextUnit]
    public var substitutions: [String: Substitution]
    /// The comment this locale's own file gives the key (a `.strings` comment, an XLIFF note).
    public var comment: String?

    public init(locale: String, units: [TextUnit] = [], substitutions: [String: Substitution] = [:], comment: String? = nil) {
        self.locale = locale
        self.units = units
        self.substitutions = substitutions
        self.comment = comment
    }

    /// Empty, or only in state new (Xcode's "not translated yet").
    @inlinable
    public var isUntranslated: Bool { units.withUnsafeBufferPointer { $0.isUntranslated } }

    /// Every unit's value is empty (or there is none).
    @inlinable
    public var allValuesEmpty: Bool { units.withUnsafeBufferPointer { $0.allValuesEmpty } }

    /// `units.allSatisfy`, each unit read where the array holds it: `allSatisfy` copied each,
    /// retaining and releasing its strings, for every localization of every key.
    @inlinable
    public func everyUnit(_ test: (UnsafePointer<TextUnit>) -> Bool) -> Bool {
        units.withUnsafeBufferPointer { $0.everyUnit(test) }
    }

    /// The plain value, or the "other" form of a plural, or the first unit.
    @inlinable
    public var primaryUnit: TextUnit? { primaryUnitIndex.map { units[$0] } }

    /// Where in `units` the primary unit (`primaryUnit`) stands.
    @inlinable
    public var primaryUnitIndex: Int? { units.withUnsafeBufferPointer { $0.primaryUnitIndex } }
}

/// What a localization answers of its units, asked of the units where its array holds them:
/// the checker reaches localizations through pointers, and a localization read through a
/// pointer to be asked was copied, its four references retained and released, for every
/// localization of every key.
extension UnsafeBufferPointer where Element == TextUnit {
    /// Empty, or only in state new (`Localization.isUntranslated`).
    @inlinable
    public var isUntranslated: Bool { allValuesEmpty || everyUnit { $0.pointee.state == .new } }

    /// Every unit's value is empty (or there is none).
    @inlinable
    public var allValuesEmpty: Bool { everyUnit { $0.pointee.value.isEmpty } }

    /// Every unit passes `test`, each read in place.
    @inlinable
    public func everyUnit(_ test: (UnsafePointer<TextUnit>) -> Bool) -> Bool {
        firstUnitIndex { !test($0) } == nil
    }

    /// The index of the first unit that passes `test`, each read in place.
    @inlinable
    public func firstUnitIndex(where test: (UnsafePointer<TextUnit>) -> Bool) -> Int? {
        for i in indices where test(baseAddress! + i) { return i }
        return nil
    }

    /// Where the primary unit stands: the plain value, or the "other" form of a plural, or the first unit.
    @inlinable
    public var primaryUnitIndex: Int? {
        firstUnitIndex { $0.pointee.variant.isEmpty }
            ?? firstUnitIndex { $0.pointee.pluralCategory == "other" && !$0.pointee.variant.contains("substitutions") }
            ?? (isEmpty ? nil : 0)
    }
}

/// One key of one table, with its localizations in every locale the files give.
public struct Entry: Sendable {
    /// The catalog the key belongs to: path without extension, `.lproj` folder removed
    /// ("App/Localizable" for App/Localizable.xcstrings and App/fr.lproj/Localizable.strings).
    public var table: String
    public var key: String
    public var comment: String?
    public var sourceLocale: String
    public var shouldTranslate: Bool
    public var extractionState: String?
    public var localizations: [Localization]
    /// Where the key itself stands (its first occurrence).
    public var keyLocation: SourceLocation

    public init(table: String, key: String, comment: String? = nil, sourceLocale: String,
                shouldTranslate: Bool = true, extractionState: String? = nil,
                localizations: [Localization] = [], keyLocation: SourceLocation) {
        self.table = table
        self.key = key
        self.comment = comment
        self.sourceLocale = sourceLocale
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.localizations = localizations
        self.keyLocation = keyLocation
    }

    public func localization(_ locale: String) -> Localization? {
        localizations.first { $0.locale == locale }
    }

    public var source: Localization? { localization(sourceLocale) }

    /// An entry that holds no reference (empty strings, no localizations): what an entry moved
    /// out of an array leaves in its place (`joinedInParallel`).
    public static let vacancy = Entry(table: "", key: "", sourceLocale: "", keyLocation: SourceLocation(file: "", line: 0, column: 0))
}

/// Something a loader saw that is not an error but a finding (duplicate keys).
public struct LoadNote: Sendable {
    /// What the loader noted.
    public enum Kind: String, Sendable { case duplicateKey = "duplicate-key" }
    public var kind: Kind
    public var table: String
    public var key: String
    public var locale: String
    public var text: String
    public var message: String
    public var location: SourceLocation
    /// Where the earlier occurrence stands.
    public var related: SourceLocation?
}

/// Everything loaded from the paths given: entries merged by table and key.
public struct Catalog: Sendable {
    public var entries: [Entry]
    public var notes: [LoadNote]
    public var files: [String]

    public init(entries: [Entry] = [], notes: [LoadNote] = [], files: [String] = []) {
        self.entries = entries
        self.notes = notes
        self.files = files
    }

    /// Every locale present, source locales first, then by name.
    public var locales: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for e in entries {
            for (j, l) in e.localizations.enumerated() {
                // Entries mostly list the same locales in the same order: that place is looked at first.
                if j < result.count && result[j] == l.locale { continue }
                if seen.insert(l.locale).inserted { result.append(l.locale) }
            }
        }
        var sources: Set<String> = []
        var last: String?
        for e in entries where e.sourceLocale != last {
            sources.insert(e.sourceLocale)
            last = e.sourceLocale
        }
        return Self.inLocaleOrder(result, sources: sources)
    }

    /// Locales in the order of `locales`: the source locales (`sources`) first, then by name.
    public static func inLocaleOrder(_ locales: [String], sources: Set<String>) -> [String] {
        locales.sorted { a, b in
            let sa = sources.contains(a), sb = sources.contains(b)
            return sa != sb ? sa : a < b
        }
    }
}

/// A file that could not be used: where, and what was expected. With
/// `isNote`, a file left aside on purpose (a named pipe, a file deleted while
/// voicelint ran): said, but not an error.
public struct LoadError: Error, CustomStringConvertible, Sendable {
    public var location: SourceLocation
    public var message: String
    public var isNote = false
    /// False for an error about a path as a whole (missing, not a catalog): no line and column are shown.
    public var hasPosition = true

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public init(file: String, _ message: String) {
        self.location = SourceLocation(file: file, line: 1, column: 1)
        self.message = message
    }

    /// An error about the path itself, not a place in it (it is missing, a folder cannot be listed).
    public init(path: String, _ message: String) {
        self.init(file: path, message)
        hasPosition = false
    }

    /// A file left aside, with why.
    public init(note file: String, _ message: String) {
        self.init(file: file, message)
        isNote = true
    }

    public var description: String {
        isNote ? "\(location.file): note: \(message)" : hasPosition ? "\(location): error: \(message)" : "\(location.file): error: \(message)"
    }
}
