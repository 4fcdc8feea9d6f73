import Foundation
import VoiceLintText

/// `symbol-only`: "+", "×", "…", "→" or an emoji alone.
struct SymbolOnlyRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "symbol-only", applies: .any, severity: .error,
        summary: "A label or hint is only a symbol or an emoji (+, ×, …, →, 👍).",
        rationale: "VoiceOver reads the symbol's Unicode name (\"multiplication sign\", \"horizontal ellipsis\"), which rarely says what the element does.",
        fix: "Write the action in words: \"Add\", \"Close\", \"More\", \"Next\".",
        examples: [
            RuleExample(text: "+", expect: .triggers(suggestion: nil)),
            RuleExample(text: "×", expect: .triggers(suggestion: nil)),
            RuleExample(text: "…", expect: .triggers(suggestion: nil)),
            RuleExample(text: "→", expect: .triggers(suggestion: nil)),
            RuleExample(text: "👍", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Add", expect: .passes),
            RuleExample(text: "+1", expect: .passes, why: "has a digit"),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint), u.isSymbolOnly else { return }
        out.report(info, u, "the \(u.role.rawValue) \"\(u.trimmedText)\" is only a symbol: VoiceOver reads its Unicode name")
    }
}
