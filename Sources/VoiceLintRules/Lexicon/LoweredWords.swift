import VoiceLintCatalog

/// The lower-case forms and flags of the words one language's texts have had, by their
/// UTF-16 units. Copy is written in few words, each used over and over ("the", "photo",
/// "löschen"): a word seen before is looked up here instead of lowered, checked as UTF-8,
/// allocated (past 15 bytes) and looked up in the lexicon again. Lowering is a function of
/// a word's units and its language alone, so what is found is what lowering would make.
///
/// Holds at most `capacity` words (the first ones seen); later new words are lowered each
/// time. A value: its owner takes it out while it lowers a text and puts it back (see
/// `LanguageContext.lowerWithFlags`), so that it is read without an exclusivity check per
/// word.
struct LoweredWords {
    static let capacity = 1 << 15

    /// The words' units, one after another, and where each ends.
    private var units: [UInt16] = []
    private var ends: [Int32] = []
    private var hashes: [UInt64] = []
    private var lower: [String] = []
    private var flags: [WordFlags] = []
    /// Open addressing, a power of two long, at most half full: a word's number, or -1.
    /// (None before the first word: an empty memo is made for every text it is taken out for.)
    private var slots: [Int32] = []

    var count: Int { ends.count }

    /// FNV-1a over the units' bytes, then mixed so that the low bits spread.
    static func hash(_ k: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h = FNV1a.offsetBasis
        for u in k { h = FNV1a.add(UInt8(truncatingIfNeeded: u >> 8), to: FNV1a.add(UInt8(truncatingIfNeeded: u), to: h)) }
        h ^= h >> 29
        h = h &* 0xbf58_476d_1ce4_e5b9
        return h ^ (h >> 32)
    }

    /// The lower case and flags of the word of these units, when it was seen before.
    func find(_ k: UnsafeBufferPointer<UInt16>, hash h: UInt64) -> (lower: String, flags: WordFlags)? {
        let n = slot(k, hash: h)
        guard n >= 0 else { return nil }
        return (lower[n], flags[n])
    }

    /// Keeps a word's lower case and flags (a word not held yet), while there is room.
    mutating func insert(_ k: UnsafeBufferPointer<UInt16>, hash h: UInt64, lower l: String, flags f: WordFlags) {
        guard ends.count < Self.capacity else { return }
        units.append(contentsOf: k)
        ends.append(Int32(units.count))
        hashes.append(h)
        lower.append(l)
        flags.append(f)
        let n = ends.count - 1
        if ends.count * 2 > slots.count {
            slots = Array(repeating: -1, count: max(64, slots.count * 2))
            for m in 0...n { place(m) }
        } else {
            place(n)
        }
    }

    private mutating func place(_ n: Int) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hashes[n]) & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        slots[i] = Int32(n)
    }

    /// The number of the word of these units, or -1.
    private func slot(_ k: UnsafeBufferPointer<UInt16>, hash h: UInt64) -> Int {
        guard !slots.isEmpty else { return -1 }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while true {
            let n = Int(slots[i])
            if n < 0 { return -1 }
            if hashes[n] == h {
                let start = n == 0 ? 0 : Int(ends[n - 1]), end = Int(ends[n])
                if end - start == k.count, units.withUnsafeBufferPointer({ u in
                    var j = 0
                    while j < k.count && u[start + j] == k[j] { j += 1 }
                    return j == k.count
                }) { return n }
            }
            i = (i + 1) & mask
        }
    }
}
