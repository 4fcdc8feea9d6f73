#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds where the members of a large JSON object start without reading them, so
/// that the object can be read in runs at the same time (`JSONReader.memberRuns`).
/// Only strings, escapes and nesting are followed: the bytes are taken to be JSON,
/// and the readers of the runs check that they are (each run must end at the ','
/// found here).
enum JSONMembers {
    /// For each target offset (in increasing order), the first ',' between two members
    /// of the object whose '{' is at `open` that stands at or after the target, and the
    /// key of the member after it. Targets past the object's end find nothing.
    static func cuts(_ b: UnsafeBufferPointer<UInt8>, object open: Int, after targets: [Int]) -> [(comma: Int, key: Int)] {
        guard let base = b.baseAddress else { return [] }
        var found: [(comma: Int, key: Int)] = []
        // How deep inside the object's members the scan is (0: between them).
        var depth = 0
        var i = open + 1
        while i < b.count && found.count < targets.count {
            switch base[i] {
            case UInt8(ascii: "\""):
                guard let close = closingQuote(base, count: b.count, after: i) else { return found }
                i = close
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return found }
                depth -= 1
            case UInt8(ascii: ",") where depth == 0 && i >= targets[found.count]:
                var key = i + 1
                while key < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(base[key]) { key += 1 }
                found.append((i, key))
            case 0x20:
                // Indentation: the spaces after this one eight at a time.
                while i + 9 <= b.count && UnsafeRawPointer(base + i + 1).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
            default:
                break
            }
            i += 1
        }
        return found
    }

    /// The offset of the quote that closes the string opened at `open`: the first
    /// one after it not escaped by an odd number of backslashes.
    private static func closingQuote(_ base: UnsafePointer<UInt8>, count: Int, after open: Int) -> Int? {
        var from = open + 1
        while from < count, let q = memchr(base + from, 0x22, count - from) {
            let at = UnsafeRawPointer(q) - UnsafeRawPointer(base)
            var backslashes = 0
            while base[at - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return at }
            from = at + 1
        }
        return nil
    }
}
