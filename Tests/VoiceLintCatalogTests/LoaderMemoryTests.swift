import Foundation
import XCTest
@testable import VoiceLintCatalog

/// The parts that keep a large catalog's load lean: lines counted as the walk
/// goes, repeated texts held once, a file's bytes given back as they are passed.
final class LoaderMemoryTests: XCTestCase {
    func testLineCursorAgreesWithLineIndexForwardAndBack() {
        let text = "{\n  \"a\" : \"é😀\",\r\n\n  \"b\" : [1, 2]\n}" + String(repeating: "x", count: 9000) + "\n\"ü\""
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buf in
            let index = LineIndex(buf)
            let cursor = LineCursor(buf)
            var offsets = Array(0...buf.count)
            offsets += [buf.count - 3, 5, 0, 9100, 4, buf.count]
            for o in offsets {
                let a = index.position(of: o, in: buf), b = cursor.position(of: o)
                XCTAssertEqual(a.line, b.line, "line of \(o)")
                XCTAssertEqual(a.column, b.column, "column of \(o)")
            }
        }
    }

    /// The cursor reads eight bytes at a time: line feeds and multi-byte scalars at every
    /// place in a word, and offsets asked for at every distance, count as the line index does.
    func testLineCursorAgreesWithLineIndexAtEveryStride() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "\n", "é", "😀", "\r\n", "ü\n", "  ", "語", "\n\n", "\"x\" : \"y\",", "            ", "        \"stringUnit\" : {"]
        var text = ""
        for _ in 0..<3000 { text += pieces.randomElement(using: &generator)! }
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buf in
            let index = LineIndex(buf)
            for stride in [1, 3, 7, 8, 9, 15, 16, 17, 40, 123] {
                let cursor = LineCursor(buf)
                for o in Swift.stride(from: stride % 5, through: buf.count, by: stride) {
                    let a = index.position(of: o, in: buf), b = cursor.position(of: o)
                    XCTAssertEqual(a.line, b.line, "line of \(o), stride \(stride)")
                    XCTAssertEqual(a.column, b.column, "column of \(o), stride \(stride)")
                    if a.line != b.line || a.column != b.column { return }
                }
            }
        }
    }

    func testLineCursorPastItsFloorSaysSoInsteadOfCounting() {
        let bytes = Array("ab\ncd\nef".utf8)
        bytes.withUnsafeBufferPointer { buf in
            let cursor = LineCursor(buf)
            XCTAssertEqual(cursor.position(of: 4).line, 2)
            cursor.floor = 4
            XCTAssertFalse(cursor.wentBack)
            _ = cursor.position(of: 1)
            XCTAssertTrue(cursor.wentBack)
        }
    }

    func testStringTableSharesEqualBytesOnly() {
        let table = StringTable()
        func string(_ s: String) -> String {
            Array(s.utf8).withUnsafeBufferPointer { table.string(validUTF8: $0) }
        }
        let long = "Adds the album to the library."
        XCTAssertEqual(string(long), long)
        XCTAssertEqual(string("short"), "short")
        // Canonically equal, different bytes: both spellings are kept as they are.
        let composed = "Café au lait, s'il vous plaît", decomposed = "Cafe\u{301} au lait, s'il vous plaît"
        XCTAssertEqual(Array(string(composed).utf8), Array(composed.utf8))
        XCTAssertEqual(Array(string(decomposed).utf8), Array(decomposed.utf8))
        // Many strings: the table grows and still finds each one.
        let many = (0..<5000).map { "The value number \($0) of the catalog" }
        func storage(_ s: String) -> UnsafePointer<UInt8>? { s.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
        let first = many.map(string)
        XCTAssertEqual(first, many)
        // Asked again, each gives the very string made the first time (shared, not made again).
        for (n, s) in many.enumerated().reversed() { XCTAssertEqual(storage(string(s)), storage(first[n]), s) }
    }

    /// A catalog read from disk gives the same entries whether its bytes are given
    /// back as the walk passes them or read whole; one with a repeated key is read
    /// whole and keeps its note.
    func testCatalogFromDiskMatchesTheBytesPath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-memory-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for k in 0..<3000 {
            json += "    \"key\(k)\" : { \"comment\" : \"A comment that repeats across keys\", \"localizations\" : {\n"
            json += "      \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Value \(k % 7) that repeats across keys\" } },\n"
            json += "      \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Valeur \\u00e9 \(k)\" } } } }\(k < 2999 ? "," : "")\n"
        }
        json += "  }\n}\n"
        let file = dir.appendingPathComponent("Localizable.xcstrings").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))

        let fromDisk = try CatalogLoader().loadFile(file)
        let fromBytes = try XCStringsLoader.loadWithNotes(bytes: Array(json.utf8), file: file, table: CatalogPaths.table(forPath: file))
        XCTAssertEqual(fromDisk.0.count, 3000)
        XCTAssertEqual(describe(fromDisk.0), describe(fromBytes.entries))
        XCTAssertTrue(fromDisk.1.isEmpty)

        let repeated = json.replacingOccurrences(of: "\"key7\" :", with: "\"key6\" :")
        try Data(repeated.utf8).write(to: URL(fileURLWithPath: file))
        let again = try CatalogLoader().loadFile(file)
        XCTAssertEqual(again.0.count, 2999)
        XCTAssertEqual(again.1.map(\.kind), [.duplicateKey])
        XCTAssertEqual(again.1.first.map { "\($0.location.line):\($0.location.column)" }, "25:5")
    }

    /// A "localizations" object is skimmed whole or not at all: one whose plain localizations
    /// come before a plural one is read again member by member, and the walk that gives pages
    /// back as it goes still reads the catalog once (no line asked twice, `loadReleasing` not
    /// nil), to the same entries as the bytes path.
    func testLocalizationsSkimmedWholeOrReadAgainInOnePass() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-skim-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = { (v: String) in "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(v)\" } }" }
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for k in 0..<400 {
            json += "    \"key\(k)\" : { \"localizations\" : {\n      \"en\" : \(plain("Photo \(k)")),\n      \"de\" : \(plain("Foto \(k)")),\n"
            // Every third key's last localization is a plural one: its object is read again.
            if k % 3 == 0 {
                json += "      \"fr\" : { \"variations\" : { \"plural\" : { \"one\" : \(plain("%lld photo")), \"other\" : \(plain("%lld photos")) } } }\n"
            } else {
                json += "      \"fr\" : \(plain("Photo \(k) fr"))\n"
            }
            json += "    } }\(k < 399 ? "," : "")\n"
        }
        json += "  }\n}\n"
        let file = dir.appendingPathComponent("Localizable.xcstrings").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        let buffer = try XCTUnwrap(FileBuffer.read(file))
        let released = try XCTUnwrap(XCStringsLoader.loadReleasing(buffer, path: file, table: "Localizable"),
                                     "the releasing walk gave up (a line asked again?)")
        let fromBytes = try XCStringsLoader.loadWithNotes(bytes: Array(json.utf8), file: file, table: "Localizable")
        XCTAssertEqual(describe(released), describe(fromBytes.entries))
        XCTAssertEqual(released[0].localizations.map { $0.units.map(\.variantLabel) }, [[""], [""], ["plural.one", "plural.other"]])
        XCTAssertEqual(released[1].localizations.map(\.locale), ["en", "de", "fr"])
        XCTAssertEqual(released[1].localizations[2].units[0].location.line, 12)
    }

    /// The skim takes a locale's code only when its bytes say which String it is: a code given
    /// twice (the same bytes, or an escape that spells the same code) is noted as the reader
    /// notes it, and an escaped, long or non-ASCII code is read as the reader reads it.
    func testLocaleCodesTheSkimLeavesToTheReader() throws {
        let plain = { (v: String) in "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(v)\"}}" }
        func load(_ localizations: String) throws -> (locales: [String], values: [String], notes: [String]) {
            let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\(localizations)}}}}"
            let (entries, notes) = try XCStringsLoader.loadWithNotes(bytes: Array(json.utf8), file: "L.xcstrings", table: "L")
            let l = try XCTUnwrap(entries.first).localizations
            return (l.map(\.locale), l.map { $0.units.map(\.value).joined() }, notes.map(\.locale))
        }
        let twice = try load("\"en\":\(plain("a")),\"de\":\(plain("b")),\"de\":\(plain("c"))")
        XCTAssertEqual(twice.locales, ["en", "de"])
        XCTAssertEqual(twice.values, ["a", "c"])
        XCTAssertEqual(twice.notes, ["de"])
        let escaped = try load("\"en\":\(plain("a")),\"de\":\(plain("b")),\"d\\u0065\":\(plain("c"))")
        XCTAssertEqual(escaped.locales, ["en", "de"])
        XCTAssertEqual(escaped.values, ["a", "c"])
        XCTAssertEqual(escaped.notes, ["de"])
        let unusual = try load("\"en\":\(plain("a")),\"x-a-very-long-private-tag\":\(plain("b")),\"ní\":\(plain("c"))")
        XCTAssertEqual(unusual.locales, ["en", "x-a-very-long-private-tag", "ní"])
        XCTAssertEqual(unusual.values, ["a", "b", "c"])
        XCTAssertEqual(unusual.notes, [])
    }

    private func describe(_ entries: [Entry]) -> [String] {
        entries.map { e in
            "\(e.key) \(e.keyLocation) \(e.comment ?? "-") " + e.localizations.map { l in
                l.locale + ":" + l.units.map { "\($0.value)@\($0.location)/\($0.state?.rawValue ?? "-")" }.joined(separator: ",")
            }.joined(separator: ";")
        }
    }
}
