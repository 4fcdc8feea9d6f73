import Foundation
import VoiceLintCatalog

/// A roles file (`--roles`, config `rolesFile`): one `key<TAB>role` line per key, more
/// columns allowed after the role (evidence, notes). The role is `label`, `hint`, `part` or
/// `other`; `unknown` (or an empty role) gives the key no role from this file (the key's
/// name, its comment and the sources decide). A first line whose first column is `key` is a
/// header. Blank lines and lines starting with `#` are skipped. Anything else is an error
/// that names the line: a role voicelint does not know, a line without a tab, a key given
/// two different roles.
public enum RolesFile {
    public static func read(_ path: String) throws(LoadError) -> [String: Role] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw LoadError(path: path, "no such roles file") }
        guard !isDir.boolValue else { throw LoadError(path: path, "is a folder, not a roles file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw LoadError(path: path, "the roles file cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw LoadError(path: path, "cannot be read as UTF-8 text") }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws(LoadError) -> [String: Role] {
        var roles: [String: Role] = [:]
        var lineOf: [String: Int] = [:]
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let number = n + 1
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func error(_ message: String, column: Int = 1) -> LoadError {
                LoadError(SourceLocation(file: file, line: number, column: column), message)
            }
            guard cols.count >= 2 else { throw error("expected a key, a tab and its role (label, hint, part or other); found no tab") }
            let key = cols[0], role = cols[1].trimmingCharacters(in: .whitespaces)
            if n == 0 && key == "key" { continue } // the header
            guard !key.isEmpty else { throw error("the key is empty") }
            let roleColumn = key.unicodeScalars.count + 2
            if role.isEmpty || role == "unknown" { continue }
            guard let r = Role(rawValue: role) else {
                throw error("\"\(role)\" is not a role: expected label, hint, part or other (or unknown: no role from this file)", column: roleColumn)
            }
            if let known = roles[key], known != r {
                throw error("\"\(key)\" is given the role \(r.rawValue) here and \(known.rawValue) on line \(lineOf[key]!)", column: roleColumn)
            }
            roles[key] = r
            lineOf[key] = lineOf[key] ?? number
        }
        return roles
    }
}
