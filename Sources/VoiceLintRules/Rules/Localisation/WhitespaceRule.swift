import VoiceLintText
import VoiceLintCatalog

/// `whitespace`: leading, trailing or doubled spaces.
struct WhitespaceRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "whitespace", applies: .any, severity: .warning,
        summary: "A string starts or ends with white space, or has two spaces in a row (in a translation: where its source does not).",
        rationale: "Stray spaces are invisible in review, change layout, and are a sign of text pasted together by hand; VoiceOver may pause on them.",
        fix: "Remove the extra white space.",
        examples: [
            RuleExample(text: " Delete", expect: .triggers(suggestion: "Delete"), applicability: .displayOnly,
                        why: "in the source, a space at an end may be where the app joins texts: advice"),
            RuleExample(text: "Posted: ", expect: .triggers(suggestion: "Posted:"), applicability: .displayOnly),
            RuleExample(locale: "fr", text: "Supprimer ", source: "Delete", expect: .triggers(suggestion: "Supprimer"), why: "the source has no space there"),
            RuleExample(role: .hint, text: "Deletes  the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(locale: "fr", text: "Supprime  l’événement. ", source: "Deletes the event.", expect: .triggers(suggestion: "Supprime l’événement.")),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(role: .other, text: "Line one\nLine two", expect: .passes, why: "a newline inside the text is layout"),
            RuleExample(locale: "fr", role: .other, text: " et %lld autres", source: " and %lld others", expect: .passes, why: "the source starts with a space too: the code joins the pieces"),
        ], fixSafety: .safe)

    /// Whether the text reads as a piece the app joins to another at a spaced end: it starts in
    /// lower case after a leading space (" опцию пароля"), or ends with a colon, a preposition or a
    /// conjunction before a trailing space ("Posted: ", "votos de ").
    static func continues(_ u: UnitContext, leading: Bool, trailing: Bool) -> Bool {
        let t = u.trimmedText
        if leading, let first = CaseMapping.firstCased(t), first.letterCase == .lower { return true }
        if trailing {
            if t.hasSuffix(":") || t.hasSuffix("：") { return true }
            if let last = u.lowerWords.last, u.language.words(.prepositions).contains(last) || u.language.words(.conjunctions).contains(last) { return true }
        }
        return false
    }

    func check(unit u: UnitContext, into out: inout FindingSink) {
        let t = u.text
        guard !t.isEmpty else { return }
        // Most text has no white space at either end and no two spaces in a row: then the
        // source is not read.
        let (leading, trailing) = Spacing.edges(t)
        guard leading || trailing || u.textFacts.hasDoubleSpace else { return }
        // A translation mirrors its source's spacing; only differences count there.
        let s = u.sourceText ?? ""
        let (keepLeading, keepTrailing) = Spacing.edges(s)
        var problems: [String] = []
        if leading && !keepLeading { problems.append("starts with white space") }
        if trailing && !keepTrailing { problems.append("ends with white space") }
        if u.textFacts.hasDoubleSpace && !TextFacts(s).hasDoubleSpace { problems.append("has two spaces in a row") }
        guard !problems.isEmpty else { return }
        var fixed = Spacing.clean(t)
        if keepLeading && leading { fixed = " " + fixed }
        if keepTrailing && trailing { fixed += " " }
        // Without a source to compare with (the source itself), a space at an end may be where the
        // app joins the text to another ("Posted: " + name): advice. Spaces doubled inside are not.
        let edges = (leading && !keepLeading) || (trailing && !keepTrailing)
        let unsure = edges && (u.sourceText == nil || u.unit.variant.contains("substitutions") || Self.continues(u, leading: leading && !keepLeading,
                                                                                                                  trailing: trailing && !keepTrailing))
        out.report(info, u, "the text " + problems.joined(separator: " and ") + (unsure ? " (keep it if the app joins this text to another)" : ""),
                   suggestion: fixed, applicability: unsure ? .displayOnly : nil)
    }
}
