import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

// The counter shortcut gives what the full counter pattern gives.

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
