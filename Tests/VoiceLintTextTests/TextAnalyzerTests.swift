import XCTest
import VoiceLintText

final class TextAnalyzerTests: XCTestCase {
    func testEnglishWordsAndPunctuation() {
        let a = TextAnalyzer(locale: "en")
        let t = a.tokens("Play-button, 2 items.")
        XCTAssertEqual(t.filter(\.isWordLike).map(\.text), ["Play", "button", "2", "items"])
        XCTAssertEqual(t.first { $0.text == "2" }?.kind, .number)
        XCTAssertEqual(t.last?.kind, .punctuation)
        XCTAssertEqual(t.first { $0.text == " " }?.kind, .space)
    }

    func testJapaneseAndChineseSegmentWithoutSpaces() {
        let ja = TextAnalyzer(locale: "ja").words("保存ボタン")
        XCTAssertEqual(ja.map(\.text), ["保存", "ボタン"])
        let zh = TextAnalyzer(locale: "zh-Hans").words("播放按钮")
        XCTAssertEqual(zh.map(\.text), ["播放", "按钮"])
    }

    func testIteratorIsReusedAcrossStrings() {
        let a = TextAnalyzer(locale: "fr")
        XCTAssertEqual(a.words("Supprime l’événement.").map(\.text), ["Supprime", "l’événement"])
        XCTAssertEqual(a.words("Ouvre").map(\.text), ["Ouvre"])
    }

    func testGraphemes() {
        let a = TextAnalyzer(locale: "en")
        XCTAssertEqual(a.graphemeCount("e\u{301}👍🏽"), 2)
    }

    func testCase() {
        XCTAssertEqual(CaseMapping.firstCased("2 items")?.letterCase, .lower)
        XCTAssertEqual(CaseMapping.firstCased("Élan")?.letterCase, .upper)
        XCTAssertNil(CaseMapping.firstCased("保存"))
        XCTAssertNil(CaseMapping.firstCased("حذف"))
        XCTAssertTrue(CaseMapping.isAllUpper("SHARE"))
        XCTAssertFalse(CaseMapping.isAllUpper("Share"))
        XCTAssertEqual(TextAnalyzer(locale: "tr").uppercased("i"), "İ")
        XCTAssertEqual(TextAnalyzer(locale: "en").uppercased("i"), "I")
    }

    func testPluralCategories() {
        XCTAssertEqual(PluralRules.categories(for: "en"), ["one", "other"])
        XCTAssertEqual(PluralRules.categories(for: "ru"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(for: "ar"), ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(for: "fr"), ["one", "many", "other"])
        XCTAssertEqual(PluralRules.categories(for: "ja"), ["other"])
        XCTAssertEqual(PluralRules.categories(for: "pt-BR"), ["one", "many", "other"])
        XCTAssertEqual(PluralRules.select(3, locale: "ru"), "few")
    }
}
