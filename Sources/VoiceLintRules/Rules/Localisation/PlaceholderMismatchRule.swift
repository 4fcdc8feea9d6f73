import VoiceLintCatalog

/// `placeholder-mismatch`: the translation's format arguments differ from the source's.
struct PlaceholderMismatchRule: Rule {
    var info: RuleInfo { Self.description }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "placeholder-mismatch", applies: .any, severity: .error,
        summary: "A translation's format placeholders (argument and type) differ from the source's.",
        rationale: "A dropped %@ loses the name VoiceOver should speak; %d where the code passes a 64-bit %lld prints garbage or crashes.",
        fix: "Use the source's placeholders; reorder them with positions (%1$@, %2$lld) where the language needs it. \"%1d\" and \"%2d\" are widths, not positions: a translation that writes them in another order (\"%2d … %1d\" for \"%1d of %2d\"), or swaps unnumbered placeholders of different types (\"%d … %@\" for \"%@ … %d\"), changes which value goes where and is reported as such.",
        examples: [
            RuleExample(locale: "fr", role: .other, text: "%2$lld photos de %1$@", source: "%@ has %lld photos", expect: .passes, why: "positions may reorder"),
            RuleExample(locale: "fr", role: .other, text: "%1$@ et %1$@", source: "%1$@ and %1$@", expect: .passes, why: "repeated positions"),
            RuleExample(locale: "de", role: .other, text: "%lld Mal favorisiert", source: "starred", key: "notifications.label.favorite %lld",
                        expect: .passes, why: "the key says the code passes a count, which the translation may use"),
            RuleExample(locale: "de", role: .other, text: "%d Mal favorisiert", source: "starred", key: "notifications.label.favorite %lld",
                        expect: .triggers(suggestion: nil), why: "but with the key's type"),
            RuleExample(locale: "fr", role: .other, text: "%d photos", source: "%lld photos", expect: .triggers(suggestion: nil), why: "%d vs %lld"),
            RuleExample(locale: "fr", role: .other, text: "Photos", source: "%lld photos", expect: .triggers(suggestion: nil), why: "dropped"),
            RuleExample(locale: "de", role: .other, text: "%1$@ hat %1$lld Fotos", source: "%@ has %lld photos", expect: .triggers(suggestion: nil), why: "wrong position"),
            RuleExample(locale: "zh-Hans", role: .other, text: "％@ 的照片", source: "%@’s photos", expect: .triggers(suggestion: nil), why: "a fullwidth percent sign"),
            RuleExample(locale: "fr", role: .other, text: "Photos de % 1$@", source: "%1$@’s photos", expect: .triggers(suggestion: nil), why: "a space inside the placeholder"),
            RuleExample(locale: "fr", role: .other, text: "50 % de réduction", source: "50% off", expect: .passes, why: "a percent sign before a word is text"),
            RuleExample(locale: "fr", role: .other, text: "100 %% sûr : %@", source: "100%% sure: %@", expect: .passes, why: "%% is literal"),
            RuleExample(locale: "fr", role: .other, text: "%1d sur %2d", source: "%1d of %2d", expect: .passes, why: "%1d is a width, not a position"),
            RuleExample(locale: "fr", role: .other, text: "%2d sur %1d", source: "%1d of %2d", expect: .triggers(suggestion: nil),
                        why: "widths in another order: the first value now prints in the two-wide place"),
            RuleExample(locale: "fr", role: .other, text: "%d photos de %@", source: "%@ has %d photos", expect: .triggers(suggestion: nil),
                        why: "unnumbered placeholders of two types swapped: the name goes into %d"),
            RuleExample(locale: "fr", role: .other, text: "%2$d photos de %1$@", source: "%1$@ has %2$d photos", expect: .passes, why: "numbered: free to reorder"),
            RuleExample(locale: "fr", role: .other, text: "%d sur %d", source: "%d of %d", expect: .passes, why: "the same placeholders in the same order"),
            RuleExample(locale: "fr", role: .other, plural: ["one": "Un élément", "other": "%lld éléments"], sourcePlural: ["one": "%lld item", "other": "%lld items"],
                        expect: .triggers(suggestion: nil), severity: .warning, why: "the one form may drop the number: a warning"),
            RuleExample(locale: "fr", role: .other, plural: ["one": "%lld élément", "other": "%lld éléments"], sourcePlural: ["one": "%lld item", "other": "%lld items"], expect: .passes),
        ])

    func check(unit u: UnitContext, into out: inout FindingSink) {
        guard !u.isSource else { return }
        // Neither text has a "%": no placeholder on either side, nothing to compare (most copy).
        if u.unit.variant.first != "substitutions", !u.textFacts.mayHavePlaceholder, u.hasSourceUnit, !u.sourceMayHavePlaceholder { return }
        // The two localizations where the checker found them: not looked up again, nor copied.
        guard u.hasSourceLocalization, let s = counterpart(of: u.unit, in: u.localization, source: u.sourceLocalization) ?? u.sourceUnit else { return }
        // A substitution's variation whose source substitution cannot be found is
        // compared through the main value only (that comparison sees every argument).
        if u.unit.variant.first == "substitutions" && s.variant.first != "substitutions" { return }
        // The unit's own scan where no substitution changes what its placeholders stand for.
        let t = u.localization.substitutions.isEmpty && u.unit.variant.first != "substitutions" ? u.formatScan : scan(u.unit, in: u.localization)
        if !t.malformed.isEmpty {
            out.report(info, u, "broken placeholder \(t.malformed.map { "“\($0)”" }.joined(separator: ", ")): it is printed as text, not replaced")
            return
        }
        // Placeholders without a position take the values in order: "%2d … %1d" for "%1d of %2d"
        // (widths, not positions) or "%d … %@" for "%@ … %d" put each value in the other's place.
        let sourceScan = scan(s, in: u.sourceLocalization)
        if u.unit.variant.first != "substitutions", let (mine, theirs) = Self.reordered(t.written, sourceScan.written) {
            out.report(info, u, "the translation puts the unnumbered placeholders in another order (\(mine.joined(separator: " … ")) for the source's \(theirs.joined(separator: " … "))): without positions they take the values in order, so the values change places (a digit without \"$\" is a width, not a position); number them (%1$d, %2$d) to reorder")
            return
        }
        // The same placeholders in the same order, as most translations have them: the same sets.
        if t.placeholders == sourceScan.placeholders { return }
        let have = Set(t.placeholders)
        let want = Set(sourceScan.placeholders)
        if have == want { return }
        // A key written as a format ("notifications.label.favorite %lld") says which
        // arguments the code passes: a translation may use one the source text leaves out.
        let passed = want.union(FormatSpecifiers.scan(u.entry.key).placeholders)
        if want.isSubset(of: have) && have.isSubset(of: passed) { return }
        // A plural's one/zero/two form may leave the number out ("Un élément").
        if let cat = u.unit.pluralCategory, ["zero", "one", "two"].contains(cat) {
            let other = u.sourceLocalization.units.first { $0.pluralGroup == u.unit.pluralGroup && $0.pluralCategory == "other" }
            let otherSet = other.map { Set(scan($0, in: u.sourceLocalization).placeholders) } ?? want
            if have == otherSet { return }
            if have.isSubset(of: want.union(otherSet)) {
                out.report(info, u, "the \(cat) form leaves out \(describe(want.union(otherSet).subtracting(have))); fine only if the number is never needed", severity: .warning)
                return
            }
        }
        var parts: [String] = []
        let missing = want.subtracting(have), extra = have.subtracting(want)
        if !missing.isEmpty { parts.append("lacks \(describe(missing))") }
        if !extra.isEmpty { parts.append("has \(describe(extra)) that the source does not") }
        out.report(info, u, "the translation " + parts.joined(separator: " and ") + " (source: \(describe(want)))")
    }

    /// The non-positional placeholders of a translation and its source, as written, when they are
    /// the same ones in another order and not all alike ("%2d", "%1d" for "%1d", "%2d"). Given
    /// each text's placeholders as its scan wrote them.
    static func reordered(_ text: [String], _ source: [String]) -> ([String], [String])? {
        // Two placeholders at least: most text has none.
        guard text.count >= 2 else { return nil }
        func unnumbered(_ written: [String]) -> [String] {
            written.filter { !$0.contains(Character("$")) && !TextSearch.contains($0, "#@") }
                .map { $0.hasSuffix("i") ? String($0.dropLast()) + "d" : $0 }
        }
        let a = unnumbered(text), b = unnumbered(source)
        guard a.count >= 2, a != b, a.sorted() == b.sorted() else { return nil }
        return (a, b)
    }

    /// The source unit a translated unit answers to. Substitutions may be renamed in a
    /// translation ("%#@count_posts@" for the source's "%#@arg1@"): they are matched
    /// by the argument they stand for.
    private func counterpart(of unit: TextUnit, in mine: Localization, source: Localization) -> TextUnit? {
        guard unit.variant.first == "substitutions", unit.variant.count > 1 else { return nil }
        let name = unit.variant[1]
        let rest = Array(unit.variant.dropFirst(2))
        func argument(_ n: String, _ l: Localization) -> Int? {
            guard let main = l.units.first(where: { $0.variant.isEmpty }) else { return l.substitutions[n]?.argNum }
            return FormatSpecifiers.scan(main.value, substitutions: l.substitutions).variables.first { $0.name == n }?.index ?? l.substitutions[n]?.argNum
        }
        let sourceName: String
        if source.substitutions[name] != nil { sourceName = name } else {
            guard let index = argument(name, mine),
                  let match = source.substitutions.keys.sorted().first(where: { argument($0, source) == index }) else { return nil }
            sourceName = match
        }
        let path = ["substitutions", sourceName] + rest
        if let same = source.units.first(where: { $0.variant == path }) { return same }
        return source.units.first { $0.variant == ["substitutions", sourceName] + rest.dropLast() + ["other"] }
    }

    private func scan(_ unit: TextUnit, in l: Localization) -> FormatScan {
        // %arg in a substitution's variations stands for that substitution's argument.
        var argument: (index: Int, conversion: String)?
        if unit.variant.first == "substitutions", unit.variant.count > 1, let sub = l.substitutions[unit.variant[1]] {
            let main = l.units.first { $0.variant.isEmpty }.map { FormatSpecifiers.scan($0.value, substitutions: l.substitutions) }
            let index = main?.variables.first { $0.name == sub.name }?.index ?? sub.argNum ?? 1
            argument = (index, sub.formatSpecifier)
            // Inside a stringsdict variation, %ld is the variable's own argument.
            var scan = FormatSpecifiers.scan(unit.value, substitutions: l.substitutions, argument: argument)
            scan.placeholders = scan.placeholders.map { p in
                p.conversion == FormatSpecifiers.normalise(sub.formatSpecifier) ? Placeholder(index: index, conversion: p.conversion) : p
            }
            return scan
        }
        return FormatSpecifiers.scan(unit.value, substitutions: l.substitutions, argument: argument)
    }

    private func describe(_ s: Set<Placeholder>) -> String {
        s.isEmpty ? "no placeholders" : s.sorted { ($0.index, $0.conversion) < ($1.index, $1.conversion) }.map { "%\($0.index)$\($0.conversion)" }.joined(separator: ", ")
    }
}
