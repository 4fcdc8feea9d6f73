import Foundation

/// Loads a gettext `.po` file: one entry per message, the source text from
/// `msgid`/`msgid_plural`, the translation from `msgstr`/`msgstr[n]`.
///
/// - Key: `msgctxt + "\u{4}" + msgid` when the message has a context (gettext's
///   own lookup key), else `msgid`.
/// - Locale: the header's `Language:` field; without one, the folder before
///   `LC_MESSAGES` or the file name (`fr.po`, `pt_BR.po`).
/// - Table: the path without the parts that name the locale (`po/fr.po` ->
///   `po`), so that every language of one domain merges.
/// - Comments: extracted (`#.`) and translator (`# `) comments; the `fuzzy` flag
///   makes the translation needs-review; an empty `msgstr` is state new (not
///   translated yet); obsolete `#~` messages are skipped.
/// - Plurals: `msgstr[n]` is mapped to a CLDR category. The `Plural-Forms:`
///   expression is evaluated for n = 0...1000 (and must stay below nplurals);
///   a small table of the usual gettext formulas per language (ru/uk/be/pl:
///   one, few, many; cs/sk/hr/sr/bs/lt/ro: one, few, other; fr/es/it/pt/ca
///   with CLDR's millions: one, many, other; sl, he, ga, ar) gives the
///   categories when the formula sends each category's sample number to its
///   index; otherwise one form is `other`, and two forms where 1 gives index 0
///   and 2 gives index 1 are `one`, `other`. Any other formula keeps the
///   index: variant `["plural-index", "n"]`. gettext counts are integers, so a
///   category that CLDR keeps for fractions (ru `other`) has no form here.
///   Without a `Plural-Forms:` header, gettext's default `nplurals=2;
///   plural=(n != 1)` applies.
/// - A message defined twice is a duplicate-key note (msgfmt rejects it; the
///   first is kept).
public enum GettextLoader {
    public static func load(bytes: [UInt8], file: String, sourceLocale: String) throws(LoadError) -> ([Entry], [LoadNote]) {
        let text = try decode(bytes, file: file)
        var parser = POParser(text: text, file: file)
        let messages = try parser.messages()
        let header = messages.first { $0.context == nil && $0.id?.value == "" }
        let fields = header.map { headerFields($0.str?.value ?? "") } ?? [:]

        let locale: String
        if let raw = fields["language"], !raw.trimmingASCIISpaces().isEmpty {
            guard let l = CatalogPaths.gettextLocale(raw) ?? CatalogPaths.gettextLocale(forPath: file) else {
                throw LoadError(header.flatMap { headerLocation($0, field: "Language") } ?? SourceLocation(file: file, line: 1, column: 1),
                                "expected a language code in the header's Language: field (like fr or pt_BR), found \"\(raw.trimmingASCIISpaces())\"")
            }
            locale = l
        } else if let l = CatalogPaths.gettextLocale(forPath: file) {
            locale = l
        } else {
            throw LoadError(header.map(\.location) ?? SourceLocation(file: file, line: 1, column: 1),
                            "cannot tell the language of this file: expected a Language: field in the header (msgid \"\"), or a file name like fr.po")
        }
        let table = CatalogPaths.gettextTable(forPath: file, locale: locale)
        let isSource = locale == sourceLocale

        var plurals: PluralMapping?
        func pluralMapping() throws(LoadError) -> PluralMapping {
            if let plurals { return plurals }
            let m: PluralMapping
            if let raw = fields["plural-forms"] {
                let at = header.flatMap { headerLocation($0, field: "Plural-Forms") } ?? SourceLocation(file: file, line: 1, column: 1)
                m = try PluralMapping(pluralForms: raw, locale: locale, at: at)
            } else {
                m = try PluralMapping(pluralForms: "nplurals=2; plural=(n != 1);", locale: locale, at: SourceLocation(file: file, line: 1, column: 1))
            }
            plurals = m
            return m
        }

        var entries: [Entry] = []
        var notes: [LoadNote] = []
        var seen: [String: SourceLocation] = [:]
        for m in messages {
            guard let id = m.id else { continue }
            if m.context == nil && id.value == "" { continue }  // the header
            let key = m.context.map { $0.value + "\u{4}" + id.value } ?? id.value
            if let first = seen[key] {
                notes.append(LoadNote(kind: .duplicateKey, table: table, key: key, locale: locale,
                                      text: m.str?.value ?? m.strs.first?.string.value ?? "",
                                      message: "the message \"\(key.replacingOccurrences(of: "\u{4}", with: " | "))\" is defined again (first at line \(first.line)); msgfmt rejects the file, the first definition is kept here",
                                      location: m.location, related: first))
                continue
            }
            seen[key] = m.location
            let commentLines = (m.extractedComments + m.translatorComments).filter { !$0.isEmpty }
            let comment = commentLines.isEmpty ? nil : commentLines.joined(separator: "\n")
            let fuzzy = m.flags.contains("fuzzy")

            var source = Localization(locale: sourceLocale)
            var target = Localization(locale: locale, comment: comment)
            func state(_ s: POString) -> TranslationState { s.value.isEmpty ? .new : fuzzy ? .needsReview : .translated }
            if let plural = m.plural {
                let mapping = try pluralMapping()
                var units: [TextUnit] = []
                for (n, s, keywordAt) in m.strs.sorted(by: { $0.index < $1.index }) {
                    guard n < mapping.count else {
                        throw LoadError(keywordAt, "msgstr[\(n)] has no plural form: the header's Plural-Forms says nplurals=\(mapping.count) (msgstr[0] to msgstr[\(mapping.count - 1)])")
                    }
                    let variant = mapping.variant(n)
                    if isSource {
                        // The source language's own file: an empty msgstr shows the msgid.
                        let fallback = n == 0 ? id : plural
                        let v = s.value.isEmpty ? fallback : s
                        units.append(TextUnit(value: v.value, state: .translated, location: v.location, variant: variant))
                    } else {
                        units.append(TextUnit(value: s.value, state: state(s), location: s.location, variant: variant))
                    }
                }
                if isSource { source.units = units } else {
                    source.units = [TextUnit(value: id.value, state: .translated, location: id.location, variant: ["plural", "one"]),
                                    TextUnit(value: plural.value, state: .translated, location: plural.location, variant: ["plural", "other"])]
                    target.units = units
                }
            } else if let s = m.str {
                if isSource {
                    let v = s.value.isEmpty ? id : s
                    source.units = [TextUnit(value: v.value, state: .translated, location: v.location)]
                } else {
                    source.units = [TextUnit(value: id.value, state: .translated, location: id.location)]
                    target.units = [TextUnit(value: s.value, state: state(s), location: s.location)]
                }
            }
            if isSource { source.comment = comment }
            entries.append(Entry(table: table, key: key, comment: comment, sourceLocale: sourceLocale,
                                 localizations: isSource ? [source] : [source, target], keyLocation: m.location))
        }
        try Limits.checkLengths(entries)
        return (entries, notes)
    }

