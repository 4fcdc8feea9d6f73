import Foundation
import XCTest
import VoiceLintReport

/// Reports written in chunks are the reports rendered whole.
final class StreamedReportTests: XCTestCase {
    func testChunksJoinToTheRenderedReport() {
        let report = ReportFixtures.demo
        for format in OutputFormat.allCases {
            let reporter = Reporters.reporter(for: format)
            var chunks: [[UInt8]] = []
            let out = ReportOutput { chunks.append(Array($0)) }
            reporter.write(report, to: out)
            out.finish()
            XCTAssertEqual(String(decoding: chunks.joined(), as: UTF8.self), reporter.render(report), "\(format)")
        }
    }

    func testJSONStringsAreQuotedAsTheWriterQuotesThem() {
        var controls = ""
        for v in UInt32(0)..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(v)!) }
        for s in ["plain", "a \"quoted\" \\ back", "line\nbreak\t", "\u{2028}\u{2029}", "é😀 “curly”", "\u{1}", "", "\"", "\u{2027}\u{202A}\u{2028}x",
                  "end \u{2029}", "\u{E2}\u{80}", "“…” \r\n", controls, "\u{1F}\u{7F}"] {
            let out = ReportOutput()
            out.writeJSONString(s)
            XCTAssertEqual(out.text, JSONValueOut.quote(s))
            // What a JSON reader reads back is the string.
            let read = try? JSONDecoder().decode([String].self, from: Data(("[" + out.text + "]").utf8))
            XCTAssertEqual(read, [s], out.text)
        }
        // The escapes as Xcode writes them: named ones, lower-case \u00xx, U+2028 and U+2029.
        for (s, quoted) in [("\u{1}", #""\u0001""#), ("line\nbreak\t", #""line\nbreak\t""#), ("\u{2028}\u{2029}", #""\u2028\u2029""#),
                            ("a \"quoted\" \\ back", #""a \"quoted\" \\ back""#), ("é😀 “curly”/", #""é😀 “curly”/""#),
                            ("\u{1F}\u{7F}\r", "\"\\u001f\u{7F}\\r\"")] {
            XCTAssertEqual(JSONValueOut.quote(s), quoted, s)
        }
    }
}
