import Foundation
import VoiceLintCatalog

/// `--changed-since REV`: the keys whose values (in any locale, any variation) differ
/// between the working tree and a git revision. A key new since the revision, or in a
/// file the revision lacks, has changed.
struct ChangedKeys {
    private var keys: Set<String> = []
    var count: Int { keys.count }

    init(since rev: String, catalog: Catalog, loader: CatalogLoader) throws(PipelineError) {
        var old = loader
        var tops: [String: String] = [:]
        var baseTables: Set<String> = []
        for f in catalog.files where CatalogPaths.lprojLocale(forPath: f) == "Base" { baseTables.insert(CatalogPaths.table(forPath: f)) }
        var before: [String: Set<String>] = [:]
        var checkedRevision = false
        for file in catalog.files {
            let absolute = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath()
            let dir = absolute.deletingLastPathComponent().path
            let top: String
            if let t = tops[dir] { top = t } else {
                guard let t = try? Git.run(["rev-parse", "--show-toplevel"], in: dir).trimmingCharacters(in: .whitespacesAndNewlines) else {
                    throw PipelineError("\(file): --changed-since needs a git work tree, and this file is not in one")
                }
                top = URL(fileURLWithPath: t).resolvingSymlinksInPath().path
                tops[dir] = top
            }
            if !checkedRevision {
                do { _ = try Git.run(["rev-parse", "--verify", "--quiet", rev + "^{commit}"], in: top) } catch {
                    throw PipelineError("--changed-since: \"\(rev)\" is not a git revision here")
                }
                checkedRevision = true
            }
            let rel = String(absolute.path.dropFirst(top.count + 1))
            // A file the revision lacks: every key in it is new.
            guard let bytes = try? Git.bytes(["show", "\(rev):\(rel)"], in: top) else { continue }
            old.overlay[file] = bytes
            // A file that did not parse then (a merge conflict, say): its keys count as changed.
            guard let (entries, _) = try? old.loadFile(file, baseTables: baseTables) else { continue }
            for e in entries { before[Self.id(e), default: []].formUnion(Self.values(e)) }
        }
        // Compared as sets: a value several files give (an XLIFF export's source beside the
        // String Catalog's) counts once, as the loader merges it.
        var now: [String: Set<String>] = [:]
        for e in catalog.entries { now[Self.id(e), default: []].formUnion(Self.values(e)) }
        for (id, values) in now where before[id] != values { keys.insert(id) }
    }

    /// The catalog with only the changed keys (and the loader notes about them).
    func restrict(_ c: Catalog) -> Catalog {
        Catalog(entries: c.entries.filter { keys.contains(Self.id($0)) },
                notes: c.notes.filter { keys.contains($0.table + "\u{0}" + $0.key) }, files: c.files)
    }

    private static func id(_ e: Entry) -> String { e.table + "\u{0}" + e.key }

    /// Every value of the entry, with its locale and variation.
    private static func values(_ e: Entry) -> [String] {
        e.localizations.flatMap { l in l.units.map { l.locale + "\u{0}" + $0.variant.joined(separator: "/") + "\u{0}" + $0.value } }
    }
}

/// Runs git; its output, or an error with what it said.
enum Git {
    struct Failure: Error { var message: String }

    static func bytes(_ args: [String], in dir: String) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-C", dir] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Failure(message: String(decoding: message, as: UTF8.self)) }
        return Array(data)
    }

    static func run(_ args: [String], in dir: String) throws -> String {
        String(decoding: try bytes(args, in: dir), as: UTF8.self)
    }
}
