import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintRules
@testable import VoiceLintReport

/// Objects written straight into a report's bytes are laid out as `JSONValueOut` lays out
/// the same values, and a SARIF result is the one its value tree gave.
final class JSONMemberWriterTests: XCTestCase {
    private let awkward = "quote \" backslash \\ tab \t line\u{2028}end é 中 \u{1}"

    func testLayoutAsJSONValueOut() {
        for level in [1, 3, 5] {
            let out = ReportOutput()
            var o = JSONMemberWriter(out, level: level)
            o.string("a", awkward)
            o.int("n", 7)
            o.int("big", -12345)
            o.object("empty") { _ in }
            o.object("inner") { i in
                i.string("s", pieces: { p in
                    p.writeJSONEscaped("[")
                    p.writeJSONEscaped(self.awkward)
                    p.writeJSONEscaped("]")
                })
                i.object("deeper") { $0.int("x", 12) }
            }
            o.arrayOfOneObject("list") { $0.string("only", "one") }
            o.close()
            let tree: JSONValueOut = .object([
                ("a", .string(awkward)), ("n", .int(7)), ("big", .int(-12345)), ("empty", .object([])),
                ("inner", .object([("s", .string("[" + awkward + "]")), ("deeper", .object([("x", .int(12))]))])),
                ("list", .array([.object([("only", .string("one"))])])),
            ])
            XCTAssertEqual(out.text, tree.render(indent: level - 1), "level \(level)")
        }
        let out = ReportOutput()
        JSONMemberWriter(out, level: 2).close()
        XCTAssertEqual(out.text, "{}")
    }

    func testEscapedInPiecesIsQuotedWhole() {
        var whole: [UInt8] = [], pieces: [UInt8] = [0x22]
        JSONText.quote(awkward + awkward, into: &whole)
        JSONText.escape(awkward, into: &pieces)
        JSONText.escape(awkward, into: &pieces)
        pieces.append(0x22)
        XCTAssertEqual(pieces, whole)
    }

    /// The fingerprint hashes the fields one after another: the hash of the fields joined by NULs.
    func testFingerprintIsTheHashOfTheJoinedFields() {
        let f = Finding(rule: "hint-verb-form", severity: .warning, role: .hint, locale: "fr", table: "Localizable", key: "delete.hint",
                        variant: "plural.one", text: "Supprimer l’événement.", message: "m", location: SourceLocation(file: "a.xcstrings", line: 3, column: 4))
        let joined = [f.table, f.key, f.variant, f.locale, f.rule, f.text].joined(separator: "\u{0}")
        XCTAssertEqual(SARIFReporter.fingerprint(f), SARIFReporter.fnv1a64(joined))
        XCTAssertEqual(SARIFReporter.fnv1a64(""), "cbf29ce484222325")
    }
}

/// Numbers written digit by digit in place read as `String(n)` does, at every length.
final class ReportOutputNumberTests: XCTestCase {
    func testNumbersAsTheirDescription() {
        var numbers = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, 123_456_789, Int.max, -1, -10, Int.min]
        var p = 1
        for _ in 0..<18 { p *= 10; numbers += [p - 1, p, p + 1] }
        let out = ReportOutput()
        var expected = ""
        for n in numbers {
            out.write(ascii: "[")
            out.write(n)
            expected += "[" + String(n)
        }
        XCTAssertEqual(out.text, expected)
    }
}
