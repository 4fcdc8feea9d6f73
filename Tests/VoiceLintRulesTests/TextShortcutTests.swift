import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

// The text shortcuts give what the general code gives: digits, one-character words, ASCII, bytes, trimming, elision, Arabic folding.

/// The fast paths that pass over scalars by range say what the Unicode properties say.
final class DigitShortcutTests: XCTestCase {
    func testBlocksPassedOverHoldNoDecimalDigit() {
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF where !TextSearch.mayBeDecimalDigit(v) {
            if let s = Unicode.Scalar(v), s.properties.numericType == .decimal { wrong.append(v) }
        }
        XCTAssertEqual(wrong, [])
    }

    func testDecimalDigitsInEveryScript() {
        for (text, expected) in [("Page 3", true), ("٣ من ٥", true), ("３件", true), ("१२", true), ("Seite", false),
                                 ("三件", false), ("Ⅻ", false), ("²", false), ("삭제", false), ("", false),
                                 ("😀 7", true), ("€", false), ("Día 𝟕", true), ("ñ😀", false)] {
            XCTAssertEqual(TextFacts(text).digitRuns > 0, expected, text)
            XCTAssertEqual(TextFacts(text).digitRuns > 0, text.unicodeScalars.contains { $0.properties.numericType == .decimal }, text)
        }
    }
}

/// A word's units say it is one Character exactly when the standard library counts one.
final class OneCharacterShortcutTests: XCTestCase {
    func testOneCharacterAsTheStandardLibrary() {
        let words = ["未", "未读", "静音", "か", "か\u{3099}", "カメラ", "가", "가\u{11A8}", "삭제", "\u{2000B}", "\u{2000B}字", "a", "ab", "é", "e\u{301}",
                     "👍🏽", "字\u{FE00}", "ー", "々"]
        for w in words {
            let token = TokenSpan(kind: .word, start: 2, end: 2 + w.utf16.count)
            let units = Array(("  " + w).utf16)
            XCTAssertEqual(UnitContext.isOneCharacter(token, units, units), w.count == 1, w)
        }
    }

    /// A unit the capitals test reads as a lower-case letter is one: a word holding it is not in capitals.
    func testLowerCaseLetterUnitsAreLowerCase() {
        for v in UInt16(0)...0x3000 where UnitContext.isLowerCaseLetterUnit(v) {
            let s = Unicode.Scalar(v)!
            XCTAssertEqual(CaseMapping.letterCase(s), .lower, "U+\(String(v, radix: 16))")
            XCTAssertFalse(CaseMapping.isAllUpper("A" + String(s) + "B"), "U+\(String(v, radix: 16))")
        }
    }

    /// A token's lower case made from its units is the lower case of its text, in every locale
    /// whose ASCII lowers differently (Turkish) and in the others.
    func testLowerFromUnitsAsLowerOfText() throws {
        let store = try LanguageStore()
        let words = ["delete", "Delete", "DELETE", "iPhone", "I", "Istanbul", "é", "Éditer", "ÉDITER", "Удалить", "ΔΙΑΓΡΑΦΗ", "削除", "a1", "A-B", ""]
        for locale in ["en", "tr", "az", "lt", "fr", "ru", "el", "ja"] {
            let c = store.context(for: locale)
            for w in words {
                let units = Array(w.utf16)
                XCTAssertEqual(units.withUnsafeBufferPointer { c.lowerKnowingNFC(units: $0).lower }, c.lower(w), "\(locale) \(w)")
            }
        }
    }
}

