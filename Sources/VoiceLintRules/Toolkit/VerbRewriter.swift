import VoiceLintText

/// Rewrites the start of a hint so that it begins with the verb's right form:
/// "Double-tap to open the article" -> "Opens the article.". Works for
/// languages whose hint verb stands first; the verb forms come from the lexicon.
enum VerbRewriter {
    /// Sentences as ranges of word indices, with where each ends in the text
    /// (split once per unit: several hint rules ask).
    static func sentences(_ u: UnitContext) -> [(words: Range<Int>, end: Int)] { u.sentences }

    static func split(_ u: UnitContext) -> [(words: Range<Int>, end: Int)] {
        var out: [(words: Range<Int>, end: Int)] = []
        var start = 0
        var w = 0
        let stops = u.language.sentenceEnds
        // A space token is read in the units the tokens index, with no string made of it: it
        // holds a line feed where its UTF-8 does.
        let tokens = u.tokens, units = u.tokenUnits
        for t in tokens {
            if t.isWordLike { w += 1; continue }
            if t.kind == .punctuation, case let text = u.text(of: t), stops.contains(text) || text == "\n" {
                if w > start { out.append((start..<w, t.end)) }
                start = w
            } else if t.kind == .space, units[t.start..<t.end].contains(0x0A) {
                if w > start { out.append((start..<w, t.start)) }
                start = w
            }
        }
        if w > start { out.append((start..<w, u.text.utf16.count)) }
        return out
    }

    /// The hint from the first verb at or after word `from` (skipping at most
    /// six words: "Desliza hacia arriba o hacia abajo para ajustar…"), with the
    /// verb in its right form and a final full stop.
    static func rewriteFrom(_ u: UnitContext, after from: Int) -> String? {
        guard u.language.profile.hintVerbPosition == .first else { return nil }
        let lw = u.lowerWords
        let sentence = sentences(u).first { $0.words.contains(max(0, from - 1)) } ?? (0..<lw.count, u.text.utf16.count)
        if u.language.profile.verbFinalClauses, let r = verbFinalClause(u, from: from, to: sentence.words.upperBound) { return r }
        var v = from
        while v < min(from + 6, sentence.words.upperBound), u.language.verbForm(lw, at: v) == nil { v += 1 }
        guard v < sentence.words.upperBound, let (form, len) = u.language.verbForm(lw, at: v) else { return nil }
        // A pronoun joined to the verb ("mostrar-los") moves in the third person ("els mostra"): no rewrite.
        if u.words[v + len - 1].end < u.utf16.count, u.utf16[u.words[v + len - 1].end] == 0x2D { return nil }
        let verb = u.language.preferredThird[form.lemma] ?? (form.isRight ? u.slice(u.words[v].start, u.words[v + len - 1].end) : form.third)
        var rest = coordinated(u, from: v + len, to: sentence.words.upperBound, end: sentence.end)
        // Without the white space and punctuation it ends with (a closing bracket or quote stays, and so
        // does a placeholder: the `@` of "%@" is punctuation too).
        var restEnd = rest.endIndex
        var keep = rest.startIndex
        if FormatSpecifiers.mayHavePlaceholder(rest), let last = FormatSpecifiers.scan(rest).ranges.last {
            keep = rest.index(rest.startIndex, offsetBy: last.upperBound)
        }
        while restEnd > keep {
            let c = rest[rest.index(before: restEnd)]
            guard c.isWhitespace || c.isPunctuation && c != ")" && c != "”" && c != "»" else { break }
            restEnd = rest.index(before: restEnd)
        }
        rest = String(rest[..<restEnd])
        let stop = u.language.profile.fullStops.first ?? ""
        return u.capitalizingFirst(verb) + rest + stop
    }

