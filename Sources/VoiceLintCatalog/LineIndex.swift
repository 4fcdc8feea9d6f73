/// Turns byte offsets of a UTF-8 buffer into 1-based line and column
/// (column in Unicode scalars), only when a position is asked for.
///
/// Each position costs a binary search and at most two scans of 4 KiB: the
/// number of scalars before every 4 KiB boundary is kept, so that a file
/// written on one long line (minified JSON) is not scanned from the line's
/// start for each of its values.
public struct LineIndex: Sendable {
    private let lineStarts: [Int]
    /// scalarsBefore[k]: the scalars that start in bytes[0 ..< k * stride].
    private let scalarsBefore: [Int]
    private static let stride = 4096

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scalars = 0
        var i = 0
        while i < bytes.count {
            let end = min(i + Self.stride, bytes.count)
            while i < end {
                let c = bytes[i]
                if c == 0x0A { starts.append(i + 1) }
                if c & 0xC0 != 0x80 { scalars += 1 }
                i += 1
            }
            if i % Self.stride == 0 { checkpoints.append(scalars) }
        }
        lineStarts = starts
        scalarsBefore = checkpoints
    }

    /// Line and column of a byte offset.
    public func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        let end = min(max(offset, start), bytes.count)
        return (lo + 1, 1 + scalars(before: end, in: bytes) - scalars(before: start, in: bytes))
    }

    /// The scalars that start before byte `offset`.
    private func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let k = min(offset / Self.stride, scalarsBefore.count - 1)
        var n = scalarsBefore[k]
        var i = k * Self.stride
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { n += 1 }
            i += 1
        }
        return n
    }
}
