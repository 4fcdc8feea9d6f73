import VoiceLintText

/// `hint-length`: hints are brief.
struct HintLengthRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-length", applies: .hint, severity: .warning,
        summary: "A hint has more words than the limit (15 by default).",
        rationale: "Users hear the hint after a pause on every element; a long one is cut off by the next swipe and teaches people to turn hints off.",
        fix: "Say only what happens, in one short sentence.",
        examples: [
            RuleExample(role: .hint, text: "Deletes the event.", expect: .passes),
            RuleExample(role: .hint, text: "Deletes the event from every calendar that you share with your family, your friends and your colleagues at work.",
                        expect: .triggers(suggestion: nil)),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), u.mayHaveMoreWords(than: u.hintMaxWords) else { return }
        let n = u.spokenWordCount
        guard n > u.hintMaxWords else { return }
        out.report(info, u, "the hint has \(n) words (limit \(u.hintMaxWords)): say only what happens")
    }
}
