import VoiceLintReport
import VoiceLintRules

/// Every command and option of the command line, declared once: `--help`, the shell
/// completions (`voicelint completions bash|zsh|fish`) and the man page (`voicelint man`)
/// are all made from these tables, so they cannot drift from what the parser takes.
enum CommandLineSpec {
    /// How a shell completes an option's value.
    enum Completion { case none, file, directory, choices, locale, rule }

    struct Option {
        var name: String
        var short: String?
        /// The value's placeholder; nil for a flag.
        var value: String?
        var choices: [String]?
        var completion: Completion
        var help: String
    }

    struct Command {
        var name: String
        var usage: String
        var help: String
    }

    static let commands: [Command] = [
        Command(name: "check", usage: "voicelint [check] [PATH ...] [options]", help: "the main job; PATH defaults to ."),
        Command(name: "roles", usage: "voicelint roles [PATH ...] [--format text|json|tsv]", help: "which keys are labels, hints and parts, and why (the use in code, the key's name, its comment)"),
        Command(name: "rules", usage: "voicelint rules", help: "every rule: id, role, severity, one line"),
        Command(name: "explain", usage: "voicelint explain RULE [--locale LOC|all]", help: "what a rule checks, why, how to fix, and its examples (the development language's; --locale: those languages')"),
        Command(name: "suggest", usage: "voicelint suggest TEXT --role label|hint --locale LOC", help: "a writer's quick check of one text"),
        Command(name: "languages", usage: "voicelint languages", help: "every language profile, what it falls back to, and the regional tags that resolve to one"),
        Command(name: "examples", usage: "voicelint examples [RULE|LOCALE ...]", help: "run the rules' examples (the lexicons' own too; with --config: its lexicon folders too)"),
        Command(name: "init", usage: "voicelint init [DIR] [--sources DIR] [--baseline] [--force]", help: "write a starter .voicelint.json guessed from the project (--baseline: and today's findings as the baseline)"),
        Command(name: "lexicon-schema", usage: "voicelint lexicon-schema [README]", help: "the lexicon files' keys as Markdown tables (with README: rewrite its generated tables)"),
        Command(name: "completions", usage: "voicelint completions bash|zsh|fish", help: "the shell completion script"),
        Command(name: "man", usage: "voicelint man", help: "the man page (roff)"),
        Command(name: "version", usage: "voicelint version", help: "the version (as --version)"),
        Command(name: "help", usage: "voicelint help", help: "this help (as --help)"),
    ]

    static let options: [Option] = [
        Option(name: "--format", short: "-f", value: "FORMAT", choices: OutputFormat.allCases.map(\.rawValue), completion: .choices, help: "output format (default text)"),
        Option(name: "--output", short: "-o", value: "FILE", completion: .file, help: "write the report to FILE"),
        Option(name: "--locale", value: "LOC[,LOC...]", completion: .locale, help: "check only these locales (suggest: the text's locale)"),
        Option(name: "--fail-on", value: "LEVEL", choices: ["error", "warning", "info", "never"], completion: .choices, help: "exit 1 on findings at or above this level (default error)"),
        Option(name: "--min-score", value: "N", completion: .none, help: "exit 1 when a language scores below N (0-100)"),
        Option(name: "--config", value: "FILE", completion: .file, help: "the configuration (default: .voicelint.json found upward from PATH)"),
        Option(name: "--baseline", value: "FILE", completion: .file, help: "report and gate only findings not in the baseline (init: a flag, write one)"),
        Option(name: "--write-baseline", value: "FILE", completion: .file, help: "record today's findings as the baseline"),
        Option(name: "--changed-since", value: "REV", completion: .none, help: "check only the keys whose values changed since the git revision REV (every locale)"),
        Option(name: "--roles", value: "FILE", completion: .file, help: "a TSV of keys and their roles (key<TAB>label|hint)"),
        Option(name: "--sources", value: "DIR[,DIR...]", completion: .directory, help: "also scan these folders' Swift, Objective-C and Interface Builder files for keys used as labels and hints (the checked folders are scanned by default)"),
        Option(name: "--no-sources", completion: .none, help: "do not scan the checked folders' sources for roles"),
        Option(name: "--development-language", value: "LOC", completion: .locale, help: "the language of Base.lproj (default en)"),
        Option(name: "--role", value: "ROLE", choices: Role.allCases.map(\.rawValue), completion: .choices, help: "suggest: the text's role"),
        Option(name: "--only-rule", value: "RULE[,RULE...]", completion: .rule, help: "run only these rules"),
        Option(name: "--disable-rule", value: "RULE[,RULE...]", completion: .rule, help: "do not run these rules"),
        Option(name: "--stdin-path", value: "PATH", completion: .file, help: "with PATH -: the catalog's path as it stands in the project (its format, its locale from xx.lproj, the file findings name)"),
        Option(name: "--fix", completion: .none, help: "write the safe suggestions into the catalogs (whitespace, first capital, full stop)"),
        Option(name: "--unsafe-fixes", completion: .none, help: "with --fix: also write the suggestions that change words (review them)"),
        Option(name: "--dry-run", completion: .none, help: "with --fix: show the rewrites, write nothing"),
        Option(name: "--force", completion: .none, help: "init: overwrite an existing .voicelint.json"),
        Option(name: "--quiet", short: "-q", completion: .none, help: "print the table only, no findings, no progress"),
        Option(name: "--version", completion: .none, help: "print the version"),
        Option(name: "--help", short: "-h", completion: .none, help: "print this help"),
    ]

    static func option(_ name: String) -> Option? { options.first { $0.name == name || $0.short == name } }

    /// "a, b or c".
    static func orList(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// The option as `--help` shows it: "--format, -f FORMAT".
    static func signature(_ o: Option) -> String {
        var s = o.name + (o.short.map { ", " + $0 } ?? "")
        if let v = o.value { s += " " + (o.choices.map { $0.joined(separator: "|") } ?? v) }
        return s
    }

    static var help: String {
        var s = "voicelint: checks the accessibility labels and hints in iOS string catalogs.\n\nusage:\n"
        let width = commands.map(\.usage.count).max()! + 3
        for c in commands { s += "  " + c.usage.padding(width) + c.help + "\n" }
        s += """

        PATH: a .xcstrings, .strings, .stringsdict, .xliff, Android strings.xml or
        gettext .po file, or a folder (searched recursively; xx.lproj gives the
        locale, .xcloc bundles are folders), or - for one catalog read from the
        standard input (with --stdin-path).

        options:

        """
        let ow = min(options.map { signature($0).count }.max()! + 2, 34)
        for o in options {
            let sig = signature(o)
            s += sig.count + 2 > ow ? "  \(sig)\n  \(String(repeating: " ", count: ow))\(o.help)\n" : "  \(sig.padding(ow))\(o.help)\n"
        }
        s += "\nexit status: 0 passed, 1 findings or scores fail the gate, 2 the input or the command line could not be used.\n"
        return s
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
