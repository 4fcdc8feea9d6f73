import Foundation

/// What a catalog's path says: its table and, inside `xx.lproj`, its locale.
public enum CatalogPaths {
    /// A locale as voicelint names it: `Base` (Base.lproj) is the development language.
    public static func locale(_ locale: String, developmentLanguage: String) -> String {
        locale == "Base" ? developmentLanguage : locale
    }

    /// "App/fr.lproj/Localizable.strings" -> "App/Localizable".
    public static func table(forPath path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeAll { $0.hasSuffix(".lproj") }
        if var last = parts.last, let dot = last.lastIndex(of: ".") {
            last = String(last[..<dot])
            parts[parts.count - 1] = last
        }
        return parts.joined(separator: "/")
    }

    /// A path relative to the current folder when it is under it.
    public static func relative(_ p: String) -> String { CatalogLoader.display(p) }

    /// `file` relative to `folder` (each relative to the current folder, or absolute).
    public static func relative(_ file: String, to folder: String) -> String {
        let f = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let d = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var i = 0
        while i < f.count - 1 && i < d.count && f[i] == d[i] { i += 1 }
        return (Array(repeating: "..", count: d.count - i) + f[i...]).joined(separator: "/")
    }

    /// "App/fr.lproj/Localizable.strings" -> "fr"; "Base.lproj" -> "Base".
    public static func lprojLocale(forPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let dir = parts.dropLast().last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return String(dir.dropLast(6))
    }
}

// MARK: Android resources and gettext catalogs

extension CatalogPaths {
    /// The `values` or `values-<qualifiers>` folder that holds the file, if any:
    /// "app/src/main/res/values-fr/strings.xml" -> "values-fr".
    public static func androidValuesFolder(forPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let dir = parts[parts.count - 2]
        return dir == "values" || dir.hasPrefix("values-") ? String(dir) : nil
    }

    /// The locale a `values-<qualifiers>` folder names, nil for one that names none
    /// (`values`, `values-night`, `values-v21`): "values-fr" -> "fr",
    /// "values-pt-rBR" -> "pt-BR", "values-b+zh+Hans" -> "zh-Hans",
    /// "values-mcc310-en-rUS-land" -> "en-US". Android's legacy codes in, iw, ji
    /// become id, he, yi.
    public static func androidLocale(valuesFolder folder: String) -> String? {
        guard folder.hasPrefix("values") else { return nil }
        var qualifiers = folder.dropFirst("values".count).split(separator: "-").map(String.init)[...]
        // Mobile country and network codes come before the language.
        while let q = qualifiers.first, (q.hasPrefix("mcc") || q.hasPrefix("mnc")), q.dropFirst(3).allSatisfy(\.isNumber) {
            qualifiers = qualifiers.dropFirst()
        }
        guard let first = qualifiers.first else { return nil }
        func isASCIILetters(_ s: Substring) -> Bool { s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } }
        if first.lowercased().hasPrefix("b+") {
            // BCP 47: b+language[+script][+region]
            let tags = first.dropFirst(2).split(separator: "+")
            guard let language = tags.first, (2...3).contains(language.count), isASCIILetters(language) else { return nil }
            var out = [legacyLanguage(language.lowercased())]
            for t in tags.dropFirst() {
                if t.count == 4 && isASCIILetters(t) { out.append(t.prefix(1).uppercased() + t.dropFirst().lowercased()) } else { out.append(t.uppercased()) }
            }
            return out.joined(separator: "-")
        }
        guard (2...3).contains(first.count), isASCIILetters(first[...]) else { return nil }
        var locale = legacyLanguage(first.lowercased())
        if qualifiers.count > 1 {
            let r = qualifiers[qualifiers.startIndex + 1]
            let region = r.dropFirst()
            if r.first == "r" || r.first == "R",
               (region.count == 2 && isASCIILetters(region)) || (region.count == 3 && region.allSatisfy(\.isNumber)) {
                locale += "-" + region.uppercased()
            }
        }
        return locale
    }

    private static func legacyLanguage(_ l: String) -> String {
        switch l {
        case "in": return "id"
        case "iw": return "he"
        case "ji": return "yi"
        default: return l
        }
    }

    /// The table of an Android resource file: its path without the `values*` folder
    /// and the extension, so that every locale of one file shares it:
    /// "res/values-fr/strings.xml" -> "res/strings".
    public static func androidTable(forPath path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if androidValuesFolder(forPath: path) != nil { parts.remove(at: parts.count - 2) }
        if var last = parts.last, let dot = last.lastIndex(of: ".") {
            last = String(last[..<dot])
            parts[parts.count - 1] = last
        }
        return parts.joined(separator: "/")
    }

    /// A gettext language code as a BCP 47 locale: "pt_BR" -> "pt-BR",
    /// "sr@latin" -> "sr-Latn", "de_DE.UTF-8" -> "de-DE"; nil when it is none.
    public static func gettextLocale(_ code: String) -> String? {
        var s = Substring(code.trimmingASCIISpaces())
        var modifier: Substring?
        if let at = s.firstIndex(of: "@") { modifier = s[s.index(after: at)...]; s = s[..<at] }
        if let dot = s.firstIndex(of: ".") { s = s[..<dot] }
        let parts = s.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        func letters(_ p: Substring) -> Bool { !p.isEmpty && p.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } }
        guard let language = parts.first, (2...3).contains(language.count), letters(language) else { return nil }
        var out = [language.lowercased()]
        switch modifier?.lowercased() {
        case "latin": out.append("Latn")
        case "cyrillic": out.append("Cyrl")
        default: break
        }
        for p in parts.dropFirst() {
            if p.count == 4 && letters(p) { out.append(p.prefix(1).uppercased() + p.dropFirst().lowercased()) }
            else if (p.count == 2 && letters(p)) || (p.count == 3 && p.allSatisfy(\.isNumber)) { out.append(p.uppercased()) }
            else { return nil }
        }
        return out.joined(separator: "-")
    }

    /// The locale a `.po` file's path names: the folder before `LC_MESSAGES`
    /// ("locale/fr/LC_MESSAGES/app.po"), else the file name ("po/pt_BR.po").
    public static func gettextLocale(forPath path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if parts.count >= 3, parts[parts.count - 2] == "LC_MESSAGES", let l = gettextLocale(parts[parts.count - 3]) { return l }
        guard let name = parts.last else { return nil }
        return gettextLocale(name.hasSuffix(".po") ? String(name.dropLast(3)) : name)
    }

    /// The table of a `.po` file: its path without the parts that name `locale`, so
    /// that every language of one domain shares it: "po/fr.po" -> "po",
    /// "locale/fr/LC_MESSAGES/app.po" -> "locale/app", "po/app.po" -> "po/app";
    /// "fr.po" alone -> "messages" (gettext's default domain).
    public static func gettextTable(forPath path: String, locale: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard var name = parts.popLast() else { return "messages" }
        if name.hasSuffix(".po") { name = String(name.dropLast(3)) }
        func names(_ s: String) -> Bool {
            guard let l = gettextLocale(s) else { return false }
            return l == locale || l.split(separator: "-").first == locale.split(separator: "-").first
        }
        if parts.last == "LC_MESSAGES" {
            parts.removeLast()
            if let l = parts.last, names(l) { parts.removeLast() }
        } else if let l = parts.last, names(l) {
            parts.removeLast()
        }
        if !names(name) { parts.append(name) }
        let table = parts.joined(separator: "/")
        return table.isEmpty ? "messages" : table
    }
}

extension String {
    func trimmingASCIISpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
