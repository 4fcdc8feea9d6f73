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

    mutating func add<C: FormatUnit>(_ range: Range<Int>, _ text: UnsafeBufferPointer<C>) {
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
        return UTF8Scalars.withBytes(s) { bytes in
            // ASCII text without a carriage return is a Character per byte: read as bytes, in place.
            if isCharacterPerByte(bytes) { return scan(bytes, substitutions: substitutions, argument: argument) }
            // A text whose every Character is one scalar is read as scalars: the same units,
            // without a Character (a String of its own) made for each.
            if isScalarPerCharacter(s, bytes) {
                return scalars(bytes).withUnsafeBufferPointer { scan($0, substitutions: substitutions, argument: argument) }
            }
            return Array(s).withUnsafeBufferPointer { scan($0, substitutions: substitutions, argument: argument) }
        }
    }

    /// The scan over units held in an array (the tests compare the three kinds of unit).
    static func scan<C: FormatUnit>(_ c: [C], substitutions: [String: Substitution], argument: (index: Int, conversion: String)?) -> FormatScan {
        c.withUnsafeBufferPointer { scan($0, substitutions: substitutions, argument: argument) }
    }

    /// The scan over the text's Characters (or its bytes, where each is one).
    static func scan<C: FormatUnit>(_ c: UnsafeBufferPointer<C>, substitutions: [String: Substitution], argument: (index: Int, conversion: String)?) -> FormatScan {
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
            // normalise(length + conversion), made without it: no "%" leads, and only the
            // conversion can be the "i" that reads as "d".
            let conversion = c[j].ascii == 0x69 ? "d" : C.string(c[j...j])
            out.placeholders.append(Placeholder(index: index, conversion: length.isEmpty ? conversion : length + conversion))
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

    /// Whether each of the text's Characters is one scalar (then Character offsets are scalar
    /// offsets). Told from the scalars where each is one that no neighbour joins (see
    /// `standsAlone`), else by counting the Characters.
    static func isScalarPerCharacter(_ s: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, scalars = 0, alone = true
        while i < bytes.count {
            let length = UTF8Scalars.length(lead: bytes[i])
            if alone && !standsAlone(UTF8Scalars.value(bytes, at: i, length: length)) { alone = false }
            scalars += 1
            i += length
        }
        return alone || s.count == scalars
    }

    /// A scalar that is always a Character of its own, whatever stands beside it, when every
    /// other scalar of the text is one too: its grapheme cluster break class is Other, Control
    /// or LF (no mark, joiner, prepended sign, regional indicator or Hangul jamo; CR is left
    /// out, which joins LF), or a Hangul syllable, which joins only jamo. Letters, digits and
    /// marks of the scripts apps are written in; any other scalar sends the text to `count`.
    @inline(__always)
    static func standsAlone(_ v: UInt32) -> Bool {
        if v < 0x300 { return v != 0x0D }
        switch v {
        case 0x370...0x482, 0x48A...0x52F, // Greek, Cyrillic (U+0483 to U+0489 combine)
             0x5D0...0x5EA, // Hebrew letters (the points before them combine)
             0x620...0x64A, 0x660...0x66F, 0x671...0x6D3, // Arabic letters and digits (the harakat combine)
             0x2010...0x2027, 0x2030...0x205E, // general punctuation (not the joiners and marks around it)
             0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, // CJK marks and kana (U+302A to U+302F and U+3099, U+309A combine)
             0x3400...0x4DBF, 0x4E00...0x9FFF, // Han
             0xAC00...0xD7A3, // Hangul syllables
             0xFF01...0xFF9D: // fullwidth forms (the halfwidth sound marks after them combine)
            return true
        default:
            return false
        }
    }

    /// The scalars of valid UTF-8 bytes.
    static func scalars(_ bytes: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let length = UTF8Scalars.length(lead: bytes[i])
            out.append(Unicode.Scalar(UTF8Scalars.value(bytes, at: i, length: length)).unsafelyUnwrapped)
            i += length
        }
        return out
    }

    /// ASCII text without a carriage return (no CR LF pair): each byte is a Character.
    static func isCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0, cr = false
        for b in bytes {
            high |= b
            if b == 0x0D { cr = true }
        }
        return high < 0x80 && !cr
    }

    /// As `removingPlaceholders(_:)`, with the ranges a scan of the text found.
    static func removingPlaceholders(_ s: String, ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return s }
        let blanked: [UInt8]? = UTF8Scalars.withBytes(s) { bytes in
            // A Character per byte, each one UTF-16 unit: the placeholders' bytes become spaces.
            if isCharacterPerByte(bytes) {
                var out = Array(bytes)
                for r in ranges { for n in r where n < out.count { out[n] = 0x20 } }
                return out
            }
            // A text whose every Character is one scalar: the same, scalar by scalar (a space for
            // each UTF-16 unit of a placeholder's scalar, two for one of four bytes).
            guard isScalarPerCharacter(s, bytes) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0, n = 0, k = 0
            while i < bytes.count {
                let length = UTF8Scalars.length(lead: bytes[i])
                while k < ranges.count && ranges[k].upperBound <= n { k += 1 }
                if k < ranges.count && ranges[k].contains(n) {
                    out.append(0x20)
                    if length == 4 { out.append(0x20) }
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                }
                i += length
                n += 1
            }
            return out
        }
        if let blanked { return String(decoding: blanked, as: UTF8.self) }
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
    static func string(_ units: Slice<UnsafeBufferPointer<Self>>) -> String
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
    static func string(_ units: Slice<UnsafeBufferPointer<Character>>) -> String { String(units) }
}

/// A scalar of a text whose Characters are each one scalar, read as the Character it is
/// (a Character's letter and number tests ask its first scalar).
extension Unicode.Scalar: FormatUnit {
    var ascii: UInt8? { isASCII ? UInt8(value) : nil }
    var isNumber: Bool { properties.numericType != nil }
    var isLetter: Bool { properties.isAlphabetic }
    var isFullwidthPercent: Bool { value == 0xFF05 }
    /// The scalars' UTF-8, written at once (a scalar view appended to one by one cost more).
    static func string(_ units: Slice<UnsafeBufferPointer<Unicode.Scalar>>) -> String {
        var count = 0
        for u in units { count += UTF8.width(u) }
        return String(unsafeUninitializedCapacity: count) { out in
            var o = 0
            for u in units {
                for b in UTF8.encode(u).unsafelyUnwrapped { out[o] = b; o += 1 }
            }
            return o
        }
    }
}

/// A byte of an ASCII text, read as the Character it is.
extension UInt8: FormatUnit {
    var ascii: UInt8? { self }
    var isNumber: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isFullwidthPercent: Bool { false }
    static func string(_ units: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(decoding: units, as: UTF8.self) }
}
