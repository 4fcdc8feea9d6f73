import VoiceLintCatalog

/// The kinds of verb form a lexicon knows: `third` is the right form of a hint's verb;
/// every other kind is a form a hint must not start with (or, where the verb stands
/// last, end with). The set is closed: an unknown kind in a lexicon is an error.
public enum VerbKind: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable, Comparable {
    case third
    case imperative
    case politeImperative = "polite-imperative"
    case infinitive, gerund, past, future
    case firstPerson = "first-person"
    case request, plain

    public static func < (a: VerbKind, b: VerbKind) -> Bool { a.rawValue < b.rawValue }

    /// Hashed by its case, not by its raw string (what a raw-value enum hashes by default):
    /// the verb tables look kinds up tens of thousands of times as the lexicons are read.
    public func hash(into hasher: inout Hasher) {
        let ordinal: Int
        switch self {
        case .third: ordinal = 0
        case .imperative: ordinal = 1
        case .politeImperative: ordinal = 2
        case .infinitive: ordinal = 3
        case .gerund: ordinal = 4
        case .past: ordinal = 5
        case .future: ordinal = 6
        case .firstPerson: ordinal = 7
        case .request: ordinal = 8
        case .plain: ordinal = 9
        }
        hasher.combine(ordinal)
    }

    /// Every kind, in the order of `<`.
    static let sortedCases = allCases.sorted()

    /// The kind a lexicon names (as `init(rawValue:)`, by one lookup: the lexicons name a kind
    /// for every wrong form, and the synthesized initializer compares the name with each case).
    static func named(_ name: String) -> VerbKind? { byName[name] }
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// One verb of `verbs.json`: its right forms and its wrong forms by kind.
public struct VerbEntry: Codable, Sendable {
    /// The English lemma of `Lexicons/concepts-verbs.txt` this verb renders.
    public var concept: String?
    public var lemma: String
    /// The right forms (third person singular present, or the polite non-past).
    public var third: [String]
    /// Forms a hint must not use, by kind (never `third`).
    public var wrong: [VerbKind: [String]]?

    public init(concept: String? = nil, lemma: String, third: [String], wrong: [VerbKind: [String]]? = nil) {
        self.concept = concept
        self.lemma = lemma
        self.third = third
        self.wrong = wrong
    }
}

/// `verbs.json`.
public struct VerbFile: Codable, Sendable {
    public var verbs: [VerbEntry]

    /// Reads the file with `VerbsScanner`, or else with the catalogs' JSON reader: both
    /// several times faster than JSONDecoder on the large default lexicons. Nil where the
    /// text is not exactly the schema's shape (JSONDecoder then reads it again, for its
    /// error message). Like JSONDecoder, both skip a verb's keys that the schema does not
    /// name ("$comment").
    static func read(_ text: String) -> VerbFile? {
        if let verbs = VerbsScanner.read(text) { return VerbFile(verbs: verbs) }
        var bytes = Array(text.utf8)
        let root: JSONNode? = bytes.withUnsafeMutableBufferPointer { b in try? JSONReader.parse(UnsafeBufferPointer(b)) }
        guard let root, let members = root.members else { return nil }
        var verbs: [VerbEntry]?
        for (k, v) in members {
            if k.hasPrefix("$") { continue }
            guard k == "verbs", verbs == nil, case .array(let items) = v.value else { return nil }
            var out: [VerbEntry] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard let fields = item.members else { return nil }
                var concept: String?, lemma: String?, third: [String]?, wrong: [VerbKind: [String]]?
                for (name, value) in fields {
                    // A key given twice: JSONDecoder decides.
                    switch name {
                    case "concept": guard concept == nil, let c = value.string else { return nil }; concept = c
                    case "lemma": guard lemma == nil, let l = value.string else { return nil }; lemma = l
                    case "third": guard third == nil, let t = strings(value) else { return nil }; third = t
                    case "wrong":
                        guard wrong == nil, let kinds = value.members else { return nil }
                        var w: [VerbKind: [String]] = [:]
                        for (kind, list) in kinds {
                            guard let k = VerbKind(rawValue: kind), w[k] == nil, let forms = strings(list) else { return nil }
                            w[k] = forms
                        }
                        wrong = w
                    default: continue
                    }
                }
                guard let lemma, let third else { return nil }
                out.append(VerbEntry(concept: concept, lemma: lemma, third: third, wrong: wrong))
            }
            verbs = out
        }
        return verbs.map { VerbFile(verbs: $0) }
    }

    private static func strings(_ n: JSONNode) -> [String]? {
        guard case .array(let items) = n.value else { return nil }
        var out: [String] = []
        for i in items { guard let s = i.string else { return nil }; out.append(s) }
        return out
    }
}

/// A verb form found in the lexicon.
public struct VerbForm: Sendable {
    /// `.third` for a right form, else the wrong kind.
    public var kind: VerbKind
    public var lemma: String
    /// The right form to suggest.
    public var third: String
    public var isRight: Bool { kind == .third }
}
