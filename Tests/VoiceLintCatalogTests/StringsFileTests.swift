import XCTest
@testable import VoiceLintCatalog

final class StringsFileTests: XCTestCase {
    func parse(_ s: String) throws -> [StringsFileParser.Pair] { try StringsFileParser.parse(s, file: "fr.lproj/A.strings") }

    func testCommentsQuotedUnquotedAndShorthand() throws {
        let pairs = try parse("""
        /* Accessibility label for the play button */
        "play.accessibilityLabel" = "Lecture";
        // Two line
        // comment
        unquoted_key = "Valeur";
        "PzI-FE-QQF.accessibilityHint" = Hint;
        "OK";
        """)
        XCTAssertEqual(pairs.map(\.key), ["play.accessibilityLabel", "unquoted_key", "PzI-FE-QQF.accessibilityHint", "OK"])
        XCTAssertEqual(pairs[0].comment, "Accessibility label for the play button")
        XCTAssertEqual(pairs[1].comment, "Two line\ncomment")
        XCTAssertEqual(pairs[2].value, "Hint")
        XCTAssertEqual(pairs[3].value, "OK")
        XCTAssertEqual(pairs[0].valueLocation, SourceLocation(file: "fr.lproj/A.strings", line: 2, column: 29))
    }

    func testEscapes() throws {
        let pairs = try parse(#""k" = "a \"q\" \\ \n \t \r \U00E9 \101 \UD83D\UDE00 'x'";"#)
        XCTAssertEqual(pairs[0].value, "a \"q\" \\ \n \t \r é A 😀 'x'")
    }

    func testLiteralNewlineInsideQuotes() throws {
        let pairs = try parse("\"k\" = \"line one\nline two\";\n\"n\" = \"x\";")
        XCTAssertEqual(pairs[0].value, "line one\nline two")
        XCTAssertEqual(pairs[1].valueLocation.line, 3)
    }

    func testMissingSemicolonNamesTheLine() {
        XCTAssertThrowsError(try parse("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";")) { error in
            let e = error as! LoadError
            XCTAssertEqual(e.location.line, 3)
            XCTAssertTrue(e.message.contains("expected ';' after the value of \"c\""), e.message)
        }
    }

    func testUnclosedCommentAndString() {
        XCTAssertThrowsError(try parse("/* never closed\n\"a\" = \"b\";"))
        XCTAssertThrowsError(try parse("\"a\" = \"b;"))
    }

    func testUTF16BothWaysAndDuplicates() throws {
        let text = "/* c */\n\"save\" = \"Enregistrer\";\n\"save\" = \"Sauvegarder\";\n"
        var le: [UInt8] = [0xFF, 0xFE]
        var be: [UInt8] = [0xFE, 0xFF]
        for u in text.utf16 { le += [UInt8(u & 0xFF), UInt8(u >> 8)]; be += [UInt8(u >> 8), UInt8(u & 0xFF)] }
        for bytes in [le, be, Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let (entries, notes) = try StringsFileLoader.load(bytes: bytes, file: "fr.lproj/A.strings", table: "A", locale: "fr", sourceLocale: "en")
            XCTAssertEqual(entries.count, 1)
            XCTAssertEqual(entries[0].localization("fr")?.units.first?.value, "Sauvegarder", "the last value wins, as in Apple's parser")
            XCTAssertEqual(notes.count, 1)
            XCTAssertEqual(notes[0].kind, .duplicateKey)
            XCTAssertEqual(notes[0].location.line, 3)
            XCTAssertEqual(notes[0].related?.line, 2)
        }
    }

    func testInvalidUTF8IsAnError() {
        XCTAssertThrowsError(try TextDecoding.decode([0x22, 0x61, 0x22, 0x0A, 0xC3, 0x28], file: "x.strings")) { error in
            XCTAssertEqual((error as! LoadError).location.line, 2)
        }
    }

    func testLprojLocaleAndTable() {
        XCTAssertEqual(CatalogPaths.lprojLocale(forPath: "App/pt-BR.lproj/Localizable.strings"), "pt-BR")
        XCTAssertEqual(CatalogPaths.lprojLocale(forPath: "App/Base.lproj/Main.strings"), "Base")
        XCTAssertNil(CatalogPaths.lprojLocale(forPath: "App/Localizable.strings"))
        XCTAssertEqual(CatalogPaths.table(forPath: "App/fr.lproj/Localizable.strings"), "App/Localizable")
        XCTAssertEqual(CatalogPaths.table(forPath: "App/Localizable.xcstrings"), "App/Localizable")
    }
}
