import VoiceLintText

/// `hint-verb-form`: a hint begins with the third-person verb ("Deletes the event.").
struct HintVerbFormRule: Rule {
    let info = RuleInfo(
        id: "hint-verb-form", applies: .hint, severity: .warning,
        summary: "A hint does not begin with a verb in the third person (\"Deletes the event.\", not \"Delete the event.\").",
        rationale: "VoiceOver speaks the hint after the label, as a description of what the element does: \"Delete, button. Deletes the event.\" An imperative reads as a command to the listener.",
        fix: "Start with the verb in the third person singular: \"Opens\", \"Deletes\", \"Goes\".",
        examples: [
            RuleExample(role: .hint, text: "Delete the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(role: .hint, text: "To delete the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(role: .hint, text: "Deleting the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(role: .hint, text: "Will delete the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(role: .hint, text: "You can skip this screen.", expect: .triggers(suggestion: "Skips this screen.")),
            RuleExample(role: .hint, text: "Please open the menu.", expect: .triggers(suggestion: "Opens the menu.")),
            RuleExample(role: .hint, text: "The event is deleted.", expect: .triggers(suggestion: nil), why: "a noun phrase, not a verb"),
            RuleExample(role: .hint, text: "Event details.", expect: .triggers(suggestion: nil), why: "a noun"),
            RuleExample(role: .hint, text: "Go back to the list.", expect: .triggers(suggestion: "Goes back to the list.")),
            RuleExample(role: .hint, text: "Allowed characters %1$d of %2$d", expect: .triggers(suggestion: nil), why: "a participle may be an adjective: no rewrite"),
            RuleExample(role: .hint, text: "Pin keeps the note at the top.", expect: .triggers(suggestion: nil), why: "\"Pin\" is the subject here: no rewrite"),
            RuleExample(role: .hint, text: "Pin: keeps the note at the top.", expect: .triggers(suggestion: nil), why: "a label before a colon: no rewrite"),
            RuleExample(role: .hint, text: "Deletes the event.", expect: .passes),
            RuleExample(role: .hint, text: "Goes back.", expect: .passes, why: "irregular: go, goes"),
            RuleExample(role: .hint, text: "Does nothing while offline.", expect: .passes),
            RuleExample(role: .hint, text: "Has no effect while offline.", expect: .passes),
            RuleExample(role: .hint, text: "Undoes the last change.", expect: .passes),
            RuleExample(role: .hint, text: "Echoes the message.", expect: .passes),
            RuleExample(role: .hint, text: "Carries the note over.", expect: .passes, why: "-ies spelling"),
            RuleExample(role: .hint, text: "Sets up the alarm.", expect: .passes, why: "a phrasal verb"),
            RuleExample(role: .hint, text: "Frobnicates the widget.", expect: .triggers(suggestion: nil), severity: .info, why: "unknown words are reported as unknown, not guessed"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), !u.startsWithPlaceholder, !u.lowerWords.isEmpty else { return }
        let l = u.language
        let lw = u.lowerWords
        switch l.profile.hintVerbPosition {
        case .none:
            if let n = l.phrases(.requestWords).match(lw, at: 0) {
                out.report(info, u, "the hint is a request (\"\(u.phrase(0, n))\"): describe what happens",
                           suggestion: u.removingWords(0, n))
            }
        case .first:
            checkFirst(u, lw, l, &out)
        case .last:
            checkLast(u, lw, l, &out)
        }
    }

    private func checkFirst(_ u: UnitContext, _ lw: [String], _ l: LanguageContext, _ out: inout FindingSink) {
        // A gesture or a control word at the start is another rule's finding, with its own rewrite.
        if l.phrases(.gestures).match(lw, at: 0) != nil || l.phrases(.controlTypes).match(lw, at: 0) != nil { return }
        var i = 0
        var kind: String?
        if let n = l.phrases(.requestWords).match(lw, at: 0) { i = n; kind = "request" }
        while i < lw.count, let k = l.hintBadStarts[lw[i]], k != .gesture, k != .controlType {
            kind = kind ?? k.rawValue
            i += 1
        }
        if let kind {
            let said = u.phrase(0, max(i, 1))
            out.report(info, u, "the hint starts with \"\(said)\" (\(kind)): start with the verb in the third person",
                       suggestion: l.verbForm(lw, at: i) != nil ? VerbRewriter.rewriteFrom(u, after: i) : nil)
            return
        }
        if let (form, len) = l.verbForm(lw, at: 0) {
            if form.isRight { return }
            let said = u.phrase(0, len)
            // No rewrite where the word is not the hint's verb: a past participle is as often an
            // adjective ("Allowed characters"); a word followed by a colon is a label ("Pin: keeps..."),
            // and one followed by a verb is its subject ("Pin keeps the note...").
            let followedByColon = len < u.words.count && u.slice(u.words[len - 1].end, u.words[len].start).contains(where: { $0 == ":" || $0 == "：" })
            let followedByVerb = l.verbForm(lw, at: len)?.form.isRight == true
            // A separable verb's particle moves to the end ("Hinzufügen zu …" -> "Fügt … hinzu"),
            // which a word swap cannot do: no rewrite where the third person is not the lemma's stem.
            let separable = l.profile.verbFinalClauses && form.kind == .infinitive && !form.lemma.hasPrefix(String(l.lower(form.third).prefix(3)))
            let safe = form.kind != .past && !followedByColon && !followedByVerb && !separable
            out.report(info, u, "\"\(said)\" is the \(form.kind.rawValue) of \"\(form.lemma)\": a hint starts with the third person, \"\(form.third)\"",
                       suggestion: safe ? u.replacingWords(0, len, with: form.third) : nil)
            return
        }
        // German and Dutch UI often end with the infinitive: "Ereignis löschen." (the first sentence's last word).
        let last = (VerbRewriter.sentences(u).first?.words.upperBound ?? lw.count) - 1
        if last > 0, let (form, len) = l.verbForm(lw, at: last), len == 1, form.kind == .infinitive {
            out.report(info, u, "the hint ends with the infinitive \"\(u.words[last].text)\": start with the verb in the third person, \"\(form.third)\"")
            return
        }
        if l.words(.determiners).contains(lw[0]) || l.words(.countableNouns).contains(lw[0]) || l.startsWithElision(lw[0]) {
            out.report(info, u, "the hint starts with \"\(u.words[0].text)\", not a verb: describe what the element does, starting with a verb in the third person")
            return
        }
        out.report(info, u, "the first word \"\(u.words[0].text)\" is not in the \(l.profileLanguage ?? u.locale) verb lexicon: check that it is a verb in the third person",
                   severity: .info)
    }

    private func checkLast(_ u: UnitContext, _ lw: [String], _ l: LanguageContext, _ out: inout FindingSink) {
        let body = u.withoutFinalStop.trimmed()
        let stop = u.finalFullStop ?? ""
        if let e = l.wrongHintEndings.first(in: body)?.value {
            out.report(info, u, "the hint ends with the \(e.kind.rawValue) form \"\(e.suffix)\": end with the polite non-past form",
                       suggestion: String(body.dropLast(e.suffix.count)) + e.replacement + stop)
            return
        }
        for k in stride(from: min(3, lw.count), through: 1, by: -1) {
            guard let (form, len) = l.verbForm(lw, at: lw.count - k), len == k else { continue }
            if form.isRight { return }
            let start = u.words[lw.count - k].start
            let said = u.slice(start, u.words[lw.count - 1].end)
            out.report(info, u, "\"\(said)\" is the \(form.kind.rawValue) form: end with \"\(form.third)\"",
                       suggestion: u.slice(0, start) + form.third + stop)
            return
        }
        if l.rightHintEndings.first(in: body) != nil { return }
        out.report(info, u, "the last word \"\(u.words.last!.text)\" is not in the \(l.profileLanguage ?? u.locale) verb lexicon", severity: .info)
    }
}
