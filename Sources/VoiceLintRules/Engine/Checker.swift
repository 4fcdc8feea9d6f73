import Foundation
import VoiceLintCatalog
import VoiceLintText
import VoiceLintLowLevel

/// How many strings each locale has, for the quality table.
public struct LocaleCensus: Sendable {
    public var locale: String
    /// Keys the locale is expected to have (its own plus the missing ones).
    public var strings = 0
    public var labels = 0
    public var hints = 0
    /// Labels and hints whose role was read from the app's code.
    public var rolesFromCode = 0
    /// Expected keys the locale lacks (or leaves empty).
    public var missing = 0
    /// The lexicon folder that served the locale, nil when none: no copy rules ran.
    public var profile: String?
    public var isSource = false

    public init(locale: String, profile: String?, isSource: Bool = false) {
        self.locale = locale
        self.profile = profile
        self.isSource = isSource
    }

    /// The census of the locale over two runs of entries: this one and `other`.
    func adding(_ other: LocaleCensus) -> LocaleCensus {
        var sum = self
        sum.strings += other.strings
        sum.labels += other.labels
        sum.hints += other.hints
        sum.rolesFromCode += other.rolesFromCode
        sum.missing += other.missing
        sum.isSource = isSource || other.isSource
        return sum
    }
}

/// What a check found: the findings, sorted by place, and each locale's census.
public struct CheckResult: Sendable {
    public var findings: [Finding]
    public var census: [LocaleCensus]
    /// The language of Base.lproj: the quality table gives both one row.
    public var developmentLanguage: String

    public init(findings: [Finding], census: [LocaleCensus], developmentLanguage: String = "en") {
        self.findings = findings
        self.census = census
        self.developmentLanguage = developmentLanguage
    }
}

/// Runs every rule over every key, locale and text unit of a catalog.
/// Data flows one way: catalog in, findings and census out. A checker is configured
/// once, at init, and may check any number of catalogs.
public final class Checker: @unchecked Sendable {
    /// What a checker is told once.
    public struct Options: Sendable {
        public var settings = RuleSettings()
        public var roles = RoleClassifier()
        /// Only these locales are checked (all when empty).
        public var onlyLocales: Set<String> = []
        /// How many locales are checked at once (each on its own thread, with its own ICU
        /// analyzer): the machine's cores by default, 1 for a single thread.
        public var parallelism = ProcessInfo.processInfo.activeProcessorCount
        /// Called every few hundred keys with (keys done, keys in all), for a progress line.
        public var progress: (@Sendable (Int, Int) -> Void)?
        /// The locales of each table of the whole catalog, when the catalog checked is a part of
        /// it (`--changed-since`): a key checked is missing in a locale its table has elsewhere.
        public var tableLocales: [String: [String]]?
        /// The fewest entries in a run of a locale's entries that workers share (`LocaleJobs`);
        /// at most sixteen runs per locale, so that the last runs are short and the workers end
        /// together (with four, one worker checked alone at the end). A helper's context costs a
        /// few milliseconds to make.
        var entriesPerRun = 4096
        /// The fewest values to check (keys times locales) for which each worker makes its own
        /// contexts of the source languages (`WorkerContexts`): one costs a few milliseconds to
        /// make, which a check of a few thousand values does not win back.
        var ownSourceContextsFrom = 50_000

        public init(settings: RuleSettings = RuleSettings(), roles: RoleClassifier = RoleClassifier()) {
            self.settings = settings
            self.roles = roles
        }
    }

    public let rules: [any Rule]
    public let languages: LanguageStore
    public let options: Options

    /// The rules' checks by what they are given (see `RuleCalls`).
    private let calls: RuleCalls

    public init(rules: [any Rule] = RuleRegistry.all, languages: LanguageStore, options: Options = Options()) {
        self.rules = rules
        self.languages = languages
        self.options = options
        calls = RuleCalls(rules)
    }

