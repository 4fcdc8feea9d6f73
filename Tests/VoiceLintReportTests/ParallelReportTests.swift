import XCTest
import VoiceLintReport
import VoiceLintRules

/// Reports whose findings are rendered by several threads, in chunks, are the reports
/// rendered in turn by one, byte for byte.
final class ParallelReportTests: XCTestCase {
    /// More findings than two windows of the default chunks (two threads, two chunks each),
    /// with texts to escape, suggestions and variations now and then.
    static let many: Report = ReportFixtures.report((0..<(4 * 2048 + 5)).map { n in
        ReportFixtures.finding(["fr", "de", "ja"][n % 3], "key.\(n)", n % 4 == 0 ? .error : .warning,
                               variant: n % 5 == 0 ? "plural.one" : "", text: "Tap \"\(n)\"\n\u{2028}",
                               message: "“\(n)” \\ m", suggestion: n % 2 == 0 ? "Taps \(n)" : nil, line: n + 1, column: n % 7)
    })

    /// The bytes a reporter hands on, the items rendered by `threads` in chunks of `perChunk`.
    func written(_ format: OutputFormat, _ report: Report, threads: Int, perChunk: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let out = ReportOutput { bytes.append(contentsOf: $0) }
        out.parallelism = threads
        out.itemsPerChunk = perChunk
        Reporters.reporter(for: format).write(report, to: out)
        out.finish()
        return bytes
    }

    func testChunksRenderedInParallelAreTheReportRenderedInTurn() {
        for format in [OutputFormat.json, .sarif] {
            for report in [Self.many, ReportFixtures.demo] {
                let serial = written(format, report, threads: 1, perChunk: 2048)
                XCTAssertGreaterThan(report.result.findings.count, 100)
                for (threads, perChunk) in [(2, 2048), (2, 7), (3, 100), (4, 1), (8, 999)] {
                    let parallel = written(format, report, threads: threads, perChunk: perChunk)
                    XCTAssertTrue(parallel == serial, "\(format), \(report.result.findings.count) findings, \(threads) threads, \(perChunk) per chunk")
                }
                // Collected whole (no sink), as `render` does.
                let collected = ReportOutput()
                collected.parallelism = 2
                collected.itemsPerChunk = 10
                Reporters.reporter(for: format).write(report, to: collected)
                XCTAssertTrue(collected.bytes == serial, "\(format) collected")
            }
        }
    }
}
