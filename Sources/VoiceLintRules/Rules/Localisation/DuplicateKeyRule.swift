import VoiceLintCatalog
import VoiceLintText

/// `duplicate-key`: a catalog defines a key twice (the loader reports it).
struct DuplicateKeyRule: Rule {
    var info: RuleInfo { Self.description }
    var checks: RuleChecks { .localizations }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "duplicate-key", applies: .any, severity: .error,
        summary: "A catalog defines the same key twice (.strings, a String Catalog object, a .stringsdict dict).",
        rationale: "Apple's parser keeps the last value without a word: the first translation is silently lost, and reviewers read the wrong one.",
        fix: "Keep one definition.",
        examples: [
            RuleExample(locale: "fr", text: nil, stringsFile: "\"save\" = \"Enregistrer\";\n\"save\" = \"Sauvegarder\";\n", expect: .triggers(suggestion: nil)),
            RuleExample(locale: "fr", text: nil, stringsFile: "\"save\" = \"Enregistrer\";\n\"open\" = \"Ouvrir\";\n", expect: .passes),
        ])

    /// The loader notes each duplicate definition; the last value is the one kept.
    func check(localization c: LocalizationContext, into out: inout FindingSink) {
        for n in c.notes where n.kind == .duplicateKey {
            out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: nil, at: n.location, text: n.text, n.message)
        }
    }
}
