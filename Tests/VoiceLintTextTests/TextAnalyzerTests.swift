// Swift Testing, not XCTest: XCTest imports Foundation, whose own ICU headers
// clash with the system ICU that VoiceLintText is built on (see DESIGN notes).
import Testing
import VoiceLintText

@Suite struct TextAnalyzerTests {
    /// The analyzer writes each text's tokens into arrays it hands out again once they are let
    /// go: arrays still held keep their text's tokens while later texts are tokenised, in turn
    /// and out of turn, and a text tokenised again gets what it got the first time.
    @Test func heldTokensStayTheirTextsWhileOthersAreMade() {
        let analyzer = TextAnalyzer(locale: "en")
        let texts = ["Deletes the photo.", "Play", "Moves the note to the folder, then closes it.", "", "OK", "Zoom in or out of the map."]
        func words(_ r: (tokens: [TokenSpan], words: [TokenSpan], units: [UInt16])) -> [String] { r.words.map { $0.text(in: r.units) } }
        let first = texts.map { analyzer.spansWordsAndUnits($0) }
        let firstWords = first.map(words)
        #expect(firstWords[0] == ["Deletes", "the", "photo"])
        #expect(firstWords[2].count == 9)
        #expect(firstWords[3] == [])
        var held = first
        for round in 0..<4 {
            for (i, t) in texts.enumerated().reversed() {
                let again = analyzer.spansWordsAndUnits(t)
                #expect(words(again) == firstWords[i])
                #expect(again.tokens == first[i].tokens)
                // Let one set go in turn: its memory is written over by the next texts.
                if i % 2 == round % 2 { held[i] = again }
            }
            #expect(held.map(words) == firstWords)
            #expect(zip(held, first).allSatisfy { $0.tokens == $1.tokens && $0.units == $1.units })
        }
    }

    @Test func englishWordsAndPunctuation() {
        let a = TextAnalyzer(locale: "en")
        let t = a.tokens("Play-button, 2 items.")
        #expect(t.filter(\.isWordLike).map(\.text) == ["Play", "button", "2", "items"])
        #expect(t.first { $0.text == "2" }?.kind == .number)
        #expect(t.last?.kind == .punctuation)
        #expect(t.first { $0.text == " " }?.kind == .space)
    }

    @Test func asciiMarksAndSpacesHaveTheirKinds() {
        let a = TextAnalyzer(locale: "en")
        for (text, kind) in [(" ", TokenKind.space), ("\t", .space), (".", .punctuation), (",", .punctuation), ("#", .punctuation),
                             ("$", .symbol), ("+", .symbol), ("^", .symbol), ("|", .symbol), ("€", .symbol), ("。", .punctuation)] {
            #expect(a.tokens(text).map(\.kind) == [kind], "\(text)")
        }
    }

    @Test func wordTextsAreTheWordsTexts() {
        for (locale, text) in [("en", "Play-button, 2 items."), ("ja", "イベントを削除します。"), ("zh", "分享嘟文链接"), ("ko", "이벤트를 삭제합니다."),
                               ("fr", "S’ouvre dans Safari"), ("ar", "اُنقُر مرتين"), ("th", "ลบกิจกรรม"), ("en", ""), ("en", "  "), ("de", "e\u{301} \u{301}x")] {
            let a = TextAnalyzer(locale: locale)
            #expect(a.wordTexts(text) == a.words(text).map(\.text), "\(locale) \(text)")
        }
    }

    @Test func japaneseAndChineseSegmentWithoutSpaces() {
        #expect(TextAnalyzer(locale: "ja").words("保存ボタン").map(\.text) == ["保存", "ボタン"])
        #expect(TextAnalyzer(locale: "zh-Hans").words("播放按钮").map(\.text) == ["播放", "按钮"])
    }

    @Test func iteratorIsReusedAcrossStrings() {
        let a = TextAnalyzer(locale: "fr")
        #expect(a.words("Supprime l’événement.").map(\.text) == ["Supprime", "l’événement"])
        #expect(a.words("Ouvre").map(\.text) == ["Ouvre"])
    }

    @Test func graphemes() {
        #expect(TextAnalyzer(locale: "en").graphemeCount("e\u{301}👍🏽") == 2)
    }

    @Test func letterCase() {
        #expect(CaseMapping.firstCased("2 items")?.letterCase == .lower)
        #expect(CaseMapping.firstCased("Élan")?.letterCase == .upper)
        #expect(CaseMapping.firstCased("保存") == nil)
        #expect(CaseMapping.firstCased("حذف") == nil)
        #expect(CaseMapping.isAllUpper("SHARE"))
        #expect(!CaseMapping.isAllUpper("Share"))
        #expect(TextAnalyzer(locale: "tr").uppercased("i") == "İ")
        #expect(TextAnalyzer(locale: "en").uppercased("i") == "I")
    }

    @Test func pluralCategories() {
        #expect(PluralRules.categories(for: "en") == ["one", "other"])
        #expect(PluralRules.categories(for: "ru") == ["one", "few", "many", "other"])
        #expect(PluralRules.categories(for: "ar") == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralRules.categories(for: "fr") == ["one", "many", "other"])
        #expect(PluralRules.categories(for: "ja") == ["other"])
        #expect(PluralRules.categories(for: "pt-BR") == ["one", "many", "other"])
        #expect(PluralRules.select(3, locale: "ru") == "few")
    }
}
