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

    /// `text.lowercased()` (Unicode's default mapping, no locale), made without it where
    /// every letter of the text is of the common alphabets: their capitals (basic Latin,
    /// Latin-1, Cyrillic) lower by a fixed offset, and their other characters have no
    /// lower case of their own. Any other character that lowers: the general mapping.
    public static func lowercased(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for u in text.unicodeScalars {
            let v = u.value
            if (v >= 0x41 && v <= 0x5A) || (v >= 0xC0 && v <= 0xDE && v != 0xD7) || (v >= 0x410 && v <= 0x42F) {
                out.append(Unicode.Scalar(v + 0x20)!)
            } else if v >= 0x400 && v <= 0x40F {
                out.append(Unicode.Scalar(v + 0x50)!)
            } else if v < 0xC0 || (v >= 0xDF && v <= 0xFF) || (v >= 0x430 && v <= 0x45F) || (v >= 0x2000 && v <= 0x206F)
                        || (v >= 0x3000 && v <= 0x9FFF) || !u.properties.changesWhenLowercased {
                out.append(u)
            } else {
                return text.lowercased()
            }
        }
        return String(out)
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
        let src = Array(text.utf16)
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
            return String(decoding: dest[0..<Int(n)], as: UTF16.self)
        }
    }

    /// NFC form of the text.
    public static func nfc(_ text: String) -> String {
        let src = Array(text.utf16)
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
            return String(decoding: dest[0..<Int(n)], as: UTF16.self)
        }
    }
}
