import Foundation
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

/// The main job: load, check, report, gate.
struct CheckCommand {
    let args: Arguments
    let languages: LanguageStore

    func run() -> Int32 {
        for (flag, set) in [("--baseline", args.baseline != nil), ("--write-baseline", args.writeBaseline != nil),
                            ("--config", args.config != nil), ("--fix", args.fix)] where set {
            fail("\(flag) is not available in this version yet")
        }
        guard let reporter = Reporters.reporter(for: args.format, color: useColor) else {
            fail("--format \(args.format.rawValue) is not available in this version yet")
        }
        var options = CatalogLoader.Options()
        options.developmentLanguage = args.developmentLanguage
        let progress = Progress(enabled: args.format == .text && args.output == nil && isatty(2) != 0)
        let catalog: Catalog
        do {
            catalog = try CatalogLoader(options: options).load(args.paths) { n, total, file in progress.update("loading \(n + 1)/\(total) \(file)") }
        } catch { progress.clear(); fail(error.description) }
        progress.update("checking \(catalog.entries.count) keys")

        let checker = Checker(languages: languages)
        if let f = args.rolesFile { checker.roles.knownKeys = loadRoles(f) }
        checker.onlyLocales = Set(args.locales)
        let result = checker.check(catalog)
        progress.clear()

        let report = Report(result: result, toolVersion: toolVersion)
        var shown = report
        if args.quiet { shown.result.findings = [] }
        emit(reporter.render(shown), to: args.output)
        return Gate(failOn: args.failOn, minScore: args.minScore).passes(report) ? 0 : 1
    }

    private var useColor: Bool {
        args.output == nil && isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// key<TAB>role lines; role starts with label or hint; other lines are skipped.
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

/// The release gate: exit 1 on findings at or above the level, or a score below the minimum.
struct Gate {
    var failOn: Severity?
    var minScore: Double?

    func passes(_ report: Report) -> Bool {
        if let level = failOn, report.result.findings.contains(where: { $0.severity >= level }) { return false }
        if let m = minScore, report.rows.contains(where: { $0.score < m }) { return false }
        return true
    }
}

/// One line on stderr, rewritten in place, for runs on a terminal.
final class Progress {
    let enabled: Bool
    let start = Date()
    private var shown = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ message: String) {
        guard enabled, Date().timeIntervalSince(start) > 1 else { return }
        let line = "\r\u{1B}[K" + String(message.prefix(100))
        FileHandle.standardError.write(Data(line.utf8))
        shown = true
    }

    func clear() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
