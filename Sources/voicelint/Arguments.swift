import VoiceLintReport
import VoiceLintRules

/// The command line of CONTRACT.md, parsed; errors name the option.
struct Arguments {
    enum Command: Equatable { case check, rules, explain(String), suggest(String), examples([String]), lexiconSchema(update: String?), version, help }

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
    var quiet = false
    var role: Role = .label
    var suggestLocale = "en"
    var rolesFile: String?
    /// Source folders to scan for keys used as labels and hints.
    var sources: [String] = []
    var developmentLanguageOverride: String?

    struct FailLevel { var level: Severity? }

    struct UsageError: Error { var message: String }

    static func parse(_ argv: [String]) throws -> Arguments {
        var a = Arguments()
        var i = 0
        var positional: [String] = []
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
            switch name {
            case "--format", "-f":
                let f = try v()
                guard let fmt = OutputFormat(rawValue: f) else {
                    throw UsageError(message: "--format: unknown format \"\(f)\" (expected \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                a.format = fmt
            case "--output", "-o": a.output = try v()
            case "--locale": a.locales += try v().split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
            case "--config": a.config = try v()
            case "--fail-on":
                let f = try v()
                switch f {
                case "error": a.failOnOverride = FailLevel(level: .error)
                case "warning": a.failOnOverride = FailLevel(level: .warning)
                case "info": a.failOnOverride = FailLevel(level: .info)
                case "never": a.failOnOverride = FailLevel(level: nil)
                default: throw UsageError(message: "--fail-on: expected error, warning, info or never, found \"\(f)\"")
                }
            case "--min-score":
                let s = try v()
                guard let d = Double(s), d >= 0, d <= 100 else { throw UsageError(message: "--min-score: expected a number from 0 to 100, found \"\(s)\"") }
                a.minScore = d
            case "--baseline": a.baseline = try v()
            case "--write-baseline": a.writeBaseline = try v()
            case "--fix": a.fix = true
            case "--dry-run": a.dryRun = true
            case "--quiet", "-q": a.quiet = true
            case "--role":
                let r = try v()
                guard let role = Role(rawValue: r) else { throw UsageError(message: "--role: expected label, hint or other, found \"\(r)\"") }
                a.role = role
            case "--roles": a.rolesFile = try v()
            case "--sources": a.sources += try v().split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty }
            case "--development-language": a.developmentLanguageOverride = try v()
            case "--version": a.command = .version
            case "--help", "-h": a.command = .help
            default:
                if arg.hasPrefix("-") && arg.count > 1 { throw UsageError(message: "unknown option \(arg) (see voicelint --help)") }
                positional.append(arg)
            }
            i += 1
        }
        if a.command == .version || a.command == .help { return a }
        switch positional.first {
        case "rules":
            a.command = .rules
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
        case "check":
            a.paths = Array(positional.dropFirst())
        default:
            a.paths = positional
        }
        if a.command == .check && a.paths.isEmpty { a.paths = ["."] }
        return a
    }

    static let help = """
    voicelint: checks the accessibility labels and hints in iOS string catalogs.

    usage:
      voicelint [check] [PATH ...] [options]   the main job; PATH defaults to .
      voicelint rules                          every rule: id, role, severity, one line
      voicelint explain RULE                   what a rule checks, why, examples, how to fix
      voicelint suggest TEXT --role label|hint --locale LOC
      voicelint examples [RULE|LOCALE ...]     run the rules' examples (the lexicons' own too)
                                               (with --config: its lexicon folders too)
      voicelint lexicon-schema [README]        the lexicon files' keys as Markdown tables
                                               (with README: rewrite its generated tables)

    PATH: a .xcstrings, .strings, .stringsdict, .xliff, Android strings.xml or
    gettext .po file, or a folder (searched recursively; xx.lproj gives the
    locale, .xcloc bundles are folders).

    options:
      --format text|json|xcode|sarif|junit|github|markdown|html
                                    output format (default text)
      --output FILE                 write the report to FILE
      --locale LOC[,LOC...]         check only these locales
      --fail-on error|warning|never exit 1 on findings at or above this level (default error)
      --min-score N                 exit 1 when a language scores below N (0-100)
      --config FILE                 the configuration (default: .voicelint.json found upward from PATH)
      --baseline FILE               report and gate only findings not in the baseline
      --write-baseline FILE         record today's findings as the baseline
      --roles FILE                  a TSV of keys and their roles (key<TAB>label|hint)
      --sources DIR[,DIR...]        scan Swift, Objective-C and Interface Builder files for keys
                                    used as accessibility labels and hints
      --development-language LOC    the language of Base.lproj (default en)
      --fix                         apply the suggestions to the catalogs in place
      --dry-run                     with --fix: show the rewrites, write nothing
      --quiet                       print the table only, no findings
      --version, --help

    exit status: 0 passed, 1 findings or scores fail the gate, 2 the input or the command line could not be used.
    """
}

extension String {
    func trimmed() -> String {
        var s = self[...]
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
