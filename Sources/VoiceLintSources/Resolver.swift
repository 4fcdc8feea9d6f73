import VoiceLintCatalog

/// Resolves the names of every file's sinks against the declarations of the
/// whole project, and follows one level of flow through parameters and stored
/// properties: the last stage, which turns `FileFacts` into uses of keys.
///
/// A qualified name (`Strings.Common.close`, `UIConstants.strings.browserBack`)
/// is matched by its longest run of names that ends a declaration's enclosing
/// types; a bare name is a local before it, a parameter of the enclosing
/// function, a member of the enclosing type, else a declaration the project has
/// only one of. A member of a value (`option.label`) is looked up in the type the
/// code declares for the value, else in the only type that has such a member.
final class Resolver {
    struct DeclarationID: Hashable { var file: Int32; var index: Int32 }
    /// A key a value resolves to, and whether it is only a piece of the text.
    struct Resolved: Hashable { var key: String; var part: Bool }

    private let files: [FileFacts]
    /// Declarations that are not locals, by name.
    private var members: [String: [DeclarationID]] = [:]
    /// Locals by file and name.
    private var locals: [Int: [String: [DeclarationID]]] = [:]
    /// Declarations that are not locals by each trailing run of their enclosing types and
    /// their name: `(["Strings", "Common"], "close")` and `(["Common"], "close")` (a global: `([], name)`).
    private var owned: [Owned: [DeclarationID]] = [:]

    /// A run of enclosing types and a name (the run a slice of the declaration's own array: no copy).
    private struct Owned: Hashable {
        var types: ArraySlice<String>
        var name: String
        init(_ types: ArraySlice<String>, _ name: String) {
            self.types = types
            self.name = name
        }
        static func == (a: Owned, b: Owned) -> Bool { a.name == b.name && a.types.elementsEqual(b.types) }
        func hash(into h: inout Hasher) {
            h.combine(name)
            h.combine(types.count)
            for t in types { h.combine(t) }
        }
    }
    /// Call arguments by the called name and the label (`nil`: unlabelled), and again by the type
    /// the call stands in (for a method name several functions share).
    private var arguments: [ArgumentKey: [(file: Int, index: Int)]] = [:]
    private var argumentsInType: [ArgumentKey: [(file: Int, index: Int)]] = [:]

    private struct ArgumentKey: Hashable {
        var callee: String
        var label: String?
        var type: String?
    }
    /// Assignments to a bare name, by file and name: `status = ...`.
    private var bareAssignments: [Int: [String: [Int]]] = [:]
    /// Assignments to a member of the type they stand in, by type and member: `self.title = ...`.
    private var ownAssignments: [String: [(file: Int, index: Int)]] = [:]
    /// Assignments to a member of another value, by member: `cell.title = ...`.
    private var otherAssignments: [String: [(file: Int, index: Int)]] = [:]
    /// Assignments to a member of a held value, by file, holder and member: `textLabel.text = ...`.
    private var heldAssignments: [Int: [String: [Int]]] = [:]
    private var oneTypeMemo: [String: [DeclarationID]?] = [:]
    private var storedOwnerMemo: [String: String?] = [:]
    private var receiverTypeMemo: [String: [String: [(file: Int, index: Int)]]] = [:]
    /// Functions by the name a call uses: their own, or their type's for an initializer.
    private var functions: [String: [(file: Int, scope: Int)]] = [:]
    /// For each function name and argument label (`configure(title`), how many functions have it.
    private var functionLabels: [String: Int] = [:]
    private var memo: [DeclarationID: [Resolved]] = [:]
    private var parameterMemo: [ParameterID: [Resolved]] = [:]
    private var active: Set<DeclarationID> = []
    private var activeParameters: Set<ParameterID> = []

    private struct ParameterID: Hashable { var file: Int; var scope: Int; var index: Int }
    private enum Target {
        case declarations([DeclarationID])
        case parameter(ParameterID)
        /// Values assigned to a member of a value the type holds: `textLabel.text = text`.
        case assignments([(file: Int, index: Int)])
    }

