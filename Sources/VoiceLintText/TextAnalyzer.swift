internal import CICU

/// ICU word and grapheme breaking, and case mapping, for one locale.
/// Opens its break iterators once and reuses them for every string
/// (opening one per string costs far more than the tokenising itself).
/// Not thread-safe: use one analyzer per thread.
///
/// Its buffers are used by one call at a time, on one thread: they are not checked for
/// exclusive access at run time (`@exclusivity(unchecked)`), which every text paid twice.
public final class TextAnalyzer {
    public let locale: String
    private let wordIterator: OpaquePointer?
    private let characterIterator: OpaquePointer?
    @exclusivity(unchecked) private var buffer: [UInt16] = []
    /// The class of each unit of `buffer`, for `SimpleWordBreaks` (room kept from text to text).
    @exclusivity(unchecked) private var classes: [SimpleWordBreaks.Class] = []
    /// The tokens and the words of the last text (`spansWordsAndUnits`).
    @exclusivity(unchecked) private var spans: [TokenSpan] = []
    @exclusivity(unchecked) private var wordSpans: [TokenSpan] = []
    /// The other two sets of `spansWordsAndUnits`' arrays, in the order of their turns.
    @exclusivity(unchecked) private var spare: (tokens: [TokenSpan], words: [TokenSpan], units: [UInt16]) = ([], [], [])
    @exclusivity(unchecked) private var spare2: (tokens: [TokenSpan], words: [TokenSpan], units: [UInt16]) = ([], [], [])

    /// ASCII capitals lower as in the root locale: not in Turkish or Azerbaijani ("I" -> "ı").
    public let lowersASCIIAsRoot: Bool
    /// Latin capitals lower as in the root locale: nor in Lithuanian ("Ì" keeps its dot).
    public let lowersLatinAsRoot: Bool

    public init(locale: String) {
        self.locale = locale
        lowersASCIIAsRoot = !locale.hasPrefix("tr") && !locale.hasPrefix("az")
        lowersLatinAsRoot = lowersASCIIAsRoot && !locale.hasPrefix("lt")
        var status: Int32 = 0
        wordIterator = cicu_ubrk_open(1, locale, &status)
        characterIterator = cicu_ubrk_open(0, locale, &status)
        simpleBreaks = Self.simpleBreaks(wordIterator)
    }

    /// How `SimpleWordBreaks` splits this locale's text as its ICU iterator does: nil where
    /// it would not (then ICU splits everything).
    private let simpleBreaks: SimpleBreaksMode?
    struct SimpleBreaksMode { let colonIsMidLetter: Bool }

    /// Whether the scan by hand is on (tests compare it with ICU by turning it off).
    var usesSimpleBreaks: Bool { simpleBreaks != nil && !forcesICU }
    var forcesICU = false

    /// The mode in which `SimpleWordBreaks` splits the probe text exactly as the iterator does.
    private static func simpleBreaks(_ it: OpaquePointer?) -> SimpleBreaksMode? {
        guard let it else { return nil }
        var icu: [(Int, Int, Int32)] = []
        SimpleWordBreaks.probe.withUnsafeBufferPointer { buf in icuSegments(it, buf) { icu.append(($0, $1, $2)) } }
        for colon in [false, true] {
            var mine: [(Int, Int, Int32)] = []
            let whole = SimpleWordBreaks.probe.withUnsafeBufferPointer { buf in
                SimpleWordBreaks.segments(buf, colonIsMidLetter: colon) { mine.append(($0, $1, $2)) }
            }
            if whole && mine.count == icu.count && zip(mine, icu).allSatisfy({ $0 == $1 }) { return SimpleBreaksMode(colonIsMidLetter: colon) }
        }
        return nil
    }

    /// What decides how this analyzer folds and splits words: ICU's version, the locale whose
    /// word rules ICU applies, and how capitals lower. Two analyzers with the same key make
    /// the same words of the same text (tables built with one serve the other).
    public var splitKey: String {
        var version = [CChar](repeating: 0, count: 32)
        cicu_version(&version)
        let rules = wordIterator.map { String(cString: cicu_ubrk_actual_locale($0)) } ?? "none"
        let lowering = !lowersASCIIAsRoot ? "tr" : !lowersLatinAsRoot ? "lt" : "root"
        return "icu \(String(cString: version)), word rules \(rules), lower case \(lowering)"
    }

    deinit {
        if let w = wordIterator { cicu_ubrk_close(w) }
        if let c = characterIterator { cicu_ubrk_close(c) }
    }

    /// Every segment of the text, spaces and punctuation included, in order.
    public func tokens(_ text: String) -> [Token] {
        let (spans, _, units) = spansWordsAndUnits(text)
        return spans.map { Token(text: $0.text(in: units), kind: $0.kind, start: $0.start, end: $0.end) }
    }

