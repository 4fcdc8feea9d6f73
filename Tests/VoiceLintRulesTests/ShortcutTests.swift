import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

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

/// The placeholder scanner's character classes, written as switches, are the printf sets.
final class FormatCharacterTests: XCTestCase {
    func testConversionsAndFlags() {
        let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA")
        let flags = Set("-+ #0'")
        for v in UInt32(0)...0x2FF {
            let c = Character(Unicode.Scalar(v)!)
            XCTAssertEqual(FormatSpecifiers.isConversion(c), conversions.contains(c), "\(v)")
            XCTAssertEqual(FormatSpecifiers.isFlag(c), flags.contains(c), "\(v)")
        }
        XCTAssertFalse(FormatSpecifiers.isConversion("\r\n"))
        XCTAssertEqual(FormatSpecifiers.scan("%lld of %@, %hhd%% %-5.2f").placeholders.map(\.description), ["%1$lld", "%2$@", "%3$hhd", "%4$f"])
    }

    /// An ASCII text read as bytes scans as read as Characters.
    func testByteScanIsTheCharacterScan() {
        let subs = ["count": Substitution(name: "count", argNum: 2, formatSpecifier: "lld")]
        let texts = ["%lld of %@, %hhd%% %-5.2f", "%1$@ and %2$ld", "% 1$@ broken", "50% off", "%#@count@ items", "%#@other@ %@",
                     "%arg left", "%2$#@count@", "100%", "%", "%%", "%.*f %*d", "%'d %+d %05.1f", "%zu %td %jd %qd %Lf",
                     "%1$hhd%2$hd", "Ends with %", "%ll", "a %i b %I", "% d", "%  2$d", "%12345678901234567890$d"]
        for t in texts {
            let chars = FormatSpecifiers.scan(Array(t), substitutions: subs, argument: (3, "d"))
            let bytes = FormatSpecifiers.scan(Array(t.utf8), substitutions: subs, argument: (3, "d"))
            XCTAssertEqual(chars.placeholders, bytes.placeholders, t)
            XCTAssertEqual(chars.ranges, bytes.ranges, t)
            XCTAssertEqual(chars.written, bytes.written, t)
            XCTAssertEqual(chars.written, chars.ranges.map { String(Array(t)[$0]) }, t)
            XCTAssertEqual(chars.malformed, bytes.malformed, t)
            XCTAssertEqual(chars.variables.map { "\($0.name) \($0.index)" }, bytes.variables.map { "\($0.name) \($0.index)" }, t)
        }
        // A text of one scalar per Character read as scalars scans as read as Characters.
        let scalarTexts = texts + ["%lld из %@", "٪d %d مساء", "%1$@ 件の%2$ld", "％d と %@", "²%d ⅻ%@ %١$d", "%d%٣", "Ω %Ld"]
        for t in scalarTexts {
            let chars = FormatSpecifiers.scan(Array(t), substitutions: subs, argument: (3, "d"))
            let scalars = FormatSpecifiers.scan(Array(t.unicodeScalars), substitutions: subs, argument: (3, "d"))
            XCTAssertEqual(chars.placeholders, scalars.placeholders, t)
            XCTAssertEqual(chars.ranges, scalars.ranges, t)
            XCTAssertEqual(chars.written, scalars.written, t)
            XCTAssertEqual(chars.malformed, scalars.malformed, t)
            XCTAssertEqual(chars.variables.map { "\($0.name) \($0.index)" }, scalars.variables.map { "\($0.name) \($0.index)" }, t)
        }
        // Every scalar as a unit answers as its Character does.
        for v in UInt32(0)...0x10FFFF {
            guard let u = Unicode.Scalar(v) else { continue }
            let c = Character(u)
            if u.ascii != c.ascii || u.isNumber != c.isNumber || u.isLetter != c.isLetter || u.isFullwidthPercent != c.isFullwidthPercent {
                XCTFail("\(v)")
            }
        }
        // A scalar said to stand alone is a Character of its own beside "a" and beside itself:
        // no mark, joiner or prepended sign (which "a" would take), no regional indicator or
        // jamo (which pair with their like). Grapheme breaks are decided pair by pair, so any
        // text of such scalars has a Character per scalar.
        var alone = 0
        for v in UInt32(0)...0x10FFFF where FormatSpecifiers.standsAlone(v) {
            guard let u = Unicode.Scalar(v) else { continue }
            alone += 1
            var pair = String.UnicodeScalarView(), framed = String.UnicodeScalarView()
            pair.append(u); pair.append(u)
            framed.append("a"); framed.append(u); framed.append("a")
            if String(pair).count != 2 || String(framed).count != 3 { XCTFail("U+\(String(v, radix: 16)) joins a neighbour") }
        }
        XCTAssertGreaterThan(alone, 40_000)
        XCTAssertFalse(FormatSpecifiers.standsAlone(0x0D))
        for t in ["%d \u{0301}é", "e\u{301} %d", "a\r\n%d", "🇫🇷 %d", "%d 👨‍👩‍👧", "\u{0600}%d", "%d ｶﾞ", "がぎ %d"] {
            let ok = Array(t.utf8).withUnsafeBufferPointer { FormatSpecifiers.isScalarPerCharacter(t, $0) }
            XCTAssertEqual(ok, t.count == t.unicodeScalars.count, t.debugDescription)
        }
        for t in ["Привет %@", "%d件のメッセージ", "%@님이 참여했습니다", "٪d %d مساء", "Ω %Ld", "«%@» — ok", "ｶ %d"] {
            XCTAssertTrue(Array(t.utf8).withUnsafeBufferPointer { buf in t.unicodeScalars.allSatisfy { FormatSpecifiers.standsAlone($0.value) } && FormatSpecifiers.isScalarPerCharacter(t, buf) }, t)
        }
        // Not ASCII, or with a carriage return: read as Characters ("\r\n" is one).
        XCTAssertEqual(FormatSpecifiers.scan("a\r\n%d").ranges, [2..<4])
        XCTAssertEqual(FormatSpecifiers.scan("é %d").ranges, [2..<4])
        XCTAssertEqual(FormatSpecifiers.scan("％d and %@").malformed, ["％d"])
    }
}

