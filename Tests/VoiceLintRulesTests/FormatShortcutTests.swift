import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

// The format shortcuts give what the full format scan gives: format characters, the percent scan, placeholder blanking.

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

final class PercentScanTests: XCTestCase {
    func testByteScanFindsEveryPercentSign() {
        for s in ["", "%", "50 %", "abc", "％@", "x％", "\u{EFBC}", "Ｅ", "ａｂｃ％", "long text without any sign at all, quite long", "終わり％d",
                  "Ａ\u{FFE0}％", "\u{FFE0}\u{FFFF}ab", "\u{F000}", "ｘｙ", "Ｅ%"] {
            XCTAssertEqual(FormatSpecifiers.mayHavePlaceholder(s), s.unicodeScalars.contains { $0 == "%" || $0 == "\u{FF05}" }, s)
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
