import Foundation
import VoiceLintCatalog
import VoiceLintRules

/// `--fix`: applies the suggestions to the catalogs in place, one rewrite per
/// string per pass, checking again after each pass (the next rule sees the
/// previous rule's rewrite), at most four passes. `--dry-run` shows the
/// rewrites and writes nothing.
public struct Fixer {
    public var loader: CatalogLoader
    public let paths: [String]
    public let check: (Catalog) -> CheckResult

    public init(loader: CatalogLoader, paths: [String], check: @escaping (Catalog) -> CheckResult) {
        self.loader = loader
        self.paths = paths
        self.check = check
    }

    /// One string rewritten (or, with a dry run, that would be).
    public struct Change: Sendable { public var location: SourceLocation; public var locale: String; public var key: String; public var old: String; public var new: String }

    /// Suggestions left in files voicelint cannot rewrite (Android XML).
    public private(set) var skipped: [String: Int] = [:]
    /// Suggestions left out, with why (a gettext msgid, a value that changed).
    public private(set) var refused: [(location: SourceLocation, reason: String)] = []
    /// Each rewritten file's bytes as first read: it is written back only if it still has them.
    private(set) var originals: [String: [UInt8]] = [:]

    /// The changes made (or, with dryRun, that would be made), by file.
    public mutating func run(dryRun: Bool) throws(LoadError) -> [Change] {
        var changes: [String: Change] = [:]
        var order: [String] = []
        for _ in 0..<4 {
            let result = check(try loader.load(paths))
            var byFile: [String: [Finding]] = [:]
            var seen: Set<SourceLocation> = []
            skipped = [:]
            let refusedHere = Set(refused.map(\.location))
            for f in result.findings where f.suggestion != nil && f.suggestion != f.text && !refusedHere.contains(f.location) && seen.insert(f.location).inserted {
                if CatalogEditor.canRewrite(f.location.file) { byFile[f.location.file, default: []].append(f) } else { skipped[f.location.file, default: 0] += 1 }
            }
            if byFile.isEmpty { break }
            for (file, findings) in byFile.sorted(by: { $0.key < $1.key }) {
                let bytes: [UInt8]
                if let b = loader.overlay[file] { bytes = b } else {
                    do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file))) } catch {
                        throw LoadError(file: file, "cannot be read: \(error.localizedDescription)")
                    }
                    originals[file] = bytes
                }
                let edits = findings.map { ValueEdit(location: $0.location, old: $0.text, new: $0.suggestion!) }
                let (rewritten, left) = try CatalogEditor.apply(edits, file: file, bytes: bytes)
                loader.overlay[file] = rewritten
                let leftOut = Set(left.map { $0.0.location })
                for (e, reason) in left where !refused.contains(where: { $0.location == e.location }) { refused.append((e.location, reason)) }
                for f in findings where !leftOut.contains(f.location) {
                    let id = "\(f.location)"
                    if var c = changes[id] { c.new = f.suggestion!; changes[id] = c } else {
                        changes[id] = Change(location: f.location, locale: f.locale, key: f.key, old: f.text, new: f.suggestion!)
                        order.append(id)
                    }
                }
            }
        }
        if !dryRun {
            for (file, bytes) in loader.overlay {
                try CatalogFileWriter.replace(path: file, with: bytes, expecting: originals[file] ?? [])
            }
        }
        return order.compactMap { changes[$0] }.filter { $0.old != $0.new }
    }
}
