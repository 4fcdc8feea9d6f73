/// Loads an Android string resource file (`res/values[-qualifiers]/strings.xml`):
/// `<string>`, `<plurals>` and `<string-array>` inside `<resources>`.
///
/// The text is read the way aapt2 compiles it, so that what is checked is what
/// the app shows and TalkBack speaks:
/// - child tags without a namespace (`<b>`, `<i>`, `<annotation>`) are style spans:
///   their text is kept; `<xliff:g>` marks a placeholder: its text is kept;
///   tags of other namespaces are dropped, their text kept;
/// - without a span, leading and trailing whitespace is trimmed;
/// - outside double quotes, runs of ASCII whitespace become one space; an
///   unescaped `"` opens or closes such a quoted run and is not part of the text
///   (the quoted run ends at a span tag, as in aapt2);
/// - escapes `\'` `\"` `\n` `\t` `\@` `\?` `\#` `\\` `\uXXXX`; any other escaped
///   character stands for itself; entities and CDATA are resolved first, so
///   `&apos;` is a bare apostrophe;
/// - an unescaped `'` outside double quotes is an error (aapt2 rejects the file);
/// - a value that is a reference (`@string/name`) takes the text of that string
///   when this file defines it.
///
/// A comment right before an element is the entry's comment; `translatable="false"`
/// makes the entry one that is not translated. A resource defined twice is a
/// duplicate-key note (aapt2 rejects it; the first definition is kept).
public enum AndroidStringsLoader {
    static let xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2"
    static let quantities: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    public static func load(bytes: [UInt8], file: String, table: String, locale: String,
                            sourceLocale: String) throws(LoadError) -> ([Entry], [LoadNote]) {
        try XMLDocumentFile.withRoot(bytes, file: file) { (root, loc) throws(LoadError) -> ([Entry], [LoadNote]) in
            guard root.name == "resources" else {
                throw LoadError(loc(root.offset), "expected a <resources> root element, found <\(root.name)>")
            }
            // Offsets map to these bytes only when the reader worked on them (not on decoded UTF-16).
            let raw: [UInt8]? = bytes.count >= 2 && (bytes[0] == 0xFF || bytes[0] == 0xFE) ? nil : bytes
            var reader = TextReader(raw: raw, xliffPrefixes: ["xliff"])
            for a in root.attributes where a.name.hasPrefix("xmlns:") && a.value == xliffNamespace {
                reader.xliffPrefixes.insert(String(a.name.dropFirst(6)))
            }
            var entries: [Entry] = []
            var notes: [LoadNote] = []
            var seen: [String: (entry: Int, location: SourceLocation)] = [:]
            var slots: [String: Int] = [:]
            var references: [(entry: Int, unit: Int, name: String)] = []
            var strings: [String: String] = [:]

            for e in root.elements {
                let kind: String
                switch e.name {
                case "string": kind = "string"
                case "plurals": kind = "plurals"
                case "string-array": kind = "string-array"
                case "item" where e.attribute("type") == "string": kind = "string"
                default: continue  // colors, dimensions, styles...: not text
                }
                guard let name = e.attribute("name") else {
                    throw LoadError(loc(e.offset), "expected a 'name' attribute on <\(e.name)>")
                }
                guard !name.isEmpty else { throw LoadError(loc(e.offset), "expected a resource name in the 'name' attribute of <\(e.name)>, found \"\"") }
                var translatable = true
                if let t = e.attribute("translatable") {
                    switch t {
                    case "true": translatable = true
                    case "false": translatable = false
                    default: throw LoadError(loc(e.offset), "expected true or false for 'translatable' on <\(e.name) name=\"\(name)\">, found \"\(t)\"")
                    }
                }
                let product = e.attribute("product")
                let prefix = product.map { ["product", $0] } ?? []
                let keyLocation = loc(e.offset)

                var units: [(unit: TextUnit, reference: String?)] = []
                switch kind {
                case "string":
                    let v = try reader.value(of: e, loc)
                    units.append((TextUnit(value: v.text, location: v.location, variant: prefix), v.reference))
                case "plurals":
                    var quantitiesSeen: Set<String> = []
                    for item in e.elements {
                        guard item.name == "item" else {
                            throw LoadError(loc(item.offset), "expected <item quantity=...> in <plurals name=\"\(name)\">, found <\(item.name)>")
                        }
                        guard let q = item.attribute("quantity") else {
                            throw LoadError(loc(item.offset), "expected a 'quantity' attribute on <item> in <plurals name=\"\(name)\">")
                        }
                        guard quantities.contains(q) else {
                            throw LoadError(loc(item.offset), "expected zero, one, two, few, many or other as the quantity in <plurals name=\"\(name)\">, found \"\(q)\"")
                        }
                        guard quantitiesSeen.insert(q).inserted else {
                            throw LoadError(loc(item.offset), "the quantity \"\(q)\" appears twice in <plurals name=\"\(name)\">")
                        }
                        let v = try reader.value(of: item, loc)
                        units.append((TextUnit(value: v.text, location: v.location, variant: prefix + ["plural", q]), v.reference))
                    }
                    guard !units.isEmpty else {
                        throw LoadError(loc(e.offset), "expected at least one <item quantity=...> in <plurals name=\"\(name)\">")
                    }
                default:
                    for item in e.elements {
                        guard item.name == "item" else {
                            throw LoadError(loc(item.offset), "expected <item> in <string-array name=\"\(name)\">, found <\(item.name)>")
                        }
                        let v = try reader.value(of: item, loc)
                        units.append((TextUnit(value: v.text, location: v.location, variant: prefix + ["item", String(units.count)]), v.reference))
                    }
                    if units.isEmpty { continue }
                }

                let id = kind + "/" + name + (product.map { "#" + $0 } ?? "")
                if let first = seen[id] {
                    notes.append(LoadNote(kind: .duplicateKey, table: table, key: name, locale: locale, text: units[0].unit.value,
                                          message: "the resource \(kind)/\(name)\(product.map { " (product \($0))" } ?? "") is defined again (first at line \(first.location.line)); aapt2 rejects the file, the first definition is kept here",
                                          location: keyLocation, related: first.location))
                    continue
                }
                let comment = e.precedingComment.map(cleanComment)
                var slot = slots[name] ?? -1
                if slot < 0 {
                    slot = entries.count
                    slots[name] = slot
                    entries.append(Entry(table: table, key: name, comment: comment, sourceLocale: sourceLocale,
                                         shouldTranslate: translatable,
                                         localizations: [Localization(locale: locale, comment: comment)], keyLocation: keyLocation))
                } else {
                    // Another resource type, or another product, of the same name.
                    if !translatable { entries[slot].shouldTranslate = false }
                    if entries[slot].comment == nil { entries[slot].comment = comment; entries[slot].localizations[0].comment = comment }
                }
                seen[id] = (slot, keyLocation)
                for (u, ref) in units {
                    if let ref { references.append((slot, entries[slot].localizations[0].units.count, ref)) }
                    entries[slot].localizations[0].units.append(u)
                }
                if kind == "string", product == nil || product == "default", let v = units.first, v.reference == nil {
                    strings[name] = v.unit.value
                }
            }
            // `@string/name` takes the text it stands for, when this file has it.
            for r in references {
                if let text = strings[r.name] { entries[r.entry].localizations[0].units[r.unit].value = text }
            }
            try Limits.checkLengths(entries)
            return (entries, notes)
        }
    }

