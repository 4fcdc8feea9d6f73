import VoiceLintText

/// Everything the rules need to know about one locale: its profile, its
/// lexicon compiled into lookups, and its ICU analyzer.
/// Built once per locale by `LanguageStore` and reused for every string.
public final class LanguageContext {
    public let locale: String
    /// The lexicon folder that answered (e.g. "pt" for "pt-PT"), or nil: no profile.
    public let profileLanguage: String?
    public let analyzer: TextAnalyzer
    /// The profile: the defaults, with the fallback chain's keys in force over them.
    public let profile: LanguageProfile

    /// Phrase lists (`WordsKey.Shape.phrases`), indexed for matching against a text's words;
    /// by `WordsKey.ordinal` (empty for the other shapes).
    private let phraseIndexes: [PhraseIndex]
    /// Word lists (`WordsKey.Shape.words`), as sets; by `WordsKey.ordinal` (empty for the other shapes).
    private let wordSets: [WordSet]

    public let hintBadStarts: WordMap<BadStartKind>
    public let acronyms: WordSet
    public let brands: WordMap<String>
    /// Every word of the brands as written ("MB", "WAY" of "MB WAY").
    public let brandWords: WordSet
    public let abbreviations: WordMap<String>
    /// The abbreviations that are not words to ICU ("w/", "#", "z.b"), searched in the raw text,
    /// sorted, each with the mark a text must hold for it to stand there.
    public let symbolAbbreviations: [SymbolAbbreviation]
    /// For article suggestions: English "a"/"an" and "the"; nil where articles agree in gender.
    public let indefiniteArticles: (consonant: String, vowel: String)?
    public let definiteArticle: String?
    /// abbreviation -> spelled-out form per CLDR plural category ("one", "other", and "few", "many"... where given).
    public let unitAbbreviations: WordMap<[String: String]>
    /// The lists each word of `WordFlags` is in (see `flags(of:)`).
    private let vocabulary: WordMap<WordFlags>
    public let verbForms: PhraseIndex
    /// The verb forms, by the tag of their phrases in `verbForms`.
    private let verbFormSlots: [VerbForm]
    /// lemma -> the third person a rewrite uses instead ("see" -> "shows").
    public let preferredThird: [String: String]
    /// lemma -> its wrong forms by kind ("aprire" -> imperative: ["apri", "aprite"]): read from
    /// the verb table when first asked (`LemmaForms`).
    public var formsOfLemma: [String: [VerbKind: [String]]] { lemmaForms.table }
    private let lemmaForms: LemmaForms

    public var hasProfile: Bool { profileLanguage != nil }

    /// The marks that end a sentence: the profile's full stops and other sentence ends, as a set made once.
    public let sentenceEnds: WordSet
    /// The endings rules ask every label and hint about, each read once (`SuffixList`): the
    /// full stops a final period is looked for among ("." and "。" where the profile has none:
    /// foreign ones are pasted in), the full stops and other sentence ends that close a
    /// hint's line, and the ellipses.
    let finalStops: SuffixList
    let sentenceClosers: SuffixList
    let ellipsisEndings: SuffixList

    /// The reflexive pronouns that end with an apostrophe, glued to the verb ("s’" of "s’ouvre"),
    /// in the list's order: picked out once, not for every hint.
    let elidedReflexivePronouns: [String]
    /// Whether the lexicon lists particles (`WordsKey.particles`), which label word counts leave out.
    let hasParticles: Bool

    /// The profile's wrong hint endings, indexed for `last`-position languages.
    private(set) lazy var wrongHintEndings = SuffixIndex((profile.hintEndings?.wrong ?? []).map { ($0.suffix, $0) })
    /// The profile's right hint endings.
    private(set) lazy var rightHintEndings = SuffixIndex((profile.hintEndings?.right ?? []).map { ($0, ()) })

