import Foundation
import VoiceLintText

/// `all-caps`: "SHARE" may be spelled letter by letter.
struct AllCapsRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "all-caps", applies: .any, severity: .warning,
        summary: "A label or hint has a word in capitals that is not a known acronym.",
        rationale: "VoiceOver may spell a word in capitals letter by letter (\"S-H-A-R-E\"); style text with a font, not with the string.",
        fix: "Write the word in normal case and apply capitals with textCase or the font; acronyms from the lexicon (PDF, URL, GIF) are fine.",
        examples: [
            RuleExample(text: "SHARE", expect: .triggers(suggestion: "Share")),
            RuleExample(text: "NEW MESSAGE", expect: .triggers(suggestion: "New message")),
            RuleExample(text: "Save as PDF", expect: .passes, why: "an acronym"),
            RuleExample(text: "Scan QR code", expect: .passes),
            RuleExample(text: "Share", expect: .passes),
            RuleExample(text: "A", expect: .passes, why: "one letter"),
            RuleExample(text: "Enter a TAN", expect: .passes, why: "an initialism the lexicon does not know is read letter by letter, as it should"),
            RuleExample(text: "Time zone (CET)", expect: .passes),
            RuleExample(text: "AM/PM", expect: .passes),
            RuleExample(text: "LGBT", expect: .passes, why: "no vowel: an initialism"),
            RuleExample(locale: "ru", text: "ЛГБТКИА+", expect: .passes, why: "a \"+\" after it: an initialism"),
            RuleExample(text: "Tap to SHARE", expect: .triggers(suggestion: "Tap to share"), why: "a word the lexicon knows"),
        ], fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint), u.language.profile.hasCase else { return }
        let capitals = u.words.enumerated().compactMap { i, w -> (Int, TokenSpan, String)? in
            // A word with a lower-case letter is not in capitals: most words, told from their
            // units without making their text.
            guard w.kind == .word, !u.hasLowerCaseLetterUnit(w) else { return nil }
            let text = u.text(of: w)
            // isAllUpper first: most words stop at their second letter, lower case.
            guard CaseMapping.isAllUpper(text) && Self.hasTwoLetters(text) && !u.language.acronyms.contains(text)
                && u.brandSpelling(text) == nil && !u.language.brandWords.contains(text) else { return nil }
            return (i, w, text)
        }
        guard !capitals.isEmpty else { return }
        // An initialism is read letter by letter, which is right: a word in capitals is shouting
        // only where it is a word of the language (its lexicon knows it) or, where the lexicon
        // has no word list, a long word; a short unknown one in other text ("a TAN", "(CET)",
        // "AM/PM") is an initialism. A text all in capitals shouts: its short words too, where
        // there are several.
        let wholeText = !u.words.contains { $0.kind == .word && u.hasLowerCaseLetterUnit($0) }
        let shouting = capitals.filter { (i, _, text) in
            let lower = u.lowerWords[i]
            if UnitContext.looksLikeInitialism(text) { return false }
            // "LGBTQ+", "ЛГБТКИА+": a "+" after it makes it an initialism.
            if u.words[i].end < u.utf16.count, u.utf16[u.words[i].end] == 0x2B { return false }
            if Self.isWord(lower, u.language) { return true }
            if u.language.words(.nouns).isEmpty && text.count >= 5 { return true }
            return wholeText && (capitals.count > 1 || text.count >= 4)
        }
        guard !shouting.isEmpty else { return }
        let caps = shouting
        // Where nouns keep their capital (German), only a single word can be rewritten safely.
        // Where capitals drop the accents (Greek), the word in lower case cannot be known.
        if u.language.profile.capitalsDropAccents || u.language.profile.capitalizesNouns && caps.count > 1 {
            out.report(info, u, "\(caps.map { "\"\($0.2)\"" }.joined(separator: ", ")) in capitals may be spelled out letter by letter")
            return
        }
        var fixed = u.text
        var utf16 = Array(fixed.utf16)
        for (i, w, text) in caps.reversed() {
            var lower = u.language.lower(text)
            if i == 0 || u.firstLetteredWord?.index == i { lower = u.capitalizingFirst(lower) }
            utf16.replaceSubrange(w.start..<w.end, with: Array(lower.utf16))
        }
        fixed = UTF16Text.string(utf16)
        out.report(info, u, "\(caps.map { "\"\($0.2)\"" }.joined(separator: ", ")) in capitals may be spelled out letter by letter", suggestion: fixed)
    }

    /// Whether the lexicon knows a lower-case word: a noun, a verb, or a word of one of its lists.
    static func isWord(_ lower: String, _ l: LanguageContext) -> Bool {
        l.words(.nouns).contains(lower) || l.verbForm([lower], at: 0) != nil || !l.flags(of: lower).isEmpty
            || l.words(.prepositions).contains(lower) || l.words(.conjunctions).contains(lower) || l.words(.determiners).contains(lower)
    }

    /// At least two letters (one capital alone, "A", is a word, not a shout).
    static func hasTwoLetters(_ word: String) -> Bool {
        var letters = 0
        for s in word.unicodeScalars where CaseMapping.isAlphabetic(s) {
            letters += 1
            if letters == 2 { return true }
        }
        return false
    }
}
