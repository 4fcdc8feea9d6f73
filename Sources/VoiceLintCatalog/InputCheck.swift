#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Checks that run on a catalog's bytes before any format reads them: git
/// merge-conflict markers, ill-formed UTF-8 and NUL bytes, each named with its
/// line, column and byte offset. One linear pass each (`memchr` where it can).
enum InputCheck {
    static let lt = UInt16(UInt8(ascii: "<")), gt = UInt16(UInt8(ascii: ">"))
    static let newline = UInt16(0x0A)

    /// Merge-conflict markers, ill-formed UTF-8, NUL bytes, in that order (the
    /// most useful message first). `start` skips a byte order mark.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String) throws(LoadError) {
        try conflictMarkers(bytes, from: start, file: file)
        if let bad = firstInvalidUTF8(bytes, from: start) { throw invalidUTF8(bytes, at: bad, from: start, file: file) }
        try nul(bytes, from: start, file: file)
    }

    /// Whether `utf8` finds nothing, the bytes checked in about `parts` pieces at the
    /// same time, each cut just after a line break (where a marker's line starts, and
    /// between two characters).
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, parts: Int) -> Bool {
        guard let base = bytes.baseAddress, parts > 1 else { return (try? utf8(bytes, from: start, file: "")) != nil }
        var cuts = [start]
        for k in 1..<parts {
            let target = max(cuts[cuts.count - 1], start + (bytes.count - start) / parts * k)
            guard target < bytes.count, let nl = memchr(base + target, 0x0A, bytes.count - target) else { break }
            cuts.append(UnsafeRawPointer(nl) - UnsafeRawPointer(base) + 1)
        }
        cuts.append(bytes.count)
        let clean = UnsafeMutableBufferPointer<Bool>.allocate(capacity: cuts.count - 1)
        defer { clean.deallocate() }
        DispatchQueue.concurrentPerform(iterations: cuts.count - 1) { k in
            clean[k] = (try? utf8(UnsafeBufferPointer(rebasing: bytes[cuts[k]..<cuts[k + 1]]), from: 0, file: "")) != nil
        }
        return !clean.contains(false)
    }

    /// Conflict markers in UTF-8: `memchr` for the marker's character, then a look
    /// at where it stands (seven of them at a line's start, then a space or the
    /// line's end).
    static func conflictMarkers(_ b: UnsafeBufferPointer<UInt8>, from start: Int, file: String) throws(LoadError) {
        if let k = firstMarker(b, from: start, 0x3C) { throw marker(b, at: k, "<<<<<<<", from: start, unit: 1, bom: 0, file: file) }
        if let k = firstMarker(b, from: start, 0x3E) { throw marker(b, at: k, ">>>>>>>", from: start, unit: 1, bom: 0, file: file) }
    }

    private static func firstMarker(_ b: UnsafeBufferPointer<UInt8>, from start: Int, _ c: UInt8) -> Int? {
        guard let base = b.baseAddress else { return nil }
        var i = start
        while i + 7 <= b.count {
            guard let hit = memchr(base + i, Int32(c), b.count - i) else { return nil }
            let k = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            if (k == start || b[k - 1] == 0x0A) && isMarker(b, at: k, c) { return k }
            // Past this run of the character.
            i = k + 1
            while i < b.count && b[i] == c { i += 1 }
        }
        return nil
    }

    /// A NUL byte in UTF-8: `memchr`.
    static func nul(_ b: UnsafeBufferPointer<UInt8>, from start: Int, file: String) throws(LoadError) {
        guard let base = b.baseAddress, start < b.count, let z = memchr(base + start, 0, b.count - start) else { return }
        let i = UnsafeRawPointer(z) - UnsafeRawPointer(base)
        let p = position(b, of: i, from: start, unit: 1)
        throw LoadError(SourceLocation(file: file, line: p.line, column: p.column),
                        "NUL byte at byte offset \(i) (a text catalog never contains one: the file is damaged or not text)")
    }

    static func utf8(_ bytes: [UInt8], from start: Int, file: String) throws(LoadError) {
        try bytes.withUnsafeBufferPointer { (b) throws(LoadError) in try utf8(b, from: start, file: file) }
    }

    /// UTF-16 code units decoded from a file whose first unit is at byte `bom`.
    static func utf16(_ units: [UInt16], bom: Int, file: String) throws(LoadError) {
        try units.withUnsafeBufferPointer { (u) throws(LoadError) in
            try conflictMarkers(u, from: 0, unit: 2, bom: bom, file: file)
            try nul(u, from: 0, unit: 2, bom: bom, file: file)
        }
    }

    // MARK: Merge-conflict markers

    /// A line that starts with `<<<<<<<` (or, with none of those, `>>>>>>>`)
    /// followed by a space or the end of the line: git's conflict markers.
    /// `=======` alone is not taken (a heading underline in a comment).
    static func conflictMarkers<U: FixedWidthInteger>(_ u: UnsafeBufferPointer<U>, from start: Int, unit: Int, bom: Int,
                                                      file: String) throws(LoadError) {
        var closing: Int?
        var i = start
        while i < u.count {
            // i is the start of a line.
            let c = u[i]
            if c == U(lt) || c == U(gt), isMarker(u, at: i, c) {
                if c == U(lt) { throw marker(u, at: i, "<<<<<<<", from: start, unit: unit, bom: bom, file: file) }
                if closing == nil { closing = i }
            }
            while i < u.count && u[i] != U(newline) { i += 1 }
            i += 1
        }
        if let k = closing { throw marker(u, at: k, ">>>>>>>", from: start, unit: unit, bom: bom, file: file) }
    }

    private static func isMarker<U: FixedWidthInteger>(_ u: UnsafeBufferPointer<U>, at i: Int, _ c: U) -> Bool {
        guard i + 7 <= u.count else { return false }
        for k in 1..<7 where u[i + k] != c { return false }
        guard i + 7 < u.count else { return true }
        let next = u[i + 7]
        return next == U(0x20) || next == U(0x0A) || next == U(0x0D) || next == U(0x09)
    }

    private static func marker<U: FixedWidthInteger>(_ u: UnsafeBufferPointer<U>, at i: Int, _ text: String, from start: Int,
                                                     unit: Int, bom: Int, file: String) -> LoadError {
        let p = position(u, of: i, from: start, unit: unit)
        let what = text == "<<<<<<<" ? "" : " (the end of a conflict whose start was removed)"
        return LoadError(SourceLocation(file: file, line: p.line, column: p.column),
                         "merge conflict marker '\(text)' at line \(p.line)\(what): resolve the conflict first")
    }

    // MARK: NUL

    /// NUL bytes in a file of a one-byte charset (ISO-8859-1, windows-1252).
    static func nulBytes(_ bytes: [UInt8], file: String) throws(LoadError) {
        try bytes.withUnsafeBufferPointer { (b) throws(LoadError) in try nul(b, from: 0, file: file) }
    }

    static func nul<U: FixedWidthInteger>(_ u: UnsafeBufferPointer<U>, from start: Int, unit: Int, bom: Int,
                                                  file: String) throws(LoadError) {
        var i = start
        while i < u.count {
            if u[i] == 0 {
                let p = position(u, of: i, from: start, unit: unit)
                throw LoadError(SourceLocation(file: file, line: p.line, column: p.column),
                                "NUL byte at byte offset \(unit == 1 ? i : bom + 2 * i) (a text catalog never contains one: the file is damaged or not text)")
            }
            i += 1
        }
    }

    // MARK: UTF-8

    /// The offset of the first byte that starts no well-formed UTF-8 sequence
    /// (Unicode's table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
    static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = UnsafeRawPointer(b.baseAddress) else { return nil }
        var i = start
        let n = b.count
        while i < n {
            // ASCII eight bytes at a time.
            while i + 8 <= n && base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool { i + k < n && b[i + k] >= lo && b[i + k] <= hi }
            switch c {
            case 0xC2...0xDF:
                guard cont(1) else { return i }
                i += 2
            case 0xE0:
                guard cont(1, 0xA0, 0xBF), cont(2) else { return i }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard cont(1), cont(2) else { return i }
                i += 3
            case 0xED:
                guard cont(1, 0x80, 0x9F), cont(2) else { return i }
                i += 3
            case 0xF0:
                guard cont(1, 0x90, 0xBF), cont(2), cont(3) else { return i }
                i += 4
            case 0xF1...0xF3:
                guard cont(1), cont(2), cont(3) else { return i }
                i += 4
            case 0xF4:
                guard cont(1, 0x80, 0x8F), cont(2), cont(3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }

    static func invalidUTF8(_ b: UnsafeBufferPointer<UInt8>, at i: Int, from start: Int, file: String, hint: String? = nil) -> LoadError {
        let p = position(b, of: i, from: start, unit: 1)
        return LoadError(SourceLocation(file: file, line: p.line, column: p.column),
                         "invalid UTF-8 byte \(hex(b[i])) at byte offset \(i)" + (hint.map { " (\($0))" } ?? ""))
    }

    static func invalidUTF8(_ bytes: [UInt8], at i: Int, from start: Int, file: String, hint: String? = nil) -> LoadError {
        bytes.withUnsafeBufferPointer { invalidUTF8($0, at: i, from: start, file: file, hint: hint) }
    }

    /// "0xC3".
    static func hex(_ c: UInt8) -> String {
        let h = String(c, radix: 16, uppercase: true)
        return "0x" + (h.count == 1 ? "0" + h : h)
    }

    // MARK: Positions

    /// Line and column (in scalars) of unit `i`: UTF-8 bytes or UTF-16 units.
    static func position<U: FixedWidthInteger>(_ u: UnsafeBufferPointer<U>, of i: Int, from start: Int, unit: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = start
        var k = start
        while k < i {
            if u[k] == U(newline) { line += 1; lineStart = k + 1 }
            k += 1
        }
        var column = 1
        k = lineStart
        while k < i {
            let c = u[k]
            // Continuation bytes and low surrogates do not start a scalar.
            if unit == 1 ? (UInt8(truncatingIfNeeded: c) & 0xC0 != 0x80) : !(c >= U(0xDC00) && c <= U(0xDFFF)) { column += 1 }
            k += 1
        }
        return (line, column)
    }
}
