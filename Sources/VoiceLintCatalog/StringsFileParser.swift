/// Parses an old-style `.strings` file: `"key" = "value";` pairs with
/// comments, escapes, unquoted tokens and the `"key";` shorthand.
public struct StringsFileParser {
    /// One `"key" = "value";` with the positions of both.
    public struct Pair: Sendable {
        public var key: String
        public var value: String
        public var comment: String?
        public var keyLocation: SourceLocation
        public var valueLocation: SourceLocation
    }

    private let s: [Unicode.Scalar]
    private let file: String
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var lastComment: String?

    public static func parse(_ text: String, file: String) throws(LoadError) -> [Pair] {
        var p = StringsFileParser(s: Array(text.unicodeScalars), file: file)
        return try p.pairs()
    }

    private init(s: [Unicode.Scalar], file: String) {
        self.s = s
        self.file = file
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }

    private mutating func advance() {
        if s[i] == "\n" { line += 1; lineStart = i + 1 }
        i += 1
    }

    private func fail(_ m: String) -> LoadError { LoadError(here, m) }

    private mutating func pairs() throws(LoadError) -> [Pair] {
        var out: [Pair] = []
        if i < s.count && s[i] == "\u{FEFF}" { i += 1; lineStart = 1 }
        while true {
            try skipSpaceAndComments()
            guard i < s.count else { return out }
            let comment = lastComment
            lastComment = nil
            let keyLoc = here
            let key = try token(what: "a key")
            try skipSpaceAndComments()
            guard i < s.count else { throw fail("expected '=' or ';' after the key \"\(key)\", found the end of the file") }
            if s[i] == ";" {
                advance()
                out.append(Pair(key: key, value: key, comment: comment, keyLocation: keyLoc, valueLocation: keyLoc))
                continue
            }
            guard s[i] == "=" else { throw fail("expected '=' after the key \"\(key)\", found '\(s[i])'") }
            advance()
            try skipSpaceAndComments()
            let valueLoc = here
            let value = try token(what: "a value for the key \"\(key)\"")
            try skipSpaceAndComments()
            guard i < s.count, s[i] == ";" else {
                throw fail("expected ';' after the value of \"\(key)\"" + (i < s.count ? ", found '\(s[i])'" : ", found the end of the file"))
            }
            advance()
            out.append(Pair(key: key, value: value, comment: comment, keyLocation: keyLoc, valueLocation: valueLoc))
        }
    }

    private mutating func skipSpaceAndComments() throws(LoadError) {
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" || c == "\u{A0}" { advance(); continue }
            if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
                let start = here
                advance(); advance()
                let from = i
                while i + 1 < s.count && !(s[i] == "*" && s[i + 1] == "/") { advance() }
                guard i + 1 < s.count else { throw LoadError(start, "a /* comment is not closed before the end of the file") }
                lastComment = clean(from, i)
                advance(); advance()
                continue
            }
            if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
                advance(); advance()
                let from = i
                while i < s.count && s[i] != "\n" { advance() }
                let text = clean(from, i)
                // Consecutive // lines form one comment.
                // (Appended in place: rebuilding the comment for each line is quadratic.)
                if lastComment != nil, lineOfPreviousComment == line - 1 { lastComment!.append("\n" + text) } else { lastComment = text }
                lineOfPreviousComment = line
                continue
            }
            return
        }
    }

    private var lineOfPreviousComment = -1

    private func clean(_ from: Int, _ to: Int) -> String {
        let t = String(String.UnicodeScalarView(s[from..<to]))
        // Trimmed by index: removing characters one at a time from the front is quadratic.
        guard let first = t.firstIndex(where: { !$0.isWhitespace }), let last = t.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(t[first...last])
    }

    private static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$", "/", ":", "-": return true
        default: return false
        }
    }

    private mutating func token(what: String) throws(LoadError) -> String {
        guard i < s.count else { throw fail("expected \(what), found the end of the file") }
        if s[i] == "\"" { return try quoted() }
        let start = i
        while i < s.count && Self.isUnquoted(s[i]) { advance() }
        guard i > start else { throw fail("expected \(what) in double quotes, found '\(s[i])'") }
        return String(String.UnicodeScalarView(s[start..<i]))
    }

    private mutating func quoted() throws(LoadError) -> String {
        let open = here
        advance()
        // Fast path: no escape before the closing quote.
        var j = i
        while j < s.count, s[j] != "\"", s[j] != "\\" { j += 1 }
        if j < s.count, s[j] == "\"" {
            // (As UTF-8 bytes, then one String: a scalar view built from a slice appended scalar by scalar.)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(j - i)
            for k in i..<j { UTF8.encode(s[k]) { bytes.append($0) } }
            let value = String(decoding: bytes, as: UTF8.self)
            while i < j { advance() }
            advance()
            return value
        }
        var out = String.UnicodeScalarView()
        while i < s.count {
            let c = s[i]
            if c == "\"" { advance(); return String(out) }
            if c != "\\" { out.append(c); advance(); continue }
            advance()
            guard i < s.count else { break }
            let e = s[i]
            switch e {
            case "n": out.append("\n"); advance()
            case "t": out.append("\t"); advance()
            case "r": out.append("\r"); advance()
            case "a": out.append("\u{07}"); advance()
            case "b": out.append("\u{08}"); advance()
            case "f": out.append("\u{0C}"); advance()
            case "v": out.append("\u{0B}"); advance()
            case "0"..."7":
                var v: UInt32 = 0
                var n = 0
                while n < 3, i < s.count, ("0"..."7").contains(s[i]) {
                    v = v * 8 + (s[i].value - 48); advance(); n += 1
                }
                guard let sc = Unicode.Scalar(v) else { throw fail("invalid octal escape") }
                out.append(sc)
            case "U", "u":
                advance()
                var v = try hex4()
                if (0xD800..<0xDC00).contains(v), i + 1 < s.count, s[i] == "\\", s[i + 1] == "U" || s[i + 1] == "u" {
                    advance(); advance()
                    let low = try hex4()
                    // (Anything but a low surrogate here would underflow below.)
                    guard (0xDC00..<0xE000).contains(low) else {
                        let hex = String(low, radix: 16, uppercase: true)
                        throw fail("invalid \\U escape: a high surrogate followed by \\U\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), not by a low surrogate")
                    }
                    v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let sc = Unicode.Scalar(v) else { throw fail("invalid \\U escape (a lone surrogate)") }
                out.append(sc)
            default:
                out.append(e); advance()
            }
        }
        throw LoadError(open, "a quoted string is not closed before the end of the file")
    }

    private mutating func hex4() throws(LoadError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < s.count, let d = UInt32(String(s[i]), radix: 16) else {
                throw fail("expected four hex digits after \\U")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }
}
