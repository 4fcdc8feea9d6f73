import Foundation
import VoiceLintGate
import VoiceLintPipeline
import VoiceLintReport
import VoiceLintRules

/// The main job: arguments in, `VoiceLint.check` called, its result rendered.
struct CheckCommand {
    let args: Arguments

    /// What the command line says of the catalogs, roles and sources (the check and `roles`).
    private func inputOptions() -> CheckOptions {
        var options = CheckOptions()
        options.configuration = configuration()
        // --only-rule and --disable-rule turn rules off as the configuration's "off" does.
        if !args.onlyRules.isEmpty {
            options.configuration.settings.disabled.formUnion(Set(RuleRegistry.ids).subtracting(args.onlyRules))
        }
        options.configuration.settings.disabled.formUnion(args.disabledRules)
        if let path = args.stdinPath {
            // PATH -: the catalog read from the standard input stands at --stdin-path; no sources beside it.
            options.contents[path] = Array(FileHandle.standardInput.readDataToEndOfFile())
            options.scanSources = false
        }
        options.locales = args.locales
        options.rolesFile = args.rolesFile
        options.sources = args.sources
        if args.noSources { options.scanSources = false }
        options.developmentLanguage = args.developmentLanguageOverride
        return options
    }

    /// `voicelint roles`: every key taken as a label, hint or part, and why.
    func listRoles() -> Int32 {
        var options = inputOptions()
        let progress = Progress(enabled: isatty(2) != 0 && args.output == nil && !args.quiet)
        options.progress = { progress.update($0) }
        let listing: RoleListing
        do { listing = try VoiceLint.roles(paths: paths, options: options) } catch { progress.clear(); fail(error.description) }
        progress.clear()
        for n in listing.notes { note(n) }
        switch args.rolesFormat {
        case "json": emit(listing.json, to: args.output)
        case "tsv": emit(listing.tsv, to: args.output)
        default: emit(listing.text, to: args.output)
        }
        for p in listing.loadProblems { note(p.description) }
        return listing.loadProblems.contains(where: { !$0.isNote }) ? 2 : 0
    }

    func run() -> Int32 {
        if args.dryRun && !args.fix { fail("--dry-run goes with --fix") }
        if args.unsafeFixes && !args.fix { fail("--unsafe-fixes goes with --fix") }
        var options = inputOptions()
        options.fix = !args.fix ? .none : args.dryRun ? .dryRun : .write
        options.unsafeFixes = args.unsafeFixes
        options.literalReplacements = args.format == .sarif
        options.baseline = args.baseline
        options.writeBaseline = args.writeBaseline
        options.failOn = args.failOnOverride.map(\.level)
        options.minScore = args.minScore
        options.changedSince = args.changedSince
        // The process ends with the run: its exit frees the catalogs and lexicons at once.
        options.freesInputs = false
        let progress = Progress(enabled: isatty(2) != 0 && args.format == .text && args.output == nil && !args.quiet)
        options.progress = { progress.update($0) }

        let run: CheckRun
        do { run = try VoiceLint.check(paths: paths, options: options) } catch { progress.clear(); fail(error.description) }
        progress.clear()
        // The findings and the report too (the command exits when it returns).
        KeptUntilExit.keep(run)

        for n in run.notes { note(n) }
        if let fix = run.fix {
            for c in fix.changes {
                note("\(c.location): [\(c.locale)] \(c.key): \"\(c.old)\" → \"\(c.new)\" (\(c.rules.joined(separator: ", "))\(c.applicability == .safe ? "" : ", " + c.applicability.rawValue))")
            }
            note((fix.dryRun ? "would rewrite " : "rewrote ") + Plural.count(fix.changes.count, "string"))
            if fix.unsafeLeft > 0 {
                note("\(fix.unsafeLeft) string\(fix.unsafeLeft == 1 ? " has" : "s have") suggestions that change words: review them in the report, or add --unsafe-fixes to write them")
            }
            for r in fix.refused { note("\(r.location): not rewritten: \(r.reason)") }
            for (file, n) in fix.skipped {
                note("\(file): \(Plural.count(n, "suggestion")) not applied: voicelint does not rewrite this format yet")
            }
        }
        if let n = run.wroteBaseline, let path = args.writeBaseline { note("wrote \(Plural.count(n, "finding")) to the baseline \(path)") }
        var report = run.report
        if let b = report.baseline {
            note("baseline \(b.path): \(Plural.count(b.known, "known finding")) hidden, \(report.result.findings.count) new, \(Plural.count(b.stale, "baseline entry", "baseline entries")) no longer \(b.stale == 1 ? "occurs" : "occur")")
        }
        if args.quiet { report.result.findings = [] }
        write(report, to: args.output)
        if !run.gateFailures.isEmpty { note("gate failed: " + run.gateFailures.joined(separator: "; ")) }
        // Files that could not be used were left out; the others were checked. Input was bad: 2.
        for p in run.loadProblems { note(p.description) }
        if run.loadProblems.contains(where: { !$0.isNote }) { return 2 }
        return run.exitStatus
    }

    /// The paths checked: `-` stands for `--stdin-path`.
    private var paths: [String] { args.stdinPath.map { [$0] } ?? args.paths }

    /// The configuration file named by --config, else the one found upward from the first path.
    func configuration() -> Configuration {
        do { return try VoiceLint.configuration(explicit: args.config, searchFrom: args.paths.first ?? ".") } catch { fail("\(error)") }
    }

    /// The default lexicons with the configuration's lexicon folders merged over them.
    func languageStore() -> LanguageStore {
        do { return try VoiceLint.languageStore(configuration(), developmentLanguage: args.developmentLanguageOverride) } catch { fail("\(error)") }
    }

    /// Writes the report to stdout or to `--output` as it is rendered, in chunks.
    private func write(_ report: Report, to output: String?) {
        let reporter = Reporters.reporter(for: args.format, color: useColor)
        let stream: UnsafeMutablePointer<FILE>
        if let output {
            checkWritable(output)
            guard let f = fopen(output, "w") else { fail("\(output): cannot be written: \(String(cString: strerror(errno)))") }
            stream = f
        } else {
            stream = stdout
        }
        var failed: Int32 = 0
        let out = ReportOutput { b in
            if failed == 0, fwrite(b.baseAddress, 1, b.count, stream) != b.count { failed = errno }
        }
        out.parallelism = ProcessInfo.processInfo.activeProcessorCount
        reporter.write(report, to: out)
        out.finish()
        if fflush(stream) != 0 && failed == 0 { failed = errno }
        if output != nil && fclose(stream) != 0 && failed == 0 { failed = errno }
        if failed != 0 { fail("\(output ?? "the standard output"): cannot be written: \(String(cString: strerror(failed)))") }
    }

    private var useColor: Bool {
        args.format == .text && args.output == nil && isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    private func note(_ message: String) {
        FileHandle.standardError.write(Data(("voicelint: " + message + "\n").utf8))
    }
}

/// One line on stderr, rewritten in place, for runs over a second on a terminal.
final class Progress: @unchecked Sendable {
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
