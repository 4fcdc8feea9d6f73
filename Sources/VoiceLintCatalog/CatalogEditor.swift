/// Rewrites string values in place, keeping everything else in the file as
/// it was (layout, comments, encoding, byte order mark). Each edit names the
/// value by the position the loader gave it and by its current text: a value
/// that is not there any more is an error, never a guess. The rewritten file
/// is loaded again before it is handed back, so a fix cannot break a catalog.
public struct ValueEdit: Sendable {
    public var location: SourceLocation
    public var old: String
    public var new: String

    public init(location: SourceLocation, old: String, new: String) {
        self.location = location
        self.old = old
        self.new = new
    }
}

public enum CatalogEditor {
    enum Syntax { case json, strings, xml }

    /// The formats whose values can be rewritten in place.
    public static func canRewrite(_ file: String) -> Bool {
        ["xcstrings", "strings", "stringsdict", "xliff"].contains(CatalogLoader.ext(file))
    }

    /// The file's bytes with the edits applied.
    public static func apply(_ edits: [ValueEdit], file: String, bytes: [UInt8]) throws(LoadError) -> [UInt8] {
        let syntax: Syntax
        switch CatalogLoader.ext(file) {
        case "xcstrings": syntax = .json
        case "strings": syntax = .strings
        case "stringsdict", "xliff": syntax = .xml
        default: throw LoadError(file: file, "voicelint cannot rewrite this kind of file")
        }
        let (text, encoding) = try TextDecoding.decode(bytes, file: file)
        let hadBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF]) || encoding != .utf8 && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]))
        var s = Array(text.unicodeScalars)
        if s.first == "\u{FEFF}" { s.removeFirst() }
        let lineStarts = [0] + s.indices.filter { s[$0] == "\n" }.map { $0 + 1 }

        var spans: [(range: Range<Int>, replacement: [Unicode.Scalar])] = []
        for e in edits {
            guard e.location.line - 1 < lineStarts.count else { throw LoadError(e.location, "the value to fix is not there any more") }
            let start = lineStarts[e.location.line - 1] + e.location.column - 1
            guard start < s.count, let end = valueEnd(s, from: start, syntax) else {
                throw LoadError(e.location, "the value to fix is not there any more")
            }
            let current = try decode(Array(s[start..<end]), syntax, at: e.location)
            guard current == e.old else { throw LoadError(e.location, "the value changed since it was read; nothing was rewritten") }
            spans.append((start..<end, encode(e.new, syntax)))
        }
        for span in spans.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            s.replaceSubrange(span.range, with: span.replacement)
        }
        var out: [UInt8]
        let newText = String(String.UnicodeScalarView(s))
        switch encoding {
        case .utf8: out = (hadBOM ? [0xEF, 0xBB, 0xBF] : []) + Array(newText.utf8)
        case .utf16LE: out = hadBOM ? [0xFF, 0xFE] : []; for u in newText.utf16 { out += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        case .utf16BE: out = hadBOM ? [0xFE, 0xFF] : []; for u in newText.utf16 { out += [UInt8(u >> 8), UInt8(u & 0xFF)] }
        }
        // The rewritten file must still load.
        _ = try CatalogLoader().parse(out, file: file)
        return out
    }

    /// Where the value that starts at `i` ends (exclusive).
    static func valueEnd(_ s: [Unicode.Scalar], from i: Int, _ syntax: Syntax) -> Int? {
        switch syntax {
        case .json, .strings:
            guard s[i] == "\"" else { return nil }
            var j = i + 1
            while j < s.count {
                if s[j] == "\\" { j += 2; continue }
                if s[j] == "\"" { return j + 1 }
                j += 1
            }
            return nil
        case .xml:
            var j = i
            while j < s.count, s[j] != "<" { j += 1 }
            // A CDATA section or a nested element: not rewritten.
            guard j < s.count, j + 1 < s.count, s[j + 1] == "/" else { return nil }
            return j
        }
    }

    static func decode(_ span: [Unicode.Scalar], _ syntax: Syntax, at location: SourceLocation) throws(LoadError) -> String {
        let raw = String(String.UnicodeScalarView(span))
        switch syntax {
        case .json:
            let bytes = Array(raw.utf8)
            do throws(JSONSyntaxError) {
                return try bytes.withUnsafeBufferPointer { (b) throws(JSONSyntaxError) in try JSONReader.parse(b) }.string ?? ""
            } catch { throw LoadError(location, "the value to fix cannot be read: \(error.message)") }
        case .strings:
            return try StringsFileParser.parse("k = \(raw);", file: location.file).first?.value ?? ""
        case .xml:
            let bytes = Array("<v>\(raw)</v>".utf8)
            do throws(XMLReader.SyntaxError) {
                return try bytes.withUnsafeBufferPointer { (b) throws(XMLReader.SyntaxError) in try XMLReader.parse(b) }.text
            } catch { throw LoadError(location, "the value to fix cannot be read: \(error.message)") }
        }
    }

    static func encode(_ value: String, _ syntax: Syntax) -> [Unicode.Scalar] {
        var out = ""
        switch syntax {
        case .json:
            JSONText.quote(value, into: &out)
        case .strings:
            out = "\""
            for u in value.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default: out.unicodeScalars.append(u)
                }
            }
            out += "\""
        case .xml:
            for ch in value {
                switch ch {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                default: out.append(ch)
                }
            }
        }
        return Array(out.unicodeScalars)
    }
}