    /// A phrase list of the lexicon (empty where no folder of the chain has it).
    public func phrases(_ key: WordsKey) -> PhraseIndex { phraseIndexes[key.ordinal] }
    /// The lists of `WordFlags` that hold a word, in one lookup (the same answers as asking
    /// each: canonically equivalent words are the same word), and whether a control word
    /// stands inside it.
    public func flags(of word: String) -> WordFlags { (vocabulary[word] ?? []).union(insideFlag(word)) }

    /// `.controlInside` where a control word stands inside the word (`controlTypeInside`), told
    /// once per word as it is lowered (see `LoweredWords`), not by the rules at every text.
    private func insideFlag(_ word: String) -> WordFlags {
        profile.compounds != .words && controlTypeInside(word) != nil ? .controlInside : []
    }

    /// A word list of the lexicon, as a set (empty where no folder of the chain has it).
    public func words(_ key: WordsKey) -> WordSet { wordSets[key.ordinal] }

    /// The CLDR plural categories of the locale (ICU), read once.
    public private(set) lazy var pluralCategories: [String] = PluralRules.categories(for: locale)

    init(locale: String, profileLanguage: String?, chain: [LexiconFolder]) {
        self.locale = locale
        self.profileLanguage = profileLanguage
        let analyzer = TextAnalyzer(locale: locale)
        self.analyzer = analyzer
        var profile = LanguageProfile()
        for f in chain.reversed() { f.profile?.apply(to: &profile) }
        self.profile = profile
        sentenceEnds = WordSet(profile.fullStops + profile.otherSentenceEnds)
        finalStops = SuffixList(profile.fullStops.isEmpty ? [".", "。"] : profile.fullStops)
        sentenceClosers = SuffixList(profile.fullStops + profile.otherSentenceEnds)
        ellipsisEndings = SuffixList(profile.ellipses)
        // Each key is taken from the first folder of the chain that has it.
        func list(_ k: WordsKey) -> [String] { chain.lazy.compactMap { $0.words?.lists[k] }.first ?? [] }
        func map(_ k: WordsKey) -> [String: String]? { chain.lazy.compactMap { $0.words?.maps[k] }.first }

        let split: (String) -> [String] = { Self.split($0, analyzer) }
        let empty = PhraseIndex()
        var indexes = [PhraseIndex](repeating: empty, count: WordsKey.allCases.count)
        var sets = [WordSet](repeating: WordSet(), count: WordsKey.allCases.count)
        for k in WordsKey.allCases {
            switch k.shape {
            case .phrases: indexes[k.ordinal] = PhraseIndex(list(k), split: split)
            case .words: sets[k.ordinal] = WordSet(list(k))
            case .spelled, .map: break
            }
        }
        phraseIndexes = indexes
        wordSets = sets
        elidedReflexivePronouns = sets[WordsKey.reflexivePronouns.ordinal].filter { $0.hasSuffix("’") || $0.hasSuffix("'") }
        hasParticles = !sets[WordsKey.particles.ordinal].isEmpty
        hintBadStarts = WordMap((map(.hintBadStarts) ?? [:]).compactMapValues(BadStartKind.init(rawValue:)))
        acronyms = WordSet(list(.acronyms).map { $0.uppercased() })
        var b: [String: String] = [:]
        for w in list(.brands) { b[analyzer.lowercased(w)] = w }
        brands = WordMap(b)
        brandWords = WordSet(b.values.sorted().flatMap { $0.split(separator: " ").map(String.init) })
        let abbreviationList = map(.abbreviations) ?? [:]
        abbreviations = WordMap(abbreviationList)
        symbolAbbreviations = abbreviationList.filter { $0.key.contains { !$0.isLetter } }.sorted { $0.key < $1.key }.map { SymbolAbbreviation($0.key, $0.value) }
        let articles = map(.articleSuggestions)
        indefiniteArticles = articles.flatMap { a in a["consonant"].map { ($0, a["vowel"] ?? $0) } }
        definiteArticle = articles?["definite"]
        var units: [String: [String: String]] = [:]
        for (k, v) in map(.unitAbbreviations) ?? [:] {
            units[k] = Self.pluralForms(v)
        }
        unitAbbreviations = WordMap(units)
        vocabulary = WordMap([
            (indexes[WordsKey.gestures.ordinal].firstWords, .gestureStart),
            (indexes[WordsKey.controlTypes.ordinal].firstWords, .controlStart),
            (abbreviations.keys, .abbreviation),
            (unitAbbreviations.keys, .unitAbbreviation),
            (Array(sets[WordsKey.particles.ordinal]), .particle),
            (indexes[WordsKey.states.ordinal].firstWords, .stateStart),
            (indexes[WordsKey.requestWords.ordinal].firstWords, .requestStart),
            (indexes[WordsKey.contentPhrases.ordinal].firstWords, .contentStart),
        ]) { $0.formUnion($1) }

        let verbs = VerbTable.of(chain, analyzer: analyzer, split: split)
        verbFormSlots = verbs.slots
        verbForms = PhraseIndex(verbs.forms)
        lemmaForms = verbs.lemmaForms
        var preferred: [String: String] = [:]
        for (from, to) in map(.preferredVerbs) ?? [:] { preferred[from] = verbs.thirdOf[to] }
        preferredThird = preferred
    }

