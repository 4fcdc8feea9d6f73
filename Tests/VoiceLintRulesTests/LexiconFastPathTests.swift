import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintLexicons
import VoiceLintText
@testable import VoiceLintRules

/// The lexicon's fast paths give what the general ones give: the readers what
/// JSONDecoder reads, the byte-keyed index what String equality matches, the simple
/// fold what ICU's lower case gives.
final class LexiconFastPathTests: XCTestCase {
    func files(_ name: String) -> [(String, String)] {
        EmbeddedLexicons.files.filter { $0.key.hasSuffix("/" + name) }.sorted { $0.key < $1.key }
    }

    func describe(_ verbs: [VerbEntry]) -> [String] {
        verbs.map { v in
            "\(v.concept ?? "-")|\(v.lemma)|\(v.third)|" + (v.wrong ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ";")
        }
    }

    /// Every default verbs.json takes the scanner, and it reads what JSONDecoder reads.
    func testVerbsScannerReadsEveryDefaultLexiconAsJSONDecoderDoes() throws {
        XCTAssertFalse(files("verbs.json").isEmpty)
        for (path, text) in files("verbs.json") {
            let scanned = try XCTUnwrap(VerbsScanner.read(text), "\(path): the scanner gave up")
            let decoded = try JSONDecoder().decode(VerbFile.self, from: Data(text.utf8)).verbs
            XCTAssertEqual(describe(scanned), describe(decoded), path)
        }
    }

    /// The scanner gives up, and JSONDecoder decides, wherever the text is not the plain shape.
    func testVerbsScannerGivesUpOnAnythingElse() throws {
        let ok = #"{"$comment": ["a", "b\n"], "verbs": [{"$comment": "x", "lemma": "open", "third": ["opens"], "wrong": {"imperative": ["open"]}}]}"#
        XCTAssertEqual(VerbsScanner.read(ok).map(describe), ["-|open|[\"opens\"]|imperative=[\"open\"]"])
        let escaped = #"{"verbs": [{"lemma": "שלח דוא\"ל", "third": ["a\\b\/c\td"]}]}"#
        let decoded = try JSONDecoder().decode(VerbFile.self, from: Data(escaped.utf8))
        XCTAssertEqual(VerbsScanner.read(escaped).map(describe), describe(decoded.verbs))
        for bad in [
            #"{"verbs": [{"lemma": "op\u0065n", "third": ["opens"]}]}"#, // a \u escape in a value
            #"{"verbs": [{"lemma": "open", "lemma": "shut", "third": ["opens"]}]}"#, // a key twice
            #"{"verbs": [{"lemma": "open", "third": ["opens"], "wrong": {"sometimes": ["open"]}}]}"#, // an unknown kind
            #"{"verbs": [{"lemma": "open", "third": ["opens"], "n": 1}]}"#, // a number
            #"{"verbs": [{"lemma": "open", "third": ["opens"]}]} x"#, // trailing text
            #"{"verbs": [{"lemma": "open", "third": ["opens"],}]}"#, // trailing comma
            #"{"$comment": "\u00e9", "verbs": []}"#, // \u escapes go to the general reader
            #"{"other": [], "verbs": []}"#,
            #"{"verbs": [{"third": ["opens"]}]}"#, // no lemma
        ] {
            XCTAssertNil(VerbsScanner.read(bad), bad)
        }
    }

