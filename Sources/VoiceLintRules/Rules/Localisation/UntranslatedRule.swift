import VoiceLintCatalog

/// `untranslated`: a translation that is the source text itself.
struct UntranslatedRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "untranslated", applies: .any, severity: .warning,
        summary: "A translation is the same text as the source, in another language.",
        rationale: "VoiceOver reads the English words with the locale's voice, which is hard to understand; the catalog claims a translation it does not have.",
        fix: "Translate it; brand names and acronyms kept on purpose go in the lexicon's brands list or the config allowlist.",
        examples: [
            RuleExample(locale: "fr", text: "Delete event", source: "Delete event", expect: .triggers(suggestion: nil)),
            RuleExample(locale: "de", text: "Share", source: "Share", expect: .triggers(suggestion: nil), severity: .info, why: "one word may be the same in both languages: info"),
            RuleExample(locale: "fr", text: "Supprimer l’événement", source: "Delete event", expect: .passes),
            RuleExample(locale: "de", text: "iPhone", source: "iPhone", expect: .passes, why: "a brand"),
            RuleExample(locale: "ru", text: "Face ID", source: "Face ID", expect: .passes, why: "a brand of two words"),
            RuleExample(locale: "ja", text: "PDF", source: "PDF", expect: .passes, why: "an acronym"),
            RuleExample(locale: "en-GB", text: "Color", source: "Color", expect: .passes, why: "the same language"),
            RuleExample(locale: "fr", text: "%@ – %@", source: "%@ – %@", expect: .passes, why: "no letters"),
            RuleExample(locale: "de", role: .other, text: "%#@COUNT@", source: "%#@COUNT@", expect: .passes, why: "placeholders are not words"),
            RuleExample(locale: "de", text: "Delete event", source: "Delete event", state: .new, expect: .passes, why: "state new is missing-translation's finding"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // A unit in state new is missing-translation's finding.
        guard !u.isSource, u.unit.state != .new, let s = u.sourceText, s == u.text, !u.text.isEmpty else { return }
        let language = Self.language(u.locale == "Base" ? "en" : u.locale)
        let sourceLanguage = Self.language(u.sourceLanguage?.locale ?? u.entry.sourceLocale)
        guard language != sourceLanguage else { return }
        // Only words that carry letters count; brands and acronyms may stay.
        let words = u.words.filter { $0.kind == .word }
        guard !words.isEmpty else { return }
        let allKept = words.allSatisfy { word in
            let text = u.text(of: word)
            let acronym = text == text.uppercased() && (u.language.acronyms.contains(text) || u.sourceLanguage?.acronyms.contains(text) == true)
            return acronym || u.language.brands[u.language.lower(text)] != nil || u.language.brandWords.contains(text)
                || u.sourceLanguage?.brandWords.contains(text) == true
                || u.settings.untranslatedAllowlist.contains(text) || u.sourceLanguage?.brands[u.language.lower(text)] != nil
        }
        if allKept || u.settings.untranslatedAllowlist.contains(u.text) { return }
        // One word may well be the same in both languages ("Status", "Original"): a note, not a warning.
        if words.count == 1 {
            out.report(info, u, "the \(u.locale) text is the source word \"\(u.text(of: words[0]))\", unchanged; fine if the word is the same in \(u.locale)", severity: .info)
            return
        }
        out.report(info, u, "the \(u.locale) text is the source text, untranslated")
    }

    static func language(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }
}
