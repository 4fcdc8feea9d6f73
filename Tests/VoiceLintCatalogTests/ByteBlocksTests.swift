import XCTest
@testable import VoiceLintCatalog

/// The eight-byte tests answer byte by byte as the plain comparisons, for every byte value
/// in every place of a block, beside every other.
final class ByteBlocksTests: XCTestCase {
    func testEveryByteInEveryPlace() {
        for fill in [UInt8(0x00), 0x20, 0x41, 0x7F, 0x80, 0xE2, 0xFF] {
            for b in 0...255 {
                for k in 0..<8 {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[k] = UInt8(b)
                    let x = bytes.withUnsafeBufferPointer { ByteBlocks.load($0.baseAddress!) }
                    func expected(_ test: (UInt8) -> Bool) -> UInt64 {
                        bytes.enumerated().reduce(0) { $0 | (test($1.element) ? UInt64(0x80) << (8 * UInt64($1.offset)) : 0) }
                    }
                    XCTAssertEqual(ByteBlocks.zeroBytes(x), expected { $0 == 0 })
                    for v in [UInt8(0x09), 0x20, 0x22, 0x25, 0x5C, 0xE2] {
                        XCTAssertEqual(ByteBlocks.bytes(equalTo: v, in: x), expected { $0 == v }, "\(b) at \(k) = \(v)")
                    }
                    for n in [UInt8(0x01), 0x20, 0x30, 0x3A, 0x80] {
                        XCTAssertEqual(ByteBlocks.bytes(below: n, in: x), expected { $0 < n }, "\(b) at \(k) < \(n)")
                    }
                }
            }
        }
    }
}
