import VoiceLintCatalog
import VoiceLintText

/// Words numbered in the order they were added, found again by a cheap hash of their
/// NFC UTF-8 bytes. The lexicon is asked about every word of every value: a
/// `Dictionary` keyed by `String` would hash each word with a seeded SipHash and
/// normalise non-ASCII text on every hash and comparison, which cost more than the rest
/// of a lookup. Two words are the same word exactly when their texts are canonically
/// equivalent, as two `String`s are: each is held, and looked up, in NFC.
struct WordTable: Sendable {
    /// The words' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each word's bytes end in `bytes` (the next one's start).
    private var ends: [Int32] = []
    private var hashes: [UInt64] = []
    /// Where each word's number stands, by its hash.
    private var slots = HashSlots()

    init() {}

    /// How many words the table holds.
    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }

    /// The word numbered `n`, in NFC.
    func word(_ n: Int) -> String {
        let start = n == 0 ? 0 : Int(ends[n - 1])
        return String(decoding: bytes[start..<Int(ends[n])], as: UTF8.self)
    }

    /// Every word of the table, in NFC, in the order they were added.
    var words: [String] { (0..<count).map(word) }

    /// The number of a word, or nil when the table lacks it.
    func number(of word: String) -> Int? {
        guard !ends.isEmpty else { return nil }
        // -2: not known to be NFC.
        let found = UTF8Scalars.withBytes(word) { p -> Int in
            let (hash, ascii) = Self.hash(p)
            // Most words are ASCII, or of alphabets a quick scan finds NFC: no copy.
            if !ascii && !CaseMapping.isKnownNFC(p) { return -2 }
            return find(p, hash)
        }
        if found != -2 { return found >= 0 ? found : nil }
        return number(ofNFC: CaseMapping.nfc(word))
    }

    /// `number(of:)` of a word its maker knows to be NFC (ASCII, or lowered from scalars
    /// that are NFC in any sequence): its bytes are not scanned for that.
    func number(ofNFC word: String) -> Int? {
        guard !ends.isEmpty else { return nil }
        let n = UTF8Scalars.withBytes(word) { find($0, Self.hash($0).hash) }
        return n >= 0 ? n : nil
    }

    /// Adds a word unless the table has it: its number, and whether it was added.
    @discardableResult
    mutating func insert(_ word: String) -> (number: Int, isNew: Bool) {
        if let n = number(of: word) { return (n, false) }
        let n = ends.count
        append(nfc: CaseMapping.nfc(word))
        if ends.count * 2 > slots.count { slots.rebuild(capacity: ends.count * 2, hashes: hashes) } else { slots.place(n, hash: hashes[n]) }
        return (n, true)
    }

    /// Appends a word, in NFC and new to the table, with its hash (not yet in a slot).
    private mutating func append(nfc word: String) {
        UTF8Scalars.withBytes(word) { p in
            bytes.append(contentsOf: p)
            hashes.append(Self.hash(p).hash)
        }
        ends.append(Int32(bytes.count))
    }

    /// Makes room for `n` words.
    mutating func reserveCapacity(_ n: Int) {
        ends.reserveCapacity(n)
        hashes.reserveCapacity(n)
        if n * 2 > slots.count { slots.rebuild(capacity: n * 2, hashes: hashes) }
    }

    private func find(_ p: UnsafeBufferPointer<UInt8>, _ hash: UInt64) -> Int {
        slots.find(hash: hash) { hashes[$0] == hash && equals($0, p) }
    }

    private func equals(_ n: Int, _ p: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = n == 0 ? 0 : Int(ends[n - 1]), end = Int(ends[n])
        guard end - start == p.count else { return false }
        var k = 0
        while k < p.count {
            if bytes[start + k] != p[k] { return false }
            k += 1
        }
        return true
    }

    /// FNV-1a of the bytes, and whether they are all ASCII (one pass for both).
    @inline(__always)
    static func hash(_ p: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, ascii: Bool) {
        var h = FNV1a.offsetBasis
        var high: UInt8 = 0
        for b in p {
            h = FNV1a.add(b, to: h)
            high |= b
        }
        return (h, high < 0x80)
    }
}

