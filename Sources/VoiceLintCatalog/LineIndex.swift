#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns byte offsets of a UTF-8 buffer into 1-based line and column
/// (column in Unicode scalars), only when a position is asked for.
///
/// Each position costs a binary search and a scan of at most 8 KiB: the
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
        var longest = 0
        if let base = bytes.baseAddress {
            var i = 0
            while i < bytes.count, let nl = memchr(base + i, 0x0A, bytes.count - i) {
                let k = UnsafeRawPointer(nl) - UnsafeRawPointer(base)
                longest = max(longest, k - i)
                starts.append(k + 1)
                i = k + 1
            }
            longest = max(longest, bytes.count - i)
        }
        lineStarts = starts
        // Checkpoints only when some line is longer than a direct count allows.
        var checkpoints = [0]
        if longest > 2 * Self.stride {
            checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
            var scalars = 0
            var i = 0
            while i + Self.stride <= bytes.count {
                for k in i..<(i + Self.stride) where bytes[k] & 0xC0 != 0x80 { scalars += 1 }
                i += Self.stride
                checkpoints.append(scalars)
            }
        }
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
        // A short way into the line: counted directly. Far into a long line: from the checkpoints.
        if end - start <= 2 * Self.stride {
            var column = 1
            var i = start
            while i < end {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            return (lo + 1, column)
        }
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

/// Line and column of byte offsets asked for in increasing order, as a loader
/// walking a file front to back asks for them: each byte is looked at once, and
/// nothing is kept per line. An offset before the last one asked for is counted
/// again from the start of the file (errors; rare).
final class LineCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset counted up to, and its line and column.
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Bytes before this offset may no longer be read (they were given back): an
    /// offset before the last one asked for is then noted in `wentBack`, not counted.
    var floor = 0
    private(set) var wentBack = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A cursor that starts counting at `offset`, whose line and column are known;
    /// bytes before it may not be read (its `floor`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, line: Int, column: Int) {
        self.bytes = bytes
        self.offset = offset
        self.line = line
        self.column = column
        floor = offset
    }

    /// The column of a byte offset, as `position` gives it, counted from the line's start only
    /// (found by reading back from the offset).
    static func column(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        var start = min(max(offset, 0), bytes.count)
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        return LineCursor(bytes, at: start, line: 1, column: 1).position(of: offset).column
    }

    /// How many line breaks (LF) the bytes in `range` hold.
    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        bytes[range.clamped(to: 0..<bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Moves the line counted by `lines` (for a cursor that started at a line it gave a number
    /// other than its own, see `XCStringsLoader`'s runs).
    func moveLines(by lines: Int) { line += lines }

    /// Line and column of a byte offset, as `LineIndex.position` gives them.
    func position(of target: Int) -> (line: Int, column: Int) {
        let end = min(max(target, 0), bytes.count)
        if end < offset {
            if floor > 0 {
                wentBack = true
                return (line, column)
            }
            offset = 0; line = 1; column = 1
        }
        guard let base = bytes.baseAddress else { return (line, column) }
        // Whole lines first: the column starts again after each line break.
        while offset < end, let nl = memchr(base + offset, 0x0A, end - offset) {
            line += 1
            column = 1
            offset = UnsafeRawPointer(nl) - UnsafeRawPointer(base) + 1
        }
        var i = offset
        var scalars = 0
        // ASCII eight bytes at a time (a line's indent and keys): each byte is a scalar.
        while i + 8 <= end && ByteBlocks.load(base + i) & ByteBlocks.highBits == 0 {
            scalars += 8
            i += 8
        }
        while i < end {
            if base[i] & 0xC0 != 0x80 { scalars += 1 }
            i += 1
        }
        column += scalars
        offset = end
        return (line, column)
    }
}
