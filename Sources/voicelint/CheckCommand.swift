import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintReport
import VoiceLintRules
import VoiceLintSources

/// The main job: configuration, load, check, baseline, report, gate.
struct CheckCommand {
    let args: Arguments

    func run() -> Int32 {
        if args.dryRun && !args.fix { fail("--dry-run goes with --fix") }
        let config = loadConfiguration()
        let languages = languageStore(config)
        let reporter = Reporters.reporter(for: args.format, color: useColor)

        var options = CatalogLoader.Options()
        options.developmentLanguage = developmentLanguage(config)
        options.include = config.include
        options.exclude = config.exclude
        options.patternBase = config.baseFolder
        let progress = Progress(enabled: isatty(2) != 0 && args.format == .text && args.output == nil && !args.quiet)
        let checker = Checker(languages: languages, settings: config.settings)
        checker.roles.keyPatterns = config.keyPatterns
        if let f = args.rolesFile ?? config.rolesFile.map({ resolve($0, config) }) { checker.roles.knownKeys = loadRoles(f) }
        checker.onlyLocales = Set(args.locales)

        var loader = CatalogLoader(options: options)
        var loadProblems: [LoadError] = []
        func load() -> Catalog {
            do {
                let r = try loader.loadCollecting(args.paths) { n, total, file in progress.update("loading \(n + 1)/\(total) \(file)") }
                loadProblems = r.problems
                return r.catalog
            } catch {
                progress.clear(); fail(error.description)
            }
        }
        var catalog = load()
        let sources = args.sources.isEmpty ? config.sources.map { resolve($0, config) } : args.sources
        if !sources.isEmpty {
            progress.update("scanning sources for accessibility keys")
            let uses: [String: SourceKeyUse]
            do { uses = try SourceScanner.scan(paths: sources, knownKeys: Set(catalog.entries.map(\.key))) } catch { progress.clear(); fail("\(error)") }
            // A roles file wins over what the sources say.
            for (key, use) in uses where checker.roles.knownKeys[key] == nil {
                checker.roles.knownKeys[key] = use.role == .label ? .label : .hint
            }
        }
        if args.fix {
            var fixer = Fixer(loader: loader, paths: args.paths, check: checker.check)
            do {
                let changes = try fixer.run(dryRun: args.dryRun)
                for c in changes { note("\(c.location): [\(c.locale)] \(c.key): \"\(c.old)\" → \"\(c.new)\"") }
                note((args.dryRun ? "would rewrite " : "rewrote ") + "\(changes.count) string\(changes.count == 1 ? "" : "s")")
                for r in fixer.refused { note("\(r.location): not rewritten: \(r.reason)") }
                for (file, n) in fixer.skipped.sorted(by: { $0.key < $1.key }) {
                    note("\(file): \(n) suggestion\(n == 1 ? "" : "s") not applied: voicelint does not rewrite this format yet")
                }
            } catch { fail(error.description) }
            // Report what is left (with --dry-run: as if the rewrites were made).
            if args.dryRun { loader = fixer.loader }
            catalog = load()
        }
        let files = catalog.files.count
        checker.progress = { n, total in progress.update("checking keys: \(n)/\(total) in \(files) files") }
        let result = checker.check(catalog)
        progress.clear()

        var report = Report(result: result, toolVersion: toolVersion)
        var counted = result.findings
        if let path = args.writeBaseline {
            let b = Baseline(path: path, findings: result.findings)
            do { try b.write() } catch { fail("\(path): the baseline cannot be written: \(error.localizedDescription)") }
            note("wrote \(b.count) findings to the baseline \(path)")
        }
        if let path = args.baseline {
            let b: Baseline
            do { b = try Baseline.read(path) } catch { fail(error.description) }
            let applied = b.apply(result.findings)
            counted = applied.new
            report.result.findings = applied.new
            report.baseline = BaselineSummary(path: path, known: applied.known, stale: applied.stale)
            note("baseline \(path): \(applied.known) known findings hidden, \(applied.new.count) new, \(applied.stale) baseline entries no longer occur")
        }
        if args.quiet { report.result.findings = [] }
        emit(reporter.render(report), to: args.output)

        var policy = config.gate
        if let f = args.failOnOverride { policy.failOn = f.level }
        if let m = args.minScore { policy.minScore = m }
        let reasons = Gate(policy: policy).failures(findings: counted, table: report.table)
        if !reasons.isEmpty { note("gate failed: " + reasons.joined(separator: "; ")) }
        for p in loadProblems { note(p.description) }
        if loadProblems.contains(where: { !$0.isNote }) { return 2 }
        return reasons.isEmpty ? 0 : 1
    }

