import VoiceLintCatalog

/// `needs-review`: the catalog says a translation is not final.
struct NeedsReviewRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "needs-review", applies: .any, severity: .warning,
        summary: "A translation is marked as needing review in the catalog.",
        rationale: "Xcode marks a translation for review when its source changed; what VoiceOver speaks may no longer match the screen.",
        fix: "Review the translation against the current source and mark it translated.",
        examples: [
            RuleExample(locale: "fr", text: "Supprimer", source: "Delete", state: .needsReview, expect: .triggers(suggestion: nil)),
            RuleExample(locale: "de", text: "Löschen", source: "Delete", state: .new, expect: .passes, why: "state new is missing-translation's finding"),
            RuleExample(locale: "fr", text: "Supprimer", source: "Delete", state: .translated, expect: .passes),
            RuleExample(locale: "en", text: "Delete", state: .new, expect: .passes, why: "the source language is not reviewed"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard !u.isSource else { return }
        guard u.unit.state == .needsReview else { return }
        out.report(info, u, "the \(u.locale) translation is marked as needing review")
    }
}
