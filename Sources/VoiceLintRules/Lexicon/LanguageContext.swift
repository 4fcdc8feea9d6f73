import VoiceLintText

/// A verb form found in the lexicon.
public struct VerbForm: Sendable {
    /// "third" for a right form, else the wrong kind ("imperative", "infinitive"...).
    public var kind: String
    public var lemma: String
    /// The right form to suggest.
    public var third: String
    public var isRight: Bool { kind == "third" }
}

/// Everything the rules need to know about one locale: its profile, its
/// lexicon compiled into lookups, and its ICU analyzer.
/// Built once per locale by `LanguageStore` and reused for every string.
public final class LanguageContext {
    public let locale: String
    /// The lexicon folder that answered (e.g. "pt" for "pt-PT"), or nil: no profile.
    public let profileLanguage: String?
    public let analyzer: TextAnalyzer

    public let hasCase: Bool
    public let fullStops: [String]
    public let ellipses: [String]
    public let verbPosition: LanguageProfile.VerbPosition
    public let compounds: LanguageProfile.Compounds
    public let labelMaxWords: Int
    public let hintMaxWords: Int
    public let hintEndings: LanguageProfile.HintEndings?
    public let controlTypeSuggestion: LanguageProfile.Removal
    /// Nouns keep a capital letter (German): case rewrites need to know the nouns.
    public let capitalizesNouns: Bool
    /// Purpose and relative clauses end with their verb (German, Dutch).
    public let verbFinalClauses: Bool
    public let labelVerbForm: String?
    public let clauseOpeners: Set<String>
    public let infinitiveMarkers: Set<String>

    public let controlTypes: PhraseIndex
    public let contentPhrases: PhraseIndex
    public let states: PhraseIndex
    public let stateContentPhrases: PhraseIndex
    public let gestures: PhraseIndex
    public let verbForms: PhraseIndex
    public let hintBadStarts: [String: String]
    public let acronyms: Set<String>
    public let brands: [String: String]
    /// Every word of the brands as written ("MB", "WAY" of "MB WAY").
    public let brandWords: Set<String>
    public let abbreviations: [String: String]
    /// The abbreviations that are not words to ICU ("w/", "#", "z.b"), searched in the raw text.
    public let symbolAbbreviations: [(String, String)]
    public let countableNouns: Set<String>
    public let determiners: Set<String>
    public let requestWords: PhraseIndex
    /// Words that join a leading gesture to what it does ("して", "以").
    public let gestureConnectives: PhraseIndex
    public let dottedAbbreviations: Set<String>
    public let prepositions: Set<String>
    public let conjunctions: Set<String>
    public let objectControlTypes: Set<String>
    /// For article suggestions: English "a"/"an" and "the"; nil where articles agree in gender.
    public let indefiniteArticles: (consonant: String, vowel: String)?
    public let definiteArticle: String?
    /// abbreviation -> spelled-out form per CLDR plural category ("one", "other", and "few", "many"... where given).
    public let unitAbbreviations: [String: [String: String]]
    private let verbFormTable: [String: VerbForm]
    /// lemma -> the third person a rewrite uses instead ("see" -> "shows").
    public let preferredThird: [String: String]
    /// lemma -> its wrong forms by kind ("aprire" -> imperative: ["apri", "aprite"]).
    public let formsOfLemma: [String: [String: [String]]]

    public var hasProfile: Bool { profileLanguage != nil }

    /// The CLDR plural categories of the locale (ICU), read once.
    public private(set) lazy var pluralCategories: [String] = PluralRules.categories(for: locale)

