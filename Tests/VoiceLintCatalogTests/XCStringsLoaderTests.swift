import XCTest
@testable import VoiceLintCatalog

final class XCStringsLoaderTests: XCTestCase {
    let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "comment" : "Accessibility label for the photo count",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                }
              }
            },
            "ru" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld фото" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld фото" } }
                      }
                    }
                  },
                  "other" : { "stringUnit" : { "state" : "new", "value" : "Фото: %lld" } }
                }
              }
            }
          }
        },
        "album" : {
          "extractionState" : "manual",
          "localizations" : {
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@photos@ dans l’album \\"été\\"" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                    }
                  }
                }
              }
            }
          }
        },
        "brand" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

    func load() throws -> [Entry] {
        try XCStringsLoader.load(bytes: Array(catalog.utf8), file: "App/Localizable.xcstrings", table: "App/Localizable")
    }

    func testEntriesCommentsAndFlags() throws {
        let entries = try load()
        XCTAssertEqual(entries.map(\.key), ["%lld photos", "album", "brand"])
        XCTAssertEqual(entries[0].comment, "Accessibility label for the photo count")
        XCTAssertEqual(entries[1].extractionState, "manual")
        XCTAssertFalse(entries[2].shouldTranslate)
        XCTAssertTrue(entries[0].shouldTranslate)
    }

    /// Each entry keeps its own localizations, in order, whatever the key before had (the
    /// loader hands its array to the entry). A "localizations" member given twice: the last
    /// one counts, as JSON readers take it, and the source is then spoken from the key.
    func testLocalizationsPerEntryAndARepeatedMember() throws {
        let unit = { (v: String) in "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(v)\" } }" }
        let json = """
        { "sourceLanguage" : "en", "strings" : {
          "a" : { "localizations" : { "en" : \(unit("A")), "de" : \(unit("A de")), "fr" : \(unit("A fr")) } },
          "b" : { "localizations" : { "en" : \(unit("B")) } },
          "c" : { "localizations" : { "en" : \(unit("C")), "de" : \(unit("C de")), "fr" : \(unit("C fr")), "ja" : \(unit("C ja")), "ko" : \(unit("C ko")) } },
          "d" : { "localizations" : { "en" : \(unit("D")) }, "comment" : "x", "localizations" : { "it" : \(unit("D it")) } }
        } }
        """
        let entries = try XCStringsLoader.load(bytes: Array(json.utf8), file: "L.xcstrings", table: "L")
        XCTAssertEqual(entries.map { $0.localizations.map(\.locale) }, [["en", "de", "fr"], ["en"], ["en", "de", "fr", "ja", "ko"], ["en", "it"]])
        XCTAssertEqual(entries.map { $0.localizations.map { $0.units.map(\.value) } },
                       [[["A"], ["A de"], ["A fr"]], [["B"]], [["C"], ["C de"], ["C fr"], ["C ja"], ["C ko"]], [["d"], ["D it"]]])
    }

    func testPluralAndNestedDeviceVariationsWithPositions() throws {
        let e = try load()[0]
        let en = try XCTUnwrap(e.localization("en"))
        XCTAssertEqual(en.units.map(\.variantLabel), ["plural.one", "plural.other"])
        XCTAssertEqual(en.units[0].location, SourceLocation(file: "App/Localizable.xcstrings", line: 10, column: 76))
        let ru = try XCTUnwrap(e.localization("ru"))
        XCTAssertEqual(ru.units.map(\.variantLabel), ["device.iphone.plural.one", "device.iphone.plural.other", "device.other"])
        XCTAssertEqual(ru.units[0].state, .needsReview)
        XCTAssertEqual(ru.units[2].state, .new)
        XCTAssertEqual(ru.units[0].pluralGroup, ["device", "iphone"])
        XCTAssertEqual(ru.units[0].value, "%lld фото")
        // Columns count characters, not bytes: the Cyrillic value is on the same column scheme.
        XCTAssertEqual(ru.units[0].location.line, 21)
    }

    func testSubstitutionsAndEscapes() throws {
        let e = try load()[1]
        let fr = try XCTUnwrap(e.localization("fr"))
        XCTAssertEqual(fr.units[0].value, "%#@photos@ dans l’album \"été\"")
        XCTAssertEqual(fr.substitutions["photos"], Substitution(name: "photos", argNum: 1, formatSpecifier: "lld"))
        XCTAssertEqual(fr.units.map(\.variantLabel), ["", "substitutions.photos.plural.one", "substitutions.photos.plural.other"])
    }

    func testKeyWithoutSourceLocalizationSpeaksTheKey() throws {
        let e = try load()[1]
        XCTAssertEqual(e.source?.units.first?.value, "album")
        XCTAssertEqual(e.source?.units.first?.state, .implicit)
    }

    func testMalformedJSONNamesLineAndColumn() {
        let bad = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"x\" \n  }\n}"
        XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(bad.utf8), file: "Bad.xcstrings", table: "Bad")) { error in
            let e = error as! LoadError
            XCTAssertEqual(e.location.file, "Bad.xcstrings")
            XCTAssertEqual(e.location.line, 6)
            XCTAssertTrue(e.message.contains("expected ',' or '}'"), e.message)
        }
    }

    func testWrongTypeIsAnErrorNotACrash() {
        let bad = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"value\":3}}}}}}"
        XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(bad.utf8), file: "Bad.xcstrings", table: "Bad")) { error in
            XCTAssertTrue((error as! LoadError).message.contains("expected \"value\" to be a string"))
        }
        let truncated = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"unterminated"
        XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(truncated.utf8), file: "T.xcstrings", table: "T"))
        let unknownState = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"done\",\"value\":\"x\"}}}}}}"
        XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(unknownState.utf8), file: "S.xcstrings", table: "S"))
    }

    /// A localization of one plain value is taken by its bytes (`plainLocalization`); every
    /// other shape is read member by member. Both must give the same units, positions, notes
    /// and errors: each shape below is near the plain one, and is read as the general reader
    /// reads it.
    func testPlainLocalizationsReadAsEveryOtherShape() throws {
        let json = """
        { "sourceLanguage" : "en", "strings" : {
          "k" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } },
            "de" : {"stringUnit":{"value":"Zuerst der Wert","state":"needs_review"}},
            "fr" : { "stringUnit" : { "value" : "Sans état" } },
            "it" : { "stringUnit" : { "state" : "final", "value" : "Stato di XLIFF" } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "Say \\"hi\\"" } },
            "ko" : { "stringUnit" : { "state" : "stale", "value" : "x", "extra" : [1, 2] } },
            "nl" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "stringUnit" : { "value" : "%arg" } } } }
          } }
        } }
        """
        let l = try XCTUnwrap(XCStringsLoader.load(bytes: Array(json.utf8), file: "P.xcstrings", table: "P").first).localizations
        XCTAssertEqual(l.map(\.locale), ["en", "de", "fr", "it", "ja", "ko", "nl"])
        XCTAssertEqual(l.map { $0.units.map(\.value) },
                       [["Plain"], ["Zuerst der Wert"], ["Sans état"], ["Stato di XLIFF"], ["Say \"hi\""], ["x"], ["%#@n@", "%arg"]])
        XCTAssertEqual(l.map { $0.units.map(\.state) }, [[.translated], [.needsReview], [nil], [.translated], [.new], [.stale], [.translated, nil]])
        XCTAssertEqual(l[6].substitutions["n"], Substitution(name: "n", argNum: 1, formatSpecifier: "lld"))
        // Each value's place is its opening quote, found the same way on either path.
        XCTAssertEqual(l[0].units[0].location, SourceLocation(file: "P.xcstrings", line: 3, column: 65))
        XCTAssertEqual(l[1].units[0].location, SourceLocation(file: "P.xcstrings", line: 4, column: 35))
        XCTAssertEqual(l[2].units[0].location, SourceLocation(file: "P.xcstrings", line: 5, column: 41))

        // A value given twice in one stringUnit is noted, with both places, and the last one
        // counts. (A catalog with a repeated key is read a second time without the earlier
        // ones, member by member: this one on its own, to leave the one above to the skim.)
        let twice = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"pt\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"first\",\"value\":\"last\"}}}}}}"
        let (entries, notes) = try XCStringsLoader.loadWithNotes(bytes: Array(twice.utf8), file: "T.xcstrings", table: "T")
        XCTAssertEqual(entries.first?.localization("pt")?.units.map(\.value), ["last"])
        XCTAssertEqual(notes.map(\.key), ["k"])
        XCTAssertEqual(notes.first?.locale, "pt")
        XCTAssertTrue(notes.first?.message.contains("\"value\" appears twice in the pt localization") == true, notes.first?.message ?? "")

        let refused = [
            ("{\"state\":3,\"value\":\"x\"}", "expected \"state\" to be a string"),
            ("{\"state\":\"done\",\"value\":\"x\"}", "unknown state \"done\""),
            ("{\"state\":\"new\"}", "expected \"value\" in the stringUnit"),
            ("{\"value\":\"x\\q\"}", "invalid JSON"),
            // A state that fails to read is not passed over to the member its bytes seem to go on to.
            ("{\"state\":\"\\q\"value\":\"x\"}", "invalid JSON"),
            ("{\"state\":\"translated\",\"value\":\"\\q\"state\":\"new\"}", "invalid JSON"),
        ]
        for (unit, message) in refused {
            let bad = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"fr\":{\"stringUnit\":\(unit)}}}}}"
            XCTAssertThrowsError(try XCStringsLoader.load(bytes: Array(bad.utf8), file: "B.xcstrings", table: "B"), unit) { error in
                XCTAssertTrue((error as! LoadError).message.contains(message), "\(unit): \((error as! LoadError).message)")
            }
        }
    }
}
