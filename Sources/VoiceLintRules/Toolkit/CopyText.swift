import VoiceLintText

/// Questions copy rules ask of a label or hint, and the small edits their
/// suggestions make. Language facts come from the unit's LanguageContext.
extension UnitContext {
    /// Copy rules run for labels and hints in languages that have a profile.
    /// (One role or two, not a variadic list: every rule asks it of every unit, and a variadic
    /// call makes an array each time.)
    func isCopy(_ role: Role) -> Bool { language.hasProfile && self.role == role && !text.isEmpty }
    func isCopy(_ a: Role, _ b: Role) -> Bool { language.hasProfile && (role == a || role == b) && !text.isEmpty }

    /// The text without trailing white space.
    var trimmedText: String { trimmedTextCache }

    /// Does the text end with an ellipsis ("…", "...")?
    var endsWithEllipsis: Bool { language.ellipsisEndings.endsText(trimmedText) }

    /// The full stop the text ends with, if any (an ellipsis is not one, nor the
    /// period of an abbreviation such as "Inc.").
    func computeFinalFullStop() -> String? {
        let t = trimmedText
        // A language without full stops (Thai) still has foreign ones pasted in (`finalStops`).
        guard !endsWithEllipsis, let stop = language.finalStops.first(endingText: t) else { return nil }
        if stop == ".", let last = words.last, last.end == t.utf16.count - 1 {
            let lastText = text(of: last)
            let w = language.lower(lastText) + "."
            if language.words(.dottedAbbreviations).contains(w) { return nil }
            // An initial: "John F."
            // (Its first letter is asked before its Characters are counted: most last words are not capitals.)
            if words.count > 1, let c = lastText.unicodeScalars.first, CaseMapping.letterCase(c) == .upper, lastText.count == 1 { return nil }
        }
        return stop
    }

    /// Whether the last word, before a final period, may be an abbreviation: the lexicon lists
    /// it as one, or as a unit ("min.", "str.").
    var lastWordMayBeAbbreviation: Bool {
        guard let last = words.last, last.kind == .word else { return false }
        return !lowerFlags[words.count - 1].intersection([.abbreviation, .unitAbbreviation]).isEmpty
    }

    /// Whether a word of Latin letters has no vowel ("lgbt", "PDF", "HTML"): an initialism, read
    /// letter by letter, whatever its case.
    static func looksLikeInitialism(_ word: String) -> Bool {
        var letters = 0
        for s in word.unicodeScalars {
            guard s.isASCII, s.properties.isAlphabetic else { return false }
            if "aeiouyAEIOUY".unicodeScalars.contains(s) { return false }
            letters += 1
        }
        return letters >= 2
    }

    /// The gesture phrases of the text, but one followed by a number, with or without a word
    /// between ("press 2", pl "naciśnij 2", ro "apăsați tasta 2": a telephone menu's key, not a
    /// touch on the screen).
    var gestureMatches: [(start: Int, length: Int)] {
        language.phrases(.gestures).matches(lowerWords).filter { m in
            let next = m.start + m.length
            let ws = words
            if next < ws.count, ws[next].kind == .number { return false }
            if next + 1 < ws.count, ws[next + 1].kind == .number, text(of: ws[next]).count <= 8 { return false }
            return true
        }
    }

    /// The gesture phrase the text starts with, and its length in words (see `gestureMatches`).
    var leadingGesture: Int? {
        guard lowerFlags.first?.contains(.gestureStart) == true else { return nil }
        return gestureMatches.first { $0.start == 0 }?.length
    }

    /// The text without its final full stop.
    var withoutFinalStop: String {
        guard let stop = finalFullStop else { return text }
        let t = trimmedText
        // A stop of marks that are each a Character of their own ("." "。") ends the text as its
        // bytes do (`TextSearch.hasMarksSuffix`): its bytes are dropped, the Characters not walked.
        if let bytes = Self.marksStopBytes(t, stop) { return String(decoding: t.utf8.dropLast(bytes), as: UTF8.self) }
        var cut = t
        cut.removeLast(stop.count)
        return cut
    }

    /// The byte count of `stop` where the text ends with it as marks compared by bytes, nil otherwise.
    private static func marksStopBytes(_ t: String, _ stop: String) -> Int? {
        guard TextSearch.hasMarksSuffix(t, stop) == true else { return nil }
        return stop.utf8.count
    }

    /// The first word that has letters, with its index in `words`.
    var firstLetteredWord: (index: Int, token: TokenSpan)? {
        for (i, w) in words.enumerated() where w.kind == .word { return (i, w) }
        return nil
    }

    /// True when a placeholder stands before the first word ("%@ liked your post"), or the
    /// first word is a template's placeholder name ("{{count}} files", "{name}"): its case is the
    /// app's, not the copy's.
    var startsWithPlaceholder: Bool {
        guard let firstWord = words.first else { return placeholderCount > 0 }
        let prefix = utf16.prefix(firstWord.start)
        if prefix.last == 0x7B { return true } // "{" right before the first word
        // No "%" unit before the first word: no "%" Character there either (most texts).
        guard placeholderCount > 0, prefix.contains(0x25) else { return false }
        // ASCII before it: each unit a Character, and none of them joins the "%" to another.
        if prefix.allSatisfy({ $0 < 0x80 }) { return true }
        let before = String(prefix.map { Character(Unicode.Scalar($0) ?? " ") })
        return before.contains("%")
    }

