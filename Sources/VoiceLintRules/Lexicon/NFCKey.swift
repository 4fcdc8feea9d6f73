import Foundation
import VoiceLintText

/// A word or phrase as a dictionary key, held in NFC, that hashes and compares its
/// UTF-8 bytes. Two keys are equal exactly when their texts are canonically
/// equivalent, as two `String`s are; but `String` normalises a non-ASCII text each
/// time it is hashed or compared, and this key does so once, only where a quick scan
/// cannot tell that the text is NFC already.
struct NFCKey: Hashable, Sendable {
    /// The text, in NFC.
    let text: String

    init(_ s: String) {
        text = Self.isKnownNFC(s) ? s : CaseMapping.nfc(s)
    }

    func hash(into hasher: inout Hasher) {
        var t = text
        t.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: NFCKey, b: NFCKey) -> Bool {
        var x = a.text, y = b.text
        return x.withUTF8 { p in
            y.withUTF8 { q in p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) }
        }
    }

    /// True when every character is of a range whose characters are NFC on their own,
    /// never reorder (combining class 0) and never combine with a neighbour: such a text
    /// is NFC. Latin up to U+02FF, Greek and Cyrillic letters, Hebrew and Arabic letters,
    /// Thai without its vowel and tone marks below and above, kana, Han, Hangul syllables,
    /// general and CJK punctuation, full-width forms. Anything else: false (maybe NFC).
    static func isKnownNFC(_ s: String) -> Bool {
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return true }
        for u in s.unicodeScalars {
            let v = u.value
            if v < 0x300 { continue }
            if v < 0x0E00 {
                if (v >= 0x38E && v <= 0x3A1) || (v >= 0x3A3 && v <= 0x3FF) || v == 0x386 || (v >= 0x388 && v <= 0x38A) || v == 0x38C
                    || (v >= 0x400 && v <= 0x482) || (v >= 0x488 && v <= 0x52F)
                    || (v >= 0x5D0 && v <= 0x5EA) || (v >= 0x620 && v <= 0x64A) { continue }
                return false
            }
            if (v >= 0xE01 && v <= 0xE37) || (v >= 0xE3F && v <= 0xE47) || (v >= 0xE4C && v <= 0xE5B) { continue }
            if (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x3041 && v <= 0x3096) || (v >= 0x30A0 && v <= 0x30FF)
                || (v >= 0xAC00 && v <= 0xD7A3) { continue }
            if (v >= 0x2010 && v <= 0x2064) || (v >= 0x3000 && v <= 0x3029) || (v >= 0x3030 && v <= 0x303F) || (v >= 0xFF01 && v <= 0xFFBE) { continue }
            return false
        }
        return true
    }
}
