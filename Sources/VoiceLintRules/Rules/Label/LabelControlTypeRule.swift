import Foundation
import VoiceLintText

/// `label-control-type`: the trait already says "button".
struct LabelControlTypeRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-control-type", applies: .label, severity: .error,
        summary: "A label names the control type (button, link, image, tab, switch...).",
        rationale: "VoiceOver speaks the element's trait after the label: \"Play button, button\". The type word is heard twice, and it is wrong when the control changes.",
        fix: "Remove the type word; the trait says it. A control word that is the content (\"Photo library\", \"Attach photo\") stays.",
        examples: [
            RuleExample(text: "Play button", expect: .triggers(suggestion: "Play")),
            RuleExample(text: "Play-button", expect: .triggers(suggestion: "Play")),
            RuleExample(text: "Buttons", expect: .triggers(suggestion: nil), severity: .warning, why: "only the type word: a warning"),
            RuleExample(text: "Image", expect: .triggers(suggestion: nil), severity: .warning),
            RuleExample(text: "Share icon", expect: .triggers(suggestion: "Share")),
            RuleExample(text: "Button “Save”", expect: .triggers(suggestion: "Save"), why: "the quotes go with the control word"),
            RuleExample(text: "Notifications switch", expect: .triggers(suggestion: "Notifications")),
            RuleExample(text: "Search text field", expect: .triggers(suggestion: "Search")),
            RuleExample(text: "Unbutton", expect: .passes, why: "inside another word"),
            RuleExample(text: "Furthermore", expect: .passes),
            RuleExample(text: "Photo library", expect: .passes, why: "the name of a place (lexicon contentPhrases)"),
            RuleExample(text: "Attach photo", expect: .passes, why: "the photo is what the verb acts on (lexicon objectControlTypes)"),
            RuleExample(text: "Copy link", expect: .passes),
            RuleExample(text: "Copy the post link", expect: .passes, why: "the verb governs the link, words away"),
            RuleExample(text: "Profile photo", expect: .passes),
            RuleExample(role: .part, text: "Share button", expect: .triggers(suggestion: "Share"),
                        why: "a piece of a label the code composes: the label still names the control"),
            RuleExample(role: .part, text: "Profile photo", expect: .passes)
        ], checksParts: true, fixSafety: .displayOnly)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .part), let (m, isCompound) = u.firstControlWord else { return }
        let word = u.phrase(m.start, m.start + m.length)
        // A label that is nothing but the type word ("Image") may be a badge naming a kind of
        // content rather than the element's own trait: said, but as a warning.
        if m.start == 0 && m.length == u.words.count && !isCompound {
            out.report(info, u, "the label is only the control type \"\(word)\": say what the element shows or does (if it names a kind of content, not this element's type, silence the rule for the key)",
                       severity: .warning)
            return
        }
        let suggestion = isCompound ? Self.withoutCompoundTail(u, m.start) : Self.withoutControl(u, m.start, m.length)
        out.report(info, u, "the label names the control type \"\(word)\": VoiceOver already speaks the trait", suggestion: suggestion)
    }

    /// "Play button" -> "Play", "Interruptor de sincronização" -> "Sincronização". No rewrite
    /// where what is left would not stand alone: a word cut from a hyphenated
    /// compound ("Abmelde-Button"), or a language whose profile says the rest
    /// changes its form (Russian "Кнопка воспроизведения": genitive).
    private static func withoutControl(_ u: UnitContext, _ start: Int, _ length: Int) -> String? {
        let l = u.language
        let end = start + length
        let trailing = end == u.words.count
        switch l.profile.controlTypeSuggestion {
        case .none: return nil
        case .trailing where !trailing: return nil
        default: break
        }
        if l.profile.compounds == .suffix && start > 0 && u.slice(u.words[start - 1].end, u.words[start].start) == "-" { return nil }
        // A leading control word with its preposition: "Bouton de lecture", "Campo del PIN", "Icône d’accueil".
        if start == 0, end < u.words.count {
            let next = u.lowerWords[end]
            if l.words(.prepositions).contains(next) || l.words(.determiners).contains(next) && end + 1 < u.words.count {
                return u.removingWords(0, end + 1)
            }
            if l.startsWithElision(next), let rest = u.removingWords(0, end),
               let cut = rest.firstIndex(where: { $0 == "’" || $0 == "'" }) {
                let tail = String(rest[rest.index(after: cut)...])
                return tail.isEmpty ? nil : u.capitalizingFirst(tail)
            }
        }
        return u.removingWords(start, end)
    }

    /// "新 메시지버튼" -> "새 메시지", "保存ボタン" -> "保存": the control word cut out of its word.
    /// In German and Dutch the rest of a compound is a stem ("Speicher-"), so the rewrite is
    /// the verb's infinitive when the lexicon knows it ("Speicherschaltfläche" -> "Speichern"), else none.
    private static func withoutCompoundTail(_ u: UnitContext, _ i: Int) -> String? {
        let l = u.language
        let w = u.lowerWords[i]
        guard let c = l.controlTypeInside(w), let r = w.range(of: c, options: .backwards) else { return nil }
        var rest = String(w[..<r.lowerBound]) + String(w[r.upperBound...])
        while let last = rest.last, last == "-" || last == " " { rest.removeLast() }
        guard !rest.isEmpty else { return nil }
        if l.profile.compounds == .suffix {
            guard let infinitive = [rest, rest + "n", rest + "en"].first(where: { l.verbForm([$0], at: 0)?.form.kind == .infinitive }) else { return nil }
            rest = infinitive
        } else {
            // Keep the original spelling of the rest (scripts without case have one).
            let original = u.text(of: u.words[i])
            if original.count == w.count, let start = original.index(original.startIndex, offsetBy: w.distance(from: w.startIndex, to: r.lowerBound), limitedBy: original.endIndex),
               let end = original.index(start, offsetBy: c.count, limitedBy: original.endIndex) {
                rest = String(original[..<start]) + String(original[end...])
            }
        }
        let text = u.slice(0, u.words[i].start) + rest + u.slice(u.words[i].end, u.text.utf16.count)
        return i == 0 && l.profile.hasCase ? u.capitalizingFirst(Spacing.clean(text)) : Spacing.clean(text)
    }
}
