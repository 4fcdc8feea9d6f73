// Fuzz target: the source scanner (Swift, Objective-C, storyboards), with and
// without known keys.
import VoiceLintSources

let scanner = SourceScanner(knownKeys: ["save", "save.accessibilityLabel", "a11y_edit_room_address_hint", "alt-text-%@", "100%%"])
let plain = SourceScanner()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for (s, language) in [(scanner, SourceScanner.Language.swift), (scanner, .objectiveC), (scanner, .interfaceBuilder), (plain, .swift)] {
        let r = s.scanChecked(source: text, file: "Fuzz", language: language)
        for u in r.usages { precondition(u.location.line >= 1 && u.location.column >= 1, "a use without a position") }
    }
    return 0
}
