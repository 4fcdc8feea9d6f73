import Foundation
import VoiceLintText

/// `hint-verb-form`: a hint begins with the third-person verb ("Deletes the event.").
struct HintVerbFormRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-verb-form", applies: .hint, severity: .warning,
        summary: "A hint does not begin with a verb in the third person (\"Deletes the event.\", not \"Delete the event.\").",
        rationale: "VoiceOver speaks the hint after the label, as a description of what the element does: \"Delete, button. Deletes the event.\" An imperative reads as a command to the listener. A hint that opens with a gesture (\"Double tap to open the list\") does not start with the verb either: it is reported here and by hint-gesture, each with its own message and the same rewrite, so that a team that turns one rule off still hears of the other (--fix applies the rewrite once). A hint that is a value (a counter or a position such as \"%1$d of %2$d\", \"Page 2 of 5\", \"3/5\", a state such as \"Disabled\", a bare noun such as \"Group\") is a warning too: VoiceOver speaks a value from accessibilityValue, right after the label, and a hint says what happens. A first word the lexicon knows neither as a verb form nor as a noun is reported as unknown (info), never guessed.",
        fix: "Start with the verb in the third person singular: \"Opens\", \"Deletes\", \"Goes\". Drop a leading gesture (\"Double tap to open the list\" -> \"Opens the list.\"). Move a value (\"3 of 5\", \"Disabled\", \"Group\") into accessibilityValue and say in the hint what activating the element does, or leave the hint out.",
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
            RuleExample(role: .hint, text: "Double tap to open the list", expect: .triggers(suggestion: "Opens the list."),
                        why: "a gesture first: hint-gesture speaks too, with the same rewrite"),
            RuleExample(role: .hint, text: "Tap to show all", expect: .triggers(suggestion: "Shows all.")),
            RuleExample(role: .hint, text: "Opens the list. Double tap and hold to show actions", expect: .passes,
                        why: "the verb comes first; the gesture later is hint-gesture's alone"),
            RuleExample(role: .hint, text: "%1$d of %2$d", expect: .triggers(suggestion: nil), why: "a position is a value"),
            RuleExample(role: .hint, text: "Page %d of %d", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "%d/%d", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "3 of 5 stars", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Disabled.", expect: .triggers(suggestion: nil), why: "a state is a value"),
            RuleExample(role: .hint, text: "Selected", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Group", expect: .triggers(suggestion: nil), why: "a bare noun (here also an imperative)"),
            RuleExample(role: .hint, text: "Location of the event.", expect: .triggers(suggestion: nil), why: "a noun phrase: the lexicon knows \"location\" as a noun (a warning)"),
            RuleExample(role: .hint, text: "Reason for reporting this content", expect: .triggers(suggestion: nil), severity: .info, why: "\"reason\" is a verb too: not known as a noun only, so unknown (info)"),
            RuleExample(role: .hint, text: "Shows 3 of 5 stars.", expect: .passes, why: "a verb first: the count is what it shows"),
            RuleExample(role: .hint, text: "Rates the post from 1 to 5.", expect: .passes),
            RuleExample(role: .hint, text: "Indent the paragraph.", expect: .triggers(suggestion: "Indents the paragraph."),
                        why: "a verb apps use, added to the concept list from real catalogs"),
        ], fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.hint), !u.lowerWords.isEmpty || u.placeholderCount > 0 else { return }
        let l = u.language
        let lw = u.lowerWords
        // A counter or a position ("%1$d of %2$d", "3/5"), in every language, unless a verb says what it does.
        if Self.isCounter(u), !(l.profile.hintVerbPosition == .first && l.verbForm(lw, at: 0)?.form.isRight == true) {
            out.report(info, u, "the hint is a value (a count or a position): VoiceOver speaks it from accessibilityValue, after the label; a hint says what the element does")
            return
        }
        guard !u.startsWithPlaceholder, !lw.isEmpty else { return }
        switch l.profile.hintVerbPosition {
        case .none:
            // A gesture first ("แตะสองครั้งเพื่อ…", "Nhấn đúp để …"): not what the element does, where
            // verbs have no forms to check.
            if let n = u.leadingGesture {
                out.report(info, u, "the hint opens with the gesture \"\(u.phrase(0, n))\": say what the element does",
                           suggestion: VerbRewriter.withoutGestureClause(u, gestureAt: 0, length: n))
                return
            }
            if u.lowerFlags[0].contains(.requestStart), let n = l.phrases(.requestWords).match(lw, at: 0) {
                out.report(info, u, "the hint is a request (\"\(u.phrase(0, n))\"): describe what happens",
                           suggestion: u.removingWords(0, n))
            }
        case .first:
            checkFirst(u, lw, l, &out)
        case .last:
            checkLast(u, lw, l, &out)
        }
    }

    /// A rewrite of a last verb that is also the hint's first word keeps the hint's first capital
    /// ("Kopiatu" -> "Kopiatzen du", not "kopiatzen du").
    static func keepingFirstCapital(_ rewrite: String, of text: String) -> String {
        guard let t = text.first, t.isUppercase, let r = rewrite.first, r.isLowercase else { return rewrite }
        return r.uppercased() + rewrite.dropFirst()
    }

    /// Whether rewriting a verb of this kind changes its object's case where the text does not
    /// show the case right for both forms (`objectCaseChanges`, `objectCaseMarkers`): the object
    /// is the word at `objectAt`, after a first verb or before a last one.
    static func objectCaseChanges(_ u: UnitContext, _ kind: VerbKind, objectAt i: Int) -> Bool {
        let p = u.language.profile
        guard p.objectCaseChanges.contains(kind) else { return false }
        guard i >= 0, i < u.words.count else { return false }
        return !showsCaseForBoth(p, word: u.text(of: u.words[i]), lower: u.lowerWords[i])
    }

    /// Whether a word shows its case right for both verb forms (`objectCaseMarkers`): "-t" is an
    /// ending, wherever the verb stands; another marker is the start of the word after a first
    /// verb, the end of one before a last verb.
    static func showsCaseForBoth(_ p: LanguageProfile, word: String, lower: String) -> Bool {
        p.objectCaseMarkers.contains { m in
            if m.hasPrefix("-") { return lower.hasSuffix(m.dropFirst()) }
            return p.hintVerbPosition == .last ? word.hasSuffix(m) : lower.hasPrefix(m)
        }
    }

    /// Two numbers or placeholders joined by "/" or one short word ("of", "von", "sur", "의") or
    /// nothing, in a hint of a few words: "%1$d of %2$d", "Page %d of %d", "3 of 5 stars", "%d/%d".
    static func isCounter(_ u: UnitContext) -> Bool {
        let t = u.text
        // The pattern needs a decimal digit or a "%": most hints have neither.
        guard u.textFacts.digitRuns > 0 || u.textFacts.mayHavePlaceholder else { return false }
        // Two numbers' starts and a few words, asked first: they are known without a walk of
        // the text (most hints with a "%" have one placeholder and stop here).
        guard hasTwoNumbers(u.textFacts), u.words.count + u.placeholderCount <= 8 else { return false }
        // Two placeholders decide without walking the text's Characters for a number; in ASCII
        // text, the numbers are the digits, each a Character.
        guard u.placeholderCount >= 2 || (u.textFacts.isASCII ? u.textFacts.digitRuns > 0 : t.contains(where: \.isNumber)) else { return false }
        let range = NSRange(t.startIndex..., in: t)
        return counterPattern.firstMatch(in: t, range: range) != nil
    }

    /// Whether the text has two of what starts each number of `counterPattern`: a "%" or a run
    /// of decimal digits. Each of its two numbers takes a "%" or a run of its own (the second
    /// starts at a word boundary, never inside the first's run), so with fewer it cannot match.
    static func hasTwoNumbers(_ t: String) -> Bool { hasTwoNumbers(TextFacts(t)) }
    static func hasTwoNumbers(_ facts: TextFacts) -> Bool { facts.hasDigitRuns(atLeast: 2, countingPercentSigns: true) }

    static let counterPattern: NSRegularExpression = {
        let n = #"(?:%(?:\d+\$)?[-+ #0']*\d*(?:hh|h|ll|l|q|z|t|j)?[dDiuU@]|\b\d+)"#
        // Joined by "/", by one or two short words (with their marks: Hindi "में से"; Malay "daripada"), or by nothing.
        return try! NSRegularExpression(pattern: n + #"\s*(?:/|(?:[\p{L}\p{M}]{1,8}\s*){1,2}|)\s*"# + n)
    }()

    private func checkFirst(_ u: UnitContext, _ lw: [String], _ l: LanguageContext, _ out: inout FindingSink) {
        // The lists the first word is in (`lw` is the unit's lower-case words): a phrase list
        // is asked only when its phrases may start with that word.
        let firstFlags = u.lowerFlags[0]
        // A gesture first ("Double tap to open the list"): not a verb either. hint-gesture reports
        // it too, with the same rewrite, so that either rule alone still tells.
        if firstFlags.contains(.gestureStart), let n = u.leadingGesture {
            out.report(info, u, "the hint opens with the gesture \"\(u.phrase(0, n))\", not with a verb: say what the element does, starting with a verb in the third person",
                       suggestion: VerbRewriter.withoutGestureClause(u, gestureAt: 0, length: n),
                       applicability: VerbRewriter.gestureRewriteChangesObjectCase(u, gestureAt: 0, length: n) ? .displayOnly : nil)
            return
        }
        // The verb form the hint starts with, looked up once for the questions below.
        let firstForm = l.verbForm(lw, at: 0)
        // A state or a participle alone ("Disabled", "Deaktiviert", "Désactivé") is a value, even
        // where it is spelled like a third person (de "aktiviert").
        // (The sentences are split only where the words may be a state: most hints are not.)
        if firstFlags.contains(.stateStart) && l.phrases(.states).match(lw, at: 0) == lw.count || firstForm.map({ $0.form.kind == .past && $0.length == lw.count }) == true,
           (VerbRewriter.sentences(u).first?.words ?? 0..<lw.count).count == lw.count {
            out.report(info, u, "the hint is a state (\"\(u.phrase(0, lw.count))\"): VoiceOver speaks a state from the trait or accessibilityValue; a hint says what the element does")
            return
        }
        // A control word first is hint-control-type's finding, with its own rewrite (unless it is the verb: "Toggles bold.").
        if firstForm == nil && firstFlags.contains(.controlStart) && l.phrases(.controlTypes).match(lw, at: 0) != nil { return }
        // A reflexive verb: "Se abre en Safari.", "S’ouvre dans Safari." (the pronoun glued to the verb).
        if let v = Self.afterReflexive(lw, l), l.verbForm(v.words, at: v.at)?.form.isRight == true { return }
        var i = 0
        var kind: String?
        if firstFlags.contains(.requestStart), let n = l.phrases(.requestWords).match(lw, at: 0) { i = n; kind = "request" }
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
        if let (form, len) = firstForm {
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
            // The first of a pair ("Activer/désactiver", "aç/kapat"): both verbs change or neither.
            let pair = len < u.words.count && u.slice(u.words[len - 1].end, u.words[len].start) == "/"
            let safe = form.kind != .past && !followedByColon && !followedByVerb && !separable && !pair
            // The verb a hint says instead (lexicon preferredVerbs: hints show, they do not see: "See all" -> "Shows all").
            let third = l.preferredThird[form.lemma].map { form.third.first?.isUppercase == true ? u.capitalizingFirst($0) : $0 } ?? form.third
            out.report(info, u, "\"\(said)\" is the \(form.kind.rawValue) of \"\(form.lemma)\": a hint starts with the third person, \"\(third)\""
                        + (pair ? " (both verbs of the pair)" : ""),
                       suggestion: safe ? u.replacingWords(0, len, with: third) : nil,
                       applicability: Self.objectCaseChanges(u, form.kind, objectAt: len) ? .displayOnly : nil)
            return
        }
        // German and Dutch UI often end with the infinitive: "Ereignis löschen." (the first sentence's last word).
        // German and Dutch UI often end with the infinitive: "Ereignis löschen." (the first sentence's last word).
        let last = (VerbRewriter.sentences(u).first?.words.upperBound ?? lw.count) - 1
        if last > 0, let (form, len) = l.verbForm(lw, at: last), len == 1, form.kind == .infinitive {
            out.report(info, u, "the hint ends with the infinitive \"\(u.text(of: u.words[last]))\": start with the verb in the third person, \"\(form.third)\"")
            return
        }
        if l.words(.determiners).contains(lw[0]) || l.words(.countableNouns).contains(lw[0]) || l.words(.nouns).contains(lw[0]) || l.startsWithElision(lw[0]) {
            out.report(info, u, "the hint starts with \"\(u.text(of: u.words[0]))\", a name or a value, not a verb: a value belongs in accessibilityValue; the hint describes what the element does, starting with a verb in the third person")
            return
        }
        out.report(info, u, "the first word \"\(u.text(of: u.words[0]))\" is not in the \(l.profileLanguage ?? u.locale) verb lexicon: check that it is a verb in the third person",
                   severity: .info)
    }

    /// The words with a leading reflexive pronoun set aside: ("se abre" -> index 1; "s’ouvre" -> ["ouvre", ...] at 0).
    static func afterReflexive(_ lw: [String], _ l: LanguageContext) -> (words: [String], at: Int)? {
        let pronouns = l.words(.reflexivePronouns)
        guard !pronouns.isEmpty, let first = lw.first else { return nil }
        if pronouns.contains(first), lw.count > 1 { return (lw, 1) }
        for p in l.elidedReflexivePronouns {
            // A pronoun that starts with a lower-case ASCII letter starts only a word whose first
            // byte is that letter (no other text is equivalent to it): most words are told by it.
            if let a = p.utf8.first, a >= 0x61 && a <= 0x7A, first.utf8.first != a { continue }
            if first.hasPrefix(p), first.count > p.count { return ([String(first.dropFirst(p.count))] + lw.dropFirst(), 0) }
        }
        return nil
    }

    private func checkLast(_ u: UnitContext, _ lw: [String], _ l: LanguageContext, _ out: inout FindingSink) {
        let body = u.withoutFinalStop.trimmed()
        let stop = u.finalFullStop ?? ""
        if let e = l.wrongHintEndings.first(in: body)?.value {
            // (Japanese and Korean hints end with the polite non-past; others with the third person.)
            let right = ["ja", "ko"].contains(l.profileLanguage ?? "") ? "the polite non-past form" : "the third-person present (\"\(e.replacement.trimmed())\")"
            out.report(info, u, "the hint ends with the \(e.kind.rawValue) form \"\(e.suffix.trimmed())\": end with \(right)",
                       suggestion: Self.keepingFirstCapital(String(body.dropLast(e.suffix.count)) + e.replacement + stop, of: u.text),
                       applicability: Self.objectCaseChanges(u, e.kind, objectAt: u.words.count - 2) ? .displayOnly : nil)
            return
        }
        for k in stride(from: min(3, lw.count), through: 1, by: -1) {
            guard let (form, len) = l.verbForm(lw, at: lw.count - k), len == k else { continue }
            if form.isRight { return }
            let start = u.words[lw.count - k].start
            let said = u.slice(start, u.words[lw.count - 1].end)
            // The second of a pair ("aç/kapat"): both verbs change or neither.
            if lw.count - k > 0, u.slice(u.words[lw.count - k - 1].end, start) == "/" {
                out.report(info, u, "\"\(said)\" is the \(form.kind.rawValue) form: end with \"\(form.third)\" (both verbs of the pair)")
                return
            }
            out.report(info, u, "\"\(said)\" is the \(form.kind.rawValue) form: end with \"\(form.third)\"",
                       suggestion: Self.keepingFirstCapital(u.slice(0, start) + form.third + stop, of: u.text),
                       applicability: Self.objectCaseChanges(u, form.kind, objectAt: lw.count - k - 1) ? .displayOnly : nil)
            return
        }
        if l.rightHintEndings.first(in: body) != nil { return }
        out.report(info, u, "the last word \"\(u.text(of: u.words.last!))\" is not in the \(l.profileLanguage ?? u.locale) verb lexicon", severity: .info)
    }
}