    /// Every default words.json takes the fast reader, and it reads what JSONDecoder reads.
    func testWordsReaderReadsEveryDefaultLexiconAsJSONDecoderDoes() throws {
        for (path, text) in files("words.json") {
            let fast = try XCTUnwrap(WordLists.read(text), "\(path): the fast reader gave up")
            let decoded = try JSONDecoder().decode(WordLists.self, from: Data(text.utf8))
            XCTAssertEqual(fast.lists, decoded.lists, path)
            XCTAssertEqual(fast.maps, decoded.maps, path)
        }
        XCTAssertNil(WordLists.read(#"{"nouns": ["a"], "nouns": ["b"]}"#))
        XCTAssertNil(WordLists.read(#"{"hintBadStarts": {"you": "polite"}}"#))
        XCTAssertNil(WordLists.read(#"{"unknownKey": []}"#))
        XCTAssertNil(WordLists.read(#"{"nouns": [1]}"#))
    }

    /// Every verb form is found as the table of joined spellings the index replaces finds
    /// it: a right form by the last verb that spells it, a wrong one by the first, a form
    /// that is both stays right.
    func testVerbFormsAreTheJoinedSpellingTables() throws {
        let store = try LanguageStore()
        for locale in store.languages where !LanguageStore.isGeneric(locale) { // (a script's generic profile has no verbs)
            let c = store.context(for: locale)
            let split: (String) -> [String] = { phrase in
                let folded = LanguageContext.fold(phrase, c.analyzer)
                if LanguageContext.splitsAtSpaces(folded) { return folded.split(separator: " ").map(String.init) }
                return c.analyzer.words(folded).map(\.text)
            }
            var table: [String: VerbForm] = [:]
            var spellings: [[String]] = []
            let verbs = try store.chain(for: locale).lazy.compactMap { try store.folder($0)?.verbs }.first ?? []
            for v in verbs {
                guard let third = v.third.first else { continue }
                for t in v.third {
                    let words = split(t)
                    table[words.joined(separator: " ")] = VerbForm(kind: .third, lemma: v.lemma, third: t)
                    spellings.append(words)
                }
                for (kind, list) in (v.wrong ?? [:]).sorted(by: { $0.key < $1.key }) {
                    for w in list {
                        let words = split(w)
                        let key = words.joined(separator: " ")
                        spellings.append(words)
                        if table[key] == nil { table[key] = VerbForm(kind: kind, lemma: v.lemma, third: third) }
                    }
                }
            }
            XCTAssertFalse(spellings.isEmpty, locale)
            for words in spellings where !words.isEmpty {
                let expected = table[words.joined(separator: " ")]!
                let found = c.verbForm(words, at: 0)
                XCTAssertEqual(found?.length, words.count, "\(locale) \(words)")
                XCTAssertEqual(found.map { "\($0.form.kind) \($0.form.lemma) \($0.form.third)" },
                               "\(expected.kind) \(expected.lemma) \(expected.third)", "\(locale) \(words)")
            }
        }
    }

    /// Where `splitsAtSpaces` lets a lexicon phrase be split at its spaces, ICU splits it
    /// there and nowhere else: every phrase list and verb form of every default lexicon.
    func testPhrasesSplitAtSpacesAsICUSplitsThem() throws {
        let store = try LanguageStore()
        var checked = 0
        for locale in store.languages {
            guard let folder = try store.folder(locale) else { continue }
            let analyzer = TextAnalyzer(locale: locale)
            var phrases: [String] = []
            for (key, list) in folder.words?.lists ?? [:] where key.shape == .phrases { phrases += list }
            for v in folder.verbs ?? [] { phrases += v.third + (v.wrong ?? [:]).values.flatMap { $0 } }
            for p in phrases {
                let folded = LanguageContext.fold(p, analyzer)
                guard LanguageContext.splitsAtSpaces(folded) else { continue }
                XCTAssertEqual(LanguageContext.wordsBetweenSpaces(folded), analyzer.wordTexts(folded), "\(locale): \(p)")
                XCTAssertEqual(LanguageContext.wordsBetweenSpaces(folded), folded.split(separator: " ").map(String.init), "\(locale): \(p)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50_000)
    }

    /// ICU keeps Hangul syllables together and breaks only at spaces: every syllable, in runs
    /// of 64 and alone between spaces, in Korean and in the root locale.
    func testHangulSyllablesSplitOnlyAtSpaces() {
        let syllables = (0xAC00...0xD7A3).map { String(Unicode.Scalar($0)!) }
        for locale in ["ko", "en"] {
            let analyzer = TextAnalyzer(locale: locale)
            for start in stride(from: 0, to: syllables.count, by: 64) {
                let run = syllables[start..<min(start + 64, syllables.count)]
                let word = run.joined()
                XCTAssertTrue(LanguageContext.splitsAtSpaces(word))
                XCTAssertEqual(analyzer.wordTexts(word), [word], "\(locale) U+\(String(0xAC00 + start, radix: 16, uppercase: true))")
                let spaced = run.joined(separator: " ")
                XCTAssertEqual(analyzer.wordTexts(spaced), Array(run), locale)
            }
        }
        XCTAssertFalse(LanguageContext.splitsAtSpaces("가  나"), "two spaces")
        XCTAssertFalse(LanguageContext.splitsAtSpaces("가나 ㄱ"), "a lone jamo is not a syllable")
    }

    func testWordsKeyOrdinalIsItsPlaceInAllCases() {
        for (n, k) in WordsKey.allCases.enumerated() { XCTAssertEqual(k.ordinal, n, k.rawValue) }
    }

    /// A word table finds a word exactly when `String` would call the two equal.
    func testWordTableFindsWhatStringEqualityFinds() {
        let words = ["cafe\u{301}", "café", "cafe", "Å", "A\u{30A}", "\u{212B}", "가", "\u{1100}\u{1161}", "ﾃｽﾄ", "テスト",
                     "だ", "た\u{3099}", "กู่", "ก\u{E48}\u{E39}", "ά", "\u{3B1}\u{301}", "й", "и\u{306}", "ё", "", "x"]
        for a in words {
            var one = WordTable()
            one.insert(a)
            for b in words {
                XCTAssertEqual(one.number(of: b) != nil, a == b, "\(a.unicodeScalars.map(\.value)) vs \(b.unicodeScalars.map(\.value))")
            }
        }
        // All of them in one table: each is found under the number of its first equal.
        var all = WordTable()
        for w in words { all.insert(w) }
        for w in words {
            let n = all.number(of: w)
            XCTAssertNotNil(n, w)
            XCTAssertEqual(n.map { all.word($0) == w }, true, w)
        }
        XCTAssertEqual(all.count, Set(words).count)
        // Enough words to grow the table many times.
        var many = WordTable()
        for i in 0..<5000 { XCTAssertEqual(many.insert("w\(i)").number, i) }
        for i in 0..<5000 { XCTAssertEqual(many.number(of: "w\(i)"), i) }
        XCTAssertNil(many.number(of: "w5000"))
        XCTAssertTrue(CaseMapping.isKnownNFC("привет мир"))
        XCTAssertFalse(CaseMapping.isKnownNFC("e\u{301}"))
    }

    /// What the quick scan calls NFC is NFC, alone and before a combining mark or a voicing mark.
    func testKnownNFCIsNFC() {
        var wrong: [UInt32] = []
        for v in UInt32(0)...0xFFFF {
            guard let s = Unicode.Scalar(v), CaseMapping.isKnownNFC(String(s)) else { continue }
            for text in [String(s), String(s) + "a", "a" + String(s)] where text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) != text.unicodeScalars.map(\.value) {
                wrong.append(v)
            }
        }
        XCTAssertEqual(wrong, [])
        for text in ["e\u{301}", "か\u{3099}", "\u{1100}\u{1161}", "ก\u{E48}", "A\u{30A}", "😀"] {
            XCTAssertFalse(CaseMapping.isKnownNFC(text), text)
            XCTAssertEqual(CaseMapping.nfc(text).unicodeScalars.map(\.value), text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value), text)
        }
    }

    /// Every character folding keeps as it is is its own lower case in every locale whose rules
    /// differ, and NFC alone and beside a letter.
    func testFoldedCharactersAreTheirOwnLowerCase() throws {
        let store = try LanguageStore()
        var folded: [Unicode.Scalar] = []
        for v in UInt32(0)...0xFFFF {
            if let u = Unicode.Scalar(v), LanguageContext.isFoldedScalar(u) { folded.append(u) }
        }
        XCTAssertTrue(folded.contains("\u{2019}") && folded.contains("\u{B7}") && folded.contains("\u{663}"))
        for locale in ["en", "tr", "az", "lt", "el", "nl", "fr", "ca", "ar", "fa", "ru", "ja"] {
            let analyzer = store.context(for: locale).analyzer
            var wrong: [String] = []
            for u in folded {
                let word = "l" + String(u) + "a"
                if analyzer.lowercased(word) != word || LanguageContext.fold(word, analyzer) != word
                    || word.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) != word.unicodeScalars.map(\.value) {
                    wrong.append("U+\(String(u.value, radix: 16))")
                }
            }
            XCTAssertEqual(wrong, [], locale)
        }
        for (locale, word, lower) in [("fr", "L’Image", "l’image"), ("it", "Dell’App", "dell’app"), ("ca", "Col·lecció", "col·lecció"), ("ar", "٣ صور", "٣ صور")] {
            let analyzer = store.context(for: locale).analyzer
            XCTAssertEqual(LanguageContext.fold(word, analyzer), lower, word)
            XCTAssertEqual(LanguageContext.fold(word, analyzer), analyzer.lowercased(CaseMapping.nfc(word)), word)
        }
    }

    /// A word's lower case written in one pass from its UTF-16 units is the lower case of its
    /// text, for characters of the Basic Multilingual Plane beside a kept letter, a capital
    /// and Thai, in every locale whose rules differ.
    func testOnePassFoldOfUnitsIsFold() throws {
        let store = try LanguageStore()
        for locale in ["en", "tr", "lt", "ru", "th"] {
            let context = store.context(for: locale)
            var wrong: [String] = [], onePass = 0
            // Every scalar of the alphabets, and a sample of the blocks of Han, Hangul and the rest.
            for v in Array(UInt32(0x80)..<0x3400) + Array(stride(from: UInt32(0x3400), through: 0xFFFF, by: 37)) {
                guard let u = Unicode.Scalar(v) else { continue }
                for word in [String(u), "a" + String(u), "É" + String(u) + "я", "Ж" + String(u), "ไ" + String(u), "A" + String(u), "ß" + String(u) + "B"] {
                    let units = Array(word.utf16)
                    let lower = units.withUnsafeBufferPointer { context.lowerKnowingNFC(units: $0).lower }
                    let fold = LanguageContext.fold(word, context.analyzer)
                    if lower.unicodeScalars.map(\.value) != fold.unicodeScalars.map(\.value) {
                        wrong.append("\(word) U+\(String(v, radix: 16))")
                    }
                    if units.withUnsafeBufferPointer({ LanguageContext.foldSimple(units: $0, latin: context.analyzer.lowersLatinAsRoot) }) != nil { onePass += 1 }
                }
            }
            XCTAssertEqual(wrong.prefix(20), [], locale)
            // The one pass takes most words of the common alphabets.
            XCTAssertGreaterThan(onePass, 5_000, locale)
        }
        // Surrogates, paired or not, take the general path.
        for units: [UInt16] in [[0xD800], [0x61, 0xDC00], Array("😀".utf16), [0x41, 0x62, 0xD83D]] {
            XCTAssertNil(units.withUnsafeBufferPointer { LanguageContext.foldSimple(units: $0, latin: true) }, "\(units)")
        }
    }

    /// The flags found as each word is lowered (skipping the NFC scan where the lowering knows
    /// it) are those of the lower-case word looked up on its own, for every word of every
    /// language's lists as written, capitalised and in capitals, decomposed, and with Thai marks.
    func testFlagsMadeWithTheLowerCaseAreTheLookups() throws {
        let store = try LanguageStore()
        var checked = 0
        for language in store.languages {
            let context = store.context(for: language)
            var words: [String] = []
            // The lists the flags come from (their phrases' first words), and words of the others.
            for key in [WordsKey.gestures, .controlTypes, .abbreviations, .unitAbbreviations, .particles, .states, .requestWords, .contentPhrases] {
                words += context.words(key).map { String($0.split(separator: " ").first ?? "") }
            }
            for key in WordsKey.allCases { words += context.words(key).prefix(20).map { $0 } }
            // Compounds that end with a control word, and a few phrases' first words.
            words += context.phrases(.controlTypes).singleWords.prefix(10).map { "fotoalbum" + $0 }
            words += context.phrases(.contentPhrases).firstWords.prefix(10)
            words = Array(Set(words)).sorted().flatMap { w in
                [w, w.capitalized, w.uppercased(), w.decomposedStringWithCanonicalMapping, w + "ไ\u{E48}\u{E38}"]
            }
            guard !words.isEmpty else { continue }
            checked += 1
            var wrong: [String] = [], flagged = 0, insideSeen = 0
            // A phrase list's flag is on exactly for the words its phrases start with.
            let lists: [(WordFlags, WordsKey)] = [(.gestureStart, .gestures), (.controlStart, .controlTypes), (.stateStart, .states), (.requestStart, .requestWords),
                                                  (.contentStart, .contentPhrases)]
            let starts = lists.map { ($0.0, Set(context.phrases($0.1).firstWords)) }
            for w in words {
                let units = Array(w.utf16)
                let (lower, flags) = context.lowerWithFlags([TokenSpan(kind: .word, start: 0, end: units.count)], in: units)
                if flags != [context.flags(of: lower[0])] || lower[0] != context.lower(w) { wrong.append(w) }
                if starts.contains(where: { flags[0].contains($0.0) != $0.1.contains(lower[0]) }) { wrong.append(w) }
                // A control word inside the word, where compounds are one word.
                let inside = context.profile.compounds != .words && context.controlTypeInside(lower[0]) != nil
                if flags[0].contains(.controlInside) != inside { wrong.append(w) }
                if inside { insideSeen += 1 }
                if flags[0] != [] { flagged += 1 }
            }
            XCTAssertEqual(wrong.prefix(10), [], language)
            XCTAssertGreaterThan(flagged, 0, language)
            if context.profile.compounds != .words && !context.phrases(.controlTypes).singleWords.isEmpty { XCTAssertGreaterThan(insideSeen, 0, language) }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// The lower-case words and flags are written into arrays the context hands out again once
    /// they are let go: arrays still held keep their words while later texts are lowered.
    func testHeldLowerWordsStayTheirTextsWhileOthersAreMade() throws {
        let context = try LanguageStore().context(for: "en")
        let texts = ["Deletes the BUTTON", "Tap", "Shows the next track in the playlist", "Swipe up or down"]
        func lowered(_ t: String) -> (lower: [String], flags: [WordFlags]) {
            let (_, words, units) = context.analyzer.spansWordsAndUnits(t)
            return context.lowerWithFlags(words, in: units)
        }
        let first = texts.map(lowered)
        XCTAssertEqual(first[0].lower, ["deletes", "the", "button"])
        XCTAssertTrue(first[0].flags[2].contains(.controlStart))
        var held = first
        for round in 0..<4 {
            for (i, t) in texts.enumerated().reversed() {
                let again = lowered(t)
                XCTAssertEqual(again.lower, first[i].lower)
                XCTAssertEqual(again.flags, first[i].flags)
                if i % 2 == round % 2 { held[i] = again }
            }
            XCTAssertEqual(held.map(\.lower), first.map(\.lower))
            XCTAssertEqual(held.map(\.flags), first.map(\.flags))
        }
    }

    /// A control word inside a longer word is found, where compounds are written as one word,
    /// as the first of the list (in its order) whose bytes the word holds: in every language
    /// whose compounds are substrings, for words made of control words and other text.
    func testControlTypeInsideIsTheFirstListedWordInside() throws {
        let store = try LanguageStore()
        var checked = 0
        for language in store.languages {
            let context = store.context(for: language)
            guard context.profile.compounds == .substring else { continue }
            let controls = context.phrases(.controlTypes).singleWords
            guard !controls.isEmpty else { continue }
            checked += 1
            func reference(_ word: String) -> String? {
                let w = Array(word.utf8)
                return controls.first { c in
                    let b = Array(c.utf8)
                    return w.count > b.count && (0...(w.count - b.count)).contains { Array(w[$0..<($0 + b.count)]) == b }
                }
            }
            let others = ["写真", "設定", "메시지", "a", "中", "ー", "の", "를"]
            var rng = SystemRandomNumberGenerator()
            var found = 0
            for _ in 0..<3000 {
                let word = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                    Bool.random(using: &rng) ? controls.randomElement(using: &rng)! : others.randomElement(using: &rng)!
                }.joined()
                let inside = context.controlTypeInside(word)
                XCTAssertEqual(inside, reference(word), "\(language) \(word)")
                if inside != nil { found += 1 }
            }
            XCTAssertGreaterThan(found, 100, language)
        }
        XCTAssertGreaterThan(checked, 2)
    }

    /// The words lowered before are found again by their units, with what was kept for them,
    /// and only they: up to the memo's capacity, past which new words are not kept.
    func testLoweredWordsAreFoundByTheirUnits() {
        var memo = LoweredWords()
        func key(_ n: Int) -> [UInt16] { Array("w\(n)é".utf16) + (n % 3 == 0 ? [0xD83D, 0xDE00] : []) }
        let total = LoweredWords.capacity + 500
        for n in 0..<total {
            let k = key(n)
            k.withUnsafeBufferPointer { b in
                let h = LoweredWords.hash(b)
                XCTAssertNil(memo.find(b, hash: h))
                memo.insert(b, hash: h, lower: "l\(n)", flags: n % 2 == 0 ? .particle : [])
            }
        }
        XCTAssertEqual(memo.count, LoweredWords.capacity)
        for n in stride(from: 0, to: total, by: 7) {
            key(n).withUnsafeBufferPointer { b in
                let found = memo.find(b, hash: LoweredWords.hash(b))
                if n < LoweredWords.capacity {
                    XCTAssertEqual(found?.lower, "l\(n)")
                    XCTAssertEqual(found?.flags, n % 2 == 0 ? .particle : [])
                } else {
                    XCTAssertNil(found)
                }
            }
        }
        // A prefix, a longer word and no units are other words.
        for k in [Array("w1".utf16), Array("w1éé".utf16), []] {
            k.withUnsafeBufferPointer { b in XCTAssertNil(memo.find(b, hash: LoweredWords.hash(b))) }
        }
    }

    /// The capitals folded without ICU fold as ICU does, in every locale whose rules differ.
    func testSimpleCapitalsFoldAsICUDoes() throws {
        let store = try LanguageStore()
        var capitals = Array(0x400...0x42F) + Array(0x41...0x5A) + Array(0xC0...0xDE)
        capitals.removeAll { $0 == 0xD7 }
        for locale in ["en", "ru", "de", "tr", "az", "lt", "el", "nl"] {
            let analyzer = store.context(for: locale).analyzer
            for v in capitals {
                let word = String(Unicode.Scalar(UInt32(v))!) + "аbéя"
                XCTAssertEqual(LanguageContext.fold(word, analyzer), analyzer.lowercased(word), "\(locale) U+\(String(v, radix: 16))")
            }
            for word in ["Удалить", "ÉCRAN Été", "Ölçü", "İptal", "Ìà", "Straße", "ΣΟΦΊΑ", "Thai ไทย", "Delete", "OK", "ЁЛКА Ѐ", "L’Été", "Ab1_Z"] {
                XCTAssertEqual(LanguageContext.fold(word, analyzer), analyzer.lowercased(CaseMapping.nfc(word)), "\(locale) \(word)")
            }
        }
    }
}