    public func check(_ catalog: Catalog) -> CheckResult {
        var all: [Int: Set<String>]? = nil
        return check(catalog, selecting: &all)
    }

    /// The findings of some of the catalog's entries (by index) in some of their locales
    /// (`Checker.everyLocale` for all), checked with all the others around them (their tables'
    /// locales, a hint's label): what `--fix` checks again after a rewrite. The hints of a
    /// label selected are checked too, in the same locales (they are compared with it), and
    /// added to `entries`. The census counts only what was checked.
    public func check(_ catalog: Catalog, entries: inout [Int: Set<String>]) -> CheckResult {
        var some: [Int: Set<String>]? = entries
        defer { entries = some! }
        return check(catalog, selecting: &some)
    }

    /// The locales each table of the entries has (for `Options.tableLocales`).
    public static func tableLocales(_ entries: [Entry]) -> [String: [String]] { TableScan(entries).tableLocales }

    /// In a selection of entries' locales: all of the entry's.
    public static let everyLocale = "*"

    private func check(_ catalog: Catalog, selecting: inout [Int: Set<String>]?) -> CheckResult {
        let roles = options.roles, onlyLocales = options.onlyLocales
        // The tables' locales found, and the source languages' contexts made, on one thread while
        // the others find the entries' roles.
        var scan = TableScan()
        let (roleOf, elementOf) = Self.classify(catalog.entries, roles, parallelism: options.parallelism) {
            scan = TableScan(catalog.entries)
            for source in scan.sources { _ = languages.context(for: source) }
        }
        if let whole = options.tableLocales {
            scan.tableLocales.merge(whole) { part, all in part + all.filter { !part.contains($0) } }
        }
        let tableLocales = scan.tableLocales, sources = scan.sources, localesOnce = scan.localesOnce
        let everyLocale = scan.everyLocale
        // Labels by element, per table, to pair hints with them, by the elements' hashes made
        // with the roles (not hashed again here, on one thread).
        // (Made at its size: grown from empty, it hashed every label again at each doubling.)
        var labels = [ElementKey: Int](minimumCapacity: roleOf.reduce(0) { $0 + ($1 == .label ? 1 : 0) })
        for (i, r) in roleOf.enumerated() where r == .label { labels[elementOf[i]!] = i }
        // Each hint's label, by entry index, found once for every locale; and the last hint of each label.
        var labelOf = [Int?](repeating: nil, count: catalog.entries.count)
        var lastHintOf = [Int](repeating: -1, count: catalog.entries.count)
        for (i, r) in roleOf.enumerated() where r == .hint {
            guard let l = labels[elementOf[i]!] else { continue }
            labelOf[i] = l
            lastHintOf[l] = i
        }
        // The entries and locales checked, when not all: those asked for and the hints of their labels.
        var selected: [Set<String>?] = []
        if var some = selecting {
            let asked = some
            for (h, l) in labelOf.enumerated() { if let l, let locales = asked[l] { some[h, default: []].formUnion(locales) } }
            selected = [Set<String>?](repeating: nil, count: catalog.entries.count)
            for (i, locales) in some { selected[i] = locales }
            selecting = some
        }
        // What the loaders noted, by key and locale: it reaches the rules with the localization.
        var notes: [String: [LoadNote]] = [:]
        for n in catalog.notes { notes[Self.noteKey(n.table, n.key, n.locale), default: []].append(n) }
        // Which entries' roles the app's code gave, asked once per entry, not per locale (none without code).
        let fromCode = roles.codeKeys.isEmpty ? [] : catalog.entries.map { roles.codeKeys.contains($0.key) }
        let prepared = Prepared(tableLocales: tableLocales, roleOf: roleOf, labelOf: labelOf, lastHintOf: lastHintOf, fromCode: fromCode,
                                notes: notes, localesOnce: localesOnce, selected: selected)

        // Each worker takes the next locale not yet taken, until none is left: a worker that
        // finishes early takes more, so the cores stay busy to the end; at the end, workers
        // share the last locales' runs of entries (`LocaleJobs`). A locale's context (and its
        // ICU analyzer) is used by one worker at a time: a helper makes one of its own.
        let catalogLocales = Catalog.inLocaleOrder(everyLocale, sources: sources)
        let locales = catalogLocales.filter { onlyLocales.isEmpty || onlyLocales.contains($0) }
        let workers = max(1, min(options.parallelism, locales.count))
        // The costliest locales first: the last ones taken are short (see `LocaleSchedule`).
        let order = workers > 1 ? LocaleSchedule.order(locales, catalog.entries) : Array(locales.indices)
        let jobs = LocaleJobs(order: order, chunks: workers > 1 ? min(16, catalog.entries.count / max(1, options.entriesPerRun)) : 1, workers: workers)
        let ownSourceContexts = workers > 1 && catalog.entries.count * locales.count >= options.ownSourceContextsFrom
        // Each run's part at its own place (locale, then run), whatever the order the workers took them in.
        var parts = [(findings: [Finding], census: LocaleCensus?)](repeating: ([], nil), count: locales.count * jobs.chunks)
        let lock = NSLock()
        let progress = ProgressCounter(total: catalog.entries.count, locales: locales.count, report: options.progress)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            // What a worker learns of an entry for one locale and keeps for the next ones it checks.
            let entryFacts = EntryFacts(count: catalog.entries.count)
            let labelWords = LabelWordsSlots(count: catalog.entries.count)
            let sourceContexts = WorkerContexts(languages, ownContexts: ownSourceContexts)
            // The context this worker made for the locale it helps with: one at a time, let go when
            // it helps with another (each holds its lexicons and the words it has lowered).
            var own: (locale: Int, context: LanguageContext)?
            while let job = jobs.next(worker: w) {
                let locale = locales[job.locale]
                let language: LanguageContext
                if job.usesSharedContext {
                    language = languages.context(for: locale)
                } else if let own, own.locale == job.locale {
                    language = own.context
                } else {
                    own = nil
                    language = languages.newContext(for: locale)
                    own = (job.locale, language)
                }
                var part = check(catalog, prepared, locale: locale, language: language, entries: jobs.range(of: job.chunk, count: catalog.entries.count),
                                 entryFacts: entryFacts, labelWords: labelWords, sourceContexts: sourceContexts, progress: progress)
                // Each part sorted here, on the workers: the sort of them all then merges these runs.
                part.findings.sort(by: Finding.inReportOrder)
                lock.lock()
                parts[job.locale * jobs.chunks + job.chunk] = part
                lock.unlock()
            }
        }

