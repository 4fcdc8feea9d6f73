import XCTest
import VoiceLintCatalog
import VoiceLintRules

/// Substitutions may be renamed in a translation: they are matched by argument.
final class SubstitutionPlaceholderTests: XCTestCase {
    func catalog(translatedOther: String) throws -> Catalog {
        let json = """
        {"sourceLanguage": "en", "strings": {"n posts %lld %lld": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@ from %#@arg2@"},
                 "substitutions": {
                   "arg1": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}},
                   "arg2": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg person"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg people"}}}}}}},
          "de": {"stringUnit": {"state": "translated", "value": "%#@posts@ von %#@people@"},
                 "substitutions": {
                   "posts": {"formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg Beitrag"}},
                      "other": {"stringUnit": {"state": "translated", "value": "\(translatedOther)"}}}}},
                   "people": {"formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg Person"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg Personen"}}}}}}}
        }}}}
        """
        return Catalog(entries: try XCStringsLoader.load(bytes: Array(json.utf8), file: "L.xcstrings", table: "L"))
    }

    func findings(_ c: Catalog) throws -> [Finding] {
        try Checker(rules: [XCTUnwrap(RuleRegistry.rule("placeholder-mismatch"))], languages: LanguageStore()).check(c).findings
    }

    func testRenamedSubstitutionsMatchByArgument() throws {
        XCTAssertEqual(try findings(catalog(translatedOther: "%arg Beiträge")).map(\.message), [])
    }

    func testAWrongTypeInsideARenamedSubstitutionIsFound() throws {
        let f = try findings(catalog(translatedOther: "%d Beiträge"))
        XCTAssertEqual(f.count, 1)
        XCTAssertEqual(f.first?.variant, "substitutions.posts.plural.other")
    }
}
