/// A small XML reader for property lists, XLIFF and Android resources:
/// elements, attributes, text, CDATA, comments and the predefined and numeric
/// entities, with the byte offset of every element and text kept. A comment
/// that stands right before an element is kept as its `precedingComment`.
/// No DTD processing.
public final class XMLElement {
    public let name: String
    public let attributes: [(name: String, value: String)]
    public internal(set) var children: [XMLNode] = []
    /// Byte offset of the '<' that opens the element.
    public let offset: Int
    /// Byte offset just after the start tag (where the text content begins).
    public internal(set) var contentOffset: Int = 0
    /// The text of the comment right before the element (nothing but
    /// whitespace between them), trimmed; nil when there is none.
    public internal(set) var precedingComment: String?

    init(name: String, attributes: [(name: String, value: String)], offset: Int) {
        self.name = name
        self.attributes = attributes
        self.offset = offset
    }

    public func attribute(_ n: String) -> String? { attributes.first { $0.name == n }?.value }

    public var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { return e }; return nil }
    }

    public func elements(named n: String) -> [XMLElement] { elements.filter { $0.name == n } }
    public func first(_ n: String) -> XMLElement? { elements.first { $0.name == n } }

    /// The concatenated text of the element and its descendants (walked with
    /// a stack of its own, not the call stack).
    public var text: String {
        if children.count == 1, case .text(let t, _) = children[0] { return t }
        var out = ""
        var stack: [(element: XMLElement, next: Int)] = [(self, 0)]
        while let top = stack.last {
            guard top.next < top.element.children.count else { stack.removeLast(); continue }
            stack[stack.count - 1].next += 1
            switch top.element.children[top.next] {
            case .text(let t, _): out += t
            case .element(let e): stack.append((e, 0))
            }
        }
        return out
    }
}

/// A node of the small XML reader: an element with its position, or text.
public enum XMLNode {
    case element(XMLElement)
    case text(String, offset: Int)
}

/// A small XML reader that keeps the byte offset of every element and text, and refuses DTD entities.
public struct XMLReader {
    /// Malformed XML, at a byte offset.
    public struct SyntaxError: Error {
        public var offset: Int
        public var message: String
    }

    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> XMLElement {
        var r = XMLReader(b: bytes)
        r.i = TextDecoding.utf8BOMLength(bytes)
        return try r.document()
    }

    private init(b: UnsafeBufferPointer<UInt8>) { self.b = b }

    private func fail(_ m: String) -> SyntaxError { SyntaxError(offset: min(i, b.count), message: m) }

    private func at(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        for k in 0..<n where b[i + k] != s.utf8Start[k] { return false }
        return true
    }

    private mutating func skip(until s: StaticString, what: String) throws(SyntaxError) {
        let start = i
        while i < b.count && !at(s) { i += 1 }
        guard i < b.count else { i = start; throw fail("\(what) is not closed before the end of the file") }
        i += s.utf8CodeUnitCount
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
    }

    /// Prolog, one root element, trailing comments.
    private mutating func document() throws(SyntaxError) -> XMLElement {
        var root: XMLElement?
        var comment: String?
        while true {
            skipSpace()
            guard i < b.count else { break }
            if at("<?") { try skip(until: "?>", what: "a processing instruction"); comment = nil; continue }
            if at("<!--") { comment = try self.comment(); continue }
            if at("<!DOCTYPE") { try skipDoctype(); comment = nil; continue }
            if b[i] == UInt8(ascii: "<") {
                guard root == nil else { throw fail("expected the end of the document after the root element") }
                let e = try element()
                e.precedingComment = comment
                root = e
                comment = nil
                continue
            }
            throw fail("expected '<', found text outside the root element")
        }
        guard let r = root else { throw fail("expected a root element, found the end of the file") }
        return r
    }

    /// Reads `<!-- ... -->` and returns its text, trimmed.
    private mutating func comment() throws(SyntaxError) -> String {
        i += 4
        let start = i
        try skip(until: "-->", what: "a comment")
        var from = start, to = i - 3
        func space(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        while from < to && space(b[from]) { from += 1 }
        while to > from && space(b[to - 1]) { to -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
    }

    private mutating func skipDoctype() throws(SyntaxError) {
        var depth = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "[") { depth += 1 }
            if b[i] == UInt8(ascii: "]") { depth -= 1 }
            if b[i] == UInt8(ascii: ">") && depth <= 0 { i += 1; return }
            i += 1
        }
        throw fail("a DOCTYPE is not closed")
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        c >= 0x80 || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == 0x5F || c == 0x3A || c == 0x2D || c == 0x2E
    }

    private mutating func name() throws(SyntaxError) -> String {
        let start = i
        while i < b.count && Self.isNameByte(b[i]) { i += 1 }
        guard i > start else { throw fail("expected a name") }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    }

    /// Nesting deeper than this is an error.
    public static let maxDepth = Limits.depth