        var census: [String: LocaleCensus] = [:]
        for p in parts {
            if let c = p.census { census[c.locale] = census[c.locale].map { $0.adding(c) } ?? c }
        }
        // The parts' findings in one array sorted by place, then by rule and locale: the same
        // output whatever the threads did. The parts, each sorted, are taken out of `parts` and
        // merged by the cores at once (`FindingMerge`).
        var findingParts = parts.indices.map { k in defer { parts[k].findings = [] }; return parts[k].findings }
        let findings = FindingMerge.merged(&findingParts, pieces: workers > 1 ? 4 * workers : 1)
        return CheckResult(findings: findings, census: catalogLocales.compactMap { census[$0] }, developmentLanguage: languages.developmentLanguage)
    }

    /// Each entry's role and, for a label or a hint, the element it belongs to (its table and
    /// key without the role word). Entries are classified in parallel: on a large catalog this
    /// was the longest part of the work done before the locales' checks. `alongside` runs at
    /// the same time, on a thread of its own where there are several, not on one while the
    /// others wait.
    private static func classify(_ entries: [Entry], _ roles: RoleClassifier, parallelism: Int,
                                 alongside: () -> Void) -> (roles: [Role], elements: [ElementKey?]) {
        var roleOf = [Role](repeating: .other, count: entries.count)
        var elementOf = [ElementKey?](repeating: nil, count: entries.count)
        // In several chunks per thread, which the threads take in turn: the one that runs
        // `alongside` takes fewer. (Sixteen per thread, so that the last one is short and the
        // threads end together.)
        let count = entries.count, chunks = parallelism > 1 ? max(1, min(16 * parallelism, count / 1000)) : 1
        if parallelism <= 1 { alongside() }
        entries.withUnsafeBufferPointer { entries in
            roleOf.withUnsafeMutableBufferPointer { roleOf in
                elementOf.withUnsafeMutableBufferPointer { elementOf in
                    DispatchQueue.concurrentPerform(iterations: parallelism > 1 ? chunks + 1 : chunks) { job in
                        // The first job is `alongside`, taken first by one of the threads.
                        if parallelism > 1 && job == 0 { return alongside() }
                        let c = parallelism > 1 ? job - 1 : job
                        for i in (c * count / chunks)..<((c + 1) * count / chunks) {
                            let e = entries.baseAddress! + i
                            // The key lowered once, for its role and its element.
                            let lowered = CaseMapping.lowercased(e.pointee.key)
                            let role = roles.role(key: e.pointee.key, lowered: lowered, comment: e.pointee.comment)
                            roleOf[i] = role
                            if role == .label || role == .hint {
                                let id = RoleClassifier.elementID(lowered: lowered)
                                var element = e.pointee.table
                                element.reserveCapacity(element.utf8.count + 1 + id.utf8.count)
                                element.append("\u{0}")
                                element.append(id)
                                elementOf[i] = ElementKey(element)
                            }
                        }
                    }
                }
            }
        }
        return (roleOf, elementOf)
    }

    /// A label's or hint's element (`classify`) with its hash, made where it is made: the key
    /// the checker pairs hints with their labels by.
    struct ElementKey: Hashable {
        let text: String
        let hash: Int
        init(_ text: String) {
            self.text = text
            hash = text.hashValue
        }
        static func == (a: ElementKey, b: ElementKey) -> Bool { a.hash == b.hash && a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private static func noteKey(_ table: String, _ key: String, _ locale: String) -> String {
        table + "\u{0}" + key + "\u{0}" + locale
    }

    private struct Prepared {
        var tableLocales: [String: [String]]
        var roleOf: [Role]
        /// For a hint: its label's entry index.
        var labelOf: [Int?]
        /// For a label: the entry index of its last hint; -1 for none (an array, not a
        /// dictionary: every worker asks it for every label and hint).
        var lastHintOf: [Int]
        /// Per entry: its role was read from the app's code; empty when no role was.
        var fromCode: [Bool]
        var notes: [String: [LoadNote]]
        /// No entry has two localizations of one locale: a locale's is where it was found in
        /// the entry before, when it is there (`index(of:in:guess:)`).
        var localesOnce: Bool
        /// Per entry: the locales checked (nil: none; `everyLocale`: all); empty when all are.
        var selected: [Set<String>?]
    }

    /// Every rule over a run of the catalog's entries, for one locale, with `language`, the
    /// locale's context, which no other thread is using.
    private func check(_ catalog: Catalog, _ p: Prepared, locale only: String, language: LanguageContext, entries range: Range<Int>,
                       entryFacts: EntryFacts, labelWords shared: LabelWordsSlots, sourceContexts: WorkerContexts,
                       progress: ProgressCounter) -> (findings: [Finding], census: LocaleCensus?) {
        let settings = options.settings
        // (Room for two findings per entry: most runs of the benchmark's catalog have fewer.)
        var sink = FindingSink(settings: settings, capacity: 2 * range.count)
        // The locale's census, made when the first key that has the locale is counted.
        var census: LocaleCensus?
        // The source languages' contexts: this locale's own, or the worker's (see `WorkerContexts`).
        func context(_ locale: String) -> LanguageContext { locale == only ? language : sourceContexts.context(for: locale) }
        // Labels' words made for their hints, by the label's entry index (see `LabelWordsSlots`):
        // each is dropped when both have used it, and what is left when the run is checked.
        defer { shared.clear() }
        // Most catalogs are one table: then every key's table is that one, and is not compared
        // (the runs the loader read apart each hold the table's name in a string of their own).
        let onlyTableHas = p.tableLocales.count == 1 ? p.tableLocales.first!.value.contains(only) : nil
        let locale = only
        // The rules read the entries, localizations and units in place (see `UnitContext`), and
        // the settings too: a copy per unit retained and released each of their five collections.
        // The arrays of localizations and units are read through `layouts`, with no retain.
        let layouts = StorageLayouts.measured
        withUnsafePointer(to: settings) { settings in catalog.entries.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return }
            // (The loop's own state is declared in the closure, not captured by it: a captured
            // variable is reached through a box, and a reference read from it retained.)
            // Which tables have the locale: a key of a table without it is not this locale's.
            var tableHas: [String: Bool] = [:]
            var lastTable: (name: String, has: Bool)?
            var lastSource: (locale: String, context: LanguageContext)?
            // Where the source's and this locale's localizations stood in the entry before (and in a hint's label).
            var sourceGuess = 0, localeGuess = 0, labelGuess = 0
            // The units' context, made for the first and given each next one (`UnitContext.next`).
            var reusable: UnitContext?
            // The localizations' context, given each next key (`LocalizationContext.next`).
            var localizationContext = LocalizationContext(entry: first, locale: locale, role: .other, localization: nil, units: UnsafeBufferPointer(start: nil, count: 0),
                                                          isSource: false, source: nil, language: language, notes: [])
            for n in range {
                if n % 500 == 499 { progress.add(500) }
                if !p.selected.isEmpty {
                    guard let locales = p.selected[n], locales.contains(only) || locales.contains(Self.everyLocale) else { continue }
                }
                sink.entryIndex = Int32(n)
                Self.prefetch(entries, after: n, end: range.upperBound, locale: localeGuess, source: sourceGuess, layouts: layouts)
                let e = entries.baseAddress! + n
                let role = p.roleOf[n]
                // Most keys are in the same table as the one before.
                let has: Bool
                if let onlyTableHas { has = onlyTableHas } else if let t = lastTable, t.name == e.pointee.table { has = t.has } else {
                    let table = e.pointee.table
                    has = tableHas[table] ?? (p.tableLocales[table] ?? []).contains(only)
                    tableHas[table] = has
                    lastTable = (table, has)
                }
                guard has else { continue }
                let locs = layouts.localizations(of: e)
                let sourceIndex = p.localesOnce ? Self.index(of: e.pointee.sourceLocale, in: locs, guess: &sourceGuess)
                    : locs.firstIndex { $0.locale == e.pointee.sourceLocale }
                let li = p.localesOnce ? Self.index(of: locale, in: locs, guess: &localeGuess) : locs.firstIndex { $0.locale == locale }
                let source = sourceIndex.map { locs.baseAddress! + $0 }
                let l = li.map { locs.baseAddress! + $0 }
                let sourceLanguage = source.map { s in
                    if let c = lastSource, c.locale == s.pointee.locale { return c.context }
                    let c = context(s.pointee.locale)
                    lastSource = (s.pointee.locale, c)
                    return c
                }
                let labelIndex = role == .hint ? p.labelOf[n] : nil
                // The locale's localization is the source's exactly when the locales are the same
                // (one compare of indices, not of strings, where the locale is there).
                let isSource = li != nil ? li == sourceIndex : locale == e.pointee.sourceLocale
                // (The localization is asked first: the state's strings are compared only where
                // it is missing, not for every localization: "manual" and "stale" are unequal
                // strings compared by a call.)
                if l == nil && !isSource && (!e.pointee.shouldTranslate || e.pointee.extractionState == "stale") { continue }
                // Counted in place: a copy of the census per localization retained its strings.
                if census == nil { census = LocaleCensus(locale: locale, profile: language.profileLanguage, isSource: isSource) }
                census!.isSource = census!.isSource || isSource
                census!.strings += 1
                if role == .label { census!.labels += 1 }
                if role == .hint { census!.hints += 1 }
                if (role == .label || role == .hint) && !p.fromCode.isEmpty && p.fromCode[n] { census!.rolesFromCode += 1 }
                // The locale's units, where the localization's array holds them (none without one),
                // and, for a translation, the source's.
                let units = l.map { layouts.units(of: $0) } ?? UnsafeBufferPointer(start: nil, count: 0)
                let sourceUnits = isSource ? nil : source.map { layouts.units(of: $0) }
                // (The locale's own units first, which the rules read next anyway: the source's
                // values are then read only for a key untranslated here.)
                if let sourceUnits, units.isUntranslated, !sourceUnits.allValuesEmpty {
                    census!.missing += 1
                }

                localizationContext.next(entry: e, role: role, localization: l, units: units, isSource: isSource, source: source,
                                         notes: p.notes.isEmpty ? nil : p.notes[Self.noteKey(e.pointee.table, e.pointee.key, locale)])
                calls.checkLocalization(localizationContext, into: &sink)
                guard let l else { continue }
                // Keys marked "do not translate" are checked in their source only.
                if !isSource && !e.pointee.shouldTranslate { continue }
                // The label's text, where its localization holds it (not a copy of it).
                let label = labelIndex.flatMap { i in
                    let ls = layouts.localizations(of: entries.baseAddress! + i)
                    return (p.localesOnce ? Self.index(of: locale, in: ls, guess: &labelGuess) : ls.firstIndex { $0.locale == locale })
                        .flatMap { layouts.units(of: ls.baseAddress! + $0).primaryValueAddress }
                }
                // A hint's label, as words: tokenised once, by whichever of the two comes first.
                var labelWords: LabelWords?
                if let labelIndex, let label = label?.pointee, !label.isEmpty, language.hasProfile {
                    if let known = shared.slots[labelIndex], known.text == label {
                        labelWords = known
                    } else {
                        labelWords = LabelWords(text: label, language: language)
                        if labelIndex > n { shared.keep(labelWords!, at: labelIndex) }
                    }
                    if labelIndex < n && p.lastHintOf[labelIndex] == n { shared.slots[labelIndex] = nil }
                }
                let primary = role == .label ? units.primaryValueAddress : nil
                for k in units.indices {
                    let u = units.baseAddress! + k
                    // A translation never made (state new) is missing-translation's alone.
                    if !isSource && u.pointee.state == .new { continue }
                    let sourceUnit = sourceUnits.flatMap { s in s.counterpartIndex(of: u).map { s.baseAddress! + $0 } }
                    let slot = entryFacts.known.baseAddress! + n
                    // The context of the unit before, given this one, where nothing else holds it.
                    if reusable != nil && isKnownUniquelyReferenced(&reusable!) {
                        reusable!.next(entry: e, role: role, localization: l, unit: u, isSource: isSource, sourceLocalization: source,
                                       sourceUnit: sourceUnit, sourceLanguage: sourceLanguage, pairedLabel: label, entryFacts: slot)
                    } else {
                        reusable = UnitContext(entry: e, locale: locale, role: role, localization: l, unit: u, language: language, isSource: isSource,
                                               sourceLocalization: source, sourceUnit: sourceUnit, sourceLanguage: sourceLanguage, pairedLabel: label,
                                               settings: settings, entryFacts: slot)
                    }
                    let uc = reusable!
                    uc.pairedLabelWords = labelWords
                    // A label whose hint came first finds its words made; one whose hint comes later leaves them.
                    let isPrimaryLabel = primary.map { u.valueAddress == $0 || u.pointee.value == $0.pointee } ?? false
                    if isPrimaryLabel, let known = shared.slots[n], known.text == u.pointee.value { uc.adopt(known) }
                    calls.checkUnit(uc, role: role, into: &sink)
                    if isPrimaryLabel {
                        if p.lastHintOf[n] > n, language.hasProfile, !u.pointee.value.isEmpty {
                            shared.keep(LabelWords(uc), at: n)
                        } else {
                            shared.slots[n] = nil
                        }
                    }
                    uc.done()
                }
            }
        } }
        return (sink.findings, census)
    }
}

