import XCTest
import VoiceLintCatalog
@testable import VoiceLintRules

/// The parts' merge is the parts joined, then sorted by a stable sort: the same findings in
/// the same order (ties kept in the parts' order, then their order in a part), in one piece or
/// many, and nothing lost or destroyed twice.
final class FindingMergeTests: XCTestCase {
    /// A finding at a line and column of one of two files, with a rule and locale from short
    /// lists (many ties), and a message that names where it came from.
    private func finding(_ g: inout SystemRandomNumberGenerator, part: Int, index: Int) -> Finding {
        let files = ["App/Localizable.xcstrings", "App/de.lproj/Localizable.strings"]
        let rules = ["hint-verb-form", "label-length", "label-trailing-period"]
        let locales = ["de", "fr", "ja"]
        return Finding(rule: rules.randomElement(using: &g)!, severity: .warning, role: .hint, locale: locales.randomElement(using: &g)!,
                       table: "Localizable", key: "key.\(Int.random(in: 0..<50, using: &g))", text: "A value of some length, on the heap",
                       message: "part \(part), finding \(index), with text long enough to be stored on the heap",
                       location: SourceLocation(file: files.randomElement(using: &g)!, line: Int.random(in: 1...400, using: &g),
                                                column: Int.random(in: 1...3, using: &g)))
    }

    func testMergedIsTheJoinedPartsStablySorted() {
        var g = SystemRandomNumberGenerator()
        for (partCount, perPart, pieces) in [(30, 400, 8), (30, 400, 1), (5, 3000, 4), (192, 60, 8), (3, 10, 8), (4, 0, 8)] {
            var parts = (0..<partCount).map { p in
                (0..<Int.random(in: perPart / 2...max(perPart, perPart / 2), using: &g)).map { finding(&g, part: p, index: $0) }
                    .sorted(by: Finding.inReportOrder)
            }
            if partCount > 3 { parts[1] = [] }
            var expected = parts.flatMap { $0 }
            expected.sort(by: Finding.inReportOrder)
            let merged = FindingMerge.merged(&parts, pieces: pieces)
            XCTAssertNil(firstDifference(merged, expected), "\(partCount) parts, \(pieces) pieces")
            XCTAssertTrue(parts.isEmpty)
        }
    }

    /// Many findings at one place: the parts' order decides, then the order within each part.
    func testTiesKeepThePartsOrder() {
        var parts = (0..<6).map { p in
            (0..<900).map { i in
                Finding(rule: "label-length", severity: .warning, role: .label, locale: "de", table: "T", key: "k",
                        text: "t", message: "\(p).\(i)", location: SourceLocation(file: "f", line: i < 450 ? 1 : 2, column: 1))
            }
        }
        let expected = (0..<2).flatMap { half in (0..<6).flatMap { p in (half * 450..<(half + 1) * 450).map { "\(p).\($0)" } } }
        let merged = FindingMerge.merged(&parts, pieces: 4)
        XCTAssertEqual(merged.count, expected.count)
        XCTAssertNil(zip(merged, expected).enumerated().first { $0.element.0.message != $0.element.1 }.map { "at \($0.offset): \($0.element.0.message), expected \($0.element.1)" })
    }

    /// Where two lists of findings first differ (count, message or place), nil where they do not.
    private func firstDifference(_ a: [Finding], _ b: [Finding]) -> String? {
        if a.count != b.count { return "\(a.count) findings, expected \(b.count)" }
        for (i, (x, y)) in zip(a, b).enumerated() where x.message != y.message || x.location != y.location {
            return "at \(i): \(x.message), expected \(y.message)"
        }
        return nil
    }

    /// A part is let go once, after every piece up to the last one with a share of it is
    /// merged, whatever order the pieces finish in; empty parts at once.
    func testPartsAreLetGoOnceAfterTheirLastPiece() {
        var g = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let pieces = Int.random(in: 1...10, using: &g)
            let lastPieces = (0..<Int.random(in: 1...30, using: &g)).map { _ in Int.random(in: -1..<pieces, using: &g) }
            let release = FindingMerge.PartRelease(lastPieces)
            var finished = Set<Int>(), released: [Int] = []
            for p in (0..<pieces).shuffled(using: &g) {
                finished.insert(p)
                for k in release.merged(piece: p) {
                    XCTAssertTrue(lastPieces[k] < 0 || (0...lastPieces[k]).allSatisfy { finished.contains($0) }, "part \(k) let go before its pieces")
                    released.append(k)
                }
            }
            XCTAssertEqual(released.sorted(), Array(lastPieces.indices), "every part let go once")
        }
    }
}
