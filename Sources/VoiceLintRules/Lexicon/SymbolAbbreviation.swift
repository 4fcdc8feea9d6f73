#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An abbreviation that is not a word to ICU ("w/", "#", "z. b.", "n°"), what it stands for,
/// and the mark a text must hold for it to stand there: most texts hold none, and are neither
/// lower-cased nor searched for it.
public struct SymbolAbbreviation: Sendable {
    /// As the lexicon spells it (in lower case).
    public let abbreviation: String
    public let full: String
    /// The UTF-8 bytes of its first Character that is not a letter, where that is one scalar of
    /// punctuation or a symbol that case mapping leaves alone ("/", "#", ".", "°"): lower-casing
    /// a text neither makes nor removes it, so a text without these bytes does not hold the
    /// abbreviation. Empty where there is no such mark: any text may hold it.
    let mark: [UInt8]
    /// The mark is a full stop with a letter or a mark after it in the abbreviation ("z.b.",
    /// "z. b.", "n.º"): a text holds it only where one of its full stops has more than full
    /// stops and white space after it, not where its one full stop ends the sentence.
    let markIsInnerStop: Bool

    public init(_ abbreviation: String, _ full: String) {
        self.abbreviation = abbreviation
        self.full = full
        guard let c = abbreviation.firstIndex(where: { !$0.isLetter }), abbreviation[c].unicodeScalars.count == 1,
              let m = abbreviation[c].unicodeScalars.first, Self.isCaselessMark(m) else {
            mark = []
            markIsInnerStop = false
            return
        }
        mark = Array(String(m).utf8)
        markIsInnerStop = m == "." && abbreviation[abbreviation.index(after: c)...].contains { $0 != "." && !$0.isWhitespace }
    }

    /// Punctuation or a symbol, which no case mapping makes from another scalar or changes.
    private static func isCaselessMark(_ m: Unicode.Scalar) -> Bool {
        switch m.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return !m.properties.changesWhenCaseMapped
        default:
            return false
        }
    }

    /// Whether the text's UTF-8 bytes may hold the abbreviation (in any case). `innerStop`:
    /// whether the text has a full stop with more after it (`hasInnerStop`), found when first
    /// asked and kept for the next abbreviation.
    @inline(__always)
    func mayStand(in text: UnsafeBufferPointer<UInt8>, innerStop: inout Bool?) -> Bool {
        guard !mark.isEmpty else { return true }
        if markIsInnerStop {
            if innerStop == nil { innerStop = Self.hasInnerStop(text) }
            return innerStop!
        }
        return mark.withUnsafeBufferPointer { TextSearch.contains(bytes: text, $0, foldingASCIICase: false) }
    }

    /// Whether a full stop in the bytes has a byte after it that is neither a full stop nor
    /// ASCII white space ("z.B. Fotos", "Nr.3"); the first full stop has the most after it.
    static func hasInnerStop(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let t = text.baseAddress, let dot = memchr(t, 0x2E, text.count) else { return false }
        var i = UnsafeRawPointer(dot) - UnsafeRawPointer(t) + 1
        while i < text.count {
            let b = text[i]
            if b != 0x2E && b != 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { return true }
            i += 1
        }
        return false
    }
}
