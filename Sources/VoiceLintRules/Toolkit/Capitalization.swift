import VoiceLintText

/// The first word's case: shared by label-capitalization and hint-capitalization.
extension UnitContext {
    /// The text with its first word capitalised, where that word starts with a lower-case
    /// letter and is not a brand or a word with capitals inside (iPhone, eBay, macOS); nil
    /// where the first word is right, or has no case (a number, a placeholder, a script
    /// without case).
    var withFirstWordCapitalized: String? {
        guard language.profile.hasCase, !startsWithPlaceholder, let word = words.first, word.kind == .word else { return nil }
        // A word that starts with an ASCII capital or digit is capitalised, or starts with no
        // letter: most labels and hints, told by the first unit, without the word's text.
        let lead = tokenUnits[word.start]
        if (lead >= 0x41 && lead <= 0x5A) || (lead >= 0x30 && lead <= 0x39) || Self.isUpperCaseLetterUnit(lead) { return nil }
        let wordText = text(of: word)
        guard !(wordText.unicodeScalars.first.map(CaseMapping.isDigit) ?? false) else { return nil }
        guard let first = CaseMapping.firstCased(wordText), first.letterCase == .lower else { return nil }
        if let brand = brandSpelling(wordText), brand == wordText { return nil }
        if wordText.unicodeScalars.dropFirst().contains(where: { CaseMapping.letterCase($0) == .upper }) { return nil }
        let fixed = brandSpelling(wordText) ?? capitalizingFirst(wordText)
        return slice(0, word.start) + fixed + slice(word.end, text.utf16.count)
    }

    /// Whether `--fix` may write the first capital `withFirstWordCapitalized` makes: nil where
    /// the text is a fragment the app splices into others, whose case is right as it is (a first
    /// word that joins it to what comes before, a conjunction or a preposition: "and %d more");
    /// display-only where the first word is an abbreviation ("posled.", "sek."), whose capital
    /// may make it another word, or where the source starts in lower case too (a fragment, or
    /// the source's mistake: the writer decides both).
    var firstCapitalFix: (applicability: Applicability, note: String)? {
        guard let (i, word) = firstLetteredWord else { return (.safe, "") }
        let lower = lowerWords[i]
        if i == 0 && (language.words(.conjunctions).contains(lower) || language.words(.prepositions).contains(lower)) { return nil }
        // The source writes the word in capitals ("LGBT"): an initialism, which a first capital would damage.
        if !isSource, let source = sourceText, text(of: word).count > 1, source.contains(text(of: word).uppercased()) {
            return (.displayOnly, " (the source writes it in capitals: an initialism keeps them all)")
        }
        // A word without vowels followed by its period is an abbreviation ("pvz.", "vgl."), not an initialism.
        let dotted = word.end < utf16.count && utf16[word.end] == 0x2E
        if Self.looksLikeInitialism(text(of: word)) && !dotted {
            return (.displayOnly, " (a word without vowels is an initialism: write it in capitals, \"\(text(of: word).uppercased())\")")
        }
        // A past form alone ("boosted", "підписаний") follows a name or a number the app puts before it.
        if words.count == 1, let form = language.verbForm([lower], at: 0), form.form.kind == .past, form.length == 1 {
            return (.displayOnly, " (if the app puts a name or a number before it, keep it)")
        }
        if !isSource, let source = sourceText, sourceLanguage?.profile.hasCase ?? false,
           let first = CaseMapping.firstCased(source), first.letterCase == .lower, !Self.startsWithPlaceholderText(source) {
            return (.displayOnly, " (as the source does: if it is a piece of a longer text, keep both; if not, capitalise both)")
        }
        // A word followed by its period (and not at the end of a hint, where the period ends it).
        if dotted, word.end + 1 < utf16.count || role != .hint {
            return (.displayOnly, " (if its first word is an abbreviation, keep its case)")
        }
        return (.safe, "")
    }

    /// Whether a text starts with a format placeholder ("%@ ...", "%1$@ ...").
    static func startsWithPlaceholderText(_ s: String) -> Bool {
        s.unicodeScalars.first == "%" || s.unicodeScalars.first == "{"
    }

    /// Whether a unit is a capital letter of the common alphabets (À-Þ but ×, Α-Ω, А-Я, Ѐ-Џ):
    /// a word that starts with one starts with a capital (the counterpart of
    /// `isLowerCaseLetterUnit`).
    @inline(__always)
    static func isUpperCaseLetterUnit(_ v: UInt16) -> Bool {
        (v >= 0xC0 && v <= 0xDE && v != 0xD7) || (v >= 0x391 && v <= 0x3A9 && v != 0x3A2) || (v >= 0x400 && v <= 0x42F)
    }
}