    /// UTF-8 (or UTF-16 with a BOM); a file the header says is ISO-8859-1 or
    /// windows-1252 and that is not UTF-8 is read in that charset.
    static func decode(_ bytes: [UInt8], file: String) throws(LoadError) -> String {
        switch try TextDecoding.decodeOrInvalid(bytes, file: file) {
        case .text(let text, _):
            return text
        case .invalidUTF8(let error):
            let ascii = String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self).lowercased()
            guard let r = ascii.range(of: "charset=") else { throw error }
            let charset = ascii[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            switch charset {
            case "iso-8859-1", "iso8859-1", "latin1", "latin-1":
                try InputCheck.nulBytes(bytes, file: file)
                return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
            case "windows-1252", "cp1252":
                try InputCheck.nulBytes(bytes, file: file)
                return String(String.UnicodeScalarView(bytes.map { windows1252($0) }))
            default:
                throw LoadError(error.location, error.message + " (the header says charset=\(charset); convert the file to UTF-8, e.g. with msgconv)")
            }
        }
    }

    private static func windows1252(_ b: UInt8) -> Unicode.Scalar {
        let high: [UInt32] = [0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
                              0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178]
        guard (0x80...0x9F).contains(b) else { return Unicode.Scalar(b) }
        return Unicode.Scalar(high[Int(b) - 0x80])!
    }