/// A word list of the lexicon, for asking whether a word is in it (canonically equivalent
/// texts are the same word, as in a `Set<String>`). Iterates in the list's order, each word
/// once, as the list writes it.
///
/// A class, read-only once made: rules ask a language for its lists at every value, and a
/// struct of five arrays was retained and released five times at every hand-over.
public final class WordSet: Sendable, Sequence {
    private let table: WordTable
    private let words: [String]

    public convenience init() { self.init([String]()) }

    public init<S: Sequence>(_ words: S) where S.Element == String {
        var table = WordTable(), list: [String] = []
        for w in words where table.insert(w).isNew { list.append(w) }
        self.table = table
        self.words = list
    }

    public func contains(_ word: String) -> Bool { table.number(of: word) != nil }
    public var isEmpty: Bool { words.isEmpty }
    public var count: Int { words.count }
    public func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }
}

/// A map from the words of a lexicon list, with the lookups of `WordTable` (canonically
/// equivalent words are the same key, as in a `Dictionary` keyed by `String`).
///
/// A class, read-only once made, as `WordSet` is: the rules look words up in a language's maps
/// at every word, and a struct of the table's arrays was retained and released at each lookup.
public final class WordMap<Value: Sendable>: Sendable {
    private let table: WordTable
    private let values: [Value]

    public convenience init() { self.init([String: Value]()) }

    public convenience init(_ pairs: [String: Value]) {
        self.init(pairs.sorted(by: { $0.key < $1.key }).map { ([$0.key], $0.value) }) { value, new in value = new }
    }

    /// The words of each list with the list's value; a word in several lists has their values
    /// combined into the first one's (one lookup per word, no dictionary of strings first).
    init(_ lists: [([String], Value)], combining: (inout Value, Value) -> Void) {
        var table = WordTable(), values: [Value] = []
        for (words, value) in lists {
            for word in words {
                let (n, isNew) = table.insert(word)
                if isNew { values.append(value) } else { combining(&values[n], value) }
            }
        }
        self.table = table
        self.values = values
    }

    public subscript(word: String) -> Value? { table.number(of: word).map { values[$0] } }
    /// The value of a word known to be NFC (`WordTable.number(ofNFC:)`).
    func value(nfc word: String) -> Value? { table.number(ofNFC: word).map { values[$0] } }
    public var isEmpty: Bool { values.isEmpty }
    public var count: Int { values.count }
    /// The map's words, in NFC.
    var keys: [String] { table.words }
}

/// The lists a word of the lexicon is in, for the questions rules ask of every word of every
/// label and hint: each word is looked up once (`LanguageContext.flags(of:)`), not once per list.
public struct WordFlags: OptionSet, Sendable, BitwiseCopyable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// A phrase of `gestures` starts with the word.
    public static let gestureStart = WordFlags(rawValue: 1 << 0)
    /// A phrase of `controlTypes` starts with the word.
    public static let controlStart = WordFlags(rawValue: 1 << 1)
    /// A key of `abbreviations`.
    public static let abbreviation = WordFlags(rawValue: 1 << 2)
    /// A key of `unitAbbreviations`.
    public static let unitAbbreviation = WordFlags(rawValue: 1 << 3)
    /// A word of `particles`.
    public static let particle = WordFlags(rawValue: 1 << 4)
    /// A phrase of `states` starts with the word.
    public static let stateStart = WordFlags(rawValue: 1 << 5)
    /// A phrase of `requestWords` starts with the word.
    public static let requestStart = WordFlags(rawValue: 1 << 6)
    /// A phrase of `contentPhrases` starts with the word.
    public static let contentStart = WordFlags(rawValue: 1 << 7)
    /// The word holds a control word, where compounds are written as one word
    /// (`LanguageContext.controlTypeInside`).
    public static let controlInside = WordFlags(rawValue: 1 << 8)
}

extension WordTable {
    /// The words, in their order (`VerbTableBytes`); the bytes, hashes and slots are made again on reading.
    func encode(into out: inout VerbTableBytes.Writer) {
        out.strings(words)
    }

    /// The table `encode` wrote, its words numbered as they were; nil when the bytes are not one.
    init?(from r: inout VerbTableBytes.Reader) {
        guard let words = r.strings() else { return nil }
        ends.reserveCapacity(words.count)
        hashes.reserveCapacity(words.count)
        // The words were taken from a table: each is in NFC, and no two are the same.
        for w in words { append(nfc: w) }
        slots.rebuild(capacity: words.count * 2, hashes: hashes)
    }
}
