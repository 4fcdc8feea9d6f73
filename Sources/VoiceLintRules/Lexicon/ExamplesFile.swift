/// `examples.json`: rule examples written in the language, run as tests.
public struct ExampleFile: Codable, Sendable {
    /// One example as written in the file.
    public struct Item: Codable, Sendable {
        public var rule: String
        public var role: String?
        public var text: String?
        public var source: String?
        public var label: String?
        public var key: String?
        public var comment: String?
        public var state: String?
        public var plural: [String: String]?
        public var sourcePlural: [String: String]?
        /// A whole `.strings` file, for duplicate-key.
        public var stringsFile: String?
        /// "triggers" or "passes".
        public var expect: String
        public var suggestion: String?
        /// With a suggestion: "safe", "unsafe" or "display-only" (default: the rule's fix safety).
        public var applicability: String?
        public var severity: String?
        public var why: String?
    }
    public var examples: [Item]
}
