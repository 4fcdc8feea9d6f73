import XCTest
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintRules

final class ConfigurationTests: XCTestCase {
    func parse(_ s: String) throws -> Configuration { try Configuration.parse(Array(s.utf8), file: "App/.voicelint.json") }

    func testEveryKey() throws {
        let c = try parse("""
        {
          "$schema": "./voicelint.schema.json",
          "rules": {
            "label-length": "off",
            "hint-verb-form": {"severity": "error", "locales": {"ja": "off", "de": "warning"}}
          },
          "roles": {"label": ["*.a11yTitle"], "hint": ["*.a11yHelp"]},
          "rolesFile": "roles.tsv",
          "sources": ["Packages"],
          "scanSources": false,
          "include": ["App/**"],
          "exclude": ["**/Pods/**"],
          "lexicons": ["Lexicons.local"],
          "developmentLanguage": "de",
          "labelMaxWords": 4,
          "hintMaxWords": 20,
          "untranslatedAllowlist": ["Tidepool"],
          "gate": {"failOn": "warning", "minScore": 90, "locales": {"fr": {"minScore": 95}}}
        }
        """)
        XCTAssertTrue(c.settings.disabled.contains("label-length"))
        XCTAssertEqual(c.settings.severity["hint-verb-form"], .error)
        XCTAssertEqual(c.settings.localeSeverity["de"]?["hint-verb-form"], .warning)
        XCTAssertEqual(c.settings.localeDisabled["ja"], ["hint-verb-form"])
        XCTAssertEqual(c.keyPatterns.map(\.role), [.label, .hint])
        XCTAssertEqual(c.rolesFile, "roles.tsv")
        XCTAssertEqual(c.sources, ["Packages"])
        XCTAssertFalse(c.scanSources)
        XCTAssertTrue(try parse("{}").scanSources, "the checked folders' code is read by default")
        XCTAssertEqual(c.include, ["App/**"])
        XCTAssertEqual(c.exclude, ["**/Pods/**"])
        XCTAssertEqual(c.lexicons, ["Lexicons.local"])
        XCTAssertEqual(c.developmentLanguage, "de")
        XCTAssertEqual(c.settings.labelMaxWords, 4)
        XCTAssertEqual(c.settings.hintMaxWords, 20)
        XCTAssertEqual(c.settings.untranslatedAllowlist, ["Tidepool"])
        XCTAssertEqual(c.gate.failOn, .warning)
        XCTAssertEqual(c.gate.minScore, 90)
        XCTAssertEqual(c.gate.localeMinScore["fr"], 95)
        XCTAssertEqual(c.baseFolder, "App")
    }

    func assertError(_ s: String, line: Int, contains text: String, file: StaticString = #filePath, l: UInt = #line) {
        XCTAssertThrowsError(try parse(s), file: file, line: l) { error in
            let e = error as! LoadError
            XCTAssertEqual(e.location.file, "App/.voicelint.json", file: file, line: l)
            XCTAssertEqual(e.location.line, line, "\(e)", file: file, line: l)
            XCTAssertTrue(e.message.contains(text), e.message, file: file, line: l)
        }
    }

    func testErrorsNameTheKeyAndTheLine() {
        assertError("{\n  \"rulez\": {}\n}", line: 2, contains: "\"rulez\": unknown key")
        assertError("{\n  \"rules\": {\n    \"label-lenght\": \"off\"\n  }\n}", line: 3, contains: "\"label-lenght\": no such rule; did you mean label-length")
        assertError("{\"rules\": {\n\"label-length\": \"loud\"}}", line: 2, contains: "expected error, warning, info or off")
        assertError("{\"gate\": {\n\"minScore\": 120}}", line: 2, contains: "from 0 to 100")
        assertError("{\"gate\": {\"failOn\": \"sometimes\"}}", line: 1, contains: "gate.failOn")
        assertError("{\"labelMaxWords\": 2.5}", line: 1, contains: "whole number")
        assertError("{\"roles\": {\"title\": []}}", line: 1, contains: "unknown role")
        assertError("{\"roles\": {\"part\": []}}", line: 1, contains: "unknown role (expected label or hint)")
        assertError("{\n\"scanSources\": \"no\"}", line: 2, contains: "\"scanSources\": expected true or false")
        assertError("{\"include\": \"App\"}", line: 1, contains: "expected an array of strings")
        assertError("{\"rules\": {\"label-length\": {\"level\": \"off\"}}}", line: 1, contains: "unknown key (expected severity or locales)")
        assertError("{\n\"rules\": {,}", line: 2, contains: "invalid JSON")
    }
}
