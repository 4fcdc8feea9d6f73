import Dispatch
import Foundation
import VoiceLintText

/// The checker's parts of findings, each sorted in report order, merged into one array in
/// report order by the cores at once: the same array as the parts joined in their order, then
/// sorted by a stable sort (findings that are neither before the other keep the parts' order,
/// then their order within the part), where the join and the sort of the whole after it took
/// one core.
///
/// The whole is cut into pieces at findings sampled from all the parts (each part cut where the
/// sample would go, equal findings after it), and each piece merges its share of every part,
/// the head of each share in a heap. Findings are moved, not copied (a copy retains eleven
/// strings), and each part's places given a finding that holds nothing (`Finding.vacancy`)
/// once merged, which the part's array then destroys at no cost. (Written for findings, not for any element: made generic, the cores' closures
/// ran the unspecialised code, which copied both findings at each comparison.)
struct FindingMerge {
    /// Each part's findings, where its array holds them.
    private let parts: [UnsafeMutableBufferPointer<Finding>]
    /// cuts[p][k]: where piece p's share of part k starts; cuts[pieces][k] is part k's end.
    private let cuts: [[Int]]
    /// Where each piece's findings start in the whole.
    private let starts: [Int]

    /// Merges `parts` (each sorted by `Finding.inReportOrder`) in up to `pieces` pieces at once,
    /// and leaves `parts` empty. Each part is let go as soon as every piece with a share of it,
    /// and every piece before those, is merged (the pieces are taken in order): the parts and the
    /// whole are not all held at once (held to the end, they raised the peak memory).
    static func merged(_ parts: inout [[Finding]], pieces: Int) -> [Finding] {
        let total = parts.reduce(0) { $0 + $1.count }
        guard total > 0 else { parts = []; return [] }
        let whole = [Finding](unsafeUninitializedCapacity: total) { all, initialized in
            parts.withUnsafeMutableBufferPointer { parts in
                // Each part's findings where its array holds them: a part is not changed until
                // it is let go, after the last piece that reads it.
                let bases = parts.indices.map { k in parts[k].withUnsafeMutableBufferPointer { $0 } }
                let merge = FindingMerge(bases, pieces: max(1, min(pieces, total / 1024)))
                let release = PartRelease(merge.lastPieces)
                DispatchQueue.concurrentPerform(iterations: merge.starts.count) { p in
                    merge.merge(piece: p, into: all.baseAddress! + merge.starts[p])
                    // Every finding of these parts was moved out: each place is given a finding
                    // that holds nothing, and the part let go.
                    for k in release.merged(piece: p) {
                        bases[k].baseAddress?.initialize(repeating: .vacancy, count: bases[k].count)
                        parts[k] = []
                    }
                }
            }
            initialized = total
        }
        parts = []
        return whole
    }

    /// For each part, the last piece with a share of it (-1 for an empty part).
    var lastPieces: [Int] {
        parts.indices.map { k in (0..<(cuts.count - 1)).last { cuts[$0][k] < cuts[$0 + 1][k] } ?? -1 }
    }

    /// Which parts may be let go as pieces are merged: a part once every piece up to its last
    /// one is. Safe to call from the cores.
    final class PartRelease: @unchecked Sendable {
        private let lock = NSLock()
        private var done: [Bool]
        /// The pieces before this one are all merged.
        private var through = 0
        /// The parts by their last piece, and how many of them are let go.
        private let order: [(part: Int, last: Int)]
        private var released = 0

        init(_ lastPieces: [Int]) {
            done = [Bool](repeating: false, count: (lastPieces.max() ?? -1) + 1)
            order = lastPieces.enumerated().map { (part: $0.offset, last: $0.element) }.sorted { $0.last < $1.last }
        }

        /// The parts to let go now that piece `p` is merged (each part once).
        func merged(piece p: Int) -> [Int] {
            lock.lock()
            defer { lock.unlock() }
            if p < done.count { done[p] = true }
            while through < done.count && done[through] { through += 1 }
            var parts: [Int] = []
            while released < order.count && order[released].last < through {
                parts.append(order[released].part)
                released += 1
            }
            return parts
        }
    }

