import VoiceLintCatalog

/// What the checker learns of a catalog's tables in one pass over its entries, before the
/// checks: each table's locales, the entries' source locales, and whether every entry has
/// each of its locales once. (It runs on one thread while the others find the entries'
/// roles: see `Checker.check(_:)`.)
struct TableScan {
    /// The locales each table has: a key lacking one of them is missing there.
    var tableLocales: [String: [String]] = [:]
    /// The entries' source locales.
    var sources: Set<String> = []
    /// Whether every entry has each locale once (as every loader makes them).
    var localesOnce = true

    init() {}

    init(_ entries: [Entry]) {
        // Most keys are in the same table as the one before: its list is kept at hand.
        var table: (name: String, locales: [String])?
        // (Most entries have the source locale of the entry before.)
        var lastSource: String?
        // The entries and their localizations read in place: a copy of each retained its strings.
        entries.withUnsafeBufferPointer { entries in for n in entries.indices {
            let e = entries.baseAddress! + n
            if table?.name != e.pointee.table {
                if let t = table { tableLocales[t.name] = t.locales }
                table = (e.pointee.table, tableLocales[e.pointee.table] ?? [])
            }
            if e.pointee.sourceLocale != lastSource {
                sources.insert(e.pointee.sourceLocale)
                lastSource = e.pointee.sourceLocale
            }
            // Most entries list the table's locales in the same order: each is compared with the
            // one at its place first (equal strings compare at once; unequal ones cost a call).
            // Such an entry has each locale once; another one is counted.
            let inOrder = e.pointee.localizations.withUnsafeBufferPointer { ls in
                var inOrder = true
                for k in ls.indices {
                    let l = ls.baseAddress! + k
                    if inOrder && k < table!.locales.count && table!.locales[k] == l.pointee.locale { continue }
                    inOrder = false
                    if !table!.locales.contains(l.pointee.locale) { table!.locales.append(l.pointee.locale) }
                }
                return inOrder
            }
            if !inOrder && localesOnce { localesOnce = Set(e.pointee.localizations.map(\.locale)).count == e.pointee.localizations.count }
        } }
        if let t = table { tableLocales[t.name] = t.locales }
    }

    /// Every locale of the catalog (`Catalog.locales`): those of its tables.
    var everyLocale: [String] {
        var every: [String] = [], seen: Set<String> = []
        for locales in tableLocales.values {
            for l in locales where seen.insert(l).inserted { every.append(l) }
        }
        return every
    }
}
