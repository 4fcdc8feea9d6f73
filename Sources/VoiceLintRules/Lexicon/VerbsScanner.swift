/// Reads `verbs.json` straight from its bytes into `VerbEntry`s, without building a
/// JSON tree: the default lexicons are large and read at start. It accepts only the
/// schema's exact shape, with strings and their simple escapes; for anything else (a
/// `\u` escape, a number, a key given twice, an unknown kind, bad syntax) it gives up
/// and the caller reads the file the general way, which also reports errors.
struct VerbsScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { b = bytes }

    /// The verbs of the text, or nil: read it the general way.
    static func read(_ text: String) -> [VerbEntry]? {
        var text = text
        return text.withUTF8 { bytes in
            var s = VerbsScanner(bytes)
            return s.file()
        }
    }

    private mutating func file() -> [VerbEntry]? {
        var verbs: [VerbEntry]?
        guard expectObject({ s, key in
            if key.hasPrefix("$") { return s.skipValue() }
            guard key == "verbs", verbs == nil, let v = s.verbList() else { return false }
            verbs = v
            return true
        }) else { return nil }
        skipSpace()
        return i == b.count ? verbs : nil
    }

    private mutating func verbList() -> [VerbEntry]? { list { $0.verb() } }

    private mutating func verb() -> VerbEntry? {
        var concept: String?, lemma: String?, third: [String]?, wrong: [VerbKind: [String]]?
        guard expectObject({ s, key in
            switch key {
            case "concept":
                guard concept == nil, let c = s.string() else { return false }
                concept = c
            case "lemma":
                guard lemma == nil, let l = s.string() else { return false }
                lemma = l
            case "third":
                guard third == nil, let t = s.strings() else { return false }
                third = t
            case "wrong":
                guard wrong == nil else { return false }
                // Room for the usual kinds at once: the table is not grown and rehashed on the way.
                var w = [VerbKind: [String]](minimumCapacity: 6)
                guard s.expectObject({ s, kind in
                    guard let k = VerbKind.named(kind), w[k] == nil, let forms = s.strings() else { return false }
                    w[k] = forms
                    return true
                }) else { return false }
                wrong = w
            default:
                // JSONDecoder skips the keys a verb does not name ("$comment").
                return s.skipValue()
            }
            return true
        }), let lemma, let third else { return nil }
        return VerbEntry(concept: concept, lemma: lemma, third: third, wrong: wrong)
    }

    private mutating func strings() -> [String]? { list { $0.string() } }

    /// `[ value, ... ]` read into an array, each value by `element`; nil when one gives up.
    private mutating func list<T>(_ element: (inout VerbsScanner) -> T?) -> [T]? {
        var out: [T] = []
        // Most lists of forms hold a few: room for them without growing one at a time.
        out.reserveCapacity(4)
        guard expectArray({ s in
            guard let v = element(&s) else { return false }
            out.append(v)
            return true
        }) else { return nil }
        return out
    }

    // MARK: JSON pieces

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    /// `{ "key": value, ... }`, each value read by `member`, which returns false to give up.
    private mutating func expectObject(_ member: (inout VerbsScanner, String) -> Bool) -> Bool {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
        i += 1
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return true }
        while true {
            skipSpace()
            guard let key = string() else { return false }
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { return false }
            i += 1
            guard member(&self, key) else { return false }
            skipSpace()
            guard i < b.count else { return false }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; return true }
            return false
        }
    }

    /// `[ value, ... ]`, each value read by `element`, which returns false to give up.
    private mutating func expectArray(_ element: (inout VerbsScanner) -> Bool) -> Bool {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "[") else { return false }
        i += 1
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return true }
        while true {
            guard element(&self) else { return false }
            skipSpace()
            guard i < b.count else { return false }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "]") { i += 1; return true }
            return false
        }
    }

    /// A string, simple escapes decoded; nil for a `\u` escape or a control character.
    private mutating func string() -> String? {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
        let start = i + 1
        var j = start
        while j < b.count {
            let c = b[j]
            if c == UInt8(ascii: "\"") {
                i = j + 1
                return String(decoding: UnsafeBufferPointer(rebasing: b[start..<j]), as: UTF8.self)
            }
            if c == UInt8(ascii: "\\") { i = start; return escapedString() }
            if c < 0x20 { return nil }
            j += 1
        }
        return nil
    }

    /// The rest of a string from `i` (just after its opening quote), escapes decoded.
    private mutating func escapedString() -> String? {
        var out: [UInt8] = []
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if c < 0x20 { return nil }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < b.count, let e = Self.unescaped(b[i + 1]) else { return nil }
                out.append(e)
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        return nil
    }

    /// What a simple escape stands for (`n`: a newline); nil for `u`, whose surrogates
    /// the general reader checks, and for anything else.
    private static func unescaped(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return c
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    /// Skips a value made of strings, arrays and objects only (a comment); false for anything else.
    private mutating func skipValue() -> Bool {
        skipSpace()
        guard i < b.count else { return false }
        switch b[i] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "["): return expectArray { $0.skipValue() }
        case UInt8(ascii: "{"): return expectObject { s, _ in s.skipValue() }
        default: return false
        }
    }

    /// Skips a string with simple escapes; control characters and `\u` escapes refused.
    private mutating func skipString() -> Bool {
        i += 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; return true }
            if c < 0x20 { return false }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < b.count, Self.unescaped(b[i + 1]) != nil else { return false }
                i += 2
                continue
            }
            i += 1
        }
        return false
    }
}
