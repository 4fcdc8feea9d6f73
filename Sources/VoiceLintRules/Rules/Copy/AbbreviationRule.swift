import Foundation
import VoiceLintText

/// `abbreviation`: "2h" is read "2 meters"... spell units and shorthand out.
struct AbbreviationRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "abbreviation", applies: .any, severity: .warning,
        summary: "A label or hint uses an abbreviation VoiceOver misreads (2h, 5m, 3d, hr, mins, w/, #).",
        rationale: "VoiceOver reads \"2m\" as \"2 meters\" and \"w/\" as \"w slash\"; the listener has to decode it.",
        fix: "Spell it out (\"2 hours\"), or format durations with DateComponentsFormatter's spellOut style.",
        examples: [
            RuleExample(text: "2h ago", expect: .triggers(suggestion: "2 hours ago")),
            RuleExample(text: "5m", expect: .triggers(suggestion: "5 minutes")),
            RuleExample(text: "3d", expect: .triggers(suggestion: "3 days")),
            RuleExample(text: "10s left", expect: .triggers(suggestion: "10 seconds left")),
            RuleExample(text: "1 hr", expect: .triggers(suggestion: "1 hour")),
            RuleExample(text: "2 hrs.", expect: .triggers(suggestion: "2 hours"), why: "a label keeps no final period"),
            RuleExample(role: .hint, text: "Sets an alert 15 min. before the event.", expect: .triggers(suggestion: "Sets an alert 15 minutes before the event."),
                        why: "the abbreviation's period goes with it"),
            RuleExample(text: "15 mins", expect: .triggers(suggestion: "15 minutes")),
            RuleExample(text: "Coffee w/ Anna", expect: .triggers(suggestion: "Coffee with Anna")),
            RuleExample(text: "Track #3", expect: .triggers(suggestion: "Track number 3")),
            RuleExample(role: .hint, text: "Shows the msg.", expect: .triggers(suggestion: "Shows the message.")),
            RuleExample(text: "2 hours ago", expect: .passes),
            RuleExample(text: "Minutes", expect: .passes),
            RuleExample(text: "Home", expect: .passes),
            RuleExample(text: "3D Touch", expect: .passes, why: "a one-letter unit only in lower case"),
            RuleExample(text: "iPhone 6s", expect: .passes, why: "a model name after a brand"),
        ], fixSafety: .unsafe)

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint) else { return }
        let l = u.language
        var edits: [(start: Int, end: Int, with: String)] = []
        var found: [String] = []
        // Only a word that starts with an ASCII digit (then the text has a digit) or that the
        // lexicon lists as an abbreviation can be one: most texts have neither, and their
        // words are not walked.
        // (The context's arrays are read where it holds them, not copied: most texts have no
        // such word, and a copy retained and released each array for every label and hint.)
        let mayHaveWords = u.textFacts.digitRuns > 0 || u.anyWord([.unitAbbreviation, .abbreviation])
        for i in 0..<(mayHaveWords ? u.words.count : 0) {
            let w = u.words[i], flags = u.lowerFlags[i]
            // Only a word that starts with an ASCII digit (as its lower case does) or that the
            // lexicon lists as an abbreviation can be one: any other is passed without its text.
            let first = u.tokenUnits[w.start]
            guard (first >= 0x30 && first <= 0x39) || flags.contains(.unitAbbreviation) || flags.contains(.abbreviation) else { continue }
            let lower = u.lowerWords[i]
            // "2h", "10s": a number glued to a unit.
            // One-letter units only in lower case and not in a model name: "3D", "iPhone 6s" stay.
            // (Looked up only when asked: most words are not a number with a unit.)
            let afterBrand = { i > 0 && u.brandSpelling(u.text(of: u.words[i - 1])) != nil }
            if w.kind == .word || w.kind == .number, let split = Self.numberAndUnit(lower), let unit = l.unitAbbreviations[split.unit],
               split.unit.count > 1 || (Self.numberAndUnit(u.text(of: w))?.unit == split.unit && !afterBrand()) {
                edits.append((w.start, Self.endWithPeriod(u, w), split.number + " " + l.unitName(unit, count: split.number)))
                found.append(u.text(of: w))
                continue
            }
            // "2 hrs": a unit after a number.
            if i > 0, u.words[i - 1].kind == .number, flags.contains(.unitAbbreviation), let unit = l.unitAbbreviations[lower], lower.count > 1 || u.words[i - 1].end == w.start {
                edits.append((w.start, Self.endWithPeriod(u, w), l.unitName(unit, count: u.text(of: u.words[i - 1]))))
                found.append(u.text(of: w))
                continue
            }
            // A word that is also an initialism ("OK", Polish "ok." for "około") is that abbreviation only with its period.
            if flags.contains(.abbreviation), let full = l.abbreviations[lower], !full.isEmpty, lower.allSatisfy({ $0.isLetter }),
               !l.acronyms.contains(u.text(of: w).uppercased()) || (w.end < u.utf16.count && u.utf16[w.end] == 0x2E) {
                edits.append((w.start, Self.endWithPeriod(u, w), full))
                found.append(u.text(of: w))
            }
        }
        // Abbreviations that are not words to ICU: "w/", "w/o", "#3".
        // Only those whose mark the text holds may stand in it (`SymbolAbbreviation.mark`): most
        // text holds none, and is neither lower-cased nor searched. Kept as bits, in list order.
        let symbols = l.symbolAbbreviations
        let candidates = symbols.isEmpty ? 0 : Self.symbolCandidates(symbols, in: u.text)
        // ASCII text is searched ignoring ASCII case, which finds what a search of its lower-cased
        // copy finds (lower-casing ASCII maps letters byte for byte), without making the copy.
        let ascii = candidates != 0 && u.textFacts.isASCII
        let lowerText = candidates == 0 || ascii ? "" : CaseMapping.lowercased(u.text)
        for k in symbols.indices where candidates & Self.bit(k) != 0 {
            let abbr = symbols[k].abbreviation, full = symbols[k].full
            guard ascii ? TextSearch.containsIgnoringASCIICase(u.text, abbr) : TextSearch.contains(lowerText, abbr) else { continue }
            var from = u.text.startIndex
            while let r = u.text.range(of: abbr, options: .caseInsensitive, range: from..<u.text.endIndex) {
                from = r.upperBound
                let before = r.lowerBound == u.text.startIndex ? " " : u.text[u.text.index(before: r.lowerBound)]
                let after = r.upperBound == u.text.endIndex ? " " : u.text[r.upperBound]
                let s = r.lowerBound.utf16Offset(in: u.text), e = r.upperBound.utf16Offset(in: u.text)
                guard before.isWhitespace || before.isPunctuation, !edits.contains(where: { $0.start < e && s < $0.end }) else { continue }
                if abbr == "#" {
                    guard after.isNumber || after.isWhitespace else { continue }
                    edits.append((s, e, full + (after.isNumber ? " " : "")))
                } else {
                    guard after.isWhitespace || after.isPunctuation && abbr.last?.isLetter == true else { continue }
                    // A dotted abbreviation that ends a hint ("…, form o.s.frv."): its period ends the sentence too.
                    let endsHint = u.role == .hint && abbr.hasSuffix(".") && u.text[r.upperBound...].allSatisfy(\.isWhitespace)
                    edits.append((s, e, full + (endsHint && !full.hasSuffix(".") ? "." : "")))
                }
                found.append(abbr)
            }
        }
        guard !edits.isEmpty else { return }
        let utf16 = u.utf16
        var fixed = ""
        var at = 0
        for e in edits.sorted(by: { $0.start < $1.start }) where e.start >= at {
            fixed += UTF16Text.string(utf16[at..<e.start])
            var rep = e.with
            if e.start == 0, u.language.profile.hasCase, let f = CaseMapping.firstCased(u.slice(e.start, e.end)), f.letterCase == .upper { rep = u.capitalizingFirst(rep) }
            fixed += rep
            at = e.end
        }
        fixed += UTF16Text.string(utf16[at...])
        out.report(info, u, "VoiceOver misreads \(found.map { "\"\($0)\"" }.joined(separator: ", ")): spell it out", suggestion: fixed)
    }

    /// Where an abbreviation ends: with its period ("15 Min. vor"), unless that period
    /// ends a hint (a sentence needs it); a label has no final period.
    static func endWithPeriod(_ u: UnitContext, _ w: TokenSpan) -> Int {
        let utf16 = u.utf16
        guard w.end < utf16.count, utf16[w.end] == 0x2E else { return w.end }
        let rest = utf16[(w.end + 1)...].filter { $0 != 0x20 }
        return rest.isEmpty && u.role == .hint ? w.end : w.end + 1
    }

    /// The abbreviations of the list (by their bits, `bit`) that may stand in the text: those
    /// whose mark it holds (`SymbolAbbreviation.mayStand`).
    static func symbolCandidates(_ symbols: [SymbolAbbreviation], in text: String) -> UInt64 {
        UTF8Scalars.withBytes(text) { b in
            var innerStop: Bool?
            var bits: UInt64 = 0
            for k in symbols.indices where symbols[k].mayStand(in: b, innerStop: &innerStop) { bits |= bit(k) }
            return bits
        }
    }

    /// The bit of the list's `k`th abbreviation; past the 64th, every one shares the last bit.
    @inline(__always)
    static func bit(_ k: Int) -> UInt64 { 1 << UInt64(min(k, 63)) }

    static func numberAndUnit(_ w: String) -> (number: String, unit: String)? {
        // A word that does not start with an ASCII digit has no number part: no Characters to walk.
        guard let b = w.utf8.first, b >= 0x30 && b <= 0x39 else { return nil }
        let digits = w.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < w.count else { return nil }
        let unit = w.dropFirst(digits.count)
        guard unit.allSatisfy({ $0.isLetter }) else { return nil }
        return (String(digits), String(unit))
    }
}
