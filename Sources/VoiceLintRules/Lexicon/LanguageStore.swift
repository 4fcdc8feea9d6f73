import Foundation
import VoiceLintCatalog
import VoiceLintLexicons
import VoiceLintText

/// Finds the lexicon for a locale: exact tag, then shorter tags
/// (pt-PT -> pt, es-419 -> es, zh-Hant-TW -> zh-Hant -> zh), then each
/// folder's own `fallback`. Each language's files are decoded when a locale first
/// needs them, and each locale's context is built once.
public final class LanguageStore: @unchecked Sendable {
    /// The files of each default lexicon folder, not yet decoded.
    private let embedded: [String: [String: String]]
    /// The user's folders, decoded (so that their errors show at start).
    private let extra: [String: LexiconFolder]
    private let folders = OnceCache<String, LexiconFolder?>()
    private let decodedExamples = OnceCache<String, [String: [RuleExample]]>()
    private let contexts = OnceCache<String, LanguageContext>()
    public let developmentLanguage: String

    /// The default lexicons compiled into the binary, with `extra` folders merged over them.
    public init(extra: [String: LexiconFolder] = [:], developmentLanguage: String = "en") throws {
        embedded = DefaultLexicons.shared.filesByLanguage
        self.extra = extra
        self.developmentLanguage = developmentLanguage
    }

    /// Every language with a lexicon folder, default or the user's.
    public var languages: [String] { Set(embedded.keys).union(extra.keys).sorted() }

    /// Every rule's examples: its own, then each language's examples.json, by language.
    public func examples(for rule: any Rule) throws -> [RuleExample] {
        var out = rule.info.examples
        for l in languages { out += try examples(language: l)[rule.info.id] ?? [] }
        return out
    }

    /// A language's examples (its examples.json and the user's), by rule id, decoded on
    /// first use: checking catalogs never needs them.
    public func examples(language: String) throws -> [String: [RuleExample]] {
        try decodedExamples.value(for: language) {
            var out: [String: [RuleExample]] = [:]
            if let text = embedded[language]?["examples.json"] {
                out = try LexiconFolder.decode(language: language, files: ["examples.json": text], origin: "Lexicons").examples
            }
            for (rule, list) in extra[language]?.examples ?? [:] { out[rule, default: []] += list }
            return out
        }
    }

    /// A language's folder (without its examples), decoded on first use, with the user's folder merged over it.
    /// Threads building different locales decode at once (`OnceCache`).
    public func folder(_ language: String) throws -> LexiconFolder? {
        try folders.value(for: language) {
            var f: LexiconFolder?
            if embedded[language] != nil {
                f = try DefaultLexicons.shared.folder(language)
            }
            if var x = extra[language] {
                x.examples = [:]
                f = f.map { $0.merged(with: x) } ?? x
            }
            return f
        }
    }

    /// The lexicon folders that serve a locale, in order: its own (or its language's), then
    /// each fallback. Empty: no profile.
    public func chain(for locale: String) -> [String] {
        var out: [String] = []
        let effective = CatalogPaths.locale(locale, developmentLanguage: developmentLanguage)
        var queue = Self.candidates(effective)
        while !queue.isEmpty {
            let tag = queue.removeFirst()
            guard !out.contains(tag), let f = try? folder(tag) else { continue }
            out.append(tag)
            if let fb = f.profile?.fallback { queue.insert(contentsOf: Self.candidates(fb), at: 0) }
        }
        if out.isEmpty, let generic = genericTag(for: effective) { out = [generic] }
        return out
    }

    /// A language without a profile of its own gets the generic profile of the script it is written
    /// in (`und-Latn`, `und-Armn`, `und-Deva`...: BCP 47's "undetermined language" with a script):
    /// the rules that need no word lists (capital and full stop where the script has them, length,
    /// white space, placeholders, symbols). Nil: no such profile, only the localisation rules.
    public func genericTag(for locale: String) -> String? {
        let language = Self.canonicalSubtags(locale).first ?? locale
        guard let script = Self.scriptsICULacks[language] ?? LikelyScript.of(locale) else { return nil }
        let tag = "und-" + script
        return (try? folder(tag)) == nil ? nil : tag
    }

    /// Languages that apps ship and that CLDR's likely subtags (ICU 72) do not know, with their script.
    static let scriptsICULacks = ["kmr": "Latn", "igl": "Latn"]

    /// Whether a profile tag is a script's generic one.
    public static func isGeneric(_ tag: String) -> Bool { tag.hasPrefix("und-") }