    /// The default lexicons with the configuration's lexicon folders merged over them.
    func languageStore(_ config: Configuration) -> LanguageStore {
        do {
            return try LanguageStore(extra: try loadLexicons(config), developmentLanguage: developmentLanguage(config))
        } catch { fail("\(error)") }
    }

    private func developmentLanguage(_ c: Configuration) -> String {
        args.developmentLanguageOverride ?? c.developmentLanguage ?? "en"
    }

    func loadConfiguration() -> Configuration {
        let path = args.config ?? Configuration.find(from: args.paths.first ?? ".")
        guard let path else { return Configuration() }
        if args.config != nil && !FileManager.default.fileExists(atPath: path) { fail("\(path): no such configuration file") }
        do { return try Configuration.load(path) } catch { fail(error.description) }
    }

    /// A path from the configuration, relative to the configuration's folder.
    private func resolve(_ p: String, _ c: Configuration) -> String {
        p.hasPrefix("/") ? p : (c.baseFolder as NSString).appendingPathComponent(p)
    }

    private func loadLexicons(_ c: Configuration) throws -> [String: LexiconFolder] {
        var out: [String: LexiconFolder] = [:]
        for folder in c.lexicons.map({ resolve($0, c) }) {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
                fail("\(c.file ?? Configuration.fileName): \"lexicons\": \(folder) is not a folder")
            }
            for lang in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                let dir = (folder as NSString).appendingPathComponent(lang)
                guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
                var files: [String: String] = [:]
                for name in ["profile.json", "verbs.json", "words.json", "examples.json"] {
                    let p = (dir as NSString).appendingPathComponent(name)
                    if let d = FileManager.default.contents(atPath: p) {
                        guard let text = String(data: d, encoding: .utf8) else { fail("\(p): not UTF-8 text") }
                        files[name] = text
                    }
                }
                out[lang] = try LexiconFolder.decode(language: lang, files: files, origin: folder)
            }
        }
        return out
    }

    private var useColor: Bool {
        args.format == .text && args.output == nil && isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    private func note(_ message: String) {
        FileHandle.standardError.write(Data(("voicelint: " + message + "\n").utf8))
    }

    /// key<TAB>role lines; the role starts with label or hint; other lines are skipped.
    private func loadRoles(_ path: String) -> [String: Role] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            fail("\(path): cannot be read as UTF-8 text")
        }
        var roles: [String: Role] = [:]
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count >= 2, !cols[0].isEmpty else { continue }
            if n == 0 && cols[0] == "key" { continue }
            if cols[1].hasPrefix("label") { roles[cols[0]] = .label } else if cols[1].hasPrefix("hint") { roles[cols[0]] = .hint }
        }
        return roles
    }
}

/// One line on stderr, rewritten in place, for runs over a second on a terminal.
final class Progress {
    let enabled: Bool
    let start = Date()
    private var shown = false

    init(enabled: Bool) { self.enabled = enabled }

    private var last = Date.distantPast

    func update(_ message: String) {
        let now = Date()
        guard enabled, now.timeIntervalSince(start) > 1, now.timeIntervalSince(last) > 0.1 else { return }
        last = now
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(message.prefix(100))).utf8))
        shown = true
    }

    func clear() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
