import VoiceLintText

/// `hint-trailing-period`: a hint is a sentence and ends like one.
public struct HintTrailingPeriodRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "hint-trailing-period", applies: .hint, severity: .warning,
        summary: "A hint (or one of its sentences) does not end with a full stop.",
        rationale: "VoiceOver lowers its voice and pauses at a full stop; without one the hint runs into what is spoken next.",
        fix: "End every sentence of the hint with a period (。 in Japanese and Chinese).",
        examples: [
            RuleExample(role: .hint, text: "Opens the event", expect: .triggers(suggestion: "Opens the event.")),
            RuleExample(role: .hint, text: "Opens the event.", expect: .passes),
            RuleExample(role: .hint, text: "Opens the event.\nShows its details", expect: .triggers(suggestion: "Opens the event.\nShows its details.")),
            RuleExample(role: .hint, text: "Shows the address: %@", expect: .triggers(suggestion: "Shows the address: %@.")),
            RuleExample(role: .hint, text: "Opens the event. ", expect: .passes, why: "trailing white space is whitespace's finding"),
            RuleExample(role: .hint, text: "Opens…", expect: .triggers(suggestion: nil), why: "an ellipsis is not a full stop"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint) else { return }
        let ends = u.language.fullStops + VerbRewriter.otherSentenceEnds
        let lines = u.trimmedText.split(separator: "\n").map { String($0).trimmed() }.filter { !$0.isEmpty }
        let open = lines.filter { line in !ends.contains { line.hasSuffix($0) } }
        guard !open.isEmpty else { return }
        let stop = u.language.fullStops.first ?? "."
        if u.endsWithEllipsis {
            out.report(info, u, "the hint ends with an ellipsis, not a full stop")
            return
        }
        // Another script's full stop ("." in Japanese) is replaced, not doubled.
        let foreign: Set<Character> = [".", "。", "．"]
        let fixed = u.trimmedText.split(separator: "\n", omittingEmptySubsequences: false).map { l -> String in
            let t = String(l).trimmed()
            if t.isEmpty || ends.contains(where: { t.hasSuffix($0) }) { return String(l) }
            if let last = t.last, foreign.contains(last) { return String(t.dropLast()) + stop }
            return String(l) + stop
        }.joined(separator: "\n")
        out.report(info, u, open.count == lines.count && lines.count == 1 ? "the hint does not end with a full stop"
                                                                       : "\(open.count) of the hint's sentences do not end with a full stop",
                   suggestion: fixed)
    }
}

/// `hint-length`: hints are brief.
public struct HintLengthRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "hint-length", applies: .hint, severity: .warning,
        summary: "A hint has more words than the limit (15 by default).",
        rationale: "Users hear the hint after a pause on every element; a long one is cut off by the next swipe and teaches people to turn hints off.",
        fix: "Say only what happens, in one short sentence.",
        examples: [
            RuleExample(role: .hint, text: "Deletes the event.", expect: .passes),
            RuleExample(role: .hint, text: "Deletes the event from every calendar that you share with your family, your friends and your colleagues at work.",
                        expect: .triggers(suggestion: nil)),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint) else { return }
        let n = u.spokenWordCount
        guard n > u.hintMaxWords else { return }
        out.report(info, u, "the hint has \(n) words (limit \(u.hintMaxWords)): say only what happens")
    }
}

/// `hint-repeats-label`: the hint restates the label.
public struct HintRepeatsLabelRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "hint-repeats-label", applies: .hint, severity: .warning,
        summary: "A hint starts with, or restates, its element's label.",
        rationale: "VoiceOver speaks the label right before the hint: \"Save, button. Save will save your document.\" The repeat costs time and says nothing.",
        fix: "Describe the outcome without the label's words: \"Saves your document.\"",
        examples: [
            RuleExample(role: .hint, text: "Save will save your document.", label: "Save", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Share.", label: "Share", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Add to cart adds the item.", label: "Add to cart", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Saves your document.", label: "Save", expect: .passes),
            RuleExample(role: .hint, text: "Shares the photo.", label: "Share", expect: .passes, why: "the verb's third person is not the label"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), let label = u.pairedLabel, !label.isEmpty else { return }
        let lw = u.language.analyzer.words(FormatSpecifiers.removingPlaceholders(label)).map { u.language.lower($0.text) }
        guard !lw.isEmpty, u.lowerWords.count >= lw.count, Array(u.lowerWords.prefix(lw.count)) == lw else { return }
        // Where the imperative label and the third person are spelled alike (it "Elimina" / "Elimina l’evento."), the hint is right.
        if lw.count == 1, u.lowerWords.count > 1, let (f, n) = u.language.verbForm(u.lowerWords, at: 0), f.isRight, n == 1 { return }
        out.report(info, u, "the hint starts with its label \"\(label)\", which VoiceOver has just spoken")
    }
}

/// `hint-missing-article`: "Adds city." -> "Adds a city."
public struct HintMissingArticleRule: Rule {
    public init() {}
    public let info = RuleInfo(
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
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        let l = u.language
        guard u.isCopy(.hint), l.verbPosition == .first, !l.countableNouns.isEmpty else { return }
        let lw = u.lowerWords
        guard let (form, len) = l.verbForm(lw, at: 0), form.isRight else { return }
        var i = len
        // A determiner right after the verb settles it ("Change de compte."), even one that is also a preposition.
        if i < lw.count, l.determiners.contains(lw[i]) || l.startsWithElision(lw[i]) { return }
        if i < lw.count, l.prepositions.contains(lw[i]) { i += 1 }
        guard i < lw.count, u.words[i].kind == .word, !l.determiners.contains(lw[i]), !l.startsWithElision(lw[i]) else { return }
        let sentenceEnd = VerbRewriter.sentences(u).first?.words.upperBound ?? lw.count
        var j = i
        while j < min(i + 3, sentenceEnd) {
            let w = lw[j]
            if l.determiners.contains(w) || l.prepositions.contains(w) || l.verbForm(lw, at: j) != nil && j > i { return }
            j += 1
            let atEnd = j == sentenceEnd || l.prepositions.contains(lw[j])
            if atEnd {
                guard l.countableNouns.contains(w) else { return }
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
