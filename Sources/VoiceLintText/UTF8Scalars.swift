/// The scalars of valid UTF-8 bytes, read in place: the loops that look at every character
/// of every value (the NFC quick check, folding, lower-casing, UTF-16 transcoding) decode them here.
public enum UTF8Scalars {
    /// How many bytes the sequence that `lead` starts has (1 to 4).
    @inlinable @inline(__always)
    public static func length(lead: UInt8) -> Int { lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }

    /// The scalar value of the `length` bytes at `i`, a whole sequence.
    @inlinable @inline(__always)
    public static func value(_ p: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32 {
        let b = UInt32(p[i])
        switch length {
        case 1: return b
        case 2: return (b & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
        case 3: return (b & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
        default: return (b & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6 | UInt32(p[i + 3] & 0x3F)
        }
    }

    /// Whether every byte of the text is ASCII (`text.utf8.allSatisfy { $0 < 0x80 }`), read in
    /// place: the view's generic loop took hundreds of instructions for a short word.
    public static func isASCII(_ text: String) -> Bool {
        withBytes(text) { p in
            var high: UInt8 = 0
            for b in p { high |= b }
            return high < 0x80
        }
    }

    /// `a == b` for two texts in NFC (a lexicon's words, and the words `LanguageContext.lower`
    /// makes): their UTF-8 lengths are compared first. Two NFC texts of different lengths are
    /// not canonically equivalent, and most unequal words differ in length; `==` alone makes a
    /// call into the standard library for every unequal pair (it checks their normalisation).
    @inlinable @inline(__always)
    public static func sameNFC(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    /// Calls `body` with the text's UTF-8 bytes where the string holds them (every native
    /// string), else with a contiguous copy (`withUTF8`). Where a word is looked at many times,
    /// the copy of the string that `withUTF8` must be called on cost a retain and a release each time.
    @inlinable
    public static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let r = try text.utf8.withContiguousStorageIfAvailable(body) { return r }
        var copy = text
        return try copy.withUTF8(body)
    }
}
