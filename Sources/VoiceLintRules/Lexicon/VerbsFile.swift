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
