import Foundation
import XCTest
import VoiceLintLexicons
import VoiceLintText
@testable import VoiceLintRules

/// The verb tables embedded in the binary are the ones the lexicons build, and a table read
/// back from its bytes answers every lookup as the table built from `verbs.json` does.
final class VerbTableTests: XCTestCase {
    /// Every default folder with verbs, with its `verbs.json` and the table built from it.
    private func builtTables() throws -> [(language: String, text: String, verbs: [VerbEntry], analyzer: TextAnalyzer, table: VerbTable)] {
        try DefaultLexicons.shared.filesByLanguage.sorted(by: { $0.key < $1.key }).compactMap { language, files in
            guard let text = files["verbs.json"] else { return nil }
            let verbs = try XCTUnwrap(LexiconFolder.decode(language: language, files: ["verbs.json": text], origin: "Lexicons").verbs)
            let analyzer = TextAnalyzer(locale: language)
            return (language, text, verbs, analyzer, VerbTable(verbs: verbs, split: { LanguageContext.split($0, analyzer) }))
        }
    }

    /// `Scripts/embed-verb-tables.sh` runs this with VOICELINT_WRITE_VERB_TABLES set to the file to write.
    func testEmbeddedTablesAreCurrent() throws {
        if let path = ProcessInfo.processInfo.environment["VOICELINT_WRITE_VERB_TABLES"] {
            try EmbeddedVerbTable.swiftSource().write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let tables = try builtTables()
        XCTAssertEqual(Set(EmbeddedVerbTables.tables.keys), Set(tables.map(\.language)),
                       "a verbs.json was added or removed: run Scripts/embed-verb-tables.sh")
        for t in tables {
            // Python (embed-lexicons.py) and Swift hash the file alike.
            XCTAssertEqual(EmbeddedLexicons.verbsDigests[t.language], EmbeddedVerbTable.digest(t.text), t.language)
            XCTAssertEqual(EmbeddedVerbTables.digests[t.language], EmbeddedVerbTable.digest(t.text),
                           "\(t.language)/verbs.json changed: run Scripts/embed-verb-tables.sh")
            guard EmbeddedVerbTables.splitKeys[t.language] == t.analyzer.splitKey else {
                // Another ICU: the runs here build their tables (see testContextsUseTheEmbeddedTables).
                continue
            }
            XCTAssertEqual(EmbeddedVerbTables.tables[t.language], Data(t.table.encoded()).base64EncodedString(),
                           "\(t.language): the embedded table is not what verbs.json builds: run Scripts/embed-verb-tables.sh")
        }
    }

    /// A table read back from its bytes gives the same bytes, and every form of every verb of every
    /// language finds the same verb form, slot and lemma tables as in the table built.
    func testTablesReadBackAsBuilt() throws {
        for t in try builtTables() {
            let bytes = t.table.encoded()
            let read = try XCTUnwrap(bytes.withUnsafeBufferPointer { VerbTable(encoded: $0) }, t.language)
            XCTAssertEqual(read.encoded(), bytes, t.language)
            XCTAssertEqual(read.thirdOf, t.table.thirdOf, t.language)
            XCTAssertEqual(read.formsOfLemma, t.table.formsOfLemma, t.language)
            XCTAssertEqual(read.slots.map { "\($0.kind) \($0.lemma) \($0.third)" }, t.table.slots.map { "\($0.kind) \($0.lemma) \($0.third)" }, t.language)
            XCTAssertEqual(PhraseIndex(read.forms).firstWords, PhraseIndex(t.table.forms).firstWords, t.language)
            XCTAssertEqual(read.forms.singleWords, t.table.forms.singleWords, t.language)
            for v in t.verbs {
                for form in v.third + (v.wrong ?? [:]).values.flatMap({ $0 }) {
                    // The form alone, and after a word and before one, as in a hint.
                    let words = ["x"] + LanguageContext.split(form, t.analyzer) + ["y"]
                    for i in 0..<2 {
                        let a = read.forms.longestMatch(words, at: i), b = t.table.forms.longestMatch(words, at: i)
                        XCTAssertEqual(a?.length, b?.length, "\(t.language) \(form)")
                        XCTAssertEqual(a?.tag, b?.tag, "\(t.language) \(form)")
                    }
                }
            }
        }
    }

    func testBytesThatAreNotATableAreRefused() throws {
        let bytes = try XCTUnwrap(builtTables().first { $0.language == "fr" }).table.encoded()
        for cut in [0, 1, 7, bytes.count / 2, bytes.count - 1] {
            XCTAssertNil(Array(bytes[0..<cut]).withUnsafeBufferPointer { VerbTable(encoded: $0) }, "cut at \(cut)")
        }
        XCTAssertNil((bytes + [0]).withUnsafeBufferPointer { VerbTable(encoded: $0) }, "a byte too many")
    }

    /// The default folders leave `verbs.json` unread where their table is current; contexts then
    /// take the embedded table (on the ICU it was built with) and find the verbs the file lists.
    func testContextsUseTheEmbeddedTables() throws {
        let store = try LanguageStore()
        for language in ["de", "fr", "ja", "ru", "en"] {
            let folder = try XCTUnwrap(store.folder(language))
            XCTAssertEqual(folder.embeddedVerbs, language)
            XCTAssertTrue(folder.hasVerbs)
            let analyzer = TextAnalyzer(locale: language)
            if EmbeddedVerbTables.splitKeys[language] == analyzer.splitKey {
                XCTAssertNotNil(EmbeddedVerbTable.table(language, splitKey: analyzer.splitKey), language)
            }
            XCTAssertNil(EmbeddedVerbTable.table(language, splitKey: analyzer.splitKey + " (another)"), language)
            // The verbs are still there to read, as the file lists them.
            let verbs = try XCTUnwrap(folder.verbs)
            let context = store.context(for: language)
            for v in verbs.prefix(40) {
                let found = context.verbForm(LanguageContext.split(v.third[0], analyzer), at: 0)
                XCTAssertEqual(found?.form.kind, .third, "\(language) \(v.third[0])")
            }
        }
        XCTAssertEqual(store.context(for: "de").verbForm(["öffnet"], at: 0)?.form.lemma, "öffnen")
        XCTAssertEqual(store.context(for: "de-CH").verbForm(["öffne"], at: 0)?.form.kind, .imperative)
    }

    /// A context's lemma table, read from the embedded table only when first asked (`LemmaForms`),
    /// is the one `verbs.json` builds, whichever of several threads asks first.
    func testContextsReadTheLemmaTableWhenAsked() throws {
        let store = try LanguageStore()
        let built = try Dictionary(uniqueKeysWithValues: builtTables().map { ($0.language, $0.table) })
        for language in ["it", "fr", "de", "ja", "ca"] {
            let table = try XCTUnwrap(built[language], language)
            let context = store.newContext(for: language)
            let answers = UnsafeMutableBufferPointer<[String: [VerbKind: [String]]]>.allocate(capacity: 4)
            defer { answers.deallocate() }
            answers.initialize(repeating: [:])
            DispatchQueue.concurrentPerform(iterations: 4) { answers[$0] = context.formsOfLemma }
            for answer in answers { XCTAssertEqual(answer, table.formsOfLemma, language) }
            XCTAssertFalse(table.formsOfLemma.isEmpty, language)
        }
        XCTAssertEqual(store.context(for: "it").formsOfLemma["aprire"]?[.imperative]?.contains("apri"), true)
    }

    /// A user's verbs added to a default folder: the table is built from both.
    func testAddedVerbsAreNotInTheEmbeddedTable() throws {
        let extra = LexiconFolder(verbs: [VerbEntry(lemma: "frobnizieren", third: ["frobniziert"], wrong: [.imperative: ["frobniziere"]])])
        let store = try LanguageStore(extra: ["de": extra])
        let folder = try XCTUnwrap(store.folder("de"))
        XCTAssertNil(folder.embeddedVerbs)
        let context = store.context(for: "de")
        XCTAssertEqual(context.verbForm(["frobniziert"], at: 0)?.form.kind, .third)
        XCTAssertEqual(context.verbForm(["frobniziere"], at: 0)?.form.kind, .imperative)
        XCTAssertEqual(context.verbForm(["öffnet"], at: 0)?.form.lemma, "öffnen", "the default verbs are kept")
    }
}
