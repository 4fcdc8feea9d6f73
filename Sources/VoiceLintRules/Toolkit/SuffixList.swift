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

    init(_ list: [String]) {
        endings = list.map { s in
            let last = TextSearch.lastScalar(s)
            let marks = !s.isEmpty && s.unicodeScalars.allSatisfy { $0.value >= 0x20 && TextSearch.endsOnlyAsItself($0) }
            return Ending(text: s, onlyItself: last.flatMap { TextSearch.endsOnlyAsItself($0) ? $0 : nil }, marks: marks ? Array(s.utf8) : nil)
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

    /// Whether the text ends with one of the endings.
    func endsText<S: StringProtocol>(_ text: S) -> Bool { first(endingText: text) != nil }
}