    /// True when the bytes are an XML document whose root element is `<resources>`
    /// (how a `values*/` file other than strings.xml is recognised).
    public static func hasResourcesRoot(_ bytes: [UInt8]) -> Bool {
        var b = bytes
        if TextDecoding.hasUTF16BOM(b) {
            guard let text = try? TextDecoding.decode(bytes, file: "").text else { return false }
            b = Array(text.utf8)
        }
        return b.withUnsafeBufferPointer { buf in
            var i = TextDecoding.utf8BOMLength(buf)
            func at(_ s: StaticString) -> Bool {
                let n = s.utf8CodeUnitCount
                guard i + n <= buf.count else { return false }
                for k in 0..<n where buf[i + k] != s.utf8Start[k] { return false }
                return true
            }
            func skip(past s: StaticString) -> Bool {
                while i < buf.count && !at(s) { i += 1 }
                guard i < buf.count else { return false }
                i += s.utf8CodeUnitCount
                return true
            }
            while i < buf.count {
                let c = buf[i]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
                if at("<?") { guard skip(past: "?>") else { return false }; continue }
                if at("<!--") { guard skip(past: "-->") else { return false }; continue }
                if at("<!") { guard skip(past: ">") else { return false }; continue }
                guard at("<resources") else { return false }
                i += 10
                guard i < buf.count else { return false }
                let n = buf[i]
                return n == 0x3E || n == 0x2F || n == 0x20 || n == 0x09 || n == 0x0A || n == 0x0D
            }
            return false
        }
    }

