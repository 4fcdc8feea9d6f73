import VoiceLintText

/// Phrases (runs of lower-case words) indexed by their first word, for
/// matching against a text's ICU words: a `PhraseTable` once it is filled.
///
/// A class with one constant: a language context hands its indexes to the rules for every
/// value, and the table, a struct of ten arrays, would be retained and released ten times
/// per hand-over. Read-only, so any thread may ask it.
public final class PhraseIndex: Sendable {
    private let table: PhraseTable

    init(_ table: PhraseTable) { self.table = table }
    public convenience init() { self.init(PhraseTable()) }
    public convenience init(_ phrases: [String], split: (String) -> [String]) { self.init(PhraseTable(phrases, split: split)) }

    public var isEmpty: Bool { table.isEmpty }
    /// Whether a phrase starts with the word: where none of a text's words does, `matches`
    /// finds nothing.
    public func starts(with word: String) -> Bool { table.starts(with: word) }
    /// Whether a phrase may end with the word: where a text's last word is none of them, no
    /// match of `matches` ends the text. Always true for a table that keeps no last words.
    public func ends(with word: String) -> Bool { table.ends(with: word) }
    /// The longest phrase that starts at `i`, as a word count. The words are as
    /// `LanguageContext.lower` makes them (in NFC), as a unit's `lowerWords` are.
    public func match(_ words: [String], at i: Int) -> Int? { table.longestMatch(words, at: i)?.length }
    /// The longest phrase that starts at `i`: its word count and its tag.
    func longestMatch(_ words: [String], at i: Int) -> (length: Int, tag: Int)? { table.longestMatch(words, at: i) }
    /// Every match, left to right, not overlapping: (start, length). With `flags` (the words'
    /// `WordFlags`), looked for only at the words that have `start`, the flag of the words this
    /// list's phrases start with. The words are in NFC, as for `match(_:at:)`.
    public func matches(_ words: [String], flags: [WordFlags]? = nil, start: WordFlags = []) -> [(start: Int, length: Int)] {
        table.matches(words, flags: flags, start: start)
    }
    /// Single-word entries only.
    public var singleWords: [String] { table.singleWords }
    /// The words the phrases start with, in NFC.
    var firstWords: [String] { table.firstWordTexts }
}

/// Phrases indexed by their first word, as they are added (see `PhraseIndex`, which holds
/// one when it is filled).
struct PhraseTable: Sendable {
    /// One indexed phrase: its words after the first and the tag its inserter gave it
    /// (the verb table's slot of a verb form; 0 for a plain phrase list).
    struct Phrase: Sendable {
        /// Empty for a single word: most phrases hold no array of their own.
        var rest: [String]
        var tag: Int
        var length: Int { rest.count + 1 }
    }

    /// The phrases that start with one word, longest first (equal lengths in insertion
    /// order). Most words start one phrase, held without an array.
    enum Bucket: Sendable {
        case one(Phrase)
        case many([Phrase])

        /// The tag of the phrase whose words after the first are `rest`, if there is one.
        func tag(ofRest rest: [String]) -> Int? {
            switch self {
            case .one(let p): return p.rest == rest ? p.tag : nil
            case .many(let list): return list.first { $0.rest == rest }?.tag
            }
        }

        /// Adds a phrase after every one at least as long, so that the longest phrase
        /// wins (equal lengths keep their order).
        mutating func add(_ phrase: Phrase) {
            switch self {
            case .many(let list) where list.isEmpty:
                self = .one(phrase)
            case .one(let p):
                self = .many(p.length < phrase.length ? [phrase, p] : [p, phrase])
            case .many(var list):
                self = .one(phrase) // drops this bucket's reference to the list, so it grows in place
                list.insert(phrase, at: list.firstIndex { $0.length < phrase.length } ?? list.count)
                self = .many(list)
            }
        }
    }

    /// The phrases' first words, and by each one's number its bucket.
    private var firstWords = WordTable()
    private var buckets: [Bucket] = []
    /// The phrases' last words: a text whose last word is none of them has no phrase at its end.
    private var lastWords = WordTable()
    private var keepsLastWords = true

    init() {}

    init(_ phrases: [String], split: (String) -> [String]) {
        reserveCapacity(phrases.count)
        for p in phrases { insert(words: split(p)) }
    }

    /// Makes room for `n` first words.
    mutating func reserveCapacity(_ n: Int) {
        firstWords.reserveCapacity(n)
        buckets.reserveCapacity(n)
    }

    mutating func insert(words: [String]) { insert(words: words, tag: 0) }

    /// Inserts a phrase with a tag that `longestMatch` gives back.
    mutating func insert(words: [String], tag: Int) {
        guard let first = words.first else { return }
        lastWords.insert(words[words.count - 1])
        if words.count == 1 { singleWords.append(first) }
        let phrase = Phrase(rest: words.count == 1 ? [] : Array(words.dropFirst()), tag: tag)
        buckets[bucket(of: first)].add(phrase)
    }

