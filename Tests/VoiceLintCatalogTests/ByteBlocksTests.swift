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

/// Strings made of bytes already checked are the strings decoding makes of them: the same
/// text, told ASCII exactly when it is (the flag decoding sets and comparisons rely on).
final class ValidUTF8Tests: XCTestCase {
    func testSameStringsAsDecoding() {
        let texts = ["", "a", "Save", "Delete the event.", String(repeating: "x", count: 15), String(repeating: "x", count: 16),
                     "\u{7F}", "é", "e\u{301}", "Éditer l’élément", "Удалить событие", "イベントを削除します。", "🇫🇷👨‍👩‍👧",
                     String(repeating: "abcdefg", count: 9) + "ß", "ß" + String(repeating: "abcdefg", count: 9), "tab\t\r\n"]
        for t in texts {
            let bytes = Array(t.utf8)
            let made = bytes.withUnsafeBufferPointer { ValidUTF8.string($0) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(made, decoded, t.debugDescription)
            XCTAssertEqual(Array(made.utf8), bytes, t.debugDescription)
            XCTAssertEqual(made.unicodeScalars.count, t.unicodeScalars.count, t.debugDescription)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { ValidUTF8.isASCII($0) }, bytes.allSatisfy { $0 < 0x80 }, t.debugDescription)
            #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                // The flag the string keeps: set for ASCII text, as decoding sets it.
                XCTAssertEqual(made.utf8Span.isKnownASCII, decoded.utf8Span.isKnownASCII, t.debugDescription)
                XCTAssertEqual(made.utf8Span.isKnownASCII, bytes.allSatisfy { $0 < 0x80 }, t.debugDescription)
            }
            #endif
        }
        // Canonically equivalent texts stay equal (the non-ASCII string compares as decoding's does).
        let composed = Array("é".utf8).withUnsafeBufferPointer { ValidUTF8.string($0) }
        let decomposed = Array("e\u{301}".utf8).withUnsafeBufferPointer { ValidUTF8.string($0) }
        XCTAssertEqual(composed, decomposed)
    }
}
