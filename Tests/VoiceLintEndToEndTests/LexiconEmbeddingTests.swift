import Foundation
import XCTest
import VoiceLintLexicons
import VoiceLintRules

/// The lexicons compiled into the binary are the ones in Lexicons/.
final class LexiconEmbeddingTests: XCTestCase {
    func testEmbeddedLexiconsMatchTheFolder() throws {
        let root = TranslationsTests.root.appendingPathComponent("Lexicons")
        var onDisk: [String: String] = [:]
        for lang in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(lang).path, isDirectory: &isDir), isDir.boolValue else { continue }
            for f in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(lang).path) where f.hasSuffix(".json") {
                onDisk["\(lang)/\(f)"] = try String(contentsOf: root.appendingPathComponent("\(lang)/\(f)"), encoding: .utf8)
            }
        }
        XCTAssertEqual(Set(onDisk.keys).sorted(), Set(EmbeddedLexicons.files.keys).sorted(), "run python3 Scripts/embed-lexicons.py")
        let stale = onDisk.filter { EmbeddedLexicons.files[$0.key] != $0.value }.map(\.key).sorted()
        XCTAssertTrue(stale.isEmpty, "\(stale) differ from the embedded copy: run python3 Scripts/embed-lexicons.py")
    }

    func testEveryLexiconDecodes() throws {
        let store = try LanguageStore()
        XCTAssertTrue(store.languages.contains("en"))
        for lang in store.languages {
            XCTAssertNotNil(store.context(for: lang).profileLanguage, lang)
        }
    }

    func testLocaleFallback() throws {
        let store = try LanguageStore()
        XCTAssertEqual(store.context(for: "en-GB").profileLanguage, "en")
        XCTAssertEqual(store.context(for: "Base").profileLanguage, "en")
        XCTAssertEqual(store.context(for: "kab").profileLanguage, "und-Latn", "no profile of its own: its script's generic one, never English's")
        XCTAssertNil(store.context(for: "qaa").profileLanguage, "no script known: the localisation rules only")
    }

    /// BCP 47 tags are case-insensitive and Apple's folders write `_` for `-`: the folder's tag
    /// as written finds its language's profile.
    func testTagsAreReadWhateverTheirCase() throws {
        let store = try LanguageStore()
        XCTAssertEqual(store.context(for: "zh-hans").profileLanguage, "zh-Hans", "kiwix's zh-hans.lproj")
        XCTAssertEqual(store.context(for: "zh-hant").profileLanguage, "zh-Hant")
        XCTAssertEqual(store.context(for: "zh_tw").profileLanguage, "zh-Hant")
        XCTAssertEqual(store.context(for: "PT-br").profileLanguage, "pt-BR")
        XCTAssertEqual(store.context(for: "de_CH").profileLanguage, "de")
        XCTAssertEqual(store.context(for: "ru_RU").profileLanguage, "ru")
        XCTAssertEqual(store.context(for: "es_419").profileLanguage, "es")
    }
}
