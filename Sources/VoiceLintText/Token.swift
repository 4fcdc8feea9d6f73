// Plain Swift types for what ICU says about a text. No Foundation here:
// Foundation on Linux carries its own ICU headers, which clash with the system's.

/// What an ICU word-break token is: a word, a number, punctuation, a symbol or space.
public enum TokenKind: String, Sendable, BitwiseCopyable {
    /// Letters in any script (ICU UBRK_WORD_LETTER, KANA, IDEO).
    case word
    /// Digits (UBRK_WORD_NUMBER).
    case number
    /// Punctuation marks.
    case punctuation
    /// Symbols and emoji.
    case symbol
    /// White space.
    case space
}

/// One ICU token: its text, kind and UTF-16 offsets in the text it came from.
public struct Token: Equatable, Sendable {
    public let text: String
    public let kind: TokenKind
    /// Offsets in UTF-16 code units into the analysed string.
    public let start: Int
    public let end: Int

    public init(text: String, kind: TokenKind, start: Int, end: Int) {
        self.text = text
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// A word or a number: what a person would count as a word.
    public var isWordLike: Bool { kind == .word || kind == .number }

    /// The words and numbers of the tokens, in order (`filter(\.isWordLike)`, in an array
    /// made once at the size it may need, not grown as it fills).
    public static func wordLike(_ tokens: [Token]) -> [Token] {
        var words: [Token] = []
        words.reserveCapacity(tokens.count)
        for t in tokens where t.isWordLike { words.append(t) }
        return words
    }
}

/// One ICU token as a span of the analysed text: its kind and UTF-16 offsets, no text of its
/// own (a `String` for every word, space and mark of every value cost more than reading the
/// few a rule asks for: `text(in:)`).
public struct TokenSpan: Equatable, Sendable, BitwiseCopyable {
    public let kind: TokenKind
    /// Offsets in UTF-16 code units into the analysed text.
    public let start: Int
    public let end: Int

    public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// A word or a number: what a person would count as a word.
    public var isWordLike: Bool { kind == .word || kind == .number }

    /// The token's text, from the UTF-16 units of the text it was made from.
    public func text(in units: [UInt16]) -> String {
        units.withUnsafeBufferPointer { UTF16Text.string(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}

/// The case of a letter, for scripts that have case.
public enum LetterCase: Sendable, Equatable {
    case upper, lower, title
}
