import Dispatch

extension Array {
    /// `prefix`, then every part's elements in the parts' order, in one array made at its size.
    /// The parts are moved to their places by every core at once, and each part is let go as
    /// soon as it is moved: the parts and the whole are not all held at once (a large catalog's
    /// runs of entries, a large check's findings).
    ///
    /// A part's elements are moved, not copied: a copy took a reference to every string and
    /// array of every element (a finding has eleven), and letting the part go gave them all
    /// back, two atomic operations each on memory most often out of the caches. Each moved
    /// element's place in the part is then given `vacancy` (an element that holds no
    /// reference, such as one of empty strings), which letting the part go destroys at no cost.
    public static func joinedInParallel(after prefix: [Element] = [], _ parts: inout [[Element]], vacancy: Element) -> [Element] {
        var offsets: [Int] = [], total = prefix.count
        for part in parts {
            offsets.append(total)
            total += part.count
        }
        return [Element](unsafeUninitializedCapacity: total) { all, initialized in
            prefix.withUnsafeBufferPointer { p in
                if let from = p.baseAddress { all.baseAddress!.initialize(from: from, count: p.count) }
            }
            parts.withUnsafeMutableBufferPointer { parts in
                DispatchQueue.concurrentPerform(iterations: parts.count) { k in
                    parts[k].withUnsafeMutableBufferPointer { part in
                        guard let from = part.baseAddress else { return }
                        (all.baseAddress! + offsets[k]).moveInitialize(from: from, count: part.count)
                        from.initialize(repeating: vacancy, count: part.count)
                    }
                    parts[k] = []
                }
            }
            initialized = total
        }
    }
}