    /// German and Dutch: "…, um den Artikel zu öffnen" -> "Öffnet den Artikel.",
    /// "…, die das Dokument speichert" -> "Speichert das Dokument.": the clause from its
    /// opener to its final verb, with the verb put first in the third person.
    static func verbFinalClause(_ u: UnitContext, from: Int, to end: Int) -> String? {
        let l = u.language
        let lw = u.lowerWords
        // One opener ("um", "die"): the next "das" may be the article of "das Dokument".
        var k = from
        if k < end, l.words(.clauseOpeners).contains(lw[k]) { k += 1 }
        let last = end - 1
        guard k <= last, k > from || from > 0, let (f, n) = l.verbForm(lw, at: last), n == 1, f.isRight || f.kind == .infinitive else { return nil }
        var middleEnd = last
        if middleEnd > k, l.words(.infinitiveMarkers).contains(lw[middleEnd - 1]) { middleEnd -= 1 }
        // Only a plain object between: another verb or particle ("zu speichern und schließen")
        // leaves the rewrite to the verb-first path.
        if (k..<middleEnd).contains(where: { l.verbForm(lw, at: $0) != nil || l.words(.infinitiveMarkers).contains(lw[$0]) || l.words(.conjunctions).contains(lw[$0]) }) {
            return nil
        }
        let verb = l.preferredThird[f.lemma] ?? (f.isRight ? u.text(of: u.words[last]) : f.third)
        let middle = middleEnd > k ? " " + u.slice(u.words[k].start, u.words[middleEnd - 1].end) : ""
        return u.capitalizingFirst(verb) + middle + (l.profile.fullStops.first ?? "")
    }

    /// The text from word `from` to `end`, with verbs in a wrong form (not a participle) after a
    /// conjunction put right too: "pour fermer l’intro et ouvrir le calendrier" ->
    /// "… et ouvre le calendrier".
    static func coordinated(_ u: UnitContext, from: Int, to: Int, end: Int) -> String {
        guard from <= to, from > 0 else { return u.slice(u.words[max(0, from - 1)].end, end) }
        var out = ""
        var at = u.words[from - 1].end
        var i = from
        while i < to {
            if i > from, u.language.words(.conjunctions).contains(u.lowerWords[i - 1]), let (f, n) = u.language.verbForm(u.lowerWords, at: i), !f.isRight, f.kind != .past {
                out += u.slice(at, u.words[i].start) + f.third
                at = u.words[i + n - 1].end
                i += n
                continue
            }
            i += 1
        }
        return out + u.slice(at, end)
    }

    /// A hint without its gesture: the first sentence rewritten from its verb,
    /// or a later gesture sentence dropped.
    static func withoutGestureClause(_ u: UnitContext, gestureAt g: Int, length: Int) -> String? {
        let ss = sentences(u)
        guard let si = ss.firstIndex(where: { $0.words.contains(g) }) else { return nil }
        let stop = u.language.profile.fullStops.first ?? ""
        // Scripts written without spaces join sentences without one.
        let sep = u.language.profile.compounds == .substring ? "" : " "
        if si > 0 {
            // "Expands the image. Double-tap and hold to show actions": keep what comes before.
            let kept = u.slice(0, ss[si - 1].end).trimmed()
            let tail = ss[(si + 1)...].map { u.slice(u.words[$0.words.lowerBound].start, $0.end).trimmed() }
            let all = ([kept] + tail).joined(separator: sep)
            return u.language.profile.fullStops.contains(where: { all.hasSuffix($0) }) ? all : all + stop
        }
        guard g == ss[0].words.lowerBound else { return nil }
        // Where the verb does not stand first (ja, ko, zh), the purpose after the gesture is
        // already a hint: drop the gesture and its connective ("ダブルタップして…", "轻点两下以…").
        if u.language.profile.hintVerbPosition != .first {
            var k = g + length
            while k < ss[0].words.upperBound, let n = u.language.phrases(.gestureConnectives).match(u.lowerWords, at: k) { k += n }
            guard k < ss[0].words.upperBound else { return nil }
            var rest = u.slice(u.words[k].start, u.text.utf16.count).trimmed()
            if !(u.language.profile.fullStops + u.language.profile.otherSentenceEnds).contains(where: { rest.hasSuffix($0) }) { rest += stop }
            // What is left starts the hint: a capital where the script has case (Vietnamese).
            return u.language.profile.hasCase ? u.capitalizingFirst(rest) : rest
        }
        guard let first = rewriteFrom(u, after: g + length) else { return nil }
        let tail = ss.dropFirst().map { u.slice(u.words[$0.words.lowerBound].start, $0.end).trimmed() }
        return ([first] + tail).joined(separator: sep)
    }