    /// "Name: value" lines of the header, names lowercased.
    static func headerFields(_ header: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingASCIISpaces().lowercased()
            if out[name] == nil { out[name] = String(line[line.index(after: colon)...]).trimmingASCIISpaces() }
        }
        return out
    }

    /// Where the header's field is written (the quoted line that holds it).
    static func headerLocation(_ header: POMessage, field: String) -> SourceLocation? {
        header.str?.segments.first { $0.text.lowercased().hasPrefix(field.lowercased() + ":") }?.location ?? header.str?.location
    }
}

// MARK: Plural-Forms

/// msgstr[n] -> CLDR category, from the header's Plural-Forms.
struct PluralMapping {
    /// nplurals.
    let count: Int
    /// The category of each index, nil when the formula is not one voicelint knows.
    let categories: [String]?

    func variant(_ n: Int) -> [String] {
        if let categories { return ["plural", categories[n]] }
        return ["plural-index", String(n)]
    }

    /// The usual gettext formulas of languages with more than two forms, as the
    /// CLDR category of each index and a number that selects it.
    static let known: [String: [[(category: String, sample: Int)]]] = {
        let slavic = [("one", 1), ("few", 2), ("many", 5)]
        let threeWithOther = [("one", 1), ("few", 2), ("other", 5)]
        // CLDR's `many` for millions, as Weblate writes it: n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2.
        let romance = [("one", 1), ("many", 1_000_000), ("other", 2)]
        var t: [String: [[(category: String, sample: Int)]]] = [:]
        for l in ["ru", "uk", "be", "pl"] { t[l] = [slavic] }
        for l in ["cs", "sk", "hr", "sr", "bs"] { t[l] = [threeWithOther] }
        for l in ["fr", "es", "it", "pt", "ca"] { t[l] = [romance] }
        t["lt"] = [[("one", 1), ("few", 2), ("other", 10)]]
        t["ro"] = [[("one", 1), ("few", 2), ("other", 20)]]
        t["sl"] = [[("one", 1), ("two", 2), ("few", 3), ("other", 5)]]
        t["he"] = [[("one", 1), ("two", 2), ("other", 5)]]
        t["ga"] = [[("one", 1), ("two", 2), ("few", 3), ("many", 7), ("other", 11)]]
        t["ar"] = [[("zero", 0), ("one", 1), ("two", 2), ("few", 3), ("many", 11), ("other", 100)]]
        return t
    }()

    init(pluralForms raw: String, locale: String, at: SourceLocation) throws(LoadError) {
        var nplurals: Int?
        var formula: String?
        for part in raw.split(separator: ";") {
            let p = String(part).trimmingASCIISpaces()
            if p.isEmpty { continue }
            guard let eq = p.firstIndex(of: "=") else {
                throw LoadError(at, "expected name=value in the header's Plural-Forms, found \"\(p)\"")
            }
            let name = String(p[..<eq]).trimmingASCIISpaces()
            let value = String(p[p.index(after: eq)...]).trimmingASCIISpaces()
            switch name {
            case "nplurals":
                guard let n = Int(value), n >= 1, n <= 6 else {
                    throw LoadError(at, "expected a number from 1 to 6 for nplurals in the header's Plural-Forms, found \"\(value)\"")
                }
                nplurals = n
            case "plural": formula = value
            default: break
            }
        }
        guard let n = nplurals else { throw LoadError(at, "expected nplurals=N in the header's Plural-Forms, found \"\(Limits.excerpt(raw, 80))\"") }
        guard let f = formula else { throw LoadError(at, "expected plural=EXPRESSION in the header's Plural-Forms, found \"\(Limits.excerpt(raw, 80))\"") }
        let length = f.unicodeScalars.count
        guard length <= Limits.pluralExpressionLength else {
            throw LoadError(at, "the header's Plural-Forms expression is \(length) characters long; voicelint reads expressions up to \(Limits.pluralExpressionLength)")
        }
        var parser = PluralExpression.Parser(text: Array(f.unicodeScalars))
        let expr: PluralExpression
        do throws(PluralExpression.Failure) { expr = try parser.parse() } catch {
            throw LoadError(at, "the header's Plural-Forms expression \"\(f)\" is not valid: \(error.message)")
        }
        var results: [Int] = []
        for x in 0...1000 {
            let r: Int
            do throws(PluralExpression.Failure) { r = try expr.evaluate(x) } catch {
                throw LoadError(at, "the header's Plural-Forms expression \"\(f)\" fails for n = \(x): \(error.message)")
            }
            guard r >= 0 && r < n else {
                throw LoadError(at, "the header's Plural-Forms expression gives \(r) for n = \(x), but nplurals is \(n)")
            }
            results.append(r)
        }
        count = n
        let language = String(locale.split(separator: "-").first ?? "")
        let match = Self.known[language]?.first { k in
            k.count == n && k.enumerated().allSatisfy { (try? expr.evaluate($0.element.sample)) == $0.offset }
        }
        if let match {
            categories = match.map(\.category)
        } else if n == 1 {
            categories = ["other"]
        } else if n == 2 && results[1] == 0 && results[2] == 1 {
            categories = ["one", "other"]
        } else {
            categories = nil
        }
    }
}

