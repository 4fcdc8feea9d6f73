import VoiceLintRules
import VoiceLintCatalog

/// SARIF 2.1.0, for code-scanning services (GitHub code scanning, Azure DevOps, IDE viewers).
///
/// One run; the driver lists every rule voicelint has (`RuleRegistry.all`), and each
/// finding is a result pointing at the string's value (`columnKind` says columns count
/// Unicode code points, as voicelint's columns do). `partialFingerprints` carries a hash
/// of what identifies a finding apart from its position (table, key, variant, locale,
/// rule, text), so a finding keeps its identity when lines move.
public struct SARIFReporter: StreamingReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/voicelint/voicelint"
    public static let helpURI = "https://github.com/voicelint/voicelint/blob/main/README.md#rules"
    /// The key of the fingerprint in `partialFingerprints`; bump the version if the hashed fields change.
    public static let fingerprintKey = "voicelintFinding/v1"

    public init() {}

    public func write(_ report: Report, to out: ReportOutput) {
        let rules = RuleRegistry.all.map(\.info)
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() where ruleIndex[r.id] == nil { ruleIndex[r.id] = i }

        let descriptors: [JSONValueOut] = rules.map { r in
            .object([
                ("id", .string(r.id)),
                ("name", .string(Self.upperCamelCase(r.id))),
                ("shortDescription", .object([("text", .string(r.summary))])),
                ("fullDescription", .object([("text", .string(r.rationale))])),
                ("help", .object([("text", .string(r.fix))])),
                ("helpUri", .string(Self.helpURI)),
                ("defaultConfiguration", .object([("level", .string(Self.level(r.severity)))])),
                ("properties", .object([("tags", .array([.string(r.applies.rawValue)]))])),
            ])
        }

        // Each file's URI, made once (every finding of a file has the same).
        let uris = Self.uris(report.result.findings)

        /// One result, an object at nesting level 4 (written straight, as `JSONValueOut` would lay it out).
        func result(_ f: Finding, to out: ReportOutput) {
            var o = JSONMemberWriter(out, level: 5)
            o.string("ruleId", f.rule)
            if let i = ruleIndex[f.rule] { o.int("ruleIndex", i) }
            o.string("level", Self.level(f.severity))
            o.object("message") { $0.string("text", pieces: { Self.writeMessageText(f, to: $0) }) }
            o.arrayOfOneObject("locations") { location in
                location.object("physicalLocation") { physical in
                    physical.object("artifactLocation") { $0.string("uri", uris[f.location.file] ?? Self.uri(f.location.file)) }
                    physical.object("region") { region in
                        region.int("startLine", max(1, f.location.line))
                        region.int("startColumn", max(1, f.location.column))
                    }
                }
            }
            // A fix for a suggestion --fix may write (--unsafe-fixes for an unsafe one), where the value's literal was found.
            if let s = f.suggestion, let a = f.applicability, a != .displayOnly,
               let r = report.literalReplacements[CatalogEditor.LiteralReplacement.key(f.location, s)] {
                o.arrayOfOneObject("fixes") { fix in
                    fix.object("description") { $0.string("text", a == .safe ? "Replace with \"\(s)\" (safe: --fix writes it)"
                                                                      : "Replace with \"\(s)\" (unsafe: words change; --fix --unsafe-fixes writes it)") }
                    fix.arrayOfOneObject("artifactChanges") { change in
                        change.object("artifactLocation") { $0.string("uri", uris[f.location.file] ?? Self.uri(f.location.file)) }
                        change.arrayOfOneObject("replacements") { replacement in
                            replacement.object("deletedRegion") { region in
                                region.int("startLine", f.location.line)
                                region.int("startColumn", f.location.column)
                                region.int("endLine", r.endLine)
                                region.int("endColumn", r.endColumn)
                            }
                            replacement.object("insertedContent") { $0.string("text", r.text) }
                        }
                    }
                }
            }
            // The member's name is `fingerprintKey`, spelled here as a static string.
            o.object("partialFingerprints") { $0.string("voicelintFinding/v1", Self.fingerprint(f)) }
            o.object("properties") { p in
                p.string("locale", f.locale)
                p.string("key", f.key)
                p.string("role", f.role.rawValue)
                p.string("text", f.text)
                if let s = f.suggestion {
                    p.string("suggestion", s)
                    p.string("applicability", (f.applicability ?? .displayOnly).rawValue)
                }
                if !f.variant.isEmpty { p.string("variant", f.variant) }
                p.string("table", f.table)
            }
            o.close()
        }

        let driver: JSONValueOut = .object([
            ("name", .string("voicelint")),
            ("version", .string(report.toolVersion)),
            ("informationUri", .string(Self.informationURI)),
            ("rules", .array(descriptors)),
        ])
        // The results are written one at a time where the placeholder stands.
        let placeholder = "\u{0}results"
        let run: JSONValueOut = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .string(placeholder)),
        ])
        let root: JSONValueOut = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        let findings = report.result.findings
        root.write(to: out, replacing: placeholder, level: 3, count: findings.count) { k, out in
            result(findings[k], to: out)
        }
        out.write("\n")
    }

    /// The URI of each file the findings are in.
    private static func uris(_ findings: [Finding]) -> [String: String] {
        var uris: [String: String] = [:]
        for f in findings where uris[f.location.file] == nil { uris[f.location.file] = uri(f.location.file) }
        return uris
    }

    /// SARIF's levels: error, warning, note.
    public static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `label-empty` → `LabelEmpty`.
    public static func upperCamelCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map { w in
            w.prefix(1).uppercased() + w.dropFirst()
        }.joined()
    }

    /// `[fr] delete.accessibilityHint: message (suggestion: ...)`, so that viewers
    /// showing only the message still say which string and which language.
    static func messageText(_ f: Finding) -> String {
        let out = ReportOutput()
        writeMessageText(f, to: out)
        return out.text
    }

    /// `messageText`, written as pieces of a JSON string (escaped, without quotes).
    static func writeMessageText(_ f: Finding, to out: ReportOutput) {
        out.write(ascii: "[")
        out.writeJSONEscaped(f.locale)
        out.write(ascii: "] ")
        out.writeJSONEscaped(f.displayKey)
        if !f.variant.isEmpty {
            out.write(ascii: " (")
            out.writeJSONEscaped(f.variant)
            out.write(ascii: ")")
        }
        out.write(ascii: ": ")
        out.writeJSONEscaped(f.message)
        if let sug = f.suggestion {
            out.write(ascii: " (suggestion")
            out.writeJSONEscaped(f.applicabilityNote)
            out.write(ascii: ": ")
            out.writeJSONEscaped(sug)
            out.write(ascii: ")")
        }
    }

    /// A relative URI reference: forward slashes, and every byte outside the
    /// unreserved characters and `/` percent-encoded (spaces, `#`, `?`, `%`, `:` and
    /// non-ASCII, so a first segment never reads as a scheme). An absolute path
    /// becomes a `file://` URI.
    public static func uri(_ path: String) -> String {
        var p = path.replacingBackslashes()
        while p.hasPrefix("./") { p.removeFirst(2) }
        var out: [UInt8] = []
        for b in p.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(b)
            default:
                out += [UInt8(ascii: "%"), hexDigit(b >> 4), hexDigit(b & 0xF)]
            }
        }
        let uri = String(decoding: out, as: UTF8.self)
        return p.hasPrefix("/") ? "file://" + uri : uri
    }

    /// FNV-1a 64 over table, key, variant, locale, rule and text (NUL-separated), 16 hex digits.
    public static func fingerprint(_ f: Finding) -> String {
        // The fields hashed one after another, a NUL between them: the hash of the joined text.
        var h = FNV1a.offsetBasis
        for (n, field) in [f.table, f.key, f.variant, f.locale, f.rule, f.text].enumerated() {
            if n > 0 { h = h &* FNV1a.prime }
            h = FNV1a.hash(field, from: h)
        }
        return FNV1a.hex(h)
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes; lower-case hex, zero-padded to 16 digits.
    public static func fnv1a64(_ s: String) -> String { FNV1a.digest(s) }

    /// An upper-case hexadecimal digit.
    private static func hexDigit(_ d: UInt8) -> UInt8 { d < 10 ? UInt8(ascii: "0") + d : UInt8(ascii: "A") + d - 10 }
}

extension String {
    func replacingBackslashes() -> String {
        // The bytes are looked at first: most paths have no backslash.
        utf8.contains(UInt8(ascii: "\\")) && contains("\\") ? String(map { $0 == "\\" ? "/" : $0 }) : self
    }
}
