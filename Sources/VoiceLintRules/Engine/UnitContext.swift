import VoiceLintCatalog
import VoiceLintText

/// One text unit being checked, with what rules ask about it computed once.
///
/// The entry and the units are read where the catalog holds them, and the settings where
/// the checker does, not copied: a copy retains every string and array of an entry (every
/// collection of the settings), once per unit and locale, on objects that every worker shares.
/// A context lives only while the checker calls the rules with it; the checker then gives it
/// the next unit of the same locale (`next`), when nothing else holds it: a context per unit
/// was an object made and destroyed, and its locale's context and settings taken and let
/// go, for every value of the catalog. One worker's thread uses a context: its stored state is
/// not checked for exclusive access at run time (checked, the slots of what is made once per
/// unit cost 14% more instructions than the whole run without the checks).
public final class UnitContext {
    @exclusivity(unchecked) private var entryPointer: UnsafePointer<Entry>
    @exclusivity(unchecked) private var unitPointer: UnsafePointer<TextUnit>
    @exclusivity(unchecked) private var sourceUnitPointer: UnsafePointer<TextUnit>?
    @exclusivity(unchecked) private var localizationPointer: UnsafePointer<Localization>
    @exclusivity(unchecked) private var sourceLocalizationPointer: UnsafePointer<Localization>?
    public var entry: Entry { unsafeAddress { entryPointer } }
    /// Where the entry stands, for what reads it without a copy (`FindingSink.report`).
    var entryAddress: UnsafePointer<Entry> { entryPointer }
    /// Where the catalog holds the unit's localization (the locale's).
    var localizationAddress: UnsafePointer<Localization> { localizationPointer }
    public let locale: String
    @exclusivity(unchecked) public private(set) var role: Role
    public var unit: TextUnit { unsafeAddress { unitPointer } }
    public let language: LanguageContext
    /// True when the locale is the entry's source locale.
    @exclusivity(unchecked) public private(set) var isSource: Bool
    /// The source text of the same variation, when this is a translation.
    public var sourceUnit: TextUnit? { sourceUnitPointer?.pointee }
    /// The localization the unit is of, read in place (not looked up in the entry, nor copied).
    var localization: Localization { unsafeAddress { localizationPointer } }
    /// The entry's source localization, when it has one (read in place, see `sourceLocalization`).
    var hasSourceLocalization: Bool { sourceLocalizationPointer != nil }
    /// The entry's source localization; only where `hasSourceLocalization`.
    var sourceLocalization: Localization { unsafeAddress { sourceLocalizationPointer! } }
    /// The source unit's text, read in place (no copy of the unit).
    public var sourceText: String? { sourceUnitPointer?.pointee.value }
    /// Whether the unit has a source unit (`sourceUnit`), told without a copy of it.
    var hasSourceUnit: Bool { sourceUnitPointer != nil }
    /// The source language's context. Shared by every locale's checks, which run in
    /// parallel: read its word lists only, never its analyzer.
    @exclusivity(unchecked) public private(set) var sourceLanguage: LanguageContext?
    /// For a hint: the label of the same element in the same locale.
    public var pairedLabel: String? { pairedLabelAddress?.pointee }
    /// Where the catalog holds the hint's label (a text given to each unit's context, retained
    /// and released, for every unit).
    @exclusivity(unchecked) private var pairedLabelAddress: UnsafePointer<String>?
    private let settingsPointer: UnsafePointer<RuleSettings>
    public var settings: RuleSettings { unsafeAddress { settingsPointer } }

    init(entry: UnsafePointer<Entry>, locale: String, role: Role, localization: UnsafePointer<Localization>, unit: UnsafePointer<TextUnit>,
         language: LanguageContext, isSource: Bool, sourceLocalization: UnsafePointer<Localization>?, sourceUnit: UnsafePointer<TextUnit>?,
         sourceLanguage: LanguageContext?, pairedLabel: UnsafePointer<String>?, settings: UnsafePointer<RuleSettings>, entryFacts: UnsafeMutablePointer<EntryFacts.Known>) {
        entryPointer = entry
        self.locale = locale
        self.role = role
        localizationPointer = localization
        sourceLocalizationPointer = sourceLocalization
        unitPointer = unit
        self.language = language
        self.isSource = isSource
        sourceUnitPointer = sourceUnit
        self.sourceLanguage = sourceLanguage
        pairedLabelAddress = pairedLabel
        settingsPointer = settings
        entryFactsSlot = entryFacts
    }

