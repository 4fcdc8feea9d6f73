import Foundation
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

/// Today's findings, recorded so that a team can adopt voicelint on an app
/// that already has hundreds and fail only on new ones. Entries match on
/// (catalog path, key, locale, rule, text), never on line numbers: reordering
/// or editing other strings leaves the baseline valid. Paths are stored
/// relative to the baseline file's folder.
public struct Baseline: Sendable {
    /// What identifies a known finding (never its line).
    public struct Entry: Hashable, Sendable {
        public var file: String
        public var key: String
        public var locale: String
        public var rule: String
        public var text: String
    }

    /// Each entry with how many times it occurs.
    public private(set) var counts: [Entry: Int] = [:]
    public let path: String

    public init(path: String, findings: [Finding] = []) {
        self.path = path
        for f in findings { counts[entry(f), default: 0] += 1 }
    }

    public var count: Int { counts.values.reduce(0, +) }

    /// The entries recorded under one locale tag counted under another: a baseline written when
    /// findings in Base.lproj were tagged `Base` matches them tagged with the development language.
    public mutating func renameLocale(_ old: String, to new: String) {
        for (e, n) in counts where e.locale == old {
            counts[e] = nil
            var renamed = e
            renamed.locale = new
            counts[renamed, default: 0] += n
        }
    }

    func entry(_ f: Finding) -> Entry {
        Entry(file: CatalogPaths.relative(f.location.file, to: folder), key: f.key, locale: f.locale, rule: f.rule, text: f.text)
    }

    var folder: String {
        let d = (path as NSString).deletingLastPathComponent
        return d.isEmpty ? "." : d
    }

    /// Splits findings into new ones and those the baseline knows; counts the
    /// baseline entries that no longer occur.
    public func apply(_ findings: [Finding]) -> (new: [Finding], known: Int, stale: Int) {
        var left = counts
        var new: [Finding] = []
        var known = 0
        for f in findings {
            let e = entry(f)
            if let n = left[e], n > 0 { left[e] = n - 1; known += 1 } else { new.append(f) }
        }
        return (new, known, left.values.reduce(0, +))
    }

    public func write() throws {
        let items: [JSONValueOut] = counts.flatMap { e, n in Array(repeating: e, count: n) }
            .sorted { ($0.file, $0.key, $0.locale, $0.rule, $0.text) < ($1.file, $1.key, $1.locale, $1.rule, $1.text) }
            .map { e in .object([("file", .string(e.file)), ("key", .string(e.key)), ("locale", .string(e.locale)),
                                 ("rule", .string(e.rule)), ("text", .string(e.text))]) }
        let root: JSONValueOut = .object([("version", .int(1)), ("tool", .string("voicelint")), ("findings", .array(items))])
        try Data((root.render() + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    public static func read(_ path: String) throws(LoadError) -> Baseline {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw LoadError(path: path, FileManager.default.fileExists(atPath: path) ? "the baseline cannot be read" : "no such baseline file")
        }
        return try bytes.withUnsafeBufferPointer { (buf) throws(LoadError) -> Baseline in
            let lines = LineIndex(buf)
            func at(_ offset: Int) -> SourceLocation {
                let p = lines.position(of: offset, in: buf)
                return SourceLocation(file: path, line: p.line, column: p.column)
            }
            let root: JSONNode
            do throws(JSONSyntaxError) { root = try JSONReader.parse(buf) } catch { throw LoadError(at(error.offset), "invalid JSON: \(error.message)") }
            guard root["version"]?.int == 1 else { throw LoadError(at(root.offset), "expected a voicelint baseline with \"version\": 1") }
            guard let list = root["findings"], case .array(let items) = list.value else {
                throw LoadError(at(root.offset), "expected \"findings\": an array")
            }
            var b = Baseline(path: path)
            for item in items {
                var fields: [String: String] = [:]
                for name in ["file", "key", "locale", "rule", "text"] {
                    guard let v = item[name]?.string else { throw LoadError(at(item.offset), "expected a string \"\(name)\" in every baseline entry") }
                    fields[name] = v
                }
                b.counts[Entry(file: fields["file"]!, key: fields["key"]!, locale: fields["locale"]!, rule: fields["rule"]!, text: fields["text"]!), default: 0] += 1
            }
            return b
        }
    }
}
