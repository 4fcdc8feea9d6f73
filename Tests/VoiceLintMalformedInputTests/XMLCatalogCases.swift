import XCTest
@testable import VoiceLintCatalog

/// Property lists (`.stringsdict`), XLIFF and Android resources: one XML reader.
final class XMLCatalogCases: XCTestCase {
    let p = "App/fr.lproj/Localizable.stringsdict"
    let x = "fr.xcloc/Localized Contents/fr.xliff"
    let a = "app/src/main/res/values-fr/strings.xml"

    static let billionLaughs = """
    <!DOCTYPE lolz [
     <!ENTITY lol "lol">
     <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
     <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
     <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
    ]>

    """
    static let external = "<!DOCTYPE x [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n"

    let plural = """
      <key>%d files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d fichier</string>
          <key>one</key>
          <string>un fichier</string>
          <key>other</key>
          <string>%d fichiers</string>
        </dict>
      </dict>

    """

    func testPropertyLists() throws {
        let entry = "  <key>k</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>x</string>\n  </dict>\n"
        let deep = Make.stringsdict("  <key>k</key>\n" + Make.repeated("<dict><key>a</key>", 50_000) + "<string>x</string>" + Make.repeated("</dict>", 50_000) + "\n")
        check([
            Case("stringsdict dicts nested 50,000 deep", p, deep,
                 .error("App/fr.lproj/Localizable.stringsdict:5:9169: error: invalid XML: elements nested deeper than 512 levels, the most voicelint reads")),
            Case("stringsdict key twice", p, Make.stringsdict(entry + entry),
                 .note("App/fr.lproj/Localizable.stringsdict:9:8: the key \"k\" is defined twice (first at 4:8, again at 9:8); the last one is kept, as Apple's property list reader keeps it",
                       related: "4:8")),
            Case("stringsdict plural category twice", p, Make.stringsdict(plural),
                 .note("App/fr.lproj/Localizable.stringsdict:16:12: the key \"one\" appears twice in one <dict> of the entry \"%d files\" (first at 14:12, again at 16:12); the last one is kept, as Apple's property list reader keeps it",
                       related: "14:12")),
            Case("stringsdict format key twice", p, Make.stringsdict("  <key>k</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>x</string>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>y</string>\n  </dict>\n"),
                 .note("App/fr.lproj/Localizable.stringsdict:8:10: the key \"NSStringLocalizedFormatKey\" appears twice in one <dict> of the entry \"k\" (first at 6:10, again at 8:10); the last one is kept, as Apple's property list reader keeps it",
                       related: "6:10")),
            Case("stringsdict entity expansion bomb", p, "<?xml version=\"1.0\"?>\n" + Self.billionLaughs + "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>&lol3;</string></dict></dict></plist>\n",
                 .error("App/fr.lproj/Localizable.stringsdict:8:77: error: invalid XML: unknown entity &lol3;")),
            Case("stringsdict external entity", p, "<?xml version=\"1.0\"?>\n" + Self.external + "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>&xxe;</string></dict></dict></plist>\n",
                 .error("App/fr.lproj/Localizable.stringsdict:3:77: error: invalid XML: unknown entity &xxe;")),
            Case("stringsdict truncated", p, String(Make.stringsdict(entry).prefix(90)),
                 .error("App/fr.lproj/Localizable.stringsdict:5:8: error: invalid XML: the start tag <dict> is not closed")),
            Case("stringsdict conflict markers", p, Make.stringsdict(Make.conflict(entry, entry)),
                 .error("App/fr.lproj/Localizable.stringsdict:4:1: error: merge conflict marker '<<<<<<<' at line 4: resolve the conflict first")),
            Case("stringsdict invalid UTF-8", p, Array(Make.stringsdict(entry).utf8.prefix(100)) + [0xFF] + Array(Make.stringsdict(entry).utf8.dropFirst(100)),
                 .error("App/fr.lproj/Localizable.stringsdict:6:9: error: invalid UTF-8 byte 0xFF at byte offset 100 (the file must be UTF-8, or UTF-16 with a byte order mark)")),
            Case("stringsdict NUL byte", p, Array(Make.stringsdict(entry).utf8.prefix(100)) + [0x00] + Array(Make.stringsdict(entry).utf8.dropFirst(100)),
                 .error("App/fr.lproj/Localizable.stringsdict:6:9: error: NUL byte at byte offset 100 (a text catalog never contains one: the file is damaged or not text)")),
            Case("stringsdict without a format key", p, Make.stringsdict("  <key>k</key>\n  <dict>\n  </dict>\n"),
                 .error("App/fr.lproj/Localizable.stringsdict:5:3: error: expected NSStringLocalizedFormatKey in the entry \"k\"")),
            Case("stringsdict key without a value", p, Make.stringsdict("  <key>k</key>\n"),
                 .error("App/fr.lproj/Localizable.stringsdict:4:3: error: the key \"k\" has no value")),
            Case("stringsdict mismatched closing tag", p, "<plist><dict><key>k</string></dict></plist>",
                 .error("App/fr.lproj/Localizable.stringsdict:1:28: error: invalid XML: expected </key>, found </string>")),
            Case("stringsdict empty file", p, "",
                 .error("App/fr.lproj/Localizable.stringsdict:1:1: error: invalid XML: expected a root element, found the end of the file")),
            Case("stringsdict odd-length UTF-16", p, Make.utf16LE("<plist/>") + [0x20],
                 .error("App/fr.lproj/Localizable.stringsdict:1:1: error: UTF-16 data with an odd number of bytes (19): the file is truncated or not UTF-16")),
        ])
        let units = try load(p, Make.stringsdict(plural)).entries[0].localization("fr")?.units.map(\.value)
        XCTAssertEqual(units, ["%#@files@", "un fichier", "%d fichiers"])
        XCTAssertEqual(try load(p, Make.stringsdict(entry + entry)).entries.count, 1)
    }

