import VoiceLintCatalog

/// Reads an expression of one file as a `SourceValue`: the keys it names where
/// it stands (literals, wrappers, generated accessors) and the names it leaves
/// to the project's declarations.
struct ValueReader {
    /// How a bare string literal is read where it stands.
    enum Context {
        /// A `LocalizedStringKey` (SwiftUI) or `String.LocalizationValue`: the
        /// literal is the key, and interpolations become format specifiers.
        case localizedKey
        /// A plain `String`: a bare literal is shown as written, not looked up.
        case plain
    }

    let f: TokenFile
    let options: SourceScanner.Options
    let index: KeyIndex
    /// The file's number in the scan (`NameReference.file`).
    let fileNumber: Int
    /// How deep `value` has gone (chained `?:` and `??` nest without brackets), shared with
    /// the readers of interpolations.
    let depth: DepthCount
    /// The scope the next names are read in (`NameReference.scope`), set by the collector.
    var scope = -1
    /// For the reader of an interpolation: the token of the string literal in the file.
    var position: Int?
    /// `options.accessorRoots`, each split at its dots.
    private let roots: [[String]]

    init(f: TokenFile, options: SourceScanner.Options, index: KeyIndex, fileNumber: Int, depth: DepthCount) {
        self.f = f
        self.options = options
        self.index = index
        self.fileNumber = fileNumber
        self.depth = depth
        roots = options.accessorRoots.map { $0.split(separator: ".").map(String.init) }
    }

    final class DepthCount {
        var current = 0
        /// The location first nested past `Limits.sourceDepth`.
        var exceeded: SourceLocation?
    }

    /// Calls whose literal argument is an image, a colour or an identifier, never a key.
    static let notWrappers: Set<String> = [
        "Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor", "URL", "Selector", "Notification", "Name", "NSNotification",
        "imageNamed", "systemImage", "Font", "UIFont", "NSFont", "Bundle", "UINib", "NSNib", "UIStoryboard", "NSStoryboard",
        "dequeueReusableCell", "register", "segue", "performSegue", "instantiateViewController", "print", "debugPrint", "Logger",
        "NSPredicate", "DateFormatter", "UserDefaults", "object", "set", "bool", "integer", "setValue",
    ]
    /// Argument labels under which a call's literal is a key (besides none).
    static let keyLabels: Set<String> = ["key", "forKey", "localized", "localizedKey", "keyName", "_"]

    // MARK: - Expressions

    /// The value of an expression when it is, as a whole, a (possibly composed)
    /// localized string: through a ternary's branches, `??`, `+`, parentheses,
    /// `try`/`await`; nil when it names nothing that could be one.
    func value(_ r: Range<Int>, _ context: Context) -> SourceValue? {
        depth.current += 1
        defer { depth.current -= 1 }
        let t = f.t
        guard depth.current <= Limits.sourceDepth else {
            if depth.exceeded == nil, !t.isEmpty { depth.exceeded = f.location(min(r.lowerBound, t.count - 1)) }
            return nil
        }
        var lo = r.lowerBound
        let hi = min(r.upperBound, t.count)
        while lo < hi, t[lo].isIdent("try") || t[lo].isIdent("await") {
            lo += 1
            if lo < hi && (t[lo].isOp("?") || t[lo].isOp("!")) && !t[lo].spaceBefore { lo += 1 }
        }
        guard lo < hi else { return nil }

        // cond ? a : b -- the branches, not the condition.
        var j = lo
        while j < hi {
            if t[j].isOp("?") && t[j].spaceBefore {
                var nested = 0
                var k = j + 1
                while k < hi {
                    if t[k].isOp("?") && t[k].spaceBefore { nested += 1 }
                    if t[k].isPunct(":") {
                        if nested == 0 { break }
                        nested -= 1
                    }
                    k = f.skip(k)
                }
                guard k < hi else { return nil }
                return .either([value(j + 1..<k, context), value(k + 1..<hi, context)])
            }
            j = f.skip(j)
        }
        // a ?? b: either; a + b: the pieces of one text.
        var operands: [Range<Int>] = []
        var start = lo
        var isChoice = false
        j = lo
        while j < hi {
            if t[j].isOp("??") || (t[j].isOp("+") && t[j].spaceBefore == (j + 1 < hi && t[j + 1].spaceBefore)) {
                if t[j].isOp("??") { isChoice = true }
                if start < j { operands.append(start..<j) }
                start = j + 1
            }
            j = f.skip(j)
        }
        if !operands.isEmpty {
            if start < hi { operands.append(start..<hi) }
            let values = operands.map { value($0, context) }
            // (`??` binds looser than `+`: `a + b ?? c` is rare enough to read as pieces.)
            return isChoice ? .either(values) : .parts(values)
        }
        if t[lo].isPunct("("), f.pair[lo] == hi - 1 { return value(lo + 1..<hi - 1, context) }

        guard let p = primary(lo, hi, context) else { return nil }
        // What may follow: members and calls (.uppercased(), .resolved()), `!`, `?`.
        var k = p.end
        var trailing: [String] = []
        while k < hi {
            if p.trailing, t[k].isPunct("."), k + 1 < hi, t[k + 1].kind == .identifier {
                trailing.append(t[k + 1].text)
                k += 2
                if k < hi && t[k].isPunct("(") && !t[k].newlineBefore { k = f.skip(k) }
                continue
            }
            if p.trailing, (t[k].isOp("!") || t[k].isOp("?")) && !t[k].spaceBefore { k += 1; continue }
            return nil // a part of a longer expression the reader does not follow
        }
        // A name followed by members is a longer name (`viewModel.item(at: i).title`); the
        // resolver tries its longest part first.
        if case .name(var ref)? = p.value, !trailing.isEmpty {
            ref.names += trailing
            ref.argumentLabels = nil
            return .name(ref)
        }
        return p.value
    }