    /// A lexicon phrase as the words ICU makes of a text: folded (`fold`), then split.
    static func split(_ phrase: String, _ analyzer: TextAnalyzer) -> [String] {
        let folded = fold(phrase, analyzer)
        // Letters of alphabets that ICU never breaks inside, between single spaces, split
        // at the spaces exactly as ICU would: no ICU call for most lexicon phrases.
        if splitsAtSpaces(folded) { return wordsBetweenSpaces(folded) }
        return analyzer.wordTexts(folded)
    }

    /// What `fold` needs to know of a word, read from its bytes in one pass.
    enum ByteClass { case asciiLower, asciiWithCapitals, folded, other }

    /// ASCII without capitals, ASCII with some; otherwise `folded` when every scalar is one
    /// `isFoldedScalar` keeps, `other` when not.
    static func byteClass(_ s: String) -> ByteClass {
        UTF8Scalars.withBytes(s) { p -> ByteClass in
            var capitals = false, i = 0
            while i < p.count {
                let b = p[i]
                if b >= 0x80 { break }
                if b >= 0x41 && b <= 0x5A { capitals = true }
                i += 1
            }
            if i == p.count { return capitals ? .asciiWithCapitals : .asciiLower }
            // Not ASCII: every scalar must be one `isFoldedScalar` keeps (an ASCII capital is not).
            if capitals { return .other }
            while i < p.count {
                let length = UTF8Scalars.length(lead: p[i])
                let v = UTF8Scalars.value(p, at: i, length: length)
                i += length
                guard let u = Unicode.Scalar(v), isFoldedScalar(u) else { return .other }
            }
            return .folded
        }
    }

    /// A character folding leaves as it is: lower-case Latin, Greek and Cyrillic letters,
    /// Hebrew and Arabic letters (no vowel marks, no tatweel), Han, kana, Hangul and Thai, and
    /// spaces; every one of them NFC, and its own lower case in every locale. The ranges whose
    /// letters are all lower case are compared as numbers (а-я ѐ-џ, ß-ÿ, ά-ώ), the mixed
    /// Latin Extended ones ask the character's general category.
    /// Also the marks words hold inside them: the typographic apostrophe ("l’image", "dell’app")
    /// and the middle dot (Catalan "col·lecció"), and the Arabic-Indic digits.
    @inline(__always)
    static func isFoldedScalar(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        if v == 0x20 || (v >= 0x61 && v <= 0x7A) { return true }
        if v == 0xB7 || v == 0x2019 { return true }
        if v < 0xDF { return false }
        if v <= 0xFF { return v != 0xF7 }
        if v >= 0x430 && v <= 0x45F { return true }
        if v >= 0x3AC && v <= 0x3CE { return true }
        if (0x5D0...0x5EA).contains(v) || (0x621...0x63A).contains(v) || (0x641...0x64A).contains(v) { return true }
        if (0x660...0x669).contains(v) || (0x6F0...0x6F9).contains(v) { return true }
        // Scripts without case whose characters are all NFC: Han, kana (not the combining
        // voicing marks), Hangul syllables, Thai.
        if TextSearch.isIdeographKanaOrHangul(v) || (0x0E01...0x0E3A).contains(v) || (0x0E40...0x0E4E).contains(v) { return true }
        return v <= 0x24F && isLowercaseLetter(u)
    }

