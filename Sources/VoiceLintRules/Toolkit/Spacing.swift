/// White space in copy: what the whitespace rule looks for, and the cleaning every
/// rewrite applies (runs of spaces folded, the ends trimmed).
enum Spacing {
    static func startsWithSpace(_ t: String) -> Bool { t.unicodeScalars.first?.properties.isWhitespace ?? false }
    static func endsWithSpace(_ t: String) -> Bool { t.unicodeScalars.last?.properties.isWhitespace ?? false }

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
        while let f = r.unicodeScalars.first, f.properties.isWhitespace { r.unicodeScalars.removeFirst() }
        while let l = r.unicodeScalars.last, l.properties.isWhitespace { r.unicodeScalars.removeLast() }
        return r
    }
}
