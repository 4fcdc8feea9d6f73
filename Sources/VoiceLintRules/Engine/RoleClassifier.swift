import VoiceLintCatalog
import VoiceLintText

/// Decides whether a key is a label, a hint or neither, as CONTRACT.md says:
/// key conventions, the catalog comment, then patterns and roles the user adds.
public struct RoleClassifier: Sendable {
    /// Glob patterns over keys (`*` any run, `?` one character), by role.
    public var keyPatterns: [(pattern: String, role: Role)] = []
    /// Keys the project's sources use as labels or hints (e.g. from a roles file).
    public var knownKeys: [String: Role] = [:]
    /// The keys of `knownKeys` whose role was read from the app's code (counted per locale in
    /// the quality table).
    public var codeKeys: Set<String> = []

    public init() {}

    public func role(of entry: Entry) -> Role { role(key: entry.key, comment: entry.comment) }

    /// The role of an entry with this key and comment (what `role(of:)` reads of it: the checker
    /// reads the two where the catalog holds the entry, not a copy that retained every string
    /// of it, the table's and the file's name that every entry shares among them).
    func role(key: String, comment: String?) -> Role { role(key: key, lowered: CaseMapping.lowercased(key), comment: comment) }

    /// `role(key:comment:)` with the key already lowered (`CaseMapping.lowercased`), which the
    /// checker lowers once for the role and the element both.
    func role(key: String, lowered: String, comment: String?) -> Role {
        if let r = knownKeys[key] { return r }
        // A hint pattern first: it is the narrower one ("*.a11y.hint" beside "*.a11y.*").
        for (p, r) in keyPatterns where r == .hint && Glob.matches(p, key) { return r }
        for (p, r) in keyPatterns where r != .hint && Glob.matches(p, key) { return r }
        if let r = Self.roleFromKey(key, lowered: lowered) { return r }
        if let c = comment, let r = Self.roleFromComment(c) { return r }
        return .other
    }

    /// Segments split at `.`, `_`, `-`, `/` and at a lower-to-upper case change.
    public static func segments(_ key: String) -> [String] {
        var out: [String] = []
        var cur = ""
        var prevLower = false
        for ch in key {
            if ch == "." || ch == "_" || ch == "-" || ch == "/" {
                if !cur.isEmpty { out.append(cur) }
                cur = ""; prevLower = false
                continue
            }
            if ch.isUppercase && prevLower {
                out.append(cur); cur = ""
            }
            cur.append(ch)
            prevLower = ch.isLowercase || ch.isNumber
        }
        if !cur.isEmpty { out.append(cur) }
        return out.map(CaseMapping.lowercased)
    }

    public static func roleFromKey(_ key: String) -> Role? { roleFromKey(key, lowered: CaseMapping.lowercased(key)) }

    static func roleFromKey(_ key: String, lowered lower: String) -> Role? {
        let ascii = UTF8Scalars.isASCII(lower)
        for (word, role) in roleWords {
            guard let start = start(of: word, atEndOf: lower, ascii: ascii) else { continue }
            if start == lower.startIndex { return role }
            // (In ASCII text the byte before the word is the Character before it.)
            let before = ascii ? Character(Unicode.Scalar(lower.utf8[lower.utf8.index(before: start)])) : lower[..<start].last!
            if before == "." || before == "_" || before == "-" { return role }
        }
        // A role word marked by a segment "a11y" or "accessibility" (segments are lowered) needs
        // the lowered key to hold one of them (a segment is a run of the key's text, lowered as
        // the whole key is): most keys hold neither, and are not split Character by Character.
        guard TextSearch.contains(lower, "a11y") || TextSearch.contains(lower, "accessibility") else { return nil }
        let segs = segments(key)
        guard let last = segs.last, segs.count >= 2 else { return nil }
        let marked = segs.dropLast().contains { $0 == "a11y" || $0 == "accessibility" }
        guard marked else { return nil }
        if last == "label" { return .label }
        if last == "hint" { return .hint }
        return nil
    }

    /// The role words a key may end with, lowered (`roleFromKey`).
    private static let roleWords: [(String, Role)] = [("accessibilitylabel", .label), ("accessibilityhint", .hint)]

    /// "Accessibility label for ...", "VoiceOver hint: ...", "a11y label".
    public static func roleFromComment(_ comment: String) -> Role? {
        let words = CaseMapping.lowercased(comment).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        for (i, w) in words.enumerated() where w == "accessibility" || w == "voiceover" || w == "a11y" {
            guard i + 1 < words.count else { continue }
            if words[i + 1] == "label" { return .label }
            if words[i + 1] == "hint" { return .hint }
        }
        return nil
    }

    /// The element a label or hint belongs to: the key without its role word.
    public static func elementID(_ key: String) -> String { elementID(lowered: CaseMapping.lowercased(key)) }

    /// `elementID` of a key already lowered (`CaseMapping.lowercased`).
    static func elementID(lowered lower: String) -> String {
        let ascii = UTF8Scalars.isASCII(lower)
        for word in elementWords {
            if let start = start(of: word, atEndOf: lower, ascii: ascii) { return String(lower[..<start]) }
        }
        return lower
    }

    /// The words `elementID` takes off a key's end, the first that ends it.
    private static let elementWords = ["accessibilitylabel", "accessibilityhint", "label", "hint"]

    /// Where `text` ends with `word` (a role word: ASCII letters, compared as Characters, as
    /// `hasSuffix` compares), the index where the word starts; nil where it does not end with it.
    /// In ASCII text each byte is a Character (but for a CR LF pair, which no role word touches),
    /// so the bytes are compared.
    static func start(of word: String, atEndOf text: String, ascii: Bool) -> String.Index? {
        guard ascii else { return text.hasSuffix(word) ? text.index(text.endIndex, offsetBy: -word.count) : nil }
        let utf8 = text.utf8
        let n = word.utf8.count, m = utf8.count
        guard m >= n else { return nil }
        let same = UTF8Scalars.withBytes(text) { t in
            UTF8Scalars.withBytes(word) { w in (0..<n).allSatisfy { t[m - n + $0] == w[$0] } }
        }
        return same ? utf8.index(utf8.endIndex, offsetBy: -n) : nil
    }
}
