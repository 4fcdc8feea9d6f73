import Foundation
import VoiceLintCatalog
import VoiceLintText

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
    /// Each placeholder as written, in the order of `ranges`.
    public var written: [String] = []

    mutating func add<C: FormatUnit>(_ range: Range<Int>, _ text: [C]) {
        ranges.append(range)
        written.append(C.string(text[range]))
    }
}

/// Reads printf-style placeholders as Foundation's String(format:) does.
public enum FormatSpecifiers {
    static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
    /// The length modifiers as bytes, in the order they are tried.
    private static let lengthBytes: [[UInt8]] = lengths.map { Array($0.utf8) }

    static func isConversion(_ c: Character) -> Bool { isConversion(ascii: c.asciiValue) }

    static func isConversion(ascii a: UInt8?) -> Bool {
        guard let a else { return false }
        switch a {
        case 0x40 /* @ */, 0x64 /* d */, 0x44 /* D */, 0x69 /* i */, 0x75 /* u */, 0x55 /* U */, 0x78 /* x */, 0x58 /* X */,
             0x6F /* o */, 0x4F /* O */, 0x66 /* f */, 0x46 /* F */, 0x65 /* e */, 0x45 /* E */, 0x67 /* g */, 0x47 /* G */,
             0x63 /* c */, 0x43 /* C */, 0x73 /* s */, 0x53 /* S */, 0x70 /* p */, 0x61 /* a */, 0x41 /* A */:
            return true
        default: return false
        }
    }

    /// printf flags: "-+ #0'".
    static func isFlag(_ c: Character) -> Bool { isFlag(ascii: c.asciiValue) }

    static func isFlag(ascii a: UInt8?) -> Bool {
        a == 0x2D || a == 0x2B || a == 0x20 || a == 0x23 || a == 0x30 || a == 0x27
    }

    /// Reads every placeholder of a format string. `%arg` (a substitution's
    /// own argument, in String Catalogs) is reported with `argument` when given.
    public static func scan(_ s: String, substitutions: [String: Substitution] = [:], argument: (index: Int, conversion: String)? = nil) -> FormatScan {
        // Most strings have no placeholder at all.
        guard mayHavePlaceholder(s) else { return FormatScan() }
        // ASCII text without a carriage return is a Character per byte: read as bytes.
        if isCharacterPerByte(s) {
            return scan(s.utf8.map(FormatByte.init), substitutions: substitutions, argument: argument)
        }
        // A text whose every Character is one scalar is read as scalars: the same units,
        // without a Character (a String of its own) made for each.
        if let scalars = scalarsIfOnePerCharacter(s) { return scan(scalars, substitutions: substitutions, argument: argument) }
        return scan(Array(s), substitutions: substitutions, argument: argument)
    }

