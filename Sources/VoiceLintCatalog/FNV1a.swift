/// FNV-1a, 64 bits, over UTF-8 bytes, written as 16 lower-case hexadecimal digits: the
/// digest SARIF fingerprints and the embedded lexicon tables record (and that
/// `Scripts/embed-lexicons.py` computes alike). Its step (`add`) also hashes the loaders'
/// shared strings and the lexicons' word tables, which mix or flag the result their own way.
public enum FNV1a {
    /// The hash of no bytes. (Constants the compiler folds into the hot loops of other modules.)
    @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    @inlinable public static var prime: UInt64 { 0x0000_0100_0000_01b3 }

    /// The hash `h` going on with one more byte.
    @inlinable @inline(__always)
    public static func add(_ b: UInt8, to h: UInt64) -> UInt64 { (h ^ UInt64(b)) &* prime }

    /// A hash going on with a 64-bit word of its text at a time (a multiply per word, not per
    /// byte), for tables held in memory only, never recorded: the loaders' shared strings, the
    /// lowered-words memo. Mix the result (`mixed`) before indexing slots by it.
    @inlinable @inline(__always)
    public static func addWord(_ w: UInt64, to h: UInt64) -> UInt64 {
        let x = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
        return x ^ (x >> 29)
    }

    /// The hash mixed so that its low bits spread (for tables that index slots by them).
    @inlinable @inline(__always)
    public static func mixed(_ h: UInt64) -> UInt64 {
        var h = h
        h ^= h >> 29
        h = h &* 0xbf58_476d_1ce4_e5b9
        return h ^ (h >> 32)
    }

    /// The hash of the string's UTF-8 bytes, going on from `h` (a hash of what came before).
    public static func hash(_ s: String, from h: UInt64 = offsetBasis) -> UInt64 {
        var h = h
        var s = s
        s.withUTF8 { bytes in
            for b in bytes { h = add(b, to: h) }
        }
        return h
    }

    /// The hash as 16 lower-case hexadecimal digits, zero-padded.
    public static func hex(_ h: UInt64) -> String {
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `hex(hash(s))`.
    public static func digest(_ s: String) -> String { hex(hash(s)) }
}
