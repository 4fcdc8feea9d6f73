/// White space in copy: what the whitespace rule looks for, and the cleaning every
/// rewrite applies (runs of spaces folded, the ends trimmed).
enum Spacing {
    static func startsWithSpace(_ t: String) -> Bool { t.unicodeScalars.first.map(isWhitespace) ?? false }
    static func endsWithSpace(_ t: String) -> Bool { TextSearch.lastScalar(t).map(isWhitespace) ?? false }

    /// Unicode White_Space, as `properties.isWhitespace`, without the table lookup for ASCII
    /// (tab to carriage return, and space).
    @inline(__always)
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v < 0x80 ? v == 0x20 || (v >= 0x09 && v <= 0x0D) : s.properties.isWhitespace
    }

    static func hasDoubleSpace(_ t: String) -> Bool {
        var prev = false
        for s in t.unicodeScalars {
            let sp = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
            if sp && prev { return true }
            prev = sp
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
