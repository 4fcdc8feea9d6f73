import Foundation
import VoiceLintGate
import VoiceLintReport
import VoiceLintRules

/// The command line of CONTRACT.md, parsed; errors name the option. Every option and
/// command is declared once, in `CommandLineSpec.options` and `CommandLineSpec.commands`:
/// `--help`, the shell completions and the man page are made from those tables.
struct Arguments {
    enum Command: Equatable {
        case check, roles, rules, languages, explain(String), suggest(String), examples([String]), lexiconSchema(update: String?)
        case initialize(String), completions(String), manPage, version, help
    }

    var command: Command = .check
    var paths: [String] = []
    var format: OutputFormat = .text
    var output: String?
    var locales: [String] = []
    var config: String?
    /// Set when --fail-on was given (the configuration's gate applies otherwise).
    var failOnOverride: FailLevel?
    var minScore: Double?
    var baseline: String?
    var writeBaseline: String?
    var fix = false
    var dryRun = false
    var unsafeFixes = false
    var quiet = false
    var force = false
    /// `init --baseline`: also write today's findings as the baseline.
    var initBaseline = false
    var role: Role = .label
    var suggestLocale = "en"
    var rolesFile: String?
    /// Source folders to scan for keys used as labels and hints, besides the checked ones.
    var sources: [String] = []
    /// `--no-sources`: the checked folders' own sources are not scanned.
    var noSources = false
    /// `roles --format`: text, json or tsv.
    var rolesFormat = "text"
    var developmentLanguageOverride: String?
    /// Check only the keys whose values changed since this git revision.
    var changedSince: String?
    /// `--only-rule`, `--disable-rule`: rule ids, checked against the registry.
    var onlyRules: [String] = []
    var disabledRules: [String] = []
    /// `--stdin-path`: what the catalog read from the standard input (PATH `-`) stands for.
    var stdinPath: String?

    struct FailLevel { var level: Severity? }

    struct UsageError: Error { var message: String }

