import Foundation
import VoiceLintText

/// `abbreviation`: "2h" is read "2 meters"... spell units and shorthand out.
public struct AbbreviationRule: Rule {
    public init() {}
    public let info = RuleInfo(
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
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint) else { return }
        let l = u.language
        var edits: [(start: Int, end: Int, with: String)] = []
        var found: [String] = []
        for (i, w) in u.words.enumerated() {
            let lower = u.lowerWords[i]
            // "2h", "10s": a number glued to a unit.
            // One-letter units only in lower case and not in a model name: "3D", "iPhone 6s" stay.
            let afterBrand = i > 0 && u.brandSpelling(u.words[i - 1].text) != nil
            if w.kind == .word || w.kind == .number, let split = Self.numberAndUnit(lower), let unit = l.unitAbbreviations[split.unit],
               split.unit.count > 1 || (Self.numberAndUnit(w.text)?.unit == split.unit && !afterBrand) {
                edits.append((w.start, Self.endWithPeriod(u, w), split.number + " " + l.unitName(unit, count: split.number)))
                found.append(w.text)
                continue
            }
            // "2 hrs": a unit after a number.
            if i > 0, u.words[i - 1].kind == .number, let unit = l.unitAbbreviations[lower], lower.count > 1 || u.words[i - 1].end == w.start {
                edits.append((w.start, Self.endWithPeriod(u, w), l.unitName(unit, count: u.words[i - 1].text)))
                found.append(w.text)
                continue
            }
            if let full = l.abbreviations[lower], !full.isEmpty, lower.allSatisfy({ $0.isLetter }) {
                edits.append((w.start, Self.endWithPeriod(u, w), full))
                found.append(w.text)
            }
        }
        // Abbreviations that are not words to ICU: "w/", "w/o", "#3".
        let utf16 = Array(u.text.utf16)
        let lowerText = l.symbolAbbreviations.isEmpty ? "" : u.text.lowercased()
        for (abbr, full) in l.symbolAbbreviations where TextSearch.contains(lowerText, abbr) {
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
                    edits.append((s, e, full))
                }
                found.append(abbr)
            }
        }
        guard !edits.isEmpty else { return }
        var fixed = ""
        var at = 0
        for e in edits.sorted(by: { $0.start < $1.start }) where e.start >= at {
            fixed += String(decoding: utf16[at..<e.start], as: UTF16.self)
            var rep = e.with
            if e.start == 0, u.language.hasCase, let f = CaseMapping.firstCased(u.slice(e.start, e.end)), f.letterCase == .upper { rep = u.capitalizingFirst(rep) }
            fixed += rep
            at = e.end
        }
        fixed += String(decoding: utf16[at...], as: UTF16.self)
        out.report(info, u, "VoiceOver misreads \(found.map { "\"\($0)\"" }.joined(separator: ", ")): spell it out", suggestion: fixed)
    }

    /// Where an abbreviation ends: with its period ("15 Min. vor"), unless that period
    /// ends a hint (a sentence needs it); a label has no final period.
    static func endWithPeriod(_ u: UnitContext, _ w: Token) -> Int {
        let utf16 = Array(u.text.utf16)
        guard w.end < utf16.count, utf16[w.end] == 0x2E else { return w.end }
        let rest = utf16[(w.end + 1)...].filter { $0 != 0x20 }
        return rest.isEmpty && u.role == .hint ? w.end : w.end + 1
    }

    static func numberAndUnit(_ w: String) -> (number: String, unit: String)? {
        let digits = w.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < w.count else { return nil }
        let unit = w.dropFirst(digits.count)
        guard unit.allSatisfy({ $0.isLetter }) else { return nil }
        return (String(digits), String(unit))
    }
}

/// `numeric-date`: 8/10/2020 is read digit by digit and means two dates.
public struct NumericDateRule: Rule {
    public init() {}
    public let info = RuleInfo(
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

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint) else { return }
        let range = NSRange(u.text.startIndex..., in: u.text)
        for p in Self.patterns {
            if let m = p.firstMatch(in: u.text, range: range), let r = Range(m.range, in: u.text) {
                out.report(info, u, "the date \"\(u.text[r])\" is read digit by digit and its order depends on the region: write it out or format it")
                return
            }
        }
    }
}

