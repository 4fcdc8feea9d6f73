import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintReport
import VoiceLintRules
import VoiceLintSources

/// voicelint's main job as one call: load the catalogs, decide roles (roles file,
/// sources), apply `--fix`, check, apply the baseline, build the quality table and
/// decide the gate. The command line only parses arguments, calls this and renders
/// what it returns.
public enum VoiceLint {
    /// voicelint's version: `--version`, the man page and every report say it.
    public static let version = "0.1.0"

    /// Checks the catalogs at `paths` as `options` say.
    public static func check(paths: [String], options: CheckOptions = CheckOptions()) throws(PipelineError) -> CheckRun {
        let config = options.configuration
        let developmentLanguage = options.developmentLanguage ?? config.developmentLanguage ?? "en"
        let languages = try languageStore(config, developmentLanguage: developmentLanguage)
        let progress = options.progress ?? { _ in }

        var roles = try roleClassifier(options: options, config: config)
        var loader = catalogLoader(config: config, developmentLanguage: developmentLanguage)
        loader.overlay = options.contents
        // A file that cannot be used is left out with its error; the others are still checked.
        var loadProblems: [LoadError] = []
        func load() throws(PipelineError) -> Catalog {
            do {
                let r = try loader.loadCollecting(paths) { n, total, file in progress("loading \(n + 1)/\(total) \(file)") }
                loadProblems = r.problems
                return r.catalog
            } catch {
                throw PipelineError(error.description)
            }
        }
        var catalog = try load()
        try requireCatalogs(catalog, paths: paths, problems: loadProblems)
        // A locale asked for that no catalog has is a typo, not a pass; where others asked for are
        // there (one list run over several apps), it is said and the others are checked.
        let locales = options.locales.isEmpty ? config.locales : options.locales
        // Base.lproj is the development language: named so in messages, selected by its tag.
        let catalogLocales = locales.isEmpty ? [] : Self.uniqued(catalog.locales.map { CatalogPaths.locale($0, developmentLanguage: developmentLanguage) })
        let unknown = locales.filter { !catalogLocales.contains($0) }
        var notes: [String] = []
        if !unknown.isEmpty {
            let message = "no catalog has the locale\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", ")); the catalogs have: \(catalogLocales.joined(separator: ", "))"
            if unknown.count == locales.count { throw PipelineError(message) }
            notes.append(message)
        }

        let scan = try SourceRoles.scan(paths: paths, options: options, config: config, catalog: catalog, notes: &notes)
        let uses = scan.uses
        // Labels and hints written in code are checked as the development language's text, where they stand.
        let code = SourceRoles.codeEntries(scan.copy, developmentLanguage: developmentLanguage)
        roles.knownKeys.merge(code.roles) { known, _ in known }
        roles.codeKeys.formUnion(code.roles.keys)
        // A roles file wins over what the sources say; a part is never checked as a whole label or hint.
        SourceRoles.apply(uses, to: &roles)

        var checkerOptions = Checker.Options(settings: config.settings, roles: roles)
        checkerOptions.onlyLocales = Set(locales)
        if checkerOptions.onlyLocales.contains(developmentLanguage) { checkerOptions.onlyLocales.insert("Base") }
        // --changed-since: only the keys whose values differ from the revision, in every locale.
        var changed: ChangedKeys?
        if let rev = options.changedSince {
            changed = try ChangedKeys(since: rev, catalog: catalog, loader: loader)
            notes.append("--changed-since \(rev): \(changed!.count) of \(Plural.count(catalog.entries.count, "key")) changed")
            // The keys checked are missing where their tables have locales, as in a whole check.
            checkerOptions.tableLocales = Checker.tableLocales(catalog.entries)
        }
        let restrict = { (c: Catalog) in changed?.restrict(c) ?? c }
        let files = catalog.files.count
        checkerOptions.progress = { n, total in progress("checking keys: \(n)/\(total) in \(files) files") }
        let checker = Checker(languages: languages, options: checkerOptions)
        var checked = restrict(catalog)
        checked.entries += code.entries
        var result = checker.check(checked)
        var fix: FixOutcome?
        if options.fix != .none {
            // A part is a piece of a label the code composes: its rewrite cannot be read in its label; a key
            // the code uses as a label and as a hint has no rewrite right for both. Advice (the report shows
            // it), never written.
            let ambiguous = Set(uses.filter { $0.value.isAmbiguous }.keys)
            let writable = { (f: Finding) in f.role != .part && (ambiguous.isEmpty || !ambiguous.contains(f.key)) }
            var fixer = Fixer(loader: loader, catalog: checked, findings: result.findings, scope: options.unsafeFixes ? .unsafeToo : .safe,
                              writable: writable, check: { catalog, entries in checker.check(catalog, entries: &entries).findings })
            fixer.progress = progress
            let changes: [Fixer.Change]
            do { changes = try fixer.run(dryRun: options.fix == .dryRun) } catch { throw PipelineError(error.description) }
            // Base.lproj's rewrites under the development language, as its findings.
            let named = changes.map { c in var r = c; r.locale = CatalogPaths.locale(c.locale, developmentLanguage: developmentLanguage); return r }
            fix = FixOutcome(dryRun: options.fix == .dryRun, changes: named, refused: fixer.refused,
                             skipped: fixer.skipped.sorted { $0.key < $1.key }.map { (file: $0.key, count: $0.value) },
                             unsafeLeft: fixer.unsafeLeft)
            // Report what is left (with a dry run: as if the rewrites were made): the entries rewritten checked
            // again, in the catalog as rewritten in memory; all of it read and checked again only where a
            // rewrite moved the lines after it.
            if options.fix == .dryRun { loader = fixer.loader }
            if fixer.movedLines {
                catalog = try load()
                checked = restrict(catalog)
                checked.entries += code.entries
                result = checker.check(checked)
            } else if !fixer.edited.isEmpty {
                var again = fixer.edited
                let rechecked = fixer.recheck?.findings ?? checker.check(fixer.catalog, entries: &again).findings
                if let r = fixer.recheck { again = r.entries }
                result.findings = Self.merged(result.findings.filter { f in
                    guard let locales = again[Int(f.entryIndex)] else { return true }
                    return !locales.contains(f.locale) && !locales.contains(Checker.everyLocale)
                }, rechecked)
                catalog = fixer.catalog
            }
        }
        SourceRoles.placeParts(&result.findings, uses: uses)
        // One rule for Base.lproj everywhere (findings, baseline, every report): it is the development language.
        for i in result.findings.indices { result.findings[i].locale = CatalogPaths.locale(result.findings[i].locale, developmentLanguage: developmentLanguage) }
        // Nothing reads the catalog after the check: its many small objects are freed on
        // another thread while the report is made, not before the report on this one; or,
        // for a process that ends with the run, not at all.
        if options.freesInputs {
            DispatchQueue.global(qos: .utility).async { [catalog] in withExtendedLifetime(catalog) {} }
        } else {
            KeptUntilExit.keep(catalog)
            KeptUntilExit.keep(languages)
        }
        catalog = Catalog()

        var wroteBaseline: Int?
        if let path = options.writeBaseline {
            let b = Baseline(path: path, findings: result.findings)
            do { try b.write() } catch { throw PipelineError("\(path): the baseline cannot be written: \(error.localizedDescription)") }
            wroteBaseline = b.count
        }
        var report = Report(result: result, toolVersion: options.toolVersion)
        report.rewrites = fix?.changes.map { c in var r = c; r.location.file = relativeFile(c.location.file); return r }
        report.roleEvidence = RoleEvidence(classifier: roles, uses: uses, rolesFile: rolesFile(options: options, config: config))
            .evidence(for: result.findings)
        if let path = options.baseline ?? config.baseline.map({ config.resolve($0) }) {
            var b: Baseline
            do { b = try Baseline.read(path) } catch { throw PipelineError(error.description) }
            b.renameLocale("Base", to: developmentLanguage)
            let applied = b.apply(result.findings)
            report.result.findings = applied.new
            var summary = BaselineSummary(path: path, known: applied.known, stale: applied.stale)
            for f in applied.new {
                switch f.severity {
                case .error: summary.new.errors += 1
                case .warning: summary.new.warnings += 1
                case .info: summary.new.infos += 1
                }
            }
            report.baseline = summary
        }

        if options.literalReplacements { report.literalReplacements = literalReplacements(report.result.findings, loader: loader) }

        var policy = config.gate
        if let f = options.failOn { policy.failOn = f }
        if let m = options.minScore { policy.minScore = m }
        let failures = Gate(policy: policy).failures(findings: report.result.findings, table: report.table)
        return CheckRun(all: result.findings, report: report, fix: fix, wroteBaseline: wroteBaseline, gateFailures: failures, notes: notes,
                        loadProblems: loadProblems)
    }

