import Foundation

/// `profile.json`: how a language writes labels and hints. Every key is declared once,
/// in `fields` below, with its default (the property's initial value), its type and its
/// meaning; decoding, merging over a fallback or a default lexicon, and the README's
/// table all come from that list.
public struct LanguageProfile: Sendable {
    /// Where a hint's verb stands.
    public enum VerbPosition: String, Codable, Sendable, CaseIterable { case first, last, none }
    /// How control-type words combine with other words.
    public enum Compounds: String, Codable, Sendable, CaseIterable { case words, suffix, substring }
    /// When label-control-type may suggest the label without its control word.
    public enum Removal: String, Codable, Sendable, CaseIterable { case any, trailing, none }
    /// A hint ending that is a wrong verb form, with what replaces it.
    public struct WrongEnding: Codable, Sendable {
        public var suffix: String
        public var kind: VerbKind
        public var replacement: String
    }
    /// For languages whose hint verb stands last: the endings that are right and wrong.
    public struct HintEndings: Codable, Sendable {
        public var right: [String]?
        public var wrong: [WrongEnding]?
    }

    public var language: String?
    public var fallback: String?
    public var hasCase = true
    public var fullStops = ["."]
    public var ellipses = ["…", "..."]
    public var otherSentenceEnds = ["?", "!", "？", "！", "؟"]
    public var hintVerbPosition = VerbPosition.none
    public var compounds = Compounds.words
    public var labelMaxWords = 3
    public var hintMaxWords = 15
    public var controlTypeSuggestion = Removal.any
    public var verbFinalClauses = false
    public var labelVerbForm: VerbKind?
    public var capitalizesNouns = false
    public var capitalsDropAccents = false
    public var hintEndings: HintEndings?
    public var objectCaseChanges: [VerbKind] = []
    public var objectCaseMarkers: [String] = []

    public init() {}

    /// Every key of `profile.json`, in the README's order.
    public static let fields: [LexiconField<LanguageProfile>] = [
        .init("language", \.language, type: "string", meaning: "the folder's tag"),
        .init("fallback", \.fallback, type: "string?", meaning: "a tag to take missing lists from (`pt-BR` -> `pt`)"),
        .init("hasCase", \.hasCase, type: "bool", meaning: "the script has upper and lower case (false for ja, zh, ko, ar)"),
        .init("fullStops", \.fullStops, type: "[string]", meaning: "characters that end a sentence (`.`; ja/zh `。`; ar `.`)"),
        .init("ellipses", \.ellipses, type: "[string]", meaning: "endings that are not a full stop (`…`, `...`)"),
        .init("otherSentenceEnds", \.otherSentenceEnds, type: "[string]",
              meaning: "question and exclamation marks, which end a sentence too (default `?`, `!`, `？`, `！`, `؟`; Greek adds its question mark `;`)"),
        .init("hintVerbPosition", \.hintVerbPosition, type: "`first` \\| `last` \\| `none`",
              meaning: "where a hint's verb stands: first word (en, fr, de...), last (ja, ko), or not checked"),
        .init("compounds", \.compounds, type: "`words` \\| `suffix` \\| `substring`",
              meaning: "how control-type words combine: separate words only (en, fr), as the tail of a compound word (de, nl: \"Speicherschaltfläche\"), or anywhere in a run without spaces (ja, zh, ko: \"保存ボタン\")"),
        .init("labelMaxWords", \.labelMaxWords, type: "int", meaning: "default label word limit (3)"),
        .init("hintMaxWords", \.hintMaxWords, type: "int", meaning: "default hint word limit (15)"),
        .init("controlTypeSuggestion", \.controlTypeSuggestion, type: "`any` \\| `trailing` \\| `none`",
              meaning: "when label-control-type may suggest the label without the control word: anywhere (default), only when the word ends the label (where the rest changes its form, as a Russian genitive does: \"Кнопка воспроизведения\"), or never"),
        .init("verbFinalClauses", \.verbFinalClauses, type: "bool",
              meaning: "purpose and relative clauses end with their verb (de, nl): a rewrite of \"…, um den Artikel zu öffnen\" takes the clause and puts the verb first (\"Öffnet den Artikel.\"), with the words below"),
        .init("labelVerbForm", \.labelVerbForm, type: "`imperative` \\| `infinitive`?",
              meaning: "the verb form the language's labels use, where a rewrite must convert (\"Tocca per aprire\" -> \"Apri\" in Italian)"),
        .init("capitalizesNouns", \.capitalizesNouns, type: "bool", meaning: "nouns keep a capital (German): all-caps rewrites only single words"),
        .init("capitalsDropAccents", \.capitalsDropAccents, type: "bool",
              meaning: "text in capitals is written without its accents (Greek \"ΔΙΑΓΡΑΦΗ\" for \"Διαγραφή\"): all-caps cannot restore them and suggests no rewrite"),
        .init("objectCaseChanges", \.objectCaseChanges, type: "[verb kind]",
              meaning: "the wrong forms whose rewrite to the third person changes the case of the verb's object (fi: every one, \"Valitse päivämäärä\" -> \"Valitsee päivämäärän\"; ar and ko: the verbal noun, which needs an accusative or 을/를): hint-verb-form's rewrite of them is advice"),
        .init("objectCaseMarkers", \.objectCaseMarkers, type: "[string]",
              meaning: "with `objectCaseChanges`: how an object shows that its case is right for both forms, as the start of the word after a first verb (ar `ال`: a definite noun's case is not written; fi `kaikki`) or the end of the word before a last verb (ko `을`, `를`), or, written `-t`, as its ending wherever the verb stands (fi: a plural object is the same in both): there the rewrite stays (unsafe)"),
        .init("hintEndings", \.hintEndings, type: "object?",
              meaning: "for `last`-position languages: `{\"right\": [suffix], \"wrong\": [{\"suffix\", \"kind\", \"replacement\"}]}`; a hint whose text (final punctuation removed) ends with a `wrong` suffix is a finding, and the suggestion replaces that suffix with `replacement`"),
    ]
}

