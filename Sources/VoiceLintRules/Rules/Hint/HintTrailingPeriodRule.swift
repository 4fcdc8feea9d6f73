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
            RuleExample(role: .hint, text: "Opens the event.\nShows its details", expect: .triggers(suggestion: "Opens the event.\nShows its details.")),
            RuleExample(role: .hint, text: "Shows the address: %@", expect: .triggers(suggestion: "Shows the address: %@.")),
            RuleExample(role: .hint, text: "Opens the event. ", expect: .passes, why: "trailing white space is whitespace's finding"),
            RuleExample(role: .hint, text: "Opens…", expect: .triggers(suggestion: nil), why: "an ellipsis is not a full stop"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // A language that ends sentences without punctuation (Thai) has no full stop to ask for.
        guard u.isCopy(.hint), !u.language.profile.fullStops.isEmpty else { return }
        let profile = u.language.profile
        let closes = { (line: String) in
            profile.fullStops.contains { TextSearch.hasSuffix(line, $0) } || profile.otherSentenceEnds.contains { TextSearch.hasSuffix(line, $0) }
        }
        let text = u.trimmedText
        // One line (no line feed byte, so no "\n" Character), closed (most hints): nothing to split or count.
        let multiline = TextSearch.containsByte(text, 0x0A)
        var oneLine = ""
        if !multiline {
            oneLine = text.trimmed()
            if oneLine.isEmpty || closes(oneLine) { return }
        }
        // Another script's full stop ("." in Japanese) is replaced, not doubled.
        let foreign: Set<Character> = [".", "。", "．"]
        let stop = profile.fullStops.first ?? ""
        if !multiline {
            // One open line: what the general path below gives for it, without splitting the text.
            if u.endsWithEllipsis {
                out.report(info, u, "the hint ends with an ellipsis, not a full stop")
                return
            }
            let fixed: String
            if let last = oneLine.last, foreign.contains(last) { fixed = String(oneLine.dropLast()) + stop } else { fixed = text + stop }
            out.report(info, u, "the hint does not end with a full stop", suggestion: fixed + u.trailingBidiMarks)
            return
        }
        let lines = text.split(separator: "\n").map { String($0).trimmed() }.filter { !$0.isEmpty }
        let open = lines.filter { !closes($0) }
        guard !open.isEmpty else { return }
        let ends = profile.fullStops + profile.otherSentenceEnds
        if u.endsWithEllipsis {
            out.report(info, u, "the hint ends with an ellipsis, not a full stop")
            return
        }
        let fixed = u.trimmedText.split(separator: "\n", omittingEmptySubsequences: false).map { l -> String in
            let t = String(l).trimmed()
            if t.isEmpty || ends.contains(where: { t.hasSuffix($0) }) { return String(l) }
            if let last = t.last, foreign.contains(last) { return String(t.dropLast()) + stop }
            return String(l) + stop
        }.joined(separator: "\n") + u.trailingBidiMarks
        out.report(info, u, open.count == lines.count && lines.count == 1 ? "the hint does not end with a full stop"
                                                                       : "\(open.count) of the hint's sentences do not end with a full stop",
                   suggestion: fixed)
    }
}
