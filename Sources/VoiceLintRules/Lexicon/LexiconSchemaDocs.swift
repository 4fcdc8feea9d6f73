/// The tables of `Lexicons/README.md` that document the lexicon files' keys, made from
/// the schema itself (`LanguageProfile.fields`, `WordsKey`, `VerbKind`) so that the
/// documentation cannot drift from what the decoder accepts.
public enum LexiconSchemaDocs {
    /// `profile.json`: key, type, meaning.
    public static var profileTable: String {
        var rows = ["| key | type | meaning |", "|---|---|---|"]
        for f in LanguageProfile.fields { rows.append("| `\(f.name)` | \(f.type) | \(f.meaning) |") }
        return rows.joined(separator: "\n") + "\n"
    }

    /// `words.json`: key, type, the rules that read it, meaning.
    public static var wordsTable: String {
        var rows = ["| key | type | used by | meaning |", "|---|---|---|---|"]
        for k in WordsKey.allCases { rows.append("| `\(k.rawValue)` | \(k.type) | \(k.usedBy) | \(k.meaning) |") }
        return rows.joined(separator: "\n") + "\n"
    }

    /// `verbs.json`: the closed set of verb kinds.
    public static var verbKinds: String {
        "The kinds of `wrong`: " + VerbKind.allCases.filter { $0 != .third }.map { "`\($0.rawValue)`" }.joined(separator: ", ") + ".\n"
    }

    /// The generated sections, by the marker name that encloses each in the README
    /// (`<!-- schema:NAME -->` ... `<!-- /schema:NAME -->`).
    public static var sections: [(name: String, text: String)] {
        [("profile", profileTable), ("verb-kinds", verbKinds), ("words", wordsTable)]
    }

    /// `text` with every generated section replaced by its current content.
    public static func updating(_ text: String) -> String {
        var out = text
        for (name, body) in sections {
            let open = "<!-- schema:\(name) -->\n", close = "<!-- /schema:\(name) -->"
            guard let a = out.range(of: open), let b = out.range(of: close, range: a.upperBound..<out.endIndex) else { continue }
            out.replaceSubrange(a.upperBound..<b.lowerBound, with: body)
        }
        return out
    }
}
