/// Bytes eight at a time, as a 64-bit block (byte 0 lowest): which of them have a value, for
/// the scans that pass over most of a text's bytes without stopping (the checker's digit
/// and space counts). Each answer has the high bit of every byte that matches set, exactly,
/// and the other bits clear.
public enum ByteBlocks {
    public static let ones: UInt64 = 0x0101_0101_0101_0101
    public static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `p`, byte 0 lowest, whatever the machine's order.
    @inlinable
    public static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The bytes that are zero (no borrow runs from one byte into the next).
    @inlinable
    public static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low = 0x7F &* ones
        return ~(((x & low) &+ low) | x | low)
    }

    /// The bytes equal to `b`.
    @inlinable
    public static func bytes(equalTo b: UInt8, in x: UInt64) -> UInt64 { zeroBytes(x ^ (UInt64(b) &* ones)) }

    /// The bytes below `n` (at most 0x80).
    @inlinable
    public static func bytes(below n: UInt8, in x: UInt64) -> UInt64 {
        // Each byte's low seven bits plus 0x80 - n reach the high bit from n up, with no carry
        // out of the byte; a byte whose own high bit is set is not below n either.
        let t = (x & (0x7F &* ones)) &+ (UInt64(0x80 - n) &* ones)
        return ~(t | x) & highBits
    }
}
