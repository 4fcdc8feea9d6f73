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
struct Tokenizer {
    enum Dialect { case swift, objectiveC }

    private let s: [Unicode.Scalar]
    private let dialect: Dialect
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// String literals open inside interpolations (`"\("\(x)")"`), at most `Limits.sourceDepth`.
    private var stringDepth = 0
    /// Where the nesting went past the limit: the tokens stop there.
    private(set) var tooDeep: (line: Int, column: Int)?

    init(_ text: String, dialect: Dialect, line: Int = 1, column: Int = 1) {
        s = Array(text.unicodeScalars)
        self.dialect = dialect
        self.line = line
        lineStart = 1 - column
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

    private func peek(_ k: Int) -> Unicode.Scalar? {
        i + k < s.count ? s[i + k] : nil
    }

    /// Moves one scalar forward, counting lines.
    private mutating func step() {
        if s[i] == "\n" {
            line += 1
            lineStart = i + 1
        }
        i += 1
    }

    private mutating func run() -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(s.count / 4)
        var space = true
        var newline = true
        while i < s.count {
            let c = s[i]
            if c == "\n" { step(); space = true; newline = true; continue }
            if c == " " || c == "\t" || c == "\r" || (!c.isASCII && c.properties.isWhitespace) { i += 1; space = true; continue }
            if c == "/" && peek(1) == "/" { skipLineComment(); space = true; continue }
            if c == "/" && peek(1) == "*" { skipBlockComment(); space = true; continue }
            if dialect == .objectiveC && c == "#" && newline { skipLineComment(); space = true; continue } // preprocessor line

            let startLine = line
            let startColumn = i - lineStart + 1
            var kind = Token.Kind.punct
            var text = ""
            var literal: StringLiteral?

            if dialect == .swift && (c == "\"" || (c == "#" && rawStringAhead())) {
                kind = .string
                literal = lexSwiftString()
            } else if dialect == .objectiveC && (c == "\"" || (c == "@" && peek(1) == "\"")) {
                if c == "@" { i += 1 }
                kind = .string
                literal = lexCString(quote: "\"")
            } else if dialect == .objectiveC && c == "'" {
                _ = lexCString(quote: "'")
                kind = .number
            } else if Self.isIdentifierStart(c) || (c == "$" && dialect == .swift) {
                kind = .identifier
                let start = i
                i += 1
                while i < s.count && Self.isIdentifierPart(s[i]) { i += 1 }
                text = string(start, i)
            } else if c == "`" && dialect == .swift {
                kind = .identifier
                i += 1
                let start = i
                while i < s.count && s[i] != "`" && s[i] != "\n" { i += 1 }
                text = string(start, i)
                if i < s.count && s[i] == "`" { i += 1 }
            } else if ("0"..."9").contains(c) {
                kind = .number
                let start = i
                i += 1
                while i < s.count {
                    let d = s[i]
                    if Self.isIdentifierPart(d) { i += 1; continue }
                    if d == ".", let e = peek(1), ("0"..."9").contains(e) { i += 1; continue }
                    break
                }
                text = string(start, i)
            } else if Self.operatorScalars.contains(c) {
                kind = .op
                let start = i
                i += 1
                while i < s.count && Self.operatorScalars.contains(s[i]) {
                    if s[i] == "/" && (peek(1) == "/" || peek(1) == "*") { break }
                    i += 1
                }
                text = string(start, i)
            } else {
                text = String(c)
                i += 1
            }
            out.append(Token(kind: kind, text: text, literal: literal, line: startLine, column: startColumn,
                             spaceBefore: space, newlineBefore: newline))
            space = false
            newline = false
        }
        return out
    }

