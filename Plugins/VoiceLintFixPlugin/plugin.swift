import Foundation
import PackagePlugin

/// `swift package voicelint-fix [ARGS]`: voicelint --fix on the package, after SwiftPM has
/// asked for permission to write to the package folder.
@main
struct VoiceLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try VoiceLintRunner.run(context: context, arguments: ["--fix"] + arguments)
    }
}
