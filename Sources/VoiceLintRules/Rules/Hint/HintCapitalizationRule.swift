import VoiceLintText

/// `hint-capitalization`: a hint starts like a sentence.
struct HintCapitalizationRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-capitalization", applies: .hint, severity: .warning,
        summary: "A hint does not start with a capital letter.",
        rationale: "A hint is a sentence; VoiceOver and Braille readers expect it to start like one.",
        fix: "Capitalise the first word.",
        examples: [
            RuleExample(role: .hint, text: "opens the event.", expect: .triggers(suggestion: "Opens the event.")),
            RuleExample(role: .hint, text: "Opens the event.", expect: .passes),
            RuleExample(role: .hint, text: "iCloud syncs the event.", expect: .passes, why: "a brand keeps its spelling"),
        ], fixSafety: .safe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), let fixed = u.withFirstWordCapitalized, let fix = u.firstCapitalFix else { return }
        out.report(info, u, "the hint starts with a lower-case letter" + fix.note, suggestion: fixed, applicability: fix.applicability)
    }
}