    /// One localized-string expression starting at `lo`: its value (nil for
    /// one that names nothing), where it ends, and whether members may follow.
    private func primary(_ lo: Int, _ hi: Int, _ context: Context) -> (value: SourceValue?, end: Int, trailing: Bool)? {
        let t = f.t
        let tok = t[lo]
        if tok.kind == .string, let lit = tok.literal {
            // "key".localized, "key".localized(with: x)
            if lo + 2 < hi, t[lo + 1].isPunct("."), t[lo + 2].kind == .identifier, options.localizingMembers.contains(t[lo + 2].text) {
                var e = lo + 3
                if e < hi && t[e].isPunct("(") && !t[e].newlineBefore { e = f.skip(e) }
                return (keys(index.keys(forLiteral: lit, template: false), at: lo), e, true)
            }
            if context == .localizedKey, let v = keys(index.keys(forLiteral: lit, template: true), at: lo) { return (v, lo + 1, false) }
            // Text shown as written; what it interpolates is a piece of it.
            if !lit.isInterpolated && !lit.isMultiline && !lit.value.isEmpty { return (.text(lit.value, f.location(lo)), lo + 1, false) }
            return (interpolations(lit, at: lo), lo + 1, false)
        }
        if tok.isPunct("[") {
            if f.dialect == .objectiveC { return objectiveCFormat(lo, hi) }
            return joinedArray(lo, hi)
        }
        guard tok.kind == .identifier, !["nil", "true", "false", "Self", "super"].contains(tok.text) else { return nil }

        var names = [tok.text]
        var j = lo + 1
        while j + 1 < hi, t[j].isPunct("."), t[j + 1].kind == .identifier {
            names.append(t[j + 1].text)
            j += 2
        }
        if names == ["self"] { return nil }
        let call: Int? = j < hi && t[j].isPunct("(") && !t[j].newlineBefore && f.pair[j] > j ? j : nil
        let end = call.map { f.pair[$0] + 1 } ?? j
        let last = names[names.count - 1]

        if let call {
            let args = f.arguments(call)
            let first = args.first
            if SourceScanner.localizedKeyTypes.contains(last) && (names.count == 1 || (names.count == 2 && names[0] == "SwiftUI")) {
                // Text("key"), LocalizedStringKey("key"), Text(L10n.x); Text(verbatim: x) shows x as it is.
                guard let first else { return nil }
                if first.label == nil { return (value(first.range, .localizedKey), end, true) }
                if first.label == "verbatim" { return (value(first.range, .plain), end, true) }
                return nil
            }
            if names.count == 1 && SourceScanner.stringTypes.contains(last) {
                guard let first else { return nil }
                switch first.label {
                case "localized": return (value(first.range, .localizedKey), end, true) // String(localized: "key")
                case "format": return (format(args), end, true) // String(format: NSLocalizedString(...), n)
                case "string" where last.hasSuffix("AttributedString"): return (value(first.range, .plain), end, true)
                case nil: return (value(first.range, context), end, true) // String(x), AttributedString(x)
                default: return nil
                }
            }
            if last == "localizedStringWithFormat" { return (format(args), end, true) }
            if options.keyFunctions.contains(last) {
                // NSLocalizedString("key", comment: ""), Bundle.main.localizedString(forKey: "key", ...)
                guard let first, first.label == nil || first.label == "forKey" || first.label == "key",
                      let lit = f.literal(first.range) else { return nil }
                return (withPieces(keys(index.keys(forLiteral: lit.literal, template: false), at: lit.token), args.dropFirst()), end, true)
            }
        }

        if let rootCount = rootLength(names) {
            let path = Array(names[rootCount...])
            // L10n.Scene.title, L10n.Plural.count(n): the arguments fill the key's format.
            if !path.isEmpty, let v = keys(index.keys(forAccessor: path), at: lo) {
                return (withPieces(v, call.map { f.arguments($0)[...] } ?? []), end, true)
            }
            // A lookup function on the generated type: L10n.tr("Localizable", "key"), L10n.string("key").
            if let call, path.count <= 1, let v = wrapped(call, twoLiterals: true) { return (v, end, true) }
        }
        // A project's own wrapper: any call whose literal argument is a catalog key.
        if let call, !index.known.isEmpty, !Self.notWrappers.contains(last), let v = wrapped(call, twoLiterals: false) {
            return (v, end, true)
        }
        guard f.dialect == .swift || call == nil else { return nil }
        let labels = call.map { f.arguments($0).map(\.label) }
        let ref = NameReference(names: names, argumentLabels: labels, location: f.location(lo), file: fileNumber,
                                position: position ?? lo, scope: scope)
        return (.name(ref), end, true)
    }

