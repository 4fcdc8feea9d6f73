/// English counts in messages and summaries: "1 finding", "2 findings", "1 baseline entry".
public enum Plural {
    /// The number and the noun, singular for 1 (the plural adds "s" unless given).
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}
