import Foundation
import XCTest
@testable import VoiceLintCatalog

/// Nesting at the limits, read on a thread with a small stack (debug build):
/// what recursion is left stays far below a main thread's 8 MiB.
final class StackDepthTests: XCTestCase {
    /// Runs `body` on a thread with `bytes` of stack.
    func onSmallStack(_ bytes: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { body(); done.signal() }
        thread.stackSize = bytes
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
    }

    func testDeepestAllowedInputsFitInOneMebibyteOfStack() {
        let depth = Limits.depth
        var variations = #"{"stringUnit":{"state":"translated","value":"x"}}"#
        for _ in 0..<Limits.variationDepth { variations = #"{"variations":{"plural":{"other":"# + variations + "}}}" }
        let inputs: [(String, String)] = [
            ("A.xcstrings", #"{"sourceLanguage":"en","strings":{"k":{"x":"# + String(repeating: "[", count: depth - 3) + String(repeating: "]", count: depth - 3) + "}}}"),
            ("A.xcstrings", #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":"# + variations + "}}}}"),
            ("fr.xliff", "<xliff><file original=\"a\" source-language=\"en\">" + String(repeating: "<group>", count: depth - 4)
                + "<trans-unit id=\"a\"><source>A</source></trans-unit>" + String(repeating: "</group>", count: depth - 4) + "</file></xliff>"),
            ("values/strings.xml", "<resources><string name=\"a\">" + String(repeating: "<b>", count: depth - 2) + "x" + String(repeating: "</b>", count: depth - 2) + "</string></resources>"),
        ]
        for (file, text) in inputs {
            onSmallStack(1 << 20) {
                do throws(LoadError) {
                    let (entries, _) = try CatalogLoader().parse(Array(text.utf8), file: file)
                    XCTAssertEqual(entries.count, 1, file)
                } catch {
                    XCTFail("\(file): \(error)")
                }
            }
        }
        XCTAssertTrue(Cases.seen.insert("depth: the deepest allowed inputs on a 1 MiB stack").inserted)
    }
}
