import VoiceLintCatalog

/// `missing-translation`: a key the source has and a locale lacks or leaves empty.
struct MissingTranslationRule: Rule {
    var info: RuleInfo { Self.description }
    var checks: RuleChecks { .localizations }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
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

    func check(localization c: LocalizationContext, into out: inout FindingSink) {
        // Most keys: nothing is missing, whatever the source says.
        if c.isSource || c.isFullyTranslated { return }
        guard c.entry.shouldTranslate, let source = c.source,
              let sourceUnit = source.primaryUnit, !source.allValuesEmpty else { return }
        if let l = c.localization, !l.isUntranslated {
            // Some variations translated, others not (a plural form left new or empty).
            for u in l.units where u.state == .new || u.value.isEmpty {
                guard let s = source.counterpart(of: u), !s.value.isEmpty else { continue }
                out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: u,
                           "the \(u.variantLabel.isEmpty ? "value" : u.variantLabel) form of \"\(c.entry.key)\" has no \(c.locale) translation (source: \"\(s.value)\")")
            }
            return
        }
        let what = c.localization == nil ? "has no \(c.locale) translation"
            : c.localization!.allValuesEmpty ? "has an empty \(c.locale) translation"
            : "has a \(c.locale) value in state new: it was never translated"
        let at = c.localization?.units.first?.location ?? sourceUnit.location
        out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: c.localization?.units.first, at: at,
                   text: c.localization?.units.first?.value ?? "", "\"\(c.entry.key)\" \(what) (source: \"\(sourceUnit.value)\")")
    }
}
