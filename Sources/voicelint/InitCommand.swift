import Foundation
import VoiceLintGate
import VoiceLintPipeline

/// `voicelint init [DIR]`: writes a starter `.voicelint.json` guessed from the project
/// (never over an existing one without --force); with --baseline, also today's findings.
struct InitCommand {
    let args: Arguments
    let folder: String

    func run() -> Int32 {
        let path = (folder as NSString).appendingPathComponent(Configuration.fileName)
        if FileManager.default.fileExists(atPath: path) && !args.force {
            fail("\(path) exists already: voicelint init never overwrites it (use --force)")
        }
        var starter: StarterConfiguration
        do { starter = try StarterConfiguration.guess(folder: folder, sources: args.sources) } catch { fail("\(error)") }
        let baselineName = ".voicelint-baseline.json"
        if args.initBaseline { starter.baseline = baselineName }
        do { try Data(starter.json.utf8).write(to: URL(fileURLWithPath: path)) } catch { fail("\(path): cannot be written: \(error.localizedDescription)") }
        note("wrote \(path): \(starter.include.count) catalog folder\(starter.include.count == 1 ? "" : "s"), \(starter.locales.count) locales, development language \(starter.developmentLanguage), \(starter.labelPatterns.count + starter.hintPatterns.count) key patterns (\(starter.labelsByPattern) labels and \(starter.hintsByPattern) hints of \(starter.keys) keys)" + (starter.sources.isEmpty ? "" : ", sources \(starter.sources.joined(separator: ", "))"))
        if args.initBaseline {
            var options = CheckOptions()
            do { options.configuration = try Configuration.load(path) } catch { fail(error.description) }
            options.writeBaseline = (folder as NSString).appendingPathComponent(baselineName)
            options.failOn = .some(nil)
            do {
                let run = try VoiceLint.check(paths: [folder], options: options)
                note("wrote \(run.wroteBaseline ?? 0) findings to the baseline \(options.writeBaseline!)")
            } catch { fail("\(error)") }
        }
        return 0
    }

    private func note(_ message: String) {
        FileHandle.standardError.write(Data(("voicelint: " + message + "\n").utf8))
    }
}
