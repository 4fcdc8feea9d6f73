import VoiceLintText

/// `label-empty`: nothing to speak.
public struct LabelEmptyRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "label-empty", applies: .label, severity: .error,
        summary: "A label is empty, or only white space or punctuation.",
        rationale: "VoiceOver falls back to the image name or says nothing: the element is unusable without sight.",
        fix: "Write what the element is or does, in one to three words.",
        examples: [
            RuleExample(text: " ", expect: .triggers(suggestion: nil)),
            RuleExample(text: "--", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(text: "+", expect: .passes, why: "a lone symbol is symbol-only's finding"),
            RuleExample(locale: "fr", text: "", source: "Delete", expect: .triggers(suggestion: nil),
                        why: "an empty translation is used as it is (no fallback to the source): the element is silent"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.role == .label else { return }
        let visible = u.text.unicodeScalars.filter { !CaseMapping.isWhitespace($0) }
        if visible.isEmpty {
            out.report(info, u, "the label is empty: VoiceOver has nothing to say")
        } else if u.placeholderCount == 0, !visible.contains(where: { CaseMapping.isAlphabetic($0) || CaseMapping.isDigit($0) }), !SymbolOnlyRule.isSymbolOnly(u) {
            out.report(info, u, "the label is only punctuation: VoiceOver has nothing to say")
        }
    }
}

/// `label-length`: more words than a label should have.
public struct LabelLengthRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "label-length", applies: .label, severity: .warning,
        summary: "A label has more words than the limit (3 by default; image descriptions 25).",
        rationale: "VoiceOver speaks the label every time focus lands on the element; a long one slows every pass through the screen. Details belong in the hint.",
        fix: "Keep the label to a few words that name the element and move the rest into the hint.",
        examples: [
            RuleExample(text: "Add to cart", expect: .passes),
            RuleExample(text: "Add the item to your cart", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Decrease votes allowed per person", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Replied to %@", expect: .passes, why: "a placeholder counts as one word"),
            RuleExample(text: "A dog catching a red frisbee on the beach at sunset.", key: "photo.imageDescription", expect: .passes,
                        why: "an image description may be a full sentence"),
            RuleExample(locale: "ja", text: "削除", expect: .passes),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label) else { return }
        let n = u.spokenWordCount
        guard n > u.labelMaxWords else { return }
        let limit = u.isImageDescription ? 25 : u.labelMaxWords
        guard n > limit else { return }
        out.report(info, u, "the label has \(n) words (limit \(limit)): keep it to what the element is and move the rest into the hint")
    }
}

/// `label-trailing-period`: labels are not sentences.
public struct LabelTrailingPeriodRule: Rule {
    public init() {}
    public let info = RuleInfo(
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
            RuleExample(text: "A cat asleep on a sofa.", comment: "Image description for the cover photo", expect: .passes,
                        why: "an image description may end like a sentence"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), u.finalFullStop != nil, !u.isImageDescription else { return }
        out.report(info, u, "the label ends with a period: VoiceOver reads labels as names, not sentences", suggestion: u.withoutFinalStop)
    }
}

/// `label-capitalization` and `hint-capitalization`: the first cased letter is upper case.
public struct CapitalizationRule: Rule {
    public let role: Role
    public let info: RuleInfo

    public init(role: Role) {
        self.role = role
        if role == .label {
            info = RuleInfo(
                id: "label-capitalization", applies: .label, severity: .warning,
                summary: "A label does not start with a capital letter.",
                rationale: "VoiceOver's pronunciation and the Braille display both follow case; a lower-case label reads as a fragment. Apple's guidance: labels begin with a capital.",
                fix: "Capitalise the first word (brand names keep their own spelling: iPhone, eBay).",
                examples: [
                    RuleExample(text: "delete", expect: .triggers(suggestion: "Delete")),
                    RuleExample(text: "boosted", expect: .triggers(suggestion: "Boosted")),
                    RuleExample(text: "Delete", expect: .passes),
                    RuleExample(text: "iPhone backup", expect: .passes, why: "a brand keeps its spelling"),
                    RuleExample(text: "eBay", expect: .passes),
                    RuleExample(text: "2 new messages", expect: .passes, why: "a label is judged by its first word, here a number, which has no case"),
                    RuleExample(text: "no unread notifications", expect: .triggers(suggestion: "No unread notifications")),
                    RuleExample(text: "“quoted” title", expect: .triggers(suggestion: "“Quoted” title"), why: "punctuation before the first word is skipped"),
                    RuleExample(text: "3D Touch", expect: .passes),
                    RuleExample(text: "10s left", expect: .passes, why: "a first word that starts with a digit"),
                    RuleExample(text: "%@ liked your post", expect: .passes, why: "a name comes first"),
                    RuleExample(text: "btn_attach.png", expect: .passes, why: "a file name is label-filename's finding"),
                ])
        } else {
            info = RuleInfo(
                id: "hint-capitalization", applies: .hint, severity: .warning,
                summary: "A hint does not start with a capital letter.",
                rationale: "A hint is a sentence; VoiceOver and Braille readers expect it to start like one.",
                fix: "Capitalise the first word.",
                examples: [
                    RuleExample(role: .hint, text: "opens the event.", expect: .triggers(suggestion: "Opens the event.")),
                    RuleExample(role: .hint, text: "Opens the event.", expect: .passes),
                    RuleExample(role: .hint, text: "iCloud syncs the event.", expect: .passes, why: "a brand keeps its spelling"),
                ])
        }
    }

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        // The first word decides: a number or a word of a script without case has none.
        guard u.isCopy(role), u.language.hasCase, !u.startsWithPlaceholder, let word = u.words.first, word.kind == .word,
              !(word.text.unicodeScalars.first.map(CaseMapping.isDigit) ?? false) else { return }
        guard let first = CaseMapping.firstCased(word.text), first.letterCase == .lower else { return }
        // A file or key name left as the label is label-filename's finding; capitals will not save it.
        if role == .label && LabelFilenameRule.looksLikeFileName(u.trimmedText, key: u.entry.key) { return }
        // Brands and words with capitals inside (iPhone, eBay, macOS) keep their spelling.
        if let brand = u.brandSpelling(word.text), brand == word.text { return }
        if word.text.unicodeScalars.dropFirst().contains(where: { CaseMapping.letterCase($0) == .upper }) { return }
        let fixed: String
        if let brand = u.brandSpelling(word.text) {
            fixed = u.slice(0, word.start) + brand + u.slice(word.end, u.text.utf16.count)
        } else {
            fixed = u.slice(0, word.start) + u.capitalizingFirst(word.text) + u.slice(word.end, u.text.utf16.count)
        }
        out.report(info, u, "the \(role.rawValue) starts with a lower-case letter", suggestion: fixed)
    }
}
