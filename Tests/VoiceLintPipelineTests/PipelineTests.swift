import Foundation
import XCTest
import VoiceLintPipeline
import VoiceLintRules

/// The main job through the library's public surface only, as the README shows it.
final class PipelineTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
    var translations: String { root + "/Translations" }

    func testTheDemoCatalogsFailTheGateWithTheGoldenFindings() throws {
        let run = try VoiceLint.check(paths: [translations])
        let golden = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Tests/VoiceLintEndToEndTests/Golden/translations.json"))) as! [String: Any]
        let diagnostics = golden["diagnostics"] as! [[String: Any]]
        XCTAssertEqual(run.report.result.findings.count, diagnostics.count)
        XCTAssertEqual(Set(run.report.result.findings.map(\.rule)), Set(diagnostics.map { $0["rule"] as! String }))
        XCTAssertEqual(run.all.count, run.report.result.findings.count, "no baseline: every finding is reported")
        XCTAssertEqual(run.report.table.rows.count, (golden["languages"] as! [Any]).count)
        XCTAssertNil(run.fix)
        XCTAssertEqual(run.exitStatus, 1)
        XCTAssertFalse(run.gateFailures.isEmpty)
    }

    func testABaselineHidesKnownFindingsAndPassesTheGate() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-pipeline-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let baseline = dir.appendingPathComponent("baseline.json").path
        var options = CheckOptions()
        options.writeBaseline = baseline
        let first = try VoiceLint.check(paths: [translations], options: options)
        XCTAssertEqual(first.wroteBaseline, first.all.count)
        options = CheckOptions()
        options.baseline = baseline
        let second = try VoiceLint.check(paths: [translations], options: options)
        XCTAssertEqual(second.report.result.findings.count, 0)
        XCTAssertEqual(second.report.baseline?.known, first.all.count)
        XCTAssertEqual(second.all.count, first.all.count, "the baseline hides findings, it does not remove them")
        XCTAssertEqual(second.exitStatus, 0)
    }

    func testOnlyTheLocalesAskedForAreChecked() throws {
        var options = CheckOptions()
        options.locales = ["fr"]
        let run = try VoiceLint.check(paths: [translations], options: options)
        XCTAssertFalse(run.all.isEmpty)
        XCTAssertEqual(Set(run.all.map(\.locale)), ["fr"])
    }

    func testUnusableInputIsAnErrorThatNamesTheFile() {
        XCTAssertThrowsError(try VoiceLint.check(paths: [root + "/no-such-folder"])) { e in
            XCTAssertTrue("\(e)".contains("no-such-folder"), "\(e)")
        }
        XCTAssertThrowsError(try VoiceLint.configuration(explicit: root + "/missing.json", searchFrom: ".")) { e in
            XCTAssertEqual("\(e)", root + "/missing.json: no such configuration file")
        }
    }
}
