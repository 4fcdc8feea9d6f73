import VoiceLintCatalog
import VoiceLintText

/// The order in which the checker's workers take the locales: the costliest first, so that
/// the last ones taken are short and the workers finish at about the same time (a long
/// locale taken last kept one core working alone to the end). The order changes nothing in
/// what is found: each locale's findings are kept apart, then sorted.
enum LocaleSchedule {
    /// Indices into `locales`, the costliest first (ties in the given order). A locale's cost
    /// is estimated from the values of up to `sample` entries spread over the catalog.
    static func order(_ locales: [String], _ entries: [Entry], sample: Int = 512) -> [Int] {
        guard locales.count > 1 else { return Array(locales.indices) }
        var index: [String: Int] = [:]
        for (k, l) in locales.enumerated() { index[l] = k }
        var cost = [Int](repeating: 0, count: locales.count)
        let stride = max(1, entries.count / max(1, sample))
        for n in Swift.stride(from: 0, to: entries.count, by: stride) {
            for l in entries[n].localizations {
                guard let k = index[l.locale] else { continue }
                for u in l.units { cost[k] += Self.cost(of: u.value) }
            }
        }
        return locales.indices.sorted { cost[$0] != cost[$1] ? cost[$0] > cost[$1] : $0 < $1 }
    }

    /// What checking a value costs, about: a share for the value, then each UTF-16 unit by its
    /// script. Measured per locale on the benchmark's catalogs: the alphabets below U+0590
    /// (Latin, Greek, Cyrillic) cost least, the other scripts (Hebrew, Arabic, Indic, Thai,
    /// Hangul...) about twice that, and Han and kana, which ICU splits with its dictionary,
    /// about six times.
    static func cost(of value: String) -> Int {
        UTF8Scalars.withBytes(value) { b in
            var c = 16, i = 0
            while i < b.count {
                if b[i] < 0x80 { c += 1; i += 1; continue }
                let length = UTF8Scalars.length(lead: b[i])
                let v = UTF8Scalars.value(b, at: i, length: length)
                // (A scalar past U+FFFF is two UTF-16 units.)
                c += v < 0x590 ? 1 : v >= 0x2E80 && v < 0xA000 ? 6 : v > 0xFFFF ? 4 : 2
                i += length
            }
            return c
        }
    }
}
