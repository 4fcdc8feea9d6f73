/// Decodes catalog bytes: UTF-8 (BOM optional) or UTF-16 with a BOM either way.
/// Invalid data is an error, never silently repaired.
public enum TextDecoding {
    /// The encodings a text catalog may be in (UTF-16 only with a byte order mark).
    public enum Encoding: String, Sendable { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    public static func decode(_ bytes: [UInt8], file: String) throws(LoadError) -> (text: String, encoding: Encoding) {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return (try utf16(bytes, from: 2, littleEndian: true, file: file), .utf16LE)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return (try utf16(bytes, from: 2, littleEndian: false, file: file), .utf16BE)
        }
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        if let s = String(validating: bytes[start...], as: UTF8.self) { return (s, .utf8) }
        // UTF-16 without a BOM: a NUL in every other byte of ASCII text.
        if bytes.count >= 4 && bytes.count % 2 == 0 {
            if bytes[1] == 0 && bytes[0] != 0 { return (try utf16(bytes, from: 0, littleEndian: true, file: file), .utf16LE) }
            if bytes[0] == 0 && bytes[1] != 0 { return (try utf16(bytes, from: 0, littleEndian: false, file: file), .utf16BE) }
        }
        throw LoadError(invalidUTF8Location(bytes, from: start, file: file),
                        "the file is neither valid UTF-8 nor UTF-16 with a byte order mark")
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, littleEndian: Bool, file: String) throws(LoadError) -> String {
        guard (bytes.count - start) % 2 == 0 else { throw LoadError(file: file, "UTF-16 data with an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        guard let s = String(validating: units, as: UTF16.self) else {
            throw LoadError(file: file, "invalid UTF-16 (an unpaired surrogate)")
        }
        return s
    }

    /// Line and column of the first byte that is not valid UTF-8.
    private static func invalidUTF8Location(_ bytes: [UInt8], from start: Int, file: String) -> SourceLocation {
        var line = 1, column = 1
        var it = bytes[start...].makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s):
                if s == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error: break loop
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