/// One key of a lexicon file kind: its name, its documented type and meaning, and how to
/// decode it into the value it sets.
public struct LexiconField<Value>: @unchecked Sendable {
    public let name: String
    public let type: String
    public let meaning: String
    /// Decodes the key's JSON value into a setter of the value it stands for.
    let decode: (KeyedDecodingContainer<LexiconKey>, LexiconKey) throws -> (inout Value) -> Void

    init<T: Decodable>(_ name: String, _ path: WritableKeyPath<Value, T>, type: String, meaning: String) {
        self.name = name
        self.type = type
        self.meaning = meaning
        decode = { c, k in
            let v = try c.decode(T.self, forKey: k)
            return { $0[keyPath: path] = v }
        }
    }
}

/// Any JSON object key.
public struct LexiconKey: CodingKey {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// A `profile.json` as written: the keys it sets, in force over the defaults or over a
/// fallback language's values. An unknown key is an error that names it.
public struct ProfilePatch: Decodable, @unchecked Sendable {
    /// Setters by key; a later patch's setter replaces an earlier one's.
    private(set) var setters: [String: (inout LanguageProfile) -> Void] = [:]
    /// The `fallback` it names, for finding the fallback chain.
    public private(set) var fallback: String?

    public init() {}

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: LexiconKey.self)
        let fields = Dictionary(uniqueKeysWithValues: LanguageProfile.fields.map { ($0.name, $0) })
        for k in c.allKeys where !k.stringValue.hasPrefix("$") {
            guard let f = fields[k.stringValue] else {
                throw DecodingError.dataCorrupted(.init(codingPath: [k], debugDescription: "unknown key (see Lexicons/README.md)"))
            }
            setters[k.stringValue] = try f.decode(c, k)
        }
        fallback = try c.decodeIfPresent(String.self, forKey: LexiconKey(stringValue: "fallback"))
    }

    /// This patch with `other`'s keys in force over it.
    func overlaid(with other: ProfilePatch) -> ProfilePatch {
        var out = self
        out.setters.merge(other.setters) { _, new in new }
        if other.setters["fallback"] != nil { out.fallback = other.fallback }
        return out
    }

    /// The keys it sets, applied to `profile`.
    func apply(to profile: inout LanguageProfile) {
        for f in LanguageProfile.fields { setters[f.name]?(&profile) }
    }
}