    init(locale: String, profileLanguage: String?, chain: [LexiconFolder]) {
        self.locale = locale
        self.profileLanguage = profileLanguage
        let analyzer = TextAnalyzer(locale: locale)
        self.analyzer = analyzer
        func first<T>(_ get: (LexiconFolder) -> T?) -> T? {
            for f in chain { if let v = get(f) { return v } }
            return nil
        }
        hasCase = first { $0.profile?.hasCase } ?? true
        fullStops = first { $0.profile?.fullStops } ?? ["."]
        ellipses = first { $0.profile?.ellipses } ?? ["…", "..."]
        verbPosition = first { $0.profile?.hintVerbPosition } ?? .none
        compounds = first { $0.profile?.compounds } ?? .words
        labelMaxWords = first { $0.profile?.labelMaxWords } ?? 3
        hintMaxWords = first { $0.profile?.hintMaxWords } ?? 15
        hintEndings = first { $0.profile?.hintEndings }
        controlTypeSuggestion = first { $0.profile?.controlTypeSuggestion } ?? .any
        capitalizesNouns = first { $0.profile?.capitalizesNouns } ?? false
        verbFinalClauses = first { $0.profile?.verbFinalClauses } ?? false
        labelVerbForm = first { $0.profile?.labelVerbForm }

        let split: (String) -> [String] = { phrase in
            analyzer.words(Self.fold(phrase, analyzer)).map(\.text)
        }
        func index(_ get: (WordLists) -> [String]?) -> PhraseIndex {
            PhraseIndex(first { $0.words.flatMap(get) } ?? [], split: split)
        }
        controlTypes = index(\.controlTypes)
        contentPhrases = index(\.contentPhrases)
        states = index(\.states)
        stateContentPhrases = index(\.stateContentPhrases)
        gestures = index(\.gestures)
        requestWords = index(\.requestWords)
        gestureConnectives = index(\.gestureConnectives)
        hintBadStarts = first { $0.words?.hintBadStarts } ?? [:]
        acronyms = Set((first { $0.words?.acronyms } ?? []).map { $0.uppercased() })
        var b: [String: String] = [:]
        for w in first({ $0.words?.brands }) ?? [] { b[analyzer.lowercased(w)] = w }
        brands = b
        brandWords = Set(b.values.flatMap { $0.split(separator: " ").map(String.init) })
        abbreviations = first { $0.words?.abbreviations } ?? [:]
        symbolAbbreviations = abbreviations.filter { $0.key.contains { !$0.isLetter } }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        countableNouns = Set(first { $0.words?.countableNouns } ?? [])
        determiners = Set(first { $0.words?.determiners } ?? [])
        dottedAbbreviations = Set(first { $0.words?.dottedAbbreviations } ?? [])
        prepositions = Set(first { $0.words?.prepositions } ?? [])
        conjunctions = Set(first { $0.words?.conjunctions } ?? [])
        clauseOpeners = Set(first { $0.words?.clauseOpeners } ?? [])
        infinitiveMarkers = Set(first { $0.words?.infinitiveMarkers } ?? [])
        objectControlTypes = Set(first { $0.words?.objectControlTypes } ?? [])
        let articles = first { $0.words?.articleSuggestions }
        indefiniteArticles = articles.flatMap { a in a["consonant"].map { ($0, a["vowel"] ?? $0) } }
        definiteArticle = articles?["definite"]
        var units: [String: [String: String]] = [:]
        for (k, v) in first({ $0.words?.unitAbbreviations }) ?? [:] {
            units[k] = Self.pluralForms(v)
        }
        unitAbbreviations = units

        var table: [String: VerbForm] = [:]
        var forms = PhraseIndex()
        for v in first({ $0.verbs }) ?? [] {
            guard let third = v.third.first else { continue }
            for t in v.third {
                let key = split(t).joined(separator: " ")
                table[key] = VerbForm(kind: "third", lemma: v.lemma, third: t)
                forms.insert(words: split(t))
            }
            for (kind, list) in (v.wrong ?? [:]).sorted(by: { $0.key < $1.key }) {
                for w in list {
                    let key = split(w).joined(separator: " ")
                    // A form that is also a right form (fr "supprime") stays right.
                    if table[key]?.isRight == true { continue }
                    if table[key] == nil { forms.insert(words: split(w)) }
                    table[key] = table[key] ?? VerbForm(kind: kind, lemma: v.lemma, third: third)
                }
            }
        }
        verbFormTable = table
        verbForms = forms
        var thirdOf: [String: String] = [:]
        var formsOf: [String: [String: [String]]] = [:]
        for v in first({ $0.verbs }) ?? [] where thirdOf[v.lemma] == nil {
            thirdOf[v.lemma] = v.third.first
            formsOf[v.lemma] = v.wrong ?? [:]
        }
        formsOfLemma = formsOf
        var preferred: [String: String] = [:]
        for (from, to) in first({ $0.words?.preferredVerbs }) ?? [:] { preferred[from] = thirdOf[to] }
        preferredThird = preferred
    }

