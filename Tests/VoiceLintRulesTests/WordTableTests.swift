import Foundation
import XCTest
import VoiceLintLexicons
@testable import VoiceLintRules

/// The lexicon's word tables answer as a `Set<String>` does: canonically equivalent texts are
/// the same word, whatever the quick answers taken before a word is hashed.
final class WordTableTests: XCTestCase {
    func testLookupsAsASetOfStrings() {
        let words = ["tap", "x", "été", "e\u{301}clair", "ä", "naïve", "中文", "Привет", "double tap", "9"]
        let set = WordSet(words)
        let reference = Set(words)
        let asked = ["tap", "taps", "ta", "t", "x", "y", "", "ete", "e\u{301}te\u{301}", "été", "éclair", "e\u{301}clair",
                     "a\u{308}", "ä", "a", "naive", "nai\u{308}ve", "中文", "中", "Привет", "привет", "double tap", "double", "9", "99"]
        for w in asked {
            XCTAssertEqual(set.contains(w), reference.contains(w), w.debugDescription)
        }
    }

    func testRandomWordsAsASetOfStrings() {
        // Letters, a combining mark and precomposed letters: words that start alike, that are
        // equivalent only once composed, and that start with a byte no word of the table has.
        let pieces = ["a", "b", "e", "\u{301}", "\u{308}", "é", "ä", " ", "z"]
        var rng = SystemRandomNumberGenerator()
        func word() -> String { (0..<Int.random(in: 1...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined() }
        for _ in 0..<200 {
            let words = (0..<Int.random(in: 1...6, using: &rng)).map { _ in word() }
            let set = WordSet(words), reference = Set(words)
            for _ in 0..<50 {
                let w = word()
                XCTAssertEqual(set.contains(w), reference.contains(w), "\(words.map(\.debugDescription)) \(w.debugDescription)")
            }
        }
    }
}

/// One lookup of a word's flags answers as the lists themselves do, in every language of
/// the lexicons: for each list's words, their decomposed and capitalised forms, and others.
final class WordFlagsTests: XCTestCase {
    func testFlagsAsTheLists() throws {
        let store = try LanguageStore()
        let locales = Set(EmbeddedLexicons.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }).filter { !$0.contains(".") }.sorted()
        XCTAssertGreaterThan(locales.count, 20)
        for locale in locales {
            let l = store.context(for: locale)
            var asked = Set<String>()
            for w in l.phrases(.gestures).firstWords + l.phrases(.controlTypes).firstWords + l.abbreviations.keys
                + l.unitAbbreviations.keys + Array(l.words(.particles)) {
                asked.insert(w)
                asked.insert(String(w.decomposedStringWithCanonicalMapping))
                asked.insert(w + "s")
                asked.insert(String(w.dropLast()))
            }
            asked.formUnion(["", "tap", "button", "ok", "min", "the", "の", "は", "を", "버튼", "кнопка", "e\u{301}"])
            var checked = 0
            for w in asked {
                let f = l.flags(of: w)
                XCTAssertEqual(f.contains(.gestureStart), l.phrases(.gestures).starts(with: w), "\(locale) \(w.debugDescription) gesture")
                XCTAssertEqual(f.contains(.controlStart), l.phrases(.controlTypes).starts(with: w), "\(locale) \(w.debugDescription) control")
                XCTAssertEqual(f.contains(.abbreviation), l.abbreviations[w] != nil, "\(locale) \(w.debugDescription) abbreviation")
                XCTAssertEqual(f.contains(.unitAbbreviation), l.unitAbbreviations[w] != nil, "\(locale) \(w.debugDescription) unit")
                XCTAssertEqual(f.contains(.particle), l.words(.particles).contains(w), "\(locale) \(w.debugDescription) particle")
                if !f.isEmpty { checked += 1 }
            }
            // (A script's generic profile has no word lists: no flags to find.)
            if l.hasProfile && !LanguageStore.isGeneric(locale) { XCTAssertGreaterThan(checked, 0, locale) }
        }
    }
}