extension Checker {
    /// Where an entry's localizations and a localization's units stand (see
    /// `ArrayStorageLayout`): the checks read those arrays through them, with no retain, and
    /// the prefetch finds them without reading their arrays' counts (nil: those steps are
    /// skipped, and the arrays read the usual way). Measured once (`measured`), for every check.
    struct StorageLayouts {
        static let measured = StorageLayouts()
        let localizations = ArrayStorageLayout(measuring: [Localization(locale: "")])
        let units = ArrayStorageLayout(measuring: [TextUnit(value: "", location: SourceLocation(file: "", line: 1, column: 1))])
        let localizationsOffset = MemoryLayout<Entry>.offset(of: \Entry.localizations)!
        let unitsOffset = MemoryLayout<Localization>.offset(of: \Localization.units)!

        /// The entry's localizations, where its array holds them.
        @inline(__always)
        func localizations(of e: UnsafePointer<Entry>) -> UnsafeBufferPointer<Localization> {
            Self.elements(localizations, ofArrayAt: UnsafeRawPointer(e) + localizationsOffset)
        }

        /// The localization's units, where its array holds them.
        @inline(__always)
        func units(of l: UnsafePointer<Localization>) -> UnsafeBufferPointer<TextUnit> {
            Self.elements(units, ofArrayAt: UnsafeRawPointer(l) + unitsOffset)
        }

