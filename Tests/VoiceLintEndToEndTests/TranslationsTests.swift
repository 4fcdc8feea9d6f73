import Foundation
import XCTest
import VoiceLintCatalog
import VoiceLintPipeline
import VoiceLintReport
@testable import VoiceLintRules

/// The whole pipeline on the demo catalogs in Translations/, checked against
/// their answer key (Translations/MISTAKES.md) and golden output.
final class TranslationsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let result: CheckResult = {
        FileManager.default.changeCurrentDirectoryPath(root.path)
        let catalog = try! CatalogLoader().load(["Translations"])
        return Checker(languages: try! LanguageStore()).check(catalog)
    }()

    struct Mistake { var file: String; var locale: String; var key: String; var rule: String; var text: String }

    /// The rows of the answer key's per-file tables.
    static func mistakes() throws -> [Mistake] {
        let text = try String(contentsOf: root.appendingPathComponent("Translations/MISTAKES.md"), encoding: .utf8)
        var out: [Mistake] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 9, Int(cells[1]) != nil else { continue }
            let unquote = { (s: String) in s.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            var key = unquote(cells[4])
            if let r = key.range(of: "` [") { key = String(key[..<r.lowerBound]) }
            if let r = key.range(of: " [") { key = String(key[..<r.lowerBound]) }
            if key.hasPrefix("/"), let r = key.range(of: ":dict/") { key = String(key.dropFirst().prefix(upTo: r.lowerBound)) }
            let file = unquote(cells[2])
            let locale = file.contains("Base.lproj") ? "Base" : cells[3]
            out.append(Mistake(file: file, locale: locale, key: key, rule: unquote(cells[7]), text: cells[5]))
        }
        return out
    }

    func testTheAnswerKeyIsFound() throws {
        let mistakes = try Self.mistakes()
        XCTAssertGreaterThan(mistakes.count, 200, "the answer key was not read")
        let languages = try LanguageStore()
        let copyRules = Set(RuleRegistry.copy.map(\.info.id))
        var missed: [String] = []
        var checked = 0
        for m in mistakes {
            // Copy rules run where the language has a profile; localisation rules everywhere.
            if copyRules.contains(m.rule) && !languages.context(for: m.locale).hasProfile { continue }
            checked += 1
            // A key missing from a locale's file is reported where the source has it.
            let found = Self.result.findings.contains { f in
                f.rule == m.rule && f.locale == m.locale && f.key == m.key && (f.location.file.hasSuffix(m.file) || m.rule == "missing-translation")
            }
            if !found { missed.append("\(m.locale) \(m.key) \(m.rule): \(m.text) (\(m.file))") }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertTrue(missed.isEmpty, "not reported (\(missed.count) of \(checked)):\n" + missed.joined(separator: "\n"))
    }

    func testTrapsAreNoErrors() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Translations/MISTAKES.md"), encoding: .utf8)
        guard let traps = text.components(separatedBy: "## Traps").last else { return XCTFail("no Traps section") }
        // key -> the locales the trap is about (nil: every locale but the excluded one).
        var traps_: [(key: String, locales: Set<String>?, except: String?)] = []
        for line in traps.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| file") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3 else { continue }
            let l = cells[2]
            let locales: Set<String>? = l.contains("all") ? nil : Set(l.components(separatedBy: ", "))
            let except = l.contains("all but en") ? "en" : nil
            for part in cells[3].split(separator: "`").enumerated() where part.offset % 2 == 1 {
                traps_.append((String(part.element), locales, except))
            }
        }
        XCTAssertGreaterThan(traps_.count, 5)
        let errors = Self.result.findings.filter { f in
            f.severity == .error && traps_.contains { t in
                t.key == f.key && (t.locales?.contains(f.locale) ?? true) && t.except != f.locale
            }
        }
        XCTAssertTrue(errors.isEmpty, errors.map { "\($0.locale) \($0.key) \($0.rule): \($0.text)" }.joined(separator: "\n"))
    }

    func testEveryLanguageHasARow() {
        let locales = Set(Self.result.census.map(\.locale))
        for l in ["en", "fr", "de", "es", "it", "pt-BR", "nl", "ja", "zh-Hans", "ko", "ru", "ar"] {
            XCTAssertTrue(locales.contains(l), "\(l) has no row")
        }
    }

    /// Every format's report, byte for byte, as the command line makes it (the pipeline: Base.lproj's
    /// findings under the development language, roles from the sources). Set VOICELINT_UPDATE_GOLDEN=1
    /// to rewrite them.
    func testGoldenOutput() throws {
        FileManager.default.changeCurrentDirectoryPath(Self.root.path)
        var options = CheckOptions()
        options.toolVersion = "0.1.0"
        let report = try VoiceLint.check(paths: ["Translations"], options: options).report
        var outputs: [(String, String)] = [("translations.json", JSONReporter().render(report)), ("translations.txt", TextReporter().render(report))]
        for (format, ext) in [(OutputFormat.sarif, "sarif"), (.junit, "junit.xml"), (.xcode, "xcode.txt"), (.github, "github.txt"),
                              (.markdown, "md"), (.html, "html")] {
            outputs.append(("translations.\(ext)", Reporters.reporter(for: format).render(report)))
        }
        for (name, text) in outputs {
            let url = Self.root.appendingPathComponent("Tests/VoiceLintEndToEndTests/Golden/\(name)")
            if ProcessInfo.processInfo.environment["VOICELINT_UPDATE_GOLDEN"] != nil {
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            if golden != text {
                let a = golden.split(separator: "\n", omittingEmptySubsequences: false), b = text.split(separator: "\n", omittingEmptySubsequences: false)
                let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                XCTFail("\(name) differs at line \(i + 1):\n golden: \(i < a.count ? a[i] : "<end>")\n    now: \(i < b.count ? b[i] : "<end>")\n(VOICELINT_UPDATE_GOLDEN=1 swift test rewrites it)")
            }
        }
    }

    /// Every catalog of the real apps beside the project loads (when the folder is there).
    func testRealCatalogsLoad() throws {
        let corpus = Self.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("no shared/corpus beside the project") }
        let catalog = try CatalogLoader().load([corpus.path])
        XCTAssertGreaterThan(catalog.files.count, 100)
        XCTAssertGreaterThan(catalog.entries.count, 1000)
    }
}

