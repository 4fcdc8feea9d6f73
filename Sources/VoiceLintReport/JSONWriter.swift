import VoiceLintCatalog

/// A tiny JSON writer with a fixed key order, for stable output.
public enum JSONValueOut {
    case string(String), int(Int), double(Double), bool(Bool), null
    case array([JSONValueOut])
    case object([(String, JSONValueOut)])

    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out: [UInt8] = []
        write(into: &out, indent: indent, pretty: pretty)
        return String(decoding: out, as: UTF8.self)
    }

    /// A line break and the indentation of each level, made once.
    static let indents: [String] = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    /// Appends the value's text to a string.
    public func write(into out: inout String, indent: Int, pretty: Bool) {
        out += render(indent: indent, pretty: pretty)
    }

    /// Appends the value's UTF-8 bytes to one buffer: nested values are never rendered
    /// into buffers of their own.
    public func write(into out: inout [UInt8], indent: Int, pretty: Bool) {
        func append(_ s: String) { out.append(utf8: s) }
        func newline(_ level: Int) {
            guard pretty else { return }
            append(level < Self.indents.count ? Self.indents[level] : "\n" + String(repeating: "  ", count: level))
        }
        switch self {
        case .string(let s): JSONText.quote(s, into: &out)
        case .int(let i): append(String(i))
        case .double(let d): append(QualityTable.format(d))
        case .bool(let b): append(b ? "true" : "false")
        case .null: append("null")
        case .array(let a):
            if a.isEmpty { append("[]"); return }
            out.append(UInt8(ascii: "["))
            for (n, v) in a.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                v.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            if o.isEmpty { append("{}"); return }
            out.append(UInt8(ascii: "{"))
            for (n, (k, v)) in o.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                JSONText.quote(k, into: &out)
                append(pretty ? ": " : ":")
                v.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    public static func quote(_ s: String) -> String {
        var out = ""
        quote(s, into: &out)
        return out
    }

    public static func quote(_ s: String, into out: inout String) {
        JSONText.quote(s, into: &out)
    }
}

extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes, copied whole.
    mutating func append(utf8 s: String) {
        var s = s
        s.withUTF8 { append(contentsOf: $0) }
    }
}