        /// The elements of the array at `array`, through `layout`, or the usual way without one.
        @inline(__always)
        private static func elements<Element>(_ layout: ArrayStorageLayout?, ofArrayAt array: UnsafeRawPointer) -> UnsafeBufferPointer<Element> {
            let array = array.assumingMemoryBound(to: [Element].self)
            guard let layout else { return array.pointee.withUnsafeBufferPointer { $0 } }
            return layout.elements(ofArrayAt: array)
        }
    }

    /// Asks for the memory the checks of the entries after `n` will read, a few entries ahead,
    /// each step in memory the step before brought in (`locale` and `source`: the indices of
    /// the localizations in the entry before): 8 entries ahead, the entry's localizations at
    /// those indices and their array's count (found from the entry's word for the array, not
    /// read); 4 ahead, the units of those localizations and their count (the localizations now
    /// read, the units' array found the same way). A locale's checks read every entry in turn,
    /// and each of these reads waited for memory (the catalog is larger than the caches);
    /// reaching the count of an entry's localizations the usual way, 4 entries ahead, waited
    /// as long itself. (The units' texts, prefetched 2 entries ahead the same way, gained
    /// nothing measurable: the benchmark's catalog shares most of its texts, which are then
    /// in the caches.)
    @inline(__always)
    static func prefetch(_ entries: UnsafeBufferPointer<Entry>, after n: Int, end: Int, locale: Int, source: Int, layouts: StorageLayouts) {
        if n + 8 < end, let layout = layouts.localizations {
            let array = UnsafeRawPointer(entries.baseAddress! + n + 8) + layouts.localizationsOffset
            layout.prefetchCountAndElement(ofArrayAt: array, index: locale, stride: MemoryLayout<Localization>.stride)
            if source != locale { layout.prefetchElement(ofArrayAt: array, index: source, stride: MemoryLayout<Localization>.stride) }
        }
        if n + 4 < end, let layout = layouts.units {
            let ls = layouts.localizations(of: entries.baseAddress! + n + 4)
            func units(_ k: Int) {
                guard k < ls.count else { return }
                layout.prefetchCountAndElement(ofArrayAt: UnsafeRawPointer(ls.baseAddress! + k) + layouts.unitsOffset, index: 0, stride: MemoryLayout<TextUnit>.stride)
            }
            units(locale)
            if source != locale { units(source) }
        }
    }