/// The quick "no" of `TextSearch.hasSuffix` is only taken for scalars that nothing else is
/// canonically equivalent to at the end of a Character.
final class SuffixShortcutTests: XCTestCase {
    func testScalarsTakenAsThemselvesHaveNoOtherCanonicalForm() {
        let stable = (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init).filter(TextSearch.endsOnlyAsItself)
        XCTAssertGreaterThan(stable.count, 60)
        let set = Set(stable)
        for s in stable {
            XCTAssertEqual(String(s).decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value), [s.value])
            XCTAssertEqual(s.properties.canonicalCombiningClass, .notReordered)
        }
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v), !set.contains(s) else { continue }
            if let last = String(s).decomposedStringWithCanonicalMapping.unicodeScalars.last, set.contains(last) { wrong.append(v) }
        }
        XCTAssertEqual(wrong, [])
    }

    func testSameAnswersAsTheStandardLibrary() {
        let texts = ["Opens the event.", "Opens…", "Opens...", "開きます。", "Öffnet", "", ".", "e\u{301}", "a.\u{301}", "\u{600}.", "Ωμέγα;", "x\u{37E}"]
        let suffixes = [".", "…", "...", "。", ";", "\u{37E}", "\u{301}", "e", "?", "؟", "‥"]
        for t in texts {
            for s in suffixes { XCTAssertEqual(TextSearch.hasSuffix(t, s), t.hasSuffix(s), "\(t) \(s)") }
        }
    }

    /// A mark after any scalar ends the text as its own Character except after a prepended
    /// mark: the byte comparison of `hasMarksSuffix` answers as the standard library does.
    func testMarksSuffixAsTheStandardLibrary() {
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            for suffix in [".", "。"] {
                let text = "Ab" + String(s) + suffix
                if TextSearch.hasMarksSuffix(text, suffix) != text.hasSuffix(suffix) { wrong.append(v) }
            }
        }
        XCTAssertEqual(wrong, [])
        for (text, suffix) in [("Opens.", "."), ("Opens", "."), (".", "."), ("", "."), ("Opens..", "..."), ("x\r\n", "\n")] {
            XCTAssertEqual(TextSearch.hasSuffix(text, suffix), text.hasSuffix(suffix), text)
        }
        XCTAssertNil(TextSearch.hasMarksSuffix("Opens\r\n", "\n"), "a control character may join the Character before it")
        XCTAssertNil(TextSearch.hasMarksSuffix("Ouvre", "e"), "a letter may be the end of another Character")
    }

    /// The last scalar read from the bytes is the scalar view's last, for every scalar at the
    /// end of a String and of a Substring (one to four UTF-8 bytes, after any other).
    func testLastScalarAsTheScalarView() {
        XCTAssertNil(TextSearch.lastScalar(""))
        XCTAssertNil(TextSearch.lastScalar("abc".dropFirst(3)))
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            for text in [String(s), "Ab" + String(s), "é\u{10348}" + String(s)] {
                if TextSearch.lastScalar(text) != s || TextSearch.lastScalar(text.dropFirst(0)) != text.unicodeScalars.last { wrong.append(v) }
            }
        }
        XCTAssertEqual(wrong, [])
        XCTAssertEqual(TextSearch.lastScalar("Öffnet das Menü".dropLast(5)), "s")
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

