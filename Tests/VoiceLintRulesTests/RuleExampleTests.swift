import XCTest
import VoiceLintCatalog
import VoiceLintRules

/// The languages every example test shares (decoded once).
let exampleLanguages = try! LanguageStore()

/// Runs one rule's examples (its own and every language's) through the real checker
/// and fails with each failing example's rule, language and text.
func assertExamplesHold(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let rule = try XCTUnwrap(RuleRegistry.rule(id), "no rule \(id)", file: file, line: line)
    XCTAssertTrue(rule.info.examples.contains { $0.triggers }, "\(id) has no triggering example of its own", file: file, line: line)
    XCTAssertTrue(rule.info.examples.contains { !$0.triggers }, "\(id) has no passing example of its own", file: file, line: line)
    let outcomes = try ExampleCheck.run(languages: exampleLanguages, rules: [rule])
    XCTAssertGreaterThan(outcomes.count, 2, file: file, line: line)
    let failed = outcomes.filter { $0.failure != nil }
    XCTAssertTrue(failed.isEmpty, "\n" + ExampleCheck.render(failed), file: file, line: line)
}

/// What the per-rule tests cannot see one rule at a time.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasAGeneratedTest() {
        XCTAssertEqual(Set(RuleExamples.generatedFor), Set(RuleRegistry.ids),
                       "run python3 Scripts/generate-rule-tests.py after adding or removing a rule")
    }

    func testRuleIdsAreUniqueAndFromTheContract() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        let contract = ["label-empty", "label-length", "label-capitalization", "label-trailing-period", "label-control-type",
                        "label-gesture", "label-state", "label-filename", "hint-verb-form", "hint-gesture", "hint-control-type",
                        "hint-repeats-label", "hint-capitalization", "hint-trailing-period", "hint-length", "hint-missing-article",
                        "missing-translation", "needs-review", "untranslated", "placeholder-mismatch", "plural-categories",
                        "duplicate-key", "whitespace", "abbreviation", "numeric-date", "all-caps", "symbol-only", "translation-length"]
        XCTAssertEqual(Set(ids), Set(contract))
    }

    /// Every generic profile of a script has examples, in a language of the script, of what it checks there.
    func testEveryGenericProfileHasExamples() throws {
        let generic = exampleLanguages.languages.filter(LanguageStore.isGeneric)
        XCTAssertGreaterThanOrEqual(generic.count, 20)
        for language in generic {
            XCTAssertFalse(try exampleLanguages.examples(language: language).isEmpty, language)
        }
    }

    /// Every language with a lexicon has examples for every rule.
    /// (English examples live with the rules; pt and zh-Hant mostly fall back to pt-BR and zh-Hans;
    /// a folder that only names its fallback, as no and nn do nb, has none of its own.)
    func testEveryLanguageCoversEveryRule() throws {
        for language in exampleLanguages.languages where !["en", "pt", "zh-Hant"].contains(language) {
            // A script's generic profile runs no word rules; it shows the rules it does run (below).
            if LanguageStore.isGeneric(language) { continue }
            let folder = try XCTUnwrap(exampleLanguages.folder(language))
            if folder.verbs == nil && folder.words == nil && folder.profile?.fallback != nil { continue }
            let examples = try exampleLanguages.examples(language: language)
            let missing = RuleRegistry.ids.filter { (examples[$0] ?? []).isEmpty }
            XCTAssertTrue(missing.isEmpty, "\(language) has no examples for \(missing)")
        }
    }

    /// Every example's text, each a key of its own in one catalog per language (and one per
    /// language for the translations of English sources), finds checked among the others what
    /// it finds checked alone: the checker gives each unit the context of the unit before
    /// (`UnitContext.next`), and nothing made for one text reaches the next.
    func testEachTextFindsAmongTheOthersWhatItFindsAlone() throws {
        var byLocale: [String: [Entry]] = [:]
        var seen = Set<String>()
        for rule in RuleRegistry.all {
            for e in try exampleLanguages.examples(for: rule) where e.role != .other && e.plural == nil
                && e.sourcePlural == nil && e.stringsFile == nil && e.label == nil && !(e.locale == "en" && e.source != nil) {
                guard let text = e.text, seen.insert(e.locale + "\u{0}" + text + "\u{0}" + (e.source ?? "")).inserted else { continue }
                let group = e.source == nil ? e.locale : e.locale + " from en"
                let n = byLocale[group, default: []].count
                let here = SourceLocation(file: "examples", line: n + 1, column: 1)
                let key = "e\(n)." + (e.role == .label ? "accessibilityLabel" : "accessibilityHint")
                var localizations = [Localization(locale: e.locale, units: [TextUnit(value: text, location: here)])]
                if let source = e.source { localizations.insert(Localization(locale: "en", units: [TextUnit(value: source, location: here)]), at: 0) }
                byLocale[group, default: []].append(Entry(table: "Examples", key: key, comment: e.comment, sourceLocale: e.source == nil ? e.locale : "en",
                                                          localizations: localizations, keyLocation: here))
            }
        }
        var options = Checker.Options()
        options.parallelism = 1
        let checker = Checker(languages: exampleLanguages, options: options)
        func said(_ findings: [Finding]) -> [String] {
            findings.map { [$0.key, $0.rule, $0.severity.rawValue, $0.message, $0.suggestion ?? "-"].joined(separator: " | ") }
        }
        var texts = 0
        for (locale, entries) in byLocale {
            let together = Dictionary(grouping: checker.check(Catalog(entries: entries, files: ["examples"])).findings, by: \.key)
            for entry in entries {
                let alone = checker.check(Catalog(entries: [entry], files: ["examples"])).findings
                XCTAssertEqual(said(together[entry.key] ?? []), said(alone), "\(locale) \(entry.localizations[0].units[0].value)")
            }
            texts += entries.count
        }
        XCTAssertGreaterThan(texts, 1000)
    }

    /// The per-rule tests together run every example there is: at least 1,500.
    func testTheExamplesAreMany() throws {
        let count = try RuleRegistry.all.map { try exampleLanguages.examples(for: $0).count }.reduce(0, +)
        XCTAssertGreaterThan(count, 1500)
    }
}
