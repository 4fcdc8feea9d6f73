import Foundation
import VoiceLintCatalog
import VoiceLintRules

/// `.voicelint.json`: what a project says about its rules, roles, files,
/// lexicons and release gate. Every key is documented in the README and in
/// `voicelint.schema.json`; an unknown key or a bad value is an error that
/// names the key, the file, the line and the column.
public struct Configuration: Sendable {
    /// The keys a `.voicelint.json` may have at its top level (the README's configuration table has a row for each).
    public static let keys = ["rules", "roles", "rolesFile", "sources", "scanSources", "include", "exclude", "lexicons",
                              "developmentLanguage", "locales", "baseline", "labelMaxWords", "hintMaxWords", "untranslatedAllowlist", "gate"]

    public var file: String?
    public var settings = RuleSettings()
    public var keyPatterns: [(pattern: String, role: Role)] = []
    public var rolesFile: String?
    /// Source folders to scan for keys used as labels and hints, besides the checked folders.
    public var sources: [String] = []
    /// Whether the Swift, Objective-C and Interface Builder files under the checked folders
    /// are scanned for roles (`"scanSources": false` turns it off, as `--no-sources` does).
    public var scanSources = true
    public var include: [String] = []
    public var exclude: [String] = []
    /// Extra lexicon folders (each with <language>/ subfolders).
    public var lexicons: [String] = []
    public var developmentLanguage: String?
    /// Only these locales are checked (all when empty).
    public var locales: [String] = []
    /// A baseline file, relative to the configuration's folder.
    public var baseline: String?
    public var gate = GatePolicy()

    public init() {}

    public static let fileName = ".voicelint.json"

    /// `.voicelint.json` in the folder of `path` or any folder above it.
    public static func find(from path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDir: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) || !isDir.boolValue {
            url = url.deletingLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return CatalogPaths.relative(candidate.path) }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// A path from the file, relative to the file's folder.
    public func resolve(_ p: String) -> String {
        p.hasPrefix("/") ? p : (baseFolder as NSString).appendingPathComponent(p)
    }

    /// The folder the file's relative paths start from.
    public var baseFolder: String {
        guard let file else { return "." }
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? "." : dir
    }

    public static func load(_ path: String) throws(LoadError) -> Configuration {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw LoadError(file: path, "the configuration cannot be read: \(error.localizedDescription)")
        }
        return try parse(bytes, file: path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(LoadError) -> Configuration {
        try bytes.withUnsafeBufferPointer { (buf) throws(LoadError) -> Configuration in
            let lines = LineIndex(buf)
            let at = { (n: JSONNode) -> SourceLocation in
                let p = lines.position(of: n.offset, in: buf)
                return SourceLocation(file: file, line: p.line, column: p.column)
            }
            let root: JSONNode
            do throws(JSONSyntaxError) { root = try JSONReader.parse(buf) } catch {
                let p = lines.position(of: error.offset, in: buf)
                throw LoadError(SourceLocation(file: file, line: p.line, column: p.column), "invalid JSON: \(error.message)")
            }
            var r = ConfigReader(at: at)
            var c = Configuration()
            c.file = file
            try r.read(root, into: &c)
            return c
        }
    }
}

/// The release gate: the fail level and the minimum scores.
public struct GatePolicy: Sendable {
    /// nil: never fail on findings.
    public var failOn: Severity? = .error
    public var minScore: Double?
    public var localeMinScore: [String: Double] = [:]
    public init() {}
}

/// Reads the configuration's JSON, key by key, with positions for every error.
struct ConfigReader {
    let at: (JSONNode) -> SourceLocation

    func fail(_ n: JSONNode, _ key: String, _ message: String) -> LoadError {
        LoadError(at(n), "\"\(key)\": \(message)")
    }

    func object(_ n: JSONNode, _ key: String) throws(LoadError) -> [(key: String, value: JSONNode)] {
        guard let m = n.members else { throw fail(n, key, "expected an object, found \(n.typeName)") }
        return m
    }

    func string(_ n: JSONNode, _ key: String) throws(LoadError) -> String {
        guard let s = n.string else { throw fail(n, key, "expected a string, found \(n.typeName)") }
        return s
    }

    func strings(_ n: JSONNode, _ key: String) throws(LoadError) -> [String] {
        guard case .array(let items) = n.value else { throw fail(n, key, "expected an array of strings, found \(n.typeName)") }
        var out: [String] = []
        for i in items { out.append(try string(i, key)) }
        return out
    }

    func number(_ n: JSONNode, _ key: String, _ range: ClosedRange<Double>) throws(LoadError) -> Double {
        guard case .number(let raw) = n.value, let d = Double(raw) else { throw fail(n, key, "expected a number, found \(n.typeName)") }
        guard range.contains(d) else { throw fail(n, key, "expected a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), found \(raw)") }
        return d
    }

