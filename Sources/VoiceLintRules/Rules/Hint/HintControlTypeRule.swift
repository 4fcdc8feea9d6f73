import VoiceLintText

/// `hint-control-type`: a hint says what happens, not what the element is.
struct HintControlTypeRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-control-type", applies: .hint, severity: .warning,
        summary: "A hint names the control type (\"Button that saves the document\").",
        rationale: "VoiceOver already speaks the trait; a hint says what happens, not what the element is. A control word that is a verb form of the lexicon, standing first where the verb stands, is the verb (\"Toggles bold formatting.\", \"Switches the account.\").",
        fix: "Start with what the element does: \"Saves the document.\"",
        examples: [
            RuleExample(role: .hint, text: "Button that saves the document.", expect: .triggers(suggestion: "Saves the document.")),
            RuleExample(role: .hint, text: "This switch turns on notifications.", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Saves the document.", expect: .passes),
            RuleExample(role: .hint, text: "Opens the photo library.", expect: .passes, why: "content, not the control"),
            RuleExample(role: .hint, text: "Copies the link.", expect: .passes, why: "the link is what the verb acts on"),
            RuleExample(role: .hint, text: "Toggles bold formatting.", expect: .passes, why: "\"toggles\" is the verb here (the lexicon knows it), not the control"),
        ], fixSafety: .displayOnly)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), let (m, _) = u.firstControlWord else { return }
        out.report(info, u, "the hint names the control type \"\(u.phrase(m.start, m.start + m.length))\": VoiceOver already speaks the trait",
                   suggestion: m.start == 0 ? VerbRewriter.rewriteFrom(u, after: m.length) : nil)
    }
}
