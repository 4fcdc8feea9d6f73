/// Loads a `.strings` file into entries of one locale; duplicate keys are
/// kept as notes (Apple's parser silently keeps the last one).
public enum StringsFileLoader {
    public static func load(bytes: [UInt8], file: String, table: String, locale: String, sourceLocale: String) throws(LoadError) -> ([Entry], [LoadNote]) {
        let text = try TextDecoding.decode(bytes, file: file).text
        let pairs = try StringsFileParser.parse(text, file: file)
        var entries: [Entry] = []
        var notes: [LoadNote] = []
        var seen: [String: Int] = [:]
        entries.reserveCapacity(pairs.count)
        for p in pairs {
            let unit = TextUnit(value: p.value, location: p.valueLocation)
            if let i = seen[p.key] {
                let earlier = entries[i].localizations[0].units[0]
                notes.append(LoadNote(kind: .duplicateKey, table: table, key: p.key, locale: locale, text: p.value,
                                      message: "the key \"\(p.key)\" is defined again (first at line \(earlier.location.line)); the last value wins",
                                      location: p.keyLocation, related: earlier.location))
                entries[i].localizations[0].units[0] = unit
                continue
            }
            seen[p.key] = entries.count
            entries.append(Entry(table: table, key: p.key, comment: p.comment, sourceLocale: sourceLocale,
                                 localizations: [Localization(locale: locale, units: [unit], comment: p.comment)], keyLocation: p.keyLocation))
        }
        try Limits.checkLengths(entries)
        return (entries, notes)
    }
}
