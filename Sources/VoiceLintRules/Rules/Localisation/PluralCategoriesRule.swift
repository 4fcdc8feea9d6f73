import VoiceLintCatalog
import VoiceLintText

/// `plural-categories`: a plural variation lacks a category the locale needs,
/// or has one the locale never uses (CLDR rules from ICU).
struct PluralCategoriesRule: Rule {
    var info: RuleInfo { Self.description }
    var checks: RuleChecks { .localizations }
    /// What the rule is: held once, so that calling the rule copies nothing.
    static let description = RuleInfo(
        id: "plural-categories", applies: .any, severity: .error,
        summary: "A plural variation lacks a category that the language needs (per ICU/CLDR), or has one it can never use.",
        rationale: "With a category missing, iOS falls back to \"other\": a Russian user hears \"5 файла\" where the grammar needs \"5 файлов\".",
        fix: "Add the missing categories (ru: one, few, many, other; ar: zero, one, two, few, many, other); remove the ones the language never selects.",
        examples: [
            RuleExample(locale: "ru", role: .other, plural: ["one": "%lld файл", "few": "%lld файла", "other": "%lld файла"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .triggers(suggestion: nil), why: "many is missing"),
            RuleExample(locale: "ru", role: .other, plural: ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .passes),
            RuleExample(locale: "ar", role: .other, plural: ["zero": "لا ملفات", "one": "ملف واحد", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .triggers(suggestion: nil), why: "two is missing"),
            RuleExample(locale: "fr", role: .other, plural: ["one": "%lld fichier", "other": "%lld fichiers"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .triggers(suggestion: nil), severity: .warning, why: "many (for millions) missing: a warning"),
            RuleExample(locale: "ja", role: .other, plural: ["one": "%lld 件", "other": "%lld 件"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .triggers(suggestion: nil), severity: .warning, why: "Japanese never selects one"),
            RuleExample(locale: "ja", role: .other, plural: ["other": "%lld 件"], sourcePlural: ["one": "%lld file", "other": "%lld files"], expect: .passes),
            RuleExample(locale: "en", role: .other, plural: ["zero": "No files", "one": "%lld file", "other": "%lld files"], expect: .passes, why: "zero is allowed as an explicit case in every language"),
            RuleExample(locale: "en", role: .other, plural: ["other": "%lld files"], expect: .triggers(suggestion: nil), why: "English needs one"),
        ])

    func check(localization c: LocalizationContext, into out: inout FindingSink) {
        // Most keys have no plural: looked for in place, before anything is copied.
        guard c.localizationPointer?.pointee.everyUnit({ $0.pointee.variant.isEmpty }) == false,
              let l = c.localization, c.isSource || c.entry.shouldTranslate else { return }
        var groups: [[String]: [TextUnit]] = [:]
        var order: [[String]] = []
        for u in l.units {
            guard let g = u.pluralGroup, u.variant.contains("plural") else { continue }
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(u)
        }
        // Most keys have no plural.
        guard !order.isEmpty else { return }
        let language = c.language.locale
        let needed = c.language.pluralCategories
        for g in order {
            let units = groups[g]!
            let have = Set(units.compactMap(\.pluralCategory))
            let first = units[0]
            // gettext's Plural-Forms has no form for fractions: "other" cannot be written there.
            let gettext = first.location.file.hasSuffix(".po")
            let missing = needed.filter { !have.contains($0) && !(gettext && $0 == "other" && have.count > 1) }
            let where_ = g.isEmpty ? "" : " in \(g.joined(separator: "."))"
            if !missing.isEmpty {
                let onlyMany = missing == ["many"] && ["fr", "es", "it", "pt", "ca"].contains(UntranslatedRule.language(language))
                out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: first,
                           "the \(c.locale) plural\(where_) lacks \(missing.joined(separator: ", ")) (\(language) uses \(needed.joined(separator: ", ")))"
                               + (onlyMany ? "; many is for large round numbers (1 000 000 de fichiers)" : ""),
                           severity: onlyMany ? .warning : nil)
            }
            let unused = PluralRules.order.filter { have.contains($0) && !needed.contains($0) && $0 != "zero" }
            if !unused.isEmpty, let u = units.first(where: { unused.contains($0.pluralCategory ?? "") }) {
                out.report(info, entry: c.entry, locale: c.locale, role: c.role, unit: u,
                           "the \(c.locale) plural\(where_) has \(unused.joined(separator: ", ")), which \(language) never selects (it uses \(needed.joined(separator: ", ")))",
                           severity: .warning)
            }
        }
    }
}
