import VoiceLintCatalog

/// Walks the tokens of one Swift or Objective-C file and records each key that
/// reaches an accessibility label or hint. See `SourceScanner` for the list of
/// recognised forms.
struct Matcher {
    /// How a bare string literal is read where it stands.
    enum Context {
        /// A `LocalizedStringKey` (SwiftUI) or `String.LocalizationValue`: the
        /// literal is the key, and interpolations become format specifiers.
        case localizedKey
        /// A plain `String`: a bare literal is shown as written, not looked up.
        case plain
    }

    typealias Found = (key: String, token: Int)

    private let t: [Token]
    /// The index of the matching bracket for `(`/`[`/`{` and back; -1 if none.
    private let pair: [Int]
    private let dialect: Tokenizer.Dialect
    private let options: SourceScanner.Options
    private let index: KeyIndex
    private let file: String
    private var out: [SourceUsage] = []
    /// How deep `refs` has gone (chained `?:` and `??` nest without brackets).
    private let depth = DepthCount()
    /// The first place nested past `Limits.sourceDepth`, if any.
    private(set) var tooDeep: (line: Int, column: Int)?

    final class DepthCount {
        var current = 0
        var exceeded: Int?
    }

    init(tokens: [Token], dialect: Tokenizer.Dialect, options: SourceScanner.Options, index: KeyIndex, file: String) {
        t = tokens
        self.dialect = dialect
        self.options = options
        self.index = index
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

    static func scan(_ text: String, file: String, dialect: Tokenizer.Dialect, options: SourceScanner.Options, index: KeyIndex) -> [SourceUsage] {
        scanChecked(text, file: file, dialect: dialect, options: options, index: index).usages
    }

    /// The uses, and where the file nests deeper than `Limits.sourceDepth` (then
    /// nothing is matched past that point).
    static func scanChecked(_ text: String, file: String, dialect: Tokenizer.Dialect, options: SourceScanner.Options,
                            index: KeyIndex) -> (usages: [SourceUsage], tooDeep: (line: Int, column: Int)?) {
        let (tokens, lexTooDeep) = Tokenizer.tokenizeChecked(text, dialect: dialect)
        var m = Matcher(tokens: tokens, dialect: dialect, options: options, index: index, file: file)
        if let deep = m.tooDeep ?? lexTooDeep { return ([], deep) }
        m.run()
        if let k = m.depth.exceeded { return (m.out, (tokens[k].line, tokens[k].column)) }
        return (m.out, lexTooDeep)
    }

    // MARK: - Where labels and hints are set

    private mutating func run() {
        for i in t.indices where t[i].kind == .identifier {
            let name = t[i].text
            if let role = SourceScanner.roleProperties[name] {
                property(at: i, role: role)
            } else if dialect == .swift && name == "accessibility" {
                accessibilityModifier(at: i)
            } else if dialect == .swift && name == "Image" && next(i)?.isPunct("(") == true {
                // Image(_:bundle:label:): the label is the image's accessibility label.
                for a in arguments(i + 1) where a.label == "label" { record(refs(a.range, .localizedKey), .label) }
            } else if dialect == .objectiveC, let role = SourceScanner.objectiveCSetters[name], next(i)?.isPunct(":") == true {
                // [button setAccessibilityLabel:NSLocalizedString(@"key", nil)]
                record(refs(i + 2..<statementEnd(from: i + 2, stopAtComma: false), .plain), role)
            }
        }
    }

    private func next(_ i: Int) -> Token? { i + 1 < t.count ? t[i + 1] : nil }
    private func prev(_ i: Int) -> Token? { i > 0 ? t[i - 1] : nil }

    /// `accessibilityLabel` / `accessibilityHint` as a modifier, a property set,
    /// a call's argument label or a declaration.
    private mutating func property(at i: Int, role: SourceRole) {
        guard let nx = next(i) else { return }
        let pv = prev(i)
        if dialect == .swift, let pv, pv.isIdent("var") || pv.isIdent("let") {
            declaration(at: i, role: role)
        } else if dialect == .swift, let pv, pv.isIdent("func") {
            function(at: i, role: role)
        } else if dialect == .swift && nx.isPunct("(") && !nx.newlineBefore {
            // .accessibilityLabel("key"), .accessibilityLabel(Text(...)), .accessibilityHint(L10n.x);
            // not a generated accessor that happens to be named so (L10n.Media.accessibilityLabel(n)).
            guard !isGeneratedAccessor(endingAt: i) else { return }
            if let a = arguments(i + 1).first, a.label == nil { record(refs(a.range, .localizedKey), role) }
        } else if nx.isOp("=") {
            // view.accessibilityLabel = NSLocalizedString("key", comment: "")
            record(refs(i + 2..<statementEnd(from: i + 2, stopAtComma: false), .plain), role)
        } else if dialect == .swift, nx.isPunct(":"), let pv, pv.isPunct("(") || pv.isPunct(",") {
            // SomeButton(title: ..., accessibilityLabel: L10n.x): the parameter's type is unknown.
            record(refs(i + 2..<statementEnd(from: i + 2, stopAtComma: true), .localizedKey), role)
        } else if dialect == .objectiveC, nx.isPunct("{"), let pv, pv.isPunct(")") {
            // - (NSString *)accessibilityLabel { return NSLocalizedString(@"key", nil); }
            body(at: i + 1, context: .plain, role: role)
        }
    }

    /// The name at `i` ends a chain `Root.A.b` under an accessor root.
    private func isGeneratedAccessor(endingAt i: Int) -> Bool {
        var names = [t[i].text]
        var j = i
        // (Collected backwards, then reversed: inserting at the front is quadratic on a long chain.)
        while j >= 2, t[j - 1].isPunct("."), t[j - 2].kind == .identifier {
            names.append(t[j - 2].text)
            j -= 2
        }
        names.reverse()
        return names.count > 1 && rootLength(names) != nil
    }

    /// `.accessibility(label: Text("key"), hint: Text("key"))`, deprecated but common.
    private mutating func accessibilityModifier(at i: Int) {
        guard prev(i)?.isPunct(".") == true, next(i)?.isPunct("(") == true else { return }
        for a in arguments(i + 1) {
            if a.label == "label" { record(refs(a.range, .localizedKey), .label) }
            if a.label == "hint" { record(refs(a.range, .localizedKey), .hint) }
        }
    }

    /// `var accessibilityLabel: String { ... }` (getter body), `let accessibilityHint = ...`.
    private mutating func declaration(at i: Int, role: SourceRole) {
        var j = i + 1
        var context = Context.plain
        if j < t.count && t[j].isPunct(":") {
            j += 1
            let typeStart = j
            while j < t.count && !t[j].isOp("=") && !t[j].isPunct("{") && !(j > typeStart && t[j].newlineBefore) {
                if t[j].kind == .identifier && SourceScanner.localizedKeyTypes.contains(t[j].text) { context = .localizedKey }
                j = skip(j)
            }
        }
        guard j < t.count else { return }
        if t[j].isOp("=") {
            record(refs(j + 1..<statementEnd(from: j + 1, stopAtComma: false), context), role)
        } else if t[j].isPunct("{") {
            body(at: j, context: context, role: role)
        }
    }

    /// `func accessibilityLabel(for item: Item) -> Text { ... }`: what it returns.
    private mutating func function(at i: Int, role: SourceRole) {
        var j = i + 1
        var context = Context.plain
        var returnType = false
        while j < t.count {
            let tok = t[j]
            if tok.isPunct("{") { body(at: j, context: context, role: role); return }
            if tok.isPunct("}") || tok.isPunct(";") || (tok.kind == .identifier && ["func", "var", "let", "init"].contains(tok.text)) { return }
            if tok.isOp("->") { returnType = true }
            if returnType, tok.kind == .identifier, SourceScanner.localizedKeyTypes.contains(tok.text) { context = .localizedKey }
            j = skip(j)
        }
    }

    /// A getter (or method) body: what it returns.
    private mutating func body(at open: Int, context: Context, role: SourceRole) {
        let close = pair[open]
        guard close > open else { return }
        let accessors: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
        if open + 1 < close, t[open + 1].kind == .identifier, accessors.contains(t[open + 1].text) {
            // { get { ... } set { ... } }: only the getter says what is spoken.
            var j = open + 1
            while j < close {
                if t[j].isIdent("get") {
                    var k = j + 1
                    while k < close && t[k].kind == .identifier { k += 1 } // get async throws {
                    if k < close && t[k].isPunct("{") && pair[k] > k { block(k + 1..<pair[k], context: context, role: role) }
                }
                j = skip(j)
            }
            return
        }
        block(open + 1..<close, context: context, role: role)
    }

    private static let statementWords: Set<String> = [
        "return", "let", "var", "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "throw",
        "break", "continue", "fallthrough", "case", "default", "func", "else",
    ]

    /// The values of `return` statements and of `case ...:` branches (switch
    /// expressions); the branches of an `if`/`else` expression; a body that
    /// has none of these is one expression.
    private mutating func block(_ r: Range<Int>, context: Context, role: SourceRole) {
        if ifExpression(r, context: context, role: role) { return }
        var sawStatement = false
        var j = r.lowerBound
        while j < r.upperBound {
            let tok = t[j]
            if tok.isIdent("return") {
                sawStatement = true
                let s = j + 1
                if s < r.upperBound && !t[s].isPunct("}") {
                    record(refs(s..<min(statementEnd(from: s, stopAtComma: false), r.upperBound), context), role)
                }
            } else if (tok.isIdent("case") && (tok.newlineBefore || prev(j)?.isPunct("{") == true || prev(j)?.isPunct(";") == true))
                        || (tok.isIdent("default") && next(j)?.isPunct(":") == true) {
                sawStatement = true
                var k = j + 1
                while k < r.upperBound && !t[k].isPunct(":") { k = skip(k) }
                let s = k + 1
                if s < r.upperBound, !(t[s].kind == .identifier && Self.statementWords.contains(t[s].text)), !t[s].isPunct("}") {
                    record(refs(s..<min(statementEnd(from: s, stopAtComma: false), r.upperBound), context), role)
                }
                j = k
            } else if tok.kind == .identifier && Self.statementWords.contains(tok.text) {
                sawStatement = true
            }
            j += 1
        }
        if !sawStatement { record(refs(r, context), role) }
    }

    /// `if c { A } else if d { B } else { C }` as the whole of a body with no
    /// `return`: each branch is a body of its own.
    private mutating func ifExpression(_ r: Range<Int>, context: Context, role: SourceRole) -> Bool {
        guard r.lowerBound < r.upperBound, t[r.lowerBound].isIdent("if"),
              !t[r].contains(where: { $0.isIdent("return") }) else { return false }
        var j = r.lowerBound
        var branches: [Range<Int>] = []
        while j < r.upperBound {
            // the condition, then the branch
            while j < r.upperBound && !t[j].isPunct("{") { j = skip(j) }
            guard j < r.upperBound, pair[j] > j, pair[j] < r.upperBound else { return false }
            branches.append(j + 1..<pair[j])
            j = pair[j] + 1
            guard j < r.upperBound else { break }
            guard t[j].isIdent("else") else { return false }
            j += 1
            if j < r.upperBound && t[j].isIdent("if") { j += 1 }
        }
        for b in branches { block(b, context: context, role: role) }
        return true
    }

    // MARK: - Token ranges

    private func skip(_ j: Int) -> Int {
        let tok = t[j]
        if tok.kind == .punct && (tok.text == "(" || tok.text == "[" || tok.text == "{") && pair[j] > j { return pair[j] + 1 }
        return j + 1
    }

    /// The end (exclusive) of the expression starting at `start`: a `;`, a
    /// closing bracket of an outer group, a `,` if asked, or a line break that
    /// does not continue the expression (Swift; Objective-C ends at `;`).
    private func statementEnd(from start: Int, stopAtComma: Bool) -> Int {
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
    private func arguments(_ open: Int) -> [(label: String?, range: Range<Int>)] {
        guard open < t.count, t[open].isPunct("("), pair[open] > open else { return [] }
        let close = pair[open]
        var out: [(label: String?, range: Range<Int>)] = []
        var start = open + 1
        var j = start
        while j <= close {
            if j == close || t[j].isPunct(",") {
                if start < j {
                    if j - start >= 2, t[start].kind == .identifier, t[start + 1].isPunct(":") {
                        out.append((t[start].text, start + 2..<j))
                    } else {
                        out.append((nil, start..<j))
                    }
                }
                start = j + 1
                j += 1
                continue
            }
            j = min(skip(j), close)
        }
        return out
    }

    // MARK: - Which keys an expression names

    /// The keys an expression names when it is, as a whole, a localized string:
    /// through a ternary's branches, `??`, parentheses, `try`/`await`.
    private func refs(_ r: Range<Int>, _ context: Context) -> [Found] {
        depth.current += 1
        defer { depth.current -= 1 }
        guard depth.current <= Limits.sourceDepth else {
            if depth.exceeded == nil { depth.exceeded = min(r.lowerBound, t.count - 1) }
            return []
        }
        var lo = r.lowerBound
        let hi = min(r.upperBound, t.count)
        while lo < hi, t[lo].isIdent("try") || t[lo].isIdent("await") {
            lo += 1
            if lo < hi && (t[lo].isOp("?") || t[lo].isOp("!")) && !t[lo].spaceBefore { lo += 1 }
        }
        guard lo < hi else { return [] }

        // cond ? a : b -- the branches, not the condition.
        var j = lo
        while j < hi {
            if t[j].isOp("?") && t[j].spaceBefore {
                var depth = 0
                var k = j + 1
                while k < hi {
                    if t[k].isOp("?") && t[k].spaceBefore { depth += 1 }
                    if t[k].isPunct(":") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    k = skip(k)
                }
                guard k < hi else { return [] }
                return refs(j + 1..<k, context) + refs(k + 1..<hi, context)
            }
            j = skip(j)
        }
        j = lo
        while j < hi {
            if t[j].isOp("??") { return refs(lo..<j, context) + refs(j + 1..<hi, context) }
            j = skip(j)
        }
        if t[lo].isPunct("("), pair[lo] == hi - 1 { return refs(lo + 1..<hi - 1, context) }

        guard let p = primary(lo, hi, context) else { return [] }
        // What may follow: members and calls (.uppercased(), .resolved()), `!`, `?`.
        var k = p.end
        while k < hi {
            if p.trailing, t[k].isPunct("."), k + 1 < hi, t[k + 1].kind == .identifier {
                k += 2
                if k < hi && t[k].isPunct("(") && !t[k].newlineBefore { k = skip(k) }
                continue
            }
            if p.trailing, (t[k].isOp("!") || t[k].isOp("?")) && !t[k].spaceBefore { k += 1; continue }
            return [] // a part of a longer expression ("a" + name): not the whole label
        }
        return p.found
    }

    /// One localized-string expression starting at `lo`.
    private func primary(_ lo: Int, _ hi: Int, _ context: Context) -> (found: [Found], end: Int, trailing: Bool)? {
        let tok = t[lo]
        if tok.kind == .string, let lit = tok.literal {
            // "key".localized, "key".localized(with: x)
            if lo + 2 < hi, t[lo + 1].isPunct("."), t[lo + 2].kind == .identifier, options.localizingMembers.contains(t[lo + 2].text) {
                var e = lo + 3
                if e < hi && t[e].isPunct("(") && !t[e].newlineBefore { e = skip(e) }
                return (index.keys(forLiteral: lit, template: false).map { ($0, lo) }, e, true)
            }
            if context == .localizedKey { return (index.keys(forLiteral: lit, template: true).map { ($0, lo) }, lo + 1, false) }
            return nil
        }
        if dialect == .objectiveC && tok.isPunct("[") { return objectiveCFormat(lo, hi) }
        guard tok.kind == .identifier else { return nil }

        var names = [tok.text]
        var j = lo + 1
        while j + 1 < hi, t[j].isPunct("."), t[j + 1].kind == .identifier {
            names.append(t[j + 1].text)
            j += 2
        }
        let call: Int? = j < hi && t[j].isPunct("(") && !t[j].newlineBefore && pair[j] > j ? j : nil
        let end = call.map { pair[$0] + 1 } ?? j
        let last = names[names.count - 1]

        if let call {
            let args = arguments(call)
            let first = args.first
            if SourceScanner.localizedKeyTypes.contains(last) && (names.count == 1 || (names.count == 2 && names[0] == "SwiftUI")) {
                // Text("key"), LocalizedStringKey("key"), Text(L10n.x); not Text(verbatim:)
                guard let first, first.label == nil else { return nil }
                return (refs(first.range, .localizedKey), end, true)
            }
            if names.count == 1 && SourceScanner.stringTypes.contains(last) {
                guard let first else { return nil }
                if first.label == "localized" { return (refs(first.range, .localizedKey), end, true) } // String(localized: "key")
                if first.label == "format" { return (refs(first.range, .plain), end, true) } // String(format: NSLocalizedString(...), n)
                if first.label == "string" && last == "NSAttributedString" { return (refs(first.range, .plain), end, true) }
                return nil
            }
            if last == "localizedStringWithFormat", let first {
                return (refs(first.range, .plain), end, true)
            }
            if options.keyFunctions.contains(last) {
                // NSLocalizedString("key", comment: ""), Bundle.main.localizedString(forKey: "key", ...)
                guard let first, first.label == nil || first.label == "forKey" || first.label == "key",
                      let lit = literal(first.range) else { return nil }
                return (index.keys(forLiteral: lit.literal, template: false).map { ($0, lit.token) }, end, true)
            }
        }

        guard let rootCount = rootLength(names) else { return nil }
        let path = Array(names[rootCount...])
        if !path.isEmpty {
            let keys = index.keys(forAccessor: path)
            if !keys.isEmpty { return (keys.map { ($0, lo) }, end, true) }
        }
        // A lookup function on the generated type: L10n.tr("Localizable", "key"), L10n.string("key").
        if let call, path.count <= 1 {
            let lits = arguments(call).prefix(2).compactMap { literal($0.range) }
            // Two literals: SwiftGen's (table, key); the key first, then the other.
            for l in lits.reversed() {
                let keys = index.keys(forLiteral: l.literal, template: false)
                if !keys.isEmpty { return (keys.map { ($0, l.token) }, end, true) }
            }
        }
        return path.isEmpty && call == nil ? nil : ([], end, true)
    }

    /// `[NSString stringWithFormat:NSLocalizedString(@"key", nil), n]`.
    private func objectiveCFormat(_ lo: Int, _ hi: Int) -> (found: [Found], end: Int, trailing: Bool)? {
        let close = pair[lo]
        guard close > lo, close < hi, lo + 3 < close, t[lo + 1].kind == .identifier, t[lo + 2].kind == .identifier,
              ["stringWithFormat", "localizedStringWithFormat"].contains(t[lo + 2].text), t[lo + 3].isPunct(":") else { return nil }
        var e = lo + 4
        while e < close && !t[e].isPunct(",") { e = skip(e) }
        return (refs(lo + 4..<e, .plain), close + 1, false)
    }

    /// A range that is exactly one string literal.
    private func literal(_ r: Range<Int>) -> (literal: StringLiteral, token: Int)? {
        guard r.count == 1, t[r.lowerBound].kind == .string, let lit = t[r.lowerBound].literal else { return nil }
        return (lit, r.lowerBound)
    }

    /// How many leading names of an accessor chain are the generated type
    /// (`L10n`, `R.string.localizable`), optionally after a module name.
    private func rootLength(_ names: [String]) -> Int? {
        for offset in 0...1 where names.count > offset {
            for root in options.accessorRoots {
                let parts = root.split(separator: ".").map(String.init)
                guard names.count - offset >= parts.count else { continue }
                if zip(parts, names[offset...]).allSatisfy({ $0 == "*" || $0 == $1 }) { return offset + parts.count }
            }
        }
        return nil
    }

    private mutating func record(_ found: [Found], _ role: SourceRole) {
        for f in found {
            let tok = t[f.token]
            out.append(SourceUsage(key: f.key, role: role, location: SourceLocation(file: file, line: tok.line, column: tok.column)))
        }
    }
}
