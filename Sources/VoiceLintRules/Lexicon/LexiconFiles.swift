import Foundation

/// The three files of a lexicon folder, as written (see Lexicons/README.md).
/// Every list is optional: a missing one is taken from the fallback language.
public struct LanguageProfile: Codable, Sendable {
    public enum VerbPosition: String, Codable, Sendable { case first, last, none }
    public enum Compounds: String, Codable, Sendable { case words, suffix, substring }
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
    public var unitAbbreviations: [String: String]?
}

/// One language's lexicon files, before fallback.
public struct LexiconFolder: Sendable {
    public var profile: LanguageProfile?
    public var verbs: [VerbEntry]?
    public var words: WordLists?

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
