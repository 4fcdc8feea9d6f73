/// Strings made of bytes already found to be valid UTF-8: a String Catalog's bytes pass
/// `InputCheck` whole before they are walked, and its strings are cut from them at quotes
/// (ASCII, never inside a character), so each is valid UTF-8 too. `String(decoding:as:)`
/// validated each again (a third of what making a non-ASCII string cost).
enum ValidUTF8 {
    /// The string of `bytes`, which must be valid UTF-8 (as above): not validated again. Where
    /// the standard library lacks the initializer that skips validation (compilers before Swift
    /// 6.2, Apple's systems before their 2025 releases), the bytes are decoded as any bytes are.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !bytes.isEmpty else { return "" }
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Whether the bytes are ASCII is told to the string, as decoding tells it: an ASCII
            // string compares and walks its characters by faster paths.
            return unsafe String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every byte is below 0x80, eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var k = 0, high: UInt64 = 0
        while k + 8 <= bytes.count {
            high |= ByteBlocks.load(base + k)
            k += 8
        }
        while k < bytes.count {
            high |= UInt64(bytes[k])
            k += 1
        }
        return high & ByteBlocks.highBits == 0
    }
}
