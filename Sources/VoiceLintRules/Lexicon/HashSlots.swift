/// Open addressing for tables that number their entries and keep each entry's hash: a power
/// of two of slots, each an entry's number or -1, probed one after another from the hash's
/// low bits. The tables keep their entries; this holds only where each stands.
struct HashSlots {
    private var slots: [Int32] = []

    var isEmpty: Bool { slots.isEmpty }
    /// How many slots there are (tables keep at most half of them taken).
    var count: Int { slots.count }

    /// Slots for `capacity` entries or more, with the first `hashes.count` placed again.
    mutating func rebuild(capacity: Int, hashes: [UInt64]) {
        var size = 8
        while size < capacity { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        for n in hashes.indices { place(n, hash: hashes[n]) }
    }

    /// Puts entry `n` in the first free slot from its hash.
    mutating func place(_ n: Int, hash: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = Int32(n)
    }

    /// The number of the entry with this hash that `same` accepts, or -1.
    @inline(__always)
    func find(hash: UInt64, _ same: (Int) -> Bool) -> Int {
        guard !slots.isEmpty else { return -1 }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let n = Int(slots[i])
            if n < 0 { return -1 }
            if same(n) { return n }
            i = (i + 1) & mask
        }
    }
}
