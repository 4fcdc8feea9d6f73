import VoiceLintCatalog
import VoiceLintText

/// Decides whether a key is a label, a hint or neither, as CONTRACT.md says:
/// key conventions, the catalog comment, then patterns and roles the user adds.
public struct RoleClassifier: Sendable {
    /// Glob patterns over keys (`*` any run, `?` one character), by role.
    public var keyPatterns: [(pattern: String, role: Role)] = []
    /// Keys the project's sources use as labels or hints (e.g. from a roles file).
    public var knownKeys: [String: Role] = [:]

    public init() {}

    public func role(of entry: Entry) -> Role {
        if let r = knownKeys[entry.key] { return r }
        for (p, r) in keyPatterns where Glob.matches(p, entry.key) { return r }
        if let r = Self.roleFromKey(entry.key) { return r }
        if let c = entry.comment, let r = Self.roleFromComment(c) { return r }
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

    public static func roleFromKey(_ key: String) -> Role? {
        let lower = CaseMapping.lowercased(key)
        if let ascii = asciiBytes(lower) {
            // Each byte a Character (a CR LF pair aside, which no role word touches): compared as bytes.
            for (word, role) in [("accessibilitylabel", Role.label), ("accessibilityhint", .hint)] where ascii.ends(with: word.utf8) {
                let cut = ascii.count - word.utf8.count
                if cut == 0 || ascii[cut - 1] == UInt8(ascii: ".") || ascii[cut - 1] == UInt8(ascii: "_") || ascii[cut - 1] == UInt8(ascii: "-") { return role }
            }
        } else {
            for (word, role) in [("accessibilitylabel", Role.label), ("accessibilityhint", .hint)] where lower.hasSuffix(word) {
                let before = lower.dropLast(word.count).last
                if before == nil || before == "." || before == "_" || before == "-" { return role }
            }
        }
        let segs = segments(key)
        guard let last = segs.last, segs.count >= 2 else { return nil }
        let marked = segs.dropLast().contains { $0 == "a11y" || $0 == "accessibility" }
        guard marked else { return nil }
        if last == "label" { return .label }
        if last == "hint" { return .hint }
        return nil
    }

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
    public static func elementID(_ key: String) -> String {
        let lower = CaseMapping.lowercased(key)
        let ascii = asciiBytes(lower)
        for word in ["accessibilitylabel", "accessibilityhint", "label", "hint"] {
            if let ascii {
                if ascii.ends(with: word.utf8) { return String(decoding: ascii.dropLast(word.utf8.count), as: UTF8.self) }
            } else if lower.hasSuffix(word) {
                return String(lower.dropLast(word.count))
            }
        }
        return lower
    }

    /// The text's bytes when it is all ASCII, where every byte is a Character but for a CR LF
    /// pair (the role words hold neither); nil otherwise.
    static func asciiBytes(_ text: String) -> [UInt8]? {
        var text = text
        return UTF8Scalars.isASCII(text) ? text.withUTF8 { Array($0) } : nil
    }
}

private extension Array where Element == UInt8 {
    /// Whether the bytes end with the suffix's bytes.
    func ends(with suffix: String.UTF8View) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
