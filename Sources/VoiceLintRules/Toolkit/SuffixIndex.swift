import VoiceLintText

/// Suffixes indexed by the last Unicode scalar of their NFC form, so that finding the ones a
/// text ends with tests a few candidates instead of every suffix (Japanese and Korean hint
/// endings number in the hundreds). Same answers as testing `hasSuffix` on every suffix, in order.
///
/// A text that ends with a suffix (Characters compared canonically, as `hasSuffix` does) ends,
/// in NFC, with the suffix's NFC bytes: composition never crosses a Character boundary. So
/// only the candidates whose NFC bytes end the text's NFC bytes are asked `hasSuffix`.
struct SuffixIndex<Value> {
    private var byLast: [Unicode.Scalar: [(suffix: String, nfc: [UInt8], value: Value)]] = [:]
    private var all: [(suffix: String, value: Value)] = []
    /// An empty suffix ends every text: then every suffix is tested, in order.
    private var hasEmptySuffix = false

    init(_ items: [(String, Value)]) {
        for (s, v) in items {
            if s.isEmpty { hasEmptySuffix = true }
            all.append((s, v))
            let nfc = CaseMapping.nfc(s)
            if let last = nfc.unicodeScalars.last { byLast[last, default: []].append((s, Array(nfc.utf8), v)) }
        }
    }

    /// The first suffix, in the given order, that `text` ends with (String.hasSuffix).
    func first(in text: String) -> (suffix: String, value: Value)? {
        if text.isEmpty || hasEmptySuffix { return all.first { text.hasSuffix($0.suffix) } }
        let nfc = CaseMapping.nfc(text)
        guard let last = nfc.unicodeScalars.last else { return nil }
        // A text that ends with a combining mark or a conjoining jamo: every suffix is tested.
        let v = last.value
        let mark: Bool
        // Below U+0300, and ideographs, kana (without the voicing marks) and Hangul syllables, are
        // no marks: most texts end so, and the property is not looked up.
        if v < 0x300 || TextSearch.isIdeographKanaOrHangul(v) {
            mark = false
        } else {
            switch last.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: mark = true
            default: mark = (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
            }
        }
        if mark { return all.first { text.hasSuffix($0.suffix) } }
        guard let candidates = byLast[last] else { return nil }
        guard let found = UTF8Scalars.withBytes(nfc, { bytes in candidates.first { c in
            Self.endsWith(bytes, c.nfc) && text.hasSuffix(c.suffix)
        } }) else { return nil }
        return (found.suffix, found.value)
    }

    /// Whether the bytes end with the suffix's bytes (compared from the end: most candidates
    /// differ in their last bytes but one).
    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        guard suffix.count <= bytes.count else { return false }
        var i = bytes.count - 1, k = suffix.count - 1
        while k >= 0 {
            if bytes[i] != suffix[k] { return false }
            i -= 1
            k -= 1
        }
        return true
    }
}
