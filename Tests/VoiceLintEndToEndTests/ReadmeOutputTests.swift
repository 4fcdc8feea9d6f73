import Foundation
import XCTest
import VoiceLintTestSupport

/// Every block of the README marked `<!-- output: voicelint ARGS -->` is what the
/// built binary prints for `voicelint ARGS` at the repository's root: the README
/// cannot show an output the tool no longer gives.
final class ReadmeOutputTests: XCTestCase {
    func testMarkedOutputsAreTheBinarysOwn() throws {
        let readme = try String(contentsOf: TranslationsTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var checked = 0
        for (n, line) in lines.enumerated() where line.hasPrefix("<!-- output: voicelint ") && line.hasSuffix(" -->") {
            let command = line.dropFirst("<!-- output: voicelint ".count).dropLast(" -->".count)
            let args = Self.arguments(String(command))
            XCTAssertEqual(lines[n + 1], "```", "README.md:\(n + 2): the marked block must follow its marker")
            guard let end = lines[(n + 2)...].firstIndex(of: "```") else { return XCTFail("README.md:\(n + 1): the block is not closed") }
            let shown = lines[(n + 2)..<end].joined(separator: "\n") + "\n"
            let run = try BuiltVoiceLint.run(args, in: TranslationsTests.root)
            XCTAssertEqual(run.out, shown, "README.md:\(n + 1): `voicelint \(command)` prints otherwise now; paste its output into the README")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "the README marks no output")
    }

    /// The words of a command line, a double-quoted one kept whole ("Double tap to delete").
    static func arguments(_ line: String) -> [String] {
        var out: [String] = [], word = "", quoted = false, started = false
        for c in line {
            if c == "\"" { quoted.toggle(); started = true; continue }
            if c == " " && !quoted {
                if started { out.append(word) }
                word = ""; started = false
                continue
            }
            word.append(c); started = true
        }
        if started { out.append(word) }
        return out
    }
}
