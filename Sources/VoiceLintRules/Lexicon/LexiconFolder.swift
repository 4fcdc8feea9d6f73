import Foundation
import VoiceLintCatalog

/// One language's lexicon files, before fallback.
public struct LexiconFolder: Sendable {
    public var profile: ProfilePatch?
    /// The verbs of `verbs.json` (read on each call where the folder left the file unread).
    public var verbs: [VerbEntry]? {
        get { parsedVerbs ?? verbsText.map(Self.defaultVerbs) }
        set {
            parsedVerbs = newValue
            verbsText = nil
            embeddedVerbs = nil
        }
    }
    public var words: WordLists?
    /// Rule examples in this language, by rule id.
    public var examples: [String: [RuleExample]] = [:]

    private var parsedVerbs: [VerbEntry]?
    /// A default folder's `verbs.json`, left unread: its verbs were compiled when the lexicons
    /// were embedded (`EmbeddedVerbTable`), and a context reads the file only where it cannot
    /// use that table.
    private var verbsText: String?
    /// The default folder whose embedded verb table holds exactly these verbs; nil once they change.
    private(set) var embeddedVerbs: String?
    /// Whether the folder has a `verbs.json` (read or not).
    var hasVerbs: Bool { parsedVerbs != nil || verbsText != nil }

    public init(profile: ProfilePatch? = nil, verbs: [VerbEntry]? = nil, words: WordLists? = nil) {
        self.profile = profile
        parsedVerbs = verbs
        self.words = words
    }

    /// The verbs of a default `verbs.json` left unread. Its embedded table was built from this
    /// very text (their digests agree), so it reads.
    private static func defaultVerbs(_ text: String) -> [VerbEntry] {
        guard let verbs = VerbFile.read(text)?.verbs ?? (try? JSONDecoder().decode(VerbFile.self, from: Data(text.utf8)))?.verbs else {
            fatalError("a default verbs.json does not read")
        }
        return verbs
    }

    /// The file names a lexicon folder may hold.
    public static let fileNames = ["profile.json", "verbs.json", "words.json", "examples.json"]

    /// A user's folder over a default one: profile keys it sets win, verbs and word lists
    /// are added, map entries replace the same key, examples are added.
    func merged(with extra: LexiconFolder) -> LexiconFolder {
        var out = self
        if let p = extra.profile { out.profile = (profile ?? ProfilePatch()).overlaid(with: p) }
        if let v = extra.verbs { out.verbs = (verbs ?? []) + v }
        if let w = extra.words { out.words = (words ?? WordLists()).merged(with: w) }
        for (rule, list) in extra.examples { out.examples[rule, default: []] += list }
        return out
    }

    /// Reads the folders of `directory` (one per language tag, each with the files above).
    public static func load(directory folder: String) throws -> [String: LexiconFolder] {
        let fm = FileManager.default
        var out: [String: LexiconFolder] = [:]
        var isDir: ObjCBool = false
        for lang in try fm.contentsOfDirectory(atPath: folder).sorted() {
            let dir = (folder as NSString).appendingPathComponent(lang)
            guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
            var files: [String: String] = [:]
            for name in fileNames {
                let p = (dir as NSString).appendingPathComponent(name)
                if let d = fm.contents(atPath: p) {
                    guard let text = String(data: d, encoding: .utf8) else { throw LexiconError(file: p, message: "not UTF-8 text") }
                    files[name] = text
                }
            }
            out[lang] = try decode(language: lang, files: files, origin: folder)
        }
        return out
    }

    /// Decodes the files given as (name, text) pairs; an error names the file.
    /// With `embeddedVerbs`, `verbs.json` is left unread where its embedded table is current.
    public static func decode(language: String, files: [String: String], origin: String) throws -> LexiconFolder {
        try decode(language: language, files: files, origin: origin, embeddedVerbs: false)
    }

    static func decode(language: String, files: [String: String], origin: String, embeddedVerbs: Bool) throws -> LexiconFolder {
        var folder = LexiconFolder()
        let decoder = JSONDecoder()
        func read<T: Decodable>(_ name: String, _ type: T.Type) throws -> T? {
            guard let text = files[name] else { return nil }
            do { return try decoder.decode(T.self, from: Data(text.utf8)) } catch {
                throw LexiconError(file: "\(origin)/\(language)/\(name)", message: Self.describe(error))
            }
        }
        folder.profile = try read("profile.json", ProfilePatch.self)
        if embeddedVerbs, let text = files["verbs.json"], EmbeddedVerbTable.isCurrent(language) {
            folder.verbsText = text
            folder.embeddedVerbs = language
        } else {
            folder.verbs = try files["verbs.json"].flatMap(VerbFile.read)?.verbs ?? read("verbs.json", VerbFile.self)?.verbs
        }
        for v in folder.parsedVerbs ?? [] where v.wrong?[.third] != nil {
            throw LexiconError(file: "\(origin)/\(language)/verbs.json", message: "\"\(v.lemma)\": \"third\" is the right form, not a wrong kind")
        }
        folder.words = try files["words.json"].flatMap(WordLists.read) ?? read("words.json", WordLists.self)
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
            var applicability: Applicability?
            if let a = item.applicability {
                guard let ap = Applicability(rawValue: a) else { throw LexiconError(file: where_, message: "applicability must be safe, unsafe or display-only") }
                applicability = ap
            }
            folder.examples[item.rule, default: []].append(RuleExample(
                locale: language, role: role, text: item.text, source: item.source, label: item.label, key: item.key,
                comment: item.comment, state: state, plural: item.plural, sourcePlural: item.sourcePlural, stringsFile: item.stringsFile,
                expect: expect, applicability: applicability, severity: severity, why: item.why))
        }
        return folder
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let t, let c): return "expected \(t) at \(path(c))"
        case DecodingError.keyNotFound(let k, let c): return "missing key \"\(k.stringValue)\" at \(path(c))"
        case DecodingError.valueNotFound(let t, let c): return "expected \(t) at \(path(c))"
        case DecodingError.dataCorrupted(let c) where !c.codingPath.isEmpty && c.underlyingError == nil: return "\(path(c)): \(c.debugDescription)"
        case DecodingError.dataCorrupted(let c): return "invalid JSON at \(path(c)): \(c.debugDescription)"
        default: return "\(error)"
        }
    }

    private static func path(_ c: DecodingError.Context) -> String {
        let p = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return p.isEmpty ? "the top level" : p
    }
}

/// A lexicon file that could not be used: the file and what is wrong.
public struct LexiconError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): error: \(message)" }
}
