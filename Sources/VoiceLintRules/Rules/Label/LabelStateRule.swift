import Foundation
import VoiceLintText

/// `label-state`: selected, on, off... are the trait's or the value's to speak.
struct LabelStateRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-state", applies: .label, severity: .warning,
        summary: "A label speaks a state (selected, checked, on, off, enabled, disabled).",
        rationale: "VoiceOver speaks the selected trait and the value itself; a state in the label is spoken twice, and goes stale when the state changes. A word is a state only at the end of the label, and only where it is not another part of speech: German and Dutch particles of separable verbs (\"an\", \"aus\", \"ein\", \"aan\", \"uit\") are the state after a noun (\"WLAN ein\") and the verb's particle after its finite part (\"Zeigt Details an\"); the lexicon lists them (separableParticles).",
        fix: "Remove the state word; set accessibilityTraits (.selected) or accessibilityValue instead.",
        examples: [
            RuleExample(text: "Selected", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Wi-Fi on", expect: .triggers(suggestion: "Wi-Fi")),
            RuleExample(text: "Bold, selected", expect: .triggers(suggestion: "Bold")),
            RuleExample(text: "Notifications disabled", expect: .triggers(suggestion: "Notifications")),
            RuleExample(text: "Show on map", expect: .passes, why: "a preposition, not a state"),
            RuleExample(text: "Turn on", expect: .passes),
            RuleExample(text: "Wi-Fi", expect: .passes),
            RuleExample(role: .part, text: "Wi-Fi on", expect: .triggers(suggestion: "Wi-Fi"), why: "a piece of a composed label"),
            RuleExample(role: .part, text: "Turn on", expect: .passes),
        ], checksParts: true, fixSafety: .displayOnly)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .part), !u.words.isEmpty else { return }
        let l = u.language
        let n = u.lowerWords.count
        // Only a state phrase that ends the label counts: most labels end with no state word.
        guard l.phrases(.states).ends(with: u.lowerWords[n - 1]) else { return }
        // A state word is a state at the end of the label (or as all of it); in the middle it is content.
        for m in u.matches(l.phrases(.states), except: l.phrases(.stateContentPhrases)) where m.start + m.length == n {
            // "Zeigt Details an", "Schakel meldingen uit": the particle of a separable verb whose
            // finite part stands before it is not the state ("WLAN ein", "Meldingen uit" are).
            if m.length == 1, l.words(.separableParticles).contains(u.lowerWords[m.start]),
               (0..<m.start).contains(where: { k in l.verbForm(u.lowerWords, at: k).map { [.third, .imperative, .politeImperative].contains($0.form.kind) } == true }) {
                return
            }
            let word = u.phrase(m.start, n)
            var suggestion = m.start > 0 ? u.removingWords(m.start, n) : nil
            if let s = suggestion {
                suggestion = String(s.reversed().drop { $0 == "," || $0 == " " || $0 == ":" || $0 == "-" }.reversed())
            }
            out.report(info, u, "the label says the state \"\(word)\": set the selected trait or the value instead", suggestion: suggestion)
            return
        }
    }
}
