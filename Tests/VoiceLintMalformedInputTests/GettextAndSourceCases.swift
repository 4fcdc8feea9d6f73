import XCTest
@testable import VoiceLintCatalog
@testable import VoiceLintSources

/// gettext `.po` files, and the source scanner's own limits.
final class GettextAndSourceCases: XCTestCase {
    let g = "po/fr.po"

    func plural(_ formula: String) -> String {
        "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=\(formula);\\n\"\n\nmsgid \"a file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"un\"\nmsgstr[1] \"des\"\n"
    }

    func testGettext() {
        check([
            Case("po unterminated string", g, Make.po("msgid \"a\"\nmsgstr \"b\n"),
                 .error("po/fr.po:6:8: error: a quoted string is not closed at the end of the line")),
            Case("po conflict markers", g, Make.po(Make.conflict("msgid \"a\"\nmsgstr \"b\"\n", "msgid \"a\"\nmsgstr \"c\"\n")),
                 .error("po/fr.po:5:1: error: merge conflict marker '<<<<<<<' at line 5: resolve the conflict first")),
            Case("po invalid UTF-8", g, Array(Make.po("msgid \"a\"\nmsgstr \"caf").utf8) + [0xE9] + Array("\"\n".utf8),
                 .error("po/fr.po:6:12: error: invalid UTF-8 byte 0xE9 at byte offset 58 (the file must be UTF-8, or UTF-16 with a byte order mark)")),
            Case("po Latin-1 declared in the header", g,
                 Array("msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"a\"\nmsgstr \"caf".utf8) + [0xE9] + Array("\"\n".utf8),
                 .loads(entries: 1)),
            Case("po NUL byte", g, Array(Make.po("msgid \"a\"\nmsgstr \"x").utf8) + [0] + Array("\"\n".utf8),
                 .error("po/fr.po:6:10: error: NUL byte at byte offset 56 (a text catalog never contains one: the file is damaged or not text)")),
            Case("po plural expression nested 10,000 deep", g, plural(Make.repeated("(", 10_000) + "n != 1" + Make.repeated(")", 10_000)),
                 .error("po/fr.po:4:1: error: the header's Plural-Forms expression is 20006 characters long; voicelint reads expressions up to 1000")),
            Case("po plural expression nested 100 deep", g, plural(Make.repeated("(", 100) + "n != 1" + Make.repeated(")", 100)),
                 .error("po/fr.po:4:1: error: the header's Plural-Forms expression \"" + Make.repeated("(", 100) + "n != 1" + Make.repeated(")", 100) + "\" is not valid: nested deeper than 64 levels, the most voicelint reads")),
            Case("po plural expression of 400 negations", g, plural(Make.repeated("!", 400) + "n"),
                 .error("po/fr.po:4:1: error: the header's Plural-Forms expression \"" + Make.repeated("!", 400) + "n\" is not valid: nested deeper than 64 levels, the most voicelint reads")),
            Case("po plural expression that overflows", g, plural("(n - 9223372036854775807 - 1) / -1 % 2 != 0"), .loads(entries: 1)),
            Case("po msgstr without msgid", g, Make.po("msgstr \"b\"\n"),
                 .error("po/fr.po:5:1: error: expected msgid, found a second msgstr for msgid \"\"")),
            Case("po empty file", g, "", .loads(entries: 0)),
            // Found by Scripts/fuzz.sh: the index overflowed Int and trapped.
            Case("po msgstr index that overflows", g, Make.po("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[122222222222222222222000000000000] \"x\"\n"),
                 .error("po/fr.po:7:8: error: expected msgstr[N] with a plural form number N, found a number of more than 4 digits")),
            Case("po msgstr index found by the fuzzer", g,
                 "#, c-folural \"%d notes\"\nmsgstr[022222222222222222222222222222222222222222222222cessibility hint ?for the play button\n#, ] \"%dhint ?fmsgstr[1] \"\"\n",
                 .error("po/fr.po:2:8: error: expected msgstr[N] with a plural form number N, found a number of more than 4 digits")),
            Case("po msgstr index of 9999", g, Make.po("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[9999] \"x\"\n"),
                 .error("po/fr.po:7:1: error: msgstr[9999] has no plural form: the header's Plural-Forms says nplurals=2 (msgstr[0] to msgstr[1])")),
            Case("po message twice", g, Make.po("msgid \"a\"\nmsgstr \"un\"\n\nmsgid \"a\"\nmsgstr \"deux\"\n"),
                 .note("po/fr.po:8:1: the message \"a\" is defined again (first at line 5); msgfmt rejects the file, the first definition is kept here", related: "5:1")),
        ])
    }