    /// Whether the rewrite without the gesture moves a clause's final verb first (`verbFinalClauses`:
    /// et "…, et artikkel avada" -> "Avab artikkel") where the language changes the case of the
    /// verb's object with its form (`objectCaseChanges`: the third person wants "artikli") and no
    /// word of the clause shows a case right for both (`objectCaseMarkers`): the rewrite is advice.
    static func gestureRewriteChangesObjectCase(_ u: UnitContext, gestureAt g: Int, length: Int) -> Bool {
        let l = u.language, p = l.profile
        guard p.verbFinalClauses, !p.objectCaseChanges.isEmpty, p.hintVerbPosition == .first else { return false }
        let lw = u.lowerWords
        guard let sentence = sentences(u).first(where: { $0.words.contains(g) }), g + length < sentence.words.upperBound,
              verbFinalClause(u, from: g + length, to: sentence.words.upperBound) != nil,
              let (form, _) = l.verbForm(lw, at: sentence.words.upperBound - 1), p.objectCaseChanges.contains(form.kind) else { return false }
        let clause = (g + length)..<(sentence.words.upperBound - 1)
        return !clause.contains { HintVerbFormRule.showsCaseForBoth(p, word: u.text(of: u.words[$0]), lower: lw[$0]) }
    }

    /// "Click to open" -> "Open": the words from the verb after the gesture.
    static func labelWithoutGesture(_ u: UnitContext, gestureAt g: Int, length: Int) -> String? {
        guard g == 0 else { return nil }
        let lw = u.lowerWords
        var v = length
        // Skip connectives ("to", "here") up to the verb.
        while v < min(length + 2, lw.count), u.language.hintBadStarts[lw[v]] != nil || u.language.verbForm(lw, at: v) == nil { v += 1 }
        guard v < lw.count, let (form, len) = u.language.verbForm(lw, at: v) else { return nil }
        // In the form the language's labels use ("Tocca per aprire" -> "Apri"; the shortest form is the familiar one).
        if let kind = u.language.profile.labelVerbForm, form.kind != kind, let verb = u.language.formsOfLemma[form.lemma]?[kind]?.min(by: { $0.count < $1.count }) {
            return u.capitalizingFirst(verb + u.slice(u.words[v + len - 1].end, u.text.utf16.count).trimmed().prefixedWithSpaceIfNeeded)
        }
        // A form of several words with a particle of its own (cy "i agor": "to open") is no label by itself.
        if len > 1 && !form.isRight && form.kind != .imperative { return nil }
        return u.capitalizingFirst(u.slice(u.words[v].start, u.text.utf16.count).trimmed())
    }
}

extension String {
    /// " rest" for a non-empty rest that does not start with punctuation.
    var prefixedWithSpaceIfNeeded: String {
        guard let f = first, !f.isPunctuation else { return self }
        return " " + self
    }

    func trimmed() -> String {
        // Most text has no white space at either end: itself, not a copy (told by its end bytes,
        // else its end scalars, `Spacing.edges`).
        let edges = Spacing.edges(self)
        guard edges.leading || edges.trailing else { return self }
        var scalars = unicodeScalars[...]
        while let f = scalars.first, Spacing.isWhitespace(f) { scalars.removeFirst() }
        while let l = scalars.last, Spacing.isWhitespace(l) { scalars.removeLast() }
        return String(scalars)
    }
}
