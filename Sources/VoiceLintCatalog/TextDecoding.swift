/// Decodes catalog bytes: UTF-8 (BOM optional) or UTF-16 with a BOM either way.
/// Invalid data is an error, never silently repaired: ill-formed UTF-8 and NUL
/// bytes are named with their line, column and byte offset, and git
/// merge-conflict markers as such.
public enum TextDecoding {
    /// The encodings a text catalog may be in (UTF-16 only with a byte order mark).
    public enum Encoding: String, Sendable { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    public static func decode(_ bytes: [UInt8], file: String) throws(LoadError) -> (text: String, encoding: Encoding) {
        switch try decodeOrInvalid(bytes, file: file) {
        case .text(let s, let e): return (s, e)
        case .invalidUTF8(let error): throw error
        }
    }

    /// 3 when the bytes start with UTF-8's byte order mark (EF BB BF), else 0: where the text starts.
    static func utf8BOMLength<B: RandomAccessCollection<UInt8>>(_ b: B) -> Int where B.Index == Int {
        b.count >= 3 && b[b.startIndex] == 0xEF && b[b.startIndex + 1] == 0xBB && b[b.startIndex + 2] == 0xBF ? 3 : 0
    }

    /// Whether the bytes start with a UTF-16 byte order mark, either way (FF FE or FE FF).
    static func hasUTF16BOM<B: RandomAccessCollection<UInt8>>(_ b: B) -> Bool where B.Index == Int {
        guard b.count >= 2 else { return false }
        let (x, y) = (b[b.startIndex], b[b.startIndex + 1])
        return (x == 0xFF && y == 0xFE) || (x == 0xFE && y == 0xFF)
    }

    enum Decoded {
        case text(String, Encoding)
        /// Neither UTF-8 nor UTF-16: the error names the first bad byte (a caller may try a legacy charset).
        case invalidUTF8(LoadError)
    }

    /// As `decode`, with ill-formed UTF-8 handed back rather than thrown. Conflict
    /// markers, NUL bytes and broken UTF-16 are thrown.
    /// `text: false`: UTF-8 is only checked, its text not built (it is returned as "").
    static func decodeOrInvalid(_ bytes: [UInt8], file: String, text: Bool = true) throws(LoadError) -> Decoded {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return .text(try utf16(bytes, from: 2, littleEndian: true, file: file), .utf16LE)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return .text(try utf16(bytes, from: 2, littleEndian: false, file: file), .utf16BE)
        }
        let start = utf8BOMLength(bytes)
        return try bytes.withUnsafeBufferPointer { (b) throws(LoadError) -> Decoded in
            try InputCheck.conflictMarkers(b, from: start, file: file)
            if let bad = InputCheck.firstInvalidUTF8(b, from: start) {
                // UTF-16 without a BOM: a NUL in every other byte of ASCII text.
                if bytes.count >= 4 && bytes.count % 2 == 0 {
                    if bytes[1] == 0 && bytes[0] != 0 { return .text(try utf16(bytes, from: 0, littleEndian: true, file: file), .utf16LE) }
                    if bytes[0] == 0 && bytes[1] != 0 { return .text(try utf16(bytes, from: 0, littleEndian: false, file: file), .utf16BE) }
                }
                return .invalidUTF8(InputCheck.invalidUTF8(b, at: bad, from: start, file: file,
                                                           hint: "the file must be UTF-8, or UTF-16 with a byte order mark"))
            }
            try InputCheck.nul(b, from: start, file: file)
            return .text(text ? String(decoding: UnsafeBufferPointer(rebasing: b[start...]), as: UTF8.self) : "", .utf8)
        }
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, file: String) throws(LoadError) -> String {
        guard (bytes.count - start) % 2 == 0 else {
            throw LoadError(file: file, "UTF-16 data with an odd number of bytes (\(bytes.count)): the file is truncated or not UTF-16")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        try InputCheck.utf16(units, bom: start, file: file)
        // An unpaired surrogate: named with its place.
        var k = 0
        while k < units.count {
            let u = units[k]
            if u >= 0xD800 && u < 0xDC00, k + 1 < units.count, units[k + 1] >= 0xDC00 && units[k + 1] < 0xE000 { k += 2; continue }
            if u >= 0xD800 && u < 0xE000 {
                let p = units.withUnsafeBufferPointer { InputCheck.position($0, of: k, from: 0, unit: 2) }
                throw LoadError(SourceLocation(file: file, line: p.line, column: p.column),
                                "invalid UTF-16: an unpaired surrogate 0x\(String(u, radix: 16, uppercase: true)) at byte offset \(start + 2 * k)")
            }
            k += 1
        }
        return String(decoding: units, as: UTF16.self)
    }
}