    /// A msgstr continued over 200,000 lines: linear.
    func testLongContinuedStringIsLinear() throws {
        let start = Date()
        let (entries, _) = try load(g, Make.po("msgid \"a\"\nmsgstr \"\"\n" + Make.repeated("\"x\"\n", 200_000)))
        XCTAssertEqual(entries[0].localization("fr")?.units[0].value.count, 200_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    // MARK: The source scanner

    func scan(_ source: String, _ language: SourceScanner.Language = .swift, known: Set<String> = ["save"]) -> (usages: [SourceUsage], tooDeep: (line: Int, column: Int)?) {
        SourceScanner(knownKeys: known).scanChecked(source: source, file: "A.swift", language: language)
    }

    func testSourceNesting() {
        let cases: [(String, String, (Int, Int)?)] = [
            ("swift parentheses nested 100,000 deep", "x.accessibilityLabel(" + Make.repeated("(", 100_000) + "\"save\"" + Make.repeated(")", 100_000) + ")", (1, 277)),
            ("swift interpolations nested 10,000 deep", "let s = " + Make.repeated("\"\\(", 10_000) + "1" + Make.repeated(")\"", 10_000), (1, 777)),
            ("swift ternary chain of 100,000", "x.accessibilityLabel = " + Make.repeated("c ? \"save\" : ", 100_000) + "\"save\"", (1, 3343)),
            // (`??` operands are read side by side, not nested: no limit to reach.)
            ("swift ?? chain of 10,000", "x.accessibilityLabel = " + Make.repeated("a ?? ", 10_000) + "NSLocalizedString(\"save\", comment: \"\")", nil),
            ("objective-c brackets nested 100,000 deep", Make.repeated("[", 100_000) + Make.repeated("]", 100_000), (1, 257)),
            ("swift parentheses nested 200 deep", "x.accessibilityLabel(" + Make.repeated("(", 200) + "\"save\"" + Make.repeated(")", 200) + ")", nil),
        ]
        for (name, source, expected) in cases {
            XCTAssertTrue(Cases.seen.insert(name).inserted)
            let r = scan(source, name.hasPrefix("objective-c") ? .objectiveC : .swift)
            XCTAssertEqual(r.tooDeep.map { "\($0.line):\($0.column)" }, expected.map { "\($0.0):\($0.1)" }, name)
        }
        XCTAssertEqual(scan("x.accessibilityLabel(" + Make.repeated("(", 200) + "\"save\"" + Make.repeated(")", 200) + ")").usages.map(\.key), ["save"])
        XCTAssertEqual(scan("x.accessibilityLabel = " + Make.repeated("a ?? ", 10_000) + "NSLocalizedString(\"save\", comment: \"\")").usages.map(\.key), ["save"])
    }

    func testSourceScanErrorsNameTheFile() throws {
        let dir = try temporaryFolder()
        try write(dir + "/Deep.swift", "x.accessibilityLabel(" + Make.repeated("(", 300) + "\"save\"" + Make.repeated(")", 300) + ")\n")
        XCTAssertThrowsError(try SourceScanner.scan(paths: [dir], knownKeys: ["save"])) { error in
            XCTAssertEqual("\(error)", dir + "/Deep.swift:1:277: error: brackets, string interpolations or ?: and ?? chains nested deeper than 256 levels, the most the source scanner reads")
        }
        XCTAssertTrue(Cases.seen.insert("source file nested 300 deep").inserted)
    }

    /// A long accessor chain and unbalanced brackets stay linear.
    func testSourceShapesThatWereQuadratic() {
        let start = Date()
        _ = scan("x.accessibilityLabel(L10n" + Make.repeated(".a", 100_000) + ")")
        _ = scan(Make.repeated("(", 100_000) + Make.repeated("]", 100_000))
        _ = scan("y" + Make.repeated(".a", 100_000) + ".accessibilityLabel(\"save\")")
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }
}

/// Every input the fuzzer ever crashed on (Fuzz/regressions/TARGET/) loads or
/// gives a positioned error.
final class FuzzRegressionTests: XCTestCase {
    static let files = ["xcstrings": "Fuzz.xcstrings", "strings": "fr.lproj/Fuzz.strings", "stringsdict": "fr.lproj/Fuzz.stringsdict",
                        "xliff": "Fuzz.xliff", "android": "res/values-fr/strings.xml", "po": "po/fr.po"]

    func testFuzzFindingsStayFixed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Fuzz/regressions")
        var count = 0
        for target in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path) {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(target).appendingPathComponent(name)))
                count += 1
                if target == "sources" {
                    _ = SourceScanner(knownKeys: ["save"]).scanChecked(source: String(decoding: bytes, as: UTF8.self), file: name, language: .swift)
                    continue
                }
                let file = try XCTUnwrap(Self.files[target], target)
                do throws(LoadError) { _ = try CatalogLoader().parse(bytes, file: file) } catch {
                    XCTAssertGreaterThanOrEqual(error.location.line, 1, name)
                }
            }
        }
        XCTAssertGreaterThan(count, 0, "no fuzz findings in \(folder.path)")
    }
}
