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

    /// The largest rewritten file read again as a whole; a larger one is not (the reading time
    /// grows with it: docs/performance.md, "Measured choices in the code").
    static let wholeFileCheckLimit = 8 << 20

    /// The formats whose values can be rewritten in place.
    public static func canRewrite(_ file: String) -> Bool { syntax(ofExtension: CatalogLoader.ext(file)) != nil }

    /// Whether files can be rewritten, asked once per file (a run asks it of every finding).
    public struct RewritableFiles {
        private var known: [String: Bool] = [:]
        public init() {}
        public mutating func contains(_ file: String) -> Bool {
            if let k = known[file] { return k }
            let can = CatalogEditor.canRewrite(file)
            known[file] = can
            return can
        }
    }

    /// Whether rewriting `old` as `new` changes the lines of the file after it: in XML a line
    /// break is written as itself (elsewhere as an escape, on the value's line).
    public static func movesLines(file: String, old: String, new: String) -> Bool {
        guard syntax(ofExtension: CatalogLoader.ext(file)) == .xml else { return false }
        return old.utf8.lazy.filter { $0 == 0x0A }.count != new.utf8.lazy.filter { $0 == 0x0A }.count
    }

    /// Where each edit's value stands in the file's text and what replaces it, as the file
    /// writes it (its quotes and escapes); the edits that cannot be made, with why.
    struct Spans {
        var syntax: Syntax
        var encoding: TextDecoding.Encoding
        var hadBOM: Bool
        /// The text as UTF-8, without a byte order mark.
        var text: [UInt8]
        var spans: [(edit: ValueEdit, range: Range<Int>, replacement: [UInt8])] = []
        var skipped: [(ValueEdit, String)] = []
    }

    /// The syntax of a file's values by its extension; nil for a format voicelint does not rewrite.
    static func syntax(ofExtension ext: String) -> Syntax? {
        switch ext {
        case "xcstrings": return .json
        case "strings": return .strings
        case "stringsdict", "xliff": return .xml
        case "po": return .po
        default: return nil
        }
    }

    static func syntax(of file: String) throws(LoadError) -> Syntax {
        guard let s = syntax(ofExtension: CatalogLoader.ext(file)) else { throw LoadError(file: file, "voicelint cannot rewrite this kind of file") }
        return s
    }

    static func spans(_ edits: [ValueEdit], file: String, bytes: [UInt8]) throws(LoadError) -> Spans {
        let syntax = try syntax(of: file)
        // The text as UTF-8, without a byte order mark (the syntax is ASCII: a byte of it is never
        // part of another character). A UTF-8 file is used as it is, only checked.
        let text: String, encoding: TextDecoding.Encoding
        switch try TextDecoding.decodeOrInvalid(bytes, file: file, text: false) {
        case .text(let t, let e): (text, encoding) = (t, e)
        case .invalidUTF8(let error): throw error
        }
        let hadBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF]) || encoding != .utf8 && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]))
        var s = encoding == .utf8 ? (hadBOM ? Array(bytes[3...]) : bytes) : Array(text.utf8)
        if encoding != .utf8 && s.starts(with: [0xEF, 0xBB, 0xBF]) { s.removeFirst(3) }
        var out = Spans(syntax: syntax, encoding: encoding, hadBOM: hadBOM, text: s)
        // The edits in file order, their lines found in one walk over the text (no table of every line).
        var line = 1, lineStart = 0
        for e in edits.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
            while line < e.location.line, let nl = s[lineStart...].firstIndex(of: 0x0A) {
                lineStart = nl + 1
                line += 1
            }
            guard e.location.line >= 1, e.location.column >= 1, line == e.location.line,
                  let start = offset(ofColumn: e.location.column, lineStart: lineStart, in: s),
                  start < s.count, let end = valueEnd(s, from: start, syntax) else {
                out.skipped.append((e, "the value is not there any more")); continue
            }
            if syntax == .po && !isGettextTranslation(s, at: start) {
                out.skipped.append((e, "a msgid is the key of its translations; fix the source text in the code")); continue
            }
            guard let current = try? decode(s[start..<end], syntax, at: e.location), current == e.old else {
                out.skipped.append((e, "the value changed since it was read")); continue
            }
            // The new text, written in the file's syntax, must read back as itself.
            let replacement = encode(e.new, syntax)
            guard (try? decode(replacement[...], syntax, at: e.location)) == e.new else {
                out.skipped.append((e, "the new text cannot be written in this format")); continue
            }
            out.spans.append((e, start..<end, replacement))
        }
        return out
    }

    /// A value's replacement as SARIF states a fix: the region the value's literal spans in the
    /// file (1-based lines, columns in Unicode scalars, the end exclusive) and the text that
    /// replaces it, as the file writes it.
    public struct LiteralReplacement: Sendable {
        public var endLine: Int
        public var endColumn: Int
        public var text: String

        /// How a finding's replacement is found: its value's place and its new text.
        public static func key(_ location: SourceLocation, _ new: String) -> String { "\(location)\u{0}\(new)" }
    }

    /// The replacements the edits make in the file, by the place of each value; those that
    /// cannot be made are left out.
    public static func replacements(_ edits: [ValueEdit], file: String, bytes: [UInt8]) -> [String: LiteralReplacement] {
        guard let found = try? spans(edits, file: file, bytes: bytes) else { return [:] }
        var out: [String: LiteralReplacement] = [:]
        for span in found.spans {
            // The end's line and column: from the value's start, which the edit names.
            var line = span.edit.location.line, column = span.edit.location.column
            for b in found.text[span.range] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            out[LiteralReplacement.key(span.edit.location, span.edit.new)] = LiteralReplacement(endLine: line, endColumn: column, text: String(decoding: span.replacement, as: UTF8.self))
        }
        return out
    }

    /// The file's bytes with the edits applied. An edit whose value is not where it was
    /// read, or changed since, or cannot be rewritten (a gettext msgid is a key) is left
    /// out and returned with the reason; the file itself must still load afterwards.
    public static func apply(_ edits: [ValueEdit], file: String, bytes: [UInt8]) throws(LoadError) -> (bytes: [UInt8], skipped: [(ValueEdit, String)]) {
        let found = try spans(edits, file: file, bytes: bytes)
        let s = found.text, spans = found.spans, skipped = found.skipped
        let encoding = found.encoding, hadBOM = found.hadBOM
        // One pass over the text, the edits in file order, into one buffer.
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(s.count + spans.reduce(0) { $0 + $1.replacement.count })
        var at = 0
        for span in spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where span.range.lowerBound >= at {
            rebuilt += s[at..<span.range.lowerBound]
            rebuilt += span.replacement
            at = span.range.upperBound
        }
        rebuilt += s[at...]
        var out: [UInt8]
        switch encoding {
        case .utf8:
            out = hadBOM ? [0xEF, 0xBB, 0xBF] + rebuilt : rebuilt
        case .utf16LE, .utf16BE:
            out = hadBOM ? (encoding == .utf16LE ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            out.reserveCapacity(out.count + rebuilt.count * 2)
            for u in String(decoding: rebuilt, as: UTF8.self).utf16 {
                if encoding == .utf16LE { out.append(UInt8(u & 0xFF)); out.append(UInt8(u >> 8)) } else { out.append(UInt8(u >> 8)); out.append(UInt8(u & 0xFF)) }
            }
        }
        // Each value replaced is a whole string literal, and each replacement reads back as its text:
        // the file's structure is unchanged. A file of a usual size is read again all the same.
        if out.count <= wholeFileCheckLimit { _ = try CatalogLoader().parse(out, file: file) }
        return (out, skipped)
    }

    /// The byte offset of a 1-based column (counted in Unicode scalars) on the line that starts at `lineStart`.
    static func offset(ofColumn column: Int, lineStart: Int, in s: [UInt8]) -> Int? {
        var i = lineStart
        var scalars = 1
        while scalars < column {
            guard i < s.count, s[i] != 0x0A else { return nil }
            i += 1
            while i < s.count, s[i] & 0xC0 == 0x80 { i += 1 }
            scalars += 1
        }
        return i
    }

    /// Whether the quoted string at `i` belongs to a msgstr (not a msgid or msgctxt):
    /// the keyword is on its line or on the first line above that does not start with a quote.
    static func isGettextTranslation(_ s: [UInt8], at i: Int) -> Bool {
        var lineStart = i
        while true {
            while lineStart > 0 && s[lineStart - 1] != 0x0A { lineStart -= 1 }
            var k = lineStart
            while k < s.count && (s[k] == 0x20 || s[k] == 0x09) { k += 1 }
            // A line that starts with a keyword ("msgstr", "msgstr[1]", "msgid"); a line
            // that starts with a quote continues the string above.
            if k < s.count && s[k] != 0x22 {
                return s[k..<min(k + 6, s.count)].elementsEqual("msgstr".utf8)
            }
            guard lineStart > 0 else { return false }
            lineStart -= 1
        }
    }

    /// Where the value that starts at `i` ends (exclusive).
    static func valueEnd(_ s: [UInt8], from i: Int, _ syntax: Syntax) -> Int? {
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, newline: UInt8 = 0x0A
        switch syntax {
        case .json, .strings:
            guard s[i] == quote else { return nil }
            var j = i + 1
            while j < s.count {
                if s[j] == backslash { j += 2; continue }
                if s[j] == quote { return j + 1 }
                j += 1
            }
            return nil
        case .po:
            // One quoted string, and the continuation lines that follow it.
            guard s[i] == quote else { return nil }
            var j = i
            var end: Int?
            while j < s.count, s[j] == quote {
                var k = j + 1
                while k < s.count, s[k] != quote, s[k] != newline { k += s[k] == backslash ? 2 : 1 }
                guard k < s.count, s[k] == quote else { return nil }
                end = k + 1
                j = k + 1
                while j < s.count, s[j] == 0x20 || s[j] == 0x09 || s[j] == newline || s[j] == 0x0D { j += 1 }
            }
            return end
        case .xml:
            var j = i
            while j < s.count, s[j] != 0x3C { j += 1 }
            // A CDATA section or a nested element: not rewritten.
            guard j < s.count, j + 1 < s.count, s[j + 1] == 0x2F else { return nil }
            return j
        }
    }

    static func decode(_ span: ArraySlice<UInt8>, _ syntax: Syntax, at location: SourceLocation) throws(LoadError) -> String {
        let raw = String(decoding: span, as: UTF8.self)
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

    static func encode(_ value: String, _ syntax: Syntax) -> [UInt8] {
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
        return Array(out.utf8)
    }
}