    /// The localization of `locale` in an entry that has each locale once, looked for at
    /// `guess` first: most entries list their locales in the same order, and an equal string
    /// compares at once where each unequal one before it costs a call. `guess` becomes the
    /// index found.
    @inline(__always)
    static func index(of locale: String, in locs: UnsafeBufferPointer<Localization>, guess: inout Int) -> Int? {
        if guess < locs.count && locs[guess].locale == locale { return guess }
        let found = locs.firstIndex { $0.locale == locale }
        if let found { guess = found }
        return found
    }
}

/// What a worker finds out about an entry (not about one of its localizations) for one
/// locale, kept for the other locales it checks: by entry index.
final class EntryFacts {
    /// What is known of one entry, each 0 while not known.
    struct Known {
        /// Whether the entry's key or comment says it describes an image (2) or not (1): the key
        /// and the comment are searched for a dozen marks, the same for every locale.
        var imageDescription: UInt8 = 0
        /// Whether the source's plain value (the counterpart of every locale's plain value) may
        /// hold a placeholder (2) or not (1): placeholder-mismatch asks for every translation.
        var sourcePlaceholder: UInt8 = 0
    }
    let known: UnsafeMutableBufferPointer<Known>

    init(count: Int) {
        known = .allocate(capacity: count)
        known.initialize(repeating: Known())
    }

