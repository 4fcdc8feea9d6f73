/// Endings a text is asked about at every label and hint (a language's full stops, sentence
/// ends and ellipses), each read once: the same answers as `TextSearch.hasSuffix` of each in
/// turn, with the text's last scalar read once and each ending's own facts known beforehand.
final class SuffixList: Sendable {
    private struct Ending: Sendable {
        let text: String
        /// Its last scalar, when only that scalar is equivalent to it (`TextSearch.endsOnlyAsItself`):
        /// a text that ends otherwise does not end with it.
        let onlyItself: Unicode.Scalar?
        /// Its bytes, when it is marks that are each a Character of their own
        /// (`TextSearch.hasMarksSuffix` answers): compared as bytes.
        let marks: [UInt8]?
    }

    private let endings: [Ending]
    /// For a text whose last byte is this ASCII byte: `.ends` where an ending is that one mark,
    /// `.never` where no ending can end the text (each ends only as its own last scalar, and none
    /// with this one), `.ask` otherwise.
    private let asciiLast: [AsciiLast]
    private enum AsciiLast: UInt8 { case never, ends, ask }

    init(_ list: [String]) {
        let endings = list.map { s in
            let last = TextSearch.lastScalar(s)
            let marks = !s.isEmpty && s.unicodeScalars.allSatisfy { $0.value >= 0x20 && TextSearch.endsOnlyAsItself($0) }
            return Ending(text: s, onlyItself: last.flatMap { TextSearch.endsOnlyAsItself($0) ? $0 : nil }, marks: marks ? Array(s.utf8) : nil)
        }
        self.endings = endings
        asciiLast = (0..<UInt8(0x80)).map { b in
            if endings.contains(where: { $0.marks == [b] }) { return .ends }
            if endings.allSatisfy({ $0.onlyItself != nil && $0.onlyItself != Unicode.Scalar(b) }) { return .never }
            return .ask
        }
    }

    var isEmpty: Bool { endings.isEmpty }

    /// The first ending of the list that the text ends with.
    func first<S: StringProtocol>(endingText text: S) -> String? {
        let last = TextSearch.lastScalar(text)
        for e in endings {
            if let only = e.onlyItself, last != only { continue }
            if let marks = e.marks {
                // (Compared as `hasSuffix` does where the text's bytes are not at hand.)
                if marks.withUnsafeBufferPointer({ TextSearch.endsWithMarks(text, $0) }) ?? text.hasSuffix(e.text) { return e.text }
            } else if text.hasSuffix(e.text) {
                return e.text
            }
        }
        return nil
    }

    /// Whether the text ends with one of the endings. A text that ends with an ASCII byte (most
    /// do) is told by that byte where it can be (see `asciiLast`), the endings not walked.
    func endsText<S: StringProtocol>(_ text: S) -> Bool {
        let told = text.utf8.withContiguousStorageIfAvailable { t -> Bool? in
            guard let last = t.last, last < 0x80 else { return nil }
            switch asciiLast[Int(last)] {
            case .never: return false
            case .ends:
                // The mark alone ends the text, unless the scalar before it joins it (a Prepend,
                // as `TextSearch.endsWithMarks` asks): then the endings are asked.
                guard let before = TextSearch.lastScalar(ofUTF8: UnsafeBufferPointer(rebasing: t[..<(t.count - 1)])) else { return true }
                return TextSearch.isPrepend(before.value) ? nil : true
            case .ask: return nil
            }
        }
        if let told, let answer = told { return answer }
        return first(endingText: text) != nil
    }
}
