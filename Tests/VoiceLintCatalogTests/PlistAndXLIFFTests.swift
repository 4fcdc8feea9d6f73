import XCTest
@testable import VoiceLintCatalog

final class PlistAndXLIFFTests: XCTestCase {
    let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>%lld photos</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@photos@ &amp; more</string>
        <key>photos</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>lld</string>
          <key>one</key>
          <string>%lld фото</string>
          <key>few</key>
          <string><![CDATA[%lld фото]]></string>
          <key>other</key>
          <string>%lld фото</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

    func testStringsDictPluralVariables() throws {
        let entries = try StringsDictLoader.load(bytes: Array(stringsdict.utf8), file: "ru.lproj/L.stringsdict", table: "L", locale: "ru", sourceLocale: "en")
        XCTAssertEqual(entries.count, 1)
        let ru = try XCTUnwrap(entries[0].localization("ru"))
        XCTAssertEqual(ru.units[0].value, "%#@photos@ & more")
        XCTAssertEqual(ru.units[0].location, SourceLocation(file: "ru.lproj/L.stringsdict", line: 8, column: 13))
        XCTAssertEqual(ru.units.dropFirst().map(\.variantLabel), ["substitutions.photos.plural.one", "substitutions.photos.plural.few", "substitutions.photos.plural.other"])
        XCTAssertEqual(ru.units[2].value, "%lld фото")
        XCTAssertEqual(ru.substitutions["photos"]?.formatSpecifier, "lld")
    }

    func testStringsDictErrors() {
        let noFormat = "<plist><dict><key>k</key><dict><key>x</key><string>y</string></dict></dict></plist>"
        XCTAssertThrowsError(try StringsDictLoader.load(bytes: Array(noFormat.utf8), file: "a.stringsdict", table: "a", locale: "fr", sourceLocale: "en")) {
            XCTAssertTrue(($0 as! LoadError).message.contains("NSStringLocalizedFormatKey"))
        }
        let broken = "<plist><dict><key>k</key><dict></plist>"
        XCTAssertThrowsError(try StringsDictLoader.load(bytes: Array(broken.utf8), file: "a.stringsdict", table: "a", locale: "fr", sourceLocale: "en")) {
            XCTAssertTrue(($0 as! LoadError).message.contains("invalid XML"))
        }
    }

    let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Onboarding.strings" source-language="en" target-language="fr" datatype="plaintext">
        <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/></header>
        <body>
          <trans-unit id="welcome.accessibilityHint" xml:space="preserve">
            <source>Opens the tour.</source>
            <target state="needs-review-translation">Ouvre la visite.</target>
            <note>Accessibility hint for the welcome button</note>
          </trans-unit>
          <trans-unit id="/%lld item(s):dict/items:dict/one:dict/:string" xml:space="preserve">
            <source>%lld item</source>
            <target>%lld élément</target>
          </trans-unit>
          <trans-unit id="count|==|plural.other" xml:space="preserve">
            <source>%lld things</source>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

    func testXLIFFUnitsStatesNotesAndXcodeIDs() throws {
        let entries = try XLIFFLoader.load(bytes: Array(xliff.utf8), file: "fr.xcloc/Localized Contents/fr.xliff", fallbackTarget: nil)
        XCTAssertEqual(entries.map(\.key), ["welcome.accessibilityHint", "%lld item(s)", "count"])
        XCTAssertEqual(entries[0].table, "App/Onboarding")
        XCTAssertEqual(entries[0].comment, "Accessibility hint for the welcome button")
        XCTAssertEqual(entries[0].localization("fr")?.units[0].state, .needsReview)
        XCTAssertEqual(entries[0].localization("fr")?.units[0].location.line, 8)
        XCTAssertEqual(entries[1].localization("fr")?.units[0].variantLabel, "substitutions.items.plural.one")
        XCTAssertEqual(entries[2].localization("en")?.units[0].variantLabel, "plural.other")
        XCTAssertEqual(entries[2].localization("fr")?.units.map(\.value), [""], "no target: an empty unit in state new")
        XCTAssertEqual(entries[2].localization("fr")?.units.first?.state, .new)
    }
}
