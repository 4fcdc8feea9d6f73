import Foundation
import VoiceLintText

/// `label-control-type` and `hint-control-type`: the trait already says "button".
public struct ControlTypeRule: Rule {
    public let role: Role
    public let info: RuleInfo

    public init(role: Role) {
        self.role = role
        if role == .label {
            info = RuleInfo(
                id: "label-control-type", applies: .label, severity: .error,
                summary: "A label names the control type (button, link, image, tab, switch...).",
                rationale: "VoiceOver speaks the element's trait after the label: \"Play button, button\". The type word is heard twice, and it is wrong when the control changes.",
                fix: "Remove the type word; the trait says it. A control word that is the content (\"Photo library\", \"Attach photo\") stays.",
                examples: [
                    RuleExample(text: "Play button", expect: .triggers(suggestion: "Play")),
                    RuleExample(text: "Play-button", expect: .triggers(suggestion: "Play")),
                    RuleExample(text: "Buttons", expect: .triggers(suggestion: nil), severity: .warning, why: "only the type word: a warning"),
                    RuleExample(text: "Image", expect: .triggers(suggestion: nil), severity: .warning),
                    RuleExample(text: "Share icon", expect: .triggers(suggestion: "Share")),
                    RuleExample(text: "Button “Save”", expect: .triggers(suggestion: "Save"), why: "the quotes go with the control word"),
                    RuleExample(text: "Notifications switch", expect: .triggers(suggestion: "Notifications")),
                    RuleExample(text: "Search text field", expect: .triggers(suggestion: "Search")),
                    RuleExample(text: "Unbutton", expect: .passes, why: "inside another word"),
                    RuleExample(text: "Furthermore", expect: .passes),
                    RuleExample(text: "Photo library", expect: .passes, why: "the name of a place (lexicon contentPhrases)"),
                    RuleExample(text: "Attach photo", expect: .passes, why: "the photo is what the verb acts on (lexicon objectControlTypes)"),
                    RuleExample(text: "Copy link", expect: .passes),
                    RuleExample(text: "Copy the post link", expect: .passes, why: "the verb governs the link, words away"),
                    RuleExample(text: "Profile photo", expect: .passes),
                ])
        } else {
            info = RuleInfo(
                id: "hint-control-type", applies: .hint, severity: .warning,
                summary: "A hint names the control type (\"Button that saves the document\").",
                rationale: "VoiceOver already speaks the trait; a hint says what happens, not what the element is.",
                fix: "Start with what the element does: \"Saves the document.\"",
                examples: [
                    RuleExample(role: .hint, text: "Button that saves the document.", expect: .triggers(suggestion: "Saves the document.")),
                    RuleExample(role: .hint, text: "This switch turns on notifications.", expect: .triggers(suggestion: nil)),
                    RuleExample(role: .hint, text: "Saves the document.", expect: .passes),
                    RuleExample(role: .hint, text: "Opens the photo library.", expect: .passes, why: "content, not the control"),
                    RuleExample(role: .hint, text: "Copies the link.", expect: .passes, why: "the link is what the verb acts on"),
                ])
        }
    }

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(role) else { return }
        let l = u.language
        var found = u.matches(l.controlTypes, except: l.contentPhrases).filter { m in
            // "Attach photo", "Link zum Beitrag teilen", "分享嘟文链接": a verb in the label
            // governs the word, so it is content.
            !(l.objectControlTypes.contains(objectWord(u, m)) && governedByVerb(u, m))
        }
        // Compounds: "Speicherschaltfläche", "保存ボタン", "메시지버튼".
        var compound: Set<Int> = []
        if l.compounds != .words {
            // A compound that is content ("Profilbild", "Leertaste", "링크를 복사") is listed in contentPhrases.
            let content = l.contentPhrases.matches(u.lowerWords)
            for (i, w) in u.lowerWords.enumerated() where !found.contains(where: { $0.start == i }) && l.controlTypeInside(w) != nil
                && !content.contains(where: { $0.start <= i && i < $0.start + $0.length }) {
                found.append((i, 1))
                compound.insert(i)
            }
        }
        guard let m = found.min(by: { $0.start < $1.start }) else { return }
        let word = u.phrase(m.start, (m.start + m.length))
        var suggestion: String?
        if role == .label {
            suggestion = compound.contains(m.start) ? Self.labelWithoutCompoundTail(u, m.start)
                                                    : Self.labelWithoutControl(u, m.start, m.length)
        } else if m.start == 0 {
            suggestion = VerbRewriter.rewriteFrom(u, after: m.length)
        }
        // A label that is nothing but the type word ("Image") may be a badge naming a kind of
        // content rather than the element's own trait: said, but as a warning.
        if role == .label && m.start == 0 && m.length == u.words.count && !compound.contains(m.start) {
            out.report(info, u, "the label is only the control type \"\(word)\": say what the element shows or does (if it names a kind of content, not this element's type, silence the rule for the key)",
                       severity: .warning)
            return
        }
        out.report(info, u, "the \(role.rawValue) names the control type \"\(word)\": VoiceOver already speaks the trait", suggestion: suggestion)
    }

    /// "Play button" -> "Play", "Interruptor de sincronização" -> "Sincronização". No rewrite
    /// where what is left would not stand alone: a word cut from a hyphenated
    /// compound ("Abmelde-Button"), or a language whose profile says the rest
    /// changes its form (Russian "Кнопка воспроизведения": genitive).
    static func labelWithoutControl(_ u: UnitContext, _ start: Int, _ length: Int) -> String? {
        let l = u.language
        let end = start + length
        let trailing = end == u.words.count
        switch l.controlTypeSuggestion {
        case .none: return nil
        case .trailing where !trailing: return nil
        default: break
        }
        if l.compounds == .suffix && start > 0 && u.slice(u.words[start - 1].end, u.words[start].start) == "-" { return nil }
        // A leading control word with its preposition: "Bouton de lecture", "Campo del PIN", "Icône d’accueil".
        if start == 0, end < u.words.count {
            let next = u.lowerWords[end]
            if l.prepositions.contains(next) || l.determiners.contains(next) && end + 1 < u.words.count {
                return u.removingWords(0, end + 1)
            }
            if l.startsWithElision(next), let rest = u.removingWords(0, end),
               let cut = rest.firstIndex(where: { $0 == "’" || $0 == "'" }) {
                let tail = String(rest[rest.index(after: cut)...])
                return tail.isEmpty ? nil : u.capitalizingFirst(tail)
            }
        }
        return u.removingWords(start, end)
    }

    /// "新 메시지버튼" -> "새 메시지", "保存ボタン" -> "保存": the control word cut out of its word.
    /// In German and Dutch the rest of a compound is a stem ("Speicher-"), so the rewrite is
    /// the verb's infinitive when the lexicon knows it ("Speicherschaltfläche" -> "Speichern"), else none.
    static func labelWithoutCompoundTail(_ u: UnitContext, _ i: Int) -> String? {
        let l = u.language
        let w = u.lowerWords[i]
        guard let c = l.controlTypeInside(w), let r = w.range(of: c, options: .backwards) else { return nil }
        var rest = String(w[..<r.lowerBound]) + String(w[r.upperBound...])
        while let last = rest.last, last == "-" || last == " " { rest.removeLast() }
        guard !rest.isEmpty else { return nil }
        if l.compounds == .suffix {
            guard let infinitive = [rest, rest + "n", rest + "en"].first(where: { l.verbForm([$0], at: 0)?.form.kind == "infinitive" }) else { return nil }
            rest = infinitive
        } else {
            // Keep the original spelling of the rest (scripts without case have one).
            let original = u.words[i].text
            if original.count == w.count, let start = original.index(original.startIndex, offsetBy: w.distance(from: w.startIndex, to: r.lowerBound), limitedBy: original.endIndex),
               let end = original.index(start, offsetBy: c.count, limitedBy: original.endIndex) {
                rest = String(original[..<start]) + String(original[end...])
            }
        }
        let text = u.slice(0, u.words[i].start) + rest + u.slice(u.words[i].end, u.text.utf16.count)
        return i == 0 && l.hasCase ? u.capitalizingFirst(WhitespaceRule.clean(text)) : WhitespaceRule.clean(text)
    }

    /// The matched words as the lexicon writes them (ICU may split "链接" into 链|接).
    private func objectWord(_ u: UnitContext, _ m: (start: Int, length: Int)) -> String {
        u.lowerWords[m.start..<(m.start + m.length)].joined(separator: u.language.compounds == .substring ? "" : " ")
    }

    /// A verb anywhere else in the label: before the word in verb-object order ("Attach photo",
    /// "分享嘟文链接"), after it where the verb comes last ("Link zum Beitrag teilen").
    private func governedByVerb(_ u: UnitContext, _ m: (start: Int, length: Int)) -> Bool {
        let lw = u.lowerWords
        // Objects follow their verb ("Icône Partager" names a control); in ja and ko the verb
        // comes last; in de and nl either way ("Öffnet das Menü.", "Link zum Beitrag teilen").
        let before = u.language.verbPosition != .last, after = u.language.verbPosition == .last || u.language.verbFinalClauses
        for k in lw.indices where before && k < m.start || after && k >= m.start + m.length {
            if let (f, _) = u.language.verbForm(lw, at: k), f.kind != "past" { return true }
        }
        return false
    }
}

