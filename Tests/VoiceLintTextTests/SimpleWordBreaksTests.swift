// Swift Testing, as the rest of this target (XCTest's Foundation clashes with the system ICU).
import Testing
@testable import VoiceLintText

/// The word boundaries scanned by hand (`SimpleWordBreaks`) are ICU's, token for token:
/// offsets, kinds and texts, in every locale the lexicons have.
@Suite struct SimpleWordBreaksTests {
    static let locales = ["en", "fr", "de", "es", "it", "pt-BR", "nl", "sv", "fi", "nb", "da", "pl", "tr", "az", "lt", "cs",
                          "ja", "zh-Hans", "zh-Hant", "ko", "th", "ar", "he", "ru", "uk", "hi", "vi", "id", "ca", "en_US_POSIX"]

    /// The tokens of the analyzer as it is, and with ICU alone.
    private func compare(_ a: TextAnalyzer, _ texts: [String]) -> [String] {
        var wrong: [String] = []
        for t in texts {
            a.forcesICU = false
            let fast = a.tokens(t)
            a.forcesICU = true
            let icu = a.tokens(t)
            a.forcesICU = false
            if fast != icu { wrong.append("\(a.locale) \(t.debugDescription): \(fast.map { "\($0.text)|\($0.kind)" }) vs ICU \(icu.map { "\($0.text)|\($0.kind)" })") }
        }
        return wrong
    }

    /// The probe agrees with ICU here: the scan is on (else this suite would prove nothing).
    @Test func onInTheLatinLanguages() {
        for locale in ["en", "fr", "de", "es", "it", "pt-BR", "nl", "sv", "fi", "ja", "ko", "zh-Hans", "ru", "ar", "tr"] {
            #expect(TextAnalyzer(locale: locale).usesSimpleBreaks, "\(locale)")
        }
    }

    /// Every text of up to four units over an alphabet with a unit of each class (and some
    /// ICU treats otherwise, which must go to ICU), in every locale.
    @Test func everyShortText() {
        let alphabet: [String] = ["a", "Z", "é", "1", "_", ".", "'", "’", ",", ";", ":", " ", "\r", "\n", "\u{0B}", "!", "-", "@", "\u{A0}", "×", "\t", "\u{301}", "ß"]
        var texts: [String] = []
        func extend(_ prefix: String, _ left: Int) {
            texts.append(prefix)
            guard left > 0 else { return }
            for c in alphabet { extend(prefix + c, left - 1) }
        }
        extend("", 4)
        var wrong: [String] = []
        for locale in Self.locales {
            let a = TextAnalyzer(locale: locale)
            wrong += compare(a, texts.filter { !$0.isEmpty && ($0.count <= 3 || locale == "en" || locale == "sv" || locale == "ja") })
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(20))")
    }

    /// Each letter and digit of Greek, Cyrillic, Arabic and Hangul that the scan takes, alone
    /// and beside letters, digits, marks and spaces (Hangul syllables, all of one class, sampled).
    @Test func everyLetterOfTheOtherAlphabets() {
        var scalars: [Unicode.Scalar] = []
        for v in UInt32(0x370)...0xD7A3 {
            guard let u = Unicode.Scalar(v), SimpleWordBreaks.nonASCIIClass(UInt16(v)) != .outside else { continue }
            if v >= 0xAC00 && v % 13 != 0 && v != 0xD7A3 { continue }
            scalars.append(u)
        }
        #expect(scalars.count > 900)
        var texts: [String] = []
        for u in scalars {
            let c = String(u)
            texts += [c, "a\(c)", "\(c)1", "\(c).\(c)", "\(c) \(c)", "1\(c)", "\(c)’\(c)", "\(c)_"]
        }
        var wrong: [String] = []
        for locale in ["en", "ru", "ar", "ko", "el", "ja", "zh-Hans", "tr", "he"] { wrong += compare(TextAnalyzer(locale: locale), texts) }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(20))")
    }

    /// Every text of up to three units over the other alphabets, their marks and punctuation.
    @Test func shortTextsOfTheOtherAlphabets() {
        let alphabet = ["я", "Ω", "ά", "가", "ب", "٣", "۵", "a", "1", ".", "’", ",", " ", "\u{64B}", "،", "\u{483}", "\u{640}", "\u{200F}", "\u{202F}", "\u{A0}"]
        var texts: [String] = []
        func extend(_ prefix: String, _ left: Int) {
            if !prefix.isEmpty { texts.append(prefix) }
            guard left > 0 else { return }
            for c in alphabet { extend(prefix + c, left - 1) }
        }
        extend("", 3)
        var wrong: [String] = []
        for locale in Self.locales { wrong += compare(TextAnalyzer(locale: locale), texts) }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(20))")
    }

    /// Copy as apps write it, in Latin-script languages, with the marks around words.
    @Test func copy() {
        let texts = ["Deletes the selected photo.", "L’événement d'aujourd'hui", "Straße: 3,5 km (e.g. U.S.A.)", "Wi-Fi & Bluetooth…",
                     "Öffnet die Einstellungen", "10.000,25 €", "user_name_2 @home #tag", "“Quoted” and ‘single’", "«Ouvrir» l’album",
                     "Tap  twice\r\nthen\rstop\n", "1:30 PM", "a:b:c", "Nº 5", "Çalıştır İptal", "Ąžuolas Ėjo",
                     "Удаляет выбранное фото.", "Открывает «Настройки»", "يحذف الصورة المحددة.", "الإعدادات، ٣ عناصر",
                     "선택한 사진을 삭제합니다.", "설정 열기", "Διαγράφει τη φωτογραφία.", "Ρυθμίσεις; 3,5",
                     "Qu’est-ce que Mastodon\u{202F}?", "10\u{202F}000\u{A0}€", "«\u{202F}Ouvrir\u{202F}»"]
        var wrong: [String] = []
        for locale in Self.locales { wrong += compare(TextAnalyzer(locale: locale), texts) }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }
}
