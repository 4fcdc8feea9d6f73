import VoiceLintCatalog

/// A string literal as written: the text between interpolations, escapes
/// already applied. `"a\(x)b"` has the segments `["a", "b"]`.
struct StringLiteral: Equatable {
    var segments: [String]
    /// `"""` literals: never taken as keys (their indentation rules are not modelled).
    var isMultiline = false
    /// The source text of each interpolation, `x` of `\(x)`, and where it starts.
    var interpolations: [Interpolation] = []

    struct Interpolation: Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    var isInterpolated: Bool { segments.count > 1 }
    var value: String { segments.joined() }
}

struct Token {
    enum Kind: Equatable {
        case identifier
        case string
        case number
        /// Operator characters, longest run: `=`, `==`, `??`, `?`, `!`, `->`.
        case op
        /// One of `( ) [ ] { } , ; : . @ # \` and anything not covered above.
        case punct
    }

    var kind: Kind
    /// The identifier (without backticks), operator or punctuation; empty for strings.
    var text: String
    var literal: StringLiteral?
    /// 1-based; column in Unicode scalars.
    var line: Int
    var column: Int
    /// Whitespace, a comment or a line break comes right before the token.
    var spaceBefore: Bool
    var newlineBefore: Bool

    func isPunct(_ s: String) -> Bool { kind == .punct && text == s }
    func isOp(_ s: String) -> Bool { kind == .op && text == s }
    func isIdent(_ s: String) -> Bool { kind == .identifier && text == s }
}

/// A small lexer for Swift and Objective-C sources: enough to tell code from
/// comments and string literals (escapes, interpolation, raw and multi-line
/// strings), and identifiers from punctuation. It never fails: unterminated
/// strings end at the line break, unknown characters become punctuation;
/// string literals nested in interpolations deeper than `Limits.sourceDepth`
/// end the tokens (`tooDeep` says where).
///
/// It reads the text's UTF-8 bytes: every character it compares is ASCII, and a
/// character outside ASCII is decoded only where its properties matter (white
/// space, letters in identifiers). Columns count Unicode scalars.
struct Tokenizer {
    enum Dialect { case swift, objectiveC }

    private let s: [UInt8]
    private let dialect: Dialect
    private var i = 0
    private var line = 1
    /// Where the current line starts, and the column of that byte (1, or for the first
    /// line of an interpolation's text, where the text starts in its file).
    private var lineStart = 0
    private var lineBase = 1
    /// The last column asked for: columns are asked in increasing order within a line.
    private var columnAt = (index: 0, column: 1)
    /// String literals open inside interpolations (`"\("\(x)")"`), at most `Limits.sourceDepth`.
    private var stringDepth = 0
    /// Where the nesting went past the limit: the tokens stop there.
    private(set) var tooDeep: (line: Int, column: Int)?

    init(_ text: String, dialect: Dialect, line: Int = 1, column: Int = 1) {
        s = Array(text.utf8)
        self.dialect = dialect
        self.line = line
        lineBase = column
        columnAt = (0, column)
    }

    static func tokenize(_ text: String, dialect: Dialect = .swift) -> [Token] {
        var t = Tokenizer(text, dialect: dialect)
        return t.run()
    }

    /// The tokens, and where string interpolations nest too deep (the tokens stop there).
    /// `line` and `column`: where `text` starts in its file (an interpolation's text).
    static func tokenizeChecked(_ text: String, dialect: Dialect = .swift, line: Int = 1,
                                column: Int = 1) -> (tokens: [Token], tooDeep: (line: Int, column: Int)?) {
        var t = Tokenizer(text, dialect: dialect, line: line, column: column)
        let tokens = t.run()
        return (tokens, t.tooDeep)
    }

    private func peek(_ k: Int) -> UInt8? {
        i + k < s.count ? s[i + k] : nil
    }

    /// The column of the byte at `at`, in scalars (a byte that continues a scalar is not counted).
    private mutating func column(_ at: Int) -> Int {
        if columnAt.index < lineStart || columnAt.index > at { columnAt = (lineStart, lineBase) }
        var k = columnAt.index, c = columnAt.column
        while k < at && k < s.count {
            if s[k] & 0xC0 != 0x80 { c += 1 }
            k += 1
        }
        columnAt = (at, c)
        return c
    }

    /// A new line starts at `at`.
    private mutating func newLine(at: Int) {
        line += 1
        lineStart = at
        lineBase = 1
    }

    /// Moves one byte forward, counting lines.
    private mutating func step() {
        if s[i] == 0x0A { newLine(at: i + 1) }
        i += 1
    }

