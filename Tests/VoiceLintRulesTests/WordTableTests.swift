import XCTest
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