    /// The context of the next unit of the same locale, language and settings, once `done`
    /// has let go of what the unit before made.
    func next(entry: UnsafePointer<Entry>, role: Role, localization: UnsafePointer<Localization>, unit: UnsafePointer<TextUnit>,
              isSource: Bool, sourceLocalization: UnsafePointer<Localization>?, sourceUnit: UnsafePointer<TextUnit>?,
              sourceLanguage: LanguageContext?, pairedLabel: UnsafePointer<String>?, entryFacts: UnsafeMutablePointer<EntryFacts.Known>) {
        entryPointer = entry
        self.role = role
        localizationPointer = localization
        sourceLocalizationPointer = sourceLocalization
        unitPointer = unit
        self.isSource = isSource
        sourceUnitPointer = sourceUnit
        if self.sourceLanguage !== sourceLanguage { self.sourceLanguage = sourceLanguage }
        pairedLabelAddress = pairedLabel
        entryFactsSlot = entryFacts
    }

    /// Lets go of everything made for the unit, once its checks are over: as soon as a context
    /// made for each unit was destroyed, so that the analyzer finds its arrays free again (a
    /// hint's label is tokenised before the hint's context is given the hint).
    func done() {
        // (A slot never filled is left as it is: emptied, it was released all the same.)
        if utf16Made != nil { utf16Made = nil }
        if plainUnits != nil { plainUnits = nil }
        if trimmedTextMade != nil { trimmedTextMade = nil }
        if trailingBidiMarksMade != nil { trailingBidiMarksMade = nil }
        if plainTextMade != nil { plainTextMade = nil }
        placeholderCountMade = nil
        if placeholderRangesMade != nil { placeholderRangesMade = nil }
        if formatScanMade != nil { formatScanMade = nil }
        if tokensMade {
            tokenSpans = []
            tokensMade = false
            tokenWords = []
            tokenUnits = []
        }
        if sentencesMade != nil { sentencesMade = nil }
        if lowerWordsMade {
            lowerStore = []
            flagsStore = []
            lowerWordsMade = false
        }
        if finalFullStopMade != nil { finalFullStopMade = nil }
        textFactsMade = nil
        isSymbolOnlyMade = nil
        wordCountsMade = nil
        if pairedLabelWords != nil { pairedLabelWords = nil }
    }

    // What the context makes for a unit is made once, when first asked, and kept in a slot
    // (`...Made`) until `done` empties it. It is lent where the slot holds it (`_read`): returned,
    // it was copied, and a copy of a text or an array retained and released at every question.
    // The accessors are inlined: a coroutine called allocated its frame on the heap.

    /// The unit's text, read where the unit holds it: not copied (retained) for each question.
    public var text: String { unsafeAddress { unitPointer.valueAddress } }

    /// The text's UTF-16 code units, for slicing by token offsets (computed once; taken from the
    /// tokenising when the text has no placeholder, so that the two are the same).
    var utf16: [UInt16] {
        @inline(__always) _read {
            if utf16Made == nil { utf16Made = plainUnits ?? UTF16Text.units(text) }
            yield utf16Made!
        }
    }
    @exclusivity(unchecked) private var utf16Made: [UInt16]?
    @exclusivity(unchecked) private var plainUnits: [UInt16]?

    /// The text without trailing white space (computed once).
    /// Trailing white space and bidirectional marks (U+200E/F, U+061C, U+202A–E, U+2066–9,
    /// which right-to-left copy carries) are not the text's end: a final period before them counts.
    var trimmedTextCache: String {
        @inline(__always) _read {
            if trimmedTextMade == nil { trimmedTextMade = makeTrimmedText() }
            yield trimmedTextMade!
        }
    }
    @exclusivity(unchecked) private var trimmedTextMade: String?
    private func makeTrimmedText() -> String {
        // A last byte of printable ASCII is neither white space nor a mark (most text ends so).
        if let z = text.utf8.last, z > 0x20 && z < 0x7F { return text }
        guard let last = TextSearch.lastScalar(text), Self.isTrailingFiller(last) else { return text }
        var scalars = text.unicodeScalars
        while let l = scalars.last, Self.isTrailingFiller(l) { scalars.removeLast() }
        return String(scalars)
    }

