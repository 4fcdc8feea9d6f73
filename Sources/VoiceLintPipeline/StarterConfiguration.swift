import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintRules
import VoiceLintSources

/// `voicelint init`: a starter `.voicelint.json` guessed from a project: where its
/// catalogs are, its languages and development language, the key patterns that look like
/// labels and hints, and (with sources) the source folders that say which keys are which.
public struct StarterConfiguration: Sendable {
    /// Folders (relative to the project) that hold catalogs, as include patterns.
    public var include: [String] = []
    public var locales: [String] = []
    public var developmentLanguage = "en"
    /// Key patterns by role; hints first, so that a hint pattern wins over a broader label one.
    public var hintPatterns: [String] = []
    public var labelPatterns: [String] = []
    /// Source folders, relative to the project.
    public var sources: [String] = []
    /// How many keys the patterns (and the default conventions) make labels and hints, and how many the sources name.
    public var labelsByPattern = 0, hintsByPattern = 0, keysFromSources = 0, keys = 0
    public var baseline: String?

    /// Looks at the project in `folder` (and its sources, when given).
    public static func guess(folder: String, sources: [String] = []) throws(PipelineError) -> StarterConfiguration {
        var s = StarterConfiguration()
        let catalog: Catalog
        do { catalog = try CatalogLoader().load([folder]) } catch { throw PipelineError(error.description) }
        guard !catalog.files.isEmpty else { throw PipelineError("\(folder): no catalogs found (.xcstrings, .strings, .stringsdict, .xliff, .po, strings.xml)") }
        s.keys = catalog.entries.count
        // The folder above each xx.lproj (or the catalog's own folder) holds the catalogs.
        var dirs: [String] = []
        for f in catalog.files {
            var parts = CatalogPaths.relative(f, to: folder).split(separator: "/").map(String.init).dropLast()
            if let i = parts.firstIndex(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcloc") }) { parts = parts[..<i] }
            let dir = parts.joined(separator: "/")
            if !dirs.contains(dir) { dirs.append(dir) }
        }
        // A folder inside another one listed is already included ("Tidepool/**" holds "Tidepool/Exports").
        let outer = dirs.filter { d in !dirs.contains { o in o != d && (o.isEmpty || d.hasPrefix(o + "/")) } }
        s.include = outer.sorted().map { $0.isEmpty ? "**" : $0 + "/**" }
        var counts: [String: Int] = [:]
        for e in catalog.entries where e.sourceLocale != "Base" { counts[e.sourceLocale, default: 0] += 1 }
        s.developmentLanguage = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "en"
        // Base.lproj is the development language: the name a later --locale and `locales` use.
        s.locales = VoiceLint.uniqued(catalog.locales.map { CatalogPaths.locale($0, developmentLanguage: s.developmentLanguage) })

        var hint: [String] = [], label: [String] = []
        // Patterns come before the default conventions: a hint the conventions would find
        // needs its pattern too, or the broader label pattern would take it.
        for e in catalog.entries {
            guard let (l, h) = patterns(forKey: e.key) else { continue }
            if let h { if !hint.contains(h) { hint.append(h) } } else if !label.contains(l) { label.append(l) }
        }
        s.hintPatterns = hint.sorted()
        s.labelPatterns = label.sorted()
        var roles = RoleClassifier()
        roles.keyPatterns = s.hintPatterns.map { ($0, .hint) } + s.labelPatterns.map { ($0, .label) }
        for e in catalog.entries {
            switch roles.role(of: e) {
            case .label: s.labelsByPattern += 1
            case .hint: s.hintsByPattern += 1
            case .other, .part: break
            }
        }
        if !sources.isEmpty {
            do {
                s.keysFromSources = try SourceScanner.scan(paths: sources, knownKeys: Set(catalog.entries.map(\.key))).count
            } catch { throw PipelineError("\(error)") }
            s.sources = sources.map { CatalogPaths.relative($0, to: folder) }
        }
        return s
    }

    /// The label pattern and, for a key that ends like a hint, the hint pattern, of a key
    /// with an accessibility part: "a11y_edit_room_hint" -> ("a11y_*", "a11y_*_hint"),
    /// "Scene.Compose.Accessibility.LogoHint" -> ("*.Accessibility.*", "*.Accessibility.*Hint").
    static func patterns(forKey key: String) -> (label: String, hint: String?)? {
        let delimiters: Set<Character> = [".", "_", "-", "/"]
        var parts: [(text: String, start: String.Index)] = []
        var start = key.startIndex
        for i in key.indices where delimiters.contains(key[i]) {
            parts.append((String(key[start..<i]), start))
            start = key.index(after: i)
        }
        parts.append((String(key[start...]), start))
        guard let m = parts.dropLast().firstIndex(where: { p in
            let l = p.text.lowercased()
            return l.hasPrefix("a11y") || l.hasPrefix("accessibility") || l == "voiceover"
        }) else { return nil }
        let marker = parts[m]
        let end = key.index(marker.start, offsetBy: marker.text.count)
        let after = key[end]
        let label = (m == 0 ? "" : "*" + String(key[key.index(before: marker.start)])) + marker.text + String(after) + "*"
        let last = parts[parts.count - 1].text
        guard last.lowercased().hasSuffix("hint") else { return (label, nil) }
        if last.lowercased() == "hint" {
            let delimiter = key[key.index(before: parts[parts.count - 1].start)]
            // The hint right after the marker ("player.volume.a11y.hint"): no segment between them.
            if m == parts.count - 2 { return (label, String(label.dropLast(2)) + String(delimiter) + last) }
            return (label, label + String(delimiter) + last)
        }
        return (label, label + String(last.suffix(4)))
    }

    /// The configuration file's text: ordered keys, a `$comment` that says what was guessed.
    public var json: String {
        func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }
        var comment = [
            "Written by voicelint init: a starting point, read it and adjust (voicelint.schema.json documents every key).",
            "include: the folders that hold catalogs; locales: the languages found (remove one to stop checking it).",
            "roles: key patterns (* any run of characters) that look like accessibility labels and hints;",
            "keys named *.accessibilityLabel / *.accessibilityHint and a11y.*.label / .hint are found without them.",
        ]
        comment.append("With them, \(labelsByPattern) of \(keys) keys are labels and \(hintsByPattern) hints.")
        if !sources.isEmpty { comment.append("sources: the app's code says which keys are labels and hints (\(keysFromSources) keys found).") }
        if baseline != nil { comment.append("baseline: today's findings, hidden until they change; new findings fail the gate.") }
        var lines = ["{", "  \"$comment\": " + list(comment) + ","]
        lines.append("  \"developmentLanguage\": \(quote(developmentLanguage)),")
        lines.append("  \"include\": \(list(include)),")
        lines.append("  \"locales\": \(list(locales)),")
        lines.append("  \"roles\": {")
        lines.append("    \"hint\": \(list(hintPatterns)),")
        lines.append("    \"label\": \(list(labelPatterns))")
        lines.append("  },")
        if !sources.isEmpty { lines.append("  \"sources\": \(list(sources)),") }
        if let baseline { lines.append("  \"baseline\": \(quote(baseline)),") }
        lines.append("  \"gate\": {\"failOn\": \"error\"}")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func quote(_ s: String) -> String {
        var out = ""
        JSONText.quote(s, into: &out)
        return out
    }
}