    /// Members that turn a string into another form of the same text: `title.uppercased()`
    /// is still `title`.
    static let sameText: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
        "trimmingCharacters", "replacingOccurrences", "resolved", "string", "description", "localized", "localizedString",
        "self", "some", "unsafelyUnwrapped",
    ]

    /// How many names and flows one resolution follows before it gives up.
    static let maxDepth = 16
    /// The longest name chain looked up.
    static let maxChain = 32

    init(files: [FileFacts]) {
        self.files = files
        for (n, facts) in files.enumerated() {
            for (k, d) in facts.declarations.enumerated() {
                let id = DeclarationID(file: Int32(n), index: Int32(k))
                if d.isLocal {
                    locals[n, default: [:]][d.name, default: []].append(id)
                } else {
                    members[d.name, default: []].append(id)
                    if d.qualifier.isEmpty { owned[Owned([], d.name), default: []].append(id) }
                    for m in stride(from: d.qualifier.count, through: 1, by: -1) {
                        owned[Owned(d.qualifier.suffix(m), d.name), default: []].append(id)
                    }
                }
            }
            for (k, a) in facts.arguments.enumerated() {
                arguments[ArgumentKey(callee: a.callee, label: a.label), default: []].append((n, k))
                let type = a.scope >= 0 ? facts.scopes[a.scope].typePath.last : nil
                argumentsInType[ArgumentKey(callee: a.callee, label: a.label, type: type), default: []].append((n, k))
            }
            for (k, a) in facts.assignments.enumerated() {
                if a.receiver.isEmpty { bareAssignments[n, default: [:]][a.property, default: []].append(k) }
                if a.receiver.isEmpty || a.receiver == ["self"] {
                    if a.scope >= 0, let type = facts.scopes[a.scope].typePath.last { ownAssignments[type + "\u{1}" + a.property, default: []].append((n, k)) }
                } else {
                    otherAssignments[a.property, default: []].append((n, k))
                    let holder = a.receiver.count == 2 && a.receiver[0] == "self" ? a.receiver[1] : a.receiver.count == 1 ? a.receiver[0] : nil
                    if let holder { heldAssignments[n, default: [:]][holder + "\u{1}" + a.property, default: []].append(k) }
                }
            }
            for (k, s) in facts.scopes.enumerated() where s.kind == .function {
                guard let name = s.function else { continue }
                if let called = name == "init" ? s.typePath.last : name { functions[called, default: []].append((n, k)) }
                for p in s.parameters { functionLabels[name + "(" + (p.label ?? "_"), default: 0] += 1 }
            }
        }
    }

    /// Every use of a key at a sink: labels and hints, and pieces of them as parts.
    func usages() -> [SourceUsage] { resolved().usages }

    /// The uses of keys at sinks, and the whole labels and hints written in the code itself.
    func resolved() -> (usages: [SourceUsage], copy: [CodeCopy]) {
        var out: [SourceUsage] = []
        var copy: [CodeCopy] = []
        for facts in files {
            for sink in facts.sinks where !setsNothing(sink) {
                leaves(sink.value, part: false, depth: 0, text: { text, part, location in
                    if !part { copy.append(CodeCopy(text: text, role: sink.role, location: location)) }
                }) { key, part, location in
                    out.append(SourceUsage(key: key, role: part ? .part : sink.role, location: location))
                }
            }
        }
        return (out, copy)
    }

    private func declaration(_ id: DeclarationID) -> Declaration { files[Int(id.file)].declarations[Int(id.index)] }

    /// An argument labelled for accessibility given to functions of the project that all
    /// leave that parameter unused.
    private func setsNothing(_ sink: Sink) -> Bool {
        guard let (callee, label) = sink.argument, let scopes = functions[callee] else { return false }
        var declared = false
        for (n, s) in scopes {
            for p in files[n].scopes[s].parameters where p.label == label {
                declared = true
                if p.isUsed != false { return false }
            }
        }
        return declared
    }

    /// The keys of a value (and its literal text), each with where the code names it: a name's
    /// keys where the name stands.
    private func leaves(_ v: SourceValue, part: Bool, depth: Int, text: (String, Bool, SourceLocation) -> Void,
                        _ emit: (String, Bool, SourceLocation) -> Void) {
        switch v {
        case .key(let k, let location): emit(k, part, location)
        case .text(let t, let location): text(t, part, location)
        case .name(let ref): for r in resolve(ref, depth: depth) { emit(r.key, part || r.part, ref.location) }
        case .either(let values): for x in values { leaves(x, part: part, depth: depth, text: text, emit) }
        case .parts(let values): for x in values { leaves(x, part: true, depth: depth, text: text, emit) }
        }
    }

    /// The keys a value resolves to.
    private func values(_ v: SourceValue, depth: Int) -> [Resolved] {
        var out: [Resolved] = []
        leaves(v, part: false, depth: depth, text: { _, _, _ in }) { key, part, _ in out.append(Resolved(key: key, part: part)) }
        return out
    }

    private func resolve(_ ref: NameReference, depth: Int) -> [Resolved] {
        guard depth < Self.maxDepth, let target = lookup(ref) else { return [] }
        switch target {
        case .declarations(let ids): return ids.flatMap { value(of: $0, depth: depth + 1) }
        case .parameter(let p): return arguments(for: p, depth: depth + 1)
        case .assignments(let list): return list.flatMap { values(files[$0.file].assignments[$0.index].value, depth: depth + 1) }
        }
    }

    // MARK: - Names

    private func lookup(_ ref: NameReference) -> Target? {
        var names = ref.names[...]
        var selfQualified = false
        if names.first == "self" {
            names = names.dropFirst()
            selfQualified = true
        }
        // No declaration is qualified that deeply; a longer chain would make the look-up quadratic.
        guard !names.isEmpty, names.count <= Self.maxChain else { return nil }
        let base = names.startIndex
        for j in names.indices.reversed() {
            let name = names[j]
            if j == base {
                let rest = names[(j + 1)...]
                if rest.allSatisfy(Self.sameText.contains), let t = bare(name, ref, selfQualified: selfQualified) { return t }
                if rest.count == 1, let t = assigned(rest.first!, of: name, ref) { return t }
                continue
            }
            guard members[name] != nil else { continue }
            let prefix = Array(names[base..<j])
            // The longest run of names before this one that ends a candidate's enclosing types.
            for m in stride(from: prefix.count, through: 1, by: -1) {
                if let chosen = owned[Owned(prefix.suffix(m), name)] {
                    return .declarations(callable(chosen, ref, last: j == names.indices.last))
                }
            }
            // A member of a value: `option.label`, `viewModel.title`.
            guard let head = prefix.first, let c = head.first, c.isLowercase || c == "_" else { continue }
            if prefix.count == 1, let type = typeName(of: head, ref), let typed = owned[Owned([type], name)] {
                return .declarations(typed)
            }
            if let only = oneType(name) { return .declarations(only) }
        }
        return nil
    }

    /// Among functions of that name, those whose labels are the call's; all when none is.
    private func callable(_ ids: [DeclarationID], _ ref: NameReference, last: Bool) -> [DeclarationID] {
        guard last, let labels = ref.argumentLabels else { return ids }
        let exact = ids.filter { declaration($0).parameterLabels.map { $0 == labels } ?? false }
        return exact.isEmpty ? ids : exact
    }

    /// The declarations of a name when every one is in the same type.
    private func oneType(_ name: String) -> [DeclarationID]? {
        if let done = oneTypeMemo[name] { return done }
        var out: [DeclarationID]?
        if let ids = members[name], let first = ids.first {
            let q = declaration(first).qualifier
            if !q.isEmpty, ids.allSatisfy({ declaration($0).qualifier == q }) { out = ids }
        }
        oneTypeMemo[name] = out
        return out
    }

    /// A name alone: a local declared before it, a parameter, a member of the enclosing
    /// type, a global, or the only declaration of that name.
    private func bare(_ name: String, _ ref: NameReference, selfQualified: Bool) -> Target? {
        let facts = files[ref.file]
        if !selfQualified, let ids = locals[ref.file]?[name] {
            var best: DeclarationID?
            for id in ids {
                let d = declaration(id)
                guard case .local(let until) = d.kind, d.position < ref.position, ref.position <= until else { continue }
                if best == nil || declaration(best!).position < d.position { best = id }
            }
            if let best { return .declarations([best]) }
        }
        var s = ref.scope
        if !selfQualified {
            while s >= 0 {
                let scope = facts.scopes[s]
                if scope.kind == .function, let k = scope.parameters.firstIndex(where: { $0.name == name }) {
                    return .parameter(ParameterID(file: ref.file, scope: s, index: k))
                }
                if scope.kind == .type { break }
                s = scope.parent
            }
        }
        guard let candidates = members[name] else { return nil }
        if ref.scope >= 0, let type = facts.scopes[ref.scope].typePath.last, let own = owned[Owned([type], name)] {
            return .declarations(callable(own, ref, last: true))
        }
        if let globals = owned[Owned([], name)] { return .declarations(callable(globals, ref, last: true)) }
        return candidates.count == 1 ? .declarations(candidates) : nil
    }

    /// `textLabel.text`: what the same type assigns to that member of that value.
    private func assigned(_ member: String, of holder: String, _ ref: NameReference) -> Target? {
        guard ref.scope >= 0, let type = files[ref.file].scopes[ref.scope].typePath.last else { return nil }
        var found: [(file: Int, index: Int)] = []
        for k in heldAssignments[ref.file]?[holder + "\u{1}" + member] ?? [] {
            let a = files[ref.file].assignments[k]
            guard a.scope >= 0, files[ref.file].scopes[a.scope].typePath.last == type else { continue }
            found.append((ref.file, k))
        }
        return found.isEmpty ? nil : .assignments(found)
    }

    /// The type the code declares for a value named `name` where `ref` stands.
    private func typeName(of name: String, _ ref: NameReference) -> String? {
        var plain = ref
        plain.names = [name]
        plain.argumentLabels = nil
        switch bare(name, plain, selfQualified: false) {
        case .declarations(let ids)?:
            return ids.count == 1 ? declaration(ids[0]).typeName : nil
        case .parameter(let p)?:
            return files[p.file].scopes[p.scope].parameters[p.index].typeName
        case .assignments?, nil:
            return nil
        }
    }

    // MARK: - Values of declarations

    private func value(of id: DeclarationID, depth: Int) -> [Resolved] {
        if let done = memo[id] { return done }
        guard !active.contains(id) else { return [] }
        active.insert(id)
        defer { active.remove(id) }
        let d = declaration(id)
        var out: [Resolved] = []
        if let v = d.value { out = values(v, depth: depth) } else if d.isStored { out = stored(d, depth: depth) }
        if case .local(let until) = d.kind {
            // var status: String?; ... status = NSLocalizedString(...): what the function assigns it later;
            // text += piece: every value is a piece of the text.
            var composed = false
            let n = Int(id.file)
            for k in bareAssignments[n]?[d.name] ?? [] {
                let a = files[n].assignments[k]
                guard a.position > d.position, a.position <= until else { continue }
                out += values(a.value, depth: depth)
                composed = composed || a.appends
            }
            if composed { out = out.map { Resolved(key: $0.key, part: true) } }
        }
        out = unique(out)
        memo[id] = out
        return out
    }

    /// What code gives a stored property: initializer arguments of its type, assignments.
    private func stored(_ d: Declaration, depth: Int) -> [Resolved] {
        guard let type = d.qualifier.last else { return [] }
        var out: [Resolved] = []
        for (n, k) in arguments[ArgumentKey(callee: type, label: d.name)] ?? [] {
            out += argument(files[n].arguments[k], parameterType: d.typeName, depth: depth)
        }
        var given = ownAssignments[type + "\u{1}" + d.name] ?? []
        let others = assignmentsByReceiverType(d.name)
        given += others[type] ?? []
        if onlyTypeWithStored(d.name) == type { given += others[""] ?? [] }
        for (n, k) in given {
            let a = files[n].assignments[k]
            out += values(a.value, depth: depth).map { a.appends ? Resolved(key: $0.key, part: true) : $0 }
        }
        return out
    }

    /// Assignments to a member of another value (`cell.title = x`), by the type the code
    /// declares for the value (`""` where it declares none or the receiver is a longer chain).
    private func assignmentsByReceiverType(_ property: String) -> [String: [(file: Int, index: Int)]] {
        if let done = receiverTypeMemo[property] { return done }
        var out: [String: [(file: Int, index: Int)]] = [:]
        for (n, k) in otherAssignments[property] ?? [] {
            let a = files[n].assignments[k]
            var type = ""
            if a.receiver.count == 1 {
                let ref = NameReference(names: a.receiver, argumentLabels: nil, location: SourceLocation(file: files[n].path, line: 1, column: 1),
                                        file: n, position: a.position, scope: a.scope)
                type = typeName(of: a.receiver[0], ref) ?? ""
            }
            out[type, default: []].append((n, k))
        }
        receiverTypeMemo[property] = out
        return out
    }

    /// The one type that declares a stored property of this name, if only one does.
    private func onlyTypeWithStored(_ name: String) -> String? {
        if let done = storedOwnerMemo[name] { return done }
        var found: String?
        for id in members[name] ?? [] where declaration(id).isStored {
            guard let q = declaration(id).qualifier.last else { continue }
            if found != nil && found != q { found = nil; break }
            found = q
        }
        storedOwnerMemo[name] = .some(found)
        return found
    }

    /// What calls give a function's parameter.
    private func arguments(for p: ParameterID, depth: Int) -> [Resolved] {
        if let done = parameterMemo[p] { return done }
        guard !activeParameters.contains(p) else { return [] }
        activeParameters.insert(p)
        defer { activeParameters.remove(p) }
        let scope = files[p.file].scopes[p.scope]
        let parameter = scope.parameters[p.index]
        guard let function = scope.function else { return [] }
        let callee = function == "init" ? scope.typePath.last : function
        var out: [Resolved] = []
        if let callee {
            // A method name that several functions share with this label is followed only from calls in its own type.
            let shared = function != "init" && (functionLabels[function + "(" + (parameter.label ?? "_")] ?? 0) > 1
            let calls = shared ? argumentsInType[ArgumentKey(callee: callee, label: parameter.label, type: scope.typePath.last)]
                : arguments[ArgumentKey(callee: callee, label: parameter.label)]
            for (n, k) in calls ?? [] {
                let a = files[n].arguments[k]
                guard parameter.label != nil || a.index == p.index else { continue }
                out += argument(a, parameterType: parameter.typeName, depth: depth)
            }
        }
        out = unique(out)
        parameterMemo[p] = out
        return out
    }

    private func argument(_ a: ArgumentFact, parameterType: String?, depth: Int) -> [Resolved] {
        if let k = a.keyValue, parameterType.map(SourceScanner.localizedKeyTypes.contains) ?? false { return values(k, depth: depth) }
        return values(a.value, depth: depth)
    }

    private func unique(_ r: [Resolved]) -> [Resolved] {
        var seen = Set<Resolved>()
        return r.filter { seen.insert($0).inserted }
    }
}
