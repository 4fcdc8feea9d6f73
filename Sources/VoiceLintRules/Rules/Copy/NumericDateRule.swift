import Foundation
import VoiceLintText

/// `numeric-date`: 8/10/2020 is read digit by digit and means two dates.
struct NumericDateRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "numeric-date", applies: .any, severity: .warning,
        summary: "A label or hint writes a date in digits (8/10/2020, 2020-10-08).",
        rationale: "VoiceOver reads \"8 slash 10 slash 2020\"; the order of day and month differs between regions, so the date is ambiguous too.",
        fix: "Write the date in words (\"October 8, 2020\") or format it with a DateFormatter at run time.",
        examples: [
            RuleExample(text: "Due 8/10/2020", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Shows events since 2020-10-08.", expect: .triggers(suggestion: nil)),
            RuleExample(locale: "en", text: "Born 08.10.2020", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Due October 8", expect: .passes),
            RuleExample(text: "Version 2.1.3", expect: .passes, why: "a version, not a date"),
            RuleExample(role: .hint, text: "Shows events since 1-3-2021.", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Shows events since 2021/3/1.", expect: .triggers(suggestion: nil)),
            RuleExample(role: .hint, text: "Shows events since 2021. 3. 1.", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Chapter 1.2", expect: .passes),
            RuleExample(text: "Page 3-4", expect: .passes),
            RuleExample(text: "1/2 cup", expect: .passes),
        ])

    /// Day-month-year and year-month-day in digits, with /, - or . between
    /// (Korean writes "2021. 3. 1."); fractions and versions do not match.
    static let patterns: [NSRegularExpression] = [
        #"(?<![\d/.\-])\d{1,2}([/.\-])\d{1,2}\1(\d{4}|\d{2}(?![\d/.\-]))"#,
        #"(?<![\d/.\-])\d{4}([/\-])\d{1,2}\1\d{1,2}(?![\d/\-])"#,
        #"(?<![\d.])\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?(?![\d])"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// Each pattern is three numbers with a mark between each two: three runs of digits.
    static func mayHoldDate(_ t: String) -> Bool { mayHoldDate(TextFacts(t)) }
    static func mayHoldDate(_ facts: TextFacts) -> Bool { facts.hasDigitRuns(atLeast: 3, countingPercentSigns: false) }

    func check(unit u: UnitContext, into out: inout FindingSink) {
        // Every pattern needs three runs of digits (\\d: any decimal digit): most copy has none.
        guard u.isCopy(.label, .hint), Self.mayHoldDate(u.textFacts) else { return }
        let range = NSRange(u.text.startIndex..., in: u.text)
        for p in Self.patterns {
            if let m = p.firstMatch(in: u.text, range: range), let r = Range(m.range, in: u.text) {
                out.report(info, u, "the date \"\(u.text[r])\" is read digit by digit and its order depends on the region: write it out or format it")
                return
            }
        }
    }
}
