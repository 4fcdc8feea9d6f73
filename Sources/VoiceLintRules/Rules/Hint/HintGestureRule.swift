import VoiceLintText

/// `hint-gesture`: a hint says what happens, not how to touch.
struct HintGestureRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-gesture", applies: .hint, severity: .error,
        summary: "A hint names the gesture (tap, double-tap, swipe, long press, click...).",
        rationale: "VoiceOver already says how to activate; Switch Control, Voice Control and keyboard users use other gestures, so the words are wrong for them. A hint that opens with the gesture does not start with its verb either: hint-verb-form reports it too, with its own message and the same rewrite, so that a team that turns one of the two rules off still hears of the other; --fix rewrites the hint once.",
        fix: "Drop the gesture clause and describe the outcome: \"Double-tap to open the article\" becomes \"Opens the article.\"",
        examples: [
            RuleExample(role: .hint, text: "Double-tap to open the article", expect: .triggers(suggestion: "Opens the article.")),
            RuleExample(role: .hint, text: "Double tap and hold to show actions", expect: .triggers(suggestion: "Shows actions.")),
            RuleExample(role: .hint, text: "Tap to delete the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(role: .hint, text: "Expands the image. Double-tap and hold to show actions", expect: .triggers(suggestion: "Expands the image.")),
            RuleExample(role: .hint, text: "Swipe up or down to adjust the value.", expect: .triggers(suggestion: "Adjusts the value.")),
            RuleExample(role: .hint, text: "Long press to copy.", expect: .triggers(suggestion: "Copies.")),
            RuleExample(role: .hint, text: "Double-tap to see all replies", expect: .triggers(suggestion: "Shows all replies."),
                        why: "hints show, they do not see (lexicon preferredVerbs)"),
            RuleExample(role: .hint, text: "Double-tap to open and play the video.", expect: .triggers(suggestion: "Opens and plays the video."),
                        why: "a second verb after \"and\" is put right too"),
            RuleExample(role: .hint, text: "Double-tap to open %1$@", expect: .triggers(suggestion: "Opens %1$@."),
                        why: "a placeholder is kept as written: no rewrite of any rule loses or breaks one"),
            RuleExample(role: .hint, text: "Tap to show %@", expect: .triggers(suggestion: "Shows %@.")),
            RuleExample(role: .hint, text: "Opens the article.", expect: .passes),
            RuleExample(role: .hint, text: "Drags the slider.", expect: .triggers(suggestion: nil), why: "even as a verb, a gesture word describes touching"),
        ], fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // No word starts a gesture phrase: no match (one flag per word, asked once for the unit).
        guard u.isCopy(.hint), u.anyWord(.gestureStart), let m = u.gestureMatches.first else { return }
        // A rewrite that drops the gesture's sentence keeps an outcome only where the sentence before
        // says one ("Expands the image."); after a value ("Current profile: %@. Double-tap and hold to
        // show the account switcher" -> "Current profile: %@.") it is advice.
        let suggestion = VerbRewriter.withoutGestureClause(u, gestureAt: m.start, length: m.length)
        let l = u.language
        let dropsOutcome = m.start > 0 && l.profile.hintVerbPosition == .first && l.verbForm(u.lowerWords, at: 0)?.form.isRight != true
            && suggestion.map { s in u.text.hasPrefix(String(s.trimmed().dropLast())) } == true
        // Where the verb ends the hint (eu, fa, tr...), what is left must end with a verb in its right form:
        // a purpose clause ("Guztiak ikusteko."), a value ("Profila: %@.") or a noun phrase ("نمایش همه.")
        // is no outcome, and the rewrite of its form may be advice itself: the whole is advice.
        let noVerbLast = l.profile.hintVerbPosition == .last && !(l.profile.hintEndings?.right ?? []).isEmpty && suggestion.map { s in
            var body = s.trimmed()
            while let c = body.last, c.isPunctuation { body.removeLast() }
            let last = body.split(separator: " ").last.map { l.lower(String($0)) } ?? ""
            return l.rightHintEndings.first(in: body) == nil && l.verbForm([last], at: 0)?.form.isRight != true
        } == true
        out.report(info, u, "the hint names the gesture \"\(u.phrase(m.start, m.start + m.length))\": describe the outcome instead",
                   suggestion: suggestion,
                   applicability: dropsOutcome || noVerbLast || VerbRewriter.gestureRewriteChangesObjectCase(u, gestureAt: m.start, length: m.length) ? .displayOnly : nil)
    }
}