final class PercentScanTests: XCTestCase {
    func testByteScanFindsEveryPercentSign() {
        for s in ["", "%", "50 %", "abc", "％@", "x％", "\u{EFBC}", "Ｅ", "ａｂｃ％", "long text without any sign at all, quite long", "終わり％d",
                  "Ａ\u{FFE0}％", "\u{FFE0}\u{FFFF}ab", "\u{F000}", "ｘｙ", "Ｅ%"] {
            XCTAssertEqual(FormatSpecifiers.mayHavePlaceholder(s), s.unicodeScalars.contains { $0 == "%" || $0 == "\u{FF05}" }, s)
        }
    }
}

/// The suffix index answers as `hasSuffix` on every suffix in order, decomposed text included.
/// A language's endings, read once (`SuffixList`), answer as `TextSearch.hasSuffix` of each in
/// list order: for every language's full stops, sentence ends and ellipses, and for endings
/// that are not marks.
final class SuffixListTests: XCTestCase {
    func testSameAnswersAsHasSuffixInOrder() throws {
        let store = try LanguageStore()
        let texts = ["Opens the event.", "Opens…", "Opens...", "Opens..", "開きます。", "開きます", "Öffnet!", "Öffnet", "", ".", "...", "e\u{301}",
                     "a.\u{301}", "\u{600}.", "Ωμέγα;", "x\u{37E}", "¿Abre?", "يفتح؟", "열립니다.", "เปิด", "Opens.\u{200F}", "Opens. ", "…",
                     // Ending with an ASCII byte, told by it (`SuffixList.endsText`): marks, letters, a Prepend before.
                     "Opens?", "Done!", "x;", "Opens:", "A", "e", "\u{600}!", "\u{6DD}?", "a\u{301}e", "..", "!"]
        var lists: [[String]] = [["e", "\u{301}", ".", "é"], ["...", "…", "."]]
        for locale in store.languages {
            let p = store.context(for: locale).profile
            lists += [p.fullStops, p.fullStops + p.otherSentenceEnds, p.ellipses, p.fullStops.isEmpty ? [".", "。"] : p.fullStops]
        }
        for list in lists {
            let endings = SuffixList(list)
            XCTAssertEqual(endings.isEmpty, list.isEmpty)
            for t in texts {
                let expected = list.first { TextSearch.hasSuffix(t, $0) }
                XCTAssertEqual(endings.first(endingText: t), expected, "\(t) \(list)")
                XCTAssertEqual(endings.first(endingText: t[...]), expected, "\(t) \(list)")
                XCTAssertEqual(endings.endsText(t), expected != nil, "\(t) \(list)")
            }
        }
    }
}

final class SuffixIndexTests: XCTestCase {
    func testSameAnswersAsHasSuffixInOrder() {
        let suffixes = ["がする", "する", "してください", "ください", "ます", "e\u{301}", "é", "す"]
        let index = SuffixIndex(suffixes.enumerated().map { ($0.element, $0.offset) })
        for text in ["か\u{3099}する", "がする", "削除してください", "開きます", "cafe\u{301}", "café", "する", "", "す", "ABC"] {
            let expected = suffixes.enumerated().first { text.hasSuffix($0.element) }?.offset
            XCTAssertEqual(index.first(in: text)?.value, expected, text)
        }
    }
}

/// The counter pattern's quick "no" is only said where the pattern finds nothing.
final class CounterShortcutTests: XCTestCase {
    private func matches(_ t: String) -> Bool {
        HintVerbFormRule.counterPattern.firstMatch(in: t, range: NSRange(t.startIndex..., in: t)) != nil
    }

