import VoiceLintCatalog

/// Walks the tokens of one Swift or Objective-C file once and collects its
/// `FileFacts`: scopes, declarations, sinks and the arguments and assignments
/// that flows are resolved from. See `SourceScanner` for the recognised forms.
struct FactCollector {
    private let f: TokenFile
    private var reader: ValueReader
    private var facts: FileFacts
    /// Scopes already made for a `{` (a type's, a function's, a getter's), by the brace's token.
    private var pending: [Int: Int] = [:]
    /// The open scopes, innermost last.
    private var stack: [Int] = []
    /// `(` of parameter lists: their labels are declarations, not arguments.
    private var parameterLists: Set<Int> = []
    /// The `}` of each open scope.
    private var closes: [Int] = []

    static let typeWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "case", "class", "struct", "enum", "extension", "protocol", "actor", "subscript",
        "typealias", "deinit", "import",
    ]
    static let accessors: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
    static let statementWords: Set<String> = [
        "return", "let", "var", "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "throw",
        "break", "continue", "fallthrough", "case", "default", "func", "else",
    ]

    /// The facts of one file's text.
    static func collect(_ text: String, file: String, fileNumber: Int, dialect: Tokenizer.Dialect,
                        options: SourceScanner.Options, index: KeyIndex) -> FileFacts {
        let (tokens, lexTooDeep) = Tokenizer.tokenizeChecked(text, dialect: dialect)
        let f = TokenFile(tokens: tokens, dialect: dialect, file: file)
        var facts = FileFacts(path: file)
        if let deep = f.tooDeep ?? lexTooDeep {
            facts.tooDeep = deep
            return facts
        }
        var c = FactCollector(f: f, fileNumber: fileNumber, options: options, index: index, facts: facts)
        c.run()
        facts = c.facts
        if let loc = c.reader.depth.exceeded { facts.tooDeep = (loc.line, loc.column) } else { facts.tooDeep = lexTooDeep }
        return facts
    }

    private init(f: TokenFile, fileNumber: Int, options: SourceScanner.Options, index: KeyIndex, facts: FileFacts) {
        self.f = f
        self.facts = facts
        reader = ValueReader(f: f, options: options, index: index, fileNumber: fileNumber, depth: ValueReader.DepthCount())
    }

    private var t: [Token] { f.t }
    private var scope: Int { stack.last ?? -1 }
    private var typePath: [String] { scope >= 0 ? facts.scopes[scope].typePath : [] }

    /// Whether the innermost code scope is a function's body or a block in one (not a type's).
    private var inFunction: Bool {
        var s = scope
        while s >= 0 {
            switch facts.scopes[s].kind {
            case .type: return false
            case .function: return true
            case .block: s = facts.scopes[s].parent
            }
        }
        return false
    }

    private mutating func value(_ r: Range<Int>, _ context: ValueReader.Context, in scope: Int? = nil) -> SourceValue? {
        reader.scope = scope ?? self.scope
        return reader.value(r, context)
    }

    private mutating func newScope(_ kind: Scope.Kind, typePath: [String], function: String? = nil, parameters: [Parameter] = []) -> Int {
        facts.scopes.append(Scope(kind: kind, parent: scope, typePath: typePath, function: function, parameters: parameters))
        return facts.scopes.count - 1
    }

    // MARK: - The walk

    private mutating func run() {
        var i = 0
        while i < t.count {
            while let c = closes.last, i > c { closes.removeLast(); stack.removeLast() }
            let tok = t[i]
            if tok.isPunct("{") && f.pair[i] > i {
                let s = pending.removeValue(forKey: i) ?? newScope(.block, typePath: typePath)
                stack.append(s)
                closes.append(f.pair[i])
            } else if tok.kind == .identifier {
                identifier(at: i)
            } else if tok.isPunct("(") && f.dialect == .swift && !parameterLists.contains(i) {
                call(at: i)
            } else if (tok.isOp("=") || tok.isOp("+=")) && f.dialect == .swift {
                assignment(at: i)
            }
            i += 1
        }
    }

    private mutating func identifier(at i: Int) {
        let name = t[i].text
        let dialect = f.dialect
        if dialect == .swift && Self.typeWords.contains(name) { typeDeclaration(at: i); return }
        if dialect == .swift && (name == "func" || name == "init") { functionDeclaration(at: i); return }
        if dialect == .swift && (name == "let" || name == "var") { variableDeclaration(at: i); return }
        if let role = SourceScanner.roleProperties[name] {
            property(at: i, role: role)
        } else if dialect == .swift && name == "accessibility" {
            accessibilityModifier(at: i)
        } else if dialect == .swift && name == "Image" && f.next(i)?.isPunct("(") == true {
            // Image(_:bundle:label:): the label is the image's accessibility label.
            for a in f.arguments(i + 1) where a.label == "label" { sink(value(a.range, .localizedKey), .label) }
        } else if dialect == .objectiveC, let role = SourceScanner.objectiveCSetters[name], f.next(i)?.isPunct(":") == true {
            // [button setAccessibilityLabel:NSLocalizedString(@"key", nil)]
            sink(value(i + 2..<f.statementEnd(from: i + 2, stopAtComma: false), .plain), role)
        } else if dialect == .swift, f.next(i)?.isPunct(":") == true, let pv = f.prev(i), pv.isPunct("(") || pv.isPunct(","),
                  let role = Self.accessibilityArgumentRole(name), !parameterLists.contains(enclosingParen(i)) {
            // makeCell(title: x, imageAccessibilityLabel: Strings.x): a parameter named for accessibility.
            sink(value(i + 2..<f.statementEnd(from: i + 2, stopAtComma: true), .localizedKey), role, argument: callee(of: i))
        }
    }

    /// An argument label that speaks of an accessibility label or hint, other than the
    /// properties' own names (read by `property`).
    static func accessibilityArgumentRole(_ label: String) -> SourceRole? {
        // (Most labels are short and name nothing of the kind: their bytes are read once.)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.utf8.count)
        for b in label.utf8 { bytes.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b) }
        func contains(_ needle: String) -> Bool {
            let n = Array(needle.utf8)
            guard bytes.count >= n.count else { return false }
            for start in 0...(bytes.count - n.count) where bytes[start] == n[0] {
                if bytes[start..<start + n.count].elementsEqual(n) { return true }
            }
            return false
        }
        guard bytes.count >= 9, contains("11y") || contains("accessibility"), SourceScanner.roleProperties[label] == nil else { return nil }
        if contains("accessibilitylabel") || contains("a11ylabel") { return .label }
        if contains("accessibilityhint") || contains("a11yhint") { return .hint }
        return nil
    }

    /// The `(` whose arguments hold the token at `i`, or -1.
    private func enclosingParen(_ i: Int) -> Int {
        var j = i - 1
        while j >= 0 {
            if t[j].isPunct("(") && f.pair[j] > i { return j }
            if t[j].kind == .punct && (t[j].text == ")" || t[j].text == "]" || t[j].text == "}") && f.pair[j] >= 0 && f.pair[j] < j {
                j = f.pair[j] - 1
                continue
            }
            if t[j].isPunct("{") || t[j].isPunct(";") { return -1 }
            j -= 1
        }
        return -1
    }

    // MARK: - Declarations

    /// `enum Strings {`, `extension Strings.Common {`, `final class Cell: UITableViewCell {`.
    private mutating func typeDeclaration(at i: Int) {
        guard let nx = f.next(i), nx.kind == .identifier, !Self.declarationWords.contains(nx.text),
              !["func", "var", "let", "override", "final", "private", "public", "internal", "fileprivate", "static", "open"].contains(nx.text),
              f.prev(i)?.isPunct(".") != true else { return }
        var names = [nx.text]
        var j = i + 2
        while j + 1 < t.count, t[j].isPunct("."), t[j + 1].kind == .identifier {
            names.append(t[j + 1].text)
            j += 2
        }
        guard let open = bodyOpen(from: j) else { return }
        let path = t[i].text == "extension" ? names : typePath + names
        pending[open] = newScope(.type, typePath: path)
    }

    /// The `{` that opens the body of the declaration whose header continues at `j`;
    /// nil when a `;`, a `}` or another declaration comes first (a protocol's requirement).
    private func bodyOpen(from start: Int) -> Int? {
        var j = start
        while j < t.count {
            let tok = t[j]
            if tok.isPunct("{") { return f.pair[j] > j ? j : nil }
            if tok.isPunct("}") || tok.isPunct(";") || tok.isOp("=") { return nil }
            if tok.kind == .identifier && Self.declarationWords.contains(tok.text) && j > start { return nil }
            j = f.skip(j)
        }
        return nil
    }

    /// `func name(ext int: Type, ...) -> T { ... }`, `init(...) { ... }`.
    private mutating func functionDeclaration(at i: Int) {
        var j = i + 1
        let name: String
        if t[i].text == "init" {
            guard f.prev(i)?.isPunct(".") != true else { return } // .init(...), super.init(...)
            name = "init"
            if j < t.count && (t[j].isOp("?") || t[j].isOp("!")) { j += 1 }
        } else {
            guard j < t.count, t[j].kind == .identifier || t[j].kind == .op else { return }
            name = t[j].text
            j += 1
        }
        if j < t.count && t[j].isOp("<") { // generic parameters
            while j < t.count && !t[j].isPunct("(") && !t[j].isPunct("{") { j += 1 }
        }
        guard j < t.count, t[j].isPunct("("), f.pair[j] > j else { return }
        parameterLists.insert(j)
        var parameters = parameterList(j)
        j = f.pair[j] + 1
        var context = ValueReader.Context.plain
        var returnType: String?
        var k = j
        while k < t.count, !t[k].isPunct("{"), !t[k].isPunct("}"), !t[k].isPunct(";") {
            if t[k].kind == .identifier && Self.declarationWords.contains(t[k].text) { break }
            if t[k].isOp("->"), k + 1 < t.count {
                returnType = typeName(from: k + 1)
            }
            k = f.skip(k)
        }
        if let r = returnType, SourceScanner.localizedKeyTypes.contains(r) { context = .localizedKey }
        let open = bodyOpen(from: j)
        if let open {
            // A parameter labelled for accessibility that the body never names sets nothing.
            for (n, p) in parameters.enumerated() where p.label.map({ SourceScanner.roleProperties[$0] != nil || Self.accessibilityArgumentRole($0) != nil }) ?? false {
                parameters[n].isUsed = t[open + 1..<max(open + 1, f.pair[open])].contains { $0.kind == .identifier && $0.text == p.name }
            }
        }
        let s = newScope(.function, typePath: typePath, function: name, parameters: parameters)
        if let open { pending[open] = s }
        guard name != "init", let open else { return }
        // What the function returns, as a member of its type.
        let returned = returns(open, context: context, scope: s)
        if let role = SourceScanner.roleProperties[name] {
            // func accessibilityLabel(for x: X) -> Text { ... }: what it returns is spoken.
            if let returned { sink(returned, role) }
        }
        if let returned, !inFunction {
            facts.declarations.append(Declaration(name: name, qualifier: typePath, kind: .member, value: returned, typeName: returnType,
                                                  parameterLabels: parameters.map(\.label), position: i, scope: scope))
        }
    }

    /// The parameters of the list whose `(` is at `open`.
    private func parameterList(_ open: Int) -> [Parameter] {
        var out: [Parameter] = []
        for a in f.arguments(open) {
            // `arguments` reads `name: Type` as a label; `ext int: Type` as one range.
            var names: [String] = []
            var k = a.range.lowerBound
            if let label = a.label { names.append(label) }
            while k < a.range.upperBound, t[k].kind == .identifier, k + 1 < a.range.upperBound, !t[k].isPunct(":"), a.label == nil {
                names.append(t[k].text)
                k += 1
                if t[k].isPunct(":") { k += 1; break }
            }
            guard let first = names.first else { continue }
            let type = typeName(from: k)
            if names.count >= 2 {
                out.append(Parameter(label: first == "_" ? nil : first, name: names[1], typeName: type))
            } else {
                out.append(Parameter(label: first == "_" ? nil : first, name: first, typeName: type))
            }
        }
        return out
    }

    /// The name of the type written at `k`: `String?`, `inout Option`, `some View` -> `View`,
    /// `Strings.Item` -> `Item`.
    private func typeName(from start: Int) -> String? {
        var k = start
        while k < t.count, t[k].kind == .identifier, ["inout", "some", "any", "borrowing", "consuming"].contains(t[k].text) { k += 1 }
        while k < t.count, t[k].isPunct("@"), k + 1 < t.count { k += 2 } // @escaping, @MainActor
        guard k < t.count, t[k].kind == .identifier else { return nil }
        var name = t[k].text
        while k + 2 < t.count, t[k + 1].isPunct("."), t[k + 2].kind == .identifier {
            name = t[k + 2].text
            k += 2
        }
        return name
    }

    /// `let name: T = value`, `var name: T { getter }`, `let name: T` (stored), a local.
    private mutating func variableDeclaration(at i: Int) {
        guard let nx = f.next(i), nx.kind == .identifier else { return }
        let name = nx.text
        guard SourceScanner.roleProperties[name] == nil else { return } // a sink: `property` reads it
        var j = i + 2
        var typeName: String?
        var context = ValueReader.Context.plain
        if j < t.count && t[j].isPunct(":") {
            j += 1
            typeName = self.typeName(from: j)
            let typeStart = j
            while j < t.count && !t[j].isOp("=") && !t[j].isPunct("{") && !(j > typeStart && t[j].newlineBefore) {
                if t[j].kind == .identifier && SourceScanner.localizedKeyTypes.contains(t[j].text) { context = .localizedKey }
                j = f.skip(j)
            }
        }
        let local = inFunction
        if j < t.count && t[j].isOp("=") {
            var end = f.statementEnd(from: j + 1, stopAtComma: true)
            if let pv = f.prev(i), pv.isIdent("if") || pv.isIdent("guard") || pv.isIdent("while") || pv.isPunct(",") {
                // `if let x = value {`, `guard let x = value else {`: the condition ends at its block.
                var k = j + 1
                while k < end, !t[k].isPunct("{"), !t[k].isIdent("else") { k = t[k].isPunct("(") || t[k].isPunct("[") ? f.skip(k) : k + 1 }
                end = k
            }
            let v = value(j + 1..<end, context)
            if typeName == nil, j + 1 < t.count, t[j + 1].kind == .identifier, let first = t[j + 1].text.first, first.isUppercase,
               j + 2 < t.count, t[j + 2].isPunct("(") {
                typeName = t[j + 1].text // let option = Option(...)
            }
            guard v != nil || typeName != nil else { return }
            let kind: Declaration.Kind = local ? .local(visibleUntil: closeOfScope()) : .member
            facts.declarations.append(Declaration(name: name, qualifier: local ? [] : typePath, kind: kind, value: v, typeName: typeName,
                                                  position: i + 1, scope: scope))
        } else if j < t.count && t[j].isPunct("{") && f.pair[j] > j {
            let s = newScope(.function, typePath: typePath, function: name)
            pending[j] = s
            if j + 1 < t.count, t[j + 1].kind == .identifier, ["didSet", "willSet"].contains(t[j + 1].text) {
                if !local { facts.declarations.append(Declaration(name: name, qualifier: typePath, kind: .stored, typeName: typeName, position: i + 1, scope: scope)) }
                return
            }
            let v = returns(j, context: context, scope: s)
            guard v != nil || typeName != nil else { return }
            let kind: Declaration.Kind = local ? .local(visibleUntil: closeOfScope()) : .member
            facts.declarations.append(Declaration(name: name, qualifier: local ? [] : typePath, kind: kind, value: v, typeName: typeName,
                                                  position: i + 1, scope: scope))
        } else if !local, typeName != nil, scope >= 0, facts.scopes[scope].kind == .type {
            facts.declarations.append(Declaration(name: name, qualifier: typePath, kind: .stored, typeName: typeName, position: i + 1, scope: scope))
        } else if local, typeName != nil {
            facts.declarations.append(Declaration(name: name, qualifier: [], kind: .local(visibleUntil: closeOfScope()), typeName: typeName,
                                                  position: i + 1, scope: scope))
        }
    }

    /// The `}` of the innermost open scope (the end of the file outside any).
    private func closeOfScope() -> Int { closes.last ?? t.count }

    // MARK: - Sinks

    /// `accessibilityLabel` / `accessibilityHint` as a modifier, a property set,
    /// a call's argument label or a declaration.
    private mutating func property(at i: Int, role: SourceRole) {
        guard let nx = f.next(i) else { return }
        let pv = f.prev(i)
        if f.dialect == .swift, let pv, pv.isIdent("var") || pv.isIdent("let") {
            // A static member (a generated string table's `static var accessibilityLabel`) labels no element.
            if i >= 2, t[i - 2].isIdent("static") || t[i - 2].isIdent("class") { return }
            declaration(at: i, role: role)
        } else if f.dialect == .swift, let pv, pv.isIdent("func") {
            // Read by `functionDeclaration`.
        } else if f.dialect == .swift && nx.isPunct("(") && !nx.newlineBefore {
            // .accessibilityLabel("key"), .accessibilityLabel(Text(...)), .accessibilityHint(L10n.x);
            // not a generated accessor that happens to be named so (L10n.Media.accessibilityLabel(n)).
            guard !isGeneratedAccessor(endingAt: i) else { return }
            if let a = f.arguments(i + 1).first, a.label == nil { sink(value(a.range, .localizedKey), role) }
        } else if nx.isOp("=") {
            // view.accessibilityLabel = NSLocalizedString("key", comment: "")
            let v = value(i + 2..<f.statementEnd(from: i + 2, stopAtComma: false), .plain)
            // label.accessibilityLabel = label.text: the element repeats the text it shows, no copy of its own.
            if case .name(let ref)? = v, ref.names.count >= 2, ref.names.dropLast().elementsEqual(chain(endingAt: i).names.dropLast()) { return }
            sink(v, role)
        } else if f.dialect == .swift, nx.isPunct(":"), let pv, pv.isPunct("(") || pv.isPunct(","), !parameterLists.contains(enclosingParen(i)) {
            // SomeButton(title: ..., accessibilityLabel: L10n.x): the parameter's type is unknown.
            sink(value(i + 2..<f.statementEnd(from: i + 2, stopAtComma: true), .localizedKey), role, argument: callee(of: i))
        } else if f.dialect == .objectiveC, nx.isPunct("{"), let pv, pv.isPunct(")") {
            // - (NSString *)accessibilityLabel { return NSLocalizedString(@"key", nil); }
            if let v = returns(i + 1, context: .plain, scope: scope) { sink(v, role) }
        }
    }

    /// The chain of names `a.b.c` that ends with the name at `i`, and the token it starts at.
    /// (Collected backwards, then reversed: inserting at the front is quadratic on a long chain.)
    private func chain(endingAt i: Int) -> (names: [String], start: Int) {
        var names = [t[i].text]
        var j = i
        while j >= 2, t[j - 1].isPunct("."), t[j - 2].kind == .identifier {
            names.append(t[j - 2].text)
            j -= 2
        }
        return (names.reversed(), j)
    }

    /// The name at `i` ends a chain `Root.A.b` under an accessor root.
    private func isGeneratedAccessor(endingAt i: Int) -> Bool {
        let names = chain(endingAt: i).names
        return names.count > 1 && reader.rootLength(names) != nil
    }

    /// `.accessibility(label: Text("key"), hint: Text("key"))`, deprecated but common.
    private mutating func accessibilityModifier(at i: Int) {
        guard f.prev(i)?.isPunct(".") == true, f.next(i)?.isPunct("(") == true else { return }
        for a in f.arguments(i + 1) {
            if a.label == "label" { sink(value(a.range, .localizedKey), .label) }
            if a.label == "hint" { sink(value(a.range, .localizedKey), .hint) }
        }
    }

    /// `var accessibilityLabel: String { ... }` (getter body), `let accessibilityHint = ...`.
    private mutating func declaration(at i: Int, role: SourceRole) {
        var j = i + 1
        var context = ValueReader.Context.plain
        if j < t.count && t[j].isPunct(":") {
            j += 1
            let typeStart = j
            while j < t.count && !t[j].isOp("=") && !t[j].isPunct("{") && !(j > typeStart && t[j].newlineBefore) {
                if t[j].kind == .identifier && SourceScanner.localizedKeyTypes.contains(t[j].text) { context = .localizedKey }
                j = f.skip(j)
            }
        }
        guard j < t.count else { return }
        var v: SourceValue?
        if t[j].isOp("=") {
            v = value(j + 1..<f.statementEnd(from: j + 1, stopAtComma: false), context)
        } else if t[j].isPunct("{") && f.pair[j] > j {
            let s = newScope(.function, typePath: typePath, function: t[i].text)
            pending[j] = s
            v = returns(j, context: context, scope: s)
        }
        guard let v else { return }
        sink(v, role)
        // A model's own `accessibilityLabel` property (`tab.accessibilityLabel`) is also a declaration.
        if !inFunction { facts.declarations.append(Declaration(name: t[i].text, qualifier: typePath, kind: .member, value: v, position: i, scope: scope)) }
    }

    private mutating func sink(_ value: SourceValue?, _ role: SourceRole, argument: (callee: String, label: String)? = nil) {
        if let value { facts.sinks.append(Sink(role: role, value: value, argument: argument)) }
    }

    /// The called name and the label of the argument labelled at `i`: a type for an initializer.
    private func callee(of i: Int) -> (callee: String, label: String)? {
        calledName(open: enclosingParen(i)).map { ($0, t[i].text) }
    }

    /// The name a call whose `(` is at `open` calls: its type's for `self.init(...)` in an initializer;
    /// nil for no name, `.init(...)` and `super.init(...)` (not followed).
    private func calledName(open: Int) -> String? {
        guard open > 0, t[open - 1].kind == .identifier else { return nil }
        let name = t[open - 1].text
        guard name == "init" else { return name }
        guard open >= 3, t[open - 2].isPunct("."), t[open - 3].isIdent("self") else { return nil }
        return typePath.last
    }

    // MARK: - What a body returns

    /// A getter (or method) body whose `{` is at `open`: what it returns.
    private mutating func returns(_ open: Int, context: ValueReader.Context, scope s: Int) -> SourceValue? {
        let close = f.pair[open]
        guard close > open else { return nil }
        if open + 1 < close, t[open + 1].kind == .identifier, Self.accessors.contains(t[open + 1].text) {
            // { get { ... } set { ... } }: only the getter says what is spoken.
            var j = open + 1
            var out: [SourceValue?] = []
            while j < close {
                if t[j].isIdent("get") {
                    var k = j + 1
                    while k < close && t[k].kind == .identifier { k += 1 } // get async throws {
                    if k < close && t[k].isPunct("{") && f.pair[k] > k { out.append(block(k + 1..<f.pair[k], context: context, scope: s)) }
                }
                j = f.skip(j)
            }
            return SourceValue.either(out)
        }
        return block(open + 1..<close, context: context, scope: s)
    }

    /// The values of `return` statements and of `case ...:` branches (switch
    /// expressions); the branches of an `if`/`else` expression; a body that
    /// has none of these is one expression.
    private mutating func block(_ r: Range<Int>, context: ValueReader.Context, scope s: Int) -> SourceValue? {
        if let branches = ifExpression(r) { return SourceValue.either(branches.map { block($0, context: context, scope: s) }) }
        var sawStatement = false
        var out: [SourceValue?] = []
        var j = r.lowerBound
        while j < r.upperBound {
            let tok = t[j]
            if tok.isIdent("return") {
                sawStatement = true
                let st = j + 1
                if st < r.upperBound && !t[st].isPunct("}") {
                    out.append(value(st..<min(f.statementEnd(from: st, stopAtComma: false), r.upperBound), context, in: s))
                }
            } else if (tok.isIdent("case") && (tok.newlineBefore || f.prev(j)?.isPunct("{") == true || f.prev(j)?.isPunct(";") == true))
                        || (tok.isIdent("default") && f.next(j)?.isPunct(":") == true) {
                sawStatement = true
                var k = j + 1
                while k < r.upperBound && !t[k].isPunct(":") { k = f.skip(k) }
                let st = k + 1
                if st < r.upperBound, !(t[st].kind == .identifier && Self.statementWords.contains(t[st].text)), !t[st].isPunct("}") {
                    out.append(value(st..<min(f.statementEnd(from: st, stopAtComma: false), r.upperBound), context, in: s))
                }
                j = k
            } else if tok.kind == .identifier && Self.statementWords.contains(tok.text) {
                sawStatement = true
            }
            j += 1
        }
        if !sawStatement { return value(r, context, in: s) }
        return SourceValue.either(out)
    }

    /// `if c { A } else if d { B } else { C }` as the whole of a body with no
    /// `return`: the branches' ranges.
    private func ifExpression(_ r: Range<Int>) -> [Range<Int>]? {
        guard r.lowerBound < r.upperBound, t[r.lowerBound].isIdent("if"),
              !t[r].contains(where: { $0.isIdent("return") }) else { return nil }
        var j = r.lowerBound
        var branches: [Range<Int>] = []
        while j < r.upperBound {
            while j < r.upperBound && !t[j].isPunct("{") { j = f.skip(j) }
            guard j < r.upperBound, f.pair[j] > j, f.pair[j] < r.upperBound else { return nil }
            branches.append(j + 1..<f.pair[j])
            j = f.pair[j] + 1
            guard j < r.upperBound else { break }
            guard t[j].isIdent("else") else { return nil }
            j += 1
            if j < r.upperBound && t[j].isIdent("if") { j += 1 }
        }
        return branches
    }

    // MARK: - Flows

    /// `Option(label: Strings.delete)`, `cell.configure(title: x)`: what each argument gives.
    private mutating func call(at open: Int) {
        guard !t[open].newlineBefore, f.pair[open] > open, let callee = calledName(open: open),
              !Self.statementWords.contains(callee), !Self.declarationWords.contains(callee),
              SourceScanner.roleProperties[callee] == nil else { return }
        for (n, a) in f.arguments(open).enumerated() {
            let v = value(a.range, .plain)
            // A literal is a key where the parameter is a LocalizedStringKey: read both ways.
            var k: SourceValue?
            if let lit = f.literal(a.range), !lit.literal.isInterpolated {
                k = value(a.range, .localizedKey)
                if case .key? = k {} else { k = nil }
            }
            guard v != nil || k != nil else { continue }
            facts.arguments.append(ArgumentFact(callee: callee, label: a.label, index: n, value: v ?? .parts([]), keyValue: k, scope: scope))
        }
    }

    /// `x.title = value`, `self.title = title`, `title = value`.
    private mutating func assignment(at eq: Int) {
        guard eq > 0, t[eq - 1].kind == .identifier, f.dialect == .swift else { return }
        var (names, j) = chain(endingAt: eq - 1)
        // Not a declaration (`let x = `, `var x: T = `), not a default argument.
        if j > 0, t[j - 1].kind == .identifier, ["let", "var", "case"].contains(t[j - 1].text) { return }
        if j > 0, t[j - 1].isPunct(".") { return }
        if j > 0, t[j - 1].isPunct(":") || t[j - 1].isPunct(",") || t[j - 1].isPunct("("), enclosingParen(j) >= 0 { return }
        let property = names.removeLast()
        guard SourceScanner.roleProperties[property] == nil,
              let v = value(eq + 1..<f.statementEnd(from: eq + 1, stopAtComma: false), .plain) else { return }
        facts.assignments.append(AssignmentFact(property: property, receiver: names, value: v, scope: scope, position: eq, appends: t[eq].text == "+="))
    }
}
