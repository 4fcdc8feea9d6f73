import Dispatch

extension Array {
    /// `prefix`, then every part's elements in the parts' order, in one array made at its size.
    /// The parts are copied to their places by every core at once, and each part is let go as
    /// soon as it is copied: the parts and the whole are not all held at once (a large catalog's
    /// runs of entries, a large check's findings).
    public static func joinedInParallel(after prefix: [Element] = [], _ parts: inout [[Element]]) -> [Element] {
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
                    parts[k].withUnsafeBufferPointer { part in
                        if let from = part.baseAddress { (all.baseAddress! + offsets[k]).initialize(from: from, count: part.count) }
                    }
                    parts[k] = []
                }
            }
            initialized = total
        }
    }
}
