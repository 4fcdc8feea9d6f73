/// A JSON reader that keeps the byte offset of every value and builds no
/// Foundation objects: catalogs need the line and column of each string.

public indirect enum JSONValue: Sendable {
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// A JSON value with the byte offset where it starts.
public struct JSONNode: Sendable {
    public var value: JSONValue
    /// Byte offset of the value's first character (the opening quote of a string).
    public var offset: Int

    public subscript(key: String) -> JSONNode? {
        if case .object(let members) = value {
            return members.first { $0.key == key }?.value
        }
        return nil
    }

    public var string: String? { if case .string(let s) = value { return s }; return nil }
    public var bool: Bool? { if case .bool(let b) = value { return b }; return nil }
    public var int: Int? {
        if case .number(let n) = value { return Int(n) }
        return nil
    }
    public var members: [(key: String, value: JSONNode)]? {
        if case .object(let m) = value { return m }
        return nil
    }

    public var typeName: String {
        switch value {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}

/// Malformed JSON, at a byte offset.
public struct JSONSyntaxError: Error {
    public var offset: Int
    public var message: String
}

/// Duplicate keys seen by a reader: the key, where it stood first and where it
/// stands again (byte offsets of the opening quotes), and what the reader's owner
/// said it was inside at the time (`context`).
final class JSONDuplicateLog {
    /// Where the owner's walk is (for a String Catalog: the level, the key, the locale).
    struct Context {
        var level = 0
        var key = ""
        var locale = ""
    }
    struct Duplicate {
        var key: String
        var first: Int
        var again: Int
        /// The string value that follows the second key, if it is one.
        var text: String?
        var context: Context
    }
    var duplicates: [Duplicate] = []
    /// Set by the reader's owner as it walks.
    var context = Context()
}

/// A JSON reader over a byte buffer that keeps offsets (for file:line:col in every error).
public struct JSONReader {
    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var depth = 0
    /// When set, repeated keys in an object are recorded there.
    var log: JSONDuplicateLog?
    /// Offsets of keys whose members `forEachMember` reads and drops (earlier
    /// occurrences of a repeated key).
    var skip: Set<Int> = []
    /// The keys of the objects being read, outermost first (with a `log`): one
    /// buffer for all, so that an object costs no allocation of its own.
    private var keyBuffer = KeyStack()

    /// Nesting deeper than this is an error (objects and arrays together).
    public static let maxDepth = Limits.depth

    /// Parses a whole document. The buffer must stay alive during the call.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var r = JSONReader(b: bytes)
        // A UTF-8 byte order mark is allowed.
        r.i = TextDecoding.utf8BOMLength(bytes)
        r.skipSpace()
        let v = try r.value()
        r.skipSpace()
        if r.i < bytes.count { throw r.fail("expected the end of the document after the top-level value") }
        return v
    }

    private init(b: UnsafeBufferPointer<UInt8>) { self.b = b }

    // MARK: A cursor, for readers that walk a known structure without building a tree.

    /// A cursor at the start of the document (after a byte order mark). `validUTF8`: the bytes
    /// have passed `InputCheck` (see `ValidUTF8`), and the strings read are not validated again.
    init(cursor bytes: UnsafeBufferPointer<UInt8>, validUTF8: Bool = false) {
        b = bytes
        i = TextDecoding.utf8BOMLength(bytes)
        self.validUTF8 = validUTF8
    }
    /// Whether the bytes are known to be valid UTF-8 (see `init(cursor:validUTF8:)`).
    private(set) var validUTF8 = false

    /// Where the next value starts.
    mutating func offset() -> Int { skipSpace(); return i }

    /// The JSON type of the next value, for messages.
    mutating func nextTypeName() -> String {
        skipSpace()
        guard i < b.count else { return "the end of the file" }
        switch b[i] {
        case UInt8(ascii: "{"): return "object"
        case UInt8(ascii: "["): return "array"
        case UInt8(ascii: "\""): return "string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "number"
        }
    }

    mutating func isAtObject() -> Bool { skipSpace(); return i < b.count && b[i] == UInt8(ascii: "{") }

    /// Calls `body` with each member's key; `body` must read or skip the member's value.
    /// With a `log`, a repeated key is recorded, and a member listed in the log's
    /// `skip` is read and dropped without calling `body`.
    mutating func forEachMember(_ body: (inout JSONReader, String) throws -> Void) throws {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "{") else { throw fail("expected an object") }
        try enter()
        defer { depth -= 1 }
        i += 1
        skipSpace()
        if i < b.count && b[i] == UInt8(ascii: "}") { i += 1; return }
        try members(upTo: nil, body)
    }

    /// The members from the key at the cursor on, as `forEachMember` reads them: up
    /// to the object's '}', or up to `end` (the ',' after a run's last member).
    private mutating func members(upTo end: Int?, _ body: (inout JSONReader, String) throws -> Void) throws {
        var keys = KeySet(base: keyBuffer.count)
        defer { keyBuffer.drop(from: keys.base) }
        while true {
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else {
                throw fail(i < b.count ? "expected a string key in quotes, found \(describe(b[i]))" : "expected a key, found the end of the file (an object is not closed)")
            }
            let keyOffset = i
            let key = try knownOrString()
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
            i += 1
            if let log { noteRepeat(key, at: keyOffset, in: &keys, log) }
            if log != nil && !skip.isEmpty && skip.contains(keyOffset) {
                skipSpace()
                _ = try value()
            } else {
                try body(&self, key)
            }
            skipSpace()
            if let end, i >= end {
                guard i == end else { throw fail("a run of members does not end where its object's next member starts") }
                return
            }
            guard i < b.count else { throw fail("expected ',' or '}', found the end of the file (an object is not closed)") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") {
                // A run that has a cut must end there, not where its object ends.
                if end != nil { throw fail("a run of members ends with its object, before its cut") }
                i += 1
                return
            }
            throw fail("expected ',' or '}' after the value of \"\(key)\", found \(describe(b[i]))")
        }
    }

    // MARK: Runs of members, for readers that read one object's members at the same time.

    /// The object at the cursor cut into at most `count` runs of whole members, of
    /// about the same size in bytes: where each run's first key starts (the first is
    /// the object's first member), and the ',' that ends each run but the last.
    /// Nil when the object does not make two runs. The cursor does not move.
    mutating func memberRuns(_ count: Int) -> (starts: [Int], ends: [Int])? {
        skipSpace()
        guard count > 1, i < b.count, b[i] == UInt8(ascii: "{") else { return nil }
        var first = self
        first.i += 1
        first.skipSpace()
        guard first.i < b.count, b[first.i] == UInt8(ascii: "\"") else { return nil }
        let span = b.count - i
        let targets = (1..<count).map { i + span / count * $0 }
        // Where the lines show the members (a pretty-printed file, most catalogs), the cuts are
        // found near the targets; else the object is scanned from its start up to the last one.
        let likely = JSONMembers.likelyCuts(b, firstKey: first.i, after: targets)
        let cuts = likely?.isEmpty == false ? likely! : JSONMembers.cuts(b, object: i, after: targets)
        guard !cuts.isEmpty else { return nil }
        return ([first.i] + cuts.map(\.key), cuts.map(\.comma))
    }

    /// A reader at `start`, the key of a member of the object at the cursor, inside
    /// that object as `forEachMember` would be; it has no log (nor `skip`).
    func runReader(at start: Int) -> JSONReader {
        var r = JSONReader(b: b)
        r.i = start
        r.depth = depth + 1
        r.validUTF8 = validUTF8
        return r
    }

    /// For a reader from `runReader`: calls `body` with each member's key of the run,
    /// up to `end` (the ',' that ends the run) or, for the last run, the object's '}'.
    mutating func forEachMemberOfRun(upTo end: Int?, _ body: (inout JSONReader, String) throws -> Void) throws {
        try members(upTo: end, body)
    }

    /// Moves the cursor, at an object split into runs, past it, to where the last run's reader stopped.
    mutating func skipRuns(to lastRun: JSONReader) { i = lastRun.i }

    // MARK: Skimming, for readers that take a known shape without `forEachMember`.

    /// Whether `levels` objects can be skimmed here: `forEachMember` would enter them without
    /// an error, and no member of them is to be dropped (`skip`). A skimmer that finds anything
    /// else than the shape it knows rewinds (`rewind(to:)`), and `forEachMember` reads it, to
    /// the same values or to its error, its note of a repeated key.
    func canSkim(levels: Int) -> Bool { depth + levels <= Self.maxDepth && skip.isEmpty }

    /// The cursor, to come back to.
    var mark: Int { i }
    mutating func rewind(to mark: Int) { i = mark }

    /// Takes `byte` ("{", "}", ",") after white space, or moves nothing (but the space).
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard i < b.count, b[i] == byte else { return false }
        i += 1
        return true
    }

    /// A member's key (or a short string) in quotes, as two words to compare with the bytes at
    /// the cursor.
    struct QuotedKey {
        let count: Int
        let lo: UInt64, hi: UInt64
        let loMask: UInt64, hiMask: UInt64

        /// `name`: at most 14 bytes, no quote, backslash or control character.
        init(_ name: StaticString) {
            let bytes = [0x22] + Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) + [0x22]
            precondition(bytes.count <= 16)
            count = bytes.count
            var words: [UInt64] = [0, 0], masks: [UInt64] = [0, 0]
            for (k, byte) in bytes.enumerated() {
                words[k / 8] |= UInt64(byte) << (8 * UInt64(k % 8))
                masks[k / 8] |= 0xFF << (8 * UInt64(k % 8))
            }
            (lo, hi, loMask, hiMask) = (words[0], words[1], masks[0], masks[1])
        }
    }

    /// Takes the string in quotes, after white space, or moves nothing (but the space). (Its
    /// bytes are compared as two words: fewer than sixteen bytes from the end, it takes nothing.)
    mutating func take(_ string: QuotedKey) -> Bool {
        skipSpace()
        guard i + 16 <= b.count, let base = b.baseAddress else { return false }
        guard ByteBlocks.load(base + i) & string.loMask == string.lo,
              ByteBlocks.load(base + i + 8) & string.hiMask == string.hi else { return false }
        i += string.count
        return true
    }

    /// Takes the key in quotes and its ':', after white space, or moves nothing (but the space).
    mutating func takeKey(_ key: QuotedKey) -> Bool {
        let start = i
        guard take(key) else { return false }
        guard take(UInt8(ascii: ":")) else { i = start; return false }
        return true
    }

    /// A key of one to sixteen ASCII bytes, with no escape or control character: its bytes as
    /// two little-endian words, zero past its end. For ASCII, equal bytes are equal Strings.
    struct ShortKey: Equatable {
        let lo: UInt64, hi: UInt64
        let count: Int
    }

    /// Takes a `ShortKey` and its ':', after white space; nil, the cursor unmoved (but the
    /// space), for any other key.
    mutating func takeShortKey() -> ShortKey? {
        skipSpace()
        guard i + 18 <= b.count, let base = b.baseAddress, b[i] == 0x22 else { return nil }
        let lo = ByteBlocks.load(base + i + 1), hi = ByteBlocks.load(base + i + 9)
        let l = Self.stops(in: lo), h = Self.stops(in: hi)
        let n = l != 0 ? l.trailingZeroBitCount >> 3 : h != 0 ? 8 + h.trailingZeroBitCount >> 3 : 16
        guard n >= 1, b[i + 1 + n] == 0x22 else { return nil }
        let keepLo: UInt64 = n >= 8 ? ~0 : (1 << (8 * UInt64(n))) - 1
        let keepHi: UInt64 = n <= 8 ? 0 : n >= 16 ? ~0 : (1 << (8 * UInt64(n - 8))) - 1
        let key = ShortKey(lo: lo & keepLo, hi: hi & keepHi, count: n)
        guard (key.lo | key.hi) & ByteBlocks.highBits == 0 else { return nil }
        let start = i
        i += n + 2
        guard take(UInt8(ascii: ":")) else { i = start; return nil }
        return key
    }

    /// The next value, which must be a string.
    mutating func readString() throws(JSONSyntaxError) -> String? {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
        return try knownOrString()
    }

    /// The next value, which must be a string; a string without escapes is taken
    /// from `table` when the same bytes were read before. Only for a reader of valid UTF-8
    /// (`validUTF8`), as the table's strings are made without validating them.
    mutating func readString(sharing table: TextTable) throws(JSONSyntaxError) -> String? {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
        var k = Self.firstStop(b, from: i + 1)
        while k < b.count {
            let c = b[k]
            if c == UInt8(ascii: "\"") {
                let s = table.string(validUTF8: UnsafeBufferPointer(rebasing: b[(i + 1)..<k]))
                i = k + 1
                return s
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            k += 1
        }
        // Escapes, a control character or no closing quote: read (or refused) as any string.
        return try string()
    }

    /// Reads the next value whatever it is (checked, then dropped).
    mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
        skipSpace()
        return try value()
    }

    /// Only white space is left.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipSpace()
        if i < b.count { throw fail("expected the end of the document after the top-level value") }
    }

    private func fail(_ m: String) -> JSONSyntaxError { JSONSyntaxError(offset: min(i, b.count), message: m) }

    /// One level deeper, at most `maxDepth`.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            depth -= 1
            throw fail("nesting deeper than \(Self.maxDepth) levels, the most voicelint reads")
        }
    }

    /// The keys of the open objects, outermost first, with their offsets: a stack whose
    /// storage is kept when objects close (`drop`), and whose places are written over by the
    /// next objects' keys. Reading an object allocates nothing, and closing it frees nothing
    /// (removing a range of (String, Int) pairs destroyed each through generic tuple code).
    private struct KeyStack {
        private var keys: [(key: String, offset: Int)] = []
        private(set) var count = 0

        subscript(k: Int) -> (key: String, offset: Int) {
            get { keys[k] }
            set { keys[k] = newValue }
        }

        mutating func append(_ key: (String, Int)) {
            if count < keys.count { keys[count] = key } else { keys.append(key) }
            count += 1
        }

        /// Closes the objects whose keys start at `base`.
        mutating func drop(from base: Int) { count = min(count, base) }
    }

    /// The keys of one object so far: those in the log's buffer from `base` on,
    /// searched in order while they are few, then through a dictionary.
    private struct KeySet {
        let base: Int
        var many: [String: Int]?

        init(base: Int) { self.base = base }

        /// Records the key; returns the offset of its previous occurrence.
        mutating func insert(_ key: String, at offset: Int, _ buffer: inout KeyStack) -> Int? {
            if many != nil { return many!.updateValue(offset, forKey: key) }
            var k = base
            while k < buffer.count {
                if buffer[k].key == key {
                    let previous = buffer[k].offset
                    buffer[k].offset = offset
                    return previous
                }
                k += 1
            }
            buffer.append((key, offset))
            if buffer.count - base > 16 {
                var d: [String: Int] = [:]
                for k in base..<buffer.count { d[buffer[k].key] = buffer[k].offset }
                many = d
            }
            return nil
        }
    }

    /// Records a repeated key, with the string value that follows it (for messages).
    private mutating func noteRepeat(_ key: String, at offset: Int, in keys: inout KeySet, _ log: JSONDuplicateLog) {
        guard let first = keys.insert(key, at: offset, &keyBuffer) else { return }
        var peek = self
        peek.skipSpace()
        let text = peek.i < b.count && b[peek.i] == UInt8(ascii: "\"") ? try? peek.string() : nil
        log.duplicates.append(.init(key: key, first: first, again: offset, text: text, context: log.context))
    }

    private mutating func skipSpace() {
        guard let base = b.baseAddress else { return }
        let n = b.count
        while i < n {
            switch base[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                i += 1
                // A line's indentation, eight spaces at a time (a catalog written by Xcode
                // indents its values by ten spaces and more).
                while i + 8 <= n && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
            default: return
            }
        }
    }

    /// An object or array being read by `value()`.
    private struct Open {
        var isObject: Bool
        var start: Int
        var members: [(key: String, value: JSONNode)] = []
        var items: [JSONNode] = []
        /// The key whose value is being read.
        var key = ""
        var keys: KeySet
    }

    /// The value at `i`, with everything inside it. Iterative: the open objects
    /// and arrays are a stack of their own (at most `maxDepth`), never the call stack.
    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        var stack: [Open] = []
        let outerDepth = depth
        let outerKeys = keyBuffer.count
        defer {
            depth = outerDepth
            keyBuffer.drop(from: outerKeys)
        }
        while true {
            guard i < b.count else { throw fail("expected a value, found the end of the file") }
            let start = i
            var done: JSONNode
            switch b[i] {
            case UInt8(ascii: "{"):
                try enter()
                i += 1
                skipSpace()
                if i < b.count && b[i] == UInt8(ascii: "}") {
                    i += 1
                    depth -= 1
                    done = JSONNode(value: .object([]), offset: start)
                } else {
                    stack.append(Open(isObject: true, start: start, keys: KeySet(base: keyBuffer.count)))
                    try memberKey(&stack[stack.count - 1])
                    continue
                }
            case UInt8(ascii: "["):
                try enter()
                i += 1
                skipSpace()
                if i < b.count && b[i] == UInt8(ascii: "]") {
                    i += 1
                    depth -= 1
                    done = JSONNode(value: .array([]), offset: start)
                } else {
                    stack.append(Open(isObject: false, start: start, keys: KeySet(base: keyBuffer.count)))
                    skipSpace()
                    continue
                }
            case UInt8(ascii: "\""): done = JSONNode(value: .string(try string()), offset: start)
            case UInt8(ascii: "t"): try literal("true"); done = JSONNode(value: .bool(true), offset: start)
            case UInt8(ascii: "f"): try literal("false"); done = JSONNode(value: .bool(false), offset: start)
            case UInt8(ascii: "n"): try literal("null"); done = JSONNode(value: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                done = JSONNode(value: .number(try number()), offset: start)
            default:
                throw fail("expected a value (object, array, string, number, true, false or null), found \(describe(b[i]))")
            }
            // The value is complete: it goes into the innermost open container, which
            // may close in turn.
            while true {
                guard !stack.isEmpty else { return done }
                let k = stack.count - 1
                let isObject = stack[k].isObject
                if isObject { stack[k].members.append((stack[k].key, done)) } else { stack[k].items.append(done) }
                skipSpace()
                guard i < b.count else {
                    throw fail(isObject ? "expected ',' or '}', found the end of the file (an object is not closed)"
                                        : "expected ',' or ']', found the end of the file (an array is not closed)")
                }
                if b[i] == UInt8(ascii: ",") {
                    i += 1
                    if isObject { try memberKey(&stack[k]) } else { skipSpace() }
                    break
                }
                if b[i] == UInt8(ascii: isObject ? "}" : "]") {
                    i += 1
                    depth -= 1
                    let open = stack.removeLast()
                    if isObject { keyBuffer.drop(from: open.keys.base) }
                    done = JSONNode(value: isObject ? .object(open.members) : .array(open.items), offset: open.start)
                    continue
                }
                throw fail(isObject ? "expected ',' or '}' after the value of \"\(stack[k].key)\", found \(describe(b[i]))"
                                    : "expected ',' or ']' in an array, found \(describe(b[i]))")
            }
        }
    }

    /// A member's key and its ':', up to the start of its value.
    private mutating func memberKey(_ open: inout Open) throws(JSONSyntaxError) {
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else {
            throw fail(i < b.count ? "expected a string key in quotes, found \(describe(b[i]))" : "expected a key, found the end of the file (an object is not closed)")
        }
        let keyOffset = i
        let key = try knownOrString()
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
        i += 1
        if let log { noteRepeat(key, at: keyOffset, in: &open.keys, log) }
        open.key = key
        skipSpace()
    }

    private func describe(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format16: c)
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { throw fail("expected \(word)") }
        for k in 0..<n where b[i + k] != word.utf8Start[k] { throw fail("expected \(word)") }
        i += n
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = i
        if b[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < b.count, (0x30...0x39).contains(b[i]) || b[i] == 0x2E || b[i] == 0x65 || b[i] == 0x45 || b[i] == 0x2B || b[i] == 0x2D {
            i += 1; digits += 1
        }
        if digits == 0 { throw fail("expected digits in a number") }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    }

    /// The bytes of eight where a string's plain run stops: a quote, a backslash or a control character.
    @inline(__always)
    private static func stops(in x: UInt64) -> UInt64 {
        ByteBlocks.bytes(equalTo: 0x22, in: x) | ByteBlocks.bytes(equalTo: 0x5C, in: x) | ByteBlocks.bytes(below: 0x20, in: x)
    }

    /// The first byte from `start` on that is a quote, a backslash or a control character (past
    /// the eight-byte words that hold none of them), or the first byte of the last few.
    @inline(__always)
    private static func firstStop(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var k = start
        guard let base = b.baseAddress else { return k }
        while k + 8 <= b.count {
            let found = stops(in: ByteBlocks.load(base + k))
            if found != 0 { return k + found.trailingZeroBitCount >> 3 }
            k += 8
        }
        return k
    }

    /// The string at the cursor: one of `JSONKnownKeys` when its bytes are, without a new String.
    private mutating func knownOrString() throws(JSONSyntaxError) -> String {
        // No known name is longer than 15 bytes: a longer string is read as any string.
        // Where sixteen bytes follow the quote, they are read as two words: the closing quote
        // is the first of them that is a quote, a backslash or a control character, or the
        // string is not a name.
        if i + 17 <= b.count, let base = b.baseAddress {
            let lo = ByteBlocks.load(base + i + 1), hi = ByteBlocks.load(base + i + 9)
            let l = Self.stops(in: lo), h = Self.stops(in: hi)
            let n = l != 0 ? l.trailingZeroBitCount >> 3 : h != 0 ? 8 + h.trailingZeroBitCount >> 3 : 16
            if n >= 3, n <= 15, b[i + 1 + n] == 0x22 {
                let keepLo: UInt64 = n >= 8 ? ~0 : (1 << (8 * UInt64(n))) - 1
                let keepHi: UInt64 = n <= 8 ? 0 : (1 << (8 * UInt64(n - 8))) - 1
                if let known = JSONKnownKeys.string(count: n, lo: lo & keepLo, hi: hi & keepHi) {
                    i += n + 2
                    return known
                }
            }
            return try string()
        }
        let limit = min(b.count, i + 17)
        var k = i + 1
        while k < limit {
            let c = b[k]
            if c == UInt8(ascii: "\"") {
                guard let known = JSONKnownKeys.string(UnsafeBufferPointer(rebasing: b[(i + 1)..<k])) else { break }
                i = k + 1
                return known
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            k += 1
        }
        return try string()
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        i += 1
        let start = i
        i = Self.firstStop(b, from: i)
        // Fast path: no escapes.
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                let bytes = UnsafeBufferPointer(rebasing: b[start..<i])
                let s = validUTF8 ? ValidUTF8.string(bytes) : String(decoding: bytes, as: UTF8.self)
                i += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            if c < 0x20 { throw fail("control character \(String(format16: c)) inside a string (write it as an escape)") }
            i += 1
        }
        var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: b[start..<min(i, b.count)]))
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c < 0x20 { throw fail("control character \(String(format16: c)) inside a string (write it as an escape)") }
            if c != UInt8(ascii: "\\") { out.append(c); i += 1; continue }
            i += 1
            guard i < b.count else { break }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                        throw fail("a high surrogate \\u escape must be followed by a low surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid low surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw fail("a lone low surrogate in a \\u escape")
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                out.append(contentsOf: Array(String(scalar).utf8))
            default:
                i -= 1
                throw fail("unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string")
            }
        }
        throw fail("a string is not closed before the end of the file")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= b.count else { throw fail("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = b[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw fail("expected four hex digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}

extension String {
    init(format16 c: UInt8) {
        let hex = String(c, radix: 16, uppercase: true)
        self = "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}

/// Writes JSON strings as Xcode does: `"` `\\` and control characters escaped,
/// `/` and non-ASCII kept (U+2028 and U+2029 escaped, for JavaScript readers).
public enum JSONText {
    public static func quote(_ s: String, into out: inout String) {
        // Most strings need no escape: copy them whole.
        if !s.utf8.contains(where: isStop) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        quote(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `s` in JSON's quotes as UTF-8 bytes: `"`, `\\` and control characters escaped, and
    /// U+2028 and U+2029 (which end a line in JavaScript). Escaped byte by byte, the runs
    /// between copied whole (report messages quote the words they are about, so most of
    /// them have something to escape).
    public static func quote(_ s: String, into bytes: inout [UInt8]) {
        // The bytes where the string holds them: a copy to call `withUTF8` on cost a retain and a release.
        if s.utf8.withContiguousStorageIfAvailable({ quote(utf8: $0, into: &bytes) }) != nil { return }
        var text = s
        text.withUTF8 { quote(utf8: $0, into: &bytes) }
    }

    private static func quote(utf8 u: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8]) {
        bytes.append(0x22)
        escape(utf8: u, into: &bytes)
        bytes.append(0x22)
    }

    /// `s` escaped as `quote` escapes it, without the quotes: a string quoted in pieces is
    /// the string quoted whole.
    public static func escape(_ s: String, into bytes: inout [UInt8]) {
        if s.utf8.withContiguousStorageIfAvailable({ escape(utf8: $0, into: &bytes) }) != nil { return }
        var text = s
        text.withUTF8 { escape(utf8: $0, into: &bytes) }
    }

    private static func escape(utf8 u: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8]) {
        stopBytes.withUnsafeBufferPointer { stops in
            var run = 0, i = 0
            while i < u.count {
                // Eight bytes at a time while none of them is a stop (most of a text is not);
                // then byte by byte to the stop among the next eight.
                if i + 8 <= u.count && !mayHoldStop(UnsafeRawPointer(u.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                    continue
                }
                let limit = min(u.count, i + 8)
                while i < limit && !stops[Int(u[i])] { i += 1 }
                guard i < limit else { continue }
                let c = u[i]
                let separator = c == 0xE2 && i + 2 < u.count && u[i + 1] == 0x80 && (u[i + 2] == 0xA8 || u[i + 2] == 0xA9)
                guard c != 0xE2 || separator else {
                    i += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<i]))
                switch c {
                case 0x22, 0x5C: bytes.append(0x5C); bytes.append(c)
                case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
                case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
                case 0xE2: bytes.append(contentsOf: Array("\\u202".utf8) + [u[i + 2] == 0xA8 ? 0x38 : 0x39])
                default: bytes.append(contentsOf: Array("\\u00".utf8) + [hex(c >> 4), hex(c & 0xF)])
                }
                i += separator ? 3 : 1
                run = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<u.count]))
        }
    }

    /// Whether one of the eight bytes of `w` may be a stop (`isStop`): never false for a word that
    /// holds one. (Byte by byte, in parallel: a byte below 0x20, or equal to `"`, `\\` or 0xE2.)
    @inline(__always)
    static func mayHoldStop(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        // A byte below 0x20: subtracting 0x20 borrows into its high bit, which was clear.
        let below = (w &- ones &* 0x20) & ~w & highs
        return below | hasZero(w ^ (ones &* 0x22)) | hasZero(w ^ (ones &* 0x5C)) | hasZero(w ^ (ones &* 0xE2)) != 0
    }

    /// The bytes `quote` stops at: control characters, `"`, `\\` and the first byte of U+2028 and U+2029.
    static func isStop(_ c: UInt8) -> Bool { c < 0x20 || c == 0x22 || c == 0x5C || c == 0xE2 }
    private static let stopBytes: [Bool] = (0...255).map { isStop(UInt8($0)) }

    /// A lower-case hexadecimal digit.
    private static func hex(_ d: UInt8) -> UInt8 { d < 10 ? 0x30 + d : 0x61 + d - 10 }
}