/// A C expression of `n` as gettext's Plural-Forms writes it.
indirect enum PluralExpression {
    case n
    case number(Int)
    case unary(Unicode.Scalar, PluralExpression)
    case binary(String, PluralExpression, PluralExpression)
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    struct Failure: Error { var message: String }

    func evaluate(_ x: Int) throws(Failure) -> Int {
        switch self {
        case .n: return x
        case .number(let v): return v
        case .unary(let op, let e):
            let v = try e.evaluate(x)
            return op == "!" ? (v == 0 ? 1 : 0) : 0 &- v
        case .conditional(let c, let a, let b):
            return try c.evaluate(x) != 0 ? a.evaluate(x) : b.evaluate(x)
        case .binary(let op, let l, let r):
            let a = try l.evaluate(x)
            if op == "&&" { return a != 0 ? (try r.evaluate(x) != 0 ? 1 : 0) : 0 }
            if op == "||" { return a != 0 ? 1 : (try r.evaluate(x) != 0 ? 1 : 0) }
            let b = try r.evaluate(x)
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/", "%":
                guard b != 0 else { throw Failure(message: "division by zero") }
                // Int.min / -1 overflows: wrap, as C does on every machine gettext runs on.
                return op == "/" ? a.dividedReportingOverflow(by: b).partialValue : a.remainderReportingOverflow(dividingBy: b).partialValue
            default: throw Failure(message: "unknown operator \(op)")
            }
        }
    }

    /// Recursive descent with C's precedence: ?: || && (== !=) (< > <= >=) (+ -) (* / %) (! -).
    struct Parser {
        let text: [Unicode.Scalar]
        var i = 0
        /// Open parentheses, `?:` branches and prefix operators: at most `Limits.pluralExpressionDepth`.
        private var depth = 0

        init(text: [Unicode.Scalar]) { self.text = text }

        private mutating func enter() throws(Failure) {
            depth += 1
            if depth > Limits.pluralExpressionDepth {
                throw Failure(message: "nested deeper than \(Limits.pluralExpressionDepth) levels, the most voicelint reads")
            }
        }

        mutating func parse() throws(Failure) -> PluralExpression {
            let e = try conditional()
            skipSpace()
            guard i == text.count else { throw Failure(message: "expected an operator or the end, found '\(text[i])'") }
            return e
        }

        private mutating func skipSpace() { while i < text.count, text[i] == " " || text[i] == "\t" || text[i] == "\n" { i += 1 } }

        private mutating func take(_ op: String) -> Bool {
            skipSpace()
            let s = Array(op.unicodeScalars)
            guard i + s.count <= text.count, Array(text[i..<(i + s.count)]) == s else { return false }
            // "<" must not take the start of "<=", "!" not of "!=", "=" of "==" only whole.
            if s.count == 1, i + 1 < text.count, text[i + 1] == "=", "<>!".unicodeScalars.contains(s[0]) { return false }
            if s.count == 1, i + 1 < text.count, (s[0] == "&" || s[0] == "|"), text[i + 1] == s[0] { return false }
            i += s.count
            return true
        }

        private mutating func conditional() throws(Failure) -> PluralExpression {
            try enter()
            defer { depth -= 1 }
            let c = try binary(0)
            guard take("?") else { return c }
            let a = try conditional()
            guard take(":") else { throw Failure(message: "expected ':' after '?' and its value") }
            let b = try conditional()
            return .conditional(c, a, b)
        }

        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        private mutating func binary(_ level: Int) throws(Failure) -> PluralExpression {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level + 1)
            outer: while true {
                for op in Self.levels[level] where take(op) {
                    left = .binary(op, left, try binary(level + 1))
                    continue outer
                }
                return left
            }
        }

        private mutating func unary() throws(Failure) -> PluralExpression {
            try enter()
            defer { depth -= 1 }
            if take("!") { return .unary("!", try unary()) }
            if take("-") { return .unary("-", try unary()) }
            skipSpace()
            guard i < text.count else { throw Failure(message: "expected n, a number or '(', found the end") }
            let c = text[i]
            if c == "(" {
                i += 1
                let e = try conditional()
                guard take(")") else { throw Failure(message: "expected ')'") }
                return e
            }
            if c == "n" { i += 1; return .n }
            if ("0"..."9").contains(c) {
                var v = 0
                while i < text.count, ("0"..."9").contains(text[i]) {
                    v = v &* 10 &+ Int(text[i].value - 48)
                    i += 1
                }
                return .number(v)
            }
            throw Failure(message: "expected n, a number or '(', found '\(c)'")
        }
    }
}

