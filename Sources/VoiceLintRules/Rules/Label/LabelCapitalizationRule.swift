import VoiceLintText

/// `label-capitalization`: the first cased letter of a label is upper case.
struct LabelCapitalizationRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-capitalization", applies: .label, severity: .warning,
        summary: "A label does not start with a capital letter.",
        rationale: "VoiceOver's pronunciation and the Braille display both follow case; a lower-case label reads as a fragment. Apple's guidance: labels begin with a capital.",
        fix: "Capitalise the first word (brand names keep their own spelling: iPhone, eBay).",
        examples: [
            RuleExample(text: "delete", expect: .triggers(suggestion: "Delete")),
            RuleExample(text: "{{attribute}} {{direction}}", expect: .passes,
                        why: "the first word is a template's placeholder: the app fills it, its case is not the copy's"),
            RuleExample(text: "boosted", expect: .triggers(suggestion: "Boosted"), applicability: .displayOnly,
                        why: "a past form alone may follow a name the app puts before it (\"Anna boosted\")"),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(role: .part, text: "and %d more", expect: .passes,
                        why: "a piece of a label the code composes: its case follows what comes before it"),
            RuleExample(text: "iPhone backup", expect: .passes, why: "a brand keeps its spelling"),
            RuleExample(text: "eBay", expect: .passes),
            RuleExample(text: "2 new messages", expect: .passes, why: "a label is judged by its first word, here a number, which has no case"),
            RuleExample(text: "no unread notifications", expect: .triggers(suggestion: "No unread notifications")),
            RuleExample(text: "“quoted” title", expect: .triggers(suggestion: "“Quoted” title"), why: "punctuation before the first word is skipped"),
            RuleExample(text: "3D Touch", expect: .passes),
            RuleExample(text: "10s left", expect: .passes, why: "a first word that starts with a digit"),
            RuleExample(text: "%@ liked your post", expect: .passes, why: "a name comes first"),
            RuleExample(text: "btn_attach.png", expect: .passes, why: "a file name is label-filename's finding"),
            RuleExample(locale: "pt-BR", text: "lgbt", expect: .triggers(suggestion: "Lgbt"), applicability: .displayOnly,
                        why: "no vowel: an initialism, which wants all its capitals, not one"),
            RuleExample(text: "and %d more", expect: .passes, why: "a fragment the app splices after a list keeps its case"),
            RuleExample(locale: "fr", text: "et %d autres", source: "and %d more", expect: .passes, why: "a conjunction first: a fragment"),
            RuleExample(locale: "nl", text: "volgende maand", source: "next month", expect: .triggers(suggestion: "Volgende maand"), applicability: .displayOnly,
                        why: "the source is in lower case too: the writer decides both"),
            RuleExample(text: "approx. 5 min", expect: .triggers(suggestion: "Approx. 5 min"), applicability: .displayOnly,
                        why: "an abbreviation's case is advice: a capital may make it another word"),
        ], fixSafety: .safe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), let fixed = u.withFirstWordCapitalized,
              // A file or key name left as the label is label-filename's finding; capitals will not save it.
              !FileNames.looksLikeFileName(u.trimmedText, key: u.entry.key) else { return }
        guard let fix = u.firstCapitalFix else { return }
        out.report(info, u, "the label starts with a lower-case letter" + fix.note, suggestion: fixed, applicability: fix.applicability)
    }
}
