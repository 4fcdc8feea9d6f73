import Foundation
import VoiceLintCatalog

/// A roles file (`--roles`, config `rolesFile`): `key<TAB>role` lines whose role starts
/// with `label` or `hint`; a header line `key ...` and other lines are skipped.
public enum RolesFile {
    public static func read(_ path: String) throws(LoadError) -> [String: Role] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw LoadError(file: path, "cannot be read as UTF-8 text")
        }
        var roles: [String: Role] = [:]
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count >= 2, !cols[0].isEmpty else { continue }
            if n == 0 && cols[0] == "key" { continue }
            if cols[1].hasPrefix("label") { roles[cols[0]] = .label } else if cols[1].hasPrefix("hint") { roles[cols[0]] = .hint }
        }
        return roles
    }
}
