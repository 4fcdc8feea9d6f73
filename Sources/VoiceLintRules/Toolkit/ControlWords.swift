import VoiceLintText

/// Where a label or hint names a control type: shared by label-control-type and
/// hint-control-type.
extension UnitContext {
    /// The first control word of the text, as a word range, and whether it is the tail of a
    /// compound ("Speicherschaltfläche", "保存ボタン", "메시지버튼"). Content phrases ("Photo
    /// library") and control words a verb in the text governs ("Attach photo") do not count.
    var firstControlWord: (match: (start: Int, length: Int), isCompound: Bool)? {
        let l = language
        // Most texts name no control type: no phrase of the list starts at one of their words,
        // and (where compounds are written as one word) none of their words ends in one. Both
        // are told by the words' flags, in one pass, before anything else is asked.
        let compoundsInside = l.profile.compounds != .words
        guard anyWord(compoundsInside ? [.controlStart, .controlInside] : .controlStart) else { return nil }
        let flags = lowerFlags
        let controls = l.phrases(.controlTypes)
        // The arrays once, not through the getters at every word.
        let lowerWords = self.lowerWords
        let inside = compoundsInside ? flags.indices.filter { flags[$0].contains(.controlInside) } : []
        // The content phrases are matched once, for both uses below (looked for only where one may start).
        let content = l.phrases(.contentPhrases).matches(lowerWords, flags: flags, start: .contentStart)
        var found = matches(controls, start: .controlStart, exceptMatches: content).filter { m in
            // "Attach photo", "Link zum Beitrag teilen", "分享嘟文链接": a verb in the label
            // governs the word, so it is content.
            !(l.words(.objectControlTypes).contains(objectWord(m)) && governedByVerb(m))
                && !isVerb(m) && !isCompoundModifier(m)
        }
        var compound: Set<Int> = []
        // A compound that is content ("Profilbild", "Leertaste", "링크를 복사") is listed in contentPhrases.
        for i in inside where !found.contains(where: { $0.start == i }) && !content.contains(where: { $0.start <= i && i < $0.start + $0.length }) {
            found.append((i, 1))
            compound.insert(i)
        }
        guard let m = found.min(by: { $0.start < $1.start }) else { return nil }
        return (m, compound.contains(m.start))
    }

    /// "Toggles bold formatting.", "Switches the account.": a control word that is the third
    /// person of a verb of the lexicon, first where the language's verb stands first and followed
    /// by more words, is the hint's verb. (Labels that start with such a verb, "Toggle bold",
    /// "Switch account", are content phrases: the imperative is too often also the noun.)
    private func isVerb(_ m: (start: Int, length: Int)) -> Bool {
        guard m.start == 0, m.length < lowerWords.count, language.profile.hintVerbPosition == .first,
              let (f, n) = language.verbForm(lowerWords, at: 0), f.isRight else { return false }
        return n >= m.length
    }

    /// "Symbol-Auswahl", "Foto-Galerie": where compounds join with a hyphen, a control word before
    /// the hyphen modifies the word after it, which is what the compound names.
    private func isCompoundModifier(_ m: (start: Int, length: Int)) -> Bool {
        let end = m.start + m.length
        guard language.profile.compounds == .suffix, end < words.count else { return false }
        let between = slice(words[end - 1].end, words[end].start)
        return between == "-" || between == "\u{2011}"
    }

    /// The matched words as the lexicon writes them (ICU may split "链接" into 链|接).
    private func objectWord(_ m: (start: Int, length: Int)) -> String {
        lowerWords[m.start..<(m.start + m.length)].joined(separator: language.profile.compounds == .substring ? "" : " ")
    }

    /// A verb anywhere else in the text: before the word in verb-object order ("Attach photo",
    /// "分享嘟文链接"), after it where the verb comes last ("Link zum Beitrag teilen").
    private func governedByVerb(_ m: (start: Int, length: Int)) -> Bool {
        let lw = lowerWords
        // Objects follow their verb ("Icône Partager" names a control); in ja and ko the verb
        // comes last; in de and nl either way ("Öffnet das Menü.", "Link zum Beitrag teilen").
        let before = language.profile.hintVerbPosition != .last, after = language.profile.hintVerbPosition == .last || language.profile.verbFinalClauses
        for k in lw.indices where before && k < m.start || after && k >= m.start + m.length {
            if let (f, _) = language.verbForm(lw, at: k), f.kind != .past { return true }
        }
        return false
    }
}
