#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VoiceLintCatalog
import VoiceLintText

/// A label whose key or comment says it describes an image may be a full sentence.
enum ImageDescription {
    static let keyMarks = ["imagedescription", "alttext", "illustration", "imagealt", "photodescription"]
    static let commentMarks = ["image description", "describes the image", "illustration", "alt text", "alternative text", "describes the photo"]

    static func matches(_ entry: Entry) -> Bool {
        let key = letters(entry.key)
        if keyMarks.contains(where: { TextSearch.contains(key, $0) }) { return true }
        guard let comment = entry.comment else { return false }
        // In ASCII, lower-casing maps letters byte for byte: the comment is searched without
        // a lower-cased copy (comments can be long; the marks are lower-case ASCII).
        if UTF8Scalars.isASCII(comment) {
            return commentMarks.contains { TextSearch.containsIgnoringASCIICase(comment, $0) }
        }
        let c = CaseMapping.lowercased(comment)
        return commentMarks.contains { TextSearch.contains(c, $0) }
    }

    /// The key's letters in lower case ("Photo_Description.label" -> "photodescriptionlabel").
    private static func letters(_ key: String) -> String {
        if UTF8Scalars.isASCII(key) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(key.utf8.count)
            for b in key.utf8 {
                if b >= 0x41 && b <= 0x5A { bytes.append(b + 0x20) } else if b >= 0x61 && b <= 0x7A { bytes.append(b) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(CaseMapping.lowercased(key).unicodeScalars.filter { $0.properties.isAlphabetic }))
    }
}

enum TextSearch {
    /// Whether the text's UTF-8 holds the byte (`text.utf8.contains(byte)`, by the C library's
    /// `memchr` rather than the view's iterator, which took about as long per value as a rule).
    static func containsByte(_ text: String, _ byte: UInt8) -> Bool {
        UTF8Scalars.withBytes(text) { b in
            guard let base = b.baseAddress else { return false }
            return memchr(base, Int32(byte), b.count) != nil
        }
    }

    /// Substring search on UTF-8 bytes (Foundation's is locale-aware and slow).
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        search(haystack, needle, foldingASCIICase: false)
    }

    /// Substring search on UTF-8 bytes, ignoring the case of ASCII letters; `needle` is in lower case.
    static func containsIgnoringASCIICase(_ haystack: String, _ needle: String) -> Bool {
        search(haystack, needle, foldingASCIICase: true)
    }

    @inline(__always)
    private static func search(_ haystack: String, _ needle: String, foldingASCIICase fold: Bool) -> Bool {
        UTF8Scalars.withBytes(haystack) { hb in
            UTF8Scalars.withBytes(needle) { nb in contains(bytes: hb, nb, foldingASCIICase: fold) }
        }
    }

    /// Substring search on UTF-8 bytes (`contains`, `containsIgnoringASCIICase`), for bytes
    /// already at hand.
    @inline(__always)
    static func contains(bytes hb: UnsafeBufferPointer<UInt8>, _ nb: UnsafeBufferPointer<UInt8>, foldingASCIICase fold: Bool) -> Bool {
        @inline(__always) func byte(_ b: UInt8) -> UInt8 { fold && b >= 0x41 && b <= 0x5A ? b + 0x20 : b }
        guard nb.count <= hb.count, let first = nb.first else { return nb.isEmpty }
        // Where the needle has a byte that is no ASCII letter (or case is not folded),
        // the C library's memchr finds that byte's places, many bytes at a time, and
        // each is tried as the match's: "w/" and "approx." against every hint.
        if let anchor = fold ? nb.firstIndex(where: { ($0 | 0x20) < 0x61 || ($0 | 0x20) > 0x7A }) : 0, let base = hb.baseAddress {
            var from = anchor
            let last = hb.count - nb.count + anchor
            while from <= last, let hit = memchr(base + from, Int32(nb[anchor]), last - from + 1) {
                let start = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base - anchor
                var k = 0
                while k < nb.count && byte(hb[start + k]) == nb[k] { k += 1 }
                if k == nb.count { return true }
                from = start + anchor + 1
            }
            return false
        }
        var i = 0
        while i + nb.count <= hb.count {
            if byte(hb[i]) == first {
                var k = 1
                while k < nb.count && byte(hb[i + k]) == nb[k] { k += 1 }
                if k == nb.count { return true }
            }
            i += 1
        }
        return false
    }
}

extension TextSearch {
    /// Whether a scalar above ASCII is a decimal digit (Unicode Nd), with the quick "no" of the
    /// blocks without digits first, before the scalar is made: most scalars here are letters.
    @inline(__always)
    static func isDecimalDigit(aboveASCII v: UInt32) -> Bool {
        mayBeDecimalDigit(v) && isDecimalDigitScalar(v)
    }

    /// The property lookup, kept out of line: inlined, the setting up of its generic types ran
    /// at the start of every function that reads a text's bytes, scalar or not.
    @inline(never)
    static func isDecimalDigitScalar(_ v: UInt32) -> Bool {
        Unicode.Scalar(v).map { $0.properties.numericType == .decimal } == true
    }

    /// False for the blocks without decimal digits that copy is mostly written in.
    static func mayBeDecimalDigit(_ v: UInt32) -> Bool {
        !((0x80...0x65F).contains(v) || (0x66A...0x6EF).contains(v) || (0x6FA...0x7BF).contains(v)
            || (0x3000...0xA61F).contains(v) || (0xAC00...0xD7FF).contains(v))
    }
}

