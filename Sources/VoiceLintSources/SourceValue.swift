import VoiceLintCatalog

/// What an expression of the app's code gives a label or hint, read from one
/// file before any name is looked up: keys written where it stands, and names
/// that the project's declarations resolve later (`Resolver`).
indirect enum SourceValue: Sendable {
    /// A catalog key, found where the expression names it (a literal, a
    /// wrapper's argument, a generated accessor the key index resolves).
    case key(String, SourceLocation)
    /// Text written in the code itself, no catalog's key: spoken as it is written.
    case text(String, SourceLocation)
    /// A name to look up: `Strings.Common.close`, `option.label`, `title`.
    case name(NameReference)
    /// Alternatives, each the whole text: a ternary's branches, `??`, a getter's returns.
    case either([SourceValue])
    /// Pieces of one composed text: interpolations, `+`, `joined`, format arguments.
    case parts([SourceValue])

    /// Either of the values present; nil when none is.
    static func either(_ values: [SourceValue?]) -> SourceValue? {
        let v = values.compactMap { $0 }
        if v.isEmpty { return nil }
        return v.count == 1 ? v[0] : .either(v)
    }

    /// The pieces present as parts; nil when none is.
    static func parts(_ values: [SourceValue?]) -> SourceValue? {
        let v = values.compactMap { $0 }
        return v.isEmpty ? nil : .parts(v)
    }
}

/// A name chain as written where it is used, with what bare names need to be
/// resolved: the file, the place in it and the scopes around it.
struct NameReference: Sendable {
    /// `["Strings", "Common", "close"]`, `["option", "label"]`, `["title"]`; `self` kept.
    var names: [String]
    /// The argument labels when the last name is called (`nil` for an unlabelled one).
    var argumentLabels: [String?]?
    /// Where the chain starts.
    var location: SourceLocation
    /// The file (its number in the scan) and the token where the chain starts.
    var file: Int
    var position: Int
    /// The innermost scope around the use (`FileFacts.scopes`), or -1 at the top level.
    var scope: Int
}
