import VoiceLintCatalog

/// Storyboards and XIBs: a `userDefinedRuntimeAttribute` whose key path names
/// an accessibility label or hint key (`accessibilityLabelKey`,
/// `localizedAccessibilityHint`, `a11yLabelKey`, ...) and whose value is one of
/// the catalog's keys. Labels typed into Interface Builder itself are
/// localized through `<id>.accessibilityLabel` keys, which the key name
/// convention already covers; the plain `accessibilityLabel` key path holds
/// text, not a key, and is not read.
enum InterfaceBuilderScanner {
    static func scan(_ text: String, file: String, index: KeyIndex) -> [SourceUsage] {
        guard !index.known.isEmpty else { return [] }
        let s = Array(text.unicodeScalars)
        let tag = Array("<userDefinedRuntimeAttribute".unicodeScalars)
        var out: [SourceUsage] = []
        var line = 1
        var lineStart = 0
        var i = 0
        while i + tag.count <= s.count {
            if s[i] == "\n" { line += 1; lineStart = i + 1; i += 1; continue }
            guard s[i] == "<", Array(s[i..<i + tag.count]) == tag else { i += 1; continue }
            let tagLine = line, tagColumn = i - lineStart + 1
            var j = i + tag.count
            var attributes: [String: String] = [:]
            // name="value" pairs up to the end of the start tag.
            while j < s.count && s[j] != ">" {
                if s[j] == "\n" { line += 1; lineStart = j + 1 }
                guard s[j].properties.isAlphabetic else { j += 1; continue }
                var name = String.UnicodeScalarView()
                while j < s.count && (s[j].properties.isAlphabetic || s[j] == ":" || s[j] == "_") { name.append(s[j]); j += 1 }
                guard j + 1 < s.count, s[j] == "=", s[j + 1] == "\"" || s[j + 1] == "'" else { continue }
                let quote = s[j + 1]
                j += 2
                var value = String.UnicodeScalarView()
                while j < s.count && s[j] != quote {
                    if s[j] == "\n" { line += 1; lineStart = j + 1 }
                    value.append(s[j])
                    j += 1
                }
                j += 1
                attributes[String(name)] = unescape(String(value))
            }
            i = j
            guard let keyPath = attributes["keyPath"], let value = attributes["value"], let role = role(ofKeyPath: keyPath),
                  index.known.contains(value) else { continue }
            out.append(SourceUsage(key: value, role: role, location: SourceLocation(file: file, line: tagLine, column: tagColumn)))
        }
        return out
    }

    static func role(ofKeyPath keyPath: String) -> SourceRole? {
        let k = keyPath.lowercased()
        if k == "accessibilitylabel" || k == "accessibilityhint" { return nil }
        let last = k.split(separator: ".").last.map(String.init) ?? k
        if last.contains("accessibilitylabel") || (last.contains("a11y") && last.contains("label")) { return .label }
        if last.contains("accessibilityhint") || (last.contains("a11y") && last.contains("hint")) { return .hint }
        return nil
    }

    private static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"")
            .replacingAll("&apos;", "'").replacingAll("&#10;", "\n").replacingAll("&amp;", "&")
    }
}

extension String {
    /// Without Foundation's `replacingOccurrences`.
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