    /// Where the values of the findings' applicable suggestions stand in their files (each file
    /// read once, as `--fix` would see it) and what replaces them there.
    static func literalReplacements(_ findings: [Finding], loader: CatalogLoader) -> [String: CatalogEditor.LiteralReplacement] {
        var byFile: [String: [ValueEdit]] = [:]
        var rewritable = CatalogEditor.RewritableFiles()
        for f in findings where f.applicability == .safe || f.applicability == .unsafe {
            guard let s = f.suggestion else { continue }
            if rewritable.contains(f.location.file) { byFile[f.location.file, default: []].append(ValueEdit(location: f.location, old: f.text, new: s)) }
        }
        var out: [String: CatalogEditor.LiteralReplacement] = [:]
        for (file, edits) in byFile {
            guard let bytes = loader.overlay[file] ?? (try? SafeFile.read(file)) else { continue }
            out.merge(CatalogEditor.replacements(edits, file: file, bytes: bytes)) { a, _ in a }
        }
        return out
    }

    /// Two lists of findings, each in report order, as one in report order.
    static func merged(_ a: [Finding], _ b: [Finding]) -> [Finding] {
        var out: [Finding] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if Finding.inReportOrder(b[j], a[i]) { out.append(b[j]); j += 1 } else { out.append(a[i]); i += 1 }
        }
        out += a[i...]
        out += b[j...]
        return out
    }

    /// The roles the key patterns and the roles file give, before the sources are scanned.
    static func roleClassifier(options: CheckOptions, config: Configuration) throws(PipelineError) -> RoleClassifier {
        var roles = RoleClassifier()
        roles.keyPatterns = config.keyPatterns
        if let f = rolesFile(options: options, config: config) {
            do { roles.knownKeys = try RolesFile.read(f) } catch { throw PipelineError(error.description) }
        }
        return roles
    }

    /// The items in their first order, each once.
    static func uniqued(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// A run that found no catalog at all is an error, not a pass: a wrong path in CI must not pass.
    static func requireCatalogs(_ catalog: Catalog, paths: [String], problems: [LoadError]) throws(PipelineError) {
        guard catalog.files.isEmpty else { return }
        let why = problems.map { "\n" + $0.description }.joined()
        throw PipelineError("\(paths.joined(separator: ", ")): error: no catalogs found (voicelint reads .xcstrings, .strings, .stringsdict, .xliff, .po, Android strings.xml and .xcloc folders)\(why)")
    }

    static func rolesFile(options: CheckOptions, config: Configuration) -> String? {
        options.rolesFile ?? config.rolesFile.map { config.resolve($0) }
    }

    /// The loader of a run's catalogs, with the configuration's folders and development language.
    static func catalogLoader(config: Configuration, developmentLanguage: String) -> CatalogLoader {
        var loaderOptions = CatalogLoader.Options()
        loaderOptions.developmentLanguage = developmentLanguage
        loaderOptions.include = config.include
        loaderOptions.exclude = config.exclude
        loaderOptions.patternBase = config.baseFolder
        return CatalogLoader(options: loaderOptions)
    }

    /// The configuration a run uses: the file named (which must exist), else
    /// `.voicelint.json` found upward from `searchFrom`, else the defaults.
    public static func configuration(explicit: String?, searchFrom: String) throws(PipelineError) -> Configuration {
        guard let path = explicit ?? Configuration.find(from: searchFrom) else { return Configuration() }
        if explicit != nil && !FileManager.default.fileExists(atPath: path) { throw PipelineError("\(path): no such configuration file") }
        do { return try Configuration.load(path) } catch { throw PipelineError(error.description) }
    }

    /// The default lexicons with the configuration's lexicon folders merged over them.
    public static func languageStore(_ config: Configuration, developmentLanguage: String? = nil) throws(PipelineError) -> LanguageStore {
        do {
            var extra: [String: LexiconFolder] = [:]
            for folder in config.lexicons.map({ config.resolve($0) }) {
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
                    throw PipelineError("\(config.file ?? Configuration.fileName): \"lexicons\": \(folder) is not a folder")
                }
                extra.merge(try LexiconFolder.load(directory: folder)) { _, new in new }
            }
            return try LanguageStore(extra: extra, developmentLanguage: developmentLanguage ?? config.developmentLanguage ?? "en")
        } catch let e as PipelineError { throw e } catch { throw PipelineError("\(error)") }
    }
}

