/// Loads a `.stringsdict` property list: per key, NSStringLocalizedFormatKey
/// and one plural (or device) rule per `%#@variable@`.
public enum StringsDictLoader {
    public static func load(bytes: [UInt8], file: String, table: String, locale: String, sourceLocale: String) throws(LoadError) -> [Entry] {
        try XMLDocumentFile.withRoot(bytes, file: file) { (root, loc) throws(LoadError) -> [Entry] in
            guard root.name == "plist" else { throw LoadError(loc(root.offset), "expected a <plist> root element, found <\(root.name)>") }
            guard let top = root.first("dict") else { throw LoadError(loc(root.offset), "expected a <dict> inside <plist>") }
            var entries: [Entry] = []
            for (key, keyOffset, value) in try pairs(top, loc) {
                guard value.name == "dict" else {
                    throw LoadError(loc(value.offset), "expected a <dict> for the key \"\(key)\", found <\(value.name)>")
                }
                var l = Localization(locale: locale)
                let members = try pairs(value, loc)
                guard let format = members.first(where: { $0.key == "NSStringLocalizedFormatKey" }) else {
                    throw LoadError(loc(value.offset), "expected NSStringLocalizedFormatKey in the entry \"\(key)\"")
                }
                guard format.value.name == "string" else {
                    throw LoadError(loc(format.value.offset), "expected a <string> for NSStringLocalizedFormatKey of \"\(key)\"")
                }
                l.units.append(TextUnit(value: format.value.text, location: loc(format.value.contentOffset)))
                for (name, _, rule) in members where name != "NSStringLocalizedFormatKey" {
                    guard rule.name == "dict" else { continue }
                    let fields = try pairs(rule, loc)
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
            return entries
        }
    }

    /// The key/value pairs of a plist <dict>.
    static func pairs(_ dict: XMLElement, _ loc: (Int) -> SourceLocation) throws(LoadError) -> [(key: String, keyOffset: Int, value: XMLElement)] {
        var out: [(key: String, keyOffset: Int, value: XMLElement)] = []
        var pendingKey: XMLElement?
        for e in dict.elements {
            if e.name == "key" {
                if let k = pendingKey { throw LoadError(loc(e.offset), "expected a value after the key \"\(k.text)\", found another <key>") }
                pendingKey = e
                continue
            }
            guard let k = pendingKey else { throw LoadError(loc(e.offset), "expected a <key> before <\(e.name)> in a <dict>") }
            out.append((k.text, k.contentOffset, e))
            pendingKey = nil
        }
        if let k = pendingKey { throw LoadError(loc(k.offset), "the key \"\(k.text)\" has no value") }
        return out
    }
}

/// Parses XML bytes and hands the root and a position function to `body`.
enum XMLDocumentFile {
    static func withRoot<T>(_ bytes: [UInt8], file: String,
                            _ body: (XMLElement, (Int) -> SourceLocation) throws(LoadError) -> T) throws(LoadError) -> T {
        var utf8 = bytes
        // UTF-16 property lists: decode and work on UTF-8.
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            let text = try TextDecoding.decode(bytes, file: file).text
            utf8 = Array(text.replacingFirstEncodingDeclaration().utf8)
        } else if String(validating: bytes, as: UTF8.self) == nil {
            _ = try TextDecoding.decode(bytes, file: file)
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
