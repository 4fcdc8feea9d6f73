import XCTest
@testable import VoiceLintCatalog

/// String Catalogs (`.xcstrings`): broken JSON, hostile nesting, repeated keys,
/// bad bytes, conflict markers, limits.
final class JSONCatalogCases: XCTestCase {
    let f = "App/Localizable.xcstrings"

    func testBrokenJSON() {
        check([
            Case("xcstrings truncated in an object", f, #"{"sourceLanguage":"en","strings":{"a":{"comment":"x""#,
                 .error("App/Localizable.xcstrings:1:53: error: invalid JSON: expected ',' or '}', found the end of the file (an object is not closed)")),
            Case("xcstrings truncated in a string", f, #"{"sourceLanguage":"en","strings":{"a":{"comment":"x"#,
                 .error("App/Localizable.xcstrings:1:52: error: invalid JSON: a string is not closed before the end of the file")),
            Case("xcstrings empty file", f, "",
                 .error("App/Localizable.xcstrings:1:1: error: expected a String Catalog object at the top level, found the end of the file")),
            Case("xcstrings trailing text", f, #"{"sourceLanguage":"en","strings":{}} x"#,
                 .error("App/Localizable.xcstrings:1:38: error: invalid JSON: expected the end of the document after the top-level value")),
            Case("xcstrings unknown escape", f, Make.xcstrings(value: #"a\q"#),
                 .error("App/Localizable.xcstrings:1:109: error: invalid JSON: unknown escape '\\q' in a string")),
            Case("xcstrings raw tab in a string", f, Make.xcstrings(value: "a\tb"),
                 .error("App/Localizable.xcstrings:1:108: error: invalid JSON: control character byte 0x09 inside a string (write it as an escape)")),
            Case("xcstrings lone low surrogate escape", f, Make.xcstrings(value: #"\uDC00"#),
                 .error("App/Localizable.xcstrings:1:113: error: invalid JSON: a lone low surrogate in a \\u escape")),
            Case("xcstrings high surrogate escape alone", f, Make.xcstrings(value: #"\uD800x"#),
                 .error("App/Localizable.xcstrings:1:113: error: invalid JSON: a high surrogate \\u escape must be followed by a low surrogate")),
        ])
    }

    func testWrongTypes() {
        check([
            Case("xcstrings strings is an array", f, #"{"sourceLanguage":"en","strings":[]}"#,
                 .error("App/Localizable.xcstrings:1:34: error: expected \"strings\" to be an object, found array")),
            Case("xcstrings sourceLanguage is a number", f, #"{"sourceLanguage":1,"strings":{}}"#,
                 .error("App/Localizable.xcstrings:1:19: error: expected \"sourceLanguage\" (a non-empty string) in the String Catalog")),
            Case("xcstrings value is a number", f, #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":{"value":3}}}}}}"#,
                 .error("App/Localizable.xcstrings:1:85: error: expected \"value\" to be a string, found number")),
            Case("xcstrings unknown plural category", f,
                 #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"variations":{"plural":{"lots":{"stringUnit":{"value":"x"}}}}}}}}}"#,
                 .error("App/Localizable.xcstrings:1:94: error: unknown plural category \"lots\" (expected zero, one, two, few, many or other)")),
            Case("xcstrings top level is an array", f, "[1]",
                 .error("App/Localizable.xcstrings:1:1: error: expected a String Catalog object at the top level, found array")),
        ])
    }

    func testNesting() {
        let deepArrays = #"{"sourceLanguage":"en","strings":{"k":{"extra":"# + Make.repeated("[", 200_000) + Make.repeated("]", 200_000) + "}}}"
        var variations = #"{"stringUnit":{"state":"translated","value":"x"}}"#
        for _ in 0..<30_000 { variations = #"{"variations":{"plural":{"other":"# + variations + "}}}" }
        let deepVariations = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":"# + variations + "}}}}"
        check([
            Case("xcstrings arrays nested 200,000 deep", f, deepArrays,
                 .error("App/Localizable.xcstrings:1:557: error: invalid JSON: nesting deeper than 512 levels, the most voicelint reads")),
            Case("xcstrings variations nested 17 deep", f, Self.variations(17),
                 .error("App/Localizable.xcstrings:1:604: error: variations nested deeper than 16 levels, the most voicelint reads")),
            Case("xcstrings variations nested 16 deep", f, Self.variations(16), .loads(entries: 1)),
            Case("xcstrings variations nested 30,000 deep", f, deepVariations,
                 .error("App/Localizable.xcstrings:1:604: error: variations nested deeper than 16 levels, the most voicelint reads")),
            Case("xcstrings top-level arrays nested 200,000 deep", f, Make.repeated("[", 200_000) + Make.repeated("]", 200_000),
                 .error("App/Localizable.xcstrings:1:1: error: expected a String Catalog object at the top level, found array")),
        ])
    }

    static func variations(_ n: Int) -> String {
        var v = #"{"stringUnit":{"state":"translated","value":"x"}}"#
        for _ in 0..<n { v = #"{"variations":{"plural":{"other":"# + v + "}}}" }
        return #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":"# + v + "}}}}"
    }

    func testRepeatedKeys() throws {
        let twice = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } } } },
            "save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Sauvegarder" } } } }
          },
          "version" : "1.0"
        }
        """
        let localization = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "save" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Sauver" } }
              }
            }
          }
        }
        """
        let value = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"un","value":"deux"}}}}}}"#
        let top = #"{"sourceLanguage":"de","sourceLanguage":"en","strings":{}}"#
        let plural = """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%d fichier"}},
          "one":{"stringUnit":{"state":"translated","value":"un fichier"}},
          "other":{"stringUnit":{"state":"translated","value":"%d fichiers"}}}}}}}}}
        """
        check([
            Case("xcstrings key twice", f, twice,
                 .note("App/Localizable.xcstrings:5:5: the key \"save\" is defined twice (first at 4:5, again at 5:5); the last one is kept, as Apple's JSON reader keeps it",
                       related: "4:5")),
            Case("xcstrings localization twice", f, localization,
                 .note("App/Localizable.xcstrings:7:9: the fr localization of \"save\" is defined twice (first at 6:9, again at 7:9); the last one is kept, as Apple's JSON reader keeps it",
                       related: "6:9")),
            Case("xcstrings value twice", f, value,
                 .note("App/Localizable.xcstrings:1:111: \"value\" appears twice in the fr localization of \"k\" (first at 1:98, again at 1:111); the last one is kept, as Apple's JSON reader keeps it",
                       related: "1:98")),
            Case("xcstrings sourceLanguage twice", f, top,
                 .note("App/Localizable.xcstrings:1:24: \"sourceLanguage\" appears twice at the top level of the String Catalog (first at 1:2, again at 1:24); the last one is kept, as Apple's JSON reader keeps it",
                       related: "1:2")),
            Case("xcstrings plural category twice", f, plural,
                 .note("App/Localizable.xcstrings:3:3: \"one\" appears twice in the fr localization of \"k\" (first at 2:3, again at 3:3); the last one is kept, as Apple's JSON reader keeps it",
                       related: "2:3")),
        ])
        // The last one is what is checked.
        let (entries, notes) = try load(f, twice)
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries[0].localization("fr")?.units.map(\.value), ["Sauvegarder"])
        XCTAssertEqual(entries[0].localization("fr")?.units[0].location.line, 5)
        XCTAssertEqual(notes[0].key, "save")
        XCTAssertEqual(notes[0].locale, "en")
        let fr = try load(f, localization).entries[0].localization("fr")
        XCTAssertEqual(fr?.units.map(\.value), ["Sauver"])
        XCTAssertEqual(fr?.units.first?.state, .needsReview)
        XCTAssertEqual(try load(f, value).entries[0].localization("fr")?.units.map(\.value), ["deux"])
        XCTAssertEqual(try load(f, value).notes[0].text, "deux")
        XCTAssertEqual(try load(f, top).entries.count, 0)
        XCTAssertEqual(try load(f, plural).entries[0].localization("fr")?.units.map(\.value), ["un fichier", "%d fichiers"])
        XCTAssertEqual(try load(f, plural).notes[0].locale, "fr")
    }

    /// Keys are told apart by their strings, however the reader compares them: a key of up to
    /// eight plain ASCII bytes by its bytes, any other (escaped, longer, not ASCII) as a string.
    func testRepeatedKeysAreFoundWhateverTheirSpelling() throws {
        func repeated(_ json: String) throws -> [String] {
            try load(f, json).notes.filter { $0.kind == .duplicateKey }.map { $0.locale + " " + $0.message.prefix { $0 != "(" } }
        }
        func localizations(_ a: String, _ b: String) -> String {
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"\#(a)":{"stringUnit":{"state":"translated","value":"x"}},"\#(b)":{"stringUnit":{"state":"translated","value":"y"}}}}}}"#
        }
        // The same locale written with an escape, on either side.
        XCTAssertEqual(try repeated(localizations("fr", #"fr"#)), ["fr the fr localization of \"k\" is defined twice "])
        XCTAssertEqual(try repeated(localizations(#"fr"#, "fr")), ["fr the fr localization of \"k\" is defined twice "])
        // Seven and eight bytes, the same and differing in their last byte; nine bytes.
        XCTAssertEqual(try repeated(localizations("zh-Hant", "zh-Hant")).count, 1)
        XCTAssertEqual(try repeated(localizations("zh-Hans", "zh-Hant")), [])
        XCTAssertEqual(try repeated(localizations("sr-Latn1", "sr-Latn1")).count, 1)
        XCTAssertEqual(try repeated(localizations("sr-Latn1", "sr-Latn2")), [])
        XCTAssertEqual(try repeated(localizations("sr-Latn-1", "sr-Latn-1")).count, 1)
        XCTAssertEqual(try repeated(localizations("sr-Latn-1", "sr-Latn-2")), [])
        XCTAssertEqual(try repeated(localizations("é", #"é"#)).count, 1, "not ASCII")
        XCTAssertEqual(try repeated(localizations("é", "è")), [])
        // Many keys in one object (past sixteen they are kept in a dictionary), one of them again.
        let many = (0..<40).map { "l\($0)" } + ["l1", "l39", "l40"]
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"# + many.map { #""\#($0)":{"stringUnit":{"state":"translated","value":"x"}}"# }.joined(separator: ",") + "}}}}"
        XCTAssertEqual(try load(f, json).notes.filter { $0.kind == .duplicateKey }.map(\.locale), ["l1", "l39"])
        for n in 2...17 {
            let keys = (0..<n).map { "k\($0)" } + ["k\(n - 1)"]
            let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"# + keys.map { #""\#($0)":{"stringUnit":{"state":"translated","value":"x"}}"# }.joined(separator: ",") + "}}}}"
            XCTAssertEqual(try load(f, json).notes.filter { $0.kind == .duplicateKey }.map(\.locale), ["k\(n - 1)"], "\(n) keys")
        }
        // Keys within eight bytes of the end of the file.
        XCTAssertEqual(try repeated(#"{"sourceLanguage":"en","strings":{},"v":1,"v":2}"#), [#"en "v" appears twice at the top level of the String Catalog "#])
        XCTAssertEqual(try repeated(#"{"sourceLanguage":"en","strings":{},"v":1,"w":2}"#), [])
    }

    func testBytes() {
        check([
            Case("xcstrings invalid UTF-8 lead byte", f, Make.xcstringsBytes(valueBytes: [0x63, 0x61, 0x66, 0xC3, 0x20, 0x78]),
                 .error("App/Localizable.xcstrings:1:111: error: invalid UTF-8 byte 0xC3 at byte offset 110")),
            Case("xcstrings stray continuation byte", f, Make.xcstringsBytes(valueBytes: [0x80]),
                 .error("App/Localizable.xcstrings:1:108: error: invalid UTF-8 byte 0x80 at byte offset 107")),
            Case("xcstrings overlong UTF-8", f, Make.xcstringsBytes(valueBytes: [0xC0, 0xAF]),
                 .error("App/Localizable.xcstrings:1:108: error: invalid UTF-8 byte 0xC0 at byte offset 107")),
            Case("xcstrings UTF-8 encoded surrogate", f, Make.xcstringsBytes(valueBytes: [0xED, 0xA0, 0x80]),
                 .error("App/Localizable.xcstrings:1:108: error: invalid UTF-8 byte 0xED at byte offset 107")),
            Case("xcstrings UTF-8 cut at the end of the file", f, Array(#"{"sourceLanguage":"en","strings":{}}"#.utf8) + [0xF0, 0x9F],
                 .error("App/Localizable.xcstrings:1:37: error: invalid UTF-8 byte 0xF0 at byte offset 36")),
            Case("xcstrings NUL byte in a value", f, Make.xcstringsBytes(valueBytes: [0x00, 0x62]),
                 .error("App/Localizable.xcstrings:1:108: error: NUL byte at byte offset 107 (a text catalog never contains one: the file is damaged or not text)")),
            Case("xcstrings UTF-16", f, Make.utf16LE(#"{"sourceLanguage":"en","strings":{}}"#),
                 .error("App/Localizable.xcstrings:1:1: error: expected UTF-8 JSON, found a UTF-16 byte order mark (Xcode writes String Catalogs in UTF-8)")),
        ])
    }

    func testConflictMarkers() {
        let conflicted = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
            + Make.conflict("    \"a\" : { \"comment\" : \"one\" }\n", "    \"a\" : { \"comment\" : \"two\" }\n") + "  }\n}\n"
        let halfResolved = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"two\" }\n>>>>>>> main\n  }\n}\n"
        check([
            Case("xcstrings conflict markers", f, conflicted,
                 .error("App/Localizable.xcstrings:4:1: error: merge conflict marker '<<<<<<<' at line 4: resolve the conflict first")),
            Case("xcstrings closing conflict marker alone", f, halfResolved,
                 .error("App/Localizable.xcstrings:5:1: error: merge conflict marker '>>>>>>>' at line 5 (the end of a conflict whose start was removed): resolve the conflict first")),
            Case("xcstrings conflict marker on the first line", f, "<<<<<<< HEAD\n{}\n=======\n[]\n>>>>>>> x\n",
                 .error("App/Localizable.xcstrings:1:1: error: merge conflict marker '<<<<<<<' at line 1: resolve the conflict first")),
        ])
    }

    func testLimits() {
        let long = Make.repeated("x", Limits.valueBytes + 1)
        check([
            Case("xcstrings value over 1 MiB", f, Make.xcstrings(value: long),
                 .error("App/Localizable.xcstrings:1:106: error: the fr value of \"k\" is 1,048,577 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
            Case("xcstrings key over 1 MiB", f, Make.xcstrings(value: "v", key: long),
                 .error("App/Localizable.xcstrings:1:1048615: error: the key \"" + Make.repeated("x", 40) + "…\" is 1,048,577 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
            Case("xcstrings value of exactly 1 MiB", f, Make.xcstrings(value: Make.repeated("x", Limits.valueBytes)), .loads(entries: 1)),
        ])
    }

    /// A 50 MB value is refused, in linear time.
    func testFiftyMegabyteValueIsRefusedQuickly() {
        let start = Date()
        check([
            Case("xcstrings 50 MB value", f, Make.xcstrings(value: Make.repeated("word ", 10_000_000)),
                 .error("App/Localizable.xcstrings:1:106: error: the fr value of \"k\" is 50,000,000 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
        ])
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    /// A catalog written on one line (minified) with many values: positions stay cheap.
    func testOneLineCatalogIsLinear() throws {
        var json = #"{"sourceLanguage":"en","strings":{"#
        for k in 0..<20_000 {
            if k > 0 { json += "," }
            json += #""key\#(k)":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"valeur \#(k)"}}}}"#
        }
        json += "}}"
        let start = Date()
        let (entries, _) = try load(f, json)
        XCTAssertEqual(entries.count, 20_000)
        XCTAssertEqual(entries[19_999].localization("fr")?.units[0].location.line, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }
}