/// `label-state`: selected, on, off... are the trait's or the value's to speak.
public struct LabelStateRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "label-state", applies: .label, severity: .warning,
        summary: "A label speaks a state (selected, checked, on, off, enabled, disabled).",
        rationale: "VoiceOver speaks the selected trait and the value itself; a state in the label is spoken twice, and goes stale when the state changes.",
        fix: "Remove the state word; set accessibilityTraits (.selected) or accessibilityValue instead.",
        examples: [
            RuleExample(text: "Selected", expect: .triggers(suggestion: nil)),
            RuleExample(text: "Wi-Fi on", expect: .triggers(suggestion: "Wi-Fi")),
            RuleExample(text: "Bold, selected", expect: .triggers(suggestion: "Bold")),
            RuleExample(text: "Notifications disabled", expect: .triggers(suggestion: "Notifications")),
            RuleExample(text: "Show on map", expect: .passes, why: "a preposition, not a state"),
            RuleExample(text: "Turn on", expect: .passes),
            RuleExample(text: "Wi-Fi", expect: .passes),
        ])

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label), !u.words.isEmpty else { return }
        let l = u.language
        let n = u.lowerWords.count
        // A state word is a state at the end of the label (or as all of it); in the middle it is content.
        for m in u.matches(l.states, except: l.stateContentPhrases) where m.start + m.length == n {
            let word = u.phrase(m.start, n)
            var suggestion = m.start > 0 ? u.removingWords(m.start, n) : nil
            if let s = suggestion {
                suggestion = String(s.reversed().drop { $0 == "," || $0 == " " || $0 == ":" || $0 == "-" }.reversed())
            }
            out.report(info, u, "the label says the state \"\(word)\": set the selected trait or the value instead", suggestion: suggestion)
            return
        }
    }
}

