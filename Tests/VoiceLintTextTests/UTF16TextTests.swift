// Swift Testing, as the rest of this target (XCTest's Foundation clashes with the system ICU).
import Testing
@testable import VoiceLintText

/// The fast UTF-16 -> String path makes exactly what the standard library makes.
@Suite struct UTF16TextTests {
    private func same(_ units: [UInt16]) -> Bool {
        units.withUnsafeBufferPointer { b in
            let expected = String(decoding: b, as: UTF16.self)
            return Array(UTF16Text.string(b).utf8) == Array(expected.utf8)
                && UTF16Text.utf8Count(b) == expected.utf8.count
                && UTF16Text.firstScalar(b) == expected.unicodeScalars.first
        }
    }

    @Test func everyScriptAndLength() {
        for text in ["", "a", "Delete", "Deletes", "Settings and privacy", "Löschen", "Удалить", "Удалить", "削除する", "삭제", "حذف", "👍🏽 Like", "e\u{301}", "ÅÆØ ß ﬁ", "\u{10FFFF}x"] {
            #expect(same(Array(text.utf16)), "\(text)")
        }
    }

    /// A text's UTF-16 units transcoded from its bytes are its UTF-16 view, after other units too.
    @Test func unitsAsTheUTF16View() {
        var wrong: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let text = "a" + String(s) + "é"
            var appended: [UInt16] = [7]
            UTF16Text.append(text, to: &appended)
            if UTF16Text.units(text) != Array(text.utf16) || appended != [7] + Array(text.utf16) { wrong.append(v) }
        }
        #expect(wrong.isEmpty)
        for text in ["", "Delete", "削除する 👍🏽", "\u{10FFFF}"] { #expect(UTF16Text.units(text) == Array(text.utf16)) }
        // Long texts, read eight ASCII bytes at a time where they can be: every scalar length
        // at every place of a block, and texts long enough for memory off the stack.
        let pieces = ["a", "Z", " ", ".", "é", "ж", "中", "👍🏽", "\u{7F}", "\u{80}", "\u{FFFF}", "\u{10000}"]
        var rng = SystemRandomNumberGenerator()
        for length in [7, 8, 9, 15, 16, 17, 40, 5000] {
            for _ in 0..<200 {
                let text = (0..<length).map { _ in pieces.randomElement(using: &rng)! }.joined()
                var appended: [UInt16] = [7, 8]
                UTF16Text.append(text, to: &appended)
                #expect(appended == [7, 8] + Array(text.utf16), "\(text.debugDescription)")
            }
        }
    }

    @Test func loneSurrogatesAreRepairedAsTheStandardLibraryDoes() {
        for units: [UInt16] in [[0xD800], [0xDC00, 0x41], [0x41, 0xD83D], [0xD83D, 0xD83D, 0xDE00], [0xDE00, 0xD83D]] {
            #expect(same(units), "\(units)")
        }
    }

    @Test func everyBMPUnitAlone() {
        var wrong: [UInt16] = []
        for u in UInt16(0)...UInt16.max where !same([u, 0x20]) || !same([u]) { wrong.append(u) }
        #expect(wrong.isEmpty)
    }
}