    /// The scalar that starts at byte `k` (of valid UTF-8), and its length in bytes.
    private func scalar(at k: Int) -> (Unicode.Scalar, Int) {
        let b = s[k]
        let n = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
        guard k + n <= s.count else { return ("\u{FFFD}", 1) }
        var v = UInt32(b) & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07)
        for j in 1..<n { v = v << 6 | UInt32(s[k + j] & 0x3F) }
        return (Unicode.Scalar(v) ?? "\u{FFFD}", n)
    }

    private static func isASCIILetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// The length in bytes of the identifier character at `k`, or 0 when there is none
    /// (`start`: the first character of an identifier).
    private func identifierCharacter(at k: Int, start: Bool) -> Int {
        let c = s[k]
        if c < 0x80 { return c == UInt8(ascii: "_") || Self.isASCIILetter(c) || (!start && Self.isDigit(c)) ? 1 : 0 }
        let (u, n) = scalar(at: k)
        let p = u.properties
        if p.isAlphabetic { return n }
        if start { return 0 }
        return p.numericType != nil || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark ? n : 0
    }

    private mutating func run() -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(s.count / 6)
        var space = true
        var newline = true
        while i < s.count {
            let c = s[i]
            if c == 0x0A { step(); space = true; newline = true; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; space = true; continue }
            if c >= 0x80 {
                let (u, n) = scalar(at: i)
                if u.properties.isWhitespace { i += n; space = true; continue }
            }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { skipLineComment(); space = true; continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { skipBlockComment(); space = true; continue }
            if dialect == .objectiveC && c == UInt8(ascii: "#") && newline { skipLineComment(); space = true; continue } // preprocessor line

            let startLine = line
            let startColumn = column(i)
            var kind = Token.Kind.punct
            var text = ""
            var literal: StringLiteral?

            if dialect == .swift && (c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringAhead())) {
                kind = .string
                literal = lexSwiftString()
            } else if dialect == .objectiveC && (c == UInt8(ascii: "\"") || (c == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\""))) {
                if c == UInt8(ascii: "@") { i += 1 }
                kind = .string
                literal = lexCString(quote: UInt8(ascii: "\""))
            } else if dialect == .objectiveC && c == UInt8(ascii: "'") {
                _ = lexCString(quote: UInt8(ascii: "'"))
                kind = .number
            } else if identifierCharacter(at: i, start: true) > 0 || (c == UInt8(ascii: "$") && dialect == .swift) {
                kind = .identifier
                let start = i
                i += c == UInt8(ascii: "$") ? 1 : identifierCharacter(at: i, start: true)
                while i < s.count {
                    let n = identifierCharacter(at: i, start: false)
                    if n == 0 { break }
                    i += n
                }
                text = string(start, i)
            } else if c == UInt8(ascii: "`") && dialect == .swift {
                kind = .identifier
                i += 1
                let start = i
                while i < s.count && s[i] != UInt8(ascii: "`") && s[i] != 0x0A { i += 1 }
                text = string(start, i)
                if i < s.count && s[i] == UInt8(ascii: "`") { i += 1 }
            } else if Self.isDigit(c) {
                kind = .number
                let start = i
                i += 1
                while i < s.count {
                    let n = identifierCharacter(at: i, start: false)
                    if n > 0 { i += n; continue }
                    if s[i] == UInt8(ascii: "."), let e = peek(1), Self.isDigit(e) { i += 1; continue }
                    break
                }
                text = string(start, i)
            } else if Self.isOperator(c) {
                kind = .op
                let start = i
                i += 1
                while i < s.count && Self.isOperator(s[i]) {
                    if s[i] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
                    i += 1
                }
                text = string(start, i)
            } else {
                let n = c < 0x80 ? 1 : scalar(at: i).1
                text = string(i, i + n)
                i += n
            }
            out.append(Token(kind: kind, text: text, literal: literal, line: startLine, column: startColumn,
                             spaceBefore: space, newlineBefore: newline))
            space = false
            newline = false
        }
        return out
    }

    /// The source text from byte `a` to byte `b`.
    private func string(_ a: Int, _ b: Int) -> String {
        s.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[a..<min(b, s.count)]), as: UTF8.self) }
    }

    private mutating func skipLineComment() {
        while i < s.count && s[i] != 0x0A { i += 1 }
    }

    /// `/* ... */`, nested as Swift allows.
    private mutating func skipBlockComment() {
        var depth = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
            if s[i] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 || dialect == .objectiveC { return }
                continue
            }
            step()
        }
    }

    /// `#"`, `##"`, ... starts a raw string.
    private func rawStringAhead() -> Bool {
        var k = 0
        while let c = peek(k), c == UInt8(ascii: "#") { k += 1 }
        return k > 0 && peek(k) == UInt8(ascii: "\"")
    }

    /// At `"` or the `#`s of a raw string; ends after the closing delimiter.
    private mutating func lexSwiftString() -> StringLiteral {
        stringDepth += 1
        defer { stringDepth -= 1 }
        if stringDepth > Limits.sourceDepth {
            // Too deep to follow: stop here (the scanner reports it), and unwind.
            if tooDeep == nil { tooDeep = (line, column(i)) }
            i = s.count
            return StringLiteral(segments: [""])
        }
        let quote = UInt8(ascii: "\"")
        var hashes = 0
        while i < s.count && s[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiline = peek(0) == quote && peek(1) == quote && peek(2) == quote
        i += multiline ? 3 : 1
        var segments: [String] = []
        var interpolations: [StringLiteral.Interpolation] = []
        var current: [UInt8] = []

        while i < s.count {
            let c = s[i]
            if c == 0x0A && !multiline { break } // unterminated: stop at the line end
            if c == quote, let n = closingLength(multiline: multiline, hashes: hashes) { i += n; break }
            if c == UInt8(ascii: "\\") {
                var k = 1
                while k <= hashes, peek(k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes + 1, let e = peek(k) {
                    i += k
                    switch e {
                    case UInt8(ascii: "("):
                        i += 1
                        let start = i, startLine = line, startColumn = column(i)
                        skipInterpolation()
                        if i - 1 > start && !multiline { interpolations.append(.init(text: string(start, i - 1), line: startLine, column: startColumn)) }
                        segments.append(String(decoding: current, as: UTF8.self))
                        current = []
                    case UInt8(ascii: "n"): current.append(0x0A); i += 1
                    case UInt8(ascii: "t"): current.append(0x09); i += 1
                    case UInt8(ascii: "r"): current.append(0x0D); i += 1
                    case UInt8(ascii: "0"): current.append(0); i += 1
                    case UInt8(ascii: "u"):
                        i += 1
                        if peek(0) == UInt8(ascii: "{") {
                            i += 1
                            let start = i
                            while let h = peek(0), h != UInt8(ascii: "}"), h != 0x0A { i += 1 }
                            let hex = string(start, i)
                            if peek(0) == UInt8(ascii: "}") { i += 1 }
                            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { current.append(contentsOf: String(u).utf8) }
                        }
                    case 0x0A: step() // line continuation in multi-line strings
                    default: current.append(e); i += 1 // \\ \" \' and anything else
                    }
                    continue
                }
            }
            current.append(c)
            step()
        }
        segments.append(String(decoding: current, as: UTF8.self))
        return StringLiteral(segments: segments, isMultiline: multiline, interpolations: interpolations)
    }

    /// The length of the closing delimiter if one starts here.
    private func closingLength(multiline: Bool, hashes: Int) -> Int? {
        let q = multiline ? 3 : 1
        for k in 0..<q where peek(k) != UInt8(ascii: "\"") { return nil }
        for k in 0..<hashes where peek(q + k) != UInt8(ascii: "#") { return nil }
        return q + hashes
    }

    /// After `\(`: skips to the matching `)`, through nested strings and comments.
    private mutating func skipInterpolation() {
        var depth = 1
        while i < s.count {
            let c = s[i]
            if c == UInt8(ascii: "(") { depth += 1; i += 1; continue }
            if c == UInt8(ascii: ")") {
                depth -= 1
                i += 1
                if depth == 0 { return }
                continue
            }
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringAhead()) { _ = lexSwiftString(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { skipLineComment(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
            step()
        }
    }

    /// A C string or character literal (Objective-C): escapes, no interpolation.
    private mutating func lexCString(quote: UInt8) -> StringLiteral {
        i += 1
        var current: [UInt8] = []
        while i < s.count {
            let c = s[i]
            if c == quote { i += 1; break }
            if c == 0x0A { break }
            if c == UInt8(ascii: "\\"), let e = peek(1) {
                i += 2
                switch e {
                case UInt8(ascii: "n"): current.append(0x0A)
                case UInt8(ascii: "t"): current.append(0x09)
                case UInt8(ascii: "r"): current.append(0x0D)
                case 0x0A: newLine(at: i)
                default: current.append(e)
                }
                continue
            }
            current.append(c)
            i += 1
        }
        return StringLiteral(segments: [String(decoding: current, as: UTF8.self)])
    }
}
