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
        switch (n, lo, hi) {
        case (14, 0x614c656372756f73, 0x65676175676e): return "sourceLanguage"
        case (7, 0x0073676e69727473, 0x0): return "strings"
        case (7, 0x006e6f6973726576, 0x0): return "version"
        case (7, 0x00746e656d6d6f63, 0x0): return "comment"
        case (15, 0x6974636172747865, 0x65746174536e6f): return "extractionState"
        case (15, 0x7254646c756f6873, 0x6574616c736e61): return "shouldTranslate"
        case (13, 0x617a696c61636f6c, 0x736e6f6974): return "localizations"
        case (10, 0x6e55676e69727473, 0x7469): return "stringUnit"
        case (5, 0x0000006574617473, 0x0): return "state"
        case (5, 0x00000065756c6176, 0x0): return "value"
        case (10, 0x6f69746169726176, 0x736e): return "variations"
        case (13, 0x7574697473627573, 0x736e6f6974): return "substitutions"
        case (6, 0x00006d754e677261, 0x0): return "argNum"
        case (15, 0x705374616d726f66, 0x72656966696365): return "formatSpecifier"
        case (6, 0x00006c6172756c70, 0x0): return "plural"
        case (6, 0x0000656369766564, 0x0): return "device"
        case (4, 0x000000006f72657a, 0x0): return "zero"
        case (3, 0x0000000000656e6f, 0x0): return "one"
        case (3, 0x00000000006f7774, 0x0): return "two"
        case (3, 0x0000000000776566, 0x0): return "few"
        case (4, 0x00000000796e616d, 0x0): return "many"
        case (5, 0x000000726568746f, 0x0): return "other"
        case (10, 0x74616c736e617274, 0x6465): return "translated"
        case (12, 0x65725f736465656e, 0x77656976): return "needs_review"
        case (3, 0x000000000077656e, 0x0): return "new"
        case (5, 0x000000656c617473, 0x0): return "stale"
        default: return nil
        }
    }
}
