/// Strings made from UTF-16 code units without the standard library's generic transcoding:
/// a token is made for every word, space and mark of every value, so this is hot.
/// The result is the same as `String(decoding:as: UTF16.self)`: a lone surrogate becomes U+FFFD.
public enum UTF16Text {
    public static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        let n = units.count
        if n == 0 { return "" }
        // One ASCII unit (a space, a mark, a letter): a string made once.
        if n == 1 && units[0] < 0x80 { return asciiStrings[Int(units[0])] }
        // The exact UTF-8 length first: a String of up to 15 bytes is then made in place, without
        // a heap buffer (most words), and a longer one gets no more room than it needs.
        return String(unsafeUninitializedCapacity: utf8Count(units)) { out in
            var o = 0, i = 0
            while i < n {
                let u = units[i]
                if u < 0x80 {
                    out[o] = UInt8(u); o += 1; i += 1
                } else if u < 0x800 {
                    out[o] = UInt8(0xC0 | (u >> 6)); out[o + 1] = UInt8(0x80 | (u & 0x3F)); o += 2; i += 1
                } else if u & 0xF800 != 0xD800 {
                    out[o] = UInt8(0xE0 | (u >> 12)); out[o + 1] = UInt8(0x80 | ((u >> 6) & 0x3F))
                    out[o + 2] = UInt8(0x80 | (u & 0x3F)); o += 3; i += 1
                } else if u < 0xDC00, i + 1 < n, units[i + 1] & 0xFC00 == 0xDC00 {
                    let v = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                    out[o] = UInt8(0xF0 | (v >> 18)); out[o + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                    out[o + 2] = UInt8(0x80 | ((v >> 6) & 0x3F)); out[o + 3] = UInt8(0x80 | (v & 0x3F))
                    o += 4; i += 2
                } else {
                    // A lone surrogate: U+FFFD, as String(decoding:) repairs it.
                    out[o] = 0xEF; out[o + 1] = 0xBF; out[o + 2] = 0xBD; o += 3; i += 1
                }
            }
            return o
        }
    }

    /// `string` of units in an array or a slice of one.
    public static func string(_ units: ArraySlice<UInt16>) -> String { units.withUnsafeBufferPointer { string($0) } }
    public static func string(_ units: [UInt16]) -> String { units.withUnsafeBufferPointer { string($0) } }

    /// Appends the text's UTF-16 code units (`text.utf16`), transcoded from its UTF-8 bytes in
    /// place: the UTF-16 view's generic copy went unit by unit through an iterator. A String's
    /// bytes are valid UTF-8.
    static func append(_ text: String, to out: inout [UInt16]) {
        UTF8Scalars.withBytes(text) { p in
            let count = p.count
            guard count > 0, let base = UnsafeRawPointer(p.baseAddress) else { return }
            // Transcoded into memory of the call's own (no more units than bytes), then copied
            // onto the array whole: growing the array first and trimming it after went element by
            // element through generic code.
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) { o in
                var i = 0, n = 0
                while i < count {
                    // Eight ASCII bytes at a time: each is its unit.
                    if i + 8 <= count, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                        for k in 0..<8 { o[n + k] = UInt16(p[i + k]) }
                        i += 8; n += 8
                        continue
                    }
                    let length = UTF8Scalars.length(lead: p[i])
                    let v = UTF8Scalars.value(p, at: i, length: length)
                    i += length
                    if v < 0x10000 {
                        o[n] = UInt16(v); n += 1
                    } else {
                        // A surrogate pair.
                        o[n] = UInt16(0xD800 + ((v - 0x10000) >> 10)); o[n + 1] = UInt16(0xDC00 + ((v - 0x10000) & 0x3FF)); n += 2
                    }
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: o[0..<n]))
            }
        }
    }

    /// `Array(text.utf16)`, transcoded as `append` does.
    public static func units(_ text: String) -> [UInt16] {
        var out: [UInt16] = []
        append(text, to: &out)
        return out
    }

    private static let asciiStrings: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// How many UTF-8 bytes `string` makes of the units.
    public static func utf8Count(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        var count = 0, i = 0
        let n = units.count
        while i < n {
            let u = units[i]
            if u < 0x80 {
                count += 1
            } else if u < 0x800 {
                count += 2
            } else if u < 0xD800 || u >= 0xDC00 || i + 1 >= n || units[i + 1] & 0xFC00 != 0xDC00 {
                // Three bytes, also for a lone surrogate (U+FFFD).
                count += 3
            } else {
                count += 4
                i += 1
            }
            i += 1
        }
        return count
    }

    /// The first scalar of the units (U+FFFD for a lone surrogate), nil when empty.
    static func firstScalar(_ units: UnsafeBufferPointer<UInt16>) -> Unicode.Scalar? {
        guard let u = units.first else { return nil }
        if u & 0xF800 != 0xD800 { return Unicode.Scalar(u) }
        if u < 0xDC00, units.count > 1, units[1] & 0xFC00 == 0xDC00 {
            return Unicode.Scalar(0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(units[1]) - 0xDC00))
        }
        return Unicode.Scalar(0xFFFD)
    }
}
