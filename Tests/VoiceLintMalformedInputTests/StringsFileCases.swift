import XCTest
@testable import VoiceLintCatalog

/// Old-style `.strings` files, UTF-8 and UTF-16.
final class StringsFileCases: XCTestCase {
    let f = "App/fr.lproj/Localizable.strings"

    func testSyntax() {
        check([
            Case("strings unterminated string", f, "\"a\" = \"b\";\n\"c\" = \"never closed;\n",
                 .error("App/fr.lproj/Localizable.strings:2:7: error: a quoted string is not closed before the end of the file")),
            Case("strings missing semicolon", f, "\"a\" = \"b\"\n\"c\" = \"d\";\n",
                 .error("App/fr.lproj/Localizable.strings:2:1: error: expected ';' after the value of \"a\", found '\"'")),
            Case("strings unclosed comment", f, "/* a comment\n\"a\" = \"b\";\n",
                 .error("App/fr.lproj/Localizable.strings:1:1: error: a /* comment is not closed before the end of the file")),
            Case("strings truncated after =", f, "\"a\" = ",
                 .error("App/fr.lproj/Localizable.strings:1:7: error: expected a value for the key \"a\", found the end of the file")),
            Case("strings lone surrogate escape", f, "\"a\" = \"\\UD800\";\n",
                 .error("App/fr.lproj/Localizable.strings:1:14: error: invalid \\U escape (a lone surrogate)")),
            Case("strings empty file", f, "", .loads(entries: 0)),
            // Found by Scripts/fuzz.sh: the pair's arithmetic underflowed and trapped.
            Case("strings high surrogate escape before another escape", f, "\"a\" = \"R\\UD800\\U00E9glages\";\n",
                 .error("App/fr.lproj/Localizable.strings:1:21: error: invalid \\U escape: a high surrogate followed by \\U00E9, not by a low surrogate")),
        ])
    }

    func testBytes() {
        check([
            Case("strings NUL byte in a value", f, Array("\"a\" = \"x".utf8) + [0x00] + Array("y\";\n".utf8),
                 .error("App/fr.lproj/Localizable.strings:1:9: error: NUL byte at byte offset 8 (a text catalog never contains one: the file is damaged or not text)")),
            Case("strings invalid UTF-8", f, Array("\"a\" = \"b\";\n\"c\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8),
                 .error("App/fr.lproj/Localizable.strings:2:11: error: invalid UTF-8 byte 0xE9 at byte offset 21 (the file must be UTF-8, or UTF-16 with a byte order mark)")),
            Case("strings odd-length UTF-16", f, Make.utf16LE("\"a\" = \"b\";") + [0x0A],
                 .error("App/fr.lproj/Localizable.strings:1:1: error: UTF-16 data with an odd number of bytes (23): the file is truncated or not UTF-16")),
            Case("strings unpaired surrogate in UTF-16", f, Make.utf16LE("\"a\" = \"") + [0x00, 0xD8] + Make.utf16LE("\";").dropFirst(2),
                 .error("App/fr.lproj/Localizable.strings:1:8: error: invalid UTF-16: an unpaired surrogate 0xD800 at byte offset 16")),
            Case("strings NUL in UTF-16", f, Make.utf16LE("\"a\" = \"b\";\n\"c\" = \"") + [0x00, 0x00] + Make.utf16LE("\";").dropFirst(2),
                 .error("App/fr.lproj/Localizable.strings:2:8: error: NUL byte at byte offset 38 (a text catalog never contains one: the file is damaged or not text)")),
        ])
    }

    func testConflictMarkers() {
        check([
            Case("strings conflict markers", f, "\"a\" = \"b\";\n" + Make.conflict("\"c\" = \"d\";\n", "\"c\" = \"e\";\n"),
                 .error("App/fr.lproj/Localizable.strings:2:1: error: merge conflict marker '<<<<<<<' at line 2: resolve the conflict first")),
            Case("strings conflict markers in UTF-16", f, Make.utf16LE("/* é */\n\"a\" = \"b\";\n" + Make.conflict("\"c\" = \"d\";\n", "\"c\" = \"e\";\n")),
                 .error("App/fr.lproj/Localizable.strings:3:1: error: merge conflict marker '<<<<<<<' at line 3: resolve the conflict first")),
            Case("strings text that only looks like a marker", f, "\"a\" = \"x\n=======\ny\";\n\"b\" = \"<<<<<<<<\";\n", .loads(entries: 2)),
        ])
    }

    func testRepeatedKeyAndLimits() throws {
        check([
            Case("strings key twice", f, "\"a\" = \"one\";\n\"a\" = \"two\";\n",
                 .note("App/fr.lproj/Localizable.strings:2:1: the key \"a\" is defined again (first at line 1); the last value wins", related: "1:7")),
            Case("strings value over 1 MiB", f, "\"a\" = \"" + Make.repeated("é", Limits.valueBytes / 2 + 1) + "\";\n",
                 .error("App/fr.lproj/Localizable.strings:1:7: error: the fr value of \"a\" is 1,048,578 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
            Case("strings comment over 1 MiB", f, "/* " + Make.repeated("c", Limits.valueBytes + 1) + " */\n\"a\" = \"b\";\n",
                 .error("App/fr.lproj/Localizable.strings:2:1: error: the comment of \"a\" is 1,048,577 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
        ])
        XCTAssertEqual(try load(f, "\"a\" = \"one\";\n\"a\" = \"two\";\n").entries[0].localization("fr")?.units[0].value, "two")
    }

    /// Comments made of a million lines, or of a million spaces: linear.
    func testLongCommentsAreLinear() throws {
        let start = Date()
        let (entries, _) = try load(f, Make.repeated("// line\n", 300_000) + "/*" + Make.repeated(" ", 1_000_000) + "x */\n\"a\" = \"b\";\n")
        XCTAssertEqual(entries.count, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }
}
