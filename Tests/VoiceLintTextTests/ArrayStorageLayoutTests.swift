// Swift Testing, as the rest of this target (XCTest's Foundation clashes with the system ICU).
import Testing
@testable import VoiceLintText

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

    @Test func removingAllKeepsTheRoomAndLeavesCopiesAlone() {
        var a = (0..<100).map { Int32($0) }
        let copy = a
        a.removeAllKeepingCapacity()
        #expect(a.isEmpty)
        #expect(copy == (0..<100).map { Int32($0) })
        a.append(contentsOf: [1, 2, 3])
        #expect(a == [1, 2, 3])
        #expect(copy.count == 100)

        var b = (0..<100).map { TokenSpan(kind: .word, start: $0, end: $0 + 1) }
        let capacity = b.capacity
        b.removeAllKeepingCapacity()
        #expect(b.isEmpty && b.capacity == capacity)
        b.append(TokenSpan(kind: .space, start: 7, end: 8))
        #expect(b == [TokenSpan(kind: .space, start: 7, end: 8)])

        var empty: [UInt16] = []
        empty.removeAllKeepingCapacity()
        #expect(empty.isEmpty)
        var slice = Array([UInt16](repeating: 9, count: 40)[10..<20])
        slice.removeAllKeepingCapacity()
        #expect(slice.isEmpty)
        slice.append(5)
        #expect(slice == [5])
    }

    /// Elements that hold references are destroyed once (every one, no more), the room stays,
    /// and a copy held elsewhere keeps its own.
    @Test func removingAllInPlaceDestroysEachElementOnce() {
        let alive = Alive()
        do {
            var a = (0..<50).map { Counted("word \($0)", alive) }
            let capacity = a.capacity
            #expect(alive.count == 50)
            a.removeAllKeepingCapacity()
            #expect(a.isEmpty && a.capacity == capacity)
            #expect(alive.count == 0)
            a.append(Counted("again", alive))
            #expect(a.map(\.text) == ["again"] && alive.count == 1)

            var b = (0..<10).map { Counted("shared \($0)", alive) }
            let copy = b
            b.removeAllKeepingCapacity()
            #expect(b.isEmpty)
            #expect(copy.map(\.text) == (0..<10).map { "shared \($0)" })
            #expect(alive.count == 11)
        }
        #expect(alive.count == 0)

        var words = ["ouvre", "les réglages du compte de l'utilisateur", "ß"]
        words.removeAllKeepingCapacity()
        #expect(words.isEmpty)
        words.append("öffnet")
        #expect(words == ["öffnet"])
        var none: [String] = []
        none.removeAllKeepingCapacity()
        #expect(none.isEmpty)
    }

    /// Elements moved out of an array live on where they were moved, once: forgetting them
    /// empties the array and destroys none, and the array's storage is let go.
    @Test func forgettingMovedOutElementsDestroysNone() {
        let alive = Alive()
        do {
            var a = (0..<40).map { Counted("moved \($0)", alive) }
            let moved = UnsafeMutablePointer<Counted>.allocate(capacity: a.count)
            let count = a.count
            a.withUnsafeMutableBufferPointer { moved.moveInitialize(from: $0.baseAddress!, count: $0.count) }
            let forgotten = a.forgetMovedOutElements()
            #expect(forgotten && a.isEmpty)
            a = []
            #expect(alive.count == 40)
            #expect((0..<count).map { moved[$0].text } == (0..<40).map { "moved \($0)" })
            moved.deinitialize(count: count)
            moved.deallocate()
            #expect(alive.count == 0)
        }
        var none: [String] = []
        let forgotten = none.forgetMovedOutElements()
        #expect(forgotten && none.isEmpty)
    }

    @Test func anEmptySampleMeasuresNothing() {
        #expect(ArrayStorageLayout(measuring: [Int]()) == nil)
    }
}
