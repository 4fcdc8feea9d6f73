import Foundation
import VoiceLintLexicons

/// Finds the lexicon for a locale: exact tag, then shorter tags
/// (pt-PT -> pt, es-419 -> es, zh-Hant-TW -> zh-Hant -> zh), then each
/// folder's own `fallback`. Builds each locale's context once.
public final class LanguageStore {
    private var folders: [String: LexiconFolder]
    private var cache: [String: LanguageContext] = [:]
    public let developmentLanguage: String

    /// The default lexicons compiled into the binary, with `extra` folders merged over them.
    public init(extra: [String: LexiconFolder] = [:], developmentLanguage: String = "en") throws {
        var byLanguage: [String: [String: String]] = [:]
        for (path, text) in EmbeddedLexicons.files {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            byLanguage[parts[0], default: [:]][parts[1]] = text
        }
        var folders: [String: LexiconFolder] = [:]
        for (lang, files) in byLanguage {
            folders[lang] = try LexiconFolder.decode(language: lang, files: files, origin: "Lexicons")
        }
        for (lang, f) in extra { folders[lang] = Self.merge(f, over: folders[lang]) }
        self.folders = folders
        self.developmentLanguage = developmentLanguage
    }

    public var languages: [String] { folders.keys.sorted() }

    /// Every rule's examples: its own, then each language's examples.json, by language.
    public func examples(for rule: any Rule) -> [RuleExample] {
        rule.info.examples + languages.flatMap { folders[$0]?.examples[rule.info.id] ?? [] }
    }

    private let lock = NSLock()

    /// The locale's context, built once (safe to call from several threads).
    public func context(for locale: String) -> LanguageContext {
        lock.lock()
        if let c = cache[locale] { lock.unlock(); return c }
        lock.unlock()
        let effective = locale == "Base" ? developmentLanguage : locale
        var chain: [LexiconFolder] = []
        var found: String?
        var seen: Set<String> = []
        var queue = Self.candidates(effective)
        while !queue.isEmpty {
            let tag = queue.removeFirst()
            guard seen.insert(tag).inserted, let f = folders[tag] else { continue }
            if found == nil { found = tag }
            chain.append(f)
            if let fb = f.profile?.fallback { queue.insert(contentsOf: Self.candidates(fb), at: 0) }
        }
        let icuLocale = effective
        let ctx = LanguageContext(locale: icuLocale, profileLanguage: found, chain: chain)
        lock.lock()
        defer { lock.unlock() }
        if let c = cache[locale] { return c }
        cache[locale] = ctx
        return ctx
    }

    /// "zh-Hant-TW" -> ["zh-Hant-TW", "zh-Hant", "zh"].
    static func candidates(_ tag: String) -> [String] {
        let normal = tag.replacingUnderscores()
        var parts = normal.split(separator: "-").map(String.init)
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return out
    }

    /// A user's folder adds words to the default lists.
    static func merge(_ extra: LexiconFolder, over base: LexiconFolder?) -> LexiconFolder {
        guard let base else { return extra }
        var out = base
        if let p = extra.profile { out.profile = p }
        for (rule, list) in extra.examples { out.examples[rule, default: []] += list }
        if let v = extra.verbs { out.verbs = (base.verbs ?? []) + v }
        if let w = extra.words {
            var m = base.words ?? WordLists()
            func union(_ a: [String]?, _ b: [String]?) -> [String]? {
                guard let b else { return a }
                return (a ?? []) + b
            }
            m.controlTypes = union(m.controlTypes, w.controlTypes)
            m.contentPhrases = union(m.contentPhrases, w.contentPhrases)
            m.states = union(m.states, w.states)
            m.stateContentPhrases = union(m.stateContentPhrases, w.stateContentPhrases)
            m.gestures = union(m.gestures, w.gestures)
            m.acronyms = union(m.acronyms, w.acronyms)
            m.brands = union(m.brands, w.brands)
            m.countableNouns = union(m.countableNouns, w.countableNouns)
            m.determiners = union(m.determiners, w.determiners)
            m.requestWords = union(m.requestWords, w.requestWords)
            m.dottedAbbreviations = union(m.dottedAbbreviations, w.dottedAbbreviations)
            m.prepositions = union(m.prepositions, w.prepositions)
            m.conjunctions = union(m.conjunctions, w.conjunctions)
            m.gestureConnectives = union(m.gestureConnectives, w.gestureConnectives)
            m.clauseOpeners = union(m.clauseOpeners, w.clauseOpeners)
            m.infinitiveMarkers = union(m.infinitiveMarkers, w.infinitiveMarkers)
            m.objectControlTypes = union(m.objectControlTypes, w.objectControlTypes)
            if let x = w.unitAbbreviations { m.unitAbbreviations = (m.unitAbbreviations ?? [:]).merging(x) { _, n in n } }
            if let x = w.hintBadStarts { m.hintBadStarts = (m.hintBadStarts ?? [:]).merging(x) { _, n in n } }
            if let x = w.preferredVerbs { m.preferredVerbs = (m.preferredVerbs ?? [:]).merging(x) { _, n in n } }
            if let x = w.abbreviations { m.abbreviations = (m.abbreviations ?? [:]).merging(x) { _, n in n } }
            out.words = m
        }
        return out
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
