import Foundation
import XCTest
@testable import VoiceLintCatalog

/// JSON strings as reports write them.
final class JSONTextTests: XCTestCase {
    /// Each byte that needs an escape, at every place before, in and after a word of eight
    /// bytes (the escape skips eight bytes at a time where none needs one), in runs of plain
    /// text of every length: escaped as one byte at a time escapes it.
    func testEveryStopInEveryPlaceOfAWord() {
        func reference(_ s: String) -> [UInt8] {
            var out: [UInt8] = [0x22]
            let u = Array(s.utf8)
            var i = 0
            while i < u.count {
                let c = u[i]
                if c == 0xE2, i + 2 < u.count, u[i + 1] == 0x80, u[i + 2] == 0xA8 || u[i + 2] == 0xA9 {
                    out += Array("\\u202".utf8) + [u[i + 2] == 0xA8 ? 0x38 : 0x39]
                    i += 3
                    continue
                }
                switch c {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, 0x6E]
                case 0x0D: out += [0x5C, 0x72]
                case 0x09: out += [0x5C, 0x74]
                case 0..<0x20: out += Array(String(format: "\\u%04x", Int(c)).utf8)
                default: out.append(c)
                }
                i += 1
            }
            return out + [0x22]
        }
        let stops = ["\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "\u{2027}", "€", "\u{7F}", " ", "~"]
        for stop in stops {
            for before in 0...17 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + stop + String(repeating: "ü", count: after / 2) + String(repeating: "z", count: after)
                    var quoted: [UInt8] = []
                    JSONText.quote(text, into: &quoted)
                    XCTAssertEqual(quoted, reference(text), "\(before) \(stop.unicodeScalars.map { $0.value }) \(after)")
                }
            }
        }
        // The test of eight bytes at a time never misses a byte that needs an escape.
        for stop in [UInt8(0x00), 0x1F, 0x22, 0x5C, 0xE2] {
            for place in 0..<8 {
                for other in [UInt8(0x20), 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xE1, 0xE3, 0xFF] {
                    var w = [UInt8](repeating: other, count: 8)
                    w[place] = stop
                    XCTAssertTrue(JSONText.mayHoldStop(w.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }), "\(stop) at \(place) among \(other)")
                }
            }
        }
        for other in [UInt8(0x20), 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xE1, 0xE3, 0xFF] {
            XCTAssertFalse(JSONText.mayHoldStop([UInt8](repeating: other, count: 8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
        }
    }
}
