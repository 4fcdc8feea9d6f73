import Foundation
import XCTest
@testable import VoiceLintCatalog

/// One malformed input and what voicelint must say about it.
struct Case {
    enum Expect {
        /// The whole `LoadError.description`: "file:line:col: error: message".
        case error(String)
        /// A duplicate-key note: "file:line:col: message", its earlier place ("line:col"),
        /// and the text of the value that is kept at `check` (when one is given).
        case note(String, related: String)
        /// The file loads: this many entries.
        case loads(entries: Int)
    }

    var name: String
    var file: String
    var bytes: [UInt8]
    var expect: Expect

    init(_ name: String, _ file: String, _ bytes: [UInt8], _ expect: Expect) {
        self.name = name
        self.file = file
        self.bytes = bytes
        self.expect = expect
    }

    init(_ name: String, _ file: String, _ text: String, _ expect: Expect) {
        self.init(name, file, Array(text.utf8), expect)
    }
}

enum Cases {
    /// Every case run, by name, so that the suite can say how many distinct cases it has.
    nonisolated(unsafe) static var seen: Set<String> = []
}

extension XCTestCase {
    /// Parses each case as `CatalogLoader` would and checks the error, the note or the entry count.
    func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) {
        for c in cases {
            XCTAssertTrue(Cases.seen.insert(c.name).inserted, "two cases named \(c.name)", file: file, line: line)
            let result: Result<([Entry], [LoadNote]), LoadError>
            do throws(LoadError) { result = .success(try CatalogLoader().parse(c.bytes, file: c.file)) } catch { result = .failure(error) }
            switch (c.expect, result) {
            case (.error(let expected), .failure(let e)):
                XCTAssertEqual(e.description, expected, c.name, file: file, line: line)
            case (.note(let expected, let related), .success(let (_, notes))):
                XCTAssertEqual(notes.count, 1, "\(c.name): \(notes.map(\.message))", file: file, line: line)
                guard let n = notes.first else { continue }
                XCTAssertEqual(n.kind, .duplicateKey, c.name, file: file, line: line)
                XCTAssertEqual("\(n.location): \(n.message)", expected, c.name, file: file, line: line)
                XCTAssertEqual(n.related.map { "\($0.line):\($0.column)" }, related, c.name, file: file, line: line)
            case (.loads(let count), .success(let (entries, notes))):
                XCTAssertEqual(entries.count, count, c.name, file: file, line: line)
                XCTAssertTrue(notes.isEmpty, "\(c.name): \(notes.map(\.message))", file: file, line: line)
            case (_, .failure(let e)):
                XCTFail("\(c.name): unexpected error \(e.description)", file: file, line: line)
            case (_, .success(let (entries, notes))):
                XCTFail("\(c.name): loaded \(entries.count) entries, notes \(notes.map(\.message))", file: file, line: line)
            }
        }
    }

    /// The entries and notes of a file that must load.
    func load(_ file: String, _ text: String) throws -> (entries: [Entry], notes: [LoadNote]) {
        try CatalogLoader().parse(Array(text.utf8), file: file)
    }

    /// A fresh folder under the temporary folder.
    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vl-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// Inputs built by repetition.
enum Make {
    static func repeated(_ s: String, _ n: Int) -> String { String(repeating: s, count: n) }

    /// A String Catalog with one key whose fr value is `value` (raw JSON string contents).
    static func xcstrings(value: String, key: String = "k") -> String {
        #"{"sourceLanguage":"en","strings":{""# + key + #"":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":""# + value + #""}}}}},"version":"1.0"}"#
    }

    static func xcstringsBytes(valueBytes: [UInt8]) -> [UInt8] {
        Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"a"#.utf8)
            + valueBytes + Array(#""}}}}},"version":"1.0"}"#.utf8)
    }

    static func stringsdict(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "</dict>\n</plist>\n"
    }

    static func xliff(_ units: String, prolog: String = "") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + prolog + "<xliff version=\"1.2\">\n<file original=\"A/Localizable.strings\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\">\n<body>\n"
            + units + "</body>\n</file>\n</xliff>\n"
    }

    static func android(_ body: String, prolog: String = "") -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + prolog + "<resources>\n" + body + "</resources>\n"
    }

    static func po(_ body: String) -> String {
        "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\n" + body
    }

    /// UTF-16 LE with a byte order mark.
    static func utf16LE(_ s: String) -> [UInt8] {
        [0xFF, 0xFE] + s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// Git's conflict markers around two versions of `line`.
    static func conflict(_ ours: String, _ theirs: String) -> String {
        "<<<<<<< HEAD\n" + ours + "=======\n" + theirs + ">>>>>>> feature/translations\n"
    }
}