/// What a check is told besides the paths.
public struct CheckOptions: Sendable {
    /// What `--fix` does.
    public enum FixMode: Sendable { case none, dryRun, write }

    public var configuration = Configuration()
    /// Only these locales are checked (all when empty; else the configuration's).
    public var locales: [String] = []
    /// Check only the keys whose values differ from this git revision.
    public var changedSince: String?
    /// A roles file; wins over the configuration's.
    public var rolesFile: String?
    /// Source folders to scan besides the checked folders; win over the configuration's.
    public var sources: [String] = []
    /// Whether the checked folders' own sources are scanned (`--no-sources`: false); nil: the configuration's.
    public var scanSources: Bool?
    /// The language of Base.lproj; wins over the configuration's.
    public var developmentLanguage: String?
    public var fix = FixMode.none
    /// `--unsafe-fixes`: `--fix` also writes the suggestions that change words.
    public var unsafeFixes = false
    /// Find where each applicable suggestion's value stands in its file (SARIF's `fixes`).
    public var literalReplacements = false
    /// Report and gate only findings this baseline does not know (else the configuration's).
    public var baseline: String?
    /// Record today's findings as a baseline here.
    public var writeBaseline: String?
    /// The gate's fail level, when given (`.some(nil)`: never); else the configuration's.
    public var failOn: Severity??
    public var minScore: Double?
    /// The version reports name (`VoiceLint.version` unless a caller says otherwise).
    public var toolVersion = VoiceLint.version
    /// Called with a line that says what the run is doing (loading, scanning, checking).
    public var progress: (@Sendable (String) -> Void)?
    /// False: the catalogs loaded and the lexicons built are never freed (`KeptUntilExit`),
    /// for a process that ends when the run does (the command line): its exit returns the
    /// memory at once, where freeing a large catalog's many small objects one by one costs
    /// about 2% of a run's CPU time.
    public var freesInputs = true
    /// File contents to read instead of the disk's, by path (a catalog read from the standard input).
    public var contents: [String: [UInt8]] = [:]

