import Foundation
import XCTest
@testable import VoiceLintRules

/// The lexicon schema is declared once: a user's folder that sets any key overrides or
/// extends the default, unknown keys and kinds are errors, and the README's tables are
/// the schema's.
final class LexiconSchemaTests: XCTestCase {
    /// English with a user's `en` folder holding `files` merged over the default.
    func english(_ files: [String: String]) throws -> LanguageContext {
        let folder = try LexiconFolder.decode(language: "en", files: files, origin: "user")
        return try LanguageStore(extra: ["en": folder]).context(for: "en")
    }

    func value(_ profile: LanguageProfile, _ name: String) -> String {
        "\(Mirror(reflecting: profile).children.first { $0.label == name }!.value)"
    }

    /// Every profile key: the user's value wins, every other key keeps the default's.
    func testEveryProfileKeyOverrides() throws {
        let samples: [String: String] = [
            "language": "\"en-x\"", "fallback": "\"fr\"", "hasCase": "false", "fullStops": "[\"!\"]", "ellipses": "[\"~\"]",
            "hintVerbPosition": "\"last\"", "compounds": "\"suffix\"", "labelMaxWords": "7", "hintMaxWords": "9",
            "controlTypeSuggestion": "\"none\"", "verbFinalClauses": "true", "labelVerbForm": "\"imperative\"",
            "capitalizesNouns": "true", "hintEndings": "{\"right\": [\"ok\"]}", "otherSentenceEnds": "[\";\"]", "capitalsDropAccents": "true",
            "objectCaseChanges": "[\"imperative\"]", "objectCaseMarkers": "[\"al\"]",
        ]
        XCTAssertEqual(Set(samples.keys), Set(LanguageProfile.fields.map(\.name)), "a sample for every profile key")
        let defaults = try english([:]).profile
        for f in LanguageProfile.fields {
            let p = try english(["profile.json": "{\"\(f.name)\": \(samples[f.name]!)}"]).profile
            XCTAssertNotEqual(value(p, f.name), value(defaults, f.name), "\(f.name) was not overridden")
            for other in LanguageProfile.fields where other.name != f.name && other.name != "fallback" {
                XCTAssertEqual(value(p, other.name), value(defaults, other.name), "setting \(f.name) lost \(other.name)")
            }
        }
    }

    func testEveryProfileFieldIsAStoredProperty() {
        let stored = Mirror(reflecting: LanguageProfile()).children.compactMap(\.label)
        XCTAssertEqual(stored.sorted(), LanguageProfile.fields.map(\.name).sorted())
    }

    /// Phrase and word lists: the user's words are added, the default's stay.
    func testEveryListKeyExtends() throws {
        let defaults = try english([:])
        for k in WordsKey.allCases where k.shape == .phrases || k.shape == .words {
            let c = try english(["words.json": "{\"\(k.rawValue)\": [\"zzyzx\"]}"])
            switch k.shape {
            case .phrases:
                XCTAssertEqual(c.phrases(k).match(["zzyzx"], at: 0), 1, "\(k.rawValue) not extended")
                for w in defaults.phrases(k).singleWords.prefix(3) { XCTAssertNotNil(c.phrases(k).match([w], at: 0), "\(k.rawValue) lost \(w)") }
            default:
                XCTAssertTrue(c.words(k).contains("zzyzx"), "\(k.rawValue) not extended")
                XCTAssertTrue(defaults.words(k).allSatisfy { c.words(k).contains($0) }, "\(k.rawValue) lost default words")
            }
        }
    }