/// The ASCII shortcuts for white space and letter case say what the standard library says.
final class ASCIIShortcutTests: XCTestCase {
    func testWhiteSpaceCharacterAsTheStandardLibrary() {
        let spaces = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init).filter { $0.properties.isWhitespace }
        var wrong: [String] = []
        func check(_ text: String) {
            if Spacing.hasWhitespaceCharacter(text) != text.contains(where: { $0.isWhitespace }) { wrong.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
        }
        // Every scalar alone, and before a space and a line break.
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            check("Ab" + String(s))
            check("Ab" + String(s) + " c")
            check("Ab" + String(s) + "\nc")
        }
        // Every white space after a letter, a prepended mark, a combining mark and a carriage return.
        for w in spaces {
            for before in ["", "a", "\u{600}", "\u{110BD}", "\u{301}", "\r"] { check("Ab" + before + String(w) + "c") }
        }
        XCTAssertEqual(wrong, [])
    }

    func testWhiteSpace() {
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            XCTAssertEqual(Spacing.isWhitespace(s), s.properties.isWhitespace, "\(v)")
        }
        for v in UInt8(0)..<0x80 {
            let b = v == 0x20 || (v >= 0x09 && v <= 0x0D)
            XCTAssertEqual(Character(Unicode.Scalar(v)).isWhitespace, b, "\(v)")
        }
    }

    /// The byte scans for doubled spaces and the first scalar answer as the scalar view does.
    func testDoubleSpaceAndFirstScalarAsTheScalarView() {
        func reference(_ t: String) -> Bool {
            var prev = false
            for s in t.unicodeScalars {
                let sp = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
                if sp && prev { return true }
                prev = sp
            }
            return false
        }
        let pieces = [" ", "\t", "\u{A0}", "\u{3000}", "a", "é", "中", "😀", "\u{2000}", "\u{3001}", "\u{C2}", "\n"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let t = (0..<Int.random(in: 0...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            XCTAssertEqual(TextFacts(t).hasDoubleSpace, reference(t), t.debugDescription)
            XCTAssertEqual(TextSearch.firstScalar(t), t.unicodeScalars.first, t.debugDescription)
            XCTAssertEqual(Spacing.edges(t).leading, t.unicodeScalars.first.map { $0.properties.isWhitespace } ?? false, t.debugDescription)
            XCTAssertEqual(Spacing.edges(t).trailing, t.unicodeScalars.last.map { $0.properties.isWhitespace } ?? false, t.debugDescription)
        }
    }

    func testCaseInsensitiveSearchAsLowerCasedSearch() {
        for (h, n) in [("Describes the IMAGE of a cat", "describes the image"), ("Alt Text", "alt text"), ("alt-text", "alt text"),
                       ("An illustration", "illustration"), ("", "image"), ("Image", "image description"),
                       ("Pay W/ card", "w/"), ("Z.B. hier", "z.b"), ("Track #3", "#"), ("Opens", "w/"), ("X", "Z.B")] {
            XCTAssertEqual(TextSearch.containsIgnoringASCIICase(h, n), TextSearch.contains(h.lowercased(), n), h)
        }
        // Against the byte-by-byte search, on texts and needles of a small alphabet (so that
        // partial matches, matches at either end and overlapping ones are all met).
        func naive(_ h: [UInt8], _ n: [UInt8], fold: Bool) -> Bool {
            let f = { (b: UInt8) in fold && b >= 0x41 && b <= 0x5A ? b + 0x20 : b }
            guard n.count <= h.count else { return false }
            if n.isEmpty { return true }
            return (0...(h.count - n.count)).contains { i in (0..<n.count).allSatisfy { f(h[i + $0]) == n[$0] } }
        }
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aA/.#b é".utf8)
        for _ in 0..<20_000 {
            let h = (0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let n = (0..<Int.random(in: 0...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let hs = String(decoding: h, as: UTF8.self), ns = String(decoding: n, as: UTF8.self)
            guard Array(hs.utf8) == h, Array(ns.utf8) == n else { continue } // a split "é" is repaired: skip
            let lower = n.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            let ls = String(decoding: lower, as: UTF8.self)
            XCTAssertEqual(TextSearch.containsIgnoringASCIICase(hs, ls), naive(h, lower, fold: true), "\(hs) \(ls)")
            XCTAssertEqual(TextSearch.contains(hs, ns), naive(h, n, fold: false), "\(hs) \(ns)")
        }
    }

    /// The lower-casing without the general mapping lowers every character as it does.
    func testLowerCasingAsTheStandardLibrary() {
        var scalars = String.UnicodeScalarView()
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            scalars.append(s)
            if scalars.count == 512 || v == 0x10FFFF {
                let text = String(scalars)
                XCTAssertEqual(CaseMapping.lowercased(text), text.lowercased(), "block before U+\(String(v, radix: 16))")
                // One character at a time too: a block that falls back to the general mapping would hide a wrong offset.
                for c in scalars where !c.properties.changesWhenLowercased || c.value < 0x460 {
                    XCTAssertEqual(CaseMapping.lowercased(String(c)), String(c).lowercased(), "U+\(String(c.value, radix: 16))")
                }
                scalars = String.UnicodeScalarView()
            }
        }
        for text in ["Т.Д. и Т.П.", "Z.B. ÖFFNET", "N.º 3", "ΣΟΦΊΑ", "İstanbul", "\u{212A}elvin", "ÀÉÎÕÜ ÇÑ", "Ёлка Ѐ", "Delete ALL 12 Items_!@[`{"] {
            XCTAssertEqual(CaseMapping.lowercased(text), text.lowercased(), text)
        }
    }

    func testSymbolAbbreviationShortcut() throws {
        let list = ["#", "n.º", "n°", "w/", "z. b.", "z.b.", "jne."].map { SymbolAbbreviation($0, "x") }
        func holds(_ text: String) -> [String] {
            let bits = AbbreviationRule.symbolCandidates(list, in: text)
            return list.indices.filter { bits & AbbreviationRule.bit($0) != 0 }.map { list[$0].abbreviation }
        }
        XCTAssertEqual(holds("Öffnet das Menü."), ["jne."], "a sentence's one full stop stands for no inner one")
        XCTAssertEqual(holds("Öffnet das Menü"), [])
        XCTAssertEqual(holds("Zeigt z. B. Fotos."), ["n.º", "z. b.", "z.b.", "jne."])
        XCTAssertEqual(holds("Zahlen W/ Karte"), ["w/"])
        XCTAssertEqual(holds("Titel #3"), ["#"])
        XCTAssertEqual(holds("Piste n° 3"), ["n°"])
        XCTAssertEqual(holds("Fin...  "), ["jne."], "full stops and spaces after a full stop are no inner one")
        XCTAssertTrue(SymbolAbbreviation("nº", "x").mark.isEmpty, "º is a letter: no mark, any text may hold it")
        // Every abbreviation a text holds, in any case (as the rule searches: the lower-cased
        // text), is among the candidates, in every lexicon.
        let store = try LanguageStore()
        let texts = ["Zeigt Z.B. Fotos", "T.Д. и т. п.", "N.º 3", "Kuvat, videot JNE.", "Coffee W/O milk", "Track #3", "N° 5", "Bl.a. bilder",
                     "Ill. 3", "Vs. ikinci", "Öffnet das Menü.", "I.P.V. foto's", "M.in. zdjęcia", "Esim. kuvat.", "Örn. resim"]
        for locale in ["da", "de", "en", "es", "fi", "fr", "hu", "id", "it", "nb", "nl", "pl", "pt-BR", "ru", "sv", "tr", "uk"] {
            let symbols = store.context(for: locale).symbolAbbreviations
            XCTAssertFalse(symbols.isEmpty, locale)
            for text in texts + symbols.map({ "Ab " + $0.abbreviation.uppercased() + " cd." }) {
                let bits = AbbreviationRule.symbolCandidates(symbols, in: text)
                for k in symbols.indices where TextSearch.contains(CaseMapping.lowercased(text), symbols[k].abbreviation) {
                    XCTAssertNotEqual(bits & AbbreviationRule.bit(k), 0, "\(locale): \(symbols[k].abbreviation) in \(text)")
                }
            }
        }
        XCTAssertEqual(AbbreviationRule.numberAndUnit("10min")?.unit, "min")
        XCTAssertNil(AbbreviationRule.numberAndUnit("min10"))
        XCTAssertNil(AbbreviationRule.numberAndUnit("１０min"), "fullwidth digits are not ASCII")
    }
}

/// The byte shortcuts of the role classifier and the ASCII test answer as the Character
/// comparisons they stand for.
final class ByteShortcutTests: XCTestCase {
    /// The classifier's key rules as written before its ASCII path, with Characters.
    func characterRole(_ key: String) -> Role? {
        let lower = CaseMapping.lowercased(key)
        for (word, role) in [("accessibilitylabel", Role.label), ("accessibilityhint", .hint)] where lower.hasSuffix(word) {
            let before = lower.dropLast(word.count).last
            if before == nil || before == "." || before == "_" || before == "-" { return role }
        }
        let segs = RoleClassifier.segments(key)
        guard let last = segs.last, segs.count >= 2, segs.dropLast().contains(where: { $0 == "a11y" || $0 == "accessibility" }) else { return nil }
        return last == "label" ? .label : last == "hint" ? .hint : nil
    }

    func characterElement(_ key: String) -> String {
        let lower = CaseMapping.lowercased(key)
        for word in ["accessibilitylabel", "accessibilityhint", "label", "hint"] where lower.hasSuffix(word) {
            return String(lower.dropLast(word.count))
        }
        return lower
    }

    func testRoleWordsAsCharacters() {
        var keys: [String] = []
        // (With the segments' markers too, in any case: the classifier looks for them in the
        // lowered key before it splits the key into segments.)
        for stem in ["", "save", "settings.save", "a\r\n", "x\r", "label", "é.", "Save\u{301}",
                     "a11y", "A11Y.x", "Scene.Accessibility.Logo", "settings.ACCESSIBILITY", "accessİbility", "a11yButton", "Ａ11y"] {
            for sep in ["", ".", "_", "-", "/", " ", "\n"] {
                for word in ["accessibilityLabel", "AccessibilityHint", "accessibilitylabel", "label", "Hint", "hints", "labe", "ACCESSIBILITYHINT"] {
                    keys.append(stem + sep + word)
                }
            }
        }
        for key in keys {
            XCTAssertEqual(RoleClassifier.roleFromKey(key), characterRole(key), key.debugDescription)
            XCTAssertEqual(RoleClassifier.elementID(key), characterElement(key), key.debugDescription)
        }
    }

    /// Two lowered words compared by length first answer as `==`, in every script the words
    /// are lowered in (ASCII, Latin with marks, Cyrillic, CJK, a precomposed and a decomposed é).
    func testSameNFCAsEquality() throws {
        let store = try LanguageStore()
        let c = store.context(for: "fr")
        let words = ["", "a", "ab", "ba", "supprimer", "supprime", "éditer", "editer", "e\u{301}diter", "удалить", "удалить!", "削除", "削除する", "l’écran", "l'écran"]
            .map { c.lower($0) }
        for a in words {
            for b in words {
                XCTAssertEqual(UTF8Scalars.sameNFC(a, b), a == b, "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }

    func testIsASCIIAsTheUTF8View() {
        for text in ["", "a", "Save", "\u{7F}", "é", "abc\u{80}", "日本", String(repeating: "x", count: 100) + "ß", "tab\t\r\n"] {
            XCTAssertEqual(UTF8Scalars.isASCII(text), text.utf8.allSatisfy { $0 < 0x80 }, text.debugDescription)
        }
    }
}

/// `trimmed()` tells most texts by their end bytes or end scalars, decoded in place: it answers
/// as trimming the white space scalars off both ends one by one.
final class TrimmedTests: XCTestCase {
    func testSameAsTrimmingScalars() {
        func reference(_ s: String) -> String {
            var scalars = s.unicodeScalars[...]
            while let f = scalars.first, Spacing.isWhitespace(f) { scalars.removeFirst() }
            while let l = scalars.last, Spacing.isWhitespace(l) { scalars.removeLast() }
            return String(scalars)
        }
        let texts = ["", " ", "a", "Opens the event.", " Opens.", "Opens. ", "\tÖffnet\n", "開きます。", "\u{3000}開きます。\u{3000}",
                     "\u{A0}Ouvre\u{A0}", "Ouvre\u{202F}", "é", "e\u{301}", " e\u{301} ", "Откроется", " Откроется\u{2029}",
                     "يفتح\u{200F}", "\u{1680}x", "x\u{85}", "😀", " 😀 ", "\r\n"]
        for t in texts {
            XCTAssertEqual(t.trimmed(), reference(t), t.debugDescription)
        }
    }
}

/// A word that starts with an elided article or preposition, straight or typographic
/// apostrophe; not one whose apostrophe comes first, joins a mark, or follows no article.
final class ElisionTests: XCTestCase {
    func testElidedArticlesAndPrepositions() throws {
        let fr = try LanguageStore().context(for: "fr")
        for w in ["l’adresse", "l'adresse", "d’accueil", "d'écran"] { XCTAssertTrue(fr.startsWithElision(w), w) }
        for w in ["’adresse", "adresse", "aujourd’hui", "l’\u{301}adresse", "l‘adresse", ""] { XCTAssertFalse(fr.startsWithElision(w), w.debugDescription) }
    }
}

/// The Arabic block is left as it is by ICU's lower case, in every locale that writes it or
/// lowers differently, so that folding may skip the call there.
final class ArabicFoldTests: XCTestCase {
    func testArabicBlockHasNoLowerCase() {
        for locale in ["ar", "fa", "ur", "tr", "en"] {
            let analyzer = TextAnalyzer(locale: locale)
            for v in UInt32(0x600)...0x6FF {
                let s = String(Unicode.Scalar(v)!)
                XCTAssertTrue(LanguageContext.isArabicBlockOnly(s))
                XCTAssertEqual(analyzer.lowercased(s), s, "\(locale) U+\(String(v, radix: 16))")
            }
            let vocalised = "اُنقُر لِتَحْدِيث ٱلْقَائِمَة أَإِآ"
            XCTAssertEqual(analyzer.lowercased(vocalised), vocalised, locale)
        }
        XCTAssertFalse(LanguageContext.isArabicBlockOnly("اُنقُر A"))
    }
}