    func wordLimit(_ n: JSONNode, _ key: String) throws(LoadError) -> Int {
        let d = try number(n, key, 1...100)
        guard d == d.rounded() else { throw fail(n, key, "expected a whole number") }
        return Int(d)
    }

    /// "off" or a severity.
    func level(_ n: JSONNode, _ key: String) throws(LoadError) -> Severity? {
        let s = try string(n, key)
        if s == "off" { return nil }
        guard let sev = Severity(rawValue: s) else { throw fail(n, key, "expected error, warning, info or off, found \"\(s)\"") }
        return sev
    }

    func ruleID(_ n: JSONNode, _ id: String) throws(LoadError) {
        guard RuleRegistry.rule(id) != nil else {
            if let near = Suggestions.nearest(id, in: RuleRegistry.ids) { throw fail(n, id, "no such rule; did you mean \(near)?") }
            throw fail(n, id, "no such rule (voicelint rules lists them)")
        }
    }

    func read(_ root: JSONNode, into c: inout Configuration) throws(LoadError) {
        for (key, v) in try object(root, "(top level)") {
            switch key {
            case "$schema", "$comment": continue
            case "rules":
                for (id, value) in try object(v, key) {
                    try ruleID(value, id)
                    if value.members != nil {
                        for (k, sub) in try object(value, id) {
                            switch k {
                            case "severity": set(&c.settings, id, try level(sub, "\(id).severity"), locale: nil)
                            case "locales":
                                for (loc, lv) in try object(sub, "\(id).locales") { set(&c.settings, id, try level(lv, "\(id).locales.\(loc)"), locale: loc) }
                            default: throw fail(sub, "\(id).\(k)", "unknown key (expected severity or locales)")
                            }
                        }
                    } else {
                        set(&c.settings, id, try level(value, id), locale: nil)
                    }
                }
            case "roles":
                for (role, patterns) in try object(v, key) {
                    guard let r = Role(rawValue: role), r == .label || r == .hint else { throw fail(patterns, "roles.\(role)", "unknown role (expected label or hint)") }
                    for p in try strings(patterns, "roles.\(role)") { c.keyPatterns.append((p, r)) }
                }
            case "rolesFile": c.rolesFile = try string(v, key)
            case "sources": c.sources = try strings(v, key)
            case "scanSources":
                guard let b = v.bool else { throw fail(v, key, "expected true or false, found \(v.typeName)") }
                c.scanSources = b
            case "include": c.include = try strings(v, key)
            case "exclude": c.exclude = try strings(v, key)
            case "lexicons": c.lexicons = try strings(v, key)
            case "developmentLanguage": c.developmentLanguage = try string(v, key)
            case "locales": c.locales = try strings(v, key)
            case "baseline": c.baseline = try string(v, key)
            case "labelMaxWords": c.settings.labelMaxWords = try wordLimit(v, key)
            case "hintMaxWords": c.settings.hintMaxWords = try wordLimit(v, key)
            case "untranslatedAllowlist": c.settings.untranslatedAllowlist = Set(try strings(v, key))
            case "gate":
                for (k, g) in try object(v, key) {
                    switch k {
                    case "failOn":
                        let s = try string(g, "gate.failOn")
                        switch s {
                        case "never": c.gate.failOn = nil
                        default:
                            guard let sev = Severity(rawValue: s) else { throw fail(g, "gate.failOn", "expected error, warning, info or never, found \"\(s)\"") }
                            c.gate.failOn = sev
                        }
                    case "minScore": c.gate.minScore = try number(g, "gate.minScore", 0...100)
                    case "locales":
                        for (loc, lv) in try object(g, "gate.locales") {
                            for (lk, lval) in try object(lv, "gate.locales.\(loc)") {
                                guard lk == "minScore" else { throw fail(lval, "gate.locales.\(loc).\(lk)", "unknown key (expected minScore)") }
                                c.gate.localeMinScore[loc] = try number(lval, "gate.locales.\(loc).minScore", 0...100)
                            }
                        }
                    default: throw fail(g, "gate.\(k)", "unknown key (expected failOn, minScore or locales)")
                    }
                }
            default:
                throw fail(v, key, "unknown key (expected one of: \(Configuration.keys.joined(separator: ", ")))")
            }
        }
    }

    func set(_ s: inout RuleSettings, _ id: String, _ level: Severity?, locale: String?) {
        if let locale {
            if let level { s.localeSeverity[locale, default: [:]][id] = level } else { s.localeDisabled[locale, default: []].insert(id) }
        } else {
            if let level { s.severity[id] = level } else { s.disabled.insert(id) }
        }
    }
}
