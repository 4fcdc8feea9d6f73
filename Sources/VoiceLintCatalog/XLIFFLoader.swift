import Foundation

/// Loads Xcode XLIFF 1.2 (`.xliff`, and the ones inside `.xcloc` bundles).
public enum XLIFFLoader {
    public static func load(bytes: [UInt8], file: String, fallbackTarget: String?) throws(LoadError) -> [Entry] {
        try XMLDocumentFile.withRoot(bytes, file: file) { (root, loc) throws(LoadError) -> [Entry] in
            guard root.name == "xliff" else { throw LoadError(loc(root.offset), "expected an <xliff> root element, found <\(root.name)>") }
            var entries: [Entry] = []
            var index: [String: Int] = [:]
            for f in root.elements(named: "file") {
                guard let original = f.attribute("original") else {
                    throw LoadError(loc(f.offset), "expected an 'original' attribute on <file>")
                }
                guard let source = f.attribute("source-language") else {
                    throw LoadError(loc(f.offset), "expected a 'source-language' attribute on <file original=\"\(original)\">")
                }
                let target = f.attribute("target-language") ?? fallbackTarget
                let table = CatalogPaths.table(forPath: original)
                var units: [XMLElement] = []
                collectUnits(f, into: &units)
                for u in units {
                    guard let id = u.attribute("id") else { throw LoadError(loc(u.offset), "expected an 'id' attribute on <trans-unit>") }
                    guard let src = u.first("source") else { throw LoadError(loc(u.offset), "expected <source> in the trans-unit \"\(id)\"") }
                    let (key, variant) = parseID(id)
                    let note = u.first("note")?.text
                    let slot: Int
                    if let k = index[table + "\u{0}" + key] { slot = k } else {
                        slot = entries.count
                        index[table + "\u{0}" + key] = slot
                        entries.append(Entry(table: table, key: key, comment: note, sourceLocale: source, keyLocation: loc(u.offset)))
                    }
                    if entries[slot].comment == nil { entries[slot].comment = note }
                    entries[slot].add(TextUnit(value: src.text, state: .translated, location: loc(src.contentOffset), variant: variant), locale: source)
                    if u.first("target") == nil, let target {
                        // No target: not translated yet. Kept as an empty unit so that findings point into this file.
                        entries[slot].add(TextUnit(value: "", state: .new, location: loc(src.offset), variant: variant), locale: target)
                    }
                    if let t = u.first("target"), let target {
                        var state: TranslationState = .translated
                        if let raw = t.attribute("state") {
                            guard let s = TranslationState(catalogState: raw) else {
                                throw LoadError(loc(t.offset), "unknown target state \"\(raw)\" in the trans-unit \"\(id)\"")
                            }
                            state = s
                        }
                        entries[slot].add(TextUnit(value: t.text, state: state, location: loc(t.contentOffset), variant: variant), locale: target)
                        if let note, let i = entries[slot].localizations.firstIndex(where: { $0.locale == target }) {
                            entries[slot].localizations[i].comment = note
                        }
                    }
                }
            }
            try Limits.checkLengths(entries)
            return entries
        }
    }

    /// The trans-units under `e` (inside groups at any depth), in document order;
    /// walked with a stack of its own, not the call stack.
    private static func collectUnits(_ e: XMLElement, into out: inout [XMLElement]) {
        var stack: [(children: [XMLElement], next: Int)] = [(e.elements, 0)]
        while let top = stack.last {
            guard top.next < top.children.count else { stack.removeLast(); continue }
            stack[stack.count - 1].next += 1
            let c = top.children[top.next]
            if c.name == "trans-unit" { out.append(c) } else { stack.append((c.elements, 0)) }
        }
    }

    /// Xcode's unit ids: `key|==|plural.one` (String Catalogs) and
    /// `/%ld color(s):dict/colors:dict/few:dict/:string` (stringsdict).
    static func parseID(_ id: String) -> (key: String, variant: [String]) {
        if let r = id.range(of: "|==|") {
            let key = String(id[..<r.lowerBound])
            let path = id[r.upperBound...].split(separator: ".").map(String.init)
            return (key, path)
        }
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let parts = id.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            // ["%ld color(s):dict", "colors:dict", "few:dict", ":string"]
            let names = parts.dropLast().map { $0.hasSuffix(":dict") ? String($0.dropLast(5)) : $0 }
            guard let key = names.first else { return (id, []) }
            if names.count == 2 && names[1] == "NSStringLocalizedFormatKey" { return (key, []) }
            if names.count == 3 { return (key, ["substitutions", names[1], "plural", names[2]]) }
            return (key, Array(names.dropFirst()))
        }
        return (id, [])
    }
}

extension Entry {
    mutating func add(_ unit: TextUnit, locale: String) {
        if let i = localizations.firstIndex(where: { $0.locale == locale }) {
            localizations[i].units.append(unit)
        } else {
            localizations.append(Localization(locale: locale, units: [unit]))
        }
    }
}
