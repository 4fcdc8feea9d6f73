internal import CICU

/// Locale-aware case questions and mappings (Turkish dotted i, scripts without case).
public enum CaseMapping {
    /// The case of a character, or nil where it has none (digits, CJK, Arabic, punctuation).
    public static func letterCase(_ scalar: Unicode.Scalar) -> LetterCase? {
        let c = Int32(bitPattern: scalar.value)
        if cicu_is_title(c) != 0 { return .title }
        if cicu_is_upper(c) != 0 { return .upper }
        if cicu_is_lower(c) != 0 { return .lower }
        if cicu_is_cased(c) != 0 { return .lower }
        return nil
    }

    /// The first character of the text that has case, with its case.
    public static func firstCased(_ text: Substring) -> (scalar: Unicode.Scalar, letterCase: LetterCase)? {
        for s in text.unicodeScalars {
            if let lc = letterCase(s) { return (s, lc) }
        }
        return nil
    }

    public static func firstCased(_ text: String) -> (scalar: Unicode.Scalar, letterCase: LetterCase)? {
        firstCased(text[...])
    }

    /// The lower case of a capital whose lower case is one character at a fixed offset, in
    /// every locale that may use it: Cyrillic А-Я and Ѐ-Џ, and (with `latin`) A-Z and À-Þ.
    /// Nil for any other character (Turkish, Azerbaijani and Lithuanian lower some Latin
    /// capitals otherwise: their callers pass `latin: false`).
    @inline(__always)
    public static func simpleLowercase(_ v: UInt32, latin: Bool = true) -> UInt32? {
        if v >= 0x410 && v <= 0x42F { return v + 0x20 }
        if v >= 0x400 && v <= 0x40F { return v + 0x50 }
        if latin && ((v >= 0x41 && v <= 0x5A) || (v >= 0xC0 && v <= 0xDE && v != 0xD7)) { return v + 0x20 }
        return nil
    }

    /// `text.lowercased()` of ASCII text: its capitals' bytes lowered in place.
    public static func asciiLowercased(_ text: String) -> String {
        UTF8Scalars.withBytes(text) { p in
            String(unsafeUninitializedCapacity: p.count) { out in
                for i in 0..<p.count {
                    let b = p[i]
                    out[i] = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
                }
                return p.count
            }
        }
    }

