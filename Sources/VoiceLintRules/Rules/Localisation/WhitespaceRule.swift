import VoiceLintCatalog

/// `whitespace`: leading, trailing or doubled spaces.
public struct WhitespaceRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "whitespace", applies: .any, severity: .warning,
        summary: "A string starts or ends with white space, or has two spaces in a row (in a translation: where its source does not).",
        rationale: "Stray spaces are invisible in review, change layout, and are a sign of text pasted together by hand; VoiceOver may pause on them.",
        fix: "Remove the extra white space.",
        examples: [
            RuleExample(text: " Delete", expect: .triggers(suggestion: "Delete")),
            RuleExample(text: "Delete ", expect: .triggers(suggestion: "Delete")),
            RuleExample(role: .hint, text: "Deletes  the event.", expect: .triggers(suggestion: "Deletes the event.")),
            RuleExample(locale: "fr", text: "Supprime  l’événement. ", source: "Deletes the event.", expect: .triggers(suggestion: "Supprime l’événement.")),
            RuleExample(text: "Delete", expect: .passes),
            RuleExample(role: .other, text: "Line one\nLine two", expect: .passes, why: "a newline inside the text is layout"),
            RuleExample(locale: "fr", role: .other, text: " et %lld autres", source: " and %lld others", expect: .passes, why: "the source starts with a space too: the code joins the pieces"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        let t = u.text
        guard !t.isEmpty else { return }
        // A translation mirrors its source's spacing; only differences count there.
        let s = u.sourceUnit?.value ?? ""
        let keepLeading = Self.startsWithSpace(s), keepTrailing = Self.endsWithSpace(s)
        var problems: [String] = []
        if Self.startsWithSpace(t) && !keepLeading { problems.append("starts with white space") }
        if Self.endsWithSpace(t) && !keepTrailing { problems.append("ends with white space") }
        if Self.hasDoubleSpace(t) && !Self.hasDoubleSpace(s) { problems.append("has two spaces in a row") }
        guard !problems.isEmpty else { return }
        var fixed = Self.clean(t)
        if keepLeading && Self.startsWithSpace(t) { fixed = " " + fixed }
        if keepTrailing && Self.endsWithSpace(t) { fixed += " " }
        out.report(info, u, "the text " + problems.joined(separator: " and "), suggestion: fixed)
    }

    static func startsWithSpace(_ t: String) -> Bool { t.unicodeScalars.first?.properties.isWhitespace ?? false }
    static func endsWithSpace(_ t: String) -> Bool { t.unicodeScalars.last?.properties.isWhitespace ?? false }

    static func hasDoubleSpace(_ t: String) -> Bool {
        var prev = false
        for s in t.unicodeScalars {
            let sp = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
            if sp && prev { return true }
            prev = sp
        }
        return false
    }

    static func clean(_ t: String) -> String {
        var out = String.UnicodeScalarView()
        var prev = false
        for s in t.unicodeScalars {
            let sp = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
            if sp && prev { continue }
            out.append(s)
            prev = sp
        }
        var r = String(out)
        while let f = r.unicodeScalars.first, f.properties.isWhitespace { r.unicodeScalars.removeFirst() }
        while let l = r.unicodeScalars.last, l.properties.isWhitespace { r.unicodeScalars.removeLast() }
        return r
    }
}
