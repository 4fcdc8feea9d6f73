import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintReport
import VoiceLintRules
import VoiceLintSources

/// `voicelint roles`: every key taken as a label, hint or part, and why, decided as
/// a check decides it (the roles file, the app's code, the configuration's
/// patterns, the key's name, its catalog comment, in that order).
public struct RoleListing: Sendable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// `label`, `hint`, `label+hint` (the code uses the key both ways) or `part`.
        public var role: String
        /// Where the role comes from: `file:line:col` of each use in code, else `roles file PATH`,
        /// `pattern GLOB`, `key name` or `catalog comment`.
        public var evidence: [String]
        /// The role was read from the app's code.
        public var fromCode: Bool
    }

    /// Sorted by key.
    public var entries: [Entry]
    public var notes: [String]
    /// Catalogs that could not be read (the others were).
    public var loadProblems: [LoadError]

    public var tsv: String {
        var out = "key\trole\tevidence\n"
        for e in entries { out += "\(Self.field(e.key))\t\(e.role)\t\(e.evidence.map(Self.field).joined(separator: " "))\n" }
        return out
    }

    /// One line per key: role, key, evidence, in columns (a key longer than 40 characters pushes its own line's evidence).
    public var text: String {
        let roleWidth = (entries.map(\.role.count).max() ?? 0) + 2
        let keyWidth = min(entries.map(\.key.count).max() ?? 0, 40) + 2
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(2, w - s.count)) }
        var out = ""
        // A gettext context is shown as Finding.displayKey shows it ("voice note|Play"), not as its control character.
        for e in entries { out += pad(e.role, roleWidth) + pad(e.key.replacingOccurrences(of: "\u{4}", with: "|"), keyWidth) + e.evidence.joined(separator: ", ") + "\n" }
        return out + summary + "\n"
    }

    public var json: String {
        var out = "{\n  \"roles\": ["
        for (n, e) in entries.enumerated() {
            out += n == 0 ? "\n" : ",\n"
            out += "    {\"key\": \(Self.quote(e.key)), \"role\": \(Self.quote(e.role)), \"fromCode\": \(e.fromCode), \"evidence\": ["
            out += e.evidence.map(Self.quote).joined(separator: ", ") + "]}"
        }
        out += entries.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": \(Self.quote(summary))\n}\n"
        return out
    }

    /// "12 labels, 3 hints, 4 parts; 15 from code".
    public var summary: String {
        func count(_ role: String) -> Int { entries.filter { $0.role == role }.count }
        let labels = count("label"), hints = count("hint"), both = count("label+hint"), parts = count("part")
        var s = [Plural.count(labels, "label"), Plural.count(hints, "hint")]
        if both > 0 { s.append("\(both) label+hint") }
        s.append(Plural.count(parts, "part"))
        // From code: the labels and hints (what the check's summary counts) apart from the parts.
        let code = entries.filter(\.fromCode), codeParts = code.filter { $0.role == "part" }.count
        return s.joined(separator: ", ") + "; from code: " + [Plural.count(code.count - codeParts, "label or hint", "labels and hints"), Plural.count(codeParts, "part")].joined(separator: ", ")
    }

    /// Tabs and line breaks in a key would break a line of TSV: written as escapes.
    private static func field(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x5C }) else { return s }
        return s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func quote(_ s: String) -> String {
        var out = ""
        JSONText.quote(s, into: &out)
        return out
    }
}