// MARK: The .po syntax

/// A quoted string, possibly continued on the following lines.
struct POString {
    var value: String
    /// The opening quote of the first non-empty part (of the first part when all are empty).
    var location: SourceLocation
    var segments: [(text: String, location: SourceLocation)]
}

struct POMessage {
    var context: POString?
    var id: POString?
    var plural: POString?
    var str: POString?
    var strs: [(index: Int, string: POString, keyword: SourceLocation)] = []
    var translatorComments: [String] = []
    var extractedComments: [String] = []
    var flags: Set<String> = []
    /// The first keyword (msgctxt or msgid).
    var location: SourceLocation

    var isEmpty: Bool { context == nil && id == nil }
    var isComplete: Bool { id != nil && (str != nil || !strs.isEmpty) }
}

struct POParser {
    let lines: [[Unicode.Scalar]]
    let file: String

    init(text: String, file: String) {
        var s = Array(text.unicodeScalars)
        if s.first == "\u{FEFF}" { s.removeFirst() }
        var lines: [[Unicode.Scalar]] = [[]]
        for c in s {
            if c == "\n" { lines.append([]) } else { lines[lines.count - 1].append(c) }
        }
        self.lines = lines.map { $0.last == "\r" ? Array($0.dropLast()) : $0 }
        self.file = file
    }

    private func at(_ line: Int, _ i: Int) -> SourceLocation { SourceLocation(file: file, line: line + 1, column: i + 1) }

    /// Which string the continuation lines extend.
    private enum Open { case none, context, id, plural, str, strs(Int) }

