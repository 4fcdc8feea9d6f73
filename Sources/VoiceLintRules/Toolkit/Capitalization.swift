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

    /// Whether a unit is a capital letter of the common alphabets (À-Þ but ×, Α-Ω, А-Я, Ѐ-Џ):
    /// a word that starts with one starts with a capital (the counterpart of
    /// `isLowerCaseLetterUnit`).
    @inline(__always)
    static func isUpperCaseLetterUnit(_ v: UInt16) -> Bool {
        (v >= 0xC0 && v <= 0xDE && v != 0xD7) || (v >= 0x391 && v <= 0x3A9 && v != 0x3A2) || (v >= 0x400 && v <= 0x42F)
    }
}