    /// The property lookup, kept out of line (as `TextSearch.isDecimalDigitScalar`).
    @inline(never)
    static func isLowercaseLetter(_ u: Unicode.Scalar) -> Bool { u.properties.generalCategory == .lowercaseLetter }

    /// Lower case by one-to-one mappings, where every character is one `isFoldedScalar` keeps
    /// (Thai aside) or a capital whose lower case is a single character in every locale
    /// that may use it: Cyrillic А-Я and Ѐ-Џ, and (when `latin`) A-Z and À-Þ. Nil otherwise.
    /// The result is what ICU's lower case of the NFC text gives: no character involved
    /// decomposes, combines or has a context-dependent lower case.
    static func foldSimpleCapitals(_ s: String, latin: Bool) -> String? {
        UTF8Scalars.withBytes(s) { p -> String? in
            // A simple capital and its lower case have the same UTF-8 length (one byte for
            // ASCII, two for Latin-1 and Cyrillic): the bytes are rewritten in place, in one
            // pass that gives up at the first scalar that is neither such a capital nor one
            // folding keeps (nor Thai).
            var folds = true
            let folded = String(unsafeUninitializedCapacity: p.count) { out in
                var i = 0
                while i < p.count {
                    let length = UTF8Scalars.length(lead: p[i])
                    let v = UTF8Scalars.value(p, at: i, length: length)
                    if let lower = CaseMapping.simpleLowercase(v, latin: latin) {
                        if length == 1 {
                            out[i] = UInt8(lower)
                        } else {
                            out[i] = UInt8(0xC0 | (lower >> 6)); out[i + 1] = UInt8(0x80 | (lower & 0x3F))
                        }
                    } else if let u = Unicode.Scalar(v), isFoldedScalar(u) && !(v >= 0x0E01 && v <= 0x0E4E) {
                        for k in 0..<length { out[i + k] = p[i + k] }
                    } else {
                        folds = false
                        return 0
                    }
                    i += length
                }
                return p.count
            }
            return folds ? folded : nil
        }
    }

    /// `fold` of the text of UTF-16 units, written in one pass where `fold` keeps every
    /// character (`isFoldedScalar`) or lowers each by `foldSimpleCapitals`: no String is made
    /// first and read again. Nil where `fold` takes another path (a surrogate, a character
    /// neither keeps nor lowers, Thai beside a capital), which the caller then takes. With it,
    /// whether the text has Thai (whose marks may stand out of their canonical order).
    static func foldSimple(units: UnsafeBufferPointer<UInt16>, latin: Bool) -> (folded: String, hasThai: Bool)? {
        var lowered = false, thai = false, kept = true
        // Each lower case has its capital's UTF-8 length (see `foldSimpleCapitals`).
        let folded = String(unsafeUninitializedCapacity: UTF16Text.utf8Count(units)) { out -> Int in
            var o = 0
            for u in units {
                var v = UInt32(u)
                if u & 0xF800 == 0xD800 { kept = false; return 0 }
                if isFoldedScalar(Unicode.Scalar(u)!) {
                    if v >= 0x0E01 && v <= 0x0E4E { thai = true }
                } else if let lower = CaseMapping.simpleLowercase(v, latin: latin) {
                    v = lower
                    lowered = true
                } else {
                    kept = false
                    return 0
                }
                if v < 0x80 {
                    out[o] = UInt8(v); o += 1
                } else if v < 0x800 {
                    out[o] = UInt8(0xC0 | (v >> 6)); out[o + 1] = UInt8(0x80 | (v & 0x3F)); o += 2
                } else {
                    out[o] = UInt8(0xE0 | (v >> 12)); out[o + 1] = UInt8(0x80 | ((v >> 6) & 0x3F)); out[o + 2] = UInt8(0x80 | (v & 0x3F)); o += 3
                }
            }
            return o
        }
        // `foldSimpleCapitals` gives Thai up (a text that also has a capital goes to ICU).
        return kept && !(lowered && thai) ? (folded, thai) : nil
    }