    /// The bidirectional marks the text ends with (after its last visible character), which a
    /// rewrite keeps at the end.
    var trailingBidiMarks: String {
        @inline(__always) _read {
            if trailingBidiMarksMade == nil { trailingBidiMarksMade = makeTrailingBidiMarks() }
            yield trailingBidiMarksMade!
        }
    }
    @exclusivity(unchecked) private var trailingBidiMarksMade: String?
    private func makeTrailingBidiMarks() -> String {
        var marks = String.UnicodeScalarView()
        for u in text.unicodeScalars.reversed() {
            if Self.isBidiMark(u) { marks.insert(u, at: marks.startIndex) } else if !Spacing.isWhitespace(u) { break }
        }
        return String(marks)
    }

    static func isBidiMark(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        return v == 0x200E || v == 0x200F || v == 0x061C || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    static func isTrailingFiller(_ u: Unicode.Scalar) -> Bool { Spacing.isWhitespace(u) || isBidiMark(u) }

    /// The text with its format placeholders blanked out (same UTF-16 offsets).
    public var plainText: String {
        @inline(__always) _read {
            if plainTextMade == nil { plainTextMade = FormatSpecifiers.removingPlaceholders(text, ranges: placeholderRanges) }
            yield plainTextMade!
        }
    }
    @exclusivity(unchecked) private var plainTextMade: String?
    /// How many format placeholders the text has (each speaks at least a word).
    public var placeholderCount: Int { placeholderCountCache }
    /// Kept apart from the ranges: rules ask the count several times per unit, and reading the
    /// ranges' array retains and releases it each time.
    private var placeholderCountCache: Int {
        @inline(__always) _read {
            if placeholderCountMade == nil { placeholderCountMade = placeholderRanges.count }
            yield placeholderCountMade!
        }
    }
    @exclusivity(unchecked) private var placeholderCountMade: Int?
    /// Where the placeholders stand, in Characters (scanned once).
    private var placeholderRanges: [Range<Int>] {
        @inline(__always) _read {
            if placeholderRangesMade == nil { placeholderRangesMade = textFacts.mayHavePlaceholder ? formatScan.ranges : [] }
            yield placeholderRangesMade!
        }
    }
    @exclusivity(unchecked) private var placeholderRangesMade: [Range<Int>]?
    /// The text's format placeholders (`FormatSpecifiers.scan` of the text alone, scanned once):
    /// where they stand, and what placeholder-mismatch compares where the localization has no
    /// substitutions.
    var formatScan: FormatScan {
        @inline(__always) _read {
            if formatScanMade == nil { formatScanMade = FormatSpecifiers.scan(text) }
            yield formatScanMade!
        }
    }
    @exclusivity(unchecked) private var formatScanMade: FormatScan?
    /// Every ICU token of the plain text, spaces and punctuation included (made when first asked).
    public var tokens: [TokenSpan] {
        @inline(__always) _read {
            makeTokensOnce()
            yield tokenSpans
        }
    }
    @exclusivity(unchecked) private var tokenSpans: [TokenSpan] = []
    @exclusivity(unchecked) private var tokensMade = false
    /// Makes the tokens, the words and their units if they are not made: what asks for the
    /// words or the units does not take (retain and release) the tokens' array for it.
    @inline(__always)
    func makeTokensOnce() { if !tokensMade { makeTokens() } }
    private func makeTokens() {
        // A text without placeholders is its plain text: read where the catalog holds it, not
        // taken (retained) into the plain text's slot, which few rules ask for.
        let plain = placeholderRanges.isEmpty
        let (tokens, words, units) = plain ? language.analyzer.spansWordsAndUnits(unitPointer.pointee.value)
                                           : language.analyzer.spansWordsAndUnits(plainText)
        if plain { plainUnits = units }
        tokenUnits = units
        tokenWords = words
        tokenSpans = tokens
        tokensMade = true
    }
    /// The words among `tokens`, gathered as they were made (set with them).
    @exclusivity(unchecked) private var tokenWords: [TokenSpan] = []
    /// The UTF-16 units of the text the tokens were made of (the plain text; set with them).
    @exclusivity(unchecked) private(set) var tokenUnits: [UInt16] = []
    /// Words and numbers.
    public var words: [TokenSpan] {
        @inline(__always) _read {
            makeTokensOnce()
            yield tokenWords
        }
    }
    /// A token's text (made when asked: the tokens hold none).
    public func text(of t: TokenSpan) -> String {
        makeTokensOnce()
        return t.text(in: tokenUnits)
    }

    /// Whether a unit of the token is a lower-case letter of the common alphabets (a-z, ß-ÿ but
    /// ÷, α-ω, а-я): then the word is not in capitals (`CaseMapping.isAllUpper`), which is told
    /// without making its text.
    func hasLowerCaseLetterUnit(_ t: TokenSpan) -> Bool {
        makeTokensOnce()
        return tokenUnits[t.start..<t.end].contains(where: Self.isLowerCaseLetterUnit)
    }

    @inline(__always)
    static func isLowerCaseLetterUnit(_ v: UInt16) -> Bool {
        (v >= 0x61 && v <= 0x7A) || (v >= 0xDF && v <= 0xFF && v != 0xF7) || (v >= 0x3B1 && v <= 0x3C9) || (v >= 0x430 && v <= 0x44F)
    }
    /// Sentences as word ranges, with where each ends in the text.
    public var sentences: [(words: Range<Int>, end: Int)] {
        @inline(__always) _read {
            if sentencesMade == nil { sentencesMade = VerbRewriter.split(self) }
            yield sentencesMade!
        }
    }
    @exclusivity(unchecked) private var sentencesMade: [(words: Range<Int>, end: Int)]?
    /// Words in lower case, as the lexicon stores them (made when first asked, with their flags).
    public var lowerWords: [String] {
        @inline(__always) _read {
            makeLowerWordsOnce()
            yield lowerStore
        }
    }
    /// The lists of `WordFlags` each lower-case word is in: one lookup per word for the
    /// questions several rules ask of every word (made with the lower-case words).
    public var lowerFlags: [WordFlags] {
        @inline(__always) _read {
            makeLowerWordsOnce()
            yield flagsStore
        }
    }
    /// Set together, by whichever makes or adopts them.
    @exclusivity(unchecked) private var lowerStore: [String] = []
    @exclusivity(unchecked) private var flagsStore: [WordFlags] = []
    @exclusivity(unchecked) private var lowerWordsMade = false
    @inline(__always)
    private func makeLowerWordsOnce() {
        guard !lowerWordsMade else { return }
        makeTokensOnce()
        (lowerStore, flagsStore) = language.lowerWithFlags(tokenWords, in: tokenUnits)
        lowerWordsMade = true
    }
    /// Whether some word has the flag (or one of the flags, given several).
    func anyWord(_ flags: WordFlags) -> Bool { lowerFlags.contains { !$0.isDisjoint(with: flags) } }

    public var labelMaxWords: Int { settings.labelMaxWords ?? language.profile.labelMaxWords }
    public var hintMaxWords: Int { settings.hintMaxWords ?? language.profile.hintMaxWords }

    /// The full stop the text ends with (`computeFinalFullStop`), found once: the trailing-period
    /// rules and a verb-last hint's checks each ask.
    var finalFullStop: String? {
        @inline(__always) _read {
            if finalFullStopMade == nil { finalFullStopMade = computeFinalFullStop() }
            yield finalFullStopMade!
        }
    }
    @exclusivity(unchecked) private var finalFullStopMade: String??

    /// Digit runs, "%" signs and double spaces, read in one pass for the rules that ask.
    var textFacts: TextFacts {
        @inline(__always) _read {
            if textFactsMade == nil { textFactsMade = TextFacts(text) }
            yield textFactsMade!
        }
    }
    @exclusivity(unchecked) private var textFactsMade: TextFacts?

    /// Only a symbol, an emoji or one punctuation mark (see `computeIsSymbolOnly`).
    var isSymbolOnly: Bool {
        @inline(__always) _read {
            if isSymbolOnlyMade == nil { isSymbolOnlyMade = computeIsSymbolOnly() }
            yield isSymbolOnlyMade!
        }
    }
    @exclusivity(unchecked) private var isSymbolOnlyMade: Bool?

    /// A label that describes an image may be a full sentence.
    /// (Found out once per entry and worker: see `EntryFacts`.)
    public var isImageDescription: Bool {
        if entryFactsSlot.pointee.imageDescription == 0 { entryFactsSlot.pointee.imageDescription = ImageDescription.matches(entry) ? 2 : 1 }
        return entryFactsSlot.pointee.imageDescription == 2
    }
    /// Whether a translation has a source text that may hold a placeholder (a "%"): for a plain
    /// value, whose source text is the same in every locale, found once per entry and worker.
    var sourceMayHavePlaceholder: Bool {
        guard let s = sourceUnitPointer else { return false }
        guard unit.variant.isEmpty else { return FormatSpecifiers.mayHavePlaceholder(s.pointee.value) }
        if entryFactsSlot.pointee.sourcePlaceholder == 0 {
            entryFactsSlot.pointee.sourcePlaceholder = FormatSpecifiers.mayHavePlaceholder(s.pointee.value) ? 2 : 1
        }
        return entryFactsSlot.pointee.sourcePlaceholder == 2
    }
    /// Where the checker keeps what it learns of the entry for every locale one worker checks.
    @exclusivity(unchecked) private var entryFactsSlot: UnsafeMutablePointer<EntryFacts.Known>

    /// Words a listener hears: ICU words plus placeholders (each one word), a hyphenated
    /// compound counted once ("Wi-Fi", "Face-ID-Einstellungen", "Point-of-sale").
    public var spokenWordCount: Int { wordCounts.spoken + placeholderCount }

    /// The words a label is measured in: as spokenWordCount, without the lexicon's particles
    /// (ja の, を, が; zh 的). Where words are not spaced, ICU's dictionary leaves pieces of
    /// words: a run of one-character pieces is one word (未|读, 静|音), and a lone one, or a
    /// piece in hiragana only (an ending, an auxiliary), joins the word before it (联系|人, 留め|した).
    /// In a text that mixes kana and kanji (Japanese), kanji pieces side by side make one
    /// compound (位置|情報, 書式|設定).
    public var labelWordCount: Int { wordCounts.content + placeholderCount }

    /// Whether `spokenWordCount` (and so `labelWordCount`, never more) may exceed `limit`:
    /// each ICU word counts once at most. Most texts are told by their word count, without
    /// the counting.
    func mayHaveMoreWords(than limit: Int) -> Bool { words.count + placeholderCount > limit }

    private var wordCounts: (spoken: Int, content: Int) {
        @inline(__always) _read {
            if wordCountsMade == nil { wordCountsMade = countWords() }
            yield wordCountsMade!
        }
    }
    @exclusivity(unchecked) private var wordCountsMade: (spoken: Int, content: Int)?
    private func countWords() -> (spoken: Int, content: Int) {
        // Whether the language has particles, asked once (not by copying the list).
        let hasParticles = language.hasParticles
        let unspaced = language.profile.compounds == .substring
        var spoken = 0, content = 0
        var previousEnd = -1, previousIsContent = false, previousIsPiece = false, runJoined = false, previousIsKanji = false
        let isHan: (Unicode.Scalar) -> Bool = { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) || $0 == "々" }
        let mixesKana = unspaced && text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }
        // What stands between two words is read from the UTF-16 offsets: no String per word.
        makeTokensOnce()
        let u16 = utf16, units = tokenUnits
        let flags = hasParticles ? lowerFlags : []
        for (i, w) in words.enumerated() {
            let gap = previousEnd >= 0 ? w.start - previousEnd : 1
            let hyphen = previousEnd >= 0 && gap == 1 && previousEnd < u16.count && (u16[previousEnd] == 0x2D || u16[previousEnd] == 0x2011)
            defer { previousEnd = w.end }
            if hyphen { continue }
            spoken += 1
            if hasParticles && flags[i].contains(.particle) {
                previousIsContent = false
                previousIsPiece = false
                previousIsKanji = false
                continue
            }
            let adjacent = unspaced && gap == 0 && previousIsContent && w.kind == .word
            let piece = unspaced && w.kind == .word && Self.isOneCharacter(w, u16, units)
            // (Han and hiragana are all in the BMP: their units are their scalars.)
            let kanji = mixesKana && w.kind == .word && units[w.start..<w.end].allSatisfy { isHan(Unicode.Scalar($0) ?? "\u{FFFD}") }
            defer { previousIsKanji = kanji }
            if adjacent && kanji && previousIsKanji {
                runJoined = false
            } else if adjacent && piece && previousIsPiece {
                // A second one-character piece: the run is a word of its own, not part of the one before.
                if runJoined { content += 1; runJoined = false }
            } else if adjacent && (piece || units[w.start..<w.end].allSatisfy { (0x3041...0x309F).contains($0) }) {
                runJoined = piece
            } else {
                content += 1
                runJoined = false
            }
            previousIsContent = true
            previousIsPiece = piece
        }
        return (spoken, content)
    }

    /// Whether the word's text is one Character, without breaking it into Characters where its
    /// units tell: one unit is one Character, and two or more ideographs, kana or Hangul
    /// syllables are as many Characters (`TextSearch.isIdeographKanaOrHangul`). `units`: the
    /// units the word was made of.
    static func isOneCharacter(_ w: TokenSpan, _ u16: [UInt16], _ units: [UInt16]) -> Bool {
        if w.end - w.start == 1 { return true }
        if w.end <= u16.count, u16[w.start..<w.end].allSatisfy({ TextSearch.isIdeographKanaOrHangul(UInt32($0)) }) { return false }
        return w.text(in: units).count == 1
    }

    /// For a hint: its label's words, made once for both (see `LabelWords`); nil when not made.
    @exclusivity(unchecked) var pairedLabelWords: LabelWords?

    /// Takes the tokens and lower-case words already made for this very text.
    func adopt(_ known: LabelWords) {
        tokenSpans = known.tokens
        tokensMade = true
        tokenWords = known.words
        tokenUnits = known.tokenUnits
        lowerStore = known.lower
        flagsStore = known.flags
        lowerWordsMade = true
        if let units = known.units { utf16Made = units }
    }

    /// The original text of tokens[from..<to] (UTF-16 offsets map one to one).
    public func slice(_ start: Int, _ end: Int) -> String {
        let u = utf16
        let range = max(0, start)..<min(end, u.count)
        return u.withUnsafeBufferPointer { UTF16Text.string(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

/// A label's tokens and lower-case words, made once for the label and its hint (hint-repeats-label
/// compares the two): the same as the label's own `tokens` and `lowerWords`. A class: the checker
/// hands it from the hint to the label, and a struct of five arrays and strings was retained
/// and released five times at every hand-over.
final class LabelWords {
    let text: String
    let tokens: [TokenSpan]
    /// The words and numbers among `tokens`.
    let words: [TokenSpan]
    let lower: [String]
    /// The lists each of `lower` is in (`UnitContext.lowerFlags`).
    let flags: [WordFlags]
    /// The text's UTF-16 units where the tokenising made them (a text without placeholders).
    let units: [UInt16]?
    /// The units of the text the tokens were made of (the text with its placeholders blanked out).
    let tokenUnits: [UInt16]

    init(text: String, language: LanguageContext) {
        self.text = text
        if FormatSpecifiers.mayHavePlaceholder(text) {
            (tokens, words, tokenUnits) = language.analyzer.spansWordsAndUnits(FormatSpecifiers.removingPlaceholders(text))
            units = nil
        } else {
            (tokens, words, tokenUnits) = language.analyzer.spansWordsAndUnits(text)
            units = tokenUnits
        }
        (lower, flags) = language.lowerWithFlags(words, in: tokenUnits)
    }

    init(_ u: UnitContext) {
        text = u.text
        tokens = u.tokens
        words = u.words
        lower = u.lowerWords
        flags = u.lowerFlags
        units = u.utf16
        tokenUnits = u.tokenUnits
    }
}
