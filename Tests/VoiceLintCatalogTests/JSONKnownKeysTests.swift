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