    /// `asciiLowercased` of the ASCII text whose UTF-16 units these are (every unit below 0x80).
    public static func asciiLowercased(units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count) { out in
            for i in 0..<units.count {
                let u = units[i]
                out[i] = u >= 0x41 && u <= 0x5A ? UInt8(u) + 0x20 : UInt8(u)
            }
            return units.count
        }
    }

    /// `text.lowercased()` (Unicode's default mapping, no locale), made without it where
    /// every letter of the text is of the common alphabets: their capitals (basic Latin,
    /// Latin-1, Cyrillic) lower by a fixed offset, and their other characters have no
    /// lower case of their own. Any other character that lowers: the general mapping.
    public static func lowercased(_ text: String) -> String {
        if UTF8Scalars.isASCII(text) { return asciiLowercased(text) }
        // Every capital lowered here keeps its UTF-8 length: the bytes are rewritten in place.
        var bytes = Array(text.utf8)
        let needsGeneralMapping = bytes.withUnsafeMutableBufferPointer { m -> Bool in
            var i = 0
            while i < m.count {
                let b = m[i]
                if b < 0x80 {
                    if b >= 0x41 && b <= 0x5A { m[i] = b + 0x20 }
                    i += 1
                    continue
                }
                let length = UTF8Scalars.length(lead: b)
                let v = UTF8Scalars.value(UnsafeBufferPointer(m), at: i, length: length)
                let simple = simpleLowercase(v)
                let lower = simple ?? v
                if simple == nil, !((v >= 0xDF && v <= 0xFF) || (v >= 0x430 && v <= 0x45F) || (v >= 0x2000 && v <= 0x206F) || (v >= 0x3000 && v <= 0x9FFF)),
                   Unicode.Scalar(v)?.properties.changesWhenLowercased != false {
                    return true
                }
                if lower != v {
                    // Two bytes before and after (U+00C0 to U+045F).
                    m[i] = UInt8(0xC0 | (lower >> 6))
                    m[i + 1] = UInt8(0x80 | (lower & 0x3F))
                }
                i += length
            }
            return false
        }
        if needsGeneralMapping { return text.lowercased() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when the text has at least one cased letter and none is lower case.
    public static func isAllUpper(_ text: String) -> Bool {
        var sawCased = false
        for s in text.unicodeScalars {
            switch letterCase(s) {
            case .lower?: return false
            case .upper?, .title?: sawCased = true
            case nil: continue
            }
        }
        return sawCased
    }

    public static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_alphabetic(Int32(bitPattern: scalar.value)) != 0
    }

    public static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_digit(Int32(bitPattern: scalar.value)) != 0
    }

    public static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_punct(Int32(bitPattern: scalar.value)) != 0
    }

    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_whitespace(Int32(bitPattern: scalar.value)) != 0
    }

    public static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_pictographic(Int32(bitPattern: scalar.value)) != 0
    }

    /// Symbols (math, currency, modifier, other) by ICU general category.
    public static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        let t = cicu_char_type(Int32(bitPattern: scalar.value))
        // U_MATH_SYMBOL 25, U_CURRENCY_SYMBOL 26, U_MODIFIER_SYMBOL 27, U_OTHER_SYMBOL 28
        return (25...28).contains(t)
    }

    static func map(_ text: String, locale: String, upper: Bool) -> String {
        let src = UTF16Text.units(text)
        if src.isEmpty { return text }
        var cap = src.count + 16
        while true {
            var dest = [UInt16](repeating: 0, count: cap)
            var status: Int32 = 0
            let n = dest.withUnsafeMutableBufferPointer { d in
                src.withUnsafeBufferPointer { s in
                    upper
                        ? cicu_to_upper(d.baseAddress, Int32(cap), s.baseAddress, Int32(s.count), locale, &status)
                        : cicu_to_lower(d.baseAddress, Int32(cap), s.baseAddress, Int32(s.count), locale, &status)
                }
            }
            if status == 15 /* U_BUFFER_OVERFLOW_ERROR */ || Int(n) > cap { cap = Int(n) + 1; continue }
            if status > 0 { return text }
            return UTF16Text.string(dest[0..<Int(n)])
        }
    }

    /// NFC form of the text.
    public static func nfc(_ text: String) -> String {
        // Most text is of ranges that are NFC as they stand: no ICU call, no copy.
        if isKnownNFC(text) { return text }
        let src = UTF16Text.units(text)
        if src.isEmpty { return text }
        var cap = src.count * 2 + 8
        while true {
            var dest = [UInt16](repeating: 0, count: cap)
            var status: Int32 = 0
            let n = dest.withUnsafeMutableBufferPointer { d in
                src.withUnsafeBufferPointer { s in
                    cicu_nfc(d.baseAddress, Int32(cap), s.baseAddress, Int32(s.count), &status)
                }
            }
            if status == 15 || Int(n) > cap { cap = Int(n) + 1; continue }
            if status > 0 { return text }
            return UTF16Text.string(dest[0..<Int(n)])
        }
    }

    /// True when every character is of a range whose characters are NFC on their own,
    /// never reorder (combining class 0) and never combine with a neighbour: such a text
    /// is NFC. Latin up to U+02FF, Greek and Cyrillic letters, Hebrew and Arabic letters,
    /// Thai without its vowel and tone marks below and above, kana, Han, Hangul syllables,
    /// general and CJK punctuation, full-width forms. Anything else: false (maybe NFC).
    public static func isKnownNFC(_ s: String) -> Bool {
        UTF8Scalars.withBytes(s) { isKnownNFC($0) }
    }

    /// `isKnownNFC` of valid UTF-8 bytes, decoded in place.
    public static func isKnownNFC(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        let table = nfcOnTheirOwn
        var i = 0
        while i < p.count {
            if p[i] < 0x80 { i += 1; continue }
            let n = UTF8Scalars.length(lead: p[i])
            // Beyond U+FFFF (four bytes), or cut short: not known to be NFC.
            guard n < 4, i + n <= p.count else { return false }
            let v = UTF8Scalars.value(p, at: i, length: n)
            i += n
            if table[Int(v >> 6)] & (1 << UInt64(v & 63)) != 0 { continue }
            return false
        }
        return true
    }

    /// `isNFCOnItsOwn` of every scalar below U+10000, a bit each: a word's characters are
    /// looked up, not compared with each range in turn.
    private static let nfcOnTheirOwn: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for v in 0..<UInt32(0x10000) where isNFCOnItsOwn(v) { bits[Int(v >> 6)] |= 1 << UInt64(v & 63) }
        return bits
    }()

    /// See `isKnownNFC`: the scalars of the ranges it names (U+0300 and above).
    private static func isNFCOnItsOwn(_ v: UInt32) -> Bool {
        if v < 0x300 { return true }
        if v < 0x0E00 {
            return (v >= 0x38E && v <= 0x3A1) || (v >= 0x3A3 && v <= 0x3FF) || v == 0x386 || (v >= 0x388 && v <= 0x38A) || v == 0x38C
                || (v >= 0x400 && v <= 0x482) || (v >= 0x488 && v <= 0x52F)
                || (v >= 0x5D0 && v <= 0x5EA) || (v >= 0x620 && v <= 0x64A)
        }
        if (v >= 0xE01 && v <= 0xE37) || (v >= 0xE3F && v <= 0xE47) || (v >= 0xE4C && v <= 0xE5B) { return true }
        if (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x3041 && v <= 0x3096) || (v >= 0x30A0 && v <= 0x30FF)
            || (v >= 0xAC00 && v <= 0xD7A3) { return true }
        return (v >= 0x2010 && v <= 0x2064) || (v >= 0x3000 && v <= 0x3029) || (v >= 0x3030 && v <= 0x303F) || (v >= 0xFF01 && v <= 0xFFBE)
    }
}
