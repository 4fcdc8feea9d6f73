// Fuzz target: the source scanner (Swift, Objective-C, storyboards), with and
// without known keys, one file alone and the input cut in two files of one
// project (declarations in one, uses in the other: the resolver's paths).
import VoiceLintSources

let known: Set<String> = ["save", "save.accessibilityLabel", "a11y_edit_room_address_hint", "alt-text-%@", "100%%", "Close_Key", "title"]
let scanner = SourceScanner(knownKeys: known)
let plain = SourceScanner()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    for (s, language) in [(scanner, SourceScanner.Language.swift), (scanner, .objectiveC), (scanner, .interfaceBuilder), (plain, .swift)] {
        let r = s.scanChecked(source: text, file: "Fuzz", language: language)
        for u in r.usages { precondition(u.location.line >= 1 && u.location.column >= 1, "a use without a position") }
    }
    let half = size / 2
    let project = scanner.scan(sources: [
        (file: "A.swift", text: String(decoding: UnsafeBufferPointer(rebasing: bytes[..<half]), as: UTF8.self), language: .swift),
        (file: "B.swift", text: String(decoding: UnsafeBufferPointer(rebasing: bytes[half...]), as: UTF8.self), language: .swift),
    ])
    for u in project {
        precondition(u.location.line >= 1 && u.location.column >= 1, "a use without a position")
        precondition(known.contains(u.key), "a key the catalogs do not have")
    }
    return 0
}
