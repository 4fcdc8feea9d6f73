import VoiceLintText

/// `label-gesture`: a label names the element, not how to touch it.
struct LabelGestureRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-gesture", applies: .label, severity: .error,
        summary: "A label tells how to touch (\"Tap here\", \"Click to open\").",
        rationale: "VoiceOver, Switch Control and keyboard users do not tap or click; the label should name the element.",
        fix: "Name what the element is or does: \"Tap here to sign in\" becomes \"Sign in\".",
        examples: [
            RuleExample(text: "Tap here", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Click to open", expect: .triggers(suggestion: "Open")),
            RuleExample(text: "Tap to sign in", expect: .triggers(suggestion: "Sign in")),
            RuleExample(text: "Sign in", expect: .passes),
            RuleExample(text: "Tapestry", expect: .passes, why: "inside another word"),
            RuleExample(role: .part, text: "Tap to sign in", expect: .triggers(suggestion: "Sign in"), why: "a piece of a composed label"),
            RuleExample(role: .part, text: "Sign in", expect: .passes),
        ], checksParts: true, fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // No word starts a gesture phrase: no match (one flag per word, asked once for the unit).
        guard u.isCopy(.label, .part), u.anyWord(.gestureStart), let m = u.gestureMatches.first else { return }
        out.report(info, u, "the label names the gesture \"\(u.phrase(m.start, m.start + m.length))\": describe the outcome instead",
                   suggestion: VerbRewriter.labelWithoutGesture(u, gestureAt: m.start, length: m.length))
    }
}
