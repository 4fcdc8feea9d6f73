import VoiceLintText

/// `label-trailing-period`: labels are not sentences.
struct LabelTrailingPeriodRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-trailing-period", applies: .label, severity: .warning,
        summary: "A label ends with a period.",
        rationale: "A period makes VoiceOver drop its voice as at the end of a sentence, and a label is a name, not a sentence.",
        fix: "Remove the final period.",
        examples: [
            RuleExample(text: "Delete.", expect: .triggers(suggestion: "Delete")),
            RuleExample(text: "Add to cart. ", expect: .triggers(suggestion: "Add to cart")),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(text: "Loading…", expect: .passes, why: "an ellipsis is not a period"),
            RuleExample(text: "More...", expect: .passes, why: "three dots are an ellipsis"),
            RuleExample(text: "Acme Inc.", expect: .passes, why: "the period of an abbreviation"),
            RuleExample(text: "A cat asleep on a sofa.", comment: "Image description for the cover photo", expect: .passes,
                        why: "an image description may end like a sentence"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), u.finalFullStop != nil, !u.isImageDescription else { return }
        out.report(info, u, "the label ends with a period: VoiceOver reads labels as names, not sentences", suggestion: u.withoutFinalStop + u.trailingBidiMarks)
    }
}
