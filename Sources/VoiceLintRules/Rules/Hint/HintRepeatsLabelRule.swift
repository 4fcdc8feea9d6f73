import VoiceLintText

/// `hint-repeats-label`: the hint restates the label.
struct HintRepeatsLabelRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-repeats-label", applies: .hint, severity: .warning,
        summary: "A hint starts with, or restates, its element's label.",
        rationale: "VoiceOver speaks the label right before the hint: \"Save, button. Save will save your document.\" The repeat costs time and says nothing.",
        fix: "Describe the outcome without the label's words: \"Saves your document.\"",
        examples: [
            RuleExample(role: .hint, text: "Save will save your document.", label: "Save", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Share.", label: "Share", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Add to cart adds the item.", label: "Add to cart", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Saves your document.", label: "Save", expect: .passes),
            RuleExample(role: .hint, text: "Shares the photo.", label: "Share", expect: .passes, why: "the verb's third person is not the label"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), let label = u.pairedLabel, !label.isEmpty else { return }
        let lw = (u.pairedLabelWords ?? LabelWords(text: label, language: u.language)).lower
        // The hint's first words compared in place (no array made of them); both are lowered
        // words, in NFC, told apart at once where their lengths differ.
        let hw = u.lowerWords
        guard !lw.isEmpty, hw.count >= lw.count, hw[..<lw.count].elementsEqual(lw, by: UTF8Scalars.sameNFC) else { return }
        // Where the imperative label and the third person are spelled alike (it "Elimina" / "Elimina l’evento."), the hint is right.
        if lw.count == 1, hw.count > 1, let (f, n) = u.language.verbForm(hw, at: 0), f.isRight, n == 1 { return }
        out.report(info, u, "the hint starts with its label \"\(label)\", which VoiceOver has just spoken")
    }
}
