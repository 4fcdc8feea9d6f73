import Foundation
import VoiceLintCatalog

/// Inline suppression: a comment on the entry (xcstrings `comment`, a
/// `.strings` comment, an XLIFF `note`) that contains
/// `voicelint:disable RULE[,RULE]` silences those rules for that key;
/// `voicelint:disable` alone silences every rule. The source's comment
/// applies to every locale; a locale file's own comment to that locale.
public enum Suppression {
    public static func silences(_ rule: String, entry: Entry, locale: String) -> Bool {
        withUnsafePointer(to: entry) { silences(rule, entry: $0, locale: locale) }
    }

    /// `silences(_:entry:locale:)` of the entry where the catalog holds it (a finding's entry
    /// passed on was copied, its strings retained and released, for every finding).
    static func silences(_ rule: String, entry: UnsafePointer<Entry>, locale: String) -> Bool {
        // The locale's localization, read where the entry holds it (not a copy of it).
        entry.pointee.localizations.withUnsafeBufferPointer { ls in
            silences(rule, entry: entry, localization: ls.firstIndex { $0.locale == locale }.map { ls.baseAddress! + $0 })
        }
    }

    /// `silences(_:entry:locale:)` where the locale's localization is known (a unit's, nil where
    /// the entry lacks it): it is read, not looked for by comparing each localization's locale.
    static func silences(_ rule: String, entry: UnsafePointer<Entry>, localization: UnsafePointer<Localization>?) -> Bool {
        if let c = entry.pointee.comment, silences(rule, comment: c) { return true }
        return localization?.pointee.comment.map { silences(rule, comment: $0) } ?? false
    }

    private static func silences(_ rule: String, comment: String) -> Bool {
        guard let rules = disabled(in: comment) else { return false }
        return rules.isEmpty || rules.contains(rule)
    }

    /// The rules a comment disables: nil when it says nothing, empty for all.
    public static func disabled(in comment: String) -> Set<String>? {
        // A byte search first: most comments say nothing to voicelint, and Foundation's search is slow.
        guard TextSearch.contains(comment, "voicelint:disable"), let r = comment.range(of: "voicelint:disable") else { return nil }
        var rest = comment[r.upperBound...]
        guard rest.first.map({ $0 == " " || $0 == ":" || $0 == "=" }) ?? true else { return nil }
        rest = rest.drop { $0 == " " || $0 == ":" || $0 == "=" }
        let list = rest.prefix { !$0.isWhitespace || $0 == " " }
            .split(whereSeparator: { $0 == "," || $0 == " " })
            .map(String.init)
            .prefix { $0.contains("-") && $0.allSatisfy { $0.isLowercase || $0 == "-" } }
        return Set(list)
    }
}
