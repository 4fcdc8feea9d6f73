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
            RuleExample(locale: "de", text: "Schritt 1.", source: "Step 1", expect: .triggers(suggestion: "Schritt 1"), applicability: .displayOnly,
                        why: "after a number the dot may make an ordinal"),
            RuleExample(text: "Saved. Tap to undo.", expect: .triggers(suggestion: "Saved. Tap to undo"), applicability: .displayOnly,
                        why: "two sentences: removing the last period only is no fix"),
            RuleExample(text: "Mon./Tue.", expect: .triggers(suggestion: "Mon./Tue"), applicability: .displayOnly, why: "abbreviations"),
            RuleExample(text: "A cat asleep on a sofa.", comment: "Image description for the cover photo", expect: .passes,
                        why: "an image description may end like a sentence"),
        ], fixSafety: .safe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), let stop = u.finalFullStop, !u.isImageDescription else { return }
        let suggestion = u.withoutFinalStop + u.trailingBidiMarks
        // A dot after a number makes it an ordinal in many languages ("1." is "first" in German,
        // Czech, Hungarian); a dot after a short word may end an abbreviation ("dop./odp."); a
        // text with another sentence before keeps it as the others do: advice, not a rewrite.
        if stop == "." {
            let body = u.withoutFinalStop
            if body.unicodeScalars.last.map(CaseMapping.isDigit) ?? false {
                out.report(info, u, "the label ends with a period: remove it, unless it makes the number an ordinal (\"1.\" for \"first\")",
                           suggestion: suggestion, applicability: .displayOnly)
                return
            }
            if u.lastWordMayBeAbbreviation || body.contains(". ") || body.contains("./") || body.contains(".\n") {
                out.report(info, u, "the label ends with a period: remove it if it ends a sentence, not an abbreviation; a label is a name, not sentences",
                           suggestion: suggestion, applicability: .displayOnly)
                return
            }
        }
        out.report(info, u, "the label ends with a period: VoiceOver reads labels as names, not sentences", suggestion: suggestion)
    }
}
