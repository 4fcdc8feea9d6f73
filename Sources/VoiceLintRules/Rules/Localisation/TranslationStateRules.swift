import VoiceLintCatalog

/// `missing-translation`: a key the source has and a locale lacks or leaves empty.
public struct MissingTranslationRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "missing-translation", applies: .any, severity: .warning,
        summary: "A locale lacks a key that the source language has, leaves it empty, or has it only in state new (never translated).",
        rationale: "iOS falls back to the development language: a VoiceOver user hears one English phrase in the middle of French speech, read with French pronunciation rules.",
        fix: "Translate the key, or mark it \"shouldTranslate\": false when it must stay as it is.",
        examples: [
            RuleExample(locale: "fr", text: nil, source: "Delete", expect: .triggers(suggestion: nil), why: "the French catalog has no value"),
            RuleExample(locale: "fr", text: "", source: "Delete", expect: .triggers(suggestion: nil), why: "an empty value is no translation"),
            RuleExample(locale: "fr", text: "Supprimer", source: "Delete", expect: .passes),
            RuleExample(locale: "fr", role: .other, plural: ["one": "%lld photo", "other": ""], sourcePlural: ["one": "%lld photo", "other": "%lld photos"],
                        expect: .triggers(suggestion: nil), why: "one plural form left empty"),
            RuleExample(locale: "de", text: nil, source: "", expect: .passes, why: "the source itself is empty"),
            RuleExample(locale: "de", text: "Delete", source: "Delete", state: .new, expect: .triggers(suggestion: nil),
                        why: "state new: Xcode's \"not translated yet\", the value a copy of the source"),
        ])

    public func check(localization c: LocalizationContext, into out: inout FindingSink) {
        guard !c.isSource, c.entry.shouldTranslate, let source = c.source,
              let sourceUnit = source.primaryUnit, !source.units.allSatisfy({ $0.value.isEmpty }) else { return }
        if let l = c.localization, !Localization.isUntranslated(l) {
            // Some variations translated, others not (a plural form left new or empty).
            for u in l.units where u.state == .new || u.value.isEmpty {
                guard let s = Checker.sourceUnit(for: u, in: source), !s.value.isEmpty else { continue }
                out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: u,
                           "the \(u.variantLabel.isEmpty ? "value" : u.variantLabel) form of \"\(c.entry.key)\" has no \(c.locale) translation (source: \"\(s.value)\")")
            }
            return
        }
        let what = c.localization == nil ? "has no \(c.locale) translation"
            : c.localization!.units.allSatisfy({ $0.value.isEmpty }) ? "has an empty \(c.locale) translation"
            : "has a \(c.locale) value in state new: it was never translated"
        let at = c.localization?.units.first?.location ?? sourceUnit.location
        out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: c.localization?.units.first, at: at,
                   text: c.localization?.units.first?.value ?? "", "\"\(c.entry.key)\" \(what) (source: \"\(sourceUnit.value)\")")
    }
}

/// `needs-review`: the catalog says a translation is not final.
public struct NeedsReviewRule: Rule {
    public init() {}
    public let info = RuleInfo(
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

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard !u.isSource else { return }
        guard u.unit.state == .needsReview else { return }
        out.report(info, u, "the \(u.locale) translation is marked as needing review")
    }
}

/// `untranslated`: a translation that is the source text itself.
public struct UntranslatedRule: Rule {
    public init() {}
    public let info = RuleInfo(
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

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        // A unit in state new is missing-translation's finding.
        guard !u.isSource, u.unit.state != .new, let s = u.sourceUnit, s.value == u.text, !u.text.isEmpty else { return }
        let language = Self.language(u.locale == "Base" ? "en" : u.locale)
        let sourceLanguage = Self.language(u.sourceLanguage?.locale ?? u.entry.sourceLocale)
        guard language != sourceLanguage else { return }
        // Only words that carry letters count; brands and acronyms may stay.
        let words = u.language.analyzer.words(FormatSpecifiers.removingPlaceholders(u.text)).filter { $0.kind == .word }
        guard !words.isEmpty else { return }
        let allKept = words.allSatisfy { w in
            let acronym = w.text == w.text.uppercased() && (u.language.acronyms.contains(w.text) || u.sourceLanguage?.acronyms.contains(w.text) == true)
            return acronym || u.language.brands[u.language.lower(w.text)] != nil || u.language.brandWords.contains(w.text)
                || u.sourceLanguage?.brandWords.contains(w.text) == true
                || u.settings.untranslatedAllowlist.contains(w.text) || u.sourceLanguage?.brands[u.language.lower(w.text)] != nil
        }
        if allKept || u.settings.untranslatedAllowlist.contains(u.text) { return }
        // One word may well be the same in both languages ("Status", "Original"): a note, not a warning.
        if words.count == 1 {
            out.report(info, u, "the \(u.locale) text is the source word \"\(words[0].text)\", unchanged; fine if the word is the same in \(u.locale)", severity: .info)
            return
        }
        out.report(info, u, "the \(u.locale) text is the source text, untranslated")
    }

    static func language(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }
}