    /// The source text from `a` to `b`, without a scalar-by-scalar append when it is ASCII.
    private func string(_ a: Int, _ b: Int) -> String {
        if s[a..<b].allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: b - a) { buf in
                for k in a..<b { buf[k - a] = UInt8(truncatingIfNeeded: s[k].value) }
                return b - a
            }
        }
        var v = String.UnicodeScalarView()
        v.append(contentsOf: s[a..<b])
        return String(v)
    }

    private static let operatorScalars: Set<Unicode.Scalar> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?"]

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.isASCII ? (("a"..."z").contains(c) || ("A"..."Z").contains(c)) : c.properties.isAlphabetic)
    }

    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) }
        return c.properties.isAlphabetic || c.properties.numericType != nil
            || c.properties.generalCategory == .nonspacingMark || c.properties.generalCategory == .spacingMark
    }

    private mutating func skipLineComment() {
        while i < s.count && s[i] != "\n" { i += 1 }
    }

    /// `/* ... */`, nested as Swift allows.
    private mutating func skipBlockComment() {
        var depth = 0
        while i < s.count {
            if s[i] == "/" && peek(1) == "*" { depth += 1; i += 2; continue }
            if s[i] == "*" && peek(1) == "/" {
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
        while let c = peek(k), c == "#" { k += 1 }
        return k > 0 && peek(k) == "\""
    }

    /// At `"` or the `#`s of a raw string; ends after the closing delimiter.
    private mutating func lexSwiftString() -> StringLiteral {
        stringDepth += 1
        defer { stringDepth -= 1 }
        if stringDepth > Limits.sourceDepth {
            // Too deep to follow: stop here (the scanner reports it), and unwind.
            if tooDeep == nil { tooDeep = (line, i - lineStart + 1) }
            i = s.count
            return StringLiteral(segments: [""])
        }
        var hashes = 0
        while i < s.count && s[i] == "#" { hashes += 1; i += 1 }
        let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        i += multiline ? 3 : 1
        var segments: [String] = []
        var interpolations: [StringLiteral.Interpolation] = []
        var current = String.UnicodeScalarView()

        while i < s.count {
            let c = s[i]
            if c == "\n" && !multiline { break } // unterminated: stop at the line end
            if c == "\"", let n = closingLength(multiline: multiline, hashes: hashes) { i += n; break }
            if c == "\\" {
                var k = 1
                while k <= hashes, peek(k) == "#" { k += 1 }
                if k == hashes + 1, let e = peek(k) {
                    i += k
                    switch e {
                    case "(":
                        i += 1
                        let start = i, startLine = line, startColumn = i - lineStart + 1
                        skipInterpolation()
                        if i - 1 > start && !multiline { interpolations.append(.init(text: string(start, i - 1), line: startLine, column: startColumn)) }
                        segments.append(String(current))
                        current = String.UnicodeScalarView()
                    case "n": current.append("\n"); i += 1
                    case "t": current.append("\t"); i += 1
                    case "r": current.append("\r"); i += 1
                    case "0": current.append("\0"); i += 1
                    case "u":
                        i += 1
                        if peek(0) == "{" {
                            i += 1
                            var hex = ""
                            while let h = peek(0), h != "}", h != "\n" { hex.unicodeScalars.append(h); i += 1 }
                            if peek(0) == "}" { i += 1 }
                            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { current.append(u) }
                        }
                    case "\n": step() // line continuation in multi-line strings
                    default: current.append(e); i += 1 // \\ \" \' and anything else
                    }
                    continue
                }
            }
            current.append(c)
            step()
        }
        segments.append(String(current))
        return StringLiteral(segments: segments, isMultiline: multiline, interpolations: interpolations)
    }

    /// The length of the closing delimiter if one starts here.
    private func closingLength(multiline: Bool, hashes: Int) -> Int? {
        let q = multiline ? 3 : 1
        for k in 0..<q where peek(k) != "\"" { return nil }
        for k in 0..<hashes where peek(q + k) != "#" { return nil }
        return q + hashes
    }

    /// After `\(`: skips to the matching `)`, through nested strings and comments.
    private mutating func skipInterpolation() {
        var depth = 1
        while i < s.count {
            let c = s[i]
            if c == "(" { depth += 1; i += 1; continue }
            if c == ")" {
                depth -= 1
                i += 1
                if depth == 0 { return }
                continue
            }
            if c == "\"" || (c == "#" && rawStringAhead()) { _ = lexSwiftString(); continue }
            if c == "/" && peek(1) == "/" { skipLineComment(); continue }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            step()
        }
    }

    /// A C string or character literal (Objective-C): escapes, no interpolation.
    private mutating func lexCString(quote: Unicode.Scalar) -> StringLiteral {
        i += 1
        var current = String.UnicodeScalarView()
        while i < s.count {
            let c = s[i]
            if c == quote { i += 1; break }
            if c == "\n" { break }
            if c == "\\", let e = peek(1) {
                i += 2
                switch e {
                case "n": current.append("\n")
                case "t": current.append("\t")
                case "r": current.append("\r")
                case "\n": line += 1; lineStart = i
                default: current.append(e)
                }
                continue
            }
            current.append(c)
            i += 1
        }
        return StringLiteral(segments: [String(current)])
    }
}
