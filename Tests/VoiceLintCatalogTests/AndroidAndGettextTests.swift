import Foundation
import XCTest
@testable import VoiceLintCatalog

final class AndroidStringsTests: XCTestCase {
    func load(_ xml: String, file: String = "res/values-fr/strings.xml", locale: String = "fr") throws -> ([Entry], [LoadNote]) {
        try AndroidStringsLoader.load(bytes: Array(xml.utf8), file: file, table: CatalogPaths.androidTable(forPath: file),
                                      locale: locale, sourceLocale: "en")
    }

    func value(_ content: String) throws -> String {
        let (entries, _) = try load("<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\"><string name=\"k\">\(content)</string></resources>")
        return try XCTUnwrap(entries.first?.localizations.first?.units.first?.value)
    }

    func loadError(_ xml: String, file: String = "res/values-fr/strings.xml") -> LoadError? {
        do { _ = try load(xml, file: file); return nil } catch { return error as? LoadError }
    }

    let resources = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:tools="http://schemas.android.com/tools"
        xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="app_name" translatable="false">Tidepool</string>

        <!-- Accessibility label for the play button -->
        <string name="a11y_play_label">Lecture</string>
        <!-- A comment followed by eat-comment belongs to no string -->
        <eat-comment />
        <string name="a11y_play_hint">Lit le morceau en cours.</string>
        <color name="accent">#FF6A00</color>
        <!-- Queue
             footer -->
        <plurals name="queue_count">
            <item quantity="one"><xliff:g id="count" example="1">%d</xliff:g> morceau</item>
            <item quantity="many">%d de morceaux</item>
            <item quantity="other">%d morceaux</item>
        </plurals>
        <string-array name="repeat_modes">
            <item>Désactivé</item>
            <item>Tout répéter</item>
        </string-array>
        <item type="string" name="typed_item">Élément</item>
        <string name="title_alias">@string/app_name</string>
    </resources>
    """

    func testStringsPluralsArraysCommentsAndTranslatable() throws {
        let (entries, notes) = try load(resources)
        XCTAssertTrue(notes.isEmpty)
        XCTAssertEqual(entries.map(\.key), ["app_name", "a11y_play_label", "a11y_play_hint", "queue_count", "repeat_modes", "typed_item", "title_alias"])
        XCTAssertTrue(entries.allSatisfy { $0.table == "res/strings" && $0.sourceLocale == "en" })
        XCTAssertFalse(entries[0].shouldTranslate)
        XCTAssertTrue(entries[1].shouldTranslate)
        XCTAssertEqual(entries[1].comment, "Accessibility label for the play button")
        XCTAssertEqual(entries[1].localization("fr")?.comment, "Accessibility label for the play button")
        XCTAssertNil(entries[2].comment, "the comment stands before <eat-comment/>, not before the string")
        XCTAssertEqual(entries[3].comment, "Queue\nfooter")

        let label = try XCTUnwrap(entries[1].localization("fr")?.units.first)
        XCTAssertEqual(label.value, "Lecture")
        XCTAssertEqual(label.variant, [])
        XCTAssertEqual(label.location, SourceLocation(file: "res/values-fr/strings.xml", line: 7, column: 36))
        XCTAssertEqual(entries[1].keyLocation, SourceLocation(file: "res/values-fr/strings.xml", line: 7, column: 5))

        let plural = try XCTUnwrap(entries[3].localization("fr")?.units)
        XCTAssertEqual(plural.map(\.variant), [["plural", "one"], ["plural", "many"], ["plural", "other"]])
        XCTAssertEqual(plural.map(\.value), ["%d morceau", "%d de morceaux", "%d morceaux"])
        XCTAssertEqual(plural[0].pluralCategory, "one")
        XCTAssertEqual(plural[0].location.line, 15)

        let array = try XCTUnwrap(entries[4].localization("fr")?.units)
        XCTAssertEqual(array.map(\.variant), [["item", "0"], ["item", "1"]])
        XCTAssertEqual(array.map(\.value), ["Désactivé", "Tout répéter"])
        XCTAssertNil(array[0].pluralCategory)

        XCTAssertEqual(entries[5].localization("fr")?.units.first?.value, "Élément")
        XCTAssertEqual(entries[6].localization("fr")?.units.first?.value, "Tidepool", "a reference takes the text it stands for")
    }

    func testEscapesQuotesAndWhitespaceAsAapt2ReadsThem() throws {
        XCTAssertEqual(try value(#"L\'heure d\'été"#), "L'heure d'été")
        XCTAssertEqual(try value(##"\"Tidepool\" \@home \?query \#tag \\ back"##), "\"Tidepool\" @home ?query #tag \\ back")
        XCTAssertEqual(try value(#"Line\nBreak\tTab \u00e9\u20AC"#), "Line\nBreak\tTab é€")
        XCTAssertEqual(try value("\n      Spread   over\n      two lines   \n   "), "Spread over two lines")
        XCTAssertEqual(try value(#""  spaced  don't  ""#), "  spaced  don't  ", "double quotes keep whitespace and apostrophes")
        XCTAssertEqual(try value(#"a"  b  "c"#), "a  b  c")
        XCTAssertEqual(try value("&quot;a  b&quot;"), "a  b", "an entity quote is a quote to aapt2")
        XCTAssertEqual(try value("caf&#233; &amp; th&#xE9;"), "café & thé")
        XCTAssertEqual(try value("<![CDATA[<b>Bold</b> &amp; more]]>"), "<b>Bold</b> &amp; more")
        XCTAssertEqual(try value(#"<![CDATA["it's"]]>"#), "it's")
        XCTAssertEqual(try value("This <b> is </b> spaced"), "This  is  spaced", "aapt2 keeps the spaces at span edges")
        XCTAssertEqual(try value("  <b>x</b>  y  "), " x y ", "no edge trimming in a string with a span")
        XCTAssertEqual(try value(#"Play <xliff:g id="track" example="Ocean">%1$s</xliff:g>  now"#), "Play %1$s now")
        XCTAssertEqual(try value(#"  <xliff:g id="x">A</xliff:g>  B  "#), "A B")
        XCTAssertEqual(try value(#"Unknown \q escape"#), "Unknown q escape")
        XCTAssertEqual(try value("Non\u{A0}\u{A0}breaking"), "Non\u{A0}\u{A0}breaking", "only ASCII whitespace collapses")
        XCTAssertEqual(try value(#"\@string/app_name"#), "@string/app_name", "an escaped @ is text")
        XCTAssertEqual(try value("@android:string/ok"), "@android:string/ok", "a reference outside the file stays as written")
        XCTAssertEqual(try value("@empty"), "")
        XCTAssertEqual(try value("@ home"), "@ home", "not a reference")
        XCTAssertEqual(try value("%1$s of %2$d"), "%1$s of %2$d")
    }

    func testUnescapedApostropheNamesItsLineAndColumn() throws {
        let xml = "<resources>\n    <string name=\"ok\">Fine</string>\n    <string name=\"bad\">Don't stop</string>\n</resources>"
        let e = try XCTUnwrap(loadError(xml))
        XCTAssertEqual(e.location, SourceLocation(file: "res/values-fr/strings.xml", line: 3, column: 27))
        XCTAssertTrue(e.message.contains("unescaped apostrophe"), e.message)
        XCTAssertTrue(e.message.contains("Don't stop"), e.message)
        // &apos; is an apostrophe too; the position falls back to the start of the text.
        let entity = try XCTUnwrap(loadError("<resources>\n<string name=\"x\">don&apos;t</string></resources>"))
        XCTAssertEqual(entity.location.line, 2)
        XCTAssertEqual(entity.location.column, 18)
    }

    func testMalformedResourcesAreErrorsWithPositions() throws {
        func check(_ xml: String, _ line: Int, _ column: Int, _ words: String, file: StaticString = #filePath, at: UInt = #line) {
            guard let e = loadError(xml) else { return XCTFail("no error", file: file, line: at) }
            XCTAssertEqual(e.location.file, "res/values-fr/strings.xml", file: file, line: at)
            XCTAssertEqual(e.location.line, line, e.description, file: file, line: at)
            XCTAssertEqual(e.location.column, column, e.description, file: file, line: at)
            XCTAssertTrue(e.message.contains(words), e.message, file: file, line: at)
        }
        check("<resources>\n  <string>No name</string>\n</resources>", 2, 3, "expected a 'name' attribute on <string>")
        check("<resources>\n  <string name=\"x\" translatable=\"no\">X</string>\n</resources>", 2, 3, "expected true or false for 'translatable'")
        check("<resources>\n  <plurals name=\"p\">\n    <item quantity=\"several\">x</item>\n  </plurals>\n</resources>", 3, 5, "found \"several\"")
        check("<resources>\n  <plurals name=\"p\">\n    <item quantity=\"one\">a</item>\n    <item quantity=\"one\">b</item>\n  </plurals>\n</resources>", 4, 5, "appears twice")
        check("<resources>\n  <plurals name=\"p\">\n    <item>a</item>\n  </plurals>\n</resources>", 3, 5, "expected a 'quantity' attribute")
        check("<resources>\n  <plurals name=\"p\"></plurals>\n</resources>", 2, 3, "expected at least one <item")
        check("<resources>\n  <string-array name=\"a\">\n    <string>x</string>\n  </string-array>\n</resources>", 3, 5, "expected <item> in <string-array")
        check("<resources>\n  <string name=\"u\">Bad \\u12G4 escape</string>\n</resources>", 2, 24, "expected four hex digits after \\u")
        check("<resources>\n  <string name=\"n\"><xliff:g id=\"a\"><xliff:g id=\"b\">x</xliff:g></xliff:g></string>\n</resources>", 2, 36, "nested")
        check("<?xml version=\"1.0\"?>\n<plist><dict/></plist>", 2, 1, "expected a <resources> root element")
        check("<resources>\n  <string name=\"x\">Open\n</resources>", 3, 12, "invalid XML: expected </string>, found </resources>")
        check("<resources>\n  <string name=\"x\">A & B</string>\n</resources>", 2, 22, "invalid XML")
    }

    func testDuplicateResourceIsANoteAndTheFirstIsKept() throws {
        let xml = "<resources>\n  <string name=\"save\">Enregistrer</string>\n  <string name=\"save\">Sauvegarder</string>\n  <plurals name=\"save\"><item quantity=\"other\">%d</item></plurals>\n</resources>"
        let (entries, notes) = try load(xml)
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries[0].localization("fr")?.units.map(\.value), ["Enregistrer", "%d"], "a plurals resource of the same name is another resource")
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes[0].kind, .duplicateKey)
        XCTAssertEqual(notes[0].key, "save")
        XCTAssertEqual(notes[0].text, "Sauvegarder")
        XCTAssertEqual(notes[0].location.line, 3)
        XCTAssertEqual(notes[0].related?.line, 2)
    }

    func testProductVariantsAreNoDuplicates() throws {
        let xml = "<resources><string name=\"d\">Phone</string><string name=\"d\" product=\"tablet\">Tablet</string></resources>"
        let (entries, notes) = try load(xml)
        XCTAssertTrue(notes.isEmpty)
        XCTAssertEqual(entries[0].localization("fr")?.units.map(\.variant), [[], ["product", "tablet"]])
    }

    func testPrecedingCommentInTheXMLReader() throws {
        let xml = "<!-- root --><r>\n <!-- one -->\n <a/>\n <!-- lost --> text <b/>\n <!-- two --><!-- three --> <c/><![CDATA[x]]><d/></r>"
        let root = try Array(xml.utf8).withUnsafeBufferPointer { try XMLReader.parse($0) }
        XCTAssertEqual(root.precedingComment, "root")
        XCTAssertEqual(root.elements.map(\.precedingComment), ["one", nil, "three", nil])
        XCTAssertFalse(root.text.contains("lost"), "comments are still no text")
        XCTAssertTrue(root.text.contains("text") && root.text.hasSuffix("x"))
    }

    func testResourcesRootSniffing() {
        XCTAssertTrue(AndroidStringsLoader.hasResourcesRoot(Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- c --><resources>".utf8)))
        XCTAssertTrue(AndroidStringsLoader.hasResourcesRoot(Array("<resources xmlns:tools=\"t\"/>".utf8)))
        XCTAssertFalse(AndroidStringsLoader.hasResourcesRoot(Array("<resourcesX>".utf8)))
        XCTAssertFalse(AndroidStringsLoader.hasResourcesRoot(Array("<layout></layout>".utf8)))
        XCTAssertFalse(AndroidStringsLoader.hasResourcesRoot(Array("<!-- never closed".utf8)))
    }

    func testLocaleAndTableFromTheValuesFolder() {
        let cases: [(String, String?)] = [
            ("values", nil), ("values-fr", "fr"), ("values-pt-rBR", "pt-BR"), ("values-b+zh+Hans", "zh-Hans"),
            ("values-b+sr+Latn+RS", "sr-Latn-RS"), ("values-b+es+419", "es-419"), ("values-zh-rTW", "zh-TW"),
            ("values-in", "id"), ("values-iw", "he"), ("values-mcc310-mnc004-en-rUS", "en-US"), ("values-fr-land", "fr"),
            ("values-night", nil), ("values-v21", nil), ("values-sw600dp", nil), ("values-land", nil), ("values-de-night-v21", "de"),
        ]
        for (folder, locale) in cases { XCTAssertEqual(CatalogPaths.androidLocale(valuesFolder: folder), locale, folder) }
        XCTAssertEqual(CatalogPaths.androidValuesFolder(forPath: "app/src/main/res/values-fr/strings.xml"), "values-fr")
        XCTAssertNil(CatalogPaths.androidValuesFolder(forPath: "app/src/main/res/layout/main.xml"))
        XCTAssertNil(CatalogPaths.androidValuesFolder(forPath: "strings.xml"))
        XCTAssertEqual(CatalogPaths.androidTable(forPath: "app/src/main/res/values-pt-rBR/strings.xml"), "app/src/main/res/strings")
        XCTAssertEqual(CatalogPaths.androidTable(forPath: "app/src/main/res/values/strings.xml"), "app/src/main/res/strings")
        XCTAssertEqual(CatalogPaths.androidTable(forPath: "res/values-de/plurals.xml"), "res/plurals")
        XCTAssertEqual(CatalogPaths.androidTable(forPath: "strings.xml"), "strings")
    }

    func testDiscoveryAndMergeOfAnAndroidProject() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-android-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ path: String, _ text: String) throws {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("app/build.gradle.kts", "plugins {}\n")
        try write("app/src/main/res/values/strings.xml", """
        <resources>
            <string name="app_name" translatable="false">Tidepool</string>
            <string name="a11y_play_label">Play</string>
        </resources>
        """)
        try write("app/src/main/res/values-fr/strings.xml", "<resources><string name=\"a11y_play_label\">Lecture</string></resources>")
        try write("app/src/main/res/values-b+zh+Hans/strings.xml", "<resources><string name=\"a11y_play_label\">播放</string></resources>")
        try write("app/src/main/res/values/colors.xml", "<resources><color name=\"accent\">#FF6A00</color></resources>")
        try write("app/src/main/res/values/arrays.xml", "<resources><string-array name=\"modes\"><item>Off</item></string-array></resources>")
        try write("app/src/main/res/values/other.xml", "<?xml version=\"1.0\"?><shortcuts/>")
        try write("app/src/main/res/layout/main.xml", "<LinearLayout/>")
        try write("app/src/main/AndroidManifest.xml", "<manifest/>")
        try write("app/build/intermediates/merged_res/values/values.xml", "<resources><string name=\"a11y_play_label\">Play</string></resources>")
        try write("po/fr.po", "msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"Play\"\nmsgstr \"Lecture\"\n")

        let loader = CatalogLoader()
        let files = try loader.discover([dir.path]).map { String($0.dropFirst(dir.path.count + 1)) }
        XCTAssertEqual(files, ["app/src/main/res/values-b+zh+Hans/strings.xml", "app/src/main/res/values-fr/strings.xml",
                               "app/src/main/res/values/arrays.xml", "app/src/main/res/values/colors.xml",
                               "app/src/main/res/values/strings.xml", "po/fr.po"])

        let catalog = try loader.load([dir.path + "/app"])
        let table = dir.path + "/app/src/main/res/strings"
        let play = try XCTUnwrap(catalog.entries.first { $0.key == "a11y_play_label" })
        XCTAssertEqual(play.table, table)
        XCTAssertEqual(Set(play.localizations.map(\.locale)), ["en", "fr", "zh-Hans"])
        XCTAssertEqual(play.sourceLocale, "en")
        let name = try XCTUnwrap(catalog.entries.first { $0.key == "app_name" })
        XCTAssertFalse(name.shouldTranslate, "translatable=\"false\" in values/ survives the merge with the other locales")
        XCTAssertEqual(catalog.entries.first { $0.key == "modes" }?.table, dir.path + "/app/src/main/res/arrays")

        // A file named on the command line: strings.xml yes, another .xml no.
        XCTAssertNoThrow(try loader.discover([dir.path + "/app/src/main/res/values-fr/strings.xml"]))
        XCTAssertThrowsError(try loader.discover([dir.path + "/app/src/main/AndroidManifest.xml"])) {
            XCTAssertTrue(($0 as! LoadError).message.contains("not a catalog"))
        }
    }
}

final class GettextTests: XCTestCase {
    func load(_ po: String, file: String = "po/fr.po", source: String = "en") throws -> ([Entry], [LoadNote]) {
        try GettextLoader.load(bytes: Array(po.utf8), file: file, sourceLocale: source)
    }

    func loadError(_ po: String, file: String = "po/fr.po") -> LoadError? {
        do { _ = try load(po, file: file); return nil } catch { return error as? LoadError }
    }

    let header = """
    # French translation.
    #, fuzzy
    msgid ""
    msgstr ""
    "Project-Id-Version: demo 1.0\\n"
    "Language: fr\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