extension TranslationsTests {
    /// One thread or many, the same findings in the same order, and the same table:
    /// locales are split between workers, and the output is sorted whatever they did.
    func testOneThreadAndManyGiveTheSameFindings() throws {
        FileManager.default.changeCurrentDirectoryPath(Self.root.path)
        let catalog = try CatalogLoader().load(["Translations", "../shared/corpus/Dimillian__IceCubesApp"].filter { FileManager.default.fileExists(atPath: $0) })
        let languages = try LanguageStore()
        func run(_ threads: Int, entriesPerRun: Int = 4096, ownSourceContexts: Bool = false) -> (String, [String]) {
            var options = Checker.Options()
            options.parallelism = threads
            options.entriesPerRun = entriesPerRun
            // These catalogs are small: each worker reads the store's source contexts unless told otherwise.
            if ownSourceContexts { options.ownSourceContextsFrom = 0 }
            let r = Checker(languages: languages, options: options).check(catalog)
            let lines = r.findings.map { "\($0.location) \($0.rule) \($0.locale) \($0.key) \($0.variant) \($0.severity) \($0.message) \($0.suggestion ?? "-")" }
            return (lines.joined(separator: "\n"), QualityTable.build(r).rows.map { "\($0.locale) \($0.strings) \($0.labels) \($0.hints) \($0.missing) \($0.score)" })
        }
        let one = run(1)
        XCTAssertGreaterThan(one.0.count, 1000)
        for threads in [2, 5, 16] {
            let many = run(threads)
            XCTAssertEqual(many.0, one.0, "\(threads) threads")
            XCTAssertEqual(many.1, one.1, "\(threads) threads")
        }
        // Each locale's entries in four runs, which the workers share at the end.
        for threads in [2, 3] {
            let shared = run(threads, entriesPerRun: 10)
            XCTAssertEqual(shared.0, one.0, "\(threads) threads, runs of entries")
            XCTAssertEqual(shared.1, one.1, "\(threads) threads, runs of entries")
        }
        // Each worker with contexts of the source languages of its own, as on a large catalog.
        for threads in [2, 5] {
            let own = run(threads, entriesPerRun: 10, ownSourceContexts: true)
            XCTAssertEqual(own.0, one.0, "\(threads) threads, own source contexts")
            XCTAssertEqual(own.1, one.1, "\(threads) threads, own source contexts")
        }
    }
}
