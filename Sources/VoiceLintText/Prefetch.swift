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

/// Where an array's elements stand in memory, told from the one word an array value holds
/// (a reference to its storage) without reading the storage: its count, read to reach an
/// element the usual way, sits in memory that is not yet in the caches when the prefetch of a
/// few entries ahead asks for it, and that read waited. The addresses are for `Prefetch` only,
/// never read: what the layout is is measured once, on a real array, and where the array
/// value is not one word the layout is nil (and nothing is asked).
public struct ArrayPrefetchLayout: Sendable {
    /// From the reference to the first element, in bytes.
    let elementOffset: Int

    /// The layout measured on `sample`, an array with at least one element; nil when an array
    /// value is not one reference to storage that holds the elements a few words after it.
    public init?<Element>(measuring sample: [Element]) {
        guard MemoryLayout<[Element]>.size == MemoryLayout<UInt>.size, !sample.isEmpty else { return nil }
        let word = withUnsafeBytes(of: sample) { $0.load(as: UInt.self) }
        let first = sample.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let offset = Int(bitPattern: first &- word)
        guard offset > 0 && offset <= 256 else { return nil }
        elementOffset = offset
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
