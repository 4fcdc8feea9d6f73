import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintPipeline
import VoiceLintReport
import VoiceLintRules
import VoiceLintLowLevel
import VoiceLintText

let toolVersion = VoiceLint.version

/// Writes to stderr and exits 2: the input or the command line could not be used.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("voicelint: " + message + "\n").utf8))
    exit(2)
}

func emit(_ text: String, to output: String?) {
    if let output {
        checkWritable(output)
        guard let f = fopen(output, "w") else { fail("\(output): cannot be written: \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        let wrote = fwrite(bytes, 1, bytes.count, f) == bytes.count
        if fclose(f) != 0 || !wrote { fail("\(output): cannot be written: \(String(cString: strerror(errno)))") }
    } else {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// An `--output` path that names a folder is a mistake to say plainly (not as the system's error code).
func checkWritable(_ output: String) {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isDir), isDir.boolValue {
        fail("\(output): is a folder; --output takes the path of a file to write")
    }
}

// A large check frees large blocks as it goes: given back, not kept to its end; blocks under a
// megabyte come from the heap, which reuses what was freed (see `MemoryPolicy`).
MemoryPolicy.giveBack(above: 1 << 20, mapFrom: 1 << 20)

let args: Arguments
do { args = try Arguments.parse(Array(CommandLine.arguments.dropFirst())) } catch let e as Arguments.UsageError {
    fail(e.message)
} catch { fail("\(error)") }

/// The default lexicons, for the commands that take no configuration.
func defaultLanguages() -> LanguageStore {
    do { return try LanguageStore(developmentLanguage: args.developmentLanguageOverride ?? "en") } catch { fail("\(error)") }
}

switch args.command {
case .version:
    print("voicelint \(toolVersion)")
case .help:
    print(CommandLineSpec.help, terminator: "")
case .rules:
    emit(RuleDocs.list(), to: args.output)
case .languages:
    let languages = args.config == nil ? defaultLanguages() : CheckCommand(args: args).languageStore()
    var perLanguage: [String: Int] = [:]
    for rule in RuleRegistry.all { for e in (try? languages.examples(for: rule)) ?? [] { perLanguage[e.locale, default: 0] += 1 } }
    var out = "language  served by                    examples\n"
    for tag in languages.languages where !LanguageStore.isGeneric(tag) {
        out += tag.padding(10) + languages.chain(for: tag).joined(separator: " -> ").padding(29) + "\(perLanguage[tag] ?? 0)\n"
    }
    out += "\ngeneric profiles of scripts (a language without a profile of its own gets its script's: capital, full stop, length, white space, placeholders, symbols):\n"
    for tag in languages.languages where LanguageStore.isGeneric(tag) {
        out += "  " + tag.padding(10) + Plural.count(perLanguage[tag] ?? 0, "example") + "\n"
    }
    out += "\nregional tags (no profile of their own):\n"
    for tag in LanguageStore.commonRegionalTags where !languages.languages.contains(tag) {
        let chain = languages.chain(for: tag)
        out += "  " + tag.padding(8) + (chain.isEmpty ? "no profile: localisation rules only" : "-> " + chain.joined(separator: " -> ")) + "\n"
    }
    out += "\nAny other tag resolves to its language (pt-PT -> pt, es-419 -> es); a language without a profile gets its script's generic one (hy -> und-Armn, pa-IN -> und-Guru), or, where ICU knows no script for it, the localisation rules only.\n"
    emit(out, to: args.output)
case .explain(let id):
    guard let rule = RuleRegistry.rule(id) else {
        let near = Suggestions.nearest(id, in: RuleRegistry.ids).map { "; did you mean \($0)?" } ?? ""
        fail("no rule \"\(id)\"\(near) (voicelint rules lists them)")
    }
    // The development language's examples, or those of the languages asked for (`--locale all`: every one).
    let languages = defaultLanguages()
    // A locale that no profile serves has no examples: said, not an empty page.
    for l in args.locales where l != "all" && languages.chain(for: l).isEmpty {
        fail("no language profile serves \"\(l)\" (voicelint languages lists them; --locale all shows every language's examples)")
    }
    let shown = args.locales.isEmpty ? [args.developmentLanguageOverride ?? "en"] : args.locales.map { $0 == "all" ? $0 : languages.chain(for: $0).first ?? $0 }
    do { emit(RuleDocs.explain(rule, examples: try languages.examples(for: rule), locales: shown), to: args.output) } catch { fail("\(error)") }
case .examples(let filters):
    // Filters are rule ids or locales. With --config, the configuration's lexicon folders count too.
    let languages = args.config == nil ? defaultLanguages() : CheckCommand(args: args).languageStore()
    let rules = RuleRegistry.all.filter { r in !filters.contains { RuleRegistry.rule($0) != nil } || filters.contains(r.info.id) }
    let locales = Set(filters.filter { RuleRegistry.rule($0) == nil })
    // A filter that is neither a rule nor a language with examples is a typo, not "0 passed".
    for f in locales.sorted() where !languages.languages.contains(f) {
        if let near = Suggestions.nearest(f, in: RuleRegistry.ids + languages.languages) { fail("no rule or language \"\(f)\"; did you mean \(near)?") }
        fail("no rule or language \"\(f)\" (voicelint rules lists the rules; languages: \(languages.languages.joined(separator: ", ")))")
    }
    do {
        let outcomes = try ExampleCheck.run(languages: languages, rules: rules, locales: locales)
        emit(ExampleCheck.render(outcomes), to: args.output)
        exit(outcomes.contains { $0.failure != nil } ? 1 : 0)
    } catch { fail("\(error)") }
case .suggest(let text):
    if args.format != .text { fail("suggest prints text only (--format \(args.format.rawValue) is for the check)") }
    let s = Suggest(languages: args.config == nil ? defaultLanguages() : CheckCommand(args: args).languageStore())
    let result = s.run(text: text, role: args.role, locale: args.suggestLocale)
    emit(result.text, to: args.output)
    exit(result.hasError ? 1 : 0)
case .lexiconSchema(let readme):
    if let readme {
        guard let text = try? String(contentsOfFile: readme, encoding: .utf8) else { fail("\(readme): cannot be read") }
        emit(LexiconSchemaDocs.updating(text), to: readme)
    } else {
        emit(LexiconSchemaDocs.sections.map(\.text).joined(separator: "\n"), to: args.output)
    }
case .completions(let shell):
    emit(ShellCompletions.script(for: shell), to: args.output)
case .manPage:
    emit(ShellCompletions.manPage(version: toolVersion), to: args.output)
case .initialize(let dir):
    exit(InitCommand(args: args, folder: dir).run())
case .check:
    exit(CheckCommand(args: args).run())
case .roles:
    exit(CheckCommand(args: args).listRoles())
}