    /// The locale's context, built once (safe to call from several threads).
    public func context(for locale: String) -> LanguageContext {
        contexts.value(for: locale) { makeContext(for: locale) }
    }

    /// A context of the locale's own, not the one `context(for:)` hands every caller: for a
    /// thread that checks some of a locale's entries while another thread uses that one.
    func newContext(for locale: String) -> LanguageContext { makeContext(for: locale) }

    private func makeContext(for locale: String) -> LanguageContext {
        let effective = CatalogPaths.locale(locale, developmentLanguage: developmentLanguage)
        var chain: [LexiconFolder] = []
        var found: String?
        var seen: Set<String> = []
        var queue = Self.candidates(effective)
        while !queue.isEmpty {
            let tag = queue.removeFirst()
            guard seen.insert(tag).inserted else { continue }
            let f: LexiconFolder?
            // The default lexicons are checked by the tests; a broken one is a build defect.
            do { f = try folder(tag) } catch { fatalError("\(error)") }
            guard let f else { continue }
            if found == nil { found = tag }
            chain.append(f)
            if let fb = f.profile?.fallback { queue.insert(contentsOf: Self.candidates(fb), at: 0) }
        }
        if found == nil, let generic = genericTag(for: effective), let f = try? folder(generic) {
            found = generic
            chain = [f]
        }
        return LanguageContext(locale: effective, profileLanguage: found, chain: chain)
    }

    /// "zh-Hant-TW" -> ["zh-Hant-TW", "zh-Hant", "zh"]; a Chinese region without a script
    /// takes the script written there: "zh-TW" -> ["zh-TW", "zh-Hant", "zh"].
    static func candidates(_ tag: String) -> [String] {
        var parts = canonicalSubtags(tag)
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if out.count == 2, out[1].lowercased() == "zh", let script = chineseScript[out[0].split(separator: "-")[1].uppercased()] {
            out.insert("zh-" + script, at: 1)
        }
        return out
    }

    /// A BCP 47 tag's subtags in their canonical case (tags are case-insensitive, and `_` is
    /// `-` in Apple's folder names): the language in lower case, a script in title case, a
    /// region in capitals ("zh-hans" -> zh, Hans; "bg_bg" -> bg, BG; "es-419" -> es, 419).
    static func canonicalSubtags(_ tag: String) -> [String] {
        tag.replacingUnderscores().split(separator: "-").enumerated().map { i, p in
            let s = String(p)
            if i == 0 { return s.lowercased() }
            if s.count == 4, s.allSatisfy(\.isLetter) { return s.prefix(1).uppercased() + s.dropFirst().lowercased() }
            if s.count == 2, s.allSatisfy(\.isLetter) { return s.uppercased() }
            return s.lowercased()
        }
    }

    /// The script each Chinese-speaking region writes (CLDR likely subtags).
    static let chineseScript = ["TW": "Hant", "HK": "Hant", "MO": "Hant", "CN": "Hans", "SG": "Hans", "MY": "Hans"]

    /// Regional tags that apps ship and that resolve to a language's profile without one of their own.
    public static let commonRegionalTags = ["en-GB", "en-AU", "en-CA", "en-IN", "fr-CA", "es-419", "es-MX", "es-US", "pt-PT",
                                            "de-CH", "zh-TW", "zh-HK", "zh-CN", "no", "nn"]
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}

/// The default lexicons, split by language and decoded once per process, shared by
/// every store: values that never change while it runs. (Contexts are not shared: each
/// holds an ICU analyzer that one thread uses at a time.)
final class DefaultLexicons: @unchecked Sendable {
    static let shared = DefaultLexicons()

    /// The files of each default lexicon folder, not yet decoded.
    let filesByLanguage: [String: [String: String]]
    private let folders = OnceCache<String, LexiconFolder?>()

    private init() {
        var byLanguage: [String: [String: String]] = [:]
        for (path, text) in EmbeddedLexicons.files {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            byLanguage[parts[0], default: [:]][parts[1]] = text
        }
        filesByLanguage = byLanguage
    }

    /// A default folder without its examples, decoded on first use (`OnceCache`).
    func folder(_ language: String) throws -> LexiconFolder? {
        guard let files = filesByLanguage[language] else { return nil }
        return try folders.value(for: language) {
            try LexiconFolder.decode(language: language, files: files.filter { $0.key != "examples.json" }, origin: "Lexicons", embeddedVerbs: true)
        }
    }
}
