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
        for s in ["plain", "a \"quoted\" \\ back", "line\nbreak\t", "\u{2028}\u{2029}", "é😀 “curly”", "\u{1}"] {
            let out = ReportOutput()
            out.writeJSONString(s)
            XCTAssertEqual(out.text, JSONValueOut.quote(s))
        }
    }
}
