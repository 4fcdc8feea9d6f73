// Swift Testing, as the rest of this target (XCTest's Foundation clashes with the system ICU).
import Testing
@testable import VoiceLintLowLevel

/// The addresses the checker prefetches are where the elements are (were the layout measured
/// wrong, nothing would break, but the prefetch would ask for memory no check reads), and the
/// arrays it reads in place are the arrays, whatever made them.
@Suite struct ArrayStorageLayoutTests {
    private struct Wide { var a: String, b: Int32, c: [String] }

    /// How many `Counted` objects of one test are alive (each test its own: tests run at once).
    private final class Alive { var count = 0 }
    private final class Counted {
        let text: String
        let alive: Alive
        init(_ text: String, _ alive: Alive) { self.text = text; self.alive = alive; alive.count += 1 }
        deinit { alive.count -= 1 }
    }

    private static func wide(_ i: Int) -> Wide { Wide(a: "value \(i) long enough to live on the heap", b: Int32(i), c: ["plural", "one"]) }

    @Test func elementAddressesAreTheElements() throws {
        let layout = try #require(ArrayStorageLayout(measuring: [Wide(a: "x", b: 1, c: [])]))
        let values = (0..<5).map(Self.wide)
        withUnsafePointer(to: values) { p in
            values.withUnsafeBufferPointer { b in
                for i in values.indices {
                    let expected = UInt(bitPattern: b.baseAddress! + i)
                    #expect(layout.elementAddress(ofArrayAt: UnsafeRawPointer(p), index: i, stride: MemoryLayout<Wide>.stride) == expected)
                }
            }
        }
    }

    @Test func arraysReadInPlaceAreTheArrays() throws {
        let layout = try #require(ArrayStorageLayout(measuring: [Wide(a: "x", b: 1, c: [])]))
        #expect(layout.countOffset != nil)
        // Empty (the shared empty storage), literal, mapped, grown past its count, sliced, repeated, emptied.
        var grown: [Wide] = []
        grown.reserveCapacity(64)
        for i in 0..<9 { grown.append(Self.wide(i)) }
        var emptied = (0..<3).map(Self.wide)
        emptied.removeAll(keepingCapacity: true)
        let arrays: [[Wide]] = [[], [Self.wide(0)], (0..<100).map(Self.wide), grown, Array((0..<20).map(Self.wide)[5..<12]),
                                Array(repeating: Self.wide(7), count: 3), emptied]
        for array in arrays {
            withUnsafePointer(to: array) { p in
                let read = layout.elements(ofArrayAt: p)
                #expect(read.count == array.count)
                array.withUnsafeBufferPointer { b in
                    if !b.isEmpty { #expect(read.baseAddress == b.baseAddress) }
                }
                #expect(read.map(\.b) == array.map(\.b))
                #expect(read.map(\.a) == array.map(\.a))
            }
        }
    }

    @Test func anEmptySampleMeasuresNothing() {
        #expect(ArrayStorageLayout(measuring: [Int]()) == nil)
    }
}
