import VoiceLintReport
import VoiceLintRules

/// The pass/fail decision of a run.
public struct Gate: Sendable {
    public var policy: GatePolicy

    public init(policy: GatePolicy) { self.policy = policy }

    /// Why the run fails; empty when it passes. `findings` are the ones that
    /// count (after a baseline); the scores come from the table.
    public func failures(findings: [Finding], table: QualityTableData) -> [String] {
        var reasons: [String] = []
        if let level = policy.failOn {
            let n = findings.filter { $0.severity >= level }.count
            if n > 0 { reasons.append("\(n) finding\(n == 1 ? "" : "s") at or above \(level.rawValue)") }
        }
        for r in table.rows {
            guard let min = policy.localeMinScore[r.locale] ?? policy.minScore, r.score < min else { continue }
            reasons.append("\(r.locale) scores \(QualityTable.format(r.score)), below \(QualityTable.format(min))")
        }
        return reasons
    }
}
