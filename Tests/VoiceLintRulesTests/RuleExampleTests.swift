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

    func testExamples() throws {
        var checked = 0
        for rule in RuleRegistry.all {
            for example in Self.languages.examples(for: rule) {
                let found = try ExampleRunner.findings(for: example, rule: rule, languages: Self.languages)
                let what = "\(rule.info.id) [\(example.locale)] \(example.role.rawValue) \"\(example.display)\""
                switch example.expect {
                case .passes:
                    XCTAssertTrue(found.isEmpty, "\(what) should pass, got: \(found.map(\.message))")
                case .triggers(let suggestion):
                    XCTAssertFalse(found.isEmpty, "\(what) should trigger")
                    if let suggestion, let f = found.first {
                        XCTAssertEqual(f.suggestion, suggestion, "\(what): suggestion")
                    }
                    if let sev = example.severity, let f = found.first {
                        XCTAssertEqual(f.severity, sev, "\(what): severity")
                    }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 150)
    }
}
