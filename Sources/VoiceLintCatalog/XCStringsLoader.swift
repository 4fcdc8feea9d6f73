/// Loads a String Catalog (`.xcstrings`): JSON with positions kept for every value.
public enum XCStringsLoader {
    public static func load(bytes: [UInt8], file: String, table: String) throws(LoadError) -> [Entry] {
        try bytes.withUnsafeBufferPointer { (buf) throws(LoadError) -> [Entry] in
            let lines = LineIndex(buf)
            func loc(_ offset: Int) -> SourceLocation {
                let p = lines.position(of: offset, in: buf)
                return SourceLocation(file: file, line: p.line, column: p.column)
            }
            func fail(_ node: JSONNode, _ message: String) -> LoadError { LoadError(loc(node.offset), message) }

            let root: JSONNode
            do throws(JSONSyntaxError) { root = try JSONReader.parse(buf) } catch {
                throw LoadError(loc(error.offset), "invalid JSON: \(error.message)")
            }
            guard root.members != nil else { throw fail(root, "expected a String Catalog object at the top level, found \(root.typeName)") }
            guard let sourceNode = root["sourceLanguage"], let source = sourceNode.string, !source.isEmpty else {
                throw fail(root, "expected \"sourceLanguage\" (a non-empty string) in the String Catalog")
            }
            guard let stringsNode = root["strings"] else { throw fail(root, "expected \"strings\" in the String Catalog") }
            guard let strings = stringsNode.members else { throw fail(stringsNode, "expected \"strings\" to be an object, found \(stringsNode.typeName)") }

            var entries: [Entry] = []
            entries.reserveCapacity(strings.count)
            for (key, node) in strings {
                guard node.members != nil else { throw fail(node, "expected an object for the key \"\(key)\", found \(node.typeName)") }
                var entry = Entry(table: table, key: key, sourceLocale: source, keyLocation: loc(node.offset))
                if let c = node["comment"] {
                    guard let s = c.string else { throw fail(c, "expected \"comment\" to be a string") }
                    entry.comment = s
                }
                if let x = node["extractionState"] { entry.extractionState = x.string }
                if let t = node["shouldTranslate"] {
                    guard let v = t.bool else { throw fail(t, "expected \"shouldTranslate\" to be true or false") }
                    entry.shouldTranslate = v
                }
                if let locsNode = node["localizations"] {
                    guard let locs = locsNode.members else { throw fail(locsNode, "expected \"localizations\" to be an object") }
                    for (locale, ln) in locs {
                        guard ln.members != nil else { throw fail(ln, "expected an object for the localization \"\(locale)\" of \"\(key)\"") }
                        var l = Localization(locale: locale)
                        try units(ln, path: [], into: &l.units)
                        if let subs = ln["substitutions"] {
                            guard let sm = subs.members else { throw fail(subs, "expected \"substitutions\" to be an object") }
                            for (name, sn) in sm {
                                let argNum = sn["argNum"]?.int
                                let spec = sn["formatSpecifier"]?.string ?? "@"
                                l.substitutions[name] = Substitution(name: name, argNum: argNum, formatSpecifier: spec)
                                try units(sn, path: ["substitutions", name], into: &l.units)
                            }
                        }
                        entry.localizations.append(l)
                    }
                }
                // A key with no source localization speaks the key itself.
                if entry.localization(source) == nil {
                    let unit = TextUnit(value: key, state: .implicit, location: entry.keyLocation)
                    entry.localizations.insert(Localization(locale: source, units: [unit]), at: 0)
                }
                entries.append(entry)
            }
            return entries

            /// A stringUnit and/or variations below `node`.
            func units(_ node: JSONNode, path: [String], into out: inout [TextUnit]) throws(LoadError) {
                if let su = node["stringUnit"] {
                    guard su.members != nil else { throw fail(su, "expected \"stringUnit\" to be an object") }
                    guard let vn = su["value"] else { throw fail(su, "expected \"value\" in the stringUnit") }
                    guard let value = vn.string else { throw fail(vn, "expected \"value\" to be a string, found \(vn.typeName)") }
                    var state: TranslationState? = nil
                    if let sn = su["state"] {
                        guard let raw = sn.string else { throw fail(sn, "expected \"state\" to be a string") }
                        guard let s = TranslationState(catalogState: raw) else {
                            throw fail(sn, "unknown state \"\(raw)\" (expected translated, needs_review, new or stale)")
                        }
                        state = s
                    }
                    out.append(TextUnit(value: value, state: state, location: loc(vn.offset), variant: path))
                }
                if let vars = node["variations"] {
                    guard let kinds = vars.members else { throw fail(vars, "expected \"variations\" to be an object") }
                    for (kind, cases) in kinds {
                        guard kind == "plural" || kind == "device" else {
                            throw fail(cases, "unknown variation \"\(kind)\" (expected plural or device)")
                        }
                        guard let cm = cases.members else { throw fail(cases, "expected the \(kind) variations to be an object") }
                        for (name, cn) in cm {
                            if kind == "plural" && !pluralNames.contains(name) {
                                throw fail(cn, "unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)")
                            }
                            try units(cn, path: path + [kind, name], into: &out)
                        }
                    }
                }
            }
        }
    }

    static let pluralNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
