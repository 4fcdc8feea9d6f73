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

/// Rewrites values in a catalog file's bytes in place (`--fix`), leaving every other byte as it was.
public enum CatalogEditor {
    enum Syntax { case json, strings, xml, po }

    /// The formats whose values can be rewritten in place.
    public static func canRewrite(_ file: String) -> Bool {
        ["xcstrings", "strings", "stringsdict", "xliff", "po"].contains(CatalogLoader.ext(file))
    }

    /// The file's bytes with the edits applied. An edit whose value is not where it was
    /// read, or changed since, or cannot be rewritten (a gettext msgid is a key) is left
    /// out and returned with the reason; the file itself must still load afterwards.
    public static func apply(_ edits: [ValueEdit], file: String, bytes: [UInt8]) throws(LoadError) -> (bytes: [UInt8], skipped: [(ValueEdit, String)]) {
        let syntax: Syntax
        switch CatalogLoader.ext(file) {
        case "xcstrings": syntax = .json
        case "strings": syntax = .strings
        case "stringsdict", "xliff": syntax = .xml
        case "po": syntax = .po
        default: throw LoadError(file: file, "voicelint cannot rewrite this kind of file")
        }
        let (text, encoding) = try TextDecoding.decode(bytes, file: file)
        let hadBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF]) || encoding != .utf8 && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]))
        var s = Array(text.unicodeScalars)
        if s.first == "\u{FEFF}" { s.removeFirst() }
        let lineStarts = [0] + s.indices.filter { s[$0] == "\n" }.map { $0 + 1 }

        var spans: [(range: Range<Int>, replacement: [Unicode.Scalar])] = []
        var skipped: [(ValueEdit, String)] = []
        for e in edits {
            guard e.location.line >= 1, e.location.column >= 1, e.location.line - 1 < lineStarts.count else { skipped.append((e, "the value is not there any more")); continue }
            let start = lineStarts[e.location.line - 1] + e.location.column - 1
            guard start < s.count, let end = valueEnd(s, from: start, syntax) else {
                skipped.append((e, "the value is not there any more")); continue
            }
            if syntax == .po && !isGettextTranslation(s, at: start) {
                skipped.append((e, "a msgid is the key of its translations; fix the source text in the code")); continue
            }
            guard let current = try? decode(Array(s[start..<end]), syntax, at: e.location), current == e.old else {
                skipped.append((e, "the value changed since it was read")); continue
            }
            spans.append((start..<end, encode(e.new, syntax)))
        }
        // One pass over the text (replacing span by span in place would be quadratic).
        var rebuilt = String.UnicodeScalarView()
        var at = 0
        for span in spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where span.range.lowerBound >= at {
            rebuilt.append(contentsOf: s[at..<span.range.lowerBound])
            rebuilt.append(contentsOf: span.replacement)
            at = span.range.upperBound
        }
        rebuilt.append(contentsOf: s[at...])
        var out: [UInt8]
        let newText = String(rebuilt)
        switch encoding {
        case .utf8: out = (hadBOM ? [0xEF, 0xBB, 0xBF] : []) + Array(newText.utf8)
        case .utf16LE: out = hadBOM ? [0xFF, 0xFE] : []; for u in newText.utf16 { out += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        case .utf16BE: out = hadBOM ? [0xFE, 0xFF] : []; for u in newText.utf16 { out += [UInt8(u >> 8), UInt8(u & 0xFF)] }
        }
        // The rewritten file must still load.
        _ = try CatalogLoader().parse(out, file: file)
        return (out, skipped)
    }

    /// Whether the quoted string at `i` belongs to a msgstr (not a msgid or msgctxt):
    /// the keyword is on its line or on the first line above that does not start with a quote.
    static func isGettextTranslation(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        var lineStart = i
        while true {
            while lineStart > 0 && s[lineStart - 1] != "\n" { lineStart -= 1 }
            var k = lineStart
            while k < s.count && (s[k] == " " || s[k] == "\t") { k += 1 }
            // A line that starts with a keyword ("msgstr", "msgstr[1]", "msgid"); a line
            // that starts with a quote continues the string above.
            if k < s.count && s[k] != "\"" {
                return String(String.UnicodeScalarView(s[k..<min(k + 6, s.count)])) == "msgstr"
            }
            guard lineStart > 0 else { return false }
            lineStart -= 1
        }
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
        case .po:
            // One quoted string, and the continuation lines that follow it.
            guard s[i] == "\"" else { return nil }
            var j = i
            var end: Int?
            while j < s.count, s[j] == "\"" {
                var k = j + 1
                while k < s.count, s[k] != "\"", s[k] != "\n" { k += s[k] == "\\" ? 2 : 1 }
                guard k < s.count, s[k] == "\"" else { return nil }
                end = k + 1
                j = k + 1
                while j < s.count, s[j] == " " || s[j] == "\t" || s[j] == "\n" || s[j] == "\r" { j += 1 }
            }
            return end
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
        case .po:
            return try poUnquote(raw, at: location)
        case .xml:
            let bytes = Array("<v>\(raw)</v>".utf8)
            do throws(XMLReader.SyntaxError) {
                return try bytes.withUnsafeBufferPointer { (b) throws(XMLReader.SyntaxError) in try XMLReader.parse(b) }.text
            } catch { throw LoadError(location, "the value to fix cannot be read: \(error.message)") }
        }
    }

    /// The text of consecutive gettext strings ("a" "b"), C escapes decoded.
    static func poUnquote(_ raw: String, at location: SourceLocation) throws(LoadError) -> String {
        var out = String.UnicodeScalarView()
        var inside = false
        var it = Array(raw.unicodeScalars)[...]
        while let c = it.popFirst() {
            if !inside { if c == "\"" { inside = true }; continue }
            if c == "\"" { inside = false; continue }
            guard c == "\\" else { out.append(c); continue }
            guard let e = it.popFirst() else { throw LoadError(location, "an escape at the end of a string") }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            default: out.append(e)
            }
        }
        return String(out)
    }

    static func encode(_ value: String, _ syntax: Syntax) -> [Unicode.Scalar] {
        var out = ""
        switch syntax {
        case .json:
            JSONText.quote(value, into: &out)
        case .strings, .po:
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