    static func parse(_ argv: [String]) throws -> Arguments {
        var a = Arguments()
        var i = 0
        var positional: [String] = []
        // `init` takes --baseline as a flag; the check takes it with a file.
        let isInit = argv.first == "init"
        func value(_ name: String) throws -> String {
            i += 1
            guard i < argv.count else { throw UsageError(message: "\(name) needs a value") }
            return argv[i]
        }
        while i < argv.count {
            let arg = argv[i]
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func v() throws -> String { if let x = inline { return x }; return try value(name) }
            func choice(_ option: String) throws -> String {
                let x = try v()
                let choices = CommandLineSpec.option(option)?.choices ?? []
                guard choices.contains(x) else {
                    throw UsageError(message: "\(option): expected \(CommandLineSpec.orList(choices)), found \"\(x)\"")
                }
                return x
            }
            switch name {
            case "--format" where argv.first == "roles", "-f" where argv.first == "roles":
                let f = try v()
                guard ["text", "json", "tsv"].contains(f) else { throw UsageError(message: "--format: roles are listed as text, json or tsv, found \"\(f)\"") }
                a.rolesFormat = f
            case "--format", "-f": a.format = OutputFormat(rawValue: try choice("--format"))!
            case "--output", "-o": a.output = try v()
            case "--locale": a.locales += try v().split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
            case "--config": a.config = try v()
            case "--fail-on":
                let f = try choice("--fail-on")
                a.failOnOverride = FailLevel(level: Severity(rawValue: f))
            case "--min-score":
                let s = try v()
                guard let d = Double(s), d >= 0, d <= 100 else { throw UsageError(message: "--min-score: expected a number from 0 to 100, found \"\(s)\"") }
                a.minScore = d
            case "--baseline": if isInit { a.initBaseline = true } else { a.baseline = try v() }
            case "--write-baseline": a.writeBaseline = try v()
            case "--fix": a.fix = true
            case "--dry-run": a.dryRun = true
            case "--unsafe-fixes": a.unsafeFixes = true
            case "--quiet", "-q": a.quiet = true
            case "--force": a.force = true
            case "--role": a.role = Role(rawValue: try choice("--role"))!
            case "--roles": a.rolesFile = try v()
            case "--sources": a.sources += try v().split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
            case "--no-sources": a.noSources = true
            case "--development-language": a.developmentLanguageOverride = try v()
            case "--changed-since": a.changedSince = try v()
            case "--only-rule": a.onlyRules += try ruleList(name, v())
            case "--disable-rule": a.disabledRules += try ruleList(name, v())
            case "--stdin-path": a.stdinPath = try v()
            case "--languages": break
            case "--version": a.command = .version
            case "--help", "-h": a.command = .help
            default:
                if arg.hasPrefix("-") && arg.count > 1 {
                    if let near = nearestOption(name) {
                        throw UsageError(message: "unknown option \(arg); did you mean \(near)? (see voicelint --help)")
                    }
                    throw UsageError(message: "unknown option \(arg) (see voicelint --help)")
                }
                positional.append(arg)
            }
            i += 1
        }
        if a.command == .version || a.command == .help { return a }
        switch positional.first {
        case "rules":
            a.command = positional.count == 1 && argv.contains("--languages") ? .languages : .rules
        case "languages":
            a.command = .languages
        case "explain":
            guard positional.count == 2 else { throw UsageError(message: "usage: voicelint explain RULE") }
            a.command = .explain(positional[1])
        case "suggest":
            guard positional.count >= 2 else { throw UsageError(message: "usage: voicelint suggest TEXT --role label|hint --locale LOC") }
            a.command = .suggest(positional.dropFirst().joined(separator: " "))
            a.suggestLocale = a.locales.first ?? "en"
        case "examples":
            a.command = .examples(Array(positional.dropFirst()))
        case "lexicon-schema":
            a.command = .lexiconSchema(update: positional.count > 1 ? positional[1] : nil)
        case "init":
            guard positional.count <= 2 else { throw UsageError(message: "usage: voicelint init [DIR] [--sources DIR] [--baseline] [--force]") }
            a.command = .initialize(positional.count == 2 ? positional[1] : ".")
        case "completions":
            let shells = ["bash", "zsh", "fish"]
            guard positional.count == 2, shells.contains(positional[1]) else { throw UsageError(message: "usage: voicelint completions bash|zsh|fish") }
            a.command = .completions(positional[1])
        case "man":
            a.command = .manPage
        case "version":
            a.command = .version
        case "help":
            a.command = .help
        case "check":
            a.paths = Array(positional.dropFirst())
        case "roles":
            a.command = .roles
            a.paths = Array(positional.dropFirst())
        default:
            // A first word that is no path but is close to a command is a misspelt command, not a path.
            if let first = positional.first, first != "-", !FileManager.default.fileExists(atPath: first),
               let near = Suggestions.nearest(first, in: CommandLineSpec.commands.map(\.name)),
               Suggestions.distance(near, first) <= (near.count >= 5 ? 2 : 1) {
                throw UsageError(message: "no command or path \"\(first)\"; did you mean \(near)? (see voicelint --help)")
            }
            a.paths = positional
        }
        if (a.command == .check || a.command == .roles) && a.paths.isEmpty { a.paths = ["."] }
        if a.paths.contains("-") {
            guard a.paths == ["-"] else { throw UsageError(message: "- (the standard input) is the only PATH when given") }
            guard a.stdinPath != nil else {
                throw UsageError(message: "PATH - reads a catalog from the standard input: say which file it is with --stdin-path PATH (its format and locale come from it: fr.lproj/Localizable.strings)")
            }
            if a.fix { throw UsageError(message: "--fix cannot rewrite the standard input: give the catalog's path") }
        } else if a.stdinPath != nil {
            throw UsageError(message: "--stdin-path goes with PATH - (a catalog read from the standard input)")
        }
        if !a.onlyRules.isEmpty && !a.disabledRules.isEmpty, let both = a.onlyRules.first(where: a.disabledRules.contains) {
            throw UsageError(message: "\(both) is given to both --only-rule and --disable-rule")
        }
        return a
    }

    /// A comma-separated list of rule ids; an unknown id is an error with the nearest one.
    private static func ruleList(_ option: String, _ value: String) throws -> [String] {
        let ids = value.split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { throw UsageError(message: "\(option) needs a rule id (voicelint rules lists them)") }
        for id in ids where RuleRegistry.rule(id) == nil {
            let near = Suggestions.nearest(id, in: RuleRegistry.ids).map { "; did you mean \($0)?" } ?? ""
            throw UsageError(message: "\(option): no rule \"\(id)\"\(near) (voicelint rules lists them)")
        }
        return ids
    }

    /// The option an unknown one was probably meant to be. Never one that writes files (`--fix`,
    /// `--force`...) unless it is one letter away: a guess must not turn a typo into a rewrite.
    /// A single letter (`-x`) is no typo of a long option.
    static func nearestOption(_ name: String) -> String? {
        if !name.hasPrefix("--") && name.count <= 2 { return nil }
        let writes: Set<String> = ["--fix", "--unsafe-fixes", "--force", "--write-baseline"]
        guard let near = Suggestions.nearest(name, in: CommandLineSpec.options.map(\.name)) else { return nil }
        let d = Suggestions.distance(near, name)
        if writes.contains(near) && d > 1 { return nil }
        return d <= max(1, near.count / 3) ? near : nil
    }
}

extension String {
    func trimmed() -> String {
        var s = self[...]
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
