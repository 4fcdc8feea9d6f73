internal import CICU

/// CLDR plural categories per locale, from ICU's uplrules.
public enum PluralRules {
    /// The categories the locale's plural rules use, in CLDR order
    /// (zero, one, two, few, many, other). Unknown locales fall back to ICU's root: ["other"].
    public static func categories(for locale: String) -> [String] {
        var status: Int32 = 0
        guard let rules = cicu_uplrules_open(normalise(locale), &status), status <= 0 else { return ["other"] }
        defer { cicu_uplrules_close(rules) }
        guard let e = cicu_uplrules_keywords(rules, &status), status <= 0 else { return ["other"] }
        defer { cicu_uenum_close(e) }
        var found: Set<String> = []
        while true {
            var len: Int32 = 0
            guard let p = cicu_uenum_next(e, &len, &status), status <= 0 else { break }
            found.insert(String(cString: p))
        }
        return order.filter(found.contains)
    }

    /// The category that a number selects, e.g. 1 -> "one" in English.
    public static func select(_ n: Double, locale: String) -> String {
        var status: Int32 = 0
        guard let rules = cicu_uplrules_open(normalise(locale), &status), status <= 0 else { return "other" }
        defer { cicu_uplrules_close(rules) }
        var buf = [UInt16](repeating: 0, count: 32)
        let len = buf.withUnsafeMutableBufferPointer { cicu_uplrules_select(rules, n, $0.baseAddress, 32, &status) }
        guard status <= 0 else { return "other" }
        return String(decoding: buf[0..<Int(len)], as: UTF16.self)
    }

    public static let order = ["zero", "one", "two", "few", "many", "other"]

    /// ICU wants underscores: "pt_BR", "zh_Hans".
    static func normalise(_ locale: String) -> String {
        String(locale.map { $0 == "-" ? "_" : $0 })
    }
}