    /// A comment's lines without their common indentation.
    static func cleanComment(_ c: String) -> String {
        c.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingASCIISpaces() }
            .joined(separator: "\n")
    }

    /// Turns the content of a `<string>` or `<item>` into its text, as aapt2 does.
    struct TextReader {
        let raw: [UInt8]?
        var xliffPrefixes: Set<String>

        enum Piece {
            /// Text with the byte offset of its first scalar; `exact` when the file's
            /// bytes there are the text itself (no entity, CDATA or comment), so that
            /// every scalar's position is known.
            case text([Unicode.Scalar], offset: Int, exact: Bool)
            /// The start or end of a style span: quoting and whitespace state end.
            case spanEdge
        }

        struct Value {
            var text: String
            var location: SourceLocation
            /// `name` when the value is `@string/name`.
            var reference: String?
        }

        func value(of e: XMLElement, _ loc: (Int) -> SourceLocation) throws(LoadError) -> Value {
            var pieces: [Piece] = []
            var sawSpan = false
            try flatten(e, into: &pieces, sawSpan: &sawSpan, inPlaceholder: false, loc)
            if !sawSpan { trimEdges(&pieces) }
            var start = e.contentOffset
            for p in pieces { if case .text(let s, let off, _) = p, !s.isEmpty { start = off; break } }
            let location = loc(start)
            // A reference is recognised on the raw text, before escapes (`\@string/x` is text).
            if !sawSpan {
                var rawText = String.UnicodeScalarView()
                for p in pieces { if case .text(let s, _, _) = p { rawText.append(contentsOf: s) } }
                let t = String(rawText)
                if let r = Self.reference(t) {
                    return Value(text: t == "@null" || t == "@empty" ? "" : t, location: location, reference: r.isEmpty ? nil : r)
                }
            }
            return Value(text: try build(pieces, loc), location: location, reference: nil)
        }

        /// The text pieces of `e`'s content, spans marked; walked with a stack of
        /// its own (the XML reader bounds the depth), not the call stack.
        private func flatten(_ e: XMLElement, into pieces: inout [Piece], sawSpan: inout Bool, inPlaceholder: Bool,
                             _ loc: (Int) -> SourceLocation) throws(LoadError) {
            var stack: [(children: [XMLNode], next: Int, inPlaceholder: Bool, span: Bool)] = [(e.children, 0, inPlaceholder, false)]
            while let top = stack.last {
                guard top.next < top.children.count else {
                    if top.span { pieces.append(.spanEdge) }
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                switch top.children[top.next] {
                case .text(let t, let off):
                    let scalars = Array(t.unicodeScalars)
                    pieces.append(.text(scalars, offset: off, exact: isExact(t, at: off)))
                case .element(let child):
                    if let colon = child.name.firstIndex(of: ":") {
                        let prefix = String(child.name[..<colon])
                        let local = child.name[child.name.index(after: colon)...]
                        if xliffPrefixes.contains(prefix) && local == "g" {
                            if top.inPlaceholder {
                                throw LoadError(loc(child.offset), "expected text inside <\(child.name)>, found a nested <\(child.name)> (aapt2 rejects nested placeholders)")
                            }
                            stack.append((child.children, 0, true, false))
                        } else {
                            // Other XLIFF tags and other namespaces: the tag goes, its text stays.
                            stack.append((child.children, 0, top.inPlaceholder, false))
                        }
                    } else {
                        sawSpan = true
                        pieces.append(.spanEdge)
                        stack.append((child.children, 0, top.inPlaceholder, true))
                    }
                }
            }
        }

        private func isExact(_ t: String, at off: Int) -> Bool {
            guard let raw else { return false }
            let u = t.utf8
            guard off >= 0, off + u.count <= raw.count else { return false }
            var k = off
            for byte in u {
                if raw[k] != byte { return false }
                k += 1
            }
            return true
        }

        private static func isSpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}"
        }

        /// aapt2 trims the first text's leading and the last text's trailing whitespace.
        private func trimEdges(_ pieces: inout [Piece]) {
            if let i = pieces.firstIndex(where: { if case .text = $0 { return true }; return false }),
               case .text(var s, var off, let exact) = pieces[i] {
                var n = 0
                while n < s.count && Self.isSpace(s[n]) { n += 1 }
                s.removeFirst(n)
                // Without a byte-exact text, the position stays at the start of the text node.
                if exact { off += n }
                pieces[i] = .text(s, offset: off, exact: exact)
            }
            if let i = pieces.lastIndex(where: { if case .text = $0 { return true }; return false }),
               case .text(var s, let off, let exact) = pieces[i] {
                while let l = s.last, Self.isSpace(l) { s.removeLast() }
                pieces[i] = .text(s, offset: off, exact: exact)
            }
        }

        /// References as aapt2 reads them: `@[+][package:]type/name`, `@null`, `@empty`,
        /// `?[package:][type/]name`. Returns the name for `@string/name` (this app's
        /// strings), "" for any other reference (`@android:string/ok`, `?attr/title`),
        /// nil when the text is no reference.
        static func reference(_ t: String) -> String? {
            guard let first = t.unicodeScalars.first, first == "@" || first == "?" else { return nil }
            if t == "@null" || t == "@empty" { return "" }
            var body = Substring(t.dropFirst())
            if first == "@" && body.hasPrefix("+") { body = body.dropFirst() }
            func isName(_ s: Substring) -> Bool {
                !s.isEmpty && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." || $0 == "-" }
            }
            var package: Substring?
            if let colon = body.firstIndex(of: ":") {
                package = body[..<colon]
                guard isName(package!) else { return nil }
                body = body[body.index(after: colon)...]
            }
            let parts = body.split(separator: "/", omittingEmptySubsequences: false)
            if first == "?" {
                guard (parts.count == 1 || parts.count == 2), parts.allSatisfy(isName) else { return nil }
                return ""
            }
            guard parts.count == 2, isName(parts[0]), isName(parts[1]) else { return nil }
            return parts[0] == "string" && package == nil ? String(parts[1]) : ""
        }

        /// aapt2's StringBuilder: escapes, quoting, whitespace.
        private func build(_ pieces: [Piece], _ loc: (Int) -> SourceLocation) throws(LoadError) -> String {
            var out = String.UnicodeScalarView()
            var quoted = false
            var lastSpace = false
            for p in pieces {
                guard case .text(let s, let off, let exact) = p else {
                    quoted = false
                    lastSpace = false
                    continue
                }
                func at(_ k: Int) -> SourceLocation {
                    guard exact else { return loc(off) }
                    var bytes = 0
                    for c in s[..<k] { bytes += UTF8.width(c) }
                    return loc(off + bytes)
                }
                var k = 0
                while k < s.count {
                    let c = s[k]
                    if !quoted && Self.isSpace(c) {
                        if !lastSpace { out.append(" ") }
                        lastSpace = true
                        k += 1
                        continue
                    }
                    lastSpace = false
                    if c == "\\" {
                        k += 1
                        guard k < s.count else { break }  // a backslash at the end stands for nothing
                        switch s[k] {
                        case "t": out.append("\t")
                        case "n": out.append("\n")
                        case "u":
                            var v: UInt32 = 0
                            for d in 1...4 {
                                guard k + d < s.count, let h = hexValue(s[k + d]) else {
                                    throw LoadError(at(k - 1), "expected four hex digits after \\u in \"\(Self.excerpt(s))\"")
                                }
                                v = v * 16 + h
                            }
                            guard let scalar = Unicode.Scalar(v) else {
                                throw LoadError(at(k - 1), "\\u\(String(v, radix: 16, uppercase: true)) is a lone surrogate, not a character (in \"\(Self.excerpt(s))\")")
                            }
                            out.append(scalar)
                            k += 4
                        default: out.append(s[k])
                        }
                        k += 1
                        continue
                    }
                    if c == "\"" {
                        quoted.toggle()
                    } else if c == "'" && !quoted {
                        throw LoadError(at(k), "unescaped apostrophe in string \"\(Self.excerpt(s))\" (write \\' or put the text in double quotes)")
                    } else {
                        out.append(c)
                    }
                    k += 1
                }
            }
            return String(out)
        }

        private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
            switch c {
            case "0"..."9": return c.value - 48
            case "a"..."f": return c.value - 87
            case "A"..."F": return c.value - 55
            default: return nil
            }
        }

        static func excerpt(_ s: [Unicode.Scalar]) -> String {
            var t = String(String.UnicodeScalarView(s.prefix(60))).trimmingASCIISpaces()
            if s.count > 60 { t += "…" }
            return t.replacingNewlines()
        }
    }
}

extension String {
    /// The text on one line: newlines shown as spaces (for messages).
    func replacingNewlines() -> String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
}