/// `all-caps`: "SHARE" may be spelled letter by letter.
public struct AllCapsRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "all-caps", applies: .any, severity: .warning,
        summary: "A label or hint has a word in capitals that is not a known acronym.",
        rationale: "VoiceOver may spell a word in capitals letter by letter (\"S-H-A-R-E\"); style text with a font, not with the string.",
        fix: "Write the word in normal case and apply capitals with textCase or the font; acronyms from the lexicon (PDF, URL, GIF) are fine.",
        examples: [
            RuleExample(text: "SHARE", expect: .triggers(suggestion: "Share")),
            RuleExample(text: "NEW MESSAGE", expect: .triggers(suggestion: "New message")),
            RuleExample(text: "Save as PDF", expect: .passes, why: "an acronym"),
            RuleExample(text: "Scan QR code", expect: .passes),
            RuleExample(text: "Share", expect: .passes),
            RuleExample(text: "A", expect: .passes, why: "one letter"),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint), u.language.hasCase else { return }
        let caps = u.words.enumerated().filter { _, w in
            w.kind == .word && w.text.unicodeScalars.filter(CaseMapping.isAlphabetic).count >= 2 && CaseMapping.isAllUpper(w.text)
                && !u.language.acronyms.contains(w.text) && u.brandSpelling(w.text) == nil && !u.language.brandWords.contains(w.text)
        }
        guard !caps.isEmpty else { return }
        // Where nouns keep their capital (German), only a single word can be rewritten safely.
        if u.language.capitalizesNouns && caps.count > 1 {
            out.report(info, u, "\(caps.map { "\"\($0.1.text)\"" }.joined(separator: ", ")) in capitals may be spelled out letter by letter")
            return
        }
        var fixed = u.text
        var utf16 = Array(fixed.utf16)
        for (i, w) in caps.reversed() {
            var lower = u.language.lower(w.text)
            if i == 0 || u.firstLetteredWord?.index == i { lower = u.capitalizingFirst(lower) }
            utf16.replaceSubrange(w.start..<w.end, with: Array(lower.utf16))
        }
        fixed = String(decoding: utf16, as: UTF16.self)
        out.report(info, u, "\(caps.map { "\"\($0.1.text)\"" }.joined(separator: ", ")) in capitals may be spelled out letter by letter", suggestion: fixed)
    }
}

/// `symbol-only`: "+", "×", "…", "→" or an emoji alone.
public struct SymbolOnlyRule: Rule {
    public init() {}
    public let info = RuleInfo(
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

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label, .hint), Self.isSymbolOnly(u) else { return }
        out.report(info, u, "the \(u.role.rawValue) \"\(u.trimmedText)\" is only a symbol: VoiceOver reads its Unicode name")
    }

    static func isSymbolOnly(_ u: UnitContext) -> Bool {
        let visible = u.text.unicodeScalars.filter { !CaseMapping.isWhitespace($0) && $0 != "\u{FE0F}" && $0 != "\u{200D}" }
        guard !visible.isEmpty, u.placeholderCount == 0 else { return false }
        if visible.contains(where: { CaseMapping.isAlphabetic($0) || CaseMapping.isDigit($0) }) { return false }
        if visible.contains(where: { CaseMapping.isSymbol($0) || CaseMapping.isPictographic($0) }) { return true }
        // A lone punctuation mark such as "…".
        return u.language.analyzer.graphemeCount(u.trimmedText) == 1
    }
}

/// `translation-length`: a translated label much longer than its source.
public struct TranslationLengthRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "translation-length", applies: .label, severity: .warning,
        summary: "A translated label has more than twice the words of its source and is over the label limit.",
        rationale: "The source was short for a reason; a translation that explains instead of naming makes every pass through the screen slower in that language only.",
        fix: "Find the short name the platform uses in that language (Apple's own glossaries help).",
        examples: [
            RuleExample(locale: "fr", text: "Ajouter un nouvel élément à la liste", source: "Add item", expect: .triggers(suggestion: nil)),
            RuleExample(locale: "fr", text: "Ajouter un élément", source: "Add item", expect: .passes),
            RuleExample(locale: "de", text: "Hinzufügen", source: "Add", expect: .passes),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.role == .label, !u.isSource, let s = u.sourceUnit else { return }
        // Counted with this locale's analyzer: the source language's context is shared by
        // every locale and must only be read (the checker runs locales in parallel).
        let sourceWords = u.language.analyzer.words(FormatSpecifiers.removingPlaceholders(s.value)).count + FormatSpecifiers.scan(s.value).ranges.count
        let n = u.spokenWordCount
        guard sourceWords > 0, n > 2 * sourceWords, n > u.labelMaxWords else { return }
        out.report(info, u, "the \(u.locale) label has \(n) words for the source's \(sourceWords) (\"\(s.value)\")")
    }
}