    mutating func messages() throws(LoadError) -> [POMessage] {
        var out: [POMessage] = []
        var cur = POMessage(location: at(0, 0))
        var open = Open.none
        var pending = (translator: [String](), extracted: [String](), flags: Set<String>())

        func finish() {
            if !cur.isEmpty { out.append(cur) }
            cur = POMessage(location: at(0, 0))
            open = .none
        }
        func describe(_ m: POMessage) -> String {
            m.id.map { "msgid \"\(Self.short($0.value))\"" } ?? m.context.map { "msgctxt \"\(Self.short($0.value))\"" } ?? "the message"
        }

        for (ln, line) in lines.enumerated() {
            var i = 0
            while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
            guard i < line.count else { continue }
            if line[i] == "#" {
                // A comment closes a complete message; inside an incomplete one it is out of place.
                if cur.isComplete { finish() } else if !cur.isEmpty {
                    throw LoadError(at(ln, i), "expected \(cur.id == nil ? "msgid" : "msgstr") for \(describe(cur)), found a comment")
                }
                let kind: Unicode.Scalar? = i + 1 < line.count ? line[i + 1] : nil
                let rest = String(String.UnicodeScalarView(line[min(i + 2, line.count)...])).trimmingASCIISpaces()
                switch kind {
                case "~":
                    // An obsolete message: skipped with the comments gathered for it.
                    pending = ([], [], [])
                case ",":
                    for f in rest.split(separator: ",") { pending.flags.insert(String(f).trimmingASCIISpaces()) }
                case ".": pending.extracted.append(rest)
                case ":", "|": break
                case nil, " ", "\t":
                    pending.translator.append(String(String.UnicodeScalarView(line[(i + 1)...])).trimmingASCIISpaces())
                default: break
                }
                continue
            }
            if line[i] == "\"" {
                var strings: [(String, SourceLocation)] = []
                try readStrings(line, ln, &i, into: &strings)
                switch open {
                case .none:
                    throw LoadError(at(ln, 0), "expected msgctxt, msgid, msgid_plural or msgstr before a quoted string")
                case .context: append(strings, to: &cur.context)
                case .id: append(strings, to: &cur.id)
                case .plural: append(strings, to: &cur.plural)
                case .str: append(strings, to: &cur.str)
                case .strs(let k):
                    if let j = cur.strs.firstIndex(where: { $0.index == k }) {
                        append(strings, to: &cur.strs[j].string)
                    }
                }
                continue
            }
            // A keyword.
            let start = i
            while i < line.count, ("a"..."z").contains(line[i]) || line[i] == "_" { i += 1 }
            let word = String(String.UnicodeScalarView(line[start..<i]))
            var index: Int?
            if word == "msgstr", i < line.count, line[i] == "[" {
                var j = i + 1
                var v = 0
                while j < line.count, ("0"..."9").contains(line[j]) {
                    // (A long number would overflow; gettext has at most a handful of forms.)
                    guard j - i <= 4 else { throw LoadError(at(ln, i + 1), "expected msgstr[N] with a plural form number N, found a number of more than 4 digits") }
                    v = v * 10 + Int(line[j].value - 48)
                    j += 1
                }
                guard j > i + 1, j < line.count, line[j] == "]" else {
                    throw LoadError(at(ln, i), "expected msgstr[N] with a number N")
                }
                index = v
                i = j + 1
            }
            let keywordAt = at(ln, start)
            guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(word) else {
                let found = String(String.UnicodeScalarView(line[start...].prefix(20)))
                throw LoadError(keywordAt, "expected msgctxt, msgid, msgid_plural, msgstr, a comment or a quoted string, found \"\(found)\"")
            }
            guard i < line.count, line[i] == " " || line[i] == "\t" else {
                throw LoadError(at(ln, i), "expected a space and a quoted string after \(word)\(index.map { "[\($0)]" } ?? "")")
            }
            while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
            guard i < line.count, line[i] == "\"" else {
                throw LoadError(at(ln, i), "expected a quoted string after \(word)\(index.map { "[\($0)]" } ?? "")")
            }
            var strings: [(String, SourceLocation)] = []
            try readStrings(line, ln, &i, into: &strings)
            var s: POString?
            append(strings, to: &s)
            let value = s!

            switch word {
            case "msgctxt", "msgid":
                if cur.isComplete { finish() }
                if word == "msgctxt" {
                    guard cur.isEmpty else {
                        throw LoadError(keywordAt, "expected \(cur.id == nil ? "msgid" : "msgstr") for \(describe(cur)), found msgctxt")
                    }
                    cur.location = keywordAt
                    cur.context = value
                    open = .context
                } else {
                    guard cur.id == nil else { throw LoadError(keywordAt, "expected msgstr for \(describe(cur)), found another msgid") }
                    if cur.context == nil { cur.location = keywordAt }
                    cur.id = value
                    open = .id
                }
                if cur.translatorComments.isEmpty && cur.extractedComments.isEmpty && cur.flags.isEmpty {
                    cur.translatorComments = pending.translator
                    cur.extractedComments = pending.extracted
                    cur.flags = pending.flags
                    pending = ([], [], [])
                }
            case "msgid_plural":
                guard cur.id != nil, cur.plural == nil, cur.str == nil, cur.strs.isEmpty else {
                    throw LoadError(keywordAt, cur.id == nil ? "expected msgid before msgid_plural"
                                    : cur.plural != nil ? "expected msgstr[0] for \(describe(cur)), found a second msgid_plural"
                                    : "expected msgid_plural before the msgstr of \(describe(cur))")
                }
                cur.plural = value
                open = .plural
            default:  // msgstr
                guard cur.id != nil else {
                    throw LoadError(keywordAt, cur.context == nil ? "expected msgid before msgstr" : "expected msgid after msgctxt, found msgstr")
                }
                if let n = index {
                    guard cur.plural != nil else {
                        throw LoadError(keywordAt, "expected msgstr for \(describe(cur)): msgstr[\(n)] needs a msgid_plural")
                    }
                    guard !cur.strs.contains(where: { $0.index == n }) else {
                        throw LoadError(keywordAt, "msgstr[\(n)] appears twice for \(describe(cur))")
                    }
                    cur.strs.append((n, value, keywordAt))
                    open = .strs(n)
                } else {
                    guard cur.plural == nil else {
                        throw LoadError(keywordAt, "expected msgstr[0], msgstr[1]... for \(describe(cur)), which has a msgid_plural")
                    }
                    guard cur.str == nil else { throw LoadError(keywordAt, "expected msgid, found a second msgstr for \(describe(cur))") }
                    cur.str = value
                    open = .str
                }
            }
        }
        if !cur.isEmpty && !cur.isComplete {
            let last = lines.count - 1
            throw LoadError(at(last, lines[last].count),
                            "expected \(cur.id == nil ? "msgid" : cur.plural == nil ? "msgstr" : "msgstr[0]") for \(describe(cur)), found the end of the file")
        }
        finish()
        return out
    }