    func testXLIFF() {
        let unit = "<trans-unit id=\"save\" xml:space=\"preserve\">\n<source>Save</source>\n<target state=\"translated\">Enregistrer</target>\n</trans-unit>\n"
        check([
            Case("xliff elements nested 100,000 deep", x, Make.xliff(Make.repeated("<group>", 100_000) + unit + Make.repeated("</group>", 100_000)),
                 .error("fr.xcloc/Localized Contents/fr.xliff:5:3564: error: invalid XML: elements nested deeper than 512 levels, the most voicelint reads")),
            Case("xliff groups nested 500 deep", x, Make.xliff(Make.repeated("<group>", 500) + unit + Make.repeated("</group>", 500)), .loads(entries: 1)),
            Case("xliff truncated", x, String(Make.xliff(unit).prefix(260)),
                 .error("fr.xcloc/Localized Contents/fr.xliff:7:24: error: invalid XML: the value of the attribute state is not closed")),
            Case("xliff entity expansion bomb", x, Make.xliff("<trans-unit id=\"a\"><source>&lol3;</source></trans-unit>\n", prolog: Self.billionLaughs),
                 .error("fr.xcloc/Localized Contents/fr.xliff:11:28: error: invalid XML: unknown entity &lol3;")),
            Case("xliff external entity", x, Make.xliff("<trans-unit id=\"a\"><source>&xxe;</source></trans-unit>\n", prolog: Self.external),
                 .error("fr.xcloc/Localized Contents/fr.xliff:6:28: error: invalid XML: unknown entity &xxe;")),
            Case("xliff conflict markers", x, Make.xliff(Make.conflict(unit, unit)),
                 .error("fr.xcloc/Localized Contents/fr.xliff:5:1: error: merge conflict marker '<<<<<<<' at line 5: resolve the conflict first")),
            Case("xliff without source-language", x, "<xliff><file original=\"a\"></file></xliff>",
                 .error("fr.xcloc/Localized Contents/fr.xliff:1:8: error: expected a 'source-language' attribute on <file original=\"a\">")),
            Case("xliff unknown target state", x, Make.xliff("<trans-unit id=\"a\"><source>A</source><target state=\"done\">B</target></trans-unit>\n"),
                 .error("fr.xcloc/Localized Contents/fr.xliff:5:38: error: unknown target state \"done\" in the trans-unit \"a\"")),
            Case("xliff invalid UTF-8", x, Array(Make.xliff(unit).utf8.prefix(230)) + [0xC3, 0x28] + Array(Make.xliff(unit).utf8.dropFirst(230)),
                 .error("fr.xcloc/Localized Contents/fr.xliff:6:16: error: invalid UTF-8 byte 0xC3 at byte offset 230 (the file must be UTF-8, or UTF-16 with a byte order mark)")),
            Case("xliff ampersand without entity", x, Make.xliff("<trans-unit id=\"a\"><source>Salt & pepper</source></trans-unit>\n"),
                 .error("fr.xcloc/Localized Contents/fr.xliff:5:33: error: invalid XML: an '&' that starts no entity (write &amp;)")),
            Case("xliff target over 1 MiB", x, Make.xliff("<trans-unit id=\"a\"><source>A</source><target>" + Make.repeated("B", Limits.valueBytes + 1) + "</target></trans-unit>\n"),
                 .error("fr.xcloc/Localized Contents/fr.xliff:5:46: error: the fr value of \"a\" is 1,048,577 bytes long; voicelint reads strings up to 1,048,576 bytes (1 MiB)")),
            Case("xliff empty file", x, "",
                 .error("fr.xcloc/Localized Contents/fr.xliff:1:1: error: invalid XML: expected a root element, found the end of the file")),
        ])
    }