    /// True when the text is letters of Latin, Greek, Cyrillic, Hebrew or Arabic script, or
    /// Hangul syllables, separated by single spaces: ICU's word breaking splits it at the spaces
    /// and nowhere else (no dictionary breaking, no punctuation, digits or marks inside; Korean
    /// is written with spaces, and its syllables are letters that ICU keeps together).
    static func splitsAtSpaces(_ s: String) -> Bool {
        var previousSpace = true
        for u in s.unicodeScalars {
            if u == " " {
                if previousSpace { return false }
                previousSpace = true
                continue
            }
            previousSpace = false
            let v = u.value
            if v >= 0x61 && v <= 0x7A { continue }
            // Whole runs of letters: Latin-1 (× and ÷ aside) and Latin Extended-A/B, basic
            // Cyrillic, Greek α-ω and Α-Ω, Hebrew, Arabic (tatweel aside).
            if (v >= 0xC0 && v <= 0x24F && v != 0xD7 && v != 0xF7) || (v >= 0x400 && v <= 0x45F)
                || (v >= 0x391 && v <= 0x3CE && v != 0x3A2) || (v >= 0x5D0 && v <= 0x5EA)
                || (v >= 0x620 && v <= 0x64A && v != 0x640) || (v >= 0xAC00 && v <= 0xD7A3) { continue }
            guard (0xC0...0x24F).contains(v) || (0x370...0x3FF).contains(v) || (0x400...0x52F).contains(v)
                || (0x5D0...0x5EA).contains(v) || (0x620...0x64A).contains(v) else { return false }
            switch u.properties.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter: continue
            default: return false
            }
        }
        return !previousSpace
    }

    /// The words of a text that `splitsAtSpaces` (`split(separator: " ")`), cut at its space
    /// bytes: between single spaces stand letters only, so no space joins a mark after it.
    static func wordsBetweenSpaces(_ s: String) -> [String] {
        UTF8Scalars.withBytes(s) { p -> [String] in
            guard let first = p.firstIndex(of: 0x20) else { return [s] }
            var words: [String] = []
            var start = 0, i = first
            while i < p.count {
                if p[i] == 0x20 {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self))
                    start = i + 1
                }
                i += 1
            }
            words.append(String(decoding: UnsafeBufferPointer(rebasing: p[start...]), as: UTF8.self))
            return words
        }
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
        let determiners = words(.determiners), prepositions = words(.prepositions)
        return determiners.contains(prefix) || prepositions.contains(prefix)
            || determiners.contains(prefix.replacingOccurrences(of: "'", with: "’")) || prepositions.contains(prefix.replacingOccurrences(of: "'", with: "’"))
    }

    /// The verb form spelled by `words[i..<i+n]`, longest first (words as `lower` makes them, in NFC).
    public func verbForm(_ words: [String], at i: Int) -> (form: VerbForm, length: Int)? {
        guard let m = verbForms.longestMatch(words, at: i) else { return nil }
        return (verbFormSlots[m.tag], m.length)
    }

    /// How text and lexicon words are compared: NFC, lower case (locale-aware),
    /// Arabic vowel marks and tatweel removed (اُنقُر matches انقر).
    public func lower(_ s: String) -> String { Self.fold(s, analyzer) }

    /// The words' texts in lower case (`lower`), read from the units they index, with the
    /// lists each is in (`flags(of:)`), looked up as each is made: a word lowered by the
    /// one-pass paths is known to be NFC, and is not scanned again for that.
    ///
    /// The two arrays are the context's own, handed out as the analyzer's tokens are (see
    /// `TextAnalyzer.spansWordsAndUnits`): written into the same memory for a later text once
    /// their holder has let them go, three sets taking turns. A word lowered before is looked up
    /// (`LoweredWords`), not lowered again. Like the analyzer, only the worker that checks the
    /// context's locale calls this.
    func lowerWithFlags(_ words: [TokenSpan], in units: [UInt16]) -> (lower: [String], flags: [WordFlags]) {
        var lower: [String] = [], flags: [WordFlags] = []
        // The next set's turn (a label's words are kept while its hint is checked).
        swap(&lowerScratch, &spare.lower)
        swap(&flagsScratch, &spare.flags)
        swap(&spare, &spare2)
        swap(&lower, &lowerScratch)
        swap(&flags, &flagsScratch)
        lower.removeAll(keepingCapacity: true)
        flags.removeAll(keepingCapacity: true)
        lower.reserveCapacity(words.count)
        flags.reserveCapacity(words.count)
        // The words seen before, read and added to where the context holds them (one access to
        // the memo for the text, not one per word; not taken out into an empty memo made and
        // dropped for each text).
        withUnsafeMutablePointer(to: &loweredWords) { seen in
            units.withUnsafeBufferPointer { p in
                for w in words {
                    let k = UnsafeBufferPointer(rebasing: p[w.start..<w.end])
                    let h = LoweredWords.hash(k)
                    if let (word, f) = seen.pointee.find(k, hash: h) {
                        lower.append(word)
                        flags.append(f)
                        continue
                    }
                    let (word, nfc) = lowerKnowingNFC(units: k)
                    let f = nfc ? (vocabulary.value(nfc: word) ?? []).union(insideFlag(word)) : self.flags(of: word)
                    seen.pointee.insert(k, hash: h, lower: word, flags: f)
                    lower.append(word)
                    flags.append(f)
                }
            }
        }
        lowerScratch = lower
        flagsScratch = flags
        return (lower, flags)
    }
    /// The words `lowerWithFlags` has lowered before, with their flags.
    @exclusivity(unchecked) private var loweredWords = LoweredWords()
    /// The arrays of the last `lowerWithFlags`, and those of the two before, in the order of their turns.
    private var lowerScratch: [String] = [], flagsScratch: [WordFlags] = []
    private var spare: (lower: [String], flags: [WordFlags]) = ([], []), spare2: (lower: [String], flags: [WordFlags]) = ([], [])

    /// `lower` of the text of UTF-16 units (a token's), made in one pass where the text is
    /// ASCII (its capitals lowered as `fold` lowers them, as the string is written) or folds
    /// simply (`foldSimple`); and whether the result is known to be NFC: ASCII, or folded in
    /// one pass from scalars that are NFC in any order (Thai's marks are not: their canonical
    /// order may differ).
    func lowerKnowingNFC(units: UnsafeBufferPointer<UInt16>) -> (lower: String, nfc: Bool) {
        var capitals = false
        for u in units {
            if u >= 0x80 {
                if let (folded, thai) = Self.foldSimple(units: units, latin: analyzer.lowersLatinAsRoot) { return (folded, !thai) }
                return (Self.fold(UTF16Text.string(units), analyzer), false)
            }
            if u >= 0x41 && u <= 0x5A { capitals = true }
        }
        guard !capitals || analyzer.lowersASCIIAsRoot else { return (Self.fold(UTF16Text.string(units), analyzer), false) }
        return (CaseMapping.asciiLowercased(units: units), true)
    }

    static func fold(_ s: String, _ analyzer: TextAnalyzer) -> String {
        // One pass over the bytes says which of the cases below the word is in.
        switch byteClass(s) {
        case .asciiLower, .folded:
            // Most words are lower-case already, in alphabets whose letters are all NFC: as they are.
            return s
        case .asciiWithCapitals:
            // ASCII needs no ICU, except where "I" lowers to the dotless "ı" (Turkish, Azerbaijani).
            if analyzer.lowersASCIIAsRoot { return CaseMapping.asciiLowercased(s) }
            return analyzer.lowercased(s)
        case .other:
            break
        }
        // Capitalised words of the common alphabets: no ICU call. Latin capitals lower
        // differently in Turkish, Azerbaijani ("I" -> "ı") and Lithuanian ("Ì" keeps its dot).
        if let simple = foldSimpleCapitals(s, latin: analyzer.lowersLatinAsRoot) { return simple }
        // A decomposed "é" (e + U+0301) in a catalog matches the lexicon's NFC "é".
        let nfc = CaseMapping.nfc(s)
        // The Arabic block has no case: lower-casing leaves it as it is (vocalised Arabic comes here).
        let lowered = isArabicBlockOnly(nfc) ? nfc : analyzer.lowercased(nfc)
        guard lowered.unicodeScalars.contains(where: { (0x0610...0x065F).contains($0.value) || $0.value == 0x0670 || $0.value == 0x0640 }) else { return lowered }
        return String(String.UnicodeScalarView(lowered.unicodeScalars.filter {
            !((0x0610...0x061A).contains($0.value) || (0x064B...0x065F).contains($0.value) || $0.value == 0x0670 || $0.value == 0x0640)
        }))
    }

    /// Whether every scalar is of the Arabic block (U+0600 to U+06FF), which has no cased
    /// letter: ICU's lower case of such a text is the text.
    static func isArabicBlockOnly(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0.value >= 0x600 && $0.value <= 0x6FF }
    }

    /// Does a word name a control type, alone or as part of a compound?
    public func controlTypeInside(_ word: String) -> String? {
        if profile.compounds == .words { return nil }
        let table = controlWords
        // Compared as UTF-8 bytes (NFC on both sides), in place: this runs for every word of every label.
        return UTF8Scalars.withBytes(word) { w -> String? in
            // No control word is as long as the word: none is inside it.
            guard w.count > table.shortest, let lastByte = w.last else { return nil }
            switch profile.compounds {
            case .words: return nil
            case .suffix:
                // Only the control words that end with the word's last byte can end it.
                for i in table.byLastByte[Int(lastByte)] {
                    let (c, bytes, characters) = table.words[i]
                    if w.count > bytes.count, UnsafeBufferPointer(rebasing: w[(w.count - bytes.count)...]).elementsEqual(bytes),
                       word.count > characters + 2 { return c }
                }
            case .substring:
                // The first control word (in list order) inside the word. One inside it ends at one of
                // its bytes: only the control words that end with a byte it has are compared, where they would end.
                var best = Int.max
                table.endsWithByte.withUnsafeBufferPointer { ends in
                    for end in 0..<w.count where ends[Int(w[end])] {
                        for i in table.byLastByte[Int(w[end])] where i < best {
                            let bytes = table.words[i].1
                            if w.count > bytes.count, end + 1 >= bytes.count,
                               UnsafeBufferPointer(rebasing: w[(end + 1 - bytes.count)...end]).elementsEqual(bytes) { best = i }
                        }
                    }
                }
                if best != Int.max { return table.words[best].0 }
            }
            return nil
        }
    }

    /// The single control words with their UTF-8 bytes and length in characters, indexed by
    /// their last byte, made once.
    private lazy var controlWords: ControlWordTable = ControlWordTable(phrases(.controlTypes).singleWords)

    /// A class: `controlTypeInside` takes it for every word of every label, and a struct of two
    /// arrays was retained and released twice each time.
    final class ControlWordTable {
        let words: [(String, [UInt8], Int)]
        /// For each byte value, the indices (in list order) of the words that end with it.
        let byLastByte: [[Int]]
        /// The fewest bytes of any of them (Int.max when there is none).
        let shortest: Int
        /// For each byte value, whether a word ends with it.
        let endsWithByte: [Bool]

        init(_ list: [String]) {
            words = list.map { ($0, Array($0.utf8), $0.count) }
            var index = [[Int]](repeating: [], count: 256)
            for (i, w) in words.enumerated() { if let b = w.1.last { index[Int(b)].append(i) } }
            byLastByte = index
            endsWithByte = index.map { !$0.isEmpty }
            shortest = words.map(\.1.count).min() ?? Int.max
        }
    }
}
