/// Resolves what the source names (a literal, a generated accessor) to the
/// catalog's keys.
struct KeyIndex {
    let known: Set<String>
    /// Dotted key, each segment normalised, joined with "/": "common/controls/actions/share".
    private var structured: [String: [String]] = [:]
    /// Whole key normalised: "commoncontrolsactionsshare", "a11yeditroomaddresshint".
    private var flat: [String: [String]] = [:]
    /// Keys with format specifiers, each specifier replaced by U+0001 (`%%` by `%`).
    private var skeletons: [String: [String]] = [:]

    init(_ keys: Set<String>) {
        known = keys
        for key in keys.sorted() {
            let s = key.split(separator: ".", omittingEmptySubsequences: false).map { Self.normalise(Substring($0)) }.joined(separator: "/")
            if !s.isEmpty { structured[s, default: []].append(key) }
            let f = Self.normalise(Substring(key))
            if !f.isEmpty { flat[f, default: []].append(key) }
            if key.utf8.contains(UInt8(ascii: "%")) { skeletons[Self.skeleton(ofKey: key), default: []].append(key) }
        }
    }

    /// Lower-cased letters and digits only: what is left of a key once a code
    /// generator has camel-cased it and dropped `.`, `_`, `-` and the rest.
    static func normalise(_ s: Substring) -> String {
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every key): the bytes kept, upper case lowered.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(s.utf8.count)
            for b in s.utf8 {
                switch b {
                case 0x30...0x39, 0x61...0x7A: bytes.append(b)
                case 0x41...0x5A: bytes.append(b + 0x20)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            switch u.value {
            case 0x30...0x39, 0x61...0x7A: out.append(u)
            case 0x41...0x5A: out.append(Unicode.Scalar(u.value + 0x20)!)
            case 0..<0x80: break
            default:
                if u.properties.isAlphabetic || u.properties.numericType != nil { out.append(contentsOf: u.properties.lowercaseMapping.unicodeScalars) }
            }
        }
        return String(out)
    }

    /// The keys a literal names. Without known keys a plain literal names itself.
    /// `template`: the literal is a `LocalizedStringKey` / `String.LocalizationValue`,
    /// whose interpolations become format specifiers in the key.
    func keys(forLiteral lit: StringLiteral, template: Bool) -> [String] {
        if lit.isMultiline { return [] }
        if !lit.isInterpolated {
            let v = lit.value
            if v.isEmpty { return [] }
            if known.isEmpty || known.contains(v) { return [v] }
            if template && v.utf8.contains(UInt8(ascii: "%")) { return skeletons[v] ?? [] } // "100%" is the key "100%%"
            return []
        }
        guard template, !known.isEmpty else { return [] }
        // An interpolation alone ("\(name)", "\(a), \(b)") says nothing about which string it is.
        guard lit.segments.contains(where: { $0.unicodeScalars.contains(where: \.properties.isAlphabetic) }) else { return [] }
        return skeletons[lit.segments.joined(separator: "\u{1}")] ?? []
    }

    /// The keys a generated accessor path names (`Common.Controls.Actions.share`,
    /// `a11yEditRoomAddressHint`): the longest leading part of the path that
    /// matches a key segment by segment, else as a whole, after normalising both.
    func keys(forAccessor path: [String]) -> [String] {
        guard !known.isEmpty else { return [] }
        // No key has more segments; a longer chain would make this quadratic.
        var n = min(path.count, 64)
        while n > 0 {
            let parts = path[0..<n].map { Self.normalise(Substring($0)) }
            if let k = structured[parts.joined(separator: "/")] { return k }
            if let k = flat[parts.joined()] { return k }
            n -= 1
        }
        return []
    }

    /// `%@`, `%1$@`, `%lld`, `%.2f`, `%#@name@` become U+0001; `%%` becomes `%`.
    /// The space flag is not read, so that "50% off" stays text.
    static func skeleton(ofKey key: String) -> String {
        let s = Array(key.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "%" else { out.append(s[i]); i += 1; continue }
            var j = i + 1
            if j < s.count && s[j] == "%" { out.append("%"); i = j + 1; continue }
            if j < s.count && s[j] == "#" && j + 1 < s.count && s[j + 1] == "@" {
                // stringsdict variable: %#@name@
                var k = j + 2
                while k < s.count && s[k] != "@" { k += 1 }
                if k < s.count { out.append("\u{1}"); i = k + 1; continue }
            }
            var k = j
            while k < s.count, ("0"..."9").contains(s[k]) { k += 1 }
            if k < s.count && s[k] == "$" && k > j { j = k + 1 }
            while j < s.count, "-+#0'".unicodeScalars.contains(s[j]) { j += 1 }
            while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
            if j < s.count && s[j] == "." {
                j += 1
                while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
            }
            while j < s.count, "hlqLztj".unicodeScalars.contains(s[j]) { j += 1 }
            if j < s.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(s[j]) {
                out.append("\u{1}")
                i = j + 1
            } else {
                out.append("%")
                i += 1
            }
        }
        return String(out)
    }
}
