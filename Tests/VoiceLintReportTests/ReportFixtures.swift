import Foundation
import VoiceLintCatalog
import VoiceLintReport
import VoiceLintRules

/// Reports for the reporter tests: the demo catalogs in Translations/, checked for real,
/// and small hand-made results with awkward texts.
enum ReportFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Translations/ loaded and checked, with paths relative to the repository (as the command line has them).
    static let demo: Report = {
        _ = FileManager.default.changeCurrentDirectoryPath(root.path)
        let catalog = try! CatalogLoader().load(["Translations"])
        let result = Checker(languages: try! LanguageStore()).check(catalog)
        return Report(result: result, toolVersion: "0.1.0")
    }()

    static func finding(_ locale: String, _ key: String, _ severity: Severity, rule: String = "hint-verb-form",
                        role: Role = .hint, table: String = "App/Localizable", variant: String = "",
                        text: String = "Delete the event.", message: String = "m", suggestion: String? = nil,
                        applicability: Applicability = .safe,
                        file: String = "App/Localizable.xcstrings", line: Int = 10, column: Int = 5) -> Finding {
        Finding(rule: rule, severity: severity, role: role, locale: locale, table: table, key: key, variant: variant,
                text: text, message: message, suggestion: suggestion, applicability: applicability,
                location: SourceLocation(file: file, line: line, column: column))
    }

    static func report(_ findings: [Finding], strings: [String: Int] = [:]) -> Report {
        var locales: [String] = []
        for f in findings where !locales.contains(f.locale) { locales.append(f.locale) }
        for l in strings.keys.sorted() where !locales.contains(l) { locales.append(l) }
        let census = locales.map { l -> LocaleCensus in
            var c = LocaleCensus(locale: l, profile: l)
            c.strings = strings[l] ?? 10
            return c
        }
        return Report(result: CheckResult(findings: findings, census: census), toolVersion: "0.1.0")
    }
}