extension TextSearch {
    /// `text.hasSuffix(suffix)`, the same answer, with a quick "no" when the suffix ends with a
    /// mark that only itself is equivalent to ("." "…" "。" "?"...) and the text ends otherwise:
    /// the standard library compares Characters canonically, which is slow for most scripts.
    static func hasSuffix<S: StringProtocol>(_ text: S, _ suffix: String) -> Bool {
        if let end = lastScalar(suffix), endsOnlyAsItself(end), lastScalar(text) != end { return false }
        if let answer = hasMarksSuffix(text, suffix) { return answer }
        return text.hasSuffix(suffix)
    }

    /// `text.hasSuffix(suffix)` compared as bytes, for a suffix of marks that are each a
    /// Character of their own ("." "..." "…" "。"), nil for any other suffix. Each of those
    /// marks is only itself (`endsOnlyAsItself`, no control character) and joins no Character
    /// before it, except after a prepended concatenation mark (`isPrepend`): the text ends with
    /// the suffix's Characters exactly when it ends with its bytes, not after such a mark.
    static func hasMarksSuffix<S: StringProtocol>(_ text: S, _ suffix: String) -> Bool? {
        guard !suffix.isEmpty, suffix.unicodeScalars.allSatisfy({ $0.value >= 0x20 && endsOnlyAsItself($0) }) else { return nil }
        return UTF8Scalars.withBytes(suffix) { endsWithMarks(text, $0) }
    }

    /// `hasMarksSuffix`'s comparison, given the bytes of a suffix of such marks (nil where the
    /// text's bytes are not at hand).
    static func endsWithMarks<S: StringProtocol>(_ text: S, _ end: UnsafeBufferPointer<UInt8>) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { t -> Bool in
            guard t.count >= end.count else { return false }
            let cut = t.count - end.count
            guard UnsafeBufferPointer(rebasing: t[cut...]).elementsEqual(end) else { return false }
            guard let before = lastScalar(ofUTF8: UnsafeBufferPointer(rebasing: t[..<cut])) else { return true }
            return !isPrepend(before.value)
        }
    }

    /// Han ideographs (and Extension A), kana without the combining voicing marks, and
    /// Hangul syllables: each is a Character of its own (none joins the one before), NFC,
    /// and without case.
    @inline(__always)
    static func isIdeographKanaOrHangul(_ v: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x3041...0x3096).contains(v)
            || (0x30A1...0x30FA).contains(v) || (0x30FC...0x30FF).contains(v) || (0xAC00...0xD7A3).contains(v)
    }

    /// Grapheme_Cluster_Break=Prepend, as the standard library's Unicode data has it
    /// (`ShortcutTests` checks every scalar): a mark that joins the Character after it.
    static func isPrepend(_ v: UInt32) -> Bool {
        switch v {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
             0x113D1, 0x1193F, 0x11941, 0x11A84...0x11A89, 0x11D46, 0x11F02: return true
        default: return false
        }
    }

    /// `text.unicodeScalars.last`, read from the UTF-8 bytes in place: the scalar view's
    /// `last` validates its indices on the way, which showed in profiles (every value's end
    /// is read for its full stop, ellipsis and white space).
    static func lastScalar<S: StringProtocol>(_ text: S) -> Unicode.Scalar? {
        if let last = text.utf8.withContiguousStorageIfAvailable({ lastScalar(ofUTF8: $0) }) { return last }
        return text.unicodeScalars.last
    }

    /// `text.unicodeScalars.first`, decoded from the UTF-8 bytes in place (the scalar view's
    /// `first` validates its index on the way).
    static func firstScalar(_ text: String) -> Unicode.Scalar? {
        UTF8Scalars.withBytes(text) { p -> Unicode.Scalar? in
            guard let lead = p.first else { return nil }
            return Unicode.Scalar(UTF8Scalars.value(p, at: 0, length: UTF8Scalars.length(lead: lead)))
        }
    }

    /// The last scalar of valid UTF-8: its continuation bytes back to its lead byte.
    static func lastScalar(ofUTF8 p: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var i = p.count, value: UInt32 = 0, shift: UInt32 = 0
        while i > 0 {
            i -= 1
            let b = UInt32(p[i])
            if b & 0xC0 == 0x80 {
                value |= (b & 0x3F) << shift
                shift += 6
                continue
            }
            // The lead byte keeps 7, 5, 4 or 3 bits for 0, 1, 2 or 3 continuation bytes.
            let bits: UInt32 = shift == 0 ? 0x7F : shift == 6 ? 0x1F : shift == 12 ? 0x0F : 0x07
            return Unicode.Scalar(value | (b & bits) << shift)
        }
        return nil
    }

    /// Scalars that no other scalar or sequence is canonically equivalent to at the end of a
    /// Character: ASCII marks and digits (not ";" or "`", which U+037E and U+1FEF decompose to),
    /// and the full stops and ellipses of the profiles. `ShortcutTests` checks each.
    static func endsOnlyAsItself(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 {
            return !((0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x3B || v == 0x60)
        }
        switch v {
        case 0x2026, 0x2025, 0x22EF, 0x3002, 0xFF0E, 0xFF01, 0xFF1F, 0x061F, 0x06D4, 0x0964, 0x0965: return true
        default: return false
        }
    }
}

