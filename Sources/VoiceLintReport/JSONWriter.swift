import VoiceLintCatalog

/// A tiny JSON writer with a fixed key order, for stable output.
public enum JSONValueOut {
    case string(String), int(Int), double(Double), bool(Bool), null
    case array([JSONValueOut])
    case object([(String, JSONValueOut)])

    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: indent, pretty: pretty)
        return out
    }

    /// A line break and the indentation of each level, made once.
    static let indents: [String] = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    /// Appends to one buffer: nested values are never rendered into strings of their own.
    public func write(into out: inout String, indent: Int, pretty: Bool) {
        func newline(_ level: Int) {
            guard pretty else { return }
            out += level < Self.indents.count ? Self.indents[level] : "\n" + String(repeating: "  ", count: level)
        }
        switch self {
        case .string(let s): Self.quote(s, into: &out)
        case .int(let i): out += String(i)
        case .double(let d): out += QualityTable.format(d)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let a):
            if a.isEmpty { out += "[]"; return }
            out += "["
            for (n, v) in a.enumerated() {
                if n > 0 { out += "," }
                newline(indent + 1)
                v.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(indent)
            out += "]"
        case .object(let o):
            if o.isEmpty { out += "{}"; return }
            out += "{"
            for (n, (k, v)) in o.enumerated() {
                if n > 0 { out += "," }
                newline(indent + 1)
                Self.quote(k, into: &out)
                out += pretty ? ": " : ":"
                v.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(indent)
            out += "}"
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