    deinit { known.deallocate() }
}

/// A worker's labels' words made for their hints (`LabelWords`), by the label's entry index:
/// one array per worker, all nil between runs, not one per run of a locale's entries (made
/// at the catalog's size for each run, its pages were touched anew every time). Only its
/// worker's thread uses it: not checked for exclusive access at run time.
final class LabelWordsSlots {
    @exclusivity(unchecked) var slots: [LabelWords?]
    /// Where `keep` put words since the last `clear`.
    @exclusivity(unchecked) private var kept: [Int] = []

    init(count: Int) { slots = [LabelWords?](repeating: nil, count: count) }

    func keep(_ words: LabelWords, at i: Int) {
        slots[i] = words
        kept.append(i)
    }

    /// Every slot nil again.
    func clear() {
        for i in kept { slots[i] = nil }
        kept.removeAll(keepingCapacity: true)
    }
}

/// The source languages' contexts of one worker (a translation's checks read its source
/// language's word lists). With `ownContexts`, each is made for the worker alone, not taken
/// from the store that hands every worker the same one: the count of references each unit's
/// checks take of its source language's context is then written by one core only (both
/// cores writing the same count, each in turn, made every write wait for the other core).
final class WorkerContexts {
    private let languages: LanguageStore
    private let ownContexts: Bool
    private var contexts: [String: LanguageContext] = [:]

    init(_ languages: LanguageStore, ownContexts: Bool) {
        self.languages = languages
        self.ownContexts = ownContexts
    }

    /// The locale's context, made (or looked up in the store, which takes a lock) once.
    func context(for locale: String) -> LanguageContext {
        if let c = contexts[locale] { return c }
        let c = ownContexts ? languages.newContext(for: locale) : languages.context(for: locale)
        contexts[locale] = c
        return c
    }
}

/// Keys checked so far, over every locale, for the progress line: each worker adds what it
/// has done; the line shows the keys done per locale on average.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int, locales: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private let lock = NSLock()
    private var done = 0

    init(total: Int, locales: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.locales = max(1, locales)
        self.report = report
    }

    func add(_ n: Int) {
        guard let report else { return }
        lock.lock()
        defer { lock.unlock() }
        done += n
        report(min(done / locales, total), total)
    }
}
