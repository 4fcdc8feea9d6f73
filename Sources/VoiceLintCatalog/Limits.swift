/// What voicelint reads, and where it stops. Past a limit the file is an
/// error that says which limit and where, never a crash, a hang or memory
/// without bound.
public enum Limits {
    /// The largest catalog file: 512 MiB (a 200,000-key, 12-locale String Catalog is
    /// about 420 MB). Checked from the file's size before
    /// it is read, so a larger file costs nothing.
    public static let fileBytes = 512 << 20
    /// The longest single string (a value, a key or a comment): 1 MiB of UTF-8.
    public static let valueBytes = 1 << 20
    /// Nesting depth: JSON objects and arrays, XML elements (XLIFF, property
    /// lists, Android resources). Real catalogs nest fewer than 20 levels.
    public static let depth = 512
    /// String Catalog variations inside variations (Xcode writes two: device,
    /// then plural): 16 levels.
    public static let variationDepth = 16
    /// The largest source file the source scanner reads: 16 MiB (its tokens
    /// take some 60 bytes each, so this bounds a file of punctuation to 1 GB).
    public static let sourceFileBytes = 16 << 20
    /// Brackets, string interpolations and chained `?:` / `??` in a source file: 256 levels.
    public static let sourceDepth = 256
    /// A gettext Plural-Forms expression: 1,000 characters, 64 levels of nesting.
    public static let pluralExpressionLength = 1_000
    public static let pluralExpressionDepth = 64

    /// "536,870,912 bytes (512 MiB)".
    static func bytes(_ n: Int) -> String {
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        out = digits + out + " bytes"
        if n >= 1 << 30 && n % (1 << 30) == 0 { out += " (\(n >> 30) GiB)" } else if n >= 1 << 20 && n % (1 << 20) == 0 { out += " (\(n >> 20) MiB)" }
        return out
    }

    /// Every key, comment and value of the entries is at most `valueBytes` long.
    static func checkLengths(_ entries: [Entry]) throws(LoadError) {
        func check(_ s: String, _ what: @autoclosure () -> String, at location: SourceLocation) throws(LoadError) {
            let n = s.utf8.count
            guard n > valueBytes else { return }
            throw LoadError(location, "\(what()) is \(bytes(n)) long; voicelint reads strings up to \(bytes(valueBytes))")
        }
        // By index, so that nothing is copied on the way (this runs over every value).
        for i in entries.indices {
            try check(entries[i].key, "the key \"\(Self.excerpt(entries[i].key))\"", at: entries[i].keyLocation)
            if let c = entries[i].comment { try check(c, "the comment of \"\(Self.excerpt(entries[i].key))\"", at: entries[i].keyLocation) }
            for j in entries[i].localizations.indices {
                if let c = entries[i].localizations[j].comment {
                    try check(c, "the \(entries[i].localizations[j].locale) comment of \"\(Self.excerpt(entries[i].key))\"", at: entries[i].keyLocation)
                }
                for k in entries[i].localizations[j].units.indices where entries[i].localizations[j].units[k].value.utf8.count > valueBytes {
                    let l = entries[i].localizations[j]
                    try check(l.units[k].value, "the \(l.locale) value of \"\(Self.excerpt(entries[i].key))\"", at: l.units[k].location)
                }
            }
        }
    }

    /// The start of a long string, on one line, for messages.
    static func excerpt(_ s: String, _ n: Int = 40) -> String {
        var out = ""
        var count = 0
        for c in s.unicodeScalars {
            if count == n { return out + "…" }
            out.unicodeScalars.append(c == "\n" || c == "\r" || c == "\t" ? " " : c)
            count += 1
        }
        return out
    }
}
