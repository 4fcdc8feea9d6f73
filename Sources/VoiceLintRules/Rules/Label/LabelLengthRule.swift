import VoiceLintText

/// `label-length`: more words than a label should have.
struct LabelLengthRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-length", applies: .label, severity: .warning,
        summary: "A label has more words than the limit (3 by default; image descriptions 25).",
        rationale: "VoiceOver speaks the label every time focus lands on the element; a long one slows every pass through the screen. Details belong in the hint. Words are counted as a listener hears them: a placeholder is one word, a hyphenated compound (\"Wi-Fi\", \"Face-ID-Einstellungen\") is one; in Japanese, Chinese and Korean the content words count (particles such as の, を, 的 do not, and a word ICU splits into pieces counts once), with the same limit of three; Thai and Hindi leave out their function words too (ที่, ของ; है, रहा, का: \"लोड हो रहा है\" is one word).",
        fix: "Keep the label to a few words that name the element and move the rest into the hint.",
        examples: [
            RuleExample(text: "Add to cart", expect: .passes),
            RuleExample(text: "Add the item to your cart", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Decrease votes allowed per person", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Replied to %@", expect: .passes, why: "a placeholder counts as one word"),
            RuleExample(text: "Wi-Fi network settings", expect: .passes, why: "a hyphenated compound is one word: three words"),
            RuleExample(text: "Point-of-sale terminal settings", expect: .passes),
            RuleExample(text: "Point of sale terminal settings", expect: .triggers(suggestion: nil), why: "written apart, five words"),
            RuleExample(text: "A dog catching a red frisbee on the beach at sunset.", key: "photo.imageDescription", expect: .passes,
                        why: "an image description may be a full sentence"),
            RuleExample(locale: "ja", text: "削除", expect: .passes),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), u.mayHaveMoreWords(than: u.labelMaxWords) else { return }
        let n = u.labelWordCount
        guard n > u.labelMaxWords else { return }
        let limit = u.isImageDescription ? 25 : u.labelMaxWords
        guard n > limit else { return }
        out.report(info, u, "the label has \(n) words (limit \(limit)): keep it to what the element is and move the rest into the hint")
    }
}
