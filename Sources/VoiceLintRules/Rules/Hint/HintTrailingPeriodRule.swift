import VoiceLintText

/// `hint-trailing-period`: a hint is a sentence and ends like one.
struct HintTrailingPeriodRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "hint-trailing-period", applies: .hint, severity: .warning,
        summary: "A hint (or one of its sentences) does not end with a full stop.",
        rationale: "VoiceOver lowers its voice and pauses at a full stop; without one the hint runs into what is spoken next.",
        fix: "End every sentence of the hint with a period (。 in Japanese and Chinese).",
        examples: [
            RuleExample(role: .hint, text: "Opens the event", expect: .triggers(suggestion: "Opens the event.")),
            RuleExample(role: .hint, text: "Opens the event.", expect: .passes),
            RuleExample(role: .hint, text: "Opens the event.\nShows its details", expect: .triggers(suggestion: "Opens the event.\nShows its details."),
                        applicability: .unsafe, why: "more than one sentence: review"),
            RuleExample(role: .hint, text: "%lld messages", expect: .triggers(suggestion: "%lld messages."), applicability: .displayOnly,
                        why: "a value, not what the element does: the full stop is not the fix"),
            RuleExample(role: .hint, text: "Shows the address: %@", expect: .triggers(suggestion: "Shows the address: %@.")),
            RuleExample(role: .hint, text: "Opens the event. ", expect: .passes, why: "trailing white space is whitespace's finding"),
            RuleExample(role: .hint, text: "Opens…", expect: .triggers(suggestion: nil), why: "an ellipsis is not a full stop"),
        ], fixSafety: .safe)

    /// Full stops of other scripts (a set of Characters, made once).
    private static let foreignStops: Set<Character> = [".", "。", "．"]

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // A language that ends sentences without punctuation (Thai) has no full stop to ask for.
        guard u.isCopy(.hint), !u.language.profile.fullStops.isEmpty else { return }
        // A full stop or another sentence end closes a line (the language's list, read once).
        let closers = u.language.sentenceClosers
        let closes = { (line: String) in closers.endsText(line) }
        let text = u.trimmedText
        // One line (no line feed byte, so no "\n" Character) is taken whole, and most hints, closed,
        // end here; more lines are split.
        let multiline = TextSearch.containsByte(text, 0x0A)
        let lines: [String]
        if multiline {
            lines = text.split(separator: "\n").map { String($0).trimmed() }.filter { !$0.isEmpty }
        } else {
            let line = text.trimmed()
            if line.isEmpty || closes(line) { return }
            lines = [line]
        }
        let open = lines.filter { !closes($0) }
        guard !open.isEmpty else { return }
        if u.endsWithEllipsis {
            out.report(info, u, "the hint ends with an ellipsis, not a full stop")
            return
        }
        // Another script's full stop ("." in Japanese) is replaced, not doubled.
        let foreign = Self.foreignStops
        // Text in Latin letters where the language's stop is another script's (English left untranslated
        // in a Japanese or Armenian catalog): its own full stop, as advice (the text is not the language's).
        let latinInOtherScript = u.language.profile.fullStops.first.map { $0 != "." } == true && Self.isLatinOnly(text)
        let stop = latinInOtherScript ? "." : u.language.profile.fullStops.first ?? ""
        // An open line, as written and trimmed, with its full stop.
        func closed(_ line: Substring, trimmed t: String) -> String {
            if let last = t.last, foreign.contains(last) { return String(t.dropLast()) + stop }
            return String(line) + stop
        }
        let fixed = (multiline
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map { l -> String in
                let t = String(l).trimmed()
                return t.isEmpty || closes(t) ? String(l) : closed(l, trimmed: t)
            }.joined(separator: "\n")
            : closed(text[...], trimmed: lines[0])) + u.trailingBidiMarks
        // A hint that starts with a number or a placeholder reads as a value ("%lld messages"), not
        // as what the element does: a full stop would hide that (advice only).
        let value = u.startsWithPlaceholder || u.words.first?.kind == .number
        out.report(info, u, value ? "the hint does not end with a full stop, and reads as a value: say what the element does (\"Opens the messages.\")"
                            : open.count == lines.count && lines.count == 1 ? "the hint does not end with a full stop"
                                                                            : "\(open.count) of the hint's sentences do not end with a full stop",
                   suggestion: fixed, applicability: value || latinInOtherScript || Self.stopIsAGuess(u) ? .displayOnly : multiline ? .unsafe : .safe)
    }

    /// Whether the full stop to add is a guess: a script's generic profile that accepts several
    /// (Devanagari "।" for Hindi and Nepali, "." for Marathi; Arabic "." for Kurdish, "۔" for Urdu)
    /// does not know which one the language writes.
    static func stopIsAGuess(_ u: UnitContext) -> Bool {
        u.language.profile.fullStops.count > 1 && u.language.profileLanguage.map(LanguageStore.isGeneric) == true
    }

    /// Whether every letter of the text is a Latin letter (and there is one).
    static func isLatinOnly(_ text: String) -> Bool {
        var letters = 0
        for s in text.unicodeScalars where s.properties.isAlphabetic {
            guard s.value < 0x250 || (0x1E00...0x1EFF).contains(s.value) else { return false }
            letters += 1
        }
        return letters > 0
    }
}
