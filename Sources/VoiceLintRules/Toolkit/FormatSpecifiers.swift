import VoiceLintCatalog

/// printf-style placeholders as Foundation's String(format:) reads them.
public struct Placeholder: Hashable, Sendable, CustomStringConvertible {
    /// 1-based argument number after positional numbering is resolved.
    public var index: Int
    /// Length modifier and conversion, e.g. "lld", "@", "d" ("i" reads as "d").
    public var conversion: String
    public var description: String { "%\(index)$\(conversion)" }
}

/// What a format string holds: its placeholders, substitution variables and broken placeholders.
public struct FormatScan: Sendable {
    public var placeholders: [Placeholder] = []
    /// `%#@name@` variables used, with their argument numbers.
    public var variables: [(name: String, index: Int)] = []
    /// Broken or suspicious placeholders: fullwidth `％@`, `% 1$@`.
    public var malformed: [String] = []
    /// Where each placeholder stands, in Characters.
    public var ranges: [Range<Int>] = []
}

/// Reads printf-style placeholders as Foundation's String(format:) does.
public enum FormatSpecifiers {
    static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
    private static let lengthCharacters: [[Character]] = lengths.map(Array.init)

    static func isConversion(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        switch a {
        case 0x40 /* @ */, 0x64 /* d */, 0x44 /* D */, 0x69 /* i */, 0x75 /* u */, 0x55 /* U */, 0x78 /* x */, 0x58 /* X */,
             0x6F /* o */, 0x4F /* O */, 0x66 /* f */, 0x46 /* F */, 0x65 /* e */, 0x45 /* E */, 0x67 /* g */, 0x47 /* G */,
             0x63 /* c */, 0x43 /* C */, 0x73 /* s */, 0x53 /* S */, 0x70 /* p */, 0x61 /* a */, 0x41 /* A */:
            return true
        default: return false
        }
    }

    /// printf flags: "-+ #0'".
    static func isFlag(_ c: Character) -> Bool {
        c == "-" || c == "+" || c == " " || c == "#" || c == "0" || c == "'"
    }

    /// Reads every placeholder of a format string. `%arg` (a substitution's
    /// own argument, in String Catalogs) is reported with `argument` when given.
    public static func scan(_ s: String, substitutions: [String: Substitution] = [:], argument: (index: Int, conversion: String)? = nil) -> FormatScan {
        var out = FormatScan()
        // Most strings have no placeholder at all.
        guard mayHavePlaceholder(s) else { return out }
        let c = Array(s)
        var next = 1
        var i = 0
        while i < c.count {
            let ch = c[i]
            if ch == "％" {
                // A fullwidth percent sign followed by what would be a conversion.
                var j = i + 1
                while j < c.count, c[j].isNumber || c[j] == "$" || c[j] == "l" { j += 1 }
                if j < c.count, isConversion(c[j]) || c[j] == "#" {
                    out.malformed.append(String(c[i...j]))
                }
                i += 1
                continue
            }
            guard ch == "%" else { i += 1; continue }
            var j = i + 1
            guard j < c.count else { break }
            if c[j] == "%" { i = j + 1; continue }
            // "% 1$@": a space that breaks a positional placeholder.
            if c[j] == " " {
                var k = j
                while k < c.count, c[k] == " " { k += 1 }
                var d = k
                while d < c.count, c[d].isASCII, c[d].isNumber { d += 1 }
                if d > k, d < c.count, c[d] == "$" {
                    var e = d + 1
                    while e < c.count, !isConversion(c[e]) && c[e] != "#" && e - d < 5 { e += 1 }
                    out.malformed.append(String(c[i...min(e, c.count - 1)]))
                    i = e + 1
                    continue
                }
                // "50% off": a percent sign followed by a word is text, not a conversion.
                if k < c.count, c[k].isLetter, k + 1 < c.count, c[k + 1].isLetter { i = k; continue }
            }
            // Position.
            var position: Int?
            var d = j
            while d < c.count, c[d].isASCII, c[d].isNumber { d += 1 }
            if d > j, d < c.count, c[d] == "$" {
                position = Int(String(c[j..<d]))
                j = d + 1
            }
            // Substitution variable %#@name@.
            if j + 1 < c.count, c[j] == "#", c[j + 1] == "@" {
                var e = j + 2
                while e < c.count, c[e] != "@" { e += 1 }
                if e < c.count {
                    let name = String(c[(j + 2)..<e])
                    let sub = substitutions[name]
                    let index = sub?.argNum ?? position ?? next
                    if sub?.argNum == nil && position == nil { next += 1 }
                    out.variables.append((name, index))
                    if let sub { out.placeholders.append(Placeholder(index: index, conversion: normalise(sub.formatSpecifier))) }
                    out.ranges.append(i..<(e + 1))
                    i = e + 1
                    continue
                }
            }
            // %arg in a substitution's variations.
            if position == nil, j + 2 < c.count, c[j] == "a", c[j + 1] == "r", c[j + 2] == "g" {
                if let a = argument { out.placeholders.append(Placeholder(index: a.index, conversion: normalise(a.conversion))) }
                out.ranges.append(i..<(j + 3))
                i = j + 3
                continue
            }
            // Flags, width, precision.
            while j < c.count, isFlag(c[j]) { j += 1 }
            if j < c.count, c[j] == "*" { j += 1 } else { while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 } }
            if j < c.count, c[j] == "." {
                j += 1
                if j < c.count, c[j] == "*" { j += 1 } else { while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 } }
            }
            var length = ""
            // Compared Character by Character: a String per candidate was most of the scan's cost.
            for l in lengthCharacters where j + l.count <= c.count && c[j..<(j + l.count)].elementsEqual(l) {
                length = String(l)
                j += l.count
                break
            }
            guard j < c.count, isConversion(c[j]) else { i += 1; continue }
            let index = position ?? next
            if position == nil { next += 1 }
            out.placeholders.append(Placeholder(index: index, conversion: normalise(length + String(c[j]))))
            out.ranges.append(i..<(j + 1))
            i = j + 1
        }
        return out
    }

    /// The text with every placeholder blanked out by spaces of the same
    /// UTF-16 length, so that token offsets still point into the original.
    public static func removingPlaceholders(_ s: String) -> String {
        guard mayHavePlaceholder(s) else { return s }
        return removingPlaceholders(s, ranges: scan(s).ranges)
    }

    /// As `removingPlaceholders(_:)`, with the ranges a scan of the text found.
    static func removingPlaceholders(_ s: String, ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return s }
        var out = ""
        var k = 0
        for (n, ch) in s.enumerated() {
            while k < ranges.count && ranges[k].upperBound <= n { k += 1 }
            if k < ranges.count && ranges[k].contains(n) {
                out += String(repeating: " ", count: ch.utf16.count)
                continue
            }
            out.append(ch)
        }
        return out
    }

    /// A byte scan for "%" or the fullwidth "％" (EF BC 85).
    static func mayHavePlaceholder(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { b in
            var i = 0
            while i < b.count {
                let c = b[i]
                if c == 0x25 || (c == 0xEF && i + 2 < b.count && b[i + 1] == 0xBC && b[i + 2] == 0x85) { return true }
                i += 1
            }
            return false
        }
    }

    static func normalise(_ conv: String) -> String {
        var s = conv.hasPrefix("%") ? String(conv.dropFirst()) : conv
        if s.hasSuffix("i") { s = String(s.dropLast()) + "d" }
        return s
    }
}
