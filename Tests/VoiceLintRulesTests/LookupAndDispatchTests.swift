import Foundation
import XCTest
import VoiceLintText
import VoiceLintCatalog
@testable import VoiceLintRules

// The locale lookup and the rules' dispatch give what the general paths give.

/// A locale's localization is looked for where it stood in the entry before: entries that list
/// their locales in other orders, or lack some, are checked as with a search of each entry.
final class LocaleLookupTests: XCTestCase {
    private func entry(_ key: String, _ locales: [(String, String)]) -> Entry {
        let loc = SourceLocation(file: "L.xcstrings", line: 1, column: 1)
        return Entry(table: "L", key: key, sourceLocale: "en",
                     localizations: locales.map { Localization(locale: $0.0, units: [TextUnit(value: $0.1, state: .translated, location: loc)]) },
                     keyLocation: loc)
    }

    private func findings(_ entries: [Entry]) -> [String] {
        Checker(languages: try! LanguageStore()).check(Catalog(entries: entries)).findings
            .map { "\($0.key) \($0.locale) \($0.rule) \($0.text)" }.sorted()
    }

    func testOrdersAndGaps() {
        let entries = [
            entry("a.accessibilityLabel", [("en", "Delete button."), ("fr", "bouton Supprimer."), ("de", "Löschen-Taste.")]),
            entry("b.accessibilityLabel", [("de", "Taste Senden."), ("en", "send button"), ("fr", "Envoyer.")]),
            entry("c.accessibilityLabel", [("fr", "bouton."), ("en", "Play button.")]),
            entry("d.accessibilityHint", [("en", "Tap to play."), ("de", "Tippen, um abzuspielen")]),
        ]
        let all = findings(entries)
        // Each locale's findings are those of the entry checked alone, where nothing is guessed
        // (alone, an entry misses no locale of the others).
        XCTAssertEqual(all.filter { !$0.contains("missing-translation") }, entries.flatMap { findings([$0]) }.sorted())
        XCTAssertEqual(all.filter { $0.contains("missing-translation") },
                       ["c.accessibilityLabel de missing-translation ", "d.accessibilityHint fr missing-translation "])
        XCTAssertTrue(all.contains { $0.hasPrefix("b.accessibilityLabel fr ") }, "\(all)")
        XCTAssertTrue(all.contains { $0.hasPrefix("c.accessibilityLabel en ") }, "\(all)")
    }

    /// An entry made through the API with one locale twice: the first of them is checked, as before.
    func testALocaleTwice() {
        let twice = entry("a.accessibilityLabel", [("en", "Delete"), ("fr", "Supprimer"), ("fr", "bouton Supprimer.")])
        let first = entry("a.accessibilityLabel", [("en", "Delete"), ("fr", "Supprimer")])
        let before = entry("0.accessibilityLabel", [("en", "Play"), ("fr", "Lire")])
        XCTAssertEqual(findings([before, twice]).filter { $0.hasPrefix("a.") }, findings([before, first]).filter { $0.hasPrefix("a.") })
        XCTAssertFalse(findings([before, twice]).contains { $0.contains("bouton") })
    }
}

/// The registry's rules are called by type; a rule of one's own, through its closure, in order.
final class RuleDispatchTests: XCTestCase {
    func testEveryRegistryRuleIsCalledByType() {
        let unitRules = RuleRegistry.all.filter { $0.checks.contains(.units) }
        for rule in unitRules { XCTAssertNotNil(RuleDispatch.unitCode(of: rule), rule.info.id) }
        let codes = unitRules.compactMap { RuleDispatch.unitCode(of: $0) }
        XCTAssertEqual(Set(codes).count, unitRules.count, "one number per rule type")
        let localizationRules = RuleRegistry.all.filter { $0.checks.contains(.localizations) }
        XCTAssertEqual(Set(localizationRules.compactMap { RuleDispatch.localizationCode(of: $0) }).count, localizationRules.count)
        let calls = RuleCalls(RuleRegistry.all)
        for role in [Role.label, .hint, .other, nil] { XCTAssertEqual(calls.checkCount(for: role).closures, 0, "\(String(describing: role))") }
        XCTAssertEqual(calls.checkCount(for: .label).all, unitRules.filter { $0.info.applies != .hint }.count)
        XCTAssertEqual(calls.checkCount(for: nil).all, localizationRules.count)
    }

    /// A rule with a setting of its own (a stored property): called through its closure, with
    /// its own value, between the registry's rules in the order given.
    private struct WordLimitRule: Rule {
        let limit: Int
        var info: RuleInfo {
            RuleInfo(id: "test-word-limit", applies: .label, severity: .warning, summary: "", rationale: "", fix: "", examples: [])
        }
        func check(unit u: UnitContext, into out: inout FindingSink) {
            if u.words.count > limit { out.report(info, u, "over \(limit) words") }
        }
    }

    func testARuleOfItsOwn() throws {
        let loc = SourceLocation(file: "L.xcstrings", line: 1, column: 1)
        let entry = Entry(table: "L", key: "a.accessibilityLabel", sourceLocale: "en",
                          localizations: [Localization(locale: "en", units: [TextUnit(value: "Delete the selected photo.", state: .translated, location: loc)])],
                          keyLocation: loc)
        XCTAssertNil(RuleDispatch.unitCode(of: WordLimitRule(limit: 2)))
        let rules: [any Rule] = [LabelTrailingPeriodRule(), WordLimitRule(limit: 2), WordLimitRule(limit: 5), LabelLengthRule()]
        let findings = Checker(rules: rules, languages: try LanguageStore()).check(Catalog(entries: [entry])).findings
        // Four words: over 2, not over 5; label-length (3 in English) and the period are the registry's.
        XCTAssertEqual(findings.map(\.rule).sorted(), ["label-length", "label-trailing-period", "test-word-limit"])
        XCTAssertEqual(findings.filter { $0.rule == "test-word-limit" }.map(\.message), ["over 2 words"])
    }
}