    public init() {}
}

/// What a process keeps until it exits, never freed piece by piece (see `CheckOptions.freesInputs`).
public enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` (and all it holds) alive until the process exits.
    public static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}

/// What `--fix` did.
public struct FixOutcome: Sendable {
    public var dryRun: Bool
    public var changes: [Fixer.Change]
    /// Suggestions left out, with why.
    public var refused: [(location: SourceLocation, reason: String)]
    /// Files whose format is not rewritten, with how many suggestions they had.
    public var skipped: [(file: String, count: Int)]
    /// Strings with suggestions that change words, left because `--unsafe-fixes` was not given.
    public var unsafeLeft = 0
}

/// Everything one check produced. Immutable.
public struct CheckRun: Sendable {
    /// Every finding, before the baseline.
    public let all: [Finding]
    /// The report: the findings after the baseline, the census and the quality table
    /// (the table counts every finding, the baseline's too).
    public let report: Report
    public let fix: FixOutcome?
    /// How many findings were written to the new baseline, when asked.
    public let wroteBaseline: Int?
    /// Why the gate failed; empty when it passed.
    public let gateFailures: [String]
    /// What the user should know about the run that is not a finding (sources with no
    /// files, how many keys --changed-since kept).
    public let notes: [String]
    /// The files that could not be used (each error names the file, line and column) and the
    /// ones skipped with a note (special files); the other files were checked.
    public let loadProblems: [LoadError]

    /// The exit status of the contract: 0 passed, 1 the gate failed, 2 a file could not be used.
    public var exitStatus: Int32 { loadProblems.contains { !$0.isNote } ? 2 : gateFailures.isEmpty ? 0 : 1 }
}

/// The input or the options could not be used: a message that names the file (and line).
public struct PipelineError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
