import VoiceLintText

/// White space in copy: what the whitespace rule looks for, and the cleaning every
/// rewrite applies (runs of spaces folded, the ends trimmed).
enum Spacing {
    /// Whether the text starts and whether it ends with white space, its end scalars decoded
    /// from its bytes in place (a first or last byte of printable ASCII is no white space: most
    /// text is told by its two end bytes). What `trimmed` and the whitespace rule ask.
    static func edges(_ t: String) -> (leading: Bool, trailing: Bool) {
        UTF8Scalars.withBytes(t) { p in
            guard let a = p.first, let z = p.last else { return (false, false) }
            let leading = a > 0x20 && a < 0x7F ? false
                : Unicode.Scalar(UTF8Scalars.value(p, at: 0, length: UTF8Scalars.length(lead: a))).map(isWhitespace) ?? false
            let trailing = z > 0x20 && z < 0x7F ? false : TextSearch.lastScalar(ofUTF8: p).map(isWhitespace) ?? false
            return (leading, trailing)
        }
    }

    /// Unicode White_Space, as `properties.isWhitespace`, without the property lookup: tab to
    /// carriage return, space, next line, no-break space, and the spaces and separators of
    /// General Punctuation and CJK (`ASCIIShortcutTests` compares every scalar).
    @inline(__always)
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        return v == 0x85 || v == 0xA0 || v == 0x1680 || (v >= 0x2000 && v <= 0x200A) || v == 0x2028 || v == 0x2029
            || v == 0x202F || v == 0x205F || v == 0x3000
    }

    /// `t.contains { $0.isWhitespace }`, read by scalars, not Characters: a Character is white
    /// space when its first scalar is, and a white-space scalar begins a Character unless a
    /// prepended mark stands before it (`TextSearch.isPrepend`). The control characters, next
    /// line and the line and paragraph separators begin one even there.
    static func hasWhitespaceCharacter(_ t: String) -> Bool {
        var afterPrepend = false
        for s in t.unicodeScalars {
            let v = s.value
            if isWhitespace(s) && (!afterPrepend || v < 0x20 || v == 0x85 || v == 0x2028 || v == 0x2029) { return true }
            afterPrepend = TextSearch.isPrepend(v)
        }
        return false
    }

    static func clean(_ t: String) -> String {
        var out = String.UnicodeScalarView()
        var prev = false
        for s in t.unicodeScalars {
            let sp = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
            if sp && prev { continue }
            out.append(s)
            prev = sp
        }
        var r = String(out)
        while let f = r.unicodeScalars.first, isWhitespace(f) { r.unicodeScalars.removeFirst() }
        while let l = r.unicodeScalars.last, isWhitespace(l) { r.unicodeScalars.removeLast() }
        return r
    }
}
