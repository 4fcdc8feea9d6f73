import VoiceLintCatalog

/// What one source file says about localized strings, before any name is
/// looked up across the project: its scopes, its declarations, the places
/// where it sets a label or hint (sinks), and what it gives to parameters
/// and properties (the facts one level of flow is resolved from).
struct FileFacts: Sendable {
    var path: String
    var scopes: [Scope] = []
    var declarations: [Declaration] = []
    var sinks: [Sink] = []
    var arguments: [ArgumentFact] = []
    var assignments: [AssignmentFact] = []
    /// Uses found without resolution (Interface Builder's runtime attributes).
    var found: [SourceUsage] = []
    /// Where the file nests deeper than `Limits.sourceDepth` (nothing past it is read).
    var tooDeep: (line: Int, column: Int)?

    init(path: String) { self.path = path }
}

/// A type, a function (or getter) or another block of braces.
struct Scope: Sendable {
    enum Kind: Sendable { case type, function, block }
    var kind: Kind
    /// The enclosing scope, or -1.
    var parent: Int
    /// The types around (and, for a type, including) this scope: `["UIConstants", "strings"]`.
    var typePath: [String]
    /// A function's name (`init` for an initializer) and parameters.
    var function: String?
    var parameters: [Parameter] = []
}

/// A function's parameter: `external internal: Type`.
struct Parameter: Sendable {
    /// The argument label at a call; nil for `_`.
    var label: String?
    var name: String
    /// The type's name, without optionals: `String`, `LocalizedStringKey`, `Option`.
    var typeName: String?
    /// For a parameter labelled for accessibility: whether the body names it at all.
    var isUsed: Bool?
}

/// A declaration whose value may be a localized string, or a stored property
/// whose value is given elsewhere (property flow).
struct Declaration: Sendable {
    enum Kind: Sendable {
        /// A type's member or a global: `static let close = ...`, `var title: String { ... }`, `func x() -> String`.
        case member
        /// A constant or variable in a function body: visible from its declaration to its block's end.
        case local(visibleUntil: Int)
        /// A stored property without a value of its own: `let title: String`.
        case stored
    }

    var name: String
    /// The enclosing types: `["Strings", "Common"]`; empty for a global or a local.
    var qualifier: [String]
    var kind: Kind
    var value: SourceValue?
    /// The declared type's name (`let option: Option`, `let x = Option(...)`), without optionals.
    var typeName: String?
    /// A function's argument labels.
    var parameterLabels: [String?]?
    /// The token where the name stands, and the scope it is declared in.
    var position: Int
    var scope: Int

    var isLocal: Bool { if case .local = kind { return true } else { return false } }
    var isStored: Bool { if case .stored = kind { return true } else { return false } }
}

/// Where the code sets an accessibility label or hint, and what it sets it to.
struct Sink: Sendable {
    var role: SourceRole
    var value: SourceValue
    /// For an argument labelled for accessibility: the called name and the label.
    var argument: (callee: String, label: String)?
}

/// An argument given at a call: `Option(label: Strings.delete)`, `configure(title: x)`.
struct ArgumentFact: Sendable {
    /// The called name: a type for an initializer, else the function's name.
    var callee: String
    var label: String?
    /// Its place among the call's arguments.
    var index: Int
    var value: SourceValue
    /// The value read as a `LocalizedStringKey` (for a parameter of that type), when it differs.
    var keyValue: SourceValue?
    /// The scope the call stands in.
    var scope: Int
}

/// A value assigned to a property: `cell.title = Strings.x`, `self.title = title`.
struct AssignmentFact: Sendable {
    var property: String
    /// The names before the property (`["cell"]`, `["self"]`, `[]`).
    var receiver: [String]
    var value: SourceValue
    /// The scope the assignment stands in, and the token of its `=`.
    var scope: Int
    var position: Int
    /// `+=`: the value is appended, the property's text is composed of pieces.
    var appends = false
}
