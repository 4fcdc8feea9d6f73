/// Suffixes indexed by their last Unicode scalar, so that finding the ones a text ends
/// with tests a few candidates instead of every suffix (Japanese and Korean hint endings
/// number in the hundreds). Same answers as testing `hasSuffix` on every suffix, in order.
struct SuffixIndex<Value> {
    private var byLast: [Unicode.Scalar: [(suffix: String, value: Value)]] = [:]
    private var all: [(suffix: String, value: Value)] = []

    init(_ items: [(String, Value)]) {
        for (s, v) in items {
            all.append((s, v))
            if let last = s.unicodeScalars.last { byLast[last, default: []].append((s, v)) }
        }
    }

    /// The first suffix, in the given order, that `text` ends with (String.hasSuffix).
    func first(in text: String) -> (suffix: String, value: Value)? {
        guard let last = text.unicodeScalars.last else { return all.first { $0.suffix.isEmpty } }
        // A text that ends with a combining mark or a conjoining jamo may end, canonically,
        // with a suffix whose last scalar differs: test every suffix then.
        let v = last.value
        let mark: Bool
        switch last.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: mark = true
        default: mark = (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
        }
        if mark || all.contains(where: { $0.suffix.isEmpty }) { return all.first { text.hasSuffix($0.suffix) } }
        return byLast[last]?.first { text.hasSuffix($0.suffix) }
    }
}