    /// The key a call's literal argument names: the first argument unlabelled or
    /// labelled as a key; with `twoLiterals`, either of the first two literals,
    /// the later first (SwiftGen's `tr(table, key)`).
    private func wrapped(_ call: Int, twoLiterals: Bool) -> SourceValue? {
        let args = f.arguments(call)
        if twoLiterals {
            let lits = args.prefix(2).enumerated().compactMap { n, a in f.literal(a.range).map { (n, $0) } }
            for (n, l) in lits.reversed() {
                if let v = keys(index.keys(forLiteral: l.literal, template: false), at: l.token) { return withPieces(v, args.dropFirst(n + 1)) }
            }
            return nil
        }
        guard let first = args.first, first.label == nil || Self.keyLabels.contains(first.label!),
              let lit = f.literal(first.range), !lit.literal.isInterpolated, !index.known.isEmpty else { return nil }
        return withPieces(keys(index.keys(forLiteral: lit.literal, template: false), at: lit.token), args.dropFirst())
    }

    /// Labels of a lookup's arguments that say where the key is, not what fills it.
    static let lookupLabels: Set<String> = ["comment", "tableName", "table", "bundle", "value", "fallback", "defaultValue", "locale", "in"]

    /// A key found by a lookup, and the lookup's other arguments as the pieces that fill its
    /// format (`OCLocalizedFormat("Sort by {{a}}", ["a": x])`, `L10n.count(n)`).
    private func withPieces(_ key: SourceValue?, _ rest: ArraySlice<TokenFile.Argument>) -> SourceValue? {
        guard let key else { return nil }
        let pieces = rest.filter { $0.label.map { !Self.lookupLabels.contains($0) } ?? true }.map { a -> SourceValue? in
            let t = f.t
            // A dictionary or array of arguments: its values.
            if a.range.count >= 2, t[a.range.lowerBound].isPunct("["), f.pair[a.range.lowerBound] == a.range.upperBound - 1 {
                return SourceValue.parts(elements(a.range.lowerBound).map { value($0, .plain) })
            }
            return value(a.range, .plain)
        }
        guard let p = SourceValue.parts(pieces) else { return key }
        return .either([key, p])
    }

