// Swift Testing, as the rest of this target (XCTest's Foundation clashes with the system ICU).
import Testing
@testable import VoiceLintText

/// The addresses the checker prefetches are where the elements are: were the layout measured
/// wrong, nothing would break, but the prefetch would ask for memory no check reads.
@Suite struct PrefetchLayoutTests {
    private struct Wide { var a: String, b: Int32, c: [String] }

    @Test func elementAddressesAreTheElements() throws {
        let layout = try #require(ArrayPrefetchLayout(measuring: [Wide(a: "x", b: 1, c: [])]))
        let values = (0..<5).map { Wide(a: "value \($0) long enough to live on the heap", b: Int32($0), c: ["plural", "one"]) }
        withUnsafePointer(to: values) { p in
            values.withUnsafeBufferPointer { b in
                for i in values.indices {
                    let expected = UInt(bitPattern: b.baseAddress! + i)
                    #expect(layout.elementAddress(ofArrayAt: UnsafeRawPointer(p), index: i, stride: MemoryLayout<Wide>.stride) == expected)
                }
            }
        }
    }

    @Test func anEmptySampleMeasuresNothing() {
        #expect(ArrayPrefetchLayout(measuring: [Int]()) == nil)
    }
}
