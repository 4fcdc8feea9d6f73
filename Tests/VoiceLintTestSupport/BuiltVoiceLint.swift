import Foundation
import XCTest

/// What a run of the built `voicelint` gave: its exit status and both outputs.
public struct VoiceLintRun {
    public var status: Int32
    public var out: String
    public var err: String
}

/// The built `voicelint` binary, run as scripts and CI run it (colour off), for the test
/// targets that drive the command line. Skips the test when the binary is not built.
public enum BuiltVoiceLint {
    /// `stdin`: what the standard input holds (else nothing: an empty stream).
    public static func run(_ args: [String], in dir: URL, stdin: Data? = nil) throws -> VoiceLintRun {
        let bin = Bundle.main.bundleURL.appendingPathComponent("voicelint")
        guard FileManager.default.isExecutableFile(atPath: bin.path) else { throw XCTSkip("voicelint is not built (swift build)") }
        let p = Process()
        p.executableURL = bin
        p.arguments = args
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let input = Pipe()
        p.standardInput = input
        try p.run()
        // (Small inputs: the pipe's buffer holds them, the write does not wait for the reader.)
        input.fileHandleForWriting.write(stdin ?? Data())
        try input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return VoiceLintRun(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }
}
