import Foundation
import VoiceLintCatalog

/// The kinds of wrong hint start `hintBadStarts` names. The set is closed.
public enum BadStartKind: String, Codable, Sendable, CaseIterable {
    case secondPerson = "second-person", firstPerson = "first-person"
    case request, gesture, future, infinitive, condition, modal, past, imperative
    case controlType = "control-type"
}

/// Every key of `words.json`, in the README's order, with what its value is and which
/// rules read it. Decoding, merging and the README's table all come from this list.
public enum WordsKey: String, CaseIterable, Sendable {
    case controlTypes, contentPhrases, states, stateContentPhrases, gestures, hintBadStarts, acronyms, brands
    case abbreviations, countableNouns, determiners, requestWords, dottedAbbreviations, objectControlTypes
    case unitAbbreviations, articleSuggestions, gestureConnectives, clauseOpeners, infinitiveMarkers
    case preferredVerbs, conjunctions, prepositions, nouns, reflexivePronouns, separableParticles, particles

    /// The key's place in `allCases` (its declaration order), for tables indexed by key.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// The shape of a key's value, which says how it is read and merged.
    public enum Shape: Sendable {
        /// Phrases of lower-case words, matched against the text's words.
        case phrases
        /// Single words, looked up as written.
        case words
        /// Words compared in capitals (acronyms) or with their own spelling (brands).
        case spelled
        /// An object of strings: a user's entries replace the default's with the same key.
        case map
    }

    public var shape: Shape {
        switch self {
        case .controlTypes, .contentPhrases, .states, .stateContentPhrases, .gestures, .requestWords, .gestureConnectives: return .phrases
        case .countableNouns, .determiners, .dottedAbbreviations, .objectControlTypes, .clauseOpeners, .infinitiveMarkers,
             .conjunctions, .prepositions, .nouns, .reflexivePronouns, .separableParticles, .particles: return .words
        case .acronyms, .brands: return .spelled
        case .hintBadStarts, .abbreviations, .unitAbbreviations, .articleSuggestions, .preferredVerbs: return .map
        }
    }

    /// The rules that read the key, for the README.
    public var usedBy: String {
        switch self {
        case .controlTypes: return "label-control-type, hint-control-type"
        case .contentPhrases: return "label-control-type"
        case .states, .stateContentPhrases: return "label-state"
        case .gestures: return "label-gesture, hint-gesture"
        case .hintBadStarts, .requestWords: return "hint-verb-form"
        case .acronyms: return "all-caps"
        case .brands: return "label-capitalization, untranslated"
        case .abbreviations, .unitAbbreviations: return "abbreviation"
        case .countableNouns, .determiners, .articleSuggestions: return "hint-missing-article"
        case .dottedAbbreviations: return "label-trailing-period, hint-trailing-period"
        case .objectControlTypes: return "label-control-type"
        case .gestureConnectives: return "hint-gesture"
        case .clauseOpeners, .infinitiveMarkers, .preferredVerbs: return "hint-gesture, hint-control-type"
        case .conjunctions: return "hint-gesture, hint-verb-form"
        case .prepositions: return "hint-missing-article, label-control-type"
        case .nouns, .reflexivePronouns: return "hint-verb-form"
        case .separableParticles: return "label-state"
        case .particles: return "label-length"
        }
    }

    /// What the key holds, for the README.
    public var meaning: String {
        switch self {
        case .controlTypes: return "words naming a control type, every inflected form (\"button\", \"buttons\")"
        case .contentPhrases: return "phrases where a control word is the content, not the type (\"photo library\", \"image quality\"), and compounds that are content (\"profilbild\", \"leertaste\"): no finding"
        case .states: return "state words a trait already speaks (\"selected\", \"on\")"
        case .stateContentPhrases: return "phrases where the state word is content (\"on time\", \"selected photos\")"
        case .gestures: return "gesture words and phrases (\"double tap\", \"swipe\", \"long press\")"
        case .hintBadStarts: return "first words that make a wrong hint, with their kind (\(BadStartKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))): `{\"to\": \"infinitive\", \"will\": \"future\", \"you\": \"second-person\", \"please\": \"request\"}`"
        case .acronyms: return "upper-case words that are read as words or are meant to be spelled (PDF, URL, GIF)"
        case .brands: return "words written with their own case or kept untranslated (iPhone, iPad, eBay, macOS)"
        case .abbreviations: return "abbreviation -> spelled-out form (`\"hr\": \"hour\"`, `\"mins\": \"minutes\"`)"
        case .countableNouns: return "singular countable nouns that need an article after a verb"
        case .determiners: return "words that may stand between the verb and the noun (a, the, this, your...)"
        case .requestWords: return "words that make a hint a request (\"please\", \"请\", \"s'il vous plaît\")"
        case .dottedAbbreviations: return "abbreviations written with a period (\"inc.\", \"etc.\"): a final one is not a full stop"
        case .objectControlTypes: return "control words that are content when a verb governs them (\"Attach photo\", \"Copy link\"); \"Play button\" still names the type"
        case .unitAbbreviations: return "units written after a number (\"2h\", \"5 min\"), as `\"h\": \"hour\\|hours\"` (singular\\|plural), or by CLDR plural category where a language has more forms: `\"ч\": \"one:час\\|few:часа\\|many:часов\\|other:часа\"`"
        case .articleSuggestions: return "the articles a suggestion may insert: `{\"consonant\": \"a\", \"vowel\": \"an\", \"definite\": \"the\"}`; leave it out where articles agree in gender (no suggestion then)"
        case .gestureConnectives: return "words that join a leading gesture to what it does in languages whose verb is not first (\"して\", \"以\"): the rewrite drops the gesture and them (\"ダブルタップしてイベントを削除します。\" -> \"イベントを削除します。\")"
        case .clauseOpeners: return "with `verbFinalClauses`: words that open such a clause (\"um\", \"die\"; \"om\")"
        case .infinitiveMarkers: return "with `verbFinalClauses`: the infinitive particle before its verb (\"zu\"; \"te\")"
        case .preferredVerbs: return "lemma -> lemma a rewrite uses instead, where the literal verb reads stilted in a hint: `{\"see\": \"show\"}` (\"Double-tap to see more\" -> \"Shows more.\")"
        case .conjunctions: return "words that join two verbs (\"and\", \"et\", \"und\"): a rewrite puts the second verb right too (\"… to close it and open the list\" -> \"Closes it and opens the list.\")"
        case .prepositions: return "prepositions that may stand between the verb and its noun (\"Scrolls to list.\")"
        case .nouns: return "nouns (generated from the language's morphology and word frequencies, lower case, verb forms left out): a hint that starts with one is a name or a value, not what the element does (a warning), where an unknown first word stays an info"
        case .reflexivePronouns: return "reflexive pronouns that stand before the hint's verb (\"se\", \"si\"; elided \"s’\", \"s'\" glued to it): \"S’ouvre dans Safari.\", \"Se abre en Safari.\" start with the verb"
        case .separableParticles: return "particles of separable verbs that are also states (de \"an\", \"aus\", \"ein\"; nl \"aan\", \"uit\"): at the end of a label with a finite verb before them they are the verb's particle (\"Zeigt Details an\"), otherwise the state (\"WLAN ein\")"
        case .particles: return "function words that do not count as words of a label (ja \"の\", \"を\", \"が\"; zh \"的\"; ko \"및\"; th \"ที่\", \"ของ\"; hi auxiliaries and postpositions \"है\", \"रहा\", \"का\"): \"すべての会話をミュート\" is three words, \"लोड हो रहा है\" one"
        }
    }