    func testAndroid() throws {
        check([
            Case("android spans nested 100,000 deep", a, Make.android("<string name=\"a\">" + Make.repeated("<b>", 100_000) + "x" + Make.repeated("</b>", 100_000) + "</string>\n"),
                 .error("app/src/main/res/values-fr/strings.xml:3:1548: error: invalid XML: elements nested deeper than 512 levels, the most voicelint reads")),
            Case("android spans nested 400 deep", a, Make.android("<string name=\"a\">" + Make.repeated("<b>", 400) + "x" + Make.repeated("</b>", 400) + "</string>\n"), .loads(entries: 1)),
            Case("android unescaped apostrophe", a, Make.android("<string name=\"a\">l'eau</string>\n"),
                 .error("app/src/main/res/values-fr/strings.xml:3:19: error: unescaped apostrophe in string \"l'eau\" (write \\' or put the text in double quotes)")),
            Case("android lone surrogate escape", a, Make.android("<string name=\"a\">\\uD800</string>\n"),
                 .error("app/src/main/res/values-fr/strings.xml:3:18: error: \\uD800 is a lone surrogate, not a character (in \"\\uD800\")")),
            Case("android conflict markers", a, Make.android(Make.conflict("<string name=\"a\">un</string>\n", "<string name=\"a\">deux</string>\n")),
                 .error("app/src/main/res/values-fr/strings.xml:3:1: error: merge conflict marker '<<<<<<<' at line 3: resolve the conflict first")),
            Case("android truncated", a, "<?xml version=\"1.0\"?>\n<resources>\n<string name=\"a\">x",
                 .error("app/src/main/res/values-fr/strings.xml:3:19: error: invalid XML: the element <string> opened at byte 34 is not closed before the end of the file")),
            Case("android NUL byte", a, Array(Make.android("<string name=\"a\">x</string>\n").utf8.prefix(70)) + [0] + Array(Make.android("<string name=\"a\">x</string>\n").utf8.dropFirst(70)),
                 .error("app/src/main/res/values-fr/strings.xml:3:20: error: NUL byte at byte offset 70 (a text catalog never contains one: the file is damaged or not text)")),
            Case("android entity expansion bomb", a, Make.android("<string name=\"a\">&lol3;</string>\n", prolog: Self.billionLaughs),
                 .error("app/src/main/res/values-fr/strings.xml:9:18: error: invalid XML: unknown entity &lol3;")),
            Case("android resource twice", a, Make.android("<string name=\"a\">un</string>\n<string name=\"a\">deux</string>\n"),
                 .note("app/src/main/res/values-fr/strings.xml:4:1: the resource string/a is defined again (first at line 3); aapt2 rejects the file, the first definition is kept here",
                       related: "3:1")),
        ])
    }
}
