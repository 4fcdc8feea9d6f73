import VoiceLintText

/// `label-empty`: nothing to speak.
struct LabelEmptyRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-empty", applies: .label, severity: .error,
        summary: "A label is empty, or only white space or punctuation.",
        rationale: "VoiceOver falls back to the image name or says nothing: the element is unusable without sight.",
        fix: "Write what the element is or does, in one to three words.",
        examples: [
            RuleExample(text: " ", expect: .triggers(suggestion: nil)),
            RuleExample(text: "--", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(text: "+", expect: .passes, why: "a lone symbol is symbol-only's finding"),
            RuleExample(locale: "fr", text: "", source: "Delete", expect: .triggers(suggestion: nil),
                        why: "an empty translation is used as it is (no fallback to the source): the element is silent"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.role == .label else { return }
        // One pass, which stops at the first letter or digit (a letter or digit is never white space).
        var visible = false, letterOrDigit = false
        for s in u.text.unicodeScalars {
            if CaseMapping.isAlphabetic(s) || CaseMapping.isDigit(s) { letterOrDigit = true; break }
            if !CaseMapping.isWhitespace(s) { visible = true }
        }
        if !visible && !letterOrDigit {
            out.report(info, u, "the label is empty: VoiceOver has nothing to say")
        } else if u.placeholderCount == 0, !letterOrDigit, !u.isSymbolOnly {
            out.report(info, u, "the label is only punctuation: VoiceOver has nothing to say")
        }
    }
}
