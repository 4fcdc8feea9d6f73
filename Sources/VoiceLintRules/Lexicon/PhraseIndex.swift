/// Phrases (runs of lower-case words) indexed by their first word, for
/// matching against a text's ICU words.
public struct PhraseIndex: Sendable {
    private var byFirst: [String: [[String]]] = [:]

    public init() {}

    public init(_ phrases: [String], split: (String) -> [String]) {
        for p in phrases { insert(words: split(p)) }
    }

    public mutating func insert(words: [String]) {
        guard let first = words.first else { return }
        if words.count == 1 { singleWords.append(first) }
        // Longest first, so the longest phrase wins (equal lengths keep their order).
        var list = byFirst.removeValue(forKey: first) ?? []
        let at = list.firstIndex { $0.count < words.count } ?? list.count
        list.insert(words, at: at)
        byFirst[first] = list
    }

    public var isEmpty: Bool { byFirst.isEmpty }

    /// The longest phrase that starts at `i`, as a word count.
    public func match(_ words: [String], at i: Int) -> Int? {
        guard i < words.count, let candidates = byFirst[words[i]] else { return nil }
        for c in candidates where i + c.count <= words.count {
            var ok = true
            for k in 1..<max(c.count, 1) where words[i + k] != c[k] { ok = false; break }
            if ok { return c.count }
        }
        return nil
    }

    /// Every match, left to right, not overlapping: (start, length).
    public func matches(_ words: [String]) -> [(start: Int, length: Int)] {
        var out: [(start: Int, length: Int)] = []
        var i = 0
        while i < words.count {
            if let n = match(words, at: i) { out.append((i, n)); i += n } else { i += 1 }
        }
        return out
    }

    /// Single-word entries only.
    public private(set) var singleWords: [String] = []
}