    /// A start tag (at '<'): the element, and whether it closes itself (`<a/>`).
    private mutating func startTag() throws(SyntaxError) -> (XMLElement, closed: Bool) {
        let open = i
        i += 1
        let n = try name()
        var attrs: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard i < b.count else { throw fail("the start tag <\(n)> is not closed") }
            if b[i] == UInt8(ascii: "/") {
                guard i + 1 < b.count, b[i + 1] == UInt8(ascii: ">") else { throw fail("expected '/>' in <\(n)>") }
                i += 2
                let e = XMLElement(name: n, attributes: attrs, offset: open)
                e.contentOffset = i
                return (e, true)
            }
            if b[i] == UInt8(ascii: ">") { i += 1; break }
            let an = try name()
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "=") else { throw fail("expected '=' after the attribute \(an) in <\(n)>") }
            i += 1
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else {
                throw fail("expected a quoted value for the attribute \(an) in <\(n)>")
            }
            let q = b[i]
            i += 1
            let start = i
            while i < b.count && b[i] != q { i += 1 }
            guard i < b.count else { throw fail("the value of the attribute \(an) is not closed") }
            let raw = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            i += 1
            attrs.append((an, try decodeEntities(raw, at: start)))
        }
        let e = XMLElement(name: n, attributes: attrs, offset: open)
        e.contentOffset = i
        return (e, false)
    }

    /// An element and everything inside it. Iterative: the open elements are a
    /// stack of their own, at most `maxDepth` deep, never the call stack.
    private mutating func element() throws(SyntaxError) -> XMLElement {
        let (root, closed) = try startTag()
        if closed { return root }
        var open: [XMLElement] = [root]
        var text: [UInt8] = []
        var textStart = i
        // A comment followed by nothing but whitespace so far: it belongs to the next child element.
        var comment: String?
        func flush(_ e: XMLElement) {
            if !text.isEmpty { e.children.append(.text(String(decoding: text, as: UTF8.self), offset: textStart)) }
            text.removeAll(keepingCapacity: true)
        }
        while true {
            let e = open[open.count - 1]
            guard i < b.count else { throw fail("the element <\(e.name)> opened at byte \(e.offset) is not closed before the end of the file") }
            let c = b[i]
            if c == UInt8(ascii: "<") {
                if at("</") {
                    flush(e)
                    i += 2
                    let close = try name()
                    guard close == e.name else { throw fail("expected </\(e.name)>, found </\(close)>") }
                    skipSpace()
                    guard i < b.count, b[i] == UInt8(ascii: ">") else { throw fail("expected '>' to close </\(e.name)>") }
                    i += 1
                    open.removeLast()
                    if open.isEmpty { return root }
                    comment = nil
                    textStart = i
                    continue
                }
                if at("<!--") { comment = try self.comment(); continue }
                if at("<![CDATA[") {
                    comment = nil
                    if text.isEmpty { textStart = i }
                    i += 9
                    let start = i
                    try skip(until: "]]>", what: "a CDATA section")
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<(i - 3)]))
                    continue
                }
                if at("<?") { try skip(until: "?>", what: "a processing instruction"); comment = nil; continue }
                flush(e)
                guard open.count < Self.maxDepth else {
                    throw fail("elements nested deeper than \(Self.maxDepth) levels, the most voicelint reads")
                }
                let (child, closed) = try startTag()
                child.precedingComment = comment
                comment = nil
                e.children.append(.element(child))
                if !closed { open.append(child) }
                textStart = i
                continue
            }
            if text.isEmpty { textStart = i }
            if comment != nil && !(c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D) { comment = nil }
            if c == UInt8(ascii: "&") {
                let start = i
                while i < b.count && b[i] != UInt8(ascii: ";") && i - start < 12 { i += 1 }
                guard i < b.count, b[i] == UInt8(ascii: ";") else { i = start; throw fail("an '&' that starts no entity (write &amp;)") }
                i += 1
                let ent = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
                text.append(contentsOf: Array(try decodeEntities(ent, at: start).utf8))
                continue
            }
            text.append(c)
            i += 1
        }
    }

    private func decodeEntities(_ raw: String, at offset: Int) throws(SyntaxError) -> String {
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = raw[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else {
                throw SyntaxError(offset: offset, message: "an '&' that starts no entity (write &amp;)")
            }
            let name = rest[rest.index(after: amp)..<semi]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var v: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { v = UInt32(name.dropFirst(2), radix: 16) }
                else if name.hasPrefix("#") { v = UInt32(name.dropFirst(), radix: 10) }
                guard let code = v, let sc = Unicode.Scalar(code) else {
                    throw SyntaxError(offset: offset, message: "unknown entity &\(name);")
                }
                out.unicodeScalars.append(sc)
            }
            rest = rest[rest.index(after: semi)...]
        }
        out += rest
        return out
    }
}
