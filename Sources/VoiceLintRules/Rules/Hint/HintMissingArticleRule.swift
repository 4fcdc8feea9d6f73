import VoiceLintText

/// `hint-missing-article`: "Adds city." -> "Adds a city."
struct HintMissingArticleRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-missing-article", applies: .hint, severity: .warning,
        summary: "A hint's verb is followed by a bare singular countable noun (\"Adds city.\").",
        rationale: "Telegraphic hints sound clipped when spoken; VoiceOver reads them as written.",
        fix: "Add the article: \"Adds a city.\", \"Opens the options sheet.\"",
        examples: [
            RuleExample(role: .hint, text: "Adds city.", expect: .triggers(suggestion: "Adds a city.")),
            RuleExample(role: .hint, text: "Opens options sheet.", expect: .triggers(suggestion: "Opens the options sheet.")),
            RuleExample(role: .hint, text: "Navigates to list.", expect: .triggers(suggestion: "Navigates to a list.")),
            RuleExample(role: .hint, text: "Adds event.", expect: .triggers(suggestion: "Adds an event.")),
            RuleExample(role: .hint, text: "Adds a city.", expect: .passes),
            RuleExample(role: .hint, text: "Opens settings.", expect: .passes, why: "plural or mass noun"),
            RuleExample(role: .hint, text: "Shows a larger version.", expect: .passes),
            RuleExample(role: .hint, text: "Changes post audience.", expect: .passes, why: "not sure the head noun is countable: silent"),
        ], fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        let l = u.language
        guard u.isCopy(.hint), l.profile.hintVerbPosition == .first, !l.words(.countableNouns).isEmpty else { return }
        let lw = u.lowerWords
        guard let (form, len) = l.verbForm(lw, at: 0), form.isRight else { return }
        var i = len
        // A determiner right after the verb settles it ("Change de compte."), even one that is also a preposition.
        if i < lw.count, l.words(.determiners).contains(lw[i]) || l.startsWithElision(lw[i]) { return }
        if i < lw.count, l.words(.prepositions).contains(lw[i]) { i += 1 }
        guard i < lw.count, u.words[i].kind == .word, !l.words(.determiners).contains(lw[i]), !l.startsWithElision(lw[i]) else { return }
        let sentenceEnd = VerbRewriter.sentences(u).first?.words.upperBound ?? lw.count
        var j = i
        while j < min(i + 3, sentenceEnd) {
            let w = lw[j]
            if l.words(.determiners).contains(w) || l.words(.prepositions).contains(w) || l.verbForm(lw, at: j) != nil && j > i { return }
            j += 1
            let atEnd = j == sentenceEnd || l.words(.prepositions).contains(lw[j])
            if atEnd {
                guard l.words(.countableNouns).contains(w) else { return }
                // The article to insert, where the language's articles do not agree in gender.
                let article = j - i == 1 ? Self.indefinite(lw[i], language: l) : l.definiteArticle
                let fixed = article.map { u.slice(0, u.words[i].start) + $0 + " " + u.slice(u.words[i].start, u.text.utf16.count) }
                out.report(info, u, "\"\(u.phrase(i, j))\" needs an article", suggestion: fixed)
                return
            }
        }
    }

    static func indefinite(_ word: String, language l: LanguageContext) -> String? {
        guard let pair = l.indefiniteArticles else { return nil }
        guard let f = word.first else { return pair.consonant }
        let vowelSound = "aeio".contains(f) || f == "u" && !word.hasPrefix("uni") && !word.hasPrefix("use") && !word.hasPrefix("usu")
        return vowelSound ? pair.vowel : pair.consonant
    }
}