extension VoiceLint {
    /// The roles of the keys of the catalogs at `paths`, with their evidence.
    public static func roles(paths: [String], options: CheckOptions = CheckOptions()) throws(PipelineError) -> RoleListing {
        let config = options.configuration
        let developmentLanguage = options.developmentLanguage ?? config.developmentLanguage ?? "en"
        let classifier = try roleClassifier(options: options, config: config)
        var loader = catalogLoader(config: config, developmentLanguage: developmentLanguage)
        loader.overlay = options.contents
        let progress = options.progress ?? { _ in }
        let loaded: CatalogLoader.LoadResult
        do {
            loaded = try loader.loadCollecting(paths) { n, total, file in progress("loading \(n + 1)/\(total) \(file)") }
        } catch { throw PipelineError(error.description) }
        try requireCatalogs(loaded.catalog, paths: paths, problems: loaded.problems)
        var notes: [String] = []
        let uses = try SourceRoles.scan(paths: paths, options: options, config: config, catalog: loaded.catalog, notes: &notes).uses
        var roles = classifier
        SourceRoles.apply(uses, to: &roles)
        let decide = RoleEvidence(classifier: roles, uses: uses, rolesFile: rolesFile(options: options, config: config))

        var entries: [String: RoleListing.Entry] = [:]
        for entry in loaded.catalog.entries where entries[entry.key] == nil {
            if let e = decide.entry(key: entry.key, comment: entry.comment) { entries[entry.key] = e }
        }
        return RoleListing(entries: entries.values.sorted { $0.key < $1.key }, notes: notes, loadProblems: loaded.problems)
    }

    /// `file:line:col` with the file relative to the current folder.
    static func relative(_ l: SourceLocation) -> String { "\(relativeFile(l.file)):\(l.line):\(l.column)" }

    /// A path as reports show it: relative to the current folder, without a leading `./`.
    static func relativeFile(_ path: String) -> String {
        var file = CatalogPaths.relative(path)
        if file.hasPrefix("./") { file.removeFirst(2) }
        return file
    }
}

/// Why a key is a label, hint or part, decided in the order the check decides: the app's code
/// (a part included), the roles file, the configuration's patterns, the key's name, its
/// catalog comment. `voicelint roles` lists it; the JSON report gives a finding its first evidence.
struct RoleEvidence {
    /// The classifier the check uses (the roles file and patterns, and what the code said: `SourceRoles.apply`).
    let classifier: RoleClassifier
    let uses: [String: SourceKeyUse]
    let rolesFile: String?

    func evidence(for findings: [Finding]) -> [String: String] {
        var out: [String: String] = [:]
        for f in findings where f.role != .other && out[f.key] == nil {
            out[f.key] = entry(key: f.key, comment: nil)?.evidence.first ?? "catalog comment"
        }
        return out
    }

    /// The key's role and evidence; nil when it is none of label, hint and part (or only its comment, when none is given, says so).
    func entry(key: String, comment: String?) -> RoleListing.Entry? {
        if classifier.codeKeys.contains(key) {
            guard let use = uses[key] else {
                // A label or hint written in the code as a literal (its key is its place).
                return RoleListing.Entry(key: key, role: (classifier.knownKeys[key] ?? .label).rawValue, evidence: ["written in code"], fromCode: true)
            }
            let whole = use.roles.subtracting([.part])
            let role = whole.count > 1 ? "label+hint" : use.role.rawValue
            let places = use.usages.filter { $0.role == use.role || (whole.count > 1 && $0.role != .part) }.map { VoiceLint.relative($0.location) }
            return RoleListing.Entry(key: key, role: role, evidence: places, fromCode: true)
        }
        if let r = classifier.knownKeys[key], let rolesFile {
            return RoleListing.Entry(key: key, role: r.rawValue, evidence: ["roles file \(rolesFile)"], fromCode: false)
        }
        // A hint pattern first, as the classifier reads them.
        for (p, r) in classifier.keyPatterns.filter({ $0.role == .hint }) + classifier.keyPatterns.filter({ $0.role != .hint }) where Glob.matches(p, key) {
            return RoleListing.Entry(key: key, role: r.rawValue, evidence: ["pattern \(p)"], fromCode: false)
        }
        if let r = RoleClassifier.roleFromKey(key) {
            return RoleListing.Entry(key: key, role: r.rawValue, evidence: ["key name"], fromCode: false)
        }
        if let comment, let r = RoleClassifier.roleFromComment(comment) {
            return RoleListing.Entry(key: key, role: r.rawValue, evidence: ["catalog comment"], fromCode: false)
        }
        return nil
    }
}