    """

    func testMessagesCommentsFlagsContextAndContinuations() throws {
        let po = header + """
        # Translator: keep it short
        #. Accessibility label for the play button
        #: src/player.c:12
        msgid "Play"
        msgstr "Lecture"

        #. Accessibility hint for the play button
        #, fuzzy, c-format
        #| msgid "Plays the track"
        msgid "Plays the current track."
        msgstr "Lit le morceau."

        msgctxt "voice note"
        msgid "Play"
        msgstr "Lire"

        msgid ""
        "Deletes the note. "
        "You can undo this."
        msgstr ""
        "Supprime la note. "
        "Vous pouvez annuler."

        msgid "Escapes"
        msgstr "Tab\\there \\"quoted\\" back\\\\slash\\nnew line \\101\\x42"

        msgid "Not yet"
        msgstr ""

        #~ msgid "Obsolete"
        #~ msgstr "Obsolète"

        msgid "Last"
        msgstr "Dernier"
        """
        let (entries, notes) = try load(po)
        XCTAssertTrue(notes.isEmpty)
        XCTAssertEqual(entries.map(\.key), ["Play", "Plays the current track.", "voice note\u{4}Play", "Deletes the note. You can undo this.", "Escapes", "Not yet", "Last"])
        XCTAssertTrue(entries.allSatisfy { $0.table == "po" && $0.sourceLocale == "en" })

        let play = entries[0]
        XCTAssertEqual(play.comment, "Accessibility label for the play button\nTranslator: keep it short")
        XCTAssertEqual(play.localization("en")?.units.first?.value, "Play")
        XCTAssertEqual(play.localization("en")?.units.first?.location, SourceLocation(file: "po/fr.po", line: 12, column: 7))
        XCTAssertEqual(play.localization("fr")?.units.first?.value, "Lecture")
        XCTAssertEqual(play.localization("fr")?.units.first?.state, .translated)
        XCTAssertEqual(play.localization("fr")?.units.first?.location, SourceLocation(file: "po/fr.po", line: 13, column: 8))
        XCTAssertEqual(play.keyLocation, SourceLocation(file: "po/fr.po", line: 12, column: 1))

        XCTAssertEqual(entries[1].localization("fr")?.units.first?.state, .needsReview, "#, fuzzy")
        XCTAssertEqual(entries[1].comment, "Accessibility hint for the play button")
        XCTAssertEqual(entries[2].keyLocation.line, 21, "the key stands where msgctxt does")
        XCTAssertEqual(entries[2].localization("fr")?.units.first?.value, "Lire")

        let multi = try XCTUnwrap(entries[3].localization("fr")?.units.first)
        XCTAssertEqual(multi.value, "Supprime la note. Vous pouvez annuler.")
        XCTAssertEqual(multi.location, SourceLocation(file: "po/fr.po", line: 29, column: 1), "the first non-empty line of the string")

        XCTAssertEqual(entries[4].localization("fr")?.units.first?.value, "Tab\there \"quoted\" back\\slash\nnew line AB")
        XCTAssertEqual(entries[5].localization("fr")?.units.first?.value, "")
        XCTAssertEqual(entries[5].localization("fr")?.units.first?.state, .new, "an empty msgstr is not translated yet")
        XCTAssertTrue(try XCTUnwrap(entries[5].localization("fr")).isUntranslated)
        XCTAssertEqual(entries[6].comment, nil, "the obsolete message's comments do not move to the next one")
    }

    func testCEscapes() throws {
        let (entries, _) = try load(header + #"msgid "e"\#nmsgstr "a\tb \"q\" c\\d\ne \101\x42 \? \'""#)
        XCTAssertEqual(entries[0].localization("fr")?.units.first?.value, "a\tb \"q\" c\\d\ne AB ? '")
    }

    func testPluralsMapToCLDRCategories() throws {
        let po = header + """
        #, c-format
        msgid "%d note"
        msgid_plural "%d notes"
        msgstr[0] "%d note"
        msgstr[1] ""
        """
        let (entries, _) = try load(po)
        let en = try XCTUnwrap(entries[0].localization("en")?.units)
        XCTAssertEqual(en.map(\.variant), [["plural", "one"], ["plural", "other"]])
        XCTAssertEqual(en.map(\.value), ["%d note", "%d notes"])
        let fr = try XCTUnwrap(entries[0].localization("fr")?.units)
        XCTAssertEqual(fr.map(\.variant), [["plural", "one"], ["plural", "other"]])
        XCTAssertEqual(fr.map(\.state), [.translated, .new])
        XCTAssertEqual(fr[1].location, SourceLocation(file: "po/fr.po", line: 13, column: 11))

        func categories(_ language: String, _ forms: String, _ n: Int) throws -> [[String]] {
            var po = "msgid \"\"\nmsgstr \"Language: \(language)\\n\"\n\"Plural-Forms: \(forms)\\n\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\n"
            for i in 0..<n { po += "msgstr[\(i)] \"x\(i)\"\n" }
            let (entries, _) = try load(po, file: "po/\(language).po")
            return entries[0].localization(CatalogPaths.gettextLocale(language)!)?.units.map(\.variant) ?? []
        }
        let ru = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        XCTAssertEqual(try categories("ru", ru, 3), [["plural", "one"], ["plural", "few"], ["plural", "many"]])
        XCTAssertEqual(try categories("uk", ru.replacingOccurrences(of: " ", with: ""), 3).map { $0[1] }, ["one", "few", "many"])
        let cs = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"
        XCTAssertEqual(try categories("cs", cs, 3).map { $0[1] }, ["one", "few", "other"])
        let ar = "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
        XCTAssertEqual(try categories("ar", ar, 6).map { $0[1] }, ["zero", "one", "two", "few", "many", "other"])
        let frMillions = "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;"
        XCTAssertEqual(try categories("fr", frMillions, 3).map { $0[1] }, ["one", "many", "other"])
        XCTAssertEqual(try categories("ja", "nplurals=1; plural=0;", 1), [["plural", "other"]])
        XCTAssertEqual(try categories("pt_BR", "nplurals=2; plural=(n > 1);", 2).map { $0[1] }, ["one", "other"])
        // A formula voicelint does not know keeps the index.
        XCTAssertEqual(try categories("cy", "nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3;", 4),
                       [["plural-index", "0"], ["plural-index", "1"], ["plural-index", "2"], ["plural-index", "3"]])
        // Reversed forms are not mistaken for one/other.
        XCTAssertEqual(try categories("de", "nplurals=2; plural=(n == 1);", 2).map { $0[0] }, ["plural-index", "plural-index"])
    }

    func testWithoutPluralFormsGettextsDefaultApplies() throws {
        let po = "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%d Datei\"\nmsgstr[1] \"%d Dateien\"\n"
        let (entries, _) = try load(po, file: "de.po")
        XCTAssertEqual(entries[0].localization("de")?.units.map(\.variant), [["plural", "one"], ["plural", "other"]])
        XCTAssertEqual(entries[0].table, "messages")
    }

    func testMalformedFilesAreErrorsWithPositions() throws {
        func check(_ po: String, _ line: Int, _ column: Int, _ words: String, file: StaticString = #filePath, at: UInt = #line) {
            guard let e = loadError(po) else { return XCTFail("no error", file: file, line: at) }
            XCTAssertEqual(e.location.file, "po/fr.po", file: file, line: at)
            XCTAssertEqual(e.location.line, line, e.description, file: file, line: at)
            XCTAssertEqual(e.location.column, column, e.description, file: file, line: at)
            XCTAssertTrue(e.message.contains(words), e.message, file: file, line: at)
        }
        check("msgid \"a\"\nmsgstr \"b\n", 2, 8, "not closed at the end of the line")
        check("msgstr \"b\"\n", 1, 1, "expected msgid before msgstr")
        check("msgid \"a\"\nmsgid \"b\"\nmsgstr \"c\"\n", 2, 1, "found another msgid")
        check("msgid \"a\"\nmsgtsr \"b\"\n", 2, 1, "expected msgctxt, msgid, msgid_plural, msgstr")
        check("msgid \"a\"\nmsgstr \"b\\q\"\n", 2, 10, "unknown escape \\q")
        check("msgid \"a\"\n", 2, 1, "expected msgstr for msgid \"a\", found the end of the file")
        check("\"orphan\"\n", 1, 1, "before a quoted string")
        check("msgid \"a\"\nmsgstr[0] \"b\"\n", 2, 1, "needs a msgid_plural")
        check("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr \"b\"\n", 3, 1, "expected msgstr[0], msgstr[1]")
        check("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\nmsgstr[0] \"c\"\n", 4, 1, "msgstr[0] appears twice")
        check("msgid \"a\" x\nmsgstr \"b\"\n", 1, 11, "expected the end of the line")
        check("msgid \"a\"\n# a comment\nmsgstr \"b\"\n", 2, 1, "expected msgstr for msgid \"a\", found a comment")
        check("msgctxt \"c\"\nmsgstr \"b\"\n", 2, 1, "expected msgid after msgctxt")
        check("msgid\"a\"\nmsgstr \"b\"\n", 1, 6, "expected a space and a quoted string after msgid")
        // Plural-Forms: the error names the header line that holds it.
        let badForms = "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=(n > 1;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\n"
        check(badForms, 4, 1, "is not valid: expected ')'")
        let outOfRange = "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=n;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\n"
        check(outOfRange, 4, 1, "gives 2 for n = 2, but nplurals is 2")
        let tooMany = header + "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\nmsgstr[2] \"e\"\n"
        check(tooMany, 13, 1, "msgstr[2] has no plural form: the header's Plural-Forms says nplurals=2")
        let noLanguage = "msgid \"a\"\nmsgstr \"b\"\n"
        XCTAssertNil(loadError(noLanguage), "fr.po names its language")
        do {
            _ = try load(noLanguage, file: "po/messages.po")
            XCTFail("a .po without a language")
        } catch {
            XCTAssertTrue((error as! LoadError).message.contains("cannot tell the language"))
        }
    }

    func testDuplicateMessageIsANote() throws {
        let (entries, notes) = try load(header + "msgid \"Save\"\nmsgstr \"Enregistrer\"\n\nmsgid \"Save\"\nmsgstr \"Sauvegarder\"\n\nmsgctxt \"menu\"\nmsgid \"Save\"\nmsgstr \"Enregistrer\"\n")
        XCTAssertEqual(entries.map(\.key), ["Save", "menu\u{4}Save"])
        XCTAssertEqual(entries[0].localization("fr")?.units.first?.value, "Enregistrer")
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes[0].text, "Sauvegarder")
        XCTAssertEqual(notes[0].location.line, 12)
        XCTAssertEqual(notes[0].related?.line, 9)
    }

    func testTheSourceLanguagesOwnFile() throws {
        let po = "msgid \"\"\nmsgstr \"Language: en\\n\"\n\nmsgid \"Play\"\nmsgstr \"\"\n\nmsgid \"Colour\"\nmsgstr \"Color\"\n"
        let (entries, _) = try load(po, file: "po/en.po")
        XCTAssertEqual(entries.map { $0.localizations.map(\.locale) }, [["en"], ["en"]])
        XCTAssertEqual(entries[0].localization("en")?.units.first?.value, "Play", "an empty msgstr shows the msgid")
        XCTAssertEqual(entries[1].localization("en")?.units.first?.value, "Color")
    }

    func testLatin1File() throws {
        var bytes = Array("msgid \"\"\nmsgstr \"Language: fr\\nContent-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"Summer\"\nmsgstr \"".utf8)
        bytes += [0xC9, 0x74, 0xE9]  // "Été" in Latin-1
        bytes += Array("\"\n".utf8)
        let (entries, _) = try GettextLoader.load(bytes: bytes, file: "fr.po", sourceLocale: "en")
        XCTAssertEqual(entries[0].localization("fr")?.units.first?.value, "Été")
        var koi8 = Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=KOI8-R\\n\"\n\nmsgid \"x\"\nmsgstr \"".utf8)
        koi8 += [0xF0, 0xD2, 0xC9] + Array("\"\n".utf8)
        XCTAssertThrowsError(try GettextLoader.load(bytes: koi8, file: "ru.po", sourceLocale: "en")) {
            let e = $0 as! LoadError
            XCTAssertEqual(e.location.line, 5)
            XCTAssertTrue(e.message.contains("charset=koi8-r"), e.message)
        }
    }

    func testLocaleAndTable() throws {
        XCTAssertEqual(CatalogPaths.gettextLocale("pt_BR"), "pt-BR")
        XCTAssertEqual(CatalogPaths.gettextLocale("sr@latin"), "sr-Latn")
        XCTAssertEqual(CatalogPaths.gettextLocale("de_DE.UTF-8"), "de-DE")
        XCTAssertEqual(CatalogPaths.gettextLocale("zh_Hans"), "zh-Hans")
        XCTAssertNil(CatalogPaths.gettextLocale("French"))
        XCTAssertNil(CatalogPaths.gettextLocale("messages"))
        XCTAssertEqual(CatalogPaths.gettextLocale(forPath: "locale/pt_BR/LC_MESSAGES/app.po"), "pt-BR")
        XCTAssertEqual(CatalogPaths.gettextLocale(forPath: "po/nl.po"), "nl")
        XCTAssertNil(CatalogPaths.gettextLocale(forPath: "po/tidepool.po"))
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "po/fr.po", locale: "fr"), "po")
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "po/fr_CA.po", locale: "fr-CA"), "po")
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "locale/fr/LC_MESSAGES/django.po", locale: "fr"), "locale/django")
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "locale/fr/app.po", locale: "fr"), "locale/app")
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "po/tidepool.po", locale: "fr"), "po/tidepool")
        XCTAssertEqual(CatalogPaths.gettextTable(forPath: "fr.po", locale: "fr"), "messages")

        // The header's Language wins over the file name; the file name serves when there is none.
        let (a, _) = try load("msgid \"\"\nmsgstr \"Language: pt_BR\\n\"\n\nmsgid \"Play\"\nmsgstr \"Tocar\"\n", file: "po/tidepool.po")
        XCTAssertEqual(a[0].localizations.map(\.locale), ["en", "pt-BR"])
        XCTAssertEqual(a[0].table, "po/tidepool")
        let (b, _) = try load("msgid \"Play\"\nmsgstr \"Spielen\"\n", file: "locale/de/LC_MESSAGES/tidepool.po")
        XCTAssertEqual(b[0].localizations.map(\.locale), ["en", "de"])
        XCTAssertEqual(b[0].table, "locale/tidepool")
    }

    func testLanguagesOfOneDomainMergeWithOneSource() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-po-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"Play\"\nmsgstr \"Lecture\"\n\nmsgid \"Stop\"\nmsgstr \"Arrêt\"\n"
            .write(to: dir.appendingPathComponent("fr.po"), atomically: true, encoding: .utf8)
        try "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Play\"\nmsgstr \"Wiedergabe\"\n"
            .write(to: dir.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        let catalog = try CatalogLoader().load([dir.path])
        XCTAssertEqual(catalog.entries.map(\.key), ["Play", "Stop"])
        let play = catalog.entries[0]
        XCTAssertEqual(play.table, dir.path)
        XCTAssertEqual(play.localizations.map(\.locale), ["en", "de", "fr"])
        XCTAssertEqual(play.localization("en")?.units.count, 1, "the source text repeated by each file is kept once")
        XCTAssertEqual(play.localization("en")?.units.first?.location.file, dir.path + "/de.po")
        XCTAssertNil(catalog.entries[1].localization("de"), "Stop is missing in German")
    }
}