    /// The tokens of the text as spans (`tokens(_:)` without their texts), the words and
    /// numbers among them, gathered in the same pass, and the text's UTF-16 code units
    /// (`Array(text.utf16)`), which the spans index and the analyzer has made anyway.
    ///
    /// The three arrays are the analyzer's own, handed out: once their holder has let them go
    /// (a unit's checks are over), a later text is written into the same memory, with no
    /// allocation. Three sets take turns, for a label's words are kept while its hint is
    /// checked, and a label whose hint comes later keeps its own: with two sets, a third of the
    /// texts found their set still held, and were copied into arrays of their own (44,000 at
    /// 10,000 keys; 4,000 with three). Where a set is still held, the text gets arrays of its own.
    public func spansWordsAndUnits(_ text: String) -> (tokens: [TokenSpan], words: [TokenSpan], units: [UInt16]) {
        guard !text.isEmpty else { return ([], [], []) }
        swap(&buffer, &spare.units)
        swap(&spans, &spare.tokens)
        swap(&wordSpans, &spare.words)
        swap(&spare, &spare2)
        buffer.removeAll(keepingCapacity: true)
        UTF16Text.append(text, to: &buffer)
        // Taken out of the analyzer while they are filled (appended to as local arrays, not
        // through the object at every token), and put back.
        var tokens: [TokenSpan] = [], words: [TokenSpan] = []
        swap(&tokens, &spans)
        swap(&words, &wordSpans)
        tokens.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        // Room for the tokens of most labels and hints at once, not grown one doubling at a time.
        // (A hint of ten words has about twenty tokens: 16 and 8 made most hints grow twice.)
        tokens.reserveCapacity(min(buffer.count, 48))
        words.reserveCapacity(min(buffer.count, 24))
        forEachSegment { _, kind, start, end in
            let token = TokenSpan(kind: kind, start: start, end: end)
            tokens.append(token)
            if token.isWordLike { words.append(token) }
        }
        spans = tokens
        wordSpans = words
        return (tokens, words, buffer)
    }

    /// Each ICU segment of the buffer: its units, kind and offsets.
    private func forEachSegment(_ body: (UnsafeBufferPointer<UInt16>, TokenKind, Int, Int) -> Void) {
        guard let it = wordIterator else { return }
        buffer.withUnsafeBufferPointer { buf in
            if let mode = simpleBreaks, !forcesICU, SimpleWordBreaks.segments(buf, colonIsMidLetter: mode.colonIsMidLetter, classes: &classes, { start, end, status in
                let slice = UnsafeBufferPointer(rebasing: buf[start..<end])
                body(slice, Self.kind(status: status, first: slice), start, end)
            }) { return }
            Self.icuSegments(it, buf) { start, end, status in
                let slice = UnsafeBufferPointer(rebasing: buf[start..<end])
                body(slice, Self.kind(status: status, first: slice), start, end)
            }
        }
    }

    /// Each segment ICU's iterator makes of the buffer: its offsets and rule status.
    @inline(__always)
    private static func icuSegments(_ it: OpaquePointer, _ buf: UnsafeBufferPointer<UInt16>, _ body: (Int, Int, Int32) -> Void) {
        guard cicu_ubrk_setText(it, buf.baseAddress, Int32(buf.count)) <= 0 else { return }
        var start = Int(cicu_ubrk_first(it))
        while true {
            let end = Int(cicu_ubrk_next(it))
            if end < 0 { break }
            body(start, end, cicu_ubrk_getRuleStatus(it))
            start = end
        }
    }

    /// Words and numbers only.
    public func words(_ text: String) -> [Token] {
        Token.wordLike(tokens(text))
    }

    /// The texts of `words(text)`, made without the tokens (no string for spaces and marks).
    public func wordTexts(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        buffer.removeAll(keepingCapacity: true)
        UTF16Text.append(text, to: &buffer)
        var result: [String] = []
        forEachSegment { slice, kind, _, _ in
            if kind == .word || kind == .number { result.append(UTF16Text.string(slice)) }
        }
        return result
    }

    /// User-perceived characters (extended grapheme clusters), by ICU.
    public func graphemeCount(_ text: String) -> Int {
        guard let it = characterIterator, !text.isEmpty else { return 0 }
        buffer.removeAll(keepingCapacity: true)
        UTF16Text.append(text, to: &buffer)
        var count = 0
        buffer.withUnsafeBufferPointer { buf in
            guard cicu_ubrk_setText(it, buf.baseAddress, Int32(buf.count)) <= 0 else { return }
            _ = cicu_ubrk_first(it)
            while cicu_ubrk_next(it) >= 0 { count += 1 }
        }
        return count
    }

    public func uppercased(_ text: String) -> String { CaseMapping.map(text, locale: locale, upper: true) }
    public func lowercased(_ text: String) -> String { CaseMapping.map(text, locale: locale, upper: false) }

    @inline(__always)
    private static func kind(status: Int32, first text: UnsafeBufferPointer<UInt16>) -> TokenKind {
        switch status {
        case 100..<200: return .number
        case 200..<500: return .word
        default:
            guard let first = UTF16Text.firstScalar(text) else { return .punctuation }
            // Spaces and marks are mostly ASCII: their kinds were asked of ICU once.
            if first.value < 0x80 { return asciiKinds[Int(first.value)] }
            return kind(of: first)
        }
    }

    /// The kind of a token without a word status, by its first scalar.
    private static func kind(of first: Unicode.Scalar) -> TokenKind {
        let c = Int32(bitPattern: first.value)
        if cicu_is_whitespace(c) != 0 { return .space }
        if cicu_is_punct(c) != 0 { return .punctuation }
        // Letters ICU left without a word status (rare: e.g. lone combining marks).
        if cicu_is_alphabetic(c) != 0 { return .word }
        return .symbol
    }

    private static let asciiKinds: [TokenKind] = (0..<128).map { kind(of: Unicode.Scalar(UInt8($0))) }
}
