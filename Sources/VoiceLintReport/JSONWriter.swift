/// A tiny JSON writer with a fixed key order, for stable output.
public enum JSONValueOut {
    case string(String), int(Int), double(Double), bool(Bool), null
    case array([JSONValueOut])
    case object([(String, JSONValueOut)])

    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        let pad = pretty ? String(repeating: "  ", count: indent) : ""
        let pad1 = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let nl = pretty ? "\n" : ""
        switch self {
        case .string(let s): return Self.quote(s)
        case .int(let i): return String(i)
        case .double(let d): return QualityTable.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let a):
            if a.isEmpty { return "[]" }
            return "[" + nl + a.map { pad1 + $0.render(indent: indent + 1, pretty: pretty) }.joined(separator: "," + nl) + nl + pad + "]"
        case .object(let o):
            if o.isEmpty { return "{}" }
            let sep = pretty ? ": " : ":"
            return "{" + nl + o.map { pad1 + Self.quote($0.0) + sep + $0.1.render(indent: indent + 1, pretty: pretty) }.joined(separator: "," + nl) + nl + pad + "}"
        }
    }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x2028 || u.value == 0x2029 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