    /// The documented type of the value.
    public var type: String { shape == .map ? "object" : "[string]" }
}

/// `words.json` as written: lists and maps by key. An unknown key is an error that names it.
public struct WordLists: Decodable, Sendable {
    public var lists: [WordsKey: [String]] = [:]
    public var maps: [WordsKey: [String: String]] = [:]

    public init() {}

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: LexiconKey.self)
        for k in c.allKeys where !k.stringValue.hasPrefix("$") {
            guard let key = WordsKey(rawValue: k.stringValue) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [k], debugDescription: "unknown key (see Lexicons/README.md)"))
            }
            if key.shape == .map {
                let m = try c.decode([String: String].self, forKey: k)
                try Self.validate(key, m, at: k)
                maps[key] = m
            } else {
                lists[key] = try c.decode([String].self, forKey: k)
            }
        }
    }

    /// Reads `words.json` with the catalogs' JSON reader, several times faster than
    /// JSONDecoder; nil where the text is not exactly the schema's shape, or sets a key
    /// twice (JSONDecoder then reads it again, for its error message or its choice).
    static func read(_ text: String) -> WordLists? {
        var bytes = Array(text.utf8)
        let root: JSONNode? = bytes.withUnsafeMutableBufferPointer { b in try? JSONReader.parse(UnsafeBufferPointer(b)) }
        guard let root, let members = root.members else { return nil }
        var out = WordLists()
        for (name, value) in members where !name.hasPrefix("$") {
            guard let key = WordsKey(rawValue: name), out.lists[key] == nil, out.maps[key] == nil else { return nil }
            if key.shape == .map {
                guard let entries = value.members else { return nil }
                var m: [String: String] = [:]
                m.reserveCapacity(entries.count)
                for (k, v) in entries {
                    guard m[k] == nil, let s = v.string else { return nil }
                    m[k] = s
                }
                guard (try? validate(key, m, at: LexiconKey(stringValue: name))) != nil else { return nil }
                out.maps[key] = m
            } else {
                guard case .array(let items) = value.value else { return nil }
                var list: [String] = []
                list.reserveCapacity(items.count)
                for i in items {
                    guard let s = i.string else { return nil }
                    list.append(s)
                }
                out.lists[key] = list
            }
        }
        return out
    }

    /// Closed sets inside maps: bad-start kinds, article slots.
    private static func validate(_ key: WordsKey, _ m: [String: String], at k: LexiconKey) throws {
        switch key {
        case .hintBadStarts:
            for (w, kind) in m.sorted(by: { $0.key < $1.key }) where BadStartKind(rawValue: kind) == nil {
                throw DecodingError.dataCorrupted(.init(codingPath: [k, LexiconKey(stringValue: w)],
                    debugDescription: "unknown kind \"\(kind)\" (expected one of \(BadStartKind.allCases.map(\.rawValue).joined(separator: ", ")))"))
            }
        case .articleSuggestions:
            for slot in m.keys.sorted() where !["consonant", "vowel", "definite"].contains(slot) {
                throw DecodingError.dataCorrupted(.init(codingPath: [k, LexiconKey(stringValue: slot)], debugDescription: "expected consonant, vowel or definite"))
            }
        default: break
        }
    }

    /// A user's lists extend these (lists are appended, map entries replace the same key).
    func merged(with extra: WordLists) -> WordLists {
        var out = self
        for (k, v) in extra.lists { out.lists[k] = (lists[k] ?? []) + v }
        for (k, v) in extra.maps { out.maps[k] = (maps[k] ?? [:]).merging(v) { _, new in new } }
        return out
    }
}
