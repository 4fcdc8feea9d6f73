/// Loads a `.stringsdict` property list: per key, NSStringLocalizedFormatKey
/// and one plural (or device) rule per `%#@variable@`.
///
/// A key repeated in a `<dict>` is a duplicate-key note naming both places; the
/// last one is kept, as Apple's property list reader keeps it.
public enum StringsDictLoader {
    public static func load(bytes: [UInt8], file: String, table: String, locale: String, sourceLocale: String) throws(LoadError) -> [Entry] {
        try loadWithNotes(bytes: bytes, file: file, table: table, locale: locale, sourceLocale: sourceLocale).entries
    }

    /// The entries, and a note for each repeated key.
    public static func loadWithNotes(bytes: [UInt8], file: String, table: String, locale: String,
                                     sourceLocale: String) throws(LoadError) -> (entries: [Entry], notes: [LoadNote]) {
        try XMLDocumentFile.withRoot(bytes, file: file) { (root, loc) throws(LoadError) -> ([Entry], [LoadNote]) in
            guard root.name == "plist" else { throw LoadError(loc(root.offset), "expected a <plist> root element, found <\(root.name)>") }
            guard let top = root.first("dict") else { throw LoadError(loc(root.offset), "expected a <dict> inside <plist>") }
            var entries: [Entry] = []
            var notes: [LoadNote] = []
            func pairs(_ dict: XMLElement, entry: String?) throws(LoadError) -> [(key: String, keyOffset: Int, value: XMLElement)] {
                try StringsDictLoader.pairs(dict, loc) { key, first, again, value in
                    let a = loc(first), b = loc(again)
                    let places = "first at \(a.line):\(a.column), again at \(b.line):\(b.column)"
                    let shown = Limits.excerpt(key, 80)
                    let message = entry.map { "the key \"\(shown)\" appears twice in one <dict> of the entry \"\(Limits.excerpt($0, 80))\" (\(places)); the last one is kept, as Apple's property list reader keeps it" }
                        ?? "the key \"\(shown)\" is defined twice (\(places)); the last one is kept, as Apple's property list reader keeps it"
                    notes.append(LoadNote(kind: .duplicateKey, table: table, key: entry ?? key, locale: locale,
                                          text: value.name == "string" ? value.text : "", message: message, location: b, related: a))
                }
            }
            for (key, keyOffset, value) in try pairs(top, entry: nil) {
                guard value.name == "dict" else {
                    throw LoadError(loc(value.offset), "expected a <dict> for the key \"\(key)\", found <\(value.name)>")
                }
                var l = Localization(locale: locale)
                let members = try pairs(value, entry: key)
                guard let format = members.first(where: { $0.key == "NSStringLocalizedFormatKey" }) else {
                    throw LoadError(loc(value.offset), "expected NSStringLocalizedFormatKey in the entry \"\(key)\"")
                }
                guard format.value.name == "string" else {
                    throw LoadError(loc(format.value.offset), "expected a <string> for NSStringLocalizedFormatKey of \"\(key)\"")
                }
                l.units.append(TextUnit(value: format.value.text, location: loc(format.value.contentOffset)))
                for (name, _, rule) in members where name != "NSStringLocalizedFormatKey" {
                    guard rule.name == "dict" else { continue }
                    let fields = try pairs(rule, entry: key)
                    let type = fields.first { $0.key == "NSStringFormatSpecTypeKey" }?.value.text ?? "NSStringPluralRuleType"
                    let kind: String
                    switch type {
                    case "NSStringPluralRuleType": kind = "plural"
                    case "NSStringDeviceSpecificRuleType": kind = "device"
                    case "NSStringVariableWidthRuleType": kind = "width"
                    default:
                        throw LoadError(loc(rule.offset), "unknown NSStringFormatSpecTypeKey \"\(type)\" in \"\(key)\"")
                    }
                    let valueType = fields.first { $0.key == "NSStringFormatValueTypeKey" }?.value.text ?? "@"
                    l.substitutions[name] = Substitution(name: name, argNum: nil, formatSpecifier: valueType)
                    for (category, _, v) in fields where !category.hasPrefix("NSString") {
                        guard v.name == "string" else {
                            throw LoadError(loc(v.offset), "expected a <string> for \"\(category)\" in \"\(key)\"")
                        }
                        if kind == "plural" && !["zero", "one", "two", "few", "many", "other"].contains(category) {
                            throw LoadError(loc(v.offset), "unknown plural category \"\(category)\" in \"\(key)\" (expected zero, one, two, few, many or other)")
                        }
                        l.units.append(TextUnit(value: v.text, location: loc(v.contentOffset),
                                                variant: ["substitutions", name, kind, category]))
                    }
                }
                entries.append(Entry(table: table, key: key, sourceLocale: sourceLocale,
                                     localizations: [l], keyLocation: loc(keyOffset)))
            }
            try Limits.checkLengths(entries)
            return (entries, notes)
        }
    }

