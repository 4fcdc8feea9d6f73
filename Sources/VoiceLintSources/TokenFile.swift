import VoiceLintCatalog

/// One file's tokens with their brackets paired, and the walks over token ranges
/// that the later stages share: where an expression ends, a call's arguments.
struct TokenFile {
    let t: [Token]
    /// The index of the matching bracket for `(`/`[`/`{` and back; -1 if none.
    let pair: [Int]
    let dialect: Tokenizer.Dialect
    let file: String
    /// The first bracket opened past `Limits.sourceDepth`, if any.
    private(set) var tooDeep: (line: Int, column: Int)?

    /// One argument of a call: its label (nil for none) and the tokens of its value.
    struct Argument {
        var label: String?
        var range: Range<Int>
    }

    init(tokens: [Token], dialect: Tokenizer.Dialect, file: String) {
        t = tokens
        self.dialect = dialect
        self.file = file
        var pair = [Int](repeating: -1, count: tokens.count)
        // The open brackets, and for each kind the places in `stack` where one stands:
        // finding the innermost opener of a kind is then constant time.
        var stack: [Int] = []
        var openers: [[Int]] = [[], [], []]
        for (i, tok) in tokens.enumerated() where tok.kind == .punct {
            switch tok.text {
            case "(", "[", "{":
                openers[tok.text == "(" ? 0 : tok.text == "[" ? 1 : 2].append(stack.count)
                stack.append(i)
                if stack.count > Limits.sourceDepth && tooDeep == nil { tooDeep = (tok.line, tok.column) }
            case ")", "]", "}":
                let kind = tok.text == ")" ? 0 : tok.text == "]" ? 1 : 2
                // Unbalanced code (e.g. across #if branches): drop openers that do not match.
                if let k = openers[kind].last {
                    pair[stack[k]] = i
                    pair[i] = stack[k]
                    stack.removeSubrange(k...)
                    for o in 0..<3 { while let last = openers[o].last, last >= k { openers[o].removeLast() } }
                }
            default: break
            }
        }
        self.pair = pair
    }

    var count: Int { t.count }

    func next(_ i: Int) -> Token? { i + 1 < t.count ? t[i + 1] : nil }
    func prev(_ i: Int) -> Token? { i > 0 && i - 1 < t.count ? t[i - 1] : nil }

    func location(_ i: Int) -> SourceLocation { SourceLocation(file: file, line: t[i].line, column: t[i].column) }

    /// The token after the group opened at `j`, or after `j` itself.
    func skip(_ j: Int) -> Int {
        let tok = t[j]
        if tok.kind == .punct && (tok.text == "(" || tok.text == "[" || tok.text == "{") && pair[j] > j { return pair[j] + 1 }
        return j + 1
    }

    /// The end (exclusive) of the expression starting at `start`: a `;`, a
    /// closing bracket of an outer group, a `,` if asked, or a line break that
    /// does not continue the expression (Swift; Objective-C ends at `;`).
    func statementEnd(from start: Int, stopAtComma: Bool) -> Int {
        var j = start
        var ternaries = 0
        while j < t.count {
            let tok = t[j]
            if tok.kind == .punct && (tok.text == ")" || tok.text == "]" || tok.text == "}" || tok.text == ";") { break }
            if stopAtComma && tok.isPunct(",") { break }
            if dialect == .swift && j > start && tok.newlineBefore {
                let before = t[j - 1]
                let binaryHere = tok.kind == .op && (j + 1 < t.count && t[j + 1].spaceBefore)
                let binaryBefore = before.kind == .op && before.spaceBefore
                let elseBranch = tok.isPunct(":") && ternaries > 0
                if !(tok.isPunct(".") || binaryHere || binaryBefore || elseBranch) { break }
            }
            if tok.isOp("?") && tok.spaceBefore { ternaries += 1 }
            if tok.isPunct(":") && ternaries > 0 { ternaries -= 1 }
            j = skip(j)
        }
        return min(j, t.count)
    }

    /// The arguments of the call whose `(` is at `open`.
    func arguments(_ open: Int) -> [Argument] {
        guard open < t.count, t[open].isPunct("("), pair[open] > open else { return [] }
        return commaSeparated(open + 1..<pair[open]).map { r in
            if r.count >= 2, t[r.lowerBound].kind == .identifier, t[r.lowerBound + 1].isPunct(":") {
                return Argument(label: t[r.lowerBound].text, range: r.lowerBound + 2..<r.upperBound)
            }
            return Argument(label: nil, range: r)
        }
    }

    /// The non-empty ranges between the commas of `r` that stand outside its brackets.
    func commaSeparated(_ r: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = r.lowerBound
        var j = start
        while j <= r.upperBound {
            if j == r.upperBound || t[j].isPunct(",") {
                if start < j { out.append(start..<j) }
                start = j + 1
                j += 1
                continue
            }
            j = min(skip(j), r.upperBound)
        }
        return out
    }

    /// A range that is exactly one string literal.
    func literal(_ r: Range<Int>) -> (literal: StringLiteral, token: Int)? {
        guard r.count == 1, r.lowerBound < t.count, t[r.lowerBound].kind == .string, let lit = t[r.lowerBound].literal else { return nil }
        return (lit, r.lowerBound)
    }
}
