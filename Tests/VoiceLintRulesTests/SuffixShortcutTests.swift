import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

// The suffix shortcuts give what string comparison gives: suffixes, suffix lists, the suffix index.

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
