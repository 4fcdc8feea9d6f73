import XCTest
import VoiceLintCatalog
@testable import VoiceLintRules

/// The workers take the costliest locales first; the order is a plan only, never a result.
final class LocaleScheduleTests: XCTestCase {
    private let loc = SourceLocation(file: "L.xcstrings", line: 1, column: 1)

    private func entry(_ n: Int, _ values: [(String, String)]) -> Entry {
        Entry(table: "L", key: "k\(n)", sourceLocale: "en",
              localizations: values.map { Localization(locale: $0.0, units: [TextUnit(value: $0.1, state: .translated, location: loc)]) },
              keyLocation: loc)
    }

    func testCostliestLocalesFirstTiesInOrder() {
        // Ten characters each: Latin, Arabic, Japanese; and a longer Latin text.
        let entries = (0..<50).map { n in
            entry(n, [("en", "Open photo"), ("ar", "افتح الصور"), ("ja", "写真を開く写真を開く"), ("de", "Foto öffnen, bitte jetzt"), ("fr", "Open photo")])
        }
        let locales = ["en", "ar", "ja", "de", "fr"]
        XCTAssertEqual(LocaleSchedule.order(locales, entries).map { locales[$0] }, ["ja", "de", "ar", "en", "fr"])
        // A sample of every other entry estimates the same.
        XCTAssertEqual(LocaleSchedule.order(locales, entries, sample: 25), LocaleSchedule.order(locales, entries))
        // Locales no entry has cost nothing, and keep their order at the end.
        XCTAssertEqual(LocaleSchedule.order(["xx", "ja", "yy"], entries), [1, 0, 2])
        XCTAssertEqual(LocaleSchedule.order(["en"], entries), [0])
        XCTAssertEqual(LocaleSchedule.order([], entries), [])
    }

    func testCostWeighsScripts() {
        XCTAssertEqual(LocaleSchedule.cost(of: ""), 16)
        XCTAssertEqual(LocaleSchedule.cost(of: "Open"), 16 + 4)
        XCTAssertEqual(LocaleSchedule.cost(of: "Фото"), 16 + 4)
        XCTAssertEqual(LocaleSchedule.cost(of: "صور"), 16 + 6)
        XCTAssertEqual(LocaleSchedule.cost(of: "사진"), 16 + 4)
        XCTAssertEqual(LocaleSchedule.cost(of: "写真"), 16 + 12)
        XCTAssertEqual(LocaleSchedule.cost(of: "a😀ä"), 16 + 1 + 4 + 1)
    }
}