    /// The elements of the array or dictionary literal whose `[` is at `open` (a dictionary's values).
    private func elements(_ open: Int) -> [Range<Int>] {
        f.commaSeparated(open + 1..<f.pair[open]).compactMap { r in
            // A dictionary's element: what follows its key's colon.
            var k = r.lowerBound
            while k < r.upperBound && !f.t[k].isPunct(":") { k = f.skip(k) }
            let value = k < r.upperBound ? k + 1..<r.upperBound : r
            return value.isEmpty ? nil : value
        }
    }

    /// `String(format: fmt, a, b)`: the format is the whole text, the arguments pieces of it.
    private func format(_ args: [TokenFile.Argument]) -> SourceValue? {
        guard let first = args.first else { return nil }
        return .either([value(first.range, .plain), .parts(args.dropFirst().map { value($0.range, .plain) })])
    }

    /// `[a, b].joined(separator: ", ")`: each element a piece.
    private func joinedArray(_ lo: Int, _ hi: Int) -> (value: SourceValue?, end: Int, trailing: Bool)? {
        let t = f.t
        let close = f.pair[lo]
        guard close > lo, close + 2 < hi, t[close + 1].isPunct("."), t[close + 2].isIdent("joined") else { return nil }
        var e = close + 3
        if e < hi && t[e].isPunct("(") { e = f.skip(e) }
        return (SourceValue.parts(elements(lo).map { value($0, .plain) }), e, true)
    }

    /// `[NSString stringWithFormat:NSLocalizedString(@"key", nil), n]`.
    private func objectiveCFormat(_ lo: Int, _ hi: Int) -> (value: SourceValue?, end: Int, trailing: Bool)? {
        let t = f.t
        let close = f.pair[lo]
        guard close > lo, close < hi, lo + 3 < close, t[lo + 1].kind == .identifier, t[lo + 2].kind == .identifier,
              ["stringWithFormat", "localizedStringWithFormat"].contains(t[lo + 2].text), t[lo + 3].isPunct(":") else { return nil }
        let pieces = f.commaSeparated(lo + 4..<close)
        guard let format = pieces.first else { return nil }
        return (.either([value(format, .plain), .parts(pieces.dropFirst().map { value($0, .plain) })]), close + 1, false)
    }

    /// The values of a literal's interpolations, as pieces of its text.
    private func interpolations(_ lit: StringLiteral, at token: Int) -> SourceValue? {
        guard !lit.interpolations.isEmpty, f.dialect == .swift else { return nil }
        var values: [SourceValue?] = []
        for piece in lit.interpolations {
            let (tokens, _) = Tokenizer.tokenizeChecked(piece.text, dialect: .swift, line: piece.line, column: piece.column)
            let inner = TokenFile(tokens: tokens, dialect: .swift, file: f.file)
            var reader = ValueReader(f: inner, options: options, index: index, fileNumber: fileNumber, depth: depth)
            reader.scope = scope
            reader.position = position ?? token
            // `\(x, specifier: "%d")`: the first argument is the value.
            var end = 0
            while end < tokens.count && !(tokens[end].isPunct(",") ) { end = inner.skip(end) }
            values.append(reader.value(0..<end, .plain))
        }
        return .parts(values)
    }

    private func keys(_ keys: [String], at token: Int) -> SourceValue? {
        let location = f.location(token)
        if keys.isEmpty { return nil }
        return keys.count == 1 ? .key(keys[0], location) : .either(keys.map { .key($0, location) })
    }

    /// How many leading names of an accessor chain are the generated type
    /// (`L10n`, `R.string.localizable`), optionally after a module name.
    func rootLength(_ names: [String]) -> Int? {
        for offset in 0...1 where names.count > offset {
            for parts in roots {
                guard names.count - offset >= parts.count else { continue }
                if zip(parts, names[offset...]).allSatisfy({ $0 == "*" || $0 == $1 }) { return offset + parts.count }
            }
        }
        return nil
    }
}
