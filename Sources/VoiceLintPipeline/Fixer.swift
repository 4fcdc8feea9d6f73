import Foundation
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

/// `--fix`: writes the suggestions `--fix` may apply into the catalogs, in place. It starts
/// from the findings of the catalog's check; the entries rewritten are checked again in
/// memory (only they, among all the others), so that the next rule sees the previous rule's
/// rewrite (at most four rounds); each file is then rewritten once, with every string's last text. `--dry-run`
/// shows the rewrites and writes nothing.
public struct Fixer {
    /// Which suggestions are written.
    public enum Scope: Sendable {
        /// `--fix`: only those whose meaning is kept by construction.
        case safe
        /// `--fix --unsafe-fixes`: also those that change words.
        case unsafeToo

        func applies(_ a: Applicability?) -> Bool {
            switch a {
            case .safe: return true
            case .unsafe: return self == .unsafeToo
            case .displayOnly, nil: return false
            }
        }
    }

    public var loader: CatalogLoader
    /// The catalog checked, with the rewrites made (or, with a dry run, that would be made).
    public private(set) var catalog: Catalog
    public let scope: Scope
    /// The findings of the catalog as given.
    let findings: [Finding]
    /// The findings whose suggestions may be written (not those of a part, say).
    let writable: (Finding) -> Bool
    /// The findings of the entries rewritten as they are at the end, and the entries and locales
    /// checked, when the last round checked just those (nothing was rewritten after the first).
    public private(set) var recheck: (entries: [Int: Set<String>], findings: [Finding])?
    /// Checks some of the catalog's entries (by index) in some locales (the selection grows by
    /// those checked with them; see `Checker.check(_:entries:)`).
    public let check: (Catalog, inout [Int: Set<String>]) -> [Finding]
    /// The entries rewritten, by index in `catalog`, and their locales rewritten
    /// (`Checker.everyLocale` where the source was: every translation is compared with it).
    public private(set) var edited: [Int: Set<String>] = [:]

    public init(loader: CatalogLoader, catalog: Catalog, findings: [Finding], scope: Scope = .safe,
                writable: @escaping (Finding) -> Bool = { _ in true }, check: @escaping (Catalog, inout [Int: Set<String>]) -> [Finding]) {
        self.loader = loader
        self.catalog = catalog
        self.findings = findings
        self.writable = writable
        self.scope = scope
        self.check = check
    }

    /// One string rewritten (or, with a dry run, that would be).
    public typealias Change = Rewrite

    /// Suggestions left in files voicelint cannot rewrite (Android XML).
    public private(set) var skipped: [String: Int] = [:]
    /// Suggestions left out, with why (a gettext msgid, a value that changed).
    public private(set) var refused: [(location: SourceLocation, reason: String)] = []
    /// Strings whose suggestions `--fix` left because they change words (`--unsafe-fixes` writes them).
    public var unsafeLeft: Int { unsafePlaces.count }
    private var unsafePlaces: Set<SourceLocation> = []
    /// Whether a rewrite changed how many lines a value spans (a line break written as
    /// itself, in XML): the places read before it are not where they were.
    public private(set) var movedLines = false
    /// Each rewritten file's bytes as first read: it is written back only if it still has them.
    private(set) var originals: [String: [UInt8]] = [:]
    /// Called with a line that says what the rewrite is doing (its rounds, each file it edits and writes).
    public var progress: (String) -> Void = { _ in }

