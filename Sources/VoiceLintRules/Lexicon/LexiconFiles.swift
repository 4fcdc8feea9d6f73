import Foundation
import VoiceLintCatalog

/// The three files of a lexicon folder, as written (see Lexicons/README.md).
/// Every list is optional: a missing one is taken from the fallback language.
public struct LanguageProfile: Codable, Sendable {
    public enum VerbPosition: String, Codable, Sendable { case first, last, none }
    public enum Compounds: String, Codable, Sendable { case words, suffix, substring }
    public enum Removal: String, Codable, Sendable { case any, trailing, none }
    public struct WrongEnding: Codable, Sendable {
        public var suffix: String
        public var kind: String
        public var replacement: String
    }
    public struct HintEndings: Codable, Sendable {
        public var right: [String]?
        public var wrong: [WrongEnding]?
    }

    public var language: String?
    public var fallback: String?
    public var hasCase: Bool?
    public var fullStops: [String]?
    public var ellipses: [String]?
    public var hintVerbPosition: VerbPosition?
    public var compounds: Compounds?
    public var labelMaxWords: Int?
    public var hintMaxWords: Int?
    public var hintEndings: HintEndings?
    public var controlTypeSuggestion: Removal?
    public var capitalizesNouns: Bool?
    public var verbFinalClauses: Bool?
    /// The verb form a label uses ("imperative" in Italian: "Apri"); a label rewrite converts to it.
    public var labelVerbForm: String?
}

public struct VerbEntry: Codable, Sendable {
    public var concept: String?
    public var lemma: String
    public var third: [String]
    public var wrong: [String: [String]]?
}

public struct VerbFile: Codable, Sendable {
    public var verbs: [VerbEntry]
}

public struct WordLists: Codable, Sendable {
    public var controlTypes: [String]?
    public var contentPhrases: [String]?
    public var states: [String]?
    public var stateContentPhrases: [String]?
    public var gestures: [String]?
    public var hintBadStarts: [String: String]?
    public var acronyms: [String]?
    public var brands: [String]?
    public var abbreviations: [String: String]?
    public var countableNouns: [String]?
    public var determiners: [String]?
    public var requestWords: [String]?
    public var dottedAbbreviations: [String]?
    public var prepositions: [String]?
    public var objectControlTypes: [String]?
    public var articleSuggestions: [String: String]?
    public var conjunctions: [String]?
    public var gestureConnectives: [String]?
    public var preferredVerbs: [String: String]?
    public var clauseOpeners: [String]?
    public var infinitiveMarkers: [String]?
    public var unitAbbreviations: [String: String]?
}

/// `examples.json`: rule examples written in the language, run as tests.
public struct ExampleFile: Codable, Sendable {
    public struct Item: Codable, Sendable {
        public var rule: String
        public var role: String?
        public var text: String?
        public var source: String?
        public var label: String?
        public var key: String?
        public var comment: String?
        public var state: String?
        public var plural: [String: String]?
        public var sourcePlural: [String: String]?
        /// A whole `.strings` file, for duplicate-key.
        public var stringsFile: String?
        /// "triggers" or "passes".
        public var expect: String
        public var suggestion: String?
        public var severity: String?
        public var why: String?
    }
    public var examples: [Item]
}

/// One language's lexicon files, before fallback.
public struct LexiconFolder: Sendable {
    public var profile: LanguageProfile?
    public var verbs: [VerbEntry]?
    public var words: WordLists?
    /// Rule examples in this language, by rule id.
    public var examples: [String: [RuleExample]] = [:]

    public init(profile: LanguageProfile? = nil, verbs: [VerbEntry]? = nil, words: WordLists? = nil) {
        self.profile = profile
        self.verbs = verbs
        self.words = words
    }

    /// Decodes the files given as (name, text) pairs; an error names the file.
    public static func decode(language: String, files: [String: String], origin: String) throws -> LexiconFolder {
        var folder = LexiconFolder()
        let decoder = JSONDecoder()
        func read<T: Decodable>(_ name: String, _ type: T.Type) throws -> T? {
            guard let text = files[name] else { return nil }
            do { return try decoder.decode(T.self, from: Data(text.utf8)) } catch {
                throw LexiconError(file: "\(origin)/\(language)/\(name)", message: Self.describe(error))
            }
        }
        folder.profile = try read("profile.json", LanguageProfile.self)
        folder.verbs = try read("verbs.json", VerbFile.self)?.verbs
        folder.words = try read("words.json", WordLists.self)
        for (n, item) in (try read("examples.json", ExampleFile.self)?.examples ?? []).enumerated() {
            let where_ = "\(origin)/\(language)/examples.json: example \(n + 1) (\(item.rule))"
            guard RuleRegistry.rule(item.rule) != nil else { throw LexiconError(file: where_, message: "no such rule") }
            guard let role = Role(rawValue: item.role ?? "label") else { throw LexiconError(file: where_, message: "role must be label, hint or other") }
            let expect: RuleExample.Expectation
            switch item.expect {
            case "triggers": expect = .triggers(suggestion: item.suggestion)
            case "passes": expect = .passes
            default: throw LexiconError(file: where_, message: "expect must be triggers or passes")
            }
            var state: TranslationState?
            if let s = item.state {
                guard let st = TranslationState(catalogState: s) else { throw LexiconError(file: where_, message: "unknown state \(s)") }
                state = st
            }
            var severity: Severity?
            if let s = item.severity {
                guard let sv = Severity(rawValue: s) else { throw LexiconError(file: where_, message: "unknown severity \(s)") }
                severity = sv
            }
            folder.examples[item.rule, default: []].append(RuleExample(
                locale: language, role: role, text: item.text, source: item.source, label: item.label, key: item.key,
                comment: item.comment, state: state, plural: item.plural, sourcePlural: item.sourcePlural, stringsFile: item.stringsFile,
                expect: expect, severity: severity, why: item.why))
        }
        return folder
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let t, let c): return "expected \(t) at \(path(c))"
        case DecodingError.keyNotFound(let k, let c): return "missing key \"\(k.stringValue)\" at \(path(c))"
        case DecodingError.valueNotFound(let t, let c): return "expected \(t) at \(path(c))"
        case DecodingError.dataCorrupted(let c): return "invalid JSON at \(path(c)): \(c.debugDescription)"
        default: return "\(error)"
        }
    }

    private static func path(_ c: DecodingError.Context) -> String {
        let p = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return p.isEmpty ? "the top level" : p
    }
}

public struct LexiconError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): error: \(message)" }
}
