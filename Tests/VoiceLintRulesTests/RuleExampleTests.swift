import XCTest
import VoiceLintRules

/// Every rule's own examples run through the real checker: the documentation
/// shown by `voicelint explain` cannot drift from the behaviour.
final class RuleExampleTests: XCTestCase {
    static let languages = try! LanguageStore()

    func testEveryRuleHasTriggeringAndPassingExamples() {
        for rule in RuleRegistry.all {
            XCTAssertTrue(rule.info.examples.contains { $0.triggers }, "\(rule.info.id) has no triggering example")
            XCTAssertTrue(rule.info.examples.contains { !$0.triggers }, "\(rule.info.id) has no passing example")
        }
    }

    func testRuleIdsAreUniqueAndFromTheContract() {
        let ids = RuleRegistry.all.map(\.info.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        let contract = ["label-empty", "label-length", "label-capitalization", "label-trailing-period", "label-control-type",
                        "label-gesture", "label-state", "label-filename", "hint-verb-form", "hint-gesture", "hint-control-type",
                        "hint-repeats-label", "hint-capitalization", "hint-trailing-period", "hint-length", "hint-missing-article",
                        "missing-translation", "needs-review", "untranslated", "placeholder-mismatch", "plural-categories",
                        "duplicate-key", "whitespace", "abbreviation", "numeric-date", "all-caps", "symbol-only", "translation-length"]
        XCTAssertEqual(Set(ids), Set(contract))
    }

    /// Every example of every rule, in every language, through the real checker
    /// (the same run as `voicelint examples`).
    func testExamples() throws {
        let outcomes = try ExampleCheck.run(languages: Self.languages)
        XCTAssertGreaterThan(outcomes.count, 1500)
        let failed = outcomes.filter { $0.failure != nil }
        XCTAssertTrue(failed.isEmpty, ExampleCheck.render(failed))
        // Every language with a lexicon has examples for every rule.
        // (English examples live with the rules, checked above; pt and zh-Hant mostly fall back to pt-BR and zh-Hans.)
        for language in Self.languages.languages where !["en", "pt", "zh-Hant"].contains(language) {
            let covered = Set(outcomes.filter { $0.example.locale == language }.map(\.rule))
            let missing = RuleRegistry.all.map(\.info.id).filter { !covered.contains($0) }
            XCTAssertTrue(missing.isEmpty, "\(language) has no examples for \(missing)")
        }
    }
}