    func testNoMatchWithoutTwoNumbers() {
        let alphabet: [String] = ["%", "d", "1", "23", "٣", "３", " ", "/", "of", "$", "@", "l", "é", "\u{301}", "-", "x"]
        var rng = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<20000 {
            let t = (0..<Int.random(in: 1...7, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            if !HintVerbFormRule.hasTwoNumbers(t) {
                XCTAssertFalse(matches(t), t)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000)
        for t in ["%1$d of %2$d", "Page %d of %d", "3 of 5 stars", "%d/%d", "3/5", "١ من ٣"] {
            XCTAssertTrue(HintVerbFormRule.hasTwoNumbers(t), t)
            XCTAssertTrue(matches(t), t)
        }
        for t in ["Opens page 3", "12 items", "%@ items", "Deletes the event."] { XCTAssertFalse(HintVerbFormRule.hasTwoNumbers(t), t) }
    }

    func testNoDateWithoutThreeDigitRuns() {
        let alphabet: [String] = ["1", "12", "2021", "٣", "/", ".", "-", " ", ". ", "a", "%"]
        var rng = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<20000 {
            let t = (0..<Int.random(in: 1...7, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            if !NumericDateRule.mayHoldDate(t) {
                let range = NSRange(t.startIndex..., in: t)
                XCTAssertFalse(NumericDateRule.patterns.contains { $0.firstMatch(in: t, range: range) != nil }, t)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000)
        for t in ["1/2/2021", "2021-03-01", "2021. 3. 1.", "٠١/٠٢/٢٠٢١"] { XCTAssertTrue(NumericDateRule.mayHoldDate(t), t) }
    }

    /// The facts read eight ASCII bytes at a time are those read scalar by scalar, on texts
    /// long enough for the blocks, with digits, "%", spaces and tabs at every place of a block.
    func testTextFactsOfLongTextsAsTheScalarWalk() {
        func reference(_ t: String) -> TextFacts {
            var runs = 0, percents = 0, fullwidth = false, double = false, inRun = false, previousSpace = false, ascii = true
            for s in t.unicodeScalars {
                let digit = s.properties.numericType == .decimal
                if digit && !inRun { runs += 1 }
                inRun = digit
                if s == "%" { percents += 1 }
                if s == "％" { fullwidth = true }
                if !s.isASCII { ascii = false }
                let space = s == " " || s == "\u{A0}" || s == "\u{3000}" || s == "\t"
                if space && previousSpace { double = true }
                previousSpace = space
            }
            return TextFacts(digitRuns: runs, percentSigns: percents, hasFullwidthPercent: fullwidth, hasDoubleSpace: double, isASCII: ascii)
        }
        let pieces = ["a", "b", "Z", " ", " ", "\t", "7", "42", "%", "％", "\u{FF04}", "é", "٣", "\u{A0}", "中", "/", "0", "9", ":", "@", "😀"]
        var rng = SystemRandomNumberGenerator()
        var blocks = 0
        for _ in 0..<20_000 {
            let t = (0..<Int.random(in: 6...40, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let f = TextFacts(t)
            XCTAssertEqual(f, reference(t), t.debugDescription)
            XCTAssertEqual(f.mayHavePlaceholder, FormatSpecifiers.mayHavePlaceholder(t), t.debugDescription)
            // In ASCII text, a Character that is a number is a digit.
            if f.isASCII { XCTAssertEqual(f.digitRuns > 0, t.contains(where: \.isNumber), t.debugDescription) }
            if t.utf8.count >= 8 { blocks += 1 }
        }
        XCTAssertGreaterThan(blocks, 10_000)
        // Every byte value in every place of a block, beside spaces.
        for b in UInt8(0)..<0x80 {
            for k in 0..<8 {
                var bytes = Array("abcdefgh ijklmnop".utf8)
                bytes[k] = b
                bytes[k + 9] = b
                let t = String(decoding: bytes, as: UTF8.self)
                let f = TextFacts(t)
                XCTAssertEqual(f, reference(t), t.debugDescription)
            }
        }
    }

    /// The runs counted over the bytes (`TextFacts`) are those counted over the scalars, for every decimal
    /// digit of Unicode next to ASCII and other scripts' letters and marks.
    func testDigitRunsAsTheScalarWalk() {
        func byScalars(_ t: String, _ n: Int, _ percent: Bool) -> Bool {
            var seen = 0, inRun = false
            for s in t.unicodeScalars {
                let digit = s.properties.numericType == .decimal
                if (percent && s == "%") || (digit && !inRun) {
                    seen += 1
                    if seen == n { return true }
                }
                inRun = digit
            }
            return false
        }
        var digits: [String] = []
        for v in UInt32(0x80)...0x1FFFF {
            if let s = Unicode.Scalar(v), s.properties.numericType == .decimal { digits.append(String(s)) }
        }
        XCTAssertGreaterThan(digits.count, 500)
        let others = ["1", "2", "%", " ", "a", "é", "/", ".", "٫", "٬", "三", "삭", "😀", "\u{301}", "Ⅻ", "²", "½", "％"]
        for d in digits {
            for t in [d, d + d, d + " " + d, d + "/" + d + "/" + d, "1" + d, d + "%", "a" + d + "é" + d + "三" + d, d + "²" + d + "½" + d] {
                for (n, percent) in [(2, true), (3, false)] {
                    XCTAssertEqual(TextFacts(t).hasDigitRuns(atLeast: n, countingPercentSigns: percent), byScalars(t, n, percent), t)
                }
            }
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20000 {
            let t = (0..<Int.random(in: 1...8, using: &rng)).map { _ in (others + digits.prefix(20)).randomElement(using: &rng)! }.joined()
            for (n, percent) in [(2, true), (3, false)] {
                XCTAssertEqual(TextFacts(t).hasDigitRuns(atLeast: n, countingPercentSigns: percent), byScalars(t, n, percent), t)
            }
        }
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

/// Placeholders blanked by bytes or scalars where the text allows, as the Character walk does.
final class PlaceholderBlankingTests: XCTestCase {
    func characterBlanking(_ s: String, _ ranges: [Range<Int>]) -> String {
        var out = ""
        var k = 0
        for (n, ch) in s.enumerated() {
            while k < ranges.count && ranges[k].upperBound <= n { k += 1 }
            if k < ranges.count && ranges[k].contains(n) { out += String(repeating: " ", count: ch.utf16.count); continue }
            out.append(ch)
        }
        return out
    }

    func testSameTextAsTheCharacterWalk() {
        let texts = ["%@ liked your post", "Page %1$d of %2$lld", "%d/%d", "100%% done %@", "Line\r\n%@ after CRLF", "Carriage\r%d",
                     "Élément %@ supprimé", "%1$@ a aimé « %2$@ »", "Привет, %@!", "%d件のメッセージ", "%@さんが参加しました",
                     "🇫🇷 %@ 👨‍👩‍👧 %d", "e\u{301}%@ combining", "%@\u{301} mark after", "ok％d fullwidth", "%#@count@ left",
                     "\u{0600}%d prepend", "%", "%@", "tab\t%@"]
        for t in texts {
            let ranges = FormatSpecifiers.scan(t).ranges
            XCTAssertEqual(FormatSpecifiers.removingPlaceholders(t, ranges: ranges), characterBlanking(t, ranges), t.debugDescription)
            // Ranges that run past the text and every single position too.
            for n in 0..<(t.count + 2) {
                XCTAssertEqual(FormatSpecifiers.removingPlaceholders(t, ranges: [n..<(n + 2)]), characterBlanking(t, [n..<(n + 2)]), "\(t.debugDescription) \(n)")
            }
        }
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

/// A locale's localization is looked for where it stood in the entry before: entries that list
/// their locales in other orders, or lack some, are checked as with a search of each entry.
final class LocaleLookupTests: XCTestCase {
    private func entry(_ key: String, _ locales: [(String, String)]) -> Entry {
        let loc = SourceLocation(file: "L.xcstrings", line: 1, column: 1)
        return Entry(table: "L", key: key, sourceLocale: "en",
                     localizations: locales.map { Localization(locale: $0.0, units: [TextUnit(value: $0.1, state: .translated, location: loc)]) },
                     keyLocation: loc)
    }

    private func findings(_ entries: [Entry]) -> [String] {
        Checker(languages: try! LanguageStore()).check(Catalog(entries: entries)).findings
            .map { "\($0.key) \($0.locale) \($0.rule) \($0.text)" }.sorted()
    }

    func testOrdersAndGaps() {
        let entries = [
            entry("a.accessibilityLabel", [("en", "Delete button."), ("fr", "bouton Supprimer."), ("de", "Löschen-Taste.")]),
            entry("b.accessibilityLabel", [("de", "Taste Senden."), ("en", "send button"), ("fr", "Envoyer.")]),
            entry("c.accessibilityLabel", [("fr", "bouton."), ("en", "Play button.")]),
            entry("d.accessibilityHint", [("en", "Tap to play."), ("de", "Tippen, um abzuspielen")]),
        ]
        let all = findings(entries)
        // Each locale's findings are those of the entry checked alone, where nothing is guessed
        // (alone, an entry misses no locale of the others).
        XCTAssertEqual(all.filter { !$0.contains("missing-translation") }, entries.flatMap { findings([$0]) }.sorted())
        XCTAssertEqual(all.filter { $0.contains("missing-translation") },
                       ["c.accessibilityLabel de missing-translation ", "d.accessibilityHint fr missing-translation "])
        XCTAssertTrue(all.contains { $0.hasPrefix("b.accessibilityLabel fr ") }, "\(all)")
        XCTAssertTrue(all.contains { $0.hasPrefix("c.accessibilityLabel en ") }, "\(all)")
    }

    /// An entry made through the API with one locale twice: the first of them is checked, as before.
    func testALocaleTwice() {
        let twice = entry("a.accessibilityLabel", [("en", "Delete"), ("fr", "Supprimer"), ("fr", "bouton Supprimer.")])
        let first = entry("a.accessibilityLabel", [("en", "Delete"), ("fr", "Supprimer")])
        let before = entry("0.accessibilityLabel", [("en", "Play"), ("fr", "Lire")])
        XCTAssertEqual(findings([before, twice]).filter { $0.hasPrefix("a.") }, findings([before, first]).filter { $0.hasPrefix("a.") })
        XCTAssertFalse(findings([before, twice]).contains { $0.contains("bouton") })
    }
}

/// The registry's rules are called by type; a rule of one's own, through its closure, in order.
final class RuleDispatchTests: XCTestCase {
    func testEveryRegistryRuleIsCalledByType() {
        let unitRules = RuleRegistry.all.filter { $0.checks.contains(.units) }
        for rule in unitRules { XCTAssertNotNil(RuleDispatch.unitCode(of: rule), rule.info.id) }
        let codes = unitRules.compactMap { RuleDispatch.unitCode(of: $0) }
        XCTAssertEqual(Set(codes).count, unitRules.count, "one number per rule type")
        let localizationRules = RuleRegistry.all.filter { $0.checks.contains(.localizations) }
        XCTAssertEqual(Set(localizationRules.compactMap { RuleDispatch.localizationCode(of: $0) }).count, localizationRules.count)
        let calls = RuleCalls(RuleRegistry.all)
        for role in [Role.label, .hint, .other, nil] { XCTAssertEqual(calls.checkCount(for: role).closures, 0, "\(String(describing: role))") }
        XCTAssertEqual(calls.checkCount(for: .label).all, unitRules.filter { $0.info.applies != .hint }.count)
        XCTAssertEqual(calls.checkCount(for: nil).all, localizationRules.count)
    }

    /// A rule with a setting of its own (a stored property): called through its closure, with
    /// its own value, between the registry's rules in the order given.
    private struct WordLimitRule: Rule {
        let limit: Int
        var info: RuleInfo {
            RuleInfo(id: "test-word-limit", applies: .label, severity: .warning, summary: "", rationale: "", fix: "", examples: [])
        }
        func check(unit u: UnitContext, into out: inout FindingSink) {
            if u.words.count > limit { out.report(info, u, "over \(limit) words") }
        }
    }

    func testARuleOfItsOwn() throws {
        let loc = SourceLocation(file: "L.xcstrings", line: 1, column: 1)
        let entry = Entry(table: "L", key: "a.accessibilityLabel", sourceLocale: "en",
                          localizations: [Localization(locale: "en", units: [TextUnit(value: "Delete the selected photo.", state: .translated, location: loc)])],
                          keyLocation: loc)
        XCTAssertNil(RuleDispatch.unitCode(of: WordLimitRule(limit: 2)))
        let rules: [any Rule] = [LabelTrailingPeriodRule(), WordLimitRule(limit: 2), WordLimitRule(limit: 5), LabelLengthRule()]
        let findings = Checker(rules: rules, languages: try LanguageStore()).check(Catalog(entries: [entry])).findings
        // Four words: over 2, not over 5; label-length (3 in English) and the period are the registry's.
        XCTAssertEqual(findings.map(\.rule).sorted(), ["label-length", "label-trailing-period", "test-word-limit"])
        XCTAssertEqual(findings.filter { $0.rule == "test-word-limit" }.map(\.message), ["over 2 words"])
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