/// `label-gesture` and `hint-gesture`: say what happens, not how to touch.
public struct GestureRule: Rule {
    public let role: Role
    public let info: RuleInfo

    public init(role: Role) {
        self.role = role
        if role == .label {
            info = RuleInfo(
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
                ])
        } else {
            info = RuleInfo(
                id: "hint-gesture", applies: .hint, severity: .error,
                summary: "A hint names the gesture (tap, double-tap, swipe, long press, click...).",
                rationale: "VoiceOver already says how to activate; Switch Control, Voice Control and keyboard users use other gestures, so the words are wrong for them.",
                fix: "Drop the gesture clause and describe the outcome: \"Double-tap to open the article\" becomes \"Opens the article.\"",
                examples: [
                    RuleExample(role: .hint, text: "Double-tap to open the article", expect: .triggers(suggestion: "Opens the article.")),
                    RuleExample(role: .hint, text: "Double tap and hold to show actions", expect: .triggers(suggestion: "Shows actions.")),
                    RuleExample(role: .hint, text: "Tap to delete the event.", expect: .triggers(suggestion: "Deletes the event.")),
                    RuleExample(role: .hint, text: "Expands the image. Double-tap and hold to show actions", expect: .triggers(suggestion: "Expands the image.")),
                    RuleExample(role: .hint, text: "Swipe up or down to adjust the value.", expect: .triggers(suggestion: "Adjusts the value.")),
                    RuleExample(role: .hint, text: "Long press to copy.", expect: .triggers(suggestion: "Copies.")),
                    RuleExample(role: .hint, text: "Double-tap to see all replies", expect: .triggers(suggestion: "Shows all replies."),
                                why: "hints show, they do not see (lexicon preferredVerbs)"),
                    RuleExample(role: .hint, text: "Double-tap to open and play the video.", expect: .triggers(suggestion: "Opens and plays the video."),
                                why: "a second verb after \"and\" is put right too"),
                    RuleExample(role: .hint, text: "Opens the article.", expect: .passes),
                    RuleExample(role: .hint, text: "Drags the slider.", expect: .triggers(suggestion: nil), why: "even as a verb, a gesture word describes touching"),
                ])
        }
    }

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(role), let m = u.language.gestures.matches(u.lowerWords).first else { return }
        let word = u.phrase(m.start, (m.start + m.length))
        let suggestion = role == .hint ? VerbRewriter.withoutGestureClause(u, gestureAt: m.start, length: m.length)
                                       : VerbRewriter.labelWithoutGesture(u, gestureAt: m.start, length: m.length)
        out.report(info, u, "the \(role.rawValue) names the gesture \"\(word)\": describe the outcome instead", suggestion: suggestion)
    }
}

