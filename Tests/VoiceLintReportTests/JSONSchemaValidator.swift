import Foundation
import VoiceLintCatalog

/// A JSON value as parsed by `JSON.parse`: numbers as Double (JSON Schema compares them
/// numerically; "integer" means a number without a fractional part), objects unordered.
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    subscript(key: String) -> JSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    subscript(index: Int) -> JSON? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var number: Double? { if case .number(let n) = self { return n }; return nil }
    var array: [JSON]? { if case .array(let a) = self { return a }; return nil }
    var object: [String: JSON]? { if case .object(let o) = self { return o }; return nil }

    struct ParseError: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "JSON parse error at byte \(offset): \(message)" }
    }

    /// Parsed with the project's own position-keeping reader (strict RFC 8259: no trailing
    /// commas, no comments), then turned into this tree; duplicate keys are an error.
    static func parse(_ text: String) throws -> JSON {
        let bytes = Array(text.utf8)
        let node: JSONNode
        do {
            node = try bytes.withUnsafeBufferPointer { (b) throws(JSONSyntaxError) in try JSONReader.parse(b) }
        } catch let e as JSONSyntaxError {
            throw ParseError(offset: e.offset, message: e.message)
        }
        return try convert(node)
    }

    private static func convert(_ n: JSONNode) throws -> JSON {
        switch n.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .number(let raw):
            guard let d = Double(raw) else { throw ParseError(offset: n.offset, message: "bad number \(raw)") }
            return .number(d)
        case .array(let items): return .array(try items.map(convert))
        case .object(let members):
            var o: [String: JSON] = [:]
            for m in members {
                guard o[m.key] == nil else { throw ParseError(offset: m.value.offset, message: "duplicate key \"\(m.key)\"") }
                o[m.key] = try convert(m.value)
            }
            return .object(o)
        }
    }
}

/// A JSON Schema (draft-07) validator for the keywords the SARIF 2.1.0 schema uses:
/// type (a name or a list), properties, required, additionalProperties (bool or schema),
/// items (a schema or a list), enum, const, minimum, maximum, exclusiveMinimum,
/// exclusiveMaximum, minItems, maxItems, uniqueItems, minLength, maxLength, pattern,
/// format (uri, uri-reference, date-time: light checks), $ref (`#` and `#/...` pointers
/// into the same document), oneOf, anyOf, allOf, not. Annotations (description, default,
/// title, $schema, $id, definitions, examples, $comment) are ignored. Any other keyword is
/// reported by `unsupportedKeywords()`, so that a schema the validator only half
/// understands is noticed instead of passing silently.
///
/// Keywords beside a `$ref` are applied too (draft-07 ignores them; in the SARIF schema
/// they are only descriptions and defaults, so the results are the same).
struct JSONSchemaValidator {
    struct Failure: CustomStringConvertible, Equatable {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    static let annotations: Set<String> = ["description", "default", "title", "$schema", "$id", "definitions", "examples", "$comment"]
    static let assertions: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems", "uniqueItems", "minLength", "maxLength",
        "pattern", "format", "$ref", "oneOf", "anyOf", "allOf", "not",
    ]

    /// The whole schema document, which `$ref`s point into.
    let document: JSON

    init(document: JSON) { self.document = document }

    /// Validates against the schema at `pointer` (a JSON pointer fragment such as
    /// `#/definitions/Root`, or `#` for the document).
    func validate(_ instance: JSON, against pointer: String = "#") -> [Failure] {
        guard let schema = resolve(pointer) else { return [Failure(path: "$", message: "no schema at \(pointer)")] }
        var out: [Failure] = []
        validate(instance, schema, "$", &out)
        return out
    }

