import Foundation

/// What a catalog's path says: its table and, inside `xx.lproj`, its locale.
public enum CatalogPaths {
    /// "App/fr.lproj/Localizable.strings" -> "App/Localizable".
    public static func table(forPath path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeAll { $0.hasSuffix(".lproj") }
        if var last = parts.last, let dot = last.lastIndex(of: ".") {
            last = String(last[..<dot])
            parts[parts.count - 1] = last
        }
        return parts.joined(separator: "/")
    }

    /// A path relative to the current folder when it is under it.
    public static func relative(_ p: String) -> String { CatalogLoader.display(p) }

    /// `file` relative to `folder` (each relative to the current folder, or absolute).
    public static func relative(_ file: String, to folder: String) -> String {
        let f = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let d = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var i = 0
        while i < f.count - 1 && i < d.count && f[i] == d[i] { i += 1 }
        return (Array(repeating: "..", count: d.count - i) + f[i...]).joined(separator: "/")
    }

    /// "App/fr.lproj/Localizable.strings" -> "fr"; "Base.lproj" -> "Base".
    public static func lprojLocale(forPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let dir = parts.dropLast().last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return String(dir.dropLast(6))
    }
}
