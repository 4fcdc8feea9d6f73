import Foundation
import PackagePlugin

/// Runs the voicelint tool in the package's folder; the package folder is the path
/// checked unless the arguments name a catalog or a folder.
enum VoiceLintRunner {
    static let catalogExtensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "po", "xml", "xcloc"]

    static func run(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "voicelint")
        let root = context.package.directoryURL
        var args = arguments
        let namesAPath = arguments.contains { a in
            guard !a.hasPrefix("-") else { return false }
            var isDir: ObjCBool = false
            let path = a.hasPrefix("/") ? a : root.appendingPathComponent(a).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
                && (isDir.boolValue || catalogExtensions.contains(URL(fileURLWithPath: a).pathExtension))
        }
        if !namesAPath && !["rules", "explain", "suggest", "examples", "init", "completions", "man"].contains(arguments.first ?? "") {
            args.append(".")
        }
        let p = Process()
        p.executableURL = tool.url
        p.arguments = args
        p.currentDirectoryURL = root
        try p.run()
        p.waitUntilExit()
        if p.terminationStatus != 0 {
            Diagnostics.error("voicelint exited with status \(p.terminationStatus)")
        }
    }
}