    /// `#` or `#/a/b` (with `~1` for `/` and `~0` for `~`) in this document.
    func resolve(_ ref: String) -> JSON? {
        guard ref.hasPrefix("#") else { return nil }
        let pointer = ref.dropFirst()
        if pointer.isEmpty { return document }
        guard pointer.hasPrefix("/") else { return nil }
        var node: JSON? = document
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node {
            case .object(let o)?: node = o[key]
            case .array(let a)?: node = Int(key).flatMap { a.indices.contains($0) ? a[$0] : nil }
            default: return nil
            }
        }
        return node
    }

    /// Keywords of the schema document that this validator would skip, as `path: keyword`.
    func unsupportedKeywords() -> [String] {
        var out: [String] = []
        func walk(_ s: JSON, _ path: String) {
            guard case .object(let o) = s else {
                if case .bool = s { return }
                out.append("\(path): not a schema")
                return
            }
            for (k, v) in o {
                if !Self.annotations.contains(k) && !Self.assertions.contains(k) { out.append("\(path): \(k)") }
                switch k {
                case "properties", "definitions":
                    for (name, sub) in v.object ?? [:] { walk(sub, "\(path)/\(k)/\(name)") }
                case "additionalProperties", "not":
                    walk(v, "\(path)/\(k)")
                case "items":
                    if let a = v.array { for (n, sub) in a.enumerated() { walk(sub, "\(path)/items/\(n)") } } else { walk(v, "\(path)/items") }
                case "oneOf", "anyOf", "allOf":
                    for (n, sub) in (v.array ?? []).enumerated() { walk(sub, "\(path)/\(k)/\(n)") }
                case "$ref":
                    if resolve(v.string ?? "") == nil { out.append("\(path): unresolvable $ref \(v)") }
                case "format":
                    if !["uri", "uri-reference", "date-time"].contains(v.string ?? "") { out.append("\(path): format \(v)") }
                default: break
                }
            }
        }
        walk(document, "#")
        return out.sorted()
    }

    private func validate(_ x: JSON, _ schema: JSON, _ path: String, _ out: inout [Failure]) {
        func fail(_ m: String) { out.append(Failure(path: path, message: m)) }
        if case .bool(let b) = schema {
            if !b { fail("no value is allowed here") }
            return
        }
        guard case .object(let s) = schema else { fail("the schema is not an object"); return }

        if let ref = s["$ref"]?.string {
            if let target = resolve(ref) { validate(x, target, path, &out) } else { fail("unresolvable $ref \(ref)") }
        }

        if let t = s["type"] {
            let names = t.array?.compactMap(\.string) ?? [t.string ?? ""]
            if !names.contains(where: { Self.has(x, type: $0) }) { fail("expected \(names.joined(separator: " or ")), found \(Self.typeName(x))") }
        }
        if let e = s["enum"]?.array, !e.contains(x) { fail("\(Self.show(x)) is not one of \(e.map(Self.show).joined(separator: ", "))") }
        if let c = s["const"], c != x { fail("\(Self.show(x)) is not \(Self.show(c))") }

        if case .number(let n) = x {
            if let m = s["minimum"]?.number, n < m { fail("\(Self.show(x)) is less than the minimum \(m)") }
            if let m = s["maximum"]?.number, n > m { fail("\(Self.show(x)) is more than the maximum \(m)") }
            if let m = s["exclusiveMinimum"]?.number, n <= m { fail("\(Self.show(x)) is not more than \(m)") }
            if let m = s["exclusiveMaximum"]?.number, n >= m { fail("\(Self.show(x)) is not less than \(m)") }
        }

        if case .string(let str) = x {
            let length = str.unicodeScalars.count
            if let m = s["minLength"]?.number, Double(length) < m { fail("shorter than \(m)") }
            if let m = s["maxLength"]?.number, Double(length) > m { fail("longer than \(m)") }
            if let p = s["pattern"]?.string {
                if let re = try? NSRegularExpression(pattern: p) {
                    let range = NSRange(str.startIndex..<str.endIndex, in: str)
                    if re.firstMatch(in: str, range: range) == nil { fail("\(Self.show(x)) does not match the pattern \(p)") }
                } else {
                    fail("the pattern \(p) does not compile")
                }
            }
            if let f = s["format"]?.string, let problem = Self.formatProblem(str, f) { fail(problem) }
        }

        if case .array(let a) = x {
            if let m = s["minItems"]?.number, Double(a.count) < m { fail("\(a.count) items, fewer than \(m)") }
            if let m = s["maxItems"]?.number, Double(a.count) > m { fail("\(a.count) items, more than \(m)") }
            if case .bool(true)? = s["uniqueItems"] {
                for i in a.indices { for j in a.indices where j > i && a[i] == a[j] { fail("items \(i) and \(j) are equal") } }
            }
            if let items = s["items"] {
                if let tuple = items.array {
                    for (i, v) in a.enumerated() where i < tuple.count { validate(v, tuple[i], "\(path)[\(i)]", &out) }
                } else {
                    for (i, v) in a.enumerated() { validate(v, items, "\(path)[\(i)]", &out) }
                }
            }
        }

        if case .object(let o) = x {
            for r in s["required"]?.array?.compactMap(\.string) ?? [] where o[r] == nil { fail("lacks the required property \"\(r)\"") }
            let props = s["properties"]?.object ?? [:]
            for (k, v) in o.sorted(by: { $0.key < $1.key }) {
                if let sub = props[k] {
                    validate(v, sub, "\(path).\(k)", &out)
                } else if let extra = s["additionalProperties"] {
                    if case .bool(false) = extra { fail("has the property \"\(k)\", which the schema does not allow") } else {
                        validate(v, extra, "\(path).\(k)", &out)
                    }
                }
            }
        }

        func passes(_ sub: JSON) -> Bool {
            var inner: [Failure] = []
            validate(x, sub, path, &inner)
            return inner.isEmpty
        }
        if let all = s["allOf"]?.array { for sub in all { validate(x, sub, path, &out) } }
        if let any = s["anyOf"]?.array, !any.contains(where: passes) { fail("matches none of anyOf") }
        if let one = s["oneOf"]?.array {
            let n = one.filter(passes).count
            if n != 1 { fail("matches \(n) of oneOf, not exactly one") }
        }
        if let not = s["not"], passes(not) { fail("matches a schema under not") }
    }

    static func has(_ x: JSON, type: String) -> Bool {
        switch (type, x) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let n)):
            return n.rounded() == n && n.isFinite
        default:
            return false
        }
    }

    static func typeName(_ x: JSON) -> String {
        switch x {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let n): return n.rounded() == n ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    static func show(_ x: JSON) -> String {
        switch x {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return n.rounded() == n ? String(Int(n)) : String(n)
        case .bool(let b): return String(b)
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Light checks of RFC 3986 (`uri` needs a scheme) and RFC 3339 date-times.
    static func formatProblem(_ s: String, _ format: String) -> String? {
        switch format {
        case "uri", "uri-reference":
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)
            if let bad = s.unicodeScalars.first(where: { !allowed.contains($0) }) {
                return "\"\(s)\" is not a URI\(format == "uri" ? "" : " reference"): \"\(bad.escaped(asASCII: true))\" must be percent-encoded"
            }
            let scalars = Array(s.unicodeScalars)
            for (i, u) in scalars.enumerated() where u == "%" {
                let hex = { (n: Int) in n < scalars.count && scalars[n].properties.isASCIIHexDigit }
                if !(hex(i + 1) && hex(i + 2)) { return "\"\(s)\" has a % not followed by two hex digits" }
            }
            if format == "uri" {
                let scheme = s.prefix { $0 != ":" }
                guard scheme.count < s.count, let first = scheme.first, first.isLetter,
                      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
                    return "\"\(s)\" is not an absolute URI (no scheme)"
                }
            }
            return nil
        case "date-time":
            let re = try! NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#)
            return re.firstMatch(in: s, range: NSRange(s.startIndex..<s.endIndex, in: s)) == nil ? "\"\(s)\" is not a date-time" : nil
        default:
            return nil
        }
    }
}
