import Dispatch
import VoiceLintRules

/// What one row of the quality table's findings add up to: counts by severity and by
/// rule, and the points its keys lost (see `QualityTable.formula`).
struct RowTally {
    var errors = 0, warnings = 0, infos = 0
    /// Errors and warnings by rule.
    var rules: [String: (e: Int, w: Int)] = [:]
    /// The points lost by keys with findings.
    var lost = 0.0
    /// The keys found missing (by `missing-translation` on their value).
    var missingSeen = 0

    /// The findings of each row (`row(locale)`): the findings are shared out by row, then
    /// the rows are tallied at the same time.
    static func rows(_ findings: [Finding], row: (String) -> String) -> [String: RowTally] {
        var names: [String] = [], rowOf: [String: Int] = [:], members: [[Member]] = []
        // The rows of the locales met, by the bits of the finding's locale string: findings come
        // sorted by place, where a key's locales follow one another, so the locale changes at
        // nearly every finding, and its row was looked up by hashing its name each time (on one
        // core: 9 M instructions at 10,000 keys, 2 M this way). Equal bits are the same text; a
        // locale not among these is looked up by its name. (Read where the array holds each
        // finding: a copy of a finding retained and released its eleven strings.)
        var known: [(bits: (UInt64, UInt64), row: Int, locale: Int)] = []
        // Each locale's number, by its text: a key is its entry and its locale's number.
        var localeNumbers: [String: Int] = [:]
        // Whether every finding names its entry (`Finding.entryIndex`): then a row's keys are
        // told apart by entry and locale; else by their strings (findings made elsewhere).
        var byEntry = true
        let localeOffset = MemoryLayout<Finding>.offset(of: \Finding.locale)!
        findings.withUnsafeBufferPointer { all in
            for i in all.indices {
                let bits = UnsafeRawPointer(all.baseAddress! + i).load(fromByteOffset: localeOffset, as: (UInt64, UInt64).self)
                var r = -1, locale = -1
                for k in known where k.bits == bits { r = k.row; locale = k.locale; break }
                if r < 0 {
                    let name = row(all[i].locale)
                    if let found = rowOf[name] {
                        r = found
                    } else {
                        r = names.count
                        rowOf[name] = r
                        names.append(name)
                        members.append([])
                    }
                    locale = localeNumbers[all[i].locale] ?? localeNumbers.count
                    localeNumbers[all[i].locale] = locale
                    if known.count < 64 { known.append((bits, r, locale)) }
                }
                let entry = Int(all[i].entryIndex)
                byEntry = byEntry && entry >= 0
                members[r].append(Member(index: i, key: entry << 16 | locale))
            }
        }
        var tallies = [RowTally](repeating: RowTally(), count: names.count)
        tallies.withUnsafeMutableBufferPointer { tallies in
            DispatchQueue.concurrentPerform(iterations: tallies.count) { r in
                tallies[r] = RowTally(findings, members[r], byEntry: byEntry && localeNumbers.count < 1 << 16)
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(names, tallies))
    }

    /// A finding of a row: its index, and its key as a number (its entry and locale's number),
    /// which counts where every finding names its entry.
    struct Member {
        let index: Int
        let key: Int
    }

    init() {}

    /// The rule whose finding on a key's value says the key is missing.
    static let missingRule = "missing-translation"

    /// The tally of the findings `members`, their keys told apart by their numbers where
    /// `byEntry`, else by their table, key and locale.
    init(_ findings: [Finding], _ members: [Member], byEntry: Bool) {
        struct KeyTally {
            var errors = 0, warnings = 0, missing = false
            mutating func add(_ severity: Severity, missing isMissing: Bool) {
                if severity == .error { errors += 1 } else if severity == .warning { warnings += 1 }
                missing = missing || isMissing
            }
        }
        /// A finding's key: its number (entry and locale) where `byEntry`; else its key, table
        /// and locale, read where the array holds the finding: the three are compared, the key
        /// alone is hashed (a row's keys seldom share their text across tables, or between Base
        /// and the development language). Not the strings where the number will do: hashing a
        /// key's text read memory mostly out of the caches, and took a reference to it, for
        /// every finding (a third of the tally's time at 50,000 keys).
        struct KeyOf: Hashable {
            let finding: UnsafePointer<Finding>
            /// The key's number, -1 where keys are told apart by their strings.
            let number: Int
            static func == (a: KeyOf, b: KeyOf) -> Bool {
                if a.number >= 0 { return a.number == b.number }
                return a.finding.pointee.key == b.finding.pointee.key && a.finding.pointee.table == b.finding.pointee.table
                    && a.finding.pointee.locale == b.finding.pointee.locale
            }
            func hash(into hasher: inout Hasher) {
                if number >= 0 { hasher.combine(number) } else { hasher.combine(finding.pointee.key) }
            }
        }
        // Errors and warnings by rule, in the order the rules are first met: a row has findings
        // of a few rules, found by comparing their ids (most often the same string, compared at
        // once), not by hashing one per finding.
        var byRule: [(rule: String, e: Int, w: Int)] = []
        var keys: [KeyOf: KeyTally] = [:]
        keys.reserveCapacity(members.count)
        findings.withUnsafeBufferPointer { all in
            for m in members {
                let f = all.baseAddress! + m.index
                let severity = f.pointee.severity
                // (The rule's length first: a rule of another length is told without comparing its text.)
                let missing = f.pointee.rule.utf8.count == Self.missingRule.utf8.count && f.pointee.rule == Self.missingRule
                    && f.pointee.variant.isEmpty
                switch severity {
                case .error, .warning:
                    if severity == .error { errors += 1 } else { warnings += 1 }
                    let r = byRule.firstIndex { $0.rule == f.pointee.rule } ?? {
                        byRule.append((f.pointee.rule, 0, 0))
                        return byRule.count - 1
                    }()
                    if severity == .error { byRule[r].e += 1 } else { byRule[r].w += 1 }
                case .info:
                    infos += 1
                    // A note costs its key nothing, unless it says the key is missing.
                    if !missing { continue }
                }
                keys[KeyOf(finding: f, number: byEntry ? m.key : -1), default: KeyTally()].add(severity, missing: missing)
            }
            for t in keys.values {
                if t.missing { missingSeen += 1; lost += 1; continue }
                lost += t.errors > 0 ? 1 : min(1, 0.25 * Double(t.warnings))
            }
        }
        for r in byRule { rules[r.rule] = (r.e, r.w) }
    }
}
