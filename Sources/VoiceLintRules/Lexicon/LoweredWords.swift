import VoiceLintCatalog

/// The lower-case forms and flags of the words one language's texts have had, by their
/// UTF-16 units. Copy is written in few words, each used over and over ("the", "photo",
/// "löschen"): a word seen before is looked up here instead of lowered, checked as UTF-8,
/// allocated (past 15 bytes) and looked up in the lexicon again. Lowering is a function of
/// a word's units and its language alone, so what is found is what lowering would make.
///
/// Holds at most `capacity` words (the first ones seen); later new words are lowered each
/// time. A value: its owner reads it through one pointer while it lowers a text (see
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
    /// Where each word's number stands, by its hash. (No slots before the first word.)
    private var slots = HashSlots()

    var count: Int { ends.count }

    /// The units taken four at a time (a word of 64 bits, `FNV1a.addWord`),
    /// then mixed so that the low bits spread. (Byte by byte, as FNV-1a, it was a multiply per
    /// byte, twice a unit, for every word of every text.) Only this memo reads it.
    static func hash(_ k: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h = FNV1a.offsetBasis ^ UInt64(k.count)
        guard let base = k.baseAddress else { return FNV1a.mixed(h) }
        var i = 0
        while i + 4 <= k.count {
            h = FNV1a.addWord(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self), to: h)
            i += 4
        }
        if i < k.count {
            var rest: UInt64 = 0
            for j in i..<k.count { rest = rest << 16 | UInt64(k[j]) }
            h = FNV1a.addWord(rest, to: h)
        }
        return FNV1a.mixed(h)
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
        if ends.count * 2 > slots.count {
            slots.rebuild(capacity: max(64, slots.count * 2), hashes: hashes)
        } else {
            slots.place(ends.count - 1, hash: h)
        }
    }

    /// The number of the word of these units, or -1.
    private func slot(_ k: UnsafeBufferPointer<UInt16>, hash h: UInt64) -> Int {
        slots.find(hash: h) { n in
            guard hashes[n] == h else { return false }
            let start = n == 0 ? 0 : Int(ends[n - 1]), end = Int(ends[n])
            return end - start == k.count && units.withUnsafeBufferPointer { u in
                var j = 0
                while j < k.count && u[start + j] == k[j] { j += 1 }
                return j == k.count
            }
        }
    }
}