    /// The pieces' cuts: at findings sampled at even steps over all the parts (about sixteen
    /// per piece), so that the pieces hold about as many findings; each part is cut at the
    /// first of its findings that is not before the sample.
    private init(_ parts: [UnsafeMutableBufferPointer<Finding>], pieces: Int) {
        self.parts = parts
        let count = parts.reduce(0) { $0 + $1.count }
        var rows = [[Int](repeating: 0, count: parts.count)]
        if pieces > 1 {
            let step = max(1, count / (pieces * 16))
            var samples: [UnsafePointer<Finding>] = []
            var seen = 0
            for b in parts {
                var i = (step - seen % step) % step
                while i < b.count { samples.append(UnsafePointer(b.baseAddress! + i)); i += step }
                seen += b.count
            }
            samples.sort { Finding.inReportOrder($0.pointee, $1.pointee) }
            for p in 1..<pieces {
                let cut = samples[p * samples.count / pieces]
                rows.append(parts.indices.map { k in
                    // The first finding not before the cut's, no earlier than the last piece's cut.
                    let b = parts[k]
                    var lo = rows[p - 1][k], hi = b.count
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        if Finding.inReportOrder(b[mid], cut.pointee) { lo = mid + 1 } else { hi = mid }
                    }
                    return lo
                })
            }
        }
        rows.append(parts.map { $0.count })
        cuts = rows
        var starts = [0]
        for p in 0..<(rows.count - 2) {
            starts.append(starts[p] + parts.indices.reduce(0) { $0 + rows[p + 1][$1] - rows[p][$1] })
        }
        self.starts = starts
    }

    /// Merges piece `p`'s share of every part into `out`, moving each finding. The heads are
    /// kept in a binary heap of part numbers, the smaller part first where their heads are equal
    /// (the order of a stable sort). (The heap and the next place in each part are in memory of
    /// their own, not variables the comparison's closure captures: those were checked for
    /// exclusive access at each use.)
    private func merge(piece p: Int, into out: UnsafeMutablePointer<Finding>) {
        let end = cuts[p + 1]
        let next = UnsafeMutableBufferPointer<UnsafeMutablePointer<Finding>>.allocate(capacity: parts.count)
        let heap = UnsafeMutableBufferPointer<Int>.allocate(capacity: parts.count)
        defer { next.deallocate(); heap.deallocate() }
        // Each part's next finding and the end of its share, for the parts with a share here
        // (`out` for the others, never read).
        let limits = UnsafeMutableBufferPointer<UnsafeMutablePointer<Finding>>.allocate(capacity: parts.count)
        defer { limits.deallocate() }
        var size = 0
        for k in parts.indices {
            next[k] = out
            limits[k] = out
            guard cuts[p][k] < end[k], let base = parts[k].baseAddress else { continue }
            next[k] = base + cuts[p][k]
            limits[k] = base + end[k]
            heap[size] = k
            size += 1
        }
        @inline(__always) func before(_ a: Int, _ b: Int) -> Bool {
            if Finding.inReportOrder(next[a].pointee, next[b].pointee) { return true }
            return a < b && !Finding.inReportOrder(next[b].pointee, next[a].pointee)
        }
        @inline(__always) func siftDown(_ start: Int, _ size: Int) {
            var i = start
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < size && before(heap[l], heap[m]) { m = l }
                if r < size && before(heap[r], heap[m]) { m = r }
                if m == i { return }
                heap.swapAt(i, m)
                i = m
            }
        }
        for i in stride(from: size / 2 - 1, through: 0, by: -1) { siftDown(i, size) }
        var o = out
        while size > 0 {
            let k = heap[0]
            o.moveInitialize(from: next[k], count: 1)
            o += 1
            next[k] += 1
            if next[k] == limits[k] {
                size -= 1
                heap[0] = heap[size]
            }
            if size > 0 { siftDown(0, size) }
        }
    }
}
