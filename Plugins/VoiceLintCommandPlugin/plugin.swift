import Foundation
import PackagePlugin

/// `swift package plugin voicelint [ARGS]`: runs voicelint on the package (or on the paths
/// given), read-only. Rewriting catalogs needs write permission: `swift package voicelint-fix`.
@main
struct VoiceLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--fix") {
            Diagnostics.error("voicelint: --fix rewrites catalogs: run `swift package voicelint-fix` (it asks for write permission)")
            return
        }
        try VoiceLintRunner.run(context: context, arguments: arguments)
    }
}
