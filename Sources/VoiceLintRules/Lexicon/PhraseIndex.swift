/// Phrases (runs of lower-case words) indexed by their first word, for
/// matching against a text's ICU words.
public struct PhraseIndex: Sendable {
    /// One indexed phrase: its words and the tag its inserter gave it (the verb
    /// table's slot of a verb form; 0 for a plain phrase list).
    struct Phrase: Sendable {
        var words: [String]
        var tag: Int
    }

    /// The phrases by first word, longest first (equal lengths in insertion order).
    private var byFirst: [NFCKey: [Phrase]] = [:]

    public init() {}

    public init(_ phrases: [String], split: (String) -> [String]) {
        reserveCapacity(phrases.count)
        for p in phrases { insert(words: split(p)) }
    }

    /// Makes room for `n` first words.
    mutating func reserveCapacity(_ n: Int) { byFirst.reserveCapacity(n) }

    public mutating func insert(words: [String]) { insert(words: words, tag: 0) }

    /// Inserts a phrase with a tag that `longestMatch` gives back.
    mutating func insert(words: [String], tag: Int) {
        guard let first = words.first else { return }
        if words.count == 1 { singleWords.append(first) }
        // Longest first, so the longest phrase wins (equal lengths keep their order).
        let phrase = Phrase(words: words, tag: tag)
        byFirst[NFCKey(first), default: []].insertLongestFirst(phrase)
    }

    public var isEmpty: Bool { byFirst.isEmpty }

    /// The longest phrase that starts at `i`, as a word count.
    public func match(_ words: [String], at i: Int) -> Int? { longestMatch(words, at: i)?.length }

    /// The longest phrase that starts at `i`: its word count and its tag.
    func longestMatch(_ words: [String], at i: Int) -> (length: Int, tag: Int)? {
        guard i < words.count, let candidates = byFirst[NFCKey(words[i])] else { return nil }
        let available = words.count - i
        for c in candidates where c.words.count <= available {
            var ok = true
            var k = 1
            while k < c.words.count {
                if words[i + k] != c.words[k] { ok = false; break }
                k += 1
            }
            if ok { return (c.words.count, c.tag) }
        }
        return nil
    }

    /// Every match, left to right, not overlapping: (start, length).
    public func matches(_ words: [String]) -> [(start: Int, length: Int)] {
        var out: [(start: Int, length: Int)] = []
        var i = 0
        while i < words.count {
            if let n = longestMatch(words, at: i)?.length { out.append((i, n)); i += n } else { i += 1 }
        }
        return out
    }

    /// Single-word entries only.
    public private(set) var singleWords: [String] = []
}

extension Array where Element == PhraseIndex.Phrase {
    /// Inserts after every phrase at least as long (a list is short: a linear search).
    mutating func insertLongestFirst(_ phrase: PhraseIndex.Phrase) {
        let n = phrase.words.count
        if let last = self.last, last.words.count < n {
            insert(phrase, at: firstIndex { $0.words.count < n } ?? count)
        } else {
            append(phrase)
        }
    }
}
