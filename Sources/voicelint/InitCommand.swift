import Foundation
import VoiceLintCatalog
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
        offerTextConversion()
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

    /// UTF-16 `.strings` files are binary to git: after `--fix`, `git diff` shows nothing of what
    /// changed. The `.gitattributes` line and the git setting that make it show them.
    private func offerTextConversion() {
        let files = (try? CatalogLoader().discover([folder])) ?? []
        let utf16 = files.filter { f in
            guard f.hasSuffix(".strings"), let h = FileHandle(forReadingAtPath: f) else { return false }
            defer { try? h.close() }
            let head = [UInt8](h.readData(ofLength: 2))
            return head == [0xFF, 0xFE] || head == [0xFE, 0xFF]
        }
        guard !utf16.isEmpty else { return }
        note("""
        \(utf16.count) .strings file\(utf16.count == 1 ? " is" : "s are") UTF-16 (\(utf16[0])\(utf16.count > 1 ? "..." : "")): git shows them as binary. \
        To see their diffs (after --fix, say), add this line to .gitattributes:
            *.strings diff=utf16
        and once per clone: git config diff.utf16.textconv "iconv -f utf-16 -t utf-8"
        """)
    }

    private func note(_ message: String) {
        FileHandle.standardError.write(Data(("voicelint: " + message + "\n").utf8))
    }
}
