import XCTest
@testable import VoiceLintRules

/// The fast paths that pass over scalars by range say what the Unicode properties say.
final class CharacterRangesTests: XCTestCase {
    func testBlocksPassedOverHoldNoDecimalDigit() {
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF where !TextSearch.mayBeDecimalDigit(v) {
            if let s = Unicode.Scalar(v), s.properties.numericType == .decimal { wrong.append(v) }
        }
        XCTAssertEqual(wrong, [])
    }

    func testDecimalDigitsInEveryScript() {
        for (text, expected) in [("Page 3", true), ("٣ من ٥", true), ("３件", true), ("१२", true), ("Seite", false),
                                 ("三件", false), ("Ⅻ", false), ("²", false), ("삭제", false), ("", false)] {
            XCTAssertEqual(TextSearch.hasDecimalDigit(text), expected, text)
            XCTAssertEqual(TextSearch.hasDecimalDigit(text), text.unicodeScalars.contains { $0.properties.numericType == .decimal }, text)
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
        XCTAssertEqual(FormatSpecifiers.scan("%1$lld of %2$@, %hhd%%").placeholders.map(\.description), ["%1$lld", "%2$@", "%3$hhd"])
    }
}
