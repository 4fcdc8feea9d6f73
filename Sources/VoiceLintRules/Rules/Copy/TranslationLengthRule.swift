import Foundation
import VoiceLintText

/// `translation-length`: a translated label much longer than its source.
struct TranslationLengthRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "translation-length", applies: .label, severity: .warning,
        summary: "A translated label has more than twice the words of its source and is over the label limit.",
        rationale: "The source was short for a reason; a translation that explains instead of naming makes every pass through the screen slower in that language only.",
        fix: "Find the short name the platform uses in that language (Apple's own glossaries help).",
        examples: [
            RuleExample(locale: "fr", text: "Ajouter un nouvel élément à la liste", source: "Add item", expect: .triggers(suggestion: nil)),
            RuleExample(locale: "fr", text: "Ajouter un élément", source: "Add item", expect: .passes),
            RuleExample(locale: "de", text: "Hinzufügen", source: "Add", expect: .passes),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.role == .label, !u.isSource, let s = u.sourceText, u.mayHaveMoreWords(than: u.labelMaxWords) else { return }
        // Counted as label-length counts (content words where words are not spaced). Most
        // labels are within the limit: the source is counted only for those that are not.
        let n = u.labelWordCount
        guard n > u.labelMaxWords, n > 2 else { return }
        // Counted with this locale's analyzer: the source language's context is shared by
        // every locale and must only be read (the checker runs locales in parallel).
        let sourceWords = u.language.analyzer.words(FormatSpecifiers.removingPlaceholders(s)).count + FormatSpecifiers.scan(s).ranges.count
        guard sourceWords > 0, n > 2 * sourceWords else { return }
        out.report(info, u, "the \(u.locale) label has \(n) words for the source's \(sourceWords) (\"\(s)\")")
    }
}
