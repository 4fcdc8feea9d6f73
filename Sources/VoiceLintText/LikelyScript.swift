internal import CICU

/// The writing system of a locale, from CLDR's likely subtags through ICU.
public enum LikelyScript {
    /// The ISO 15924 script a locale is most likely written in ("hy" -> "Armn", "pa-IN" -> "Guru",
    /// "ckb" -> "Arab", "sr-Latn" -> "Latn"); nil where ICU does not know the language.
    public static func of(_ locale: String) -> String? {
        var out = [CChar](repeating: 0, count: 16)
        cicu_likely_script(String(locale.map { $0 == "-" ? "_" : $0 }), &out, Int32(out.count))
        let script = String(cString: out)
        return script.isEmpty ? nil : script
    }
}