    private func append(_ strings: [(String, SourceLocation)], to s: inout POString?) {
        for (text, loc) in strings {
            if s == nil {
                s = POString(value: text, location: loc, segments: [(text, loc)])
            } else {
                append([(text, loc)], to: &s!)
            }
        }
    }

    /// In place: a copy per continuation line would make a long string quadratic.
    private func append(_ strings: [(String, SourceLocation)], to s: inout POString) {
        for (text, loc) in strings {
            if s.value.isEmpty && !text.isEmpty { s.location = loc }
            s.value += text
            s.segments.append((text, loc))
        }
    }

    /// One or more quoted strings up to the end of the line.
    private func readStrings(_ line: [Unicode.Scalar], _ ln: Int, _ i: inout Int, into out: inout [(String, SourceLocation)]) throws(LoadError) {
        while true {
            while i < line.count, line[i] == " " || line[i] == "\t" { i += 1 }
            guard i < line.count else { return }
            guard line[i] == "\"" else {
                throw LoadError(at(ln, i), "expected the end of the line after the quoted string, found '\(line[i])'")
            }
            let open = i
            i += 1
            var s = String.UnicodeScalarView()
            var closed = false
            while i < line.count {
                let c = line[i]
                if c == "\"" { closed = true; i += 1; break }
                if c != "\\" { s.append(c); i += 1; continue }
                guard i + 1 < line.count else { break }
                let e = line[i + 1]
                i += 2
                switch e {
                case "n": s.append("\n")
                case "t": s.append("\t")
                case "r": s.append("\r")
                case "a": s.append("\u{07}")
                case "b": s.append("\u{08}")
                case "f": s.append("\u{0C}")
                case "v": s.append("\u{0B}")
                case "\\", "\"", "'", "?": s.append(e)
                case "0"..."7":
                    var v = e.value - 48
                    var n = 1
                    while n < 3, i < line.count, ("0"..."7").contains(line[i]) { v = v * 8 + line[i].value - 48; i += 1; n += 1 }
                    guard let sc = Unicode.Scalar(v) else { throw LoadError(at(ln, i - n - 1), "invalid octal escape") }
                    s.append(sc)
                case "x":
                    var v: UInt32 = 0
                    var n = 0
                    while i < line.count, let h = UInt32(String(line[i]), radix: 16), n < 8 { v = v * 16 + h; i += 1; n += 1 }
                    guard n > 0, let sc = Unicode.Scalar(v) else { throw LoadError(at(ln, i - n - 2), "expected hex digits after \\x") }
                    s.append(sc)
                default:
                    throw LoadError(at(ln, i - 2), "unknown escape \\\(e) (expected \\n, \\t, \\\", \\\\ or another C escape)")
                }
            }
            guard closed else { throw LoadError(at(ln, open), "a quoted string is not closed at the end of the line") }
            out.append((String(s), at(ln, open)))
        }
    }

    static func short(_ s: String) -> String {
        let one = s.replacingNewlines()
        return one.count > 40 ? String(one.prefix(40)) + "…" : one
    }
}
