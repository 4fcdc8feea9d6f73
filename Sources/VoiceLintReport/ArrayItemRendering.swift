import Dispatch

extension ReportOutput {
    /// Writes the items of a JSON array (its brackets aside): item k after its comma and
    /// the line break of nesting level `level`, `item(k, out)` writing the item itself.
    ///
    /// With `parallelism` above 1 and more than one chunk of items, `parallelism` threads
    /// render a window of four chunks each at a time, every chunk into a buffer of its own,
    /// and the buffers are handed on in order: the bytes are those of the items written in
    /// turn, and no more than the window is held. `item` is then called from several
    /// threads at once, so it must only read what it shares.
    func writeItems(count: Int, level: Int, item: (Int, ReportOutput) -> Void) {
        // What comes before the first item, and before each next one (its comma too), made once.
        let first = StaticBytes(JSONValueOut.newline(level)), next = StaticBytes("," + JSONValueOut.newline(level))
        defer { first.deallocate(); next.deallocate() }
        func write(_ k: Int, to out: ReportOutput) {
            out.write(bytes: k > 0 ? next : first)
            item(k, out)
        }
        let threads = parallelism, perChunk = max(1, itemsPerChunk)
        guard threads > 1, count > perChunk else {
            for k in 0..<count {
                write(k, to: self)
                flushIfLarge()
            }
            return
        }
        let buffers = (0..<(4 * threads)).map { _ in ReportOutput() }
        var windowStart = 0
        while windowStart < count {
            let start = windowStart, chunks = min(buffers.count, (count - start + perChunk - 1) / perChunk)
            // Each thread takes the next chunk not yet taken: chunks of the same count of items
            // do not take the same time, and a thread given every other one waited for the other.
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let first = start + c * perChunk
                for k in first..<min(count, first + perChunk) { write(k, to: buffers[c]) }
            }
            for buffer in buffers.prefix(chunks) { append(buffer) }
            windowStart += chunks * perChunk
        }
    }
}