    /// The changes made (or, with dryRun, that would be made), in the order found.
    public mutating func run(dryRun: Bool) throws(LoadError) -> [Change] {
        var changes: [SourceLocation: Change] = [:]
        var order: [SourceLocation] = []
        // Where each rewritten string is in the catalog: entry, localization, unit.
        var place: [SourceLocation: (entry: Int, localization: Int, unit: Int)] = [:]
        var findings = self.findings
        var changedLast: Set<SourceLocation>? = nil
        var lastSelection: [Int: Set<String>]?
        var rounds = 1
        var rewritable = CatalogEditor.RewritableFiles()
        for _ in 0..<4 {
            var seen: Set<SourceLocation> = []
            var edited: [Int: Set<String>] = [:]
            var changedNow: Set<SourceLocation> = []
            for f in findings where f.suggestion != nil && f.suggestion != f.text && writable(f) {
                // After the first round: the strings rewritten, and the translations of a source rewritten
                // (a capital given to the source makes the translation's capital safe too).
                if let last = changedLast, !last.contains(f.location), !(lastSelection?[Int(f.entryIndex)]?.contains(Checker.everyLocale) ?? false) { continue }
                guard scope.applies(f.applicability), f.entryIndex >= 0 else {
                    if changedLast == nil && f.applicability == .unsafe && rewritable.contains(f.location.file) { unsafePlaces.insert(f.location) }
                    continue
                }
                // One rewrite per string per round: the next is checked on its text.
                guard seen.insert(f.location).inserted else { continue }
                guard rewritable.contains(f.location.file) else {
                    if changedLast == nil { skipped[f.location.file, default: 0] += 1 }
                    continue
                }
                let e = Int(f.entryIndex)
                guard let at = place[f.location] ?? Self.unit(at: f.location, in: catalog.entries[e]),
                      catalog.entries[e].localizations[at.localization].units[at.unit].value == f.text else { continue }
                place[f.location] = (e, at.localization, at.unit)
                catalog.entries[e].localizations[at.localization].units[at.unit].value = f.suggestion!
                if var c = changes[f.location] {
                    c.new = f.suggestion!
                    c.rules.append(f.rule)
                    c.applicability = max(c.applicability, f.applicability!)
                    changes[f.location] = c
                } else {
                    let source = catalog.entries[e].source.flatMap { s in
                        s.units.first { $0.variant == catalog.entries[e].localizations[at.localization].units[at.unit].variant }?.value
                    }
                    changes[f.location] = Rewrite(location: f.location, locale: f.locale, key: f.key, old: f.text, new: f.suggestion!,
                                                 rules: [f.rule], applicability: f.applicability!,
                                                 source: catalog.entries[e].sourceLocale == f.locale ? nil : source)
                    order.append(f.location)
                }
                let locale = catalog.entries[e].localizations[at.localization].locale
                edited[e, default: []].insert(locale == catalog.entries[e].sourceLocale ? Checker.everyLocale : locale)
                changedNow.insert(f.location)
            }
            if edited.isEmpty {
                // The round before checked the entries it rewrote, all of them where it was the first.
                if rounds == 2, let last = lastSelection { recheck = (last, findings) }
                break
            }
            self.edited.merge(edited) { $0.union($1) }
            progress("fixing: round \(rounds), \(order.count) strings rewritten; checking them again")
            // The next round checks only the entries rewritten, as they are now.
            findings = check(catalog, &edited)
            lastSelection = edited
            changedLast = changedNow
            rounds += 1
        }

        // Each file rewritten once, its strings in file order.
        var byFile: [String: [ValueEdit]] = [:]
        for loc in order {
            let c = changes[loc]!
            guard c.old != c.new else { continue }
            byFile[loc.file, default: []].append(ValueEdit(location: loc, old: c.old, new: c.new))
        }
        var leftOut: Set<SourceLocation> = []
        for (n, (file, edits)) in byFile.sorted(by: { $0.key < $1.key }).enumerated() {
            progress("fixing: editing \(n + 1)/\(byFile.count) \(file)")
            let bytes: [UInt8]
            if let b = loader.overlay[file] { bytes = b } else {
                do { bytes = try SafeFile.read(file) } catch { throw LoadError(file: file, "cannot be read: \(error.message)") }
                originals[file] = bytes
            }
            let (rewritten, left) = try CatalogEditor.apply(edits, file: file, bytes: bytes)
            loader.overlay[file] = rewritten
            for (e, reason) in left {
                refused.append((e.location, reason))
                leftOut.insert(e.location)
                // Not written: the catalog keeps the text the file has, and its findings are made again.
                if let at = place[e.location] { catalog.entries[at.entry].localizations[at.localization].units[at.unit].value = e.old }
                recheck = nil
            }
            for e in edits where !leftOut.contains(e.location) && CatalogEditor.movesLines(file: file, old: e.old, new: e.new) { movedLines = true }
        }
        if !dryRun {
            for (n, (file, bytes)) in loader.overlay.enumerated() {
                progress("fixing: writing \(n + 1)/\(loader.overlay.count) \(file)")
                try CatalogFileWriter.replace(path: file, with: bytes, expecting: originals[file] ?? [])
            }
        }
        return order.compactMap { changes[$0] }.filter { $0.old != $0.new && !leftOut.contains($0.location) }
    }

    /// The localization and unit of an entry at a place in its file.
    static func unit(at location: SourceLocation, in entry: Entry) -> (entry: Int, localization: Int, unit: Int)? {
        for (l, loc) in entry.localizations.enumerated() {
            if let u = loc.units.firstIndex(where: { $0.location == location }) { return (-1, l, u) }
        }
        return nil
    }
}
