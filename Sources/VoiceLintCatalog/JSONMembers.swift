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

    /// `cuts`, found where a pretty-printed object shows them (Xcode writes catalogs so): a ','
    /// that ends a line (spaces or a CR may follow it) whose next line is the indentation of the
    /// object's first key, then a quote. Nothing is scanned from the object's start: only the
    /// lines after each target. A line feed stands in JSON only between tokens (a string holds
    /// it escaped), so such a ',' separates two values; that they are members of this object
    /// is not checked here but by the runs' readers: a run that does not end at its cut makes
    /// the catalog be read in one walk. Nil where the first key does not start a line (a
    /// minified file): `cuts` is then asked.
    static func likelyCuts(_ b: UnsafeBufferPointer<UInt8>, firstKey: Int, after targets: [Int]) -> [(comma: Int, key: Int)]? {
        guard let base = b.baseAddress, firstKey < b.count else { return nil }
        // The first key's indentation: the spaces or tabs between the line feed before it and it.
        var lineStart = firstKey
        while lineStart > 0 && (base[lineStart - 1] == 0x20 || base[lineStart - 1] == 0x09) { lineStart -= 1 }
        guard lineStart > 0, base[lineStart - 1] == 0x0A else { return nil }
        let indent = firstKey - lineStart
        var found: [(comma: Int, key: Int)] = []
        for target in targets {
            var at = max(target, found.last?.key ?? firstKey)
            next: while at < b.count, let feed = memchr(base + at, 0x0A, b.count - at) {
                let n = UnsafeRawPointer(feed) - UnsafeRawPointer(base)
                at = n + 1
                // The next line: the first key's indentation, then a quote.
                let key = n + 1 + indent
                guard key < b.count, base[key] == UInt8(ascii: "\"") else { continue }
                for k in 0..<indent where base[n + 1 + k] != base[lineStart + k] { continue next }
                // This line ends with a ',' at or after the target.
                var comma = n - 1
                while comma > firstKey && (base[comma] == 0x20 || base[comma] == 0x09 || base[comma] == 0x0D) { comma -= 1 }
                guard base[comma] == UInt8(ascii: ","), comma >= target else { continue }
                found.append((comma, key))
                break
            }
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
