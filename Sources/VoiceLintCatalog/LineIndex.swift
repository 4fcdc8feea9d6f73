/// Turns byte offsets of a UTF-8 buffer into 1-based line and column
/// (column in Unicode scalars), only when a position is asked for.
public struct LineIndex: Sendable {
    private let lineStarts: [Int]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        for i in 0..<bytes.count where bytes[i] == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    /// Line and column of a byte offset.
    public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (lo + 1, column)
    }
}