/// `label-filename`: an asset or key name left as the label.
public struct LabelFilenameRule: Rule {
    public init() {}
    public let info = RuleInfo(
        id: "label-filename", applies: .label, severity: .error,
        summary: "A label is a file, asset or key name (icon_play.png, btnShare, ic-close, com.app.share).",
        rationale: "VoiceOver spells out \"icon underscore play dot png\": the element is as good as unlabelled.",
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
        ])

    static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff", "ico", "imageset", "json", "mp3", "mp4", "mov", "wav", "caf"]
    static let assetPrefixes = ["icon", "ic", "img", "image", "btn", "button", "bg", "asset", "logo", "tab", "nav", "sf"]
    static let topLevelDomains: Set<String> = ["com", "org", "net", "io", "app", "dev", "social", "de", "fr", "uk", "me", "co"]

    public func check(unit u: UnitContext, into out: inout FindingSink) {
        guard u.isCopy(.label) else { return }
        let t = u.trimmedText
        guard !t.isEmpty, !t.contains(where: { $0.isWhitespace }), u.placeholderCount == 0 else { return }
        if Self.looksLikeFileName(t, key: u.entry.key) {
            out.report(info, u, "the label \"\(t)\" is a file or key name: VoiceOver will spell it out")
        }
    }

    static func looksLikeFileName(_ t: String, key: String) -> Bool {
        if t == key && (t.contains(".") || t.contains("_")) { return true }
        let lower = t.lowercased()
        let parts = lower.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, let ext = parts.last, fileExtensions.contains(String(ext)) { return true }
        // Reverse-DNS or dotted keys: letters on both sides of two or more dots, or a dotted key.
        if parts.count >= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }) {
            return true
        }
        // Two dotted parts: a key ("settings.title"), unless the last is a domain ("example.com", "yandex.ru").
        if parts.count == 2, parts.allSatisfy({ $0.count > 1 && $0.allSatisfy { $0.isLetter || $0 == "_" } }),
           !topLevelDomains.contains(String(parts[1])), parts[1].count != 2,
           t.first?.isLowercase == true {
            return true
        }
        // snake_case identifiers: icon_play, img_01, close_button.
        if t.contains("_"), t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) { return true }
        // Prefixed asset names: btnShare, icClose, ic-close, sf-star.
        for p in assetPrefixes where lower.hasPrefix(p) && t.count > p.count {
            let next = t[t.index(t.startIndex, offsetBy: p.count)]
            if next == "-" || next == "_" || (next.isUppercase && t.first?.isLowercase == true) { return true }
        }
        return false
    }
}
