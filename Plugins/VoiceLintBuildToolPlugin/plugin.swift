import Foundation
import PackagePlugin

/// Checks a target's string catalogs on every build that changes them; findings are
/// printed in Xcode's `file:line:col: severity: message` form, so they appear in the
/// issue navigator (and in `swift build`'s output). The build does not fail on them:
/// the release gate is the main command's job.
@main
struct VoiceLintBuildToolPlugin: BuildToolPlugin {
    static let catalogExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]
    /// The target's code, read for the keys it speaks as labels and hints.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        let catalogs = files.filter { Self.catalogExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else { return [] }
        let sources = files.filter { Self.sourceExtensions.contains($0.pathExtension) }
        let tool = try context.tool(named: "voicelint")
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("voicelint-\(target.name).stamp")
        return [.buildCommand(
            displayName: "voicelint: checking \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s") of \(target.name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" --format xcode --fail-on never && touch \"$VOICELINT_STAMP\"", tool.url.path]
                + catalogs.map(\.path) + (Self.folder(holding: sources).map { ["--sources", $0] } ?? []),
            environment: ["VOICELINT_STAMP": stamp.path],
            // The check runs again when a catalog or the code that says what they are changes.
            inputFiles: catalogs + sources + [tool.url],
            outputFiles: [stamp])]
    }

    /// The deepest folder that holds every one of `files` (the target's own folder, in practice).
    static func folder(holding files: [URL]) -> String? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for f in files.dropFirst() {
            let parts = f.deletingLastPathComponent().standardizedFileURL.pathComponents
            var n = 0
            while n < common.count && n < parts.count && common[n] == parts[n] { n += 1 }
            common.removeSubrange(n...)
        }
        guard !common.isEmpty else { return nil }
        return NSString.path(withComponents: common)
    }
}