    /// The scan over the text's Characters (or its bytes, where each is one).
    static func scan<C: FormatUnit>(_ c: [C], substitutions: [String: Substitution], argument: (index: Int, conversion: String)?) -> FormatScan {
        var out = FormatScan()
        var next = 1
        var i = 0
        while i < c.count {
            let ch = c[i]
            if ch.isFullwidthPercent {
                // A fullwidth percent sign followed by what would be a conversion.
                var j = i + 1
                while j < c.count, c[j].isNumber || c[j].is("$") || c[j].is("l") { j += 1 }
                if j < c.count, isConversion(ascii: c[j].ascii) || c[j].is("#") {
                    out.malformed.append(C.string(c[i...j]))
                }
                i += 1
                continue
            }
            guard ch.is("%") else { i += 1; continue }
            var j = i + 1
            guard j < c.count else { break }
            if c[j].is("%") { i = j + 1; continue }
            // "% 1$@": a space that breaks a positional placeholder.
            if c[j].is(" ") {
                var k = j
                while k < c.count, c[k].is(" ") { k += 1 }
                var d = k
                while d < c.count, c[d].isASCIIDigit { d += 1 }
                if d > k, d < c.count, c[d].is("$") {
                    var e = d + 1
                    while e < c.count, !isConversion(ascii: c[e].ascii) && !c[e].is("#") && e - d < 5 { e += 1 }
                    out.malformed.append(C.string(c[i...min(e, c.count - 1)]))
                    i = e + 1
                    continue
                }
                // "50% off": a percent sign followed by a word is text, not a conversion.
                if k < c.count, c[k].isLetter, k + 1 < c.count, c[k + 1].isLetter { i = k; continue }
            }
            // Position.
            var position: Int?
            var d = j
            while d < c.count, c[d].isASCIIDigit { d += 1 }
            if d > j, d < c.count, c[d].is("$") {
                position = Int(C.string(c[j..<d]))
                j = d + 1
            }
            // Substitution variable %#@name@.
            if j + 1 < c.count, c[j].is("#"), c[j + 1].is("@") {
                var e = j + 2
                while e < c.count, !c[e].is("@") { e += 1 }
                if e < c.count {
                    let name = C.string(c[(j + 2)..<e])
                    let sub = substitutions[name]
                    let index = sub?.argNum ?? position ?? next
                    if sub?.argNum == nil && position == nil { next += 1 }
                    out.variables.append((name, index))
                    if let sub { out.placeholders.append(Placeholder(index: index, conversion: normalise(sub.formatSpecifier))) }
                    out.add(i..<(e + 1), c)
                    i = e + 1
                    continue
                }
            }
            // %arg in a substitution's variations.
            if position == nil, j + 2 < c.count, c[j].is("a"), c[j + 1].is("r"), c[j + 2].is("g") {
                if let a = argument { out.placeholders.append(Placeholder(index: a.index, conversion: normalise(a.conversion))) }
                out.add(i..<(j + 3), c)
                i = j + 3
                continue
            }
            // Flags, width, precision.
            while j < c.count, isFlag(ascii: c[j].ascii) { j += 1 }
            if j < c.count, c[j].is("*") { j += 1 } else { while j < c.count, c[j].isASCIIDigit { j += 1 } }
            if j < c.count, c[j].is(".") {
                j += 1
                if j < c.count, c[j].is("*") { j += 1 } else { while j < c.count, c[j].isASCIIDigit { j += 1 } }
            }
            var length = ""
            // Compared unit by unit: a String per candidate was most of the scan's cost.
            for (n, l) in lengthBytes.enumerated() where j + l.count <= c.count && c[j..<(j + l.count)].elementsEqual(l, by: { $0.ascii == $1 }) {
                length = lengths[n]
                j += l.count
                break
            }
            guard j < c.count, isConversion(ascii: c[j].ascii) else { i += 1; continue }
            let index = position ?? next
            if position == nil { next += 1 }
            out.placeholders.append(Placeholder(index: index, conversion: normalise(length + C.string(c[j...j]))))
            out.add(i..<(j + 1), c)
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

    /// The text's scalars when each is a Character of its own (then Character offsets are
    /// scalar offsets); nil otherwise.
    static func scalarsIfOnePerCharacter(_ s: String) -> [Unicode.Scalar]? {
        let scalars = Array(s.unicodeScalars)
        return s.count == scalars.count ? scalars : nil
    }

    /// ASCII text without a carriage return (no CR LF pair): each byte is a Character.
    static func isCharacterPerByte(_ s: String) -> Bool { UTF8Scalars.isASCII(s) && !TextSearch.containsByte(s, 0x0D) }

    /// As `removingPlaceholders(_:)`, with the ranges a scan of the text found.
    static func removingPlaceholders(_ s: String, ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return s }
        // A Character per byte, each one UTF-16 unit: the placeholders' bytes become spaces.
        if isCharacterPerByte(s) {
            var bytes = Array(s.utf8)
            for r in ranges { for n in r where n < bytes.count { bytes[n] = 0x20 } }
            return String(decoding: bytes, as: UTF8.self)
        }
        // A text whose every Character is one scalar: the same, scalar by scalar (a space for
        // each UTF-16 unit of a placeholder's scalar), without a Character made for each.
        if let scalars = scalarsIfOnePerCharacter(s) {
            var out = String.UnicodeScalarView()
            var k = 0
            for (n, u) in scalars.enumerated() {
                while k < ranges.count && ranges[k].upperBound <= n { k += 1 }
                if k < ranges.count && ranges[k].contains(n) {
                    for _ in 0..<UTF16.width(u) { out.append(" ") }
                } else {
                    out.append(u)
                }
            }
            return String(out)
        }
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

    /// A byte scan for "%" or the fullwidth "％" (EF BC 85), by the C library's `memchr`,
    /// which reads many bytes at a time: every value is asked, most more than once.
    static func mayHavePlaceholder(_ s: String) -> Bool {
        UTF8Scalars.withBytes(s) { b in
            guard let base = b.baseAddress else { return false }
            if memchr(base, 0x25, b.count) != nil { return true }
            var from = 0
            while from < b.count, let hit = memchr(base + from, 0xEF, b.count - from) {
                let i = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if i + 2 < b.count && b[i + 1] == 0xBC && b[i + 2] == 0x85 { return true }
                from = i + 1
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

/// What the placeholder scan reads a text as: its Characters, or the bytes of an ASCII
/// text (each of which is a Character). Compared by ASCII value: a Character that is one
/// ASCII scalar has it, any other none ("\r\n", which has "\n"'s, is compared with no
/// ASCII mark the scan looks for).
protocol FormatUnit {
    /// The unit's ASCII value, nil for a Character that is not one ASCII scalar.
    var ascii: UInt8? { get }
    var isNumber: Bool { get }
    var isLetter: Bool { get }
    var isFullwidthPercent: Bool { get }
    static func string(_ units: ArraySlice<Self>) -> String
}

extension FormatUnit {
    /// The unit is this ASCII character.
    @inline(__always)
    func `is`(_ s: Unicode.Scalar) -> Bool { ascii == UInt8(truncatingIfNeeded: s.value) && s.isASCII }
    var isASCIIDigit: Bool { ascii.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
}

extension Character: FormatUnit {
    var ascii: UInt8? { asciiValue }
    var isFullwidthPercent: Bool { self == "％" }
    static func string(_ units: ArraySlice<Character>) -> String { String(units) }
}

/// A scalar of a text whose Characters are each one scalar, read as the Character it is
/// (a Character's letter and number tests ask its first scalar).
extension Unicode.Scalar: FormatUnit {
    var ascii: UInt8? { isASCII ? UInt8(value) : nil }
    var isNumber: Bool { properties.numericType != nil }
    var isLetter: Bool { properties.isAlphabetic }
    var isFullwidthPercent: Bool { value == 0xFF05 }
    static func string(_ units: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(units)) }
}

/// A byte of an ASCII text, read as the Character it is.
struct FormatByte: FormatUnit {
    let byte: UInt8
    init(_ byte: UInt8) { self.byte = byte }
    var ascii: UInt8? { byte }
    var isNumber: Bool { byte >= 0x30 && byte <= 0x39 }
    var isLetter: Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    var isFullwidthPercent: Bool { false }
    static func string(_ units: ArraySlice<FormatByte>) -> String { String(decoding: units.map(\.byte), as: UTF8.self) }
}
