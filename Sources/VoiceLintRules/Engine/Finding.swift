import Foundation
import VoiceLintCatalog

/// What a string is to VoiceOver: a label, a hint, a part (one piece of a label the app's
/// code composes from several strings), or other text.
public enum Role: String, Sendable, CaseIterable, Codable {
    case label, hint, other, part
}

/// How much a finding matters; the gate fails at a configured level.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case info, warning, error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Whether `--fix` may write a suggestion (Ruff's model). `safe`: the meaning is kept by
/// construction (whitespace, the case of the first letter, a full stop on a one-sentence text),
/// `--fix` writes it; `unsafe`: words change (a verb conjugated, a gesture clause removed, an
/// abbreviation spelled out), only `--fix --unsafe-fixes` writes it; `displayOnly`: advice for
/// the writer, never written (a word deleted, a text that is not one sentence).
public enum Applicability: String, Sendable, CaseIterable, Comparable {
    case safe, unsafe, displayOnly = "display-only"

    private var rank: Int { self == .safe ? 0 : self == .unsafe ? 1 : 2 }
    public static func < (a: Applicability, b: Applicability) -> Bool { a.rank < b.rank }
}

/// One problem in one string.
public struct Finding: Sendable {
    public var rule: String
    public var severity: Severity
    public var role: Role
    /// The index of the catalog's entry the checker found this on, -1 for a finding made
    /// elsewhere: the quality table tells a locale's keys apart by it, without reading their
    /// strings (the catalog has one entry per table and key). (Beside the role, in room the
    /// finding had unused.)
    package var entryIndex: Int32 = -1
    public var locale: String
    public var table: String
    public var key: String
    /// The variation, e.g. "plural.one"; empty for a plain value.
    public var variant: String
    public var text: String
    public var message: String
    public var suggestion: String?
    /// Whether `--fix` writes the suggestion; nil when there is none.
    public var applicability: Applicability?
    public var location: SourceLocation

    /// The order of a report: by place (file, line, column), then rule, locale and variation.
    /// (Not inlined into its callers: inlined into the standard library's sort, each comparison
    /// there copied a finding, and retained its eleven strings.)
    @inline(never)
    public static func inReportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location.line != b.location.line || a.location.column != b.location.column || a.location.file != b.location.file {
            return a.location < b.location
        }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.locale != b.locale { return a.locale < b.locale }
        return a.variant < b.variant
    }

    /// What a report says after "suggestion" of whether `--fix` writes it: nothing for a safe
    /// one, " (unsafe)" for one only `--unsafe-fixes` writes, " (display-only)" for advice.
    public var applicabilityNote: String {
        switch applicability {
        case .safe, nil: return ""
        case .unsafe: return " (unsafe)"
        case .displayOnly: return " (display-only)"
        }
    }

    /// The key as people read it: a gettext context joined with "|" instead of U+0004.
    /// (Its bytes are looked at first: most keys have no context.)
    public var displayKey: String {
        key.utf8.contains(4) && key.contains("\u{4}") ? key.replacingOccurrences(of: "\u{4}", with: "|") : key
    }

    /// A finding that holds no reference (empty strings): what a finding moved out of an array
    /// leaves in its place where the array cannot be emptied without destroying its elements
    /// (`FindingMerge`).
    static let vacancy = Finding(rule: "", severity: .info, role: .other, locale: "", table: "", key: "", text: "", message: "",
                                 location: SourceLocation(file: "", line: 0, column: 0))

    public init(rule: String, severity: Severity, role: Role, locale: String, table: String, key: String,
                variant: String = "", text: String, message: String, suggestion: String? = nil,
                applicability: Applicability? = nil, location: SourceLocation) {
        self.rule = rule
        self.severity = severity
        self.role = role
        self.locale = locale
        self.table = table
        self.key = key
        self.variant = variant
        self.text = text
        self.message = message
        self.suggestion = suggestion
        self.applicability = suggestion == nil ? nil : applicability ?? .displayOnly
        self.location = location
    }
}