    /// Inserts a phrase tagged `newTag`, unless a phrase of the same words is there: then
    /// its tag stands, and the phrase is inserted again with it only when `again`. Gives
    /// the tag and whether it is `newTag`; nil for no words. One lookup.
    mutating func insert(words: [String], newTag: Int, again: Bool) -> (tag: Int, isNew: Bool)? {
        guard let first = words.first else { return nil }
        // The verb table, tens of thousands of forms, keeps no last words (see `ends(with:)`).
        keepsLastWords = false
        let rest = words.count == 1 ? [] : Array(words.dropFirst())
        var result = (tag: newTag, isNew: true)
        var added = true
        func update(_ bucket: inout Bucket) {
            if let tag = bucket.tag(ofRest: rest) {
                result = (tag, false)
                if again { bucket.add(Phrase(rest: rest, tag: tag)) } else { added = false }
            } else {
                bucket.add(Phrase(rest: rest, tag: newTag))
            }
        }
        update(&buckets[bucket(of: first)])
        if added && words.count == 1 { singleWords.append(first) }
        return result
    }

    /// The bucket of a first word, made (an empty list) when the word is new.
    private mutating func bucket(of first: String) -> Int {
        let (n, isNew) = firstWords.insert(first)
        if isNew { buckets.append(.many([])) }
        return n
    }

    var isEmpty: Bool { firstWords.isEmpty }
    var firstWordTexts: [String] { firstWords.words }
    func starts(with word: String) -> Bool { firstWords.number(of: word) != nil }
    func ends(with word: String) -> Bool { !keepsLastWords || lastWords.number(of: word) != nil }

    func longestMatch(_ words: [String], at i: Int) -> (length: Int, tag: Int)? {
        guard i < words.count, let n = firstWords.number(of: words[i]) else { return nil }
        switch buckets[n] {
        case .one(let p):
            return Self.matches(p, words, at: i) ? (p.length, p.tag) : nil
        case .many(let list):
            for p in list where Self.matches(p, words, at: i) { return (p.length, p.tag) }
            return nil
        }
    }

    /// Whether the words after `i` are the phrase's words after its first. Both are NFC (the
    /// table's words are, and the words asked about are as `LanguageContext.lower` makes them):
    /// words of different lengths are told apart at once.
    @inline(__always)
    private static func matches(_ p: Phrase, _ words: [String], at i: Int) -> Bool {
        guard p.rest.count < words.count - i else { return false }
        var k = 0
        while k < p.rest.count {
            if !UTF8Scalars.sameNFC(words[i + 1 + k], p.rest[k]) { return false }
            k += 1
        }
        return true
    }

    /// Every match, left to right; with `flags`, looked for only at the words that have `start`.
    func matches(_ words: [String], flags: [WordFlags]? = nil, start: WordFlags = []) -> [(start: Int, length: Int)] {
        var out: [(start: Int, length: Int)] = []
        var i = 0
        while i < words.count {
            if flags?[i].contains(start) != false, let n = longestMatch(words, at: i)?.length { out.append((i, n)); i += n } else { i += 1 }
        }
        return out
    }

    private(set) var singleWords: [String] = []
}

extension PhraseTable {
    /// The table as bytes (`VerbTableBytes`), for `init(from:)`.
    func encode(into out: inout VerbTableBytes.Writer) {
        firstWords.encode(into: &out)
        out.int(buckets.count)
        for b in buckets {
            let list: [Phrase]
            switch b {
            case .one(let p): list = [p]
            case .many(let l): list = l
            }
            out.int(list.count)
            for p in list {
                out.strings(p.rest)
                out.int(p.tag)
            }
        }
        lastWords.encode(into: &out)
        out.byte(keepsLastWords ? 1 : 0)
        out.strings(singleWords)
    }

    /// The table `encode` wrote; nil when the bytes are not one.
    init?(from r: inout VerbTableBytes.Reader) {
        guard let first = WordTable(from: &r), let count = r.int(), count == first.count else { return nil }
        firstWords = first
        buckets.reserveCapacity(count)
        for _ in 0..<count {
            guard let n = r.int(), n >= 1, let rest = r.strings(), let tag = r.int() else { return nil }
            // As `Bucket.add` leaves them: one phrase held alone (most), more in a list.
            let first = Phrase(rest: rest, tag: tag)
            if n == 1 {
                buckets.append(.one(first))
                continue
            }
            var list = [first]
            list.reserveCapacity(n)
            for _ in 1..<n {
                guard let rest = r.strings(), let tag = r.int() else { return nil }
                list.append(Phrase(rest: rest, tag: tag))
            }
            buckets.append(.many(list))
        }
        guard let last = WordTable(from: &r), let keeps = r.byte(), keeps <= 1, let single = r.strings() else { return nil }
        lastWords = last
        keepsLastWords = keeps == 1
        singleWords = single
    }
}
