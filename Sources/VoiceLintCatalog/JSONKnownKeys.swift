/// The member names of Apple's String Catalog JSON, and the states and plural names its
/// values hold. Nearly every key of a catalog is one of them ("localizations", "stringUnit",
/// "state", "value"): found by its bytes, it is handed out as a literal, without a String made
/// and checked as UTF-8 for each of hundreds of thousands of keys.
enum JSONKnownKeys {
    /// Every name, for the tests (each is at most 15 bytes: a String that holds its bytes itself).
    static let names = ["sourceLanguage", "strings", "version", "comment", "extractionState", "shouldTranslate", "localizations", "stringUnit", "state", "value", "variations", "substitutions", "argNum", "formatSpecifier", "plural", "device", "zero", "one", "two", "few", "many", "other", "translated", "needs_review", "new", "stale"]

    /// The name whose UTF-8 bytes these are, or nil. The bytes are read as two little-endian
    /// words and compared with each name's (written out below).
    static func string(_ p: UnsafeBufferPointer<UInt8>) -> String? {
        let n = p.count
        guard n >= 3 && n <= 15 else { return nil }
        var lo: UInt64 = 0, hi: UInt64 = 0
        for j in 0..<min(n, 8) { lo |= UInt64(p[j]) << (8 * UInt64(j)) }
        if n > 8 { for j in 8..<n { hi |= UInt64(p[j]) << (8 * UInt64(j - 8)) } }
        return string(count: n, lo: lo, hi: hi)
    }

    /// The name of `n` bytes (3 to 15) whose first eight are `lo` and the rest `hi`, read as
    /// little-endian words, the bytes past the name zero.
    @inline(__always)
    static func string(count n: Int, lo: UInt64, hi: UInt64) -> String? {
        // By length first, then the words: a handful of comparisons, not one per name.
        switch n {
        case 3:
            if lo == 0x0000000000656e6f { return "one" }
            if lo == 0x000000000077656e { return "new" }
            if lo == 0x00000000006f7774 { return "two" }
            if lo == 0x0000000000776566 { return "few" }
            return nil
        case 4:
            if lo == 0x000000006f72657a { return "zero" }
            if lo == 0x00000000796e616d { return "many" }
            return nil
        case 5:
            if lo == 0x00000065756c6176 { return "value" }
            if lo == 0x0000006574617473 { return "state" }
            if lo == 0x000000726568746f { return "other" }
            if lo == 0x000000656c617473 { return "stale" }
            return nil
        case 6:
            if lo == 0x00006c6172756c70 { return "plural" }
            if lo == 0x00006d754e677261 { return "argNum" }
            if lo == 0x0000656369766564 { return "device" }
            return nil
        case 7:
            if lo == 0x00746e656d6d6f63 { return "comment" }
            if lo == 0x0073676e69727473 { return "strings" }
            if lo == 0x006e6f6973726576 { return "version" }
            return nil
        case 10:
            if lo == 0x6e55676e69727473 && hi == 0x7469 { return "stringUnit" }
            if lo == 0x74616c736e617274 && hi == 0x6465 { return "translated" }
            if lo == 0x6f69746169726176 && hi == 0x736e { return "variations" }
            return nil
        case 12:
            if lo == 0x65725f736465656e && hi == 0x77656976 { return "needs_review" }
            return nil
        case 13:
            if lo == 0x617a696c61636f6c && hi == 0x736e6f6974 { return "localizations" }
            if lo == 0x7574697473627573 && hi == 0x736e6f6974 { return "substitutions" }
            return nil
        case 14:
            if lo == 0x614c656372756f73 && hi == 0x65676175676e { return "sourceLanguage" }
            return nil
        case 15:
            if lo == 0x6974636172747865 && hi == 0x65746174536e6f { return "extractionState" }
            if lo == 0x7254646c756f6873 && hi == 0x6574616c736e61 { return "shouldTranslate" }
            if lo == 0x705374616d726f66 && hi == 0x72656966696365 { return "formatSpecifier" }
            return nil
        default: return nil
        }
    }
}