    /// The key/value pairs of a plist <dict>, in order; a repeated key keeps its last
    /// value (in the place of the last) and is reported to `repeated` with the
    /// offsets of both keys' text.
    static func pairs(_ dict: XMLElement, _ loc: (Int) -> SourceLocation,
                      repeated: (String, Int, Int, XMLElement) -> Void = { _, _, _, _ in }) throws(LoadError) -> [(key: String, keyOffset: Int, value: XMLElement)] {
        var out: [(key: String, keyOffset: Int, value: XMLElement)?] = []
        var index: [String: Int] = [:]
        var pendingKey: XMLElement?
        for e in dict.elements {
            if e.name == "key" {
                if let k = pendingKey { throw LoadError(loc(e.offset), "expected a value after the key \"\(k.text)\", found another <key>") }
                pendingKey = e
                continue
            }
            guard let k = pendingKey else { throw LoadError(loc(e.offset), "expected a <key> before <\(e.name)> in a <dict>") }
            let key = k.text
            if let earlier = index[key], let first = out[earlier] {
                repeated(key, first.keyOffset, k.contentOffset, e)
                out[earlier] = nil
            }
            index[key] = out.count
            out.append((key, k.contentOffset, e))
            pendingKey = nil
        }
        if let k = pendingKey { throw LoadError(loc(k.offset), "the key \"\(k.text)\" has no value") }
        return out.compactMap { $0 }
    }
}

/// Parses XML bytes and hands the root and a position function to `body`.
enum XMLDocumentFile {
    static func withRoot<T>(_ bytes: [UInt8], file: String,
                            _ body: (XMLElement, (Int) -> SourceLocation) throws(LoadError) -> T) throws(LoadError) -> T {
        var utf8 = bytes
        // Conflict markers, ill-formed UTF-8 and NUL bytes are errors; UTF-16
        // files are decoded and read as UTF-8.
        switch try TextDecoding.decodeOrInvalid(bytes, file: file, text: false) {
        case .invalidUTF8(let error): throw error
        case .text(let text, let encoding):
            if encoding != .utf8 { utf8 = Array(text.replacingFirstEncodingDeclaration().utf8) }
        }
        return try utf8.withUnsafeBufferPointer { (buf) throws(LoadError) -> T in
            let lines = LineIndex(buf)
            let loc: (Int) -> SourceLocation = { off in
                let p = lines.position(of: off, in: buf)
                return SourceLocation(file: file, line: p.line, column: p.column)
            }
            let root: XMLElement
            do throws(XMLReader.SyntaxError) { root = try XMLReader.parse(buf) } catch {
                throw LoadError(loc(error.offset), "invalid XML: \(error.message)")
            }
            return try body(root, loc)
        }
    }
}

extension String {
    /// After decoding UTF-16, the XML declaration's encoding no longer applies.
    func replacingFirstEncodingDeclaration() -> String {
        guard hasPrefix("<?xml"), let end = firstIndex(of: ">") else { return self }
        return "<?xml version=\"1.0\"?>" + self[index(after: end)...]
    }
}
