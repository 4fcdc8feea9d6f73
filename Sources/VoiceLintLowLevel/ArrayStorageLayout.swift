internal import CICU

/// Memory asked for before it is read: the checker walks every entry of a catalog once per
/// locale, and an entry's localizations, units and values, each in memory of its own, are
/// seldom in the caches when their turn comes.
enum Prefetch {
    /// Brings the memory at the address `bits` into the caches for a read soon: a hint (nothing
    /// is read), so that an address that is not mapped (or is not one) costs nothing but the hint.
    @inline(__always)
    static func read(address bits: UInt) {
        if let p = UnsafeRawPointer(bitPattern: bits) { cicu_prefetch(p) }
    }
}

/// Where an array's elements and count stand in memory, told from the one word an array value
/// holds (a reference to its storage), measured once on real arrays of the element type.
///
/// It only reads: nothing here writes into an array's storage. A Swift release that lays arrays
/// out otherwise makes the measurement fail (the initializer returns nil) and the checker reads
/// the arrays the usual way. What removing it costs: see docs/performance.md ("Low-level helpers").
///
/// Two uses. The prefetch asks for an element a few entries ahead without reading the
/// storage (its count, read to reach an element the usual way, sits in memory that is not yet
/// in the caches, and that read waited). And the checker reads an array that a pointer reaches
/// (an entry's localizations, a localization's units) where its storage holds it, with no
/// retain: `withUnsafeBufferPointer` through a pointer retained and released the storage
/// around every use, an atomic operation on memory each core shares, for every localization of
/// every key. The storage stays alive because the catalog holds it, as it holds the memory the
/// pointer reaches.
public struct ArrayStorageLayout: Sendable {
    /// From the reference to the first element, in bytes.
    let elementOffset: Int
    /// From the reference to the count, in bytes; nil where the count was not found there (the
    /// arrays are then read the usual way).
    let countOffset: Int?

    /// The layout measured on `sample`, an array with at least one element; nil when an array
    /// value is not one reference to storage that holds the elements a few words after it.
    public init?<Element>(measuring sample: [Element]) {
        guard MemoryLayout<[Element]>.size == MemoryLayout<UInt>.size, !sample.isEmpty else { return nil }
        let offset = Self.offset(ofFirstElementOf: sample)
        guard offset > 0 && offset <= 256 else { return nil }
        elementOffset = offset
        // The count is the word two before the elements (count, then capacity), in storage of
        // every length: checked on the sample and on a longer array of the same elements.
        let longer = sample + sample
        let count = offset - 2 * MemoryLayout<Int>.size
        func holdsCount<E>(_ a: [E]) -> Bool {
            Self.offset(ofFirstElementOf: a) == offset
                && withUnsafeBytes(of: a) { UnsafeRawPointer(bitPattern: $0.load(as: UInt.self))!.load(fromByteOffset: count, as: Int.self) } == a.count
        }
        countOffset = count >= 0 && holdsCount(sample) && holdsCount(longer) ? count : nil
    }

    private static func offset<E>(ofFirstElementOf a: [E]) -> Int {
        let word = withUnsafeBytes(of: a) { $0.load(as: UInt.self) }
        let first = a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        return Int(bitPattern: first &- word)
    }

    /// The elements of the array at `array`, read where its storage holds them (see the type's
    /// comment): the layout must have been measured on an array of `Element`, and the array
    /// must not change while the buffer is used (the catalog's arrays do not while it is
    /// checked). Where the count's place was not found, the buffer is taken the usual way.
    @inline(__always)
    public func elements<Element>(ofArrayAt array: UnsafePointer<[Element]>) -> UnsafeBufferPointer<Element> {
        guard let countOffset else { return array.pointee.withUnsafeBufferPointer { $0 } }
        let storage = UnsafeRawPointer(array).load(as: UnsafeRawPointer.self)
        return UnsafeBufferPointer(start: (storage + elementOffset).assumingMemoryBound(to: Element.self),
                                   count: storage.load(fromByteOffset: countOffset, as: Int.self))
    }

    /// The address of element `i` (of `stride` bytes) of the array whose value stands at `array`
    /// (one word is read there, not the storage): to prefetch, never to read.
    @inline(__always)
    func elementAddress(ofArrayAt array: UnsafeRawPointer, index i: Int, stride: Int) -> UInt {
        array.load(as: UInt.self) &+ UInt(bitPattern: elementOffset &+ i &* stride)
    }

    /// Prefetches the element `i` (of `stride` bytes) of the array whose value stands at `array`.
    public func prefetchElement(ofArrayAt array: UnsafeRawPointer, index i: Int, stride: Int) {
        Prefetch.read(address: elementAddress(ofArrayAt: array, index: i, stride: stride))
    }

    /// Prefetches the array's count (read first by any use of the array: it is in the two
    /// words, count and capacity, before the elements) and its element `i`, whole: an element
    /// that runs into the next 64-byte cache line has that line asked for too (the first unit
    /// of a localization ends in the line after its array's count, where its variation path
    /// stands, which the source's counterpart is found by).
    public func prefetchCountAndElement(ofArrayAt array: UnsafeRawPointer, index i: Int, stride: Int) {
        let element = elementAddress(ofArrayAt: array, index: i, stride: stride)
        let count = elementAddress(ofArrayAt: array, index: -1, stride: MemoryLayout<Int>.size * 2)
        let last = element &+ UInt(bitPattern: stride &- 1)
        Prefetch.read(address: count)
        // (One prefetch per 64-byte cache line.)
        if count >> 6 != element >> 6 { Prefetch.read(address: element) }
        if last >> 6 != element >> 6 { Prefetch.read(address: last) }
    }
}