    /// "hour|hours" (one|other) or "one:час|few:часа|many:часов|other:часа".
    static func pluralForms(_ v: String) -> [String: String] {
        let parts = v.split(separator: "|").map(String.init)
        if parts.allSatisfy({ $0.contains(":") }) {
            var out: [String: String] = [:]
            for p in parts {
                let kv = p.split(separator: ":", maxSplits: 1).map(String.init)
                out[kv[0]] = kv[1]
            }
            return out
        }
        return ["one": parts[0], "other": parts.count > 1 ? parts[1] : parts[0]]
    }

    /// The spelled-out unit for a number, by the locale's plural rules.
    public func unitName(_ forms: [String: String], count: String) -> String {
        let category = Double(count).map { PluralRules.select($0, locale: locale) } ?? "other"
        return forms[category] ?? forms["other"] ?? forms.values.first ?? ""
    }

    /// "l’adresse", "d’accueil": a word that starts with an elided article or preposition.
    public func startsWithElision(_ word: String) -> Bool {
        guard let i = word.firstIndex(where: { $0 == "’" || $0 == "'" }), i != word.startIndex else { return false }
        let prefix = String(word[...i])
        return determiners.contains(prefix) || prepositions.contains(prefix)
            || determiners.contains(prefix.replacingOccurrences(of: "'", with: "’")) || prepositions.contains(prefix.replacingOccurrences(of: "'", with: "’"))
    }

    /// The verb form spelled by `words[i..<i+n]`, longest first.
    public func verbForm(_ words: [String], at i: Int) -> (form: VerbForm, length: Int)? {
        guard let n = verbForms.match(words, at: i) else { return nil }
        guard let f = verbFormTable[words[i..<(i + n)].joined(separator: " ")] else { return nil }
        return (f, n)
    }

    /// How text and lexicon words are compared: NFC, lower case (locale-aware),
    /// Arabic vowel marks and tatweel removed (اُنقُر matches انقر).
    public func lower(_ s: String) -> String { Self.fold(s, analyzer) }

    static func fold(_ s: String, _ analyzer: TextAnalyzer) -> String {
        // ASCII needs no ICU (and no Turkish dotless i).
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            return s.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) && !analyzer.locale.hasPrefix("tr") && !analyzer.locale.hasPrefix("az") ? s.lowercased() : s
        }
        // A decomposed "é" (e + U+0301) in a catalog matches the lexicon's NFC "é".
        let lowered = analyzer.lowercased(CaseMapping.nfc(s))
        guard lowered.unicodeScalars.contains(where: { (0x0610...0x065F).contains($0.value) || $0.value == 0x0670 || $0.value == 0x0640 }) else { return lowered }
        return String(String.UnicodeScalarView(lowered.unicodeScalars.filter {
            !((0x0610...0x061A).contains($0.value) || (0x064B...0x065F).contains($0.value) || $0.value == 0x0670 || $0.value == 0x0640)
        }))
    }

    /// Does a word name a control type, alone or as part of a compound?
    public func controlTypeInside(_ word: String) -> String? {
        if compounds == .words { return nil }
        // Compared as UTF-8 bytes (NFC on both sides): this runs for every word of every label.
        let w = Array(word.utf8)
        for (c, bytes, characters) in controlWordBytes {
            switch compounds {
            case .words: return nil
            case .suffix:
                if w.count > bytes.count, w.suffix(bytes.count).elementsEqual(bytes), word.count > characters + 2 { return c }
            case .substring:
                if w.count > bytes.count, Self.contains(w, bytes) { return c }
            }
        }
        return nil
    }

    /// The single control words with their UTF-8 bytes and length in characters, made once.
    private lazy var controlWordBytes: [(String, [UInt8], Int)] = controlTypes.singleWords.map { ($0, Array($0.utf8), $0.count) }

    private static func contains(_ h: [UInt8], _ n: [UInt8]) -> Bool {
        guard let first = n.first, n.count <= h.count else { return false }
        var i = 0
        while i + n.count <= h.count {
            if h[i] == first && h[i..<(i + n.count)].elementsEqual(n) { return true }
            i += 1
        }
        return false
    }
}
