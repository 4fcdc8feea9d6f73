import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

final class SARIFReporterTests: XCTestCase {
    static let schemaDocument: JSON = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/sarif-schema-2.1.0.json")
        return try! JSON.parse(String(contentsOf: url, encoding: .utf8))
    }()

    /// In this copy of the schema the root object is `definitions/Root`.
    static let root = "#/definitions/Root"

    var validator: JSONSchemaValidator { JSONSchemaValidator(document: Self.schemaDocument) }

    func demoSARIF() throws -> JSON {
        try JSON.parse(SARIFReporter().render(ReportFixtures.demo))
    }

    func testTheValidatorUnderstandsEveryKeywordOfTheSchema() {
        XCTAssertNotNil(validator.resolve(Self.root))
        XCTAssertEqual(validator.unsupportedKeywords(), [], "the validator would skip these")
    }

    func testTheDemoReportIsValidSARIF() throws {
        let report = ReportFixtures.demo
        XCTAssertFalse(report.result.findings.isEmpty, "the demo catalogs carry mistakes")
        let sarif = try demoSARIF()
        XCTAssertEqual(validator.validate(sarif, against: Self.root), [])

        XCTAssertEqual(sarif["$schema"]?.string, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(sarif["version"]?.string, "2.1.0")
        XCTAssertEqual(sarif["runs"]?.array?.count, 1)
        let run = try XCTUnwrap(sarif["runs"]?[0])
        let driver = try XCTUnwrap(run["tool"]?["driver"])
        XCTAssertEqual(driver["name"]?.string, "voicelint")
        XCTAssertEqual(driver["version"]?.string, "0.1.0")
        let rules = try XCTUnwrap(driver["rules"]?.array)
        XCTAssertEqual(rules.compactMap { $0["id"]?.string }, RuleRegistry.all.map(\.info.id))
        XCTAssertEqual(rules[0]["name"]?.string, "LabelEmpty")
        XCTAssertEqual(rules[0]["defaultConfiguration"]?["level"]?.string, "error")
        XCTAssertEqual(rules[0]["properties"]?["tags"], .array([.string("label")]))
        for (r, info) in zip(rules, RuleRegistry.all.map(\.info)) {
            XCTAssertEqual(r["shortDescription"]?["text"]?.string, info.summary)
            XCTAssertEqual(r["fullDescription"]?["text"]?.string, info.rationale)
            XCTAssertEqual(r["help"]?["text"]?.string, info.fix)
        }

        let results = try XCTUnwrap(run["results"]?.array)
        XCTAssertEqual(results.count, report.result.findings.count)
        var fingerprints = Set<String>()
        for (r, f) in zip(results, report.result.findings) {
            XCTAssertEqual(r["ruleId"]?.string, f.rule)
            let index = try XCTUnwrap(r["ruleIndex"]?.number.map(Int.init))
            XCTAssertEqual(rules[index]["id"]?.string, f.rule, "ruleIndex points at the rule")
            XCTAssertEqual(r["level"]?.string, f.severity == .info ? "note" : f.severity.rawValue)
            let message = try XCTUnwrap(r["message"]?["text"]?.string)
            XCTAssertTrue(message.contains("[\(f.locale)]") && message.contains(f.key), message)
            let location = try XCTUnwrap(r["locations"]?[0]?["physicalLocation"])
            let uri = try XCTUnwrap(location["artifactLocation"]?["uri"]?.string)
            XCTAssertEqual(uri.removingPercentEncoding, f.location.file)
            XCTAssertFalse(uri.contains(" ") || uri.contains("\\"))
            XCTAssertEqual(location["region"]?["startLine"]?.number, Double(f.location.line))
            XCTAssertEqual(location["region"]?["startColumn"]?.number, Double(f.location.column))
            let print = try XCTUnwrap(r["partialFingerprints"]?[SARIFReporter.fingerprintKey]?.string)
            XCTAssertEqual(print.count, 16)
            fingerprints.insert(print)
            XCTAssertEqual(r["properties"]?["locale"]?.string, f.locale)
            XCTAssertEqual(r["properties"]?["key"]?.string, f.key)
            XCTAssertEqual(r["properties"]?["role"]?.string, f.role.rawValue)
            XCTAssertEqual(r["properties"]?["text"]?.string, f.text)
            XCTAssertEqual(r["properties"]?["suggestion"]?.string, f.suggestion)
        }
        XCTAssertGreaterThan(Double(fingerprints.count), 0.9 * Double(results.count), "fingerprints tell findings apart")
        XCTAssertTrue(results.contains { ($0["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.string ?? "").contains("%20") },
                      "the demo has a path with a space (Localized Contents)")
    }

    func testTheValidatorRejectsBrokenSARIF() throws {
        let good = try demoSARIF()
        guard case .object(var root) = good, case .array(var runs)? = root["runs"], case .object(let run) = runs[0],
              case .array(let results)? = run["results"], case .object(let first) = results[0] else {
            return XCTFail("unexpected shape")
        }
        func with(_ edit: (inout [String: JSON]) -> Void) -> JSON {
            var r = first
            edit(&r)
            var rs = results
            rs[0] = .object(r)
            var rn = run
            rn["results"] = .array(rs)
            var all = runs
            all[0] = .object(rn)
            var o = root
            o["runs"] = .array(all)
            return .object(o)
        }
        func rejects(_ doc: JSON, _ mention: String, file: StaticString = #filePath, line: UInt = #line) {
            let failures = validator.validate(doc, against: Self.root)
            XCTAssertFalse(failures.isEmpty, "accepted: \(mention)", file: file, line: line)
            XCTAssertTrue(failures.contains { $0.description.contains(mention) }, "\(failures)", file: file, line: line)
        }

        rejects(with { $0["level"] = .string("fatal") }, "\"fatal\" is not one of")
        rejects(with { $0["message"] = nil }, "required property \"message\"")
        rejects(with { $0["severity"] = .string("error") }, "\"severity\"")
        rejects(with { $0["ruleIndex"] = .number(1.5) }, "expected integer")
        rejects(with { r in
            r["locations"] = .array([.object(["physicalLocation": .object([
                "artifactLocation": .object(["uri": .string("Localized Contents/fr.xliff")]),
                "region": .object(["startLine": .number(0)]),
            ])])])
        }, "must be percent-encoded")
        rejects(with { r in
            r["locations"] = .array([.object(["physicalLocation": .object(["region": .object(["startLine": .number(0)])])])])
        }, "less than the minimum")

        var noVersion = root
        noVersion["version"] = nil
        rejects(.object(noVersion), "required property \"version\"")
        var oldVersion = root
        oldVersion["version"] = .string("2.0.0")
        rejects(.object(oldVersion), "\"2.0.0\" is not one of")
        var noDriver = run
        noDriver["tool"] = .object([:])
        runs[0] = .object(noDriver)
        root["runs"] = .array(runs)
        rejects(.object(root), "required property \"driver\"")
    }

    func testFNV1a64() {
        // The published FNV-1a 64-bit test vectors.
        XCTAssertEqual(SARIFReporter.fnv1a64(""), "cbf29ce484222325")
        XCTAssertEqual(SARIFReporter.fnv1a64("a"), "af63dc4c8601ec8c")
        XCTAssertEqual(SARIFReporter.fnv1a64("foobar"), "85944171f73967e8")
    }

    func testFingerprintIgnoresThePositionOnly() {
        let a = ReportFixtures.finding("fr", "save.accessibilityHint", .warning, line: 10)
        var moved = a
        moved.location.line = 99
        XCTAssertEqual(SARIFReporter.fingerprint(a), SARIFReporter.fingerprint(moved))
        var other = a
        other.locale = "de"
        XCTAssertNotEqual(SARIFReporter.fingerprint(a), SARIFReporter.fingerprint(other))
        other = a
        other.text = "Delete the events."
        XCTAssertNotEqual(SARIFReporter.fingerprint(a), SARIFReporter.fingerprint(other))
    }

    func testNamesAndURIs() {
        XCTAssertEqual(SARIFReporter.upperCamelCase("label-empty"), "LabelEmpty")
        XCTAssertEqual(SARIFReporter.upperCamelCase("hint-verb-form"), "HintVerbForm")
        XCTAssertEqual(SARIFReporter.uri("App/fr.xcloc/Localized Contents/fr.xliff"), "App/fr.xcloc/Localized%20Contents/fr.xliff")
        XCTAssertEqual(SARIFReporter.uri("./App\\Base.lproj/Main.strings"), "App/Base.lproj/Main.strings")
        XCTAssertEqual(SARIFReporter.uri("Übersetzung/a#b.strings"), "%C3%9Cbersetzung/a%23b.strings")
        XCTAssertEqual(SARIFReporter.uri("/abs/x y.strings"), "file:///abs/x%20y.strings")
        XCTAssertEqual(SARIFReporter.level(.info), "note")
    }

    func testASmallReportIsValidToo() throws {
        let r = ReportFixtures.report([
            ReportFixtures.finding("fr", "a\"b", .info, rule: "not-a-registered-rule", text: "tab\there\nnew line \u{1}",
                                   suggestion: "Supprime l’événement.", file: "dir with space/ä.strings", line: 0, column: 0),
        ])
        let sarif = try JSON.parse(SARIFReporter().render(r))
        XCTAssertEqual(validator.validate(sarif, against: Self.root), [])
        let result = try XCTUnwrap(sarif["runs"]?[0]?["results"]?[0])
        XCTAssertNil(result["ruleIndex"], "no index for a rule the driver does not list")
        XCTAssertEqual(result["properties"]?["text"]?.string, "tab\there\nnew line \u{1}")
        let empty = try JSON.parse(SARIFReporter().render(ReportFixtures.report([])))
        XCTAssertEqual(validator.validate(empty, against: Self.root), [])
    }
}
