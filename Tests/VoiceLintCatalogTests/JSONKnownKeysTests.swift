import Foundation
import XCTest
@testable import VoiceLintCatalog

/// The catalog's member names are found by their bytes, and nothing else is.
final class JSONKnownKeysTests: XCTestCase {
    private func known(_ s: String) -> String? {
        Array(s.utf8).withUnsafeBufferPointer { JSONKnownKeys.string($0) }
    }

    func testEveryNameIsFoundAsItself() {
        for name in JSONKnownKeys.names {
            XCTAssertEqual(known(name), name)
            XCTAssertLessThanOrEqual(name.utf8.count, 15, name)
        }
    }

    func testOtherBytesAreNot() {
        var near: [String] = ["", "a", "en", "pt-BR", "zh-Hans", "Value", "values", "valu", "stat", "states", "stringunit",
                              "localization", "localizations ", "needs-review", "translatedX", "\u{0}value", "valueé"]
        // Every name with one byte changed, added or dropped.
        for name in JSONKnownKeys.names {
            let b = Array(name.utf8)
            for k in b.indices {
                var changed = b
                changed[k] ^= 0x01
                near.append(String(decoding: changed, as: UTF8.self))
                near.append(String(decoding: b[..<k] + b[(k + 1)...], as: UTF8.self))
            }
            near.append(name + "s")
        }
        for s in near where !JSONKnownKeys.names.contains(s) {
            XCTAssertNil(known(s), s)
        }
    }

    /// A reader finds a key's name in the two words after its quote: every name, names with a
    /// byte changed, escaped or cut, and other keys read as their text, far from the end of the
    /// bytes and near it (where fewer than sixteen bytes follow).
    func testKeysReadAsTheirTextsWhereverTheyStand() throws {
        var keys = JSONKnownKeys.names + ["", "a", "ab", "abc", "pt-BR", "value\\u0041", "val\\\"ue", "stringUnitXY", "localizations1",
                                          "formatSpecifierX", "éété", "sourceLanguageZZ", "\\\\state", "st\\\\ate", "state\\t", "va\\/lue"]
        keys += JSONKnownKeys.names.map { String($0.dropLast()) } + JSONKnownKeys.names.map { $0.uppercased() }
        for key in keys {
            for padding in 0..<18 {
                let json = "{\"\(key)\":1" + String(repeating: " ", count: padding) + "}"
                let expected = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
                var read: [String] = []
                try Array(json.utf8).withUnsafeBufferPointer { buf in
                    var reader = JSONReader(cursor: buf)
                    try reader.forEachMember { r, k in
                        read.append(k)
                        _ = try r.readValue()
                    }
                }
                XCTAssertEqual(read, expected.map { Array($0.keys) }, "\(key.debugDescription) \(padding)")
            }
        }
    }

    /// String values are read eight bytes at a time up to their first quote, backslash or
    /// control character: escapes and the closing quote at every place of a word, in keys,
    /// values and catalog values, read as the texts they write; a raw control character is refused.
    func testStringsReadAsTheirTextsWithStopsAtEveryPlace() throws {
        let pieces = ["a", "é", "\"", "\\", "\n", "\t", "\u{1}", " ", "’", "漢", "😀", "0123456", "\u{7F}", "/"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            var quoted = ""
            JSONText.quote(text, into: &quoted)
            let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\(quoted)}}}}},\"x\":[\(quoted)]}"
            let entries = try XCStringsLoader.load(bytes: Array(json.utf8), file: "Test.xcstrings", table: "Test")
            XCTAssertEqual(entries.first?.localization("fr")?.units.first?.value, text, text.debugDescription)
            let node = try Array(json.utf8).withUnsafeBufferPointer { try JSONReader.parse($0) }
            guard let x = node["x"], case .array(let items) = x.value else { return XCTFail("no array") }
            XCTAssertEqual(items.first?.string, text, text.debugDescription)
        }
        // A control character written raw inside a string, at every place of a word.
        for k in 0..<17 {
            let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"" + String(repeating: "a", count: k) + "\u{1}b\"}}}}}}"
            XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(json.utf8), file: "Test.xcstrings", table: "Test"), "\(k)")
        }
    }

    /// A catalog read with the names found this way reads as before: values, states, variations.
    func testACatalogReadsTheSame() throws {
        let json = """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"Ouvre"}},
        "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Ein"}},"other":{"stringUnit":{"state":"new","value":"%lld"}}}}}}}},"version":"1.0"}
        """
        let entries = try XCStringsLoader.load(bytes: Array(json.utf8), file: "Test.xcstrings", table: "Test")
        let e = try XCTUnwrap(entries.first)
        XCTAssertEqual(e.localization("fr")?.units.first?.value, "Ouvre")
        XCTAssertEqual(e.localization("fr")?.units.first?.state, .needsReview)
        XCTAssertEqual(e.localization("de")?.units.map(\.value), ["Ein", "%lld"])
        XCTAssertEqual(e.localization("de")?.units.map(\.state), [.translated, .new])
    }
}

/// Strings quoted for JSON from their bytes in place are quoted as JSON writes each scalar.
final class JSONQuoteTests: XCTestCase {
    /// The escapes as JSON writes them, one scalar at a time.
    private func reference(_ s: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for u in s.unicodeScalars {
            switch u.value {
            case 0x22: out += Array("\\\"".utf8)
            case 0x5C: out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x2028: out += Array("\\u2028".utf8)
            case 0x2029: out += Array("\\u2029".utf8)
            case 0..<0x20:
                let hex = String(u.value, radix: 16)
                out += Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
            default: out += Array(String(u).utf8)
            }
        }
        return out + [0x22]
    }

    func testEveryPlaceOfEveryEscape() {
        let pieces = ["a", "é", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", " ", "\u{2028}", "\u{2029}", "’", "…", "—", "\u{2027}",
                      "\u{202A}", "漢", "😀", "\u{7F}", "0123456", "~}|"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20000 {
            let s = (0..<Int.random(in: 0...24, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            var out: [UInt8] = []
            JSONText.quote(s, into: &out)
            XCTAssertEqual(out, reference(s), s.debugDescription)
            var text = ""
            JSONText.quote(s, into: &text)
            XCTAssertEqual(Array(text.utf8), reference(s), s.debugDescription)
        }
    }
}