    func testSpelledKeysExtend() throws {
        let c = try english(["words.json": #"{"acronyms": ["ZZX"], "brands": ["ZyZx"]}"#])
        XCTAssertTrue(c.acronyms.contains("ZZX"))
        XCTAssertTrue(c.acronyms.contains("PDF"), "a default acronym kept")
        XCTAssertEqual(c.brands["zyzx"], "ZyZx")
        XCTAssertEqual(c.brands["iphone"], "iPhone", "a default brand kept")
    }

    /// Maps: the user's entries are added, and replace the default's entry of the same name.
    func testEveryMapKeyMerges() throws {
        let c = try english(["words.json": #"""
        {"abbreviations": {"zzx": "zyzzyva", "msg": "note"}, "hintBadStarts": {"zzx": "modal"},
         "unitAbbreviations": {"zz": "zed|zeds"}, "preferredVerbs": {"open": "show"},
         "articleSuggestions": {"definite": "thee"}}
        """#])
        XCTAssertEqual(c.abbreviations["zzx"], "zyzzyva")
        XCTAssertEqual(c.abbreviations["msg"], "note", "the user's entry replaces the default's")
        XCTAssertEqual(c.abbreviations["hr"], "hour", "a default entry kept")
        XCTAssertEqual(c.hintBadStarts["zzx"], .modal)
        XCTAssertEqual(c.hintBadStarts["please"], .request)
        XCTAssertEqual(c.unitAbbreviations["zz"]?["other"], "zeds")
        XCTAssertEqual(c.preferredThird["open"], "shows")
        XCTAssertEqual(c.preferredThird["see"], "shows", "a default entry kept")
        // articleSuggestions was once decoded but never merged: a user's folder lost it.
        XCTAssertEqual(c.definiteArticle, "thee")
        XCTAssertEqual(c.indefiniteArticles?.consonant, "a", "the default's other slots kept")
        XCTAssertEqual(WordsKey.allCases.filter { $0.shape == .map }.count, 5, "a check above for every map key")
    }

    func testVerbsAndExamplesExtend() throws {
        let c = try english([
            "verbs.json": #"{"verbs": [{"lemma": "zork", "third": ["zorks"], "wrong": {"imperative": ["zork"]}}]}"#,
            "examples.json": #"{"examples": [{"rule": "hint-verb-form", "role": "hint", "text": "Zork it.", "expect": "triggers", "suggestion": "Zorks it."}]}"#,
        ])
        XCTAssertEqual(c.verbForm(["zork"], at: 0)?.form.kind, .imperative)
        XCTAssertEqual(c.verbForm(["deletes"], at: 0)?.form.kind, .third, "the default verbs kept")
        let folder = try LexiconFolder.decode(language: "en", files: ["examples.json": #"{"examples": [{"rule": "hint-verb-form", "role": "hint", "text": "Zork it.", "expect": "triggers", "suggestion": "Zorks it."}]}"#], origin: "user")
        let store = try LanguageStore(extra: ["en": folder])
        let examples = try store.examples(for: XCTUnwrap(RuleRegistry.rule("hint-verb-form")))
        XCTAssertTrue(examples.contains { $0.text == "Zork it." })
        XCTAssertGreaterThan(examples.count, 20, "the default examples kept")
    }

    func testUnknownKeysAndKindsAreErrorsThatNameThem() {
        func error(_ name: String, _ text: String) -> String {
            do { _ = try LexiconFolder.decode(language: "xx", files: [name: text], origin: "user"); return "no error" } catch { return "\(error)" }
        }
        XCTAssertEqual(error("profile.json", #"{"hasCases": true}"#), "user/xx/profile.json: error: .hasCases: unknown key (see Lexicons/README.md)")
        XCTAssertEqual(error("words.json", #"{"controlType": []}"#), "user/xx/words.json: error: .controlType: unknown key (see Lexicons/README.md)")
        XCTAssertTrue(error("words.json", #"{"hintBadStarts": {"you": "second"}}"#).contains("unknown kind \"second\""))
        XCTAssertTrue(error("verbs.json", #"{"verbs": [{"lemma": "x", "third": ["xs"], "wrong": {"imperitive": ["x"]}}]}"#).hasPrefix("user/xx/verbs.json: error:"))
        XCTAssertEqual(error("verbs.json", #"{"verbs": [{"lemma": "x", "third": ["xs"], "wrong": {"third": ["x"]}}]}"#),
                       "user/xx/verbs.json: error: \"x\": \"third\" is the right form, not a wrong kind")
        XCTAssertEqual(error("profile.json", #"{"$comment": "fine", "hasCase": false}"#), "no error")
    }

    /// The README's key tables are generated from the schema (Scripts/update-lexicon-readme.sh).
    func testTheReadmeTablesAreTheSchemas() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Lexicons/README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for (name, _) in LexiconSchemaDocs.sections { XCTAssertTrue(text.contains("<!-- schema:\(name) -->"), "README lacks the \(name) section") }
        XCTAssertEqual(LexiconSchemaDocs.updating(text), text, "run Scripts/update-lexicon-readme.sh")
    }
}
