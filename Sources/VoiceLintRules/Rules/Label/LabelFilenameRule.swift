import Foundation
import VoiceLintText

/// `label-filename`: an asset or key name left as the label.
struct LabelFilenameRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "label-filename", applies: .label, severity: .error,
        summary: "A label is a file, asset or key name (icon_play.png, btnShare, ic-close, com.app.share).",
        rationale: "VoiceOver spells out \"icon underscore play dot png\": the element is as good as unlabelled. A hyphenated compound with capitals on both sides of each hyphen (\"Foto-Galerie\", \"Face-ID-Einstellungen\", \"Icon-Auswahl\") is written as words are, and passes.",
        fix: "Write what the element is or does, in words.",
        examples: [
            RuleExample(text: "icon_play.png", expect: .triggers(suggestion: nil)),
            RuleExample(text: "btnShare", expect: .triggers(suggestion: nil)),
            RuleExample(text: "ic-close", expect: .triggers(suggestion: nil)),
            RuleExample(text: "img_01", expect: .triggers(suggestion: nil)),
            RuleExample(text: "com.example.app.share", expect: .triggers(suggestion: nil)),
            RuleExample(text: "settings.title", expect: .triggers(suggestion: nil), why: "a dotted key left as the text"),
            RuleExample(text: "Share", expect: .passes),
            RuleExample(text: "Wi-Fi", expect: .passes),
            RuleExample(text: "example.com", expect: .passes, why: "a domain name is spoken as such"),
            RuleExample(text: "iPhone", expect: .passes),
            RuleExample(text: "Icon-Gallery", expect: .passes, why: "capitals on both sides of the hyphen: a hyphenated compound, not an asset name"),
            RuleExample(text: "icon-gallery", expect: .triggers(suggestion: nil)),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label) else { return }
        let t = u.trimmedText
        // (In ASCII text, a Character is white space when its byte is: one byte check per
        // character, read in place.)
        let hasSpace = UTF8Scalars.isASCII(t) ? UTF8Scalars.withBytes(t) { $0.contains { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) } }
            : Spacing.hasWhitespaceCharacter(t)
        guard !t.isEmpty, !hasSpace, u.placeholderCount == 0 else { return }
        if FileNames.looksLikeFileName(t, key: u.entry.key) {
            out.report(info, u, "the label \"\(t)\" is a file or key name: VoiceOver will spell it out")
        }
    }
}
