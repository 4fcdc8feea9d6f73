import XCTest
@testable import VoiceLintCatalog

final class CatalogEditorTests: XCTestCase {
    func testRewritesStringsInUTF16KeepingEverythingElse() throws {
        let text = "/* Accessibility label */\n\"play.accessibilityLabel\" = \"Play button\";\n\"hint\" = \"Say \\\"hi\\\"\";\n"
        var le: [UInt8] = [0xFF, 0xFE]
        for u in text.utf16 { le += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let edits = [ValueEdit(location: SourceLocation(file: "fr.lproj/A.strings", line: 2, column: 29), old: "Play button", new: "Play"),
                     ValueEdit(location: SourceLocation(file: "fr.lproj/A.strings", line: 3, column: 10), old: "Say \"hi\"", new: "Says \"hi\".")]
        let out = try CatalogEditor.apply(edits, file: "fr.lproj/A.strings", bytes: le).bytes
        XCTAssertEqual(Array(out.prefix(2)), [0xFF, 0xFE], "the byte order mark stays")
        let decoded = try TextDecoding.decode(out, file: "x").text
        XCTAssertEqual(decoded, "/* Accessibility label */\n\"play.accessibilityLabel\" = \"Play\";\n\"hint\" = \"Says \\\"hi\\\".\";\n")
    }

    func testRewritesJSONAndXML() throws {
        let json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Tap \\\"here\\\"\" } } } }\n  }\n}"
        let e = try XCStringsLoader.load(bytes: Array(json.utf8), file: "L.xcstrings", table: "L")[0].localization("en")!.units[0]
        let out = try CatalogEditor.apply([ValueEdit(location: e.location, old: "Tap \"here\"", new: "Line\nbreak \\ ok")], file: "L.xcstrings", bytes: Array(json.utf8)).bytes
        let again = try XCStringsLoader.load(bytes: out, file: "L.xcstrings", table: "L")[0].localization("en")!.units[0]
        XCTAssertEqual(again.value, "Line\nbreak \\ ok")
        XCTAssertEqual(String(decoding: out, as: UTF8.self).components(separatedBy: "\n").count, json.components(separatedBy: "\n").count, "layout kept")

        let xml = "<xliff version=\"1.2\"><file original=\"A.strings\" source-language=\"en\" target-language=\"fr\"><body>\n<trans-unit id=\"k\"><source>Save</source><target>Sauvegarder &amp; fermer</target></trans-unit></body></file></xliff>"
        let t = try XLIFFLoader.load(bytes: Array(xml.utf8), file: "fr.xliff", fallbackTarget: nil)[0].localization("fr")!.units[0]
        let x = try CatalogEditor.apply([ValueEdit(location: t.location, old: "Sauvegarder & fermer", new: "Enregistre <et> ferme")], file: "fr.xliff", bytes: Array(xml.utf8)).bytes
        XCTAssertTrue(String(decoding: x, as: UTF8.self).contains("<target>Enregistre &lt;et&gt; ferme</target>"))
    }

    func testAValueThatChangedIsLeftOut() throws {
        let text = "\"a\" = \"Play\";\n"
        let r = try CatalogEditor.apply([ValueEdit(location: SourceLocation(file: "A.strings", line: 1, column: 7), old: "Pause", new: "X"),
                                         ValueEdit(location: SourceLocation(file: "A.strings", line: 9, column: 1), old: "Play", new: "X")],
                                        file: "A.strings", bytes: Array(text.utf8))
        XCTAssertEqual(r.bytes, Array(text.utf8), "nothing rewritten")
        XCTAssertEqual(r.skipped.map(\.1), ["the value changed since it was read", "the value is not there any more"])
        XCTAssertFalse(CatalogEditor.canRewrite("res/values/strings.xml"))
    }

    func testGettextTranslationsAreRewrittenButNotMsgids() throws {
        let po = """
        msgid ""
        msgstr ""
        "Language: fr\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "a11y_play_hint"
        msgstr ""
        "Touchez deux fois pour "
        "lire le morceau"

        """
        let entries = try CatalogLoader().parse(Array(po.utf8), file: "po/fr.po").0
        let fr = try XCTUnwrap(entries.first { $0.key == "a11y_play_hint" }?.localization("fr")?.units.first)
        XCTAssertEqual(fr.value, "Touchez deux fois pour lire le morceau")
        let src = try XCTUnwrap(entries.first { $0.key == "a11y_play_hint" }?.source?.units.first)
        let r = try CatalogEditor.apply([ValueEdit(location: fr.location, old: fr.value, new: "Lit le « morceau ».\n"),
                                         ValueEdit(location: src.location, old: src.value, new: "x")], file: "po/fr.po", bytes: Array(po.utf8))
        let again = try CatalogLoader().parse(r.bytes, file: "po/fr.po").0
        XCTAssertEqual(again.first { $0.key == "a11y_play_hint" }?.localization("fr")?.units.first?.value, "Lit le « morceau ».\n")
        XCTAssertEqual(r.skipped.count, 1, "the msgid is a key: left out")
        XCTAssertTrue(String(decoding: r.bytes, as: UTF8.self).contains("msgid \"a11y_play_hint\""))
    }
}