    /// The original text of words[from..<to], as written (no spaces added in scripts without them).
    func phrase(_ from: Int, _ to: Int) -> String {
        slice(words[from].start, words[max(from, to - 1)].end)
    }

    /// A word a brand writes its own way ("iPhone", "eBay"), or nil.
    func brandSpelling(_ word: String) -> String? { language.brands[language.lower(word)] }

    /// The text with its first cased letter in upper case.
    func capitalizingFirst(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let i = scalars.firstIndex(where: { CaseMapping.letterCase($0) != nil }) else { return s }
        let first = scalars[i]
        let upper: String
        if first.value >= 0x61 && first.value <= 0x7A && first != "i" {
            // An ASCII letter other than "i" (which Turkish capitalises "İ") is "A"-"Z" in every
            // language: no case mapping asked for it.
            upper = String(Unicode.Scalar(UInt8(first.value - 0x20)))
        } else {
            // One capital letter, not text in capitals: Greek keeps its accent ("άνοιγμα" ->
            // "Άνοιγμα"), which the Greek upper-casing of whole words drops.
            upper = language.profile.capitalsDropAccents ? String(first).uppercased() : language.analyzer.uppercased(String(first))
        }
        // The text before and after the letter joined by their bytes, not scalar by scalar.
        return String(Substring(scalars[..<i])) + upper + String(Substring(scalars[scalars.index(after: i)...]))
    }

    /// The text with words[from..<to] removed, with one separator beside them,
    /// and the first letter capitalised again. Nil when nothing would be left.
    func removingWords(_ from: Int, _ to: Int) -> String? {
        let u = utf16
        var start = words[from].start, end = words[to - 1].end
        // Take the separators after (or, at the end, before) the removed words.
        if to < words.count {
            end = words[to].start
        } else if from > 0 {
            // Removing the tail takes what closes it too: "お気に入り（選択済み）" -> "お気に入り".
            start = words[from - 1].end
            end = u.count
        }
        let out = UTF16Text.string(u[..<start] + u[end...])
        let cleaned = Self.unquoted(Spacing.clean(out))
        guard cleaned.unicodeScalars.contains(where: { CaseMapping.isAlphabetic($0) || CaseMapping.isDigit($0) }) else { return nil }
        return from == 0 && language.profile.hasCase ? capitalizingFirst(cleaned) : cleaned
    }

    /// The quotes `unquoted` takes off (made once: a set of Characters hashes each one it is made of).
    private static let openingQuotes: Set<Character> = ["„", "“", "\"", "«", "‚", "「", "『", "‘"]
    private static let closingQuotes: Set<Character> = ["“", "”", "\"", "»", "‘", "」", "』", "’"]

    /// A remainder wrapped in quotes, or with a closing quote whose opening was removed
    /// ("Schaltfläche „Speichern“" -> "Speichern").
    static func unquoted(_ s: String) -> String {
        let opening = openingQuotes, closing = closingQuotes
        var t = Substring(s)
        if let f = t.first, opening.contains(f), let l = t.last, closing.contains(l), t.count > 2 {
            t = t.dropFirst().dropLast()
        } else if let l = t.last, closing.contains(l), l != "’", !t.dropLast().contains(where: opening.contains) {
            t = t.dropLast()
        }
        return String(t)
    }

    /// The text with words[from..<to] replaced, keeping the case of the first letter.
    func replacingWords(_ from: Int, _ to: Int, with replacement: String) -> String {
        let u = utf16
        let old = slice(words[from].start, words[to - 1].end)
        var r = replacement
        if language.profile.hasCase, let f = CaseMapping.firstCased(old), f.letterCase != .lower { r = capitalizingFirst(r) }
        return UTF16Text.string(u[..<words[from].start]) + r + UTF16Text.string(u[words[to - 1].end...])
    }

    /// Matches of a phrase list among the words, minus those inside an exception phrase.
    func matches(_ index: PhraseIndex, except: PhraseIndex) -> [(start: Int, length: Int)] {
        matches(index, exceptMatches: except.matches(lowerWords))
    }

    /// Matches of a phrase list among the words, minus those inside the given matches. With
    /// `start`, the flag of the words the list's phrases start with, looked for at those words only.
    func matches(_ index: PhraseIndex, start: WordFlags = [], exceptMatches exceptions: [(start: Int, length: Int)]) -> [(start: Int, length: Int)] {
        guard !index.isEmpty else { return [] }
        return index.matches(lowerWords, flags: lowerFlags, start: start).filter { m in
            !exceptions.contains { e in e.start <= m.start && m.start + m.length <= e.start + e.length }
        }
    }
}
