import Foundation

/// Where a loader's strings come from: one made before from the same bytes, or a new one.
/// The bytes are valid UTF-8 (see `ValidUTF8`): the String Catalog walker, which alone uses
/// these tables, reads a buffer `InputCheck` has passed.
protocol TextTable: AnyObject {
    func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String
}

/// The strings a loader has made from a file's bytes, so that equal bytes give
/// the same String: a text repeated across keys and locales is then held once.
/// Strings of up to 15 bytes are stored inside the String itself and not kept.
/// Equality is by bytes: two spellings of the same text stay two strings.
final class StringTable: TextTable {
    /// The open-addressed slots (a string's number, or -1) and each string's hash, in memory
    /// of the table's own (arrays of a class were reached through it, four times per string
    /// looked up). A table is used by one walker at a time (or under its lock,
    /// `SharedStringTable`): its properties are not checked for exclusive access at run time.
    @exclusivity(unchecked) private var slots: UnsafeMutableBufferPointer<Int32>
    @exclusivity(unchecked) private var hashes: UnsafeMutableBufferPointer<UInt64>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var strings: [String] = []

    init() {
        slots = .allocate(capacity: 1024)
        slots.initialize(repeating: -1)
        hashes = .allocate(capacity: 512)
    }

    deinit {
        slots.deallocate()
        hashes.deallocate()
    }

    /// The string of these UTF-8 bytes: one made before from the same bytes, or a new one.
    func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return ValidUTF8.string(bytes) }
        return string(validUTF8: bytes, hash: Self.hash(bytes))
    }

    /// The string of more than 15 bytes whose `hash` is `h`.
    func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64) -> String {
        let slots = self.slots, hashes = self.hashes, mask = slots.count - 1
        var k = Int(truncatingIfNeeded: h) & mask
        while slots[k] >= 0 {
            let n = Int(slots[k])
            if hashes[n] == h, let same = strings[n].utf8.withContiguousStorageIfAvailable({ u in
                u.count == bytes.count && memcmp(u.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }), same {
                return strings[n]
            }
            k = (k + 1) & mask
        }
        let s = ValidUTF8.string(bytes)
        guard count < Int(Int32.max) else { return s }
        slots[k] = Int32(count)
        hashes[count] = h
        strings.append(s)
        count += 1
        // At most half the slots are taken: `hashes` has room for as many.
        if count * 2 == slots.count { grow() }
        return s
    }

    private func grow() {
        let capacity = slots.count * 2
        let larger = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        larger.initialize(repeating: -1)
        let mask = capacity - 1
        for n in 0..<count {
            var k = Int(truncatingIfNeeded: hashes[n]) & mask
            while larger[k] >= 0 { k = (k + 1) & mask }
            larger[k] = Int32(n)
        }
        let moreHashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity / 2)
        _ = moreHashes.initialize(from: hashes[0..<count])
        slots.deallocate()
        hashes.deallocate()
        slots = larger
        hashes = moreHashes
    }

    /// The bytes hashed eight at a time (`FNV1a.addWord`), then mixed so that the low bits
    /// spread. (Byte by byte, it was a multiply per byte of every value of the catalog.)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = FNV1a.offsetBasis ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return FNV1a.mixed(h) }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            h = FNV1a.addWord(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), to: h)
            i += 8
        }
        if i < bytes.count {
            var rest: UInt64 = 0
            while i < bytes.count { rest = rest << 8 | UInt64(bytes[i]); i += 1 }
            h = FNV1a.addWord(rest, to: h)
        }
        return FNV1a.mixed(h)
    }
}

/// A `StringTable` that walkers on several threads share: the strings are spread
/// over tables of their own by their hash's high bits, each used under its own
/// lock, so that two threads seldom wait for each other.
///
/// The tables are held unretained and the locks are plain mutexes in memory of the table's
/// own: taking a reference to a table or an `NSLock` for every string was a write to its count
/// of references that both threads made, each waiting for the other's (the tables and locks
/// live as long as this object, whose `deinit` lets them go).
final class SharedStringTable: TextTable, @unchecked Sendable {
    private static let count = 64
    private let tables: UnsafeMutableBufferPointer<Unmanaged<StringTable>>
    private let locks: UnsafeMutableBufferPointer<pthread_mutex_t>

    init() {
        tables = .allocate(capacity: Self.count)
        locks = .allocate(capacity: Self.count)
        // Where the system has them, locks that spin a while before the thread sleeps: a text
        // repeated across keys (a state, a comment, a value) is looked up in the same table by
        // both cores at once, and each wait put a core to sleep and woke it again (240 times
        // while a 50,000-key catalog was read).
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if canImport(Glibc)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        #endif
        for k in 0..<Self.count {
            (tables.baseAddress! + k).initialize(to: Unmanaged.passRetained(StringTable()))
            pthread_mutex_init(locks.baseAddress! + k, &attributes)
        }
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        // Each table lets go of every string it made (most of them still held by the entries):
        // a count of references taken down on memory long out of the caches, shared by the cores
        // (docs/performance.md, "Measured choices in the code").
        let tables = self.tables
        DispatchQueue.concurrentPerform(iterations: Self.count) { k in tables[k].release() }
        for k in 0..<Self.count {
            pthread_mutex_destroy(locks.baseAddress! + k)
        }
        tables.deallocate()
        locks.deallocate()
    }

    func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15 else { return ValidUTF8.string(bytes) }
        let h = StringTable.hash(bytes)
        let k = Int(h >> 58)
        pthread_mutex_lock(locks.baseAddress! + k)
        defer { pthread_mutex_unlock(locks.baseAddress! + k) }
        return tables[k]._withUnsafeGuaranteedRef { $0.string(validUTF8: bytes, hash: h) }
    }
}
