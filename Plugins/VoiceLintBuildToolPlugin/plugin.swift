import Foundation
import PackagePlugin

/// Checks a target's string catalogs on every build that changes them; findings are
/// printed in Xcode's `file:line:col: severity: message` form, so they appear in the
/// issue navigator (and in `swift build`'s output). The build does not fail on them:
/// the release gate is the main command's job.
@main
struct VoiceLintBuildToolPlugin: BuildToolPlugin {
    static let catalogExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let catalogs = module.sourceFiles.map(\.url).filter { Self.catalogExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else { return [] }
        let tool = try context.tool(named: "voicelint")
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("voicelint-\(target.name).stamp")
        return [.buildCommand(
            displayName: "voicelint: checking \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s") of \(target.name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" --format xcode --fail-on never && touch \"$VOICELINT_STAMP\"", tool.url.path] + catalogs.map(\.path),
            environment: ["VOICELINT_STAMP": stamp.path],
            inputFiles: catalogs + [tool.url],
            outputFiles: [stamp])]
    }
}
