import Foundation
import XCTest
@testable import VoiceLintCatalog

/// Loading on several threads gives what loading on one gives: a catalog read in
/// runs of keys at the same time, and a folder's files loaded at the same time.
final class ParallelLoadTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-parallel-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// Values that a scan for the members' starts must step over: braces, commas,
    /// quotes and backslashes inside strings, text that looks like a member, and
    /// keys and values beyond ASCII.
    private static let tricky = [
        "plain value that repeats across keys",
        "closes } and opens { then [ and ] inside a string",
        "a quote \\\" and an escaped backslash \\\\",
        "ends with a backslash \\\\",
        "\\\" }, \\\"fake\\\" : { \\\"value\\\" : \\\"x\\\" }, ",
        "line\\nbreak, tab\\t and \\u00e9 \\ud83d\\ude00",
        "Fügt das Album hinzu — «plein» 日本語のテキスト 😀",
    ]

    /// A catalog of `count` keys in Xcode's layout (or on one line with `minified`),
    /// with plurals, substitutions, comments and the tricky values.
    private func catalog(keys count: Int, minified: Bool = false) -> String {
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for k in 0..<count {
            let key = k % 5 == 0 ? "clé \(k) «}»\\\" ✓" : "screen.button\(k).accessibilityLabel"
            let text = Self.tricky[k % Self.tricky.count]
            json += "    \"\(key)\" : {\n"
            json += "      \"comment\" : \"\(Self.tricky[(k + 3) % Self.tricky.count])\",\n"
            json += "      \"extractionState\" : \"manual\",\n"
            json += "      \"localizations\" : {\n"
            json += "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text) \(k)\" } },\n"
            if k % 3 == 0 {
                json += "        \"fr\" : { \"variations\" : { \"plural\" : {\n"
                json += "          \"one\" : { \"stringUnit\" : { \"state\" : \"needs_review\", \"value\" : \"%lld \(text)\" } },\n"
                json += "          \"other\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%lld {\(k)}\" } } } } },\n"
            }
            if k % 4 == 0 {
                json += "        \"ja\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@n@ 件\" },\n"
                json += "          \"substitutions\" : { \"n\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : {\n"
                json += "            \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%arg 件\" } } } } } } },\n"
            }
            json += "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text)\" } }\n"
            json += "      }\n    }\(k < count - 1 ? "," : "")\n"
        }
        json += "  },\n  \"version\" : \"1.0\"\n}\n"
        guard minified else { return json }
        // Line breaks only stand between tokens (never inside a string): all go.
        return json.replacingOccurrences(of: "\n", with: "")
    }

    private func write(_ text: String, _ name: String = "Localizable.xcstrings") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A file past `FileBuffer.parallelBytes` is read in parts (`FileBuffer.partBytes`) by several
    /// threads: its bytes are the file's, at every size around the cut between parts, and small
    /// files are read whole.
    func testLargeFileReadInPartsIsTheFile() throws {
        let base = FileBuffer.parallelBytes
        for size in [base - 1, base, base + 3, 2 * base + 5, 5 * FileBuffer.partBytes + 7, 1000] {
            // Bytes that differ from place to place (a part read into the wrong place shows).
            var bytes = [UInt8](repeating: 0, count: size)
            bytes.withUnsafeMutableBufferPointer { b in
                var x: UInt32 = 12345
                for i in b.indices {
                    x = x &* 1_103_515_245 &+ 12345
                    b[i] = UInt8(truncatingIfNeeded: x >> 16)
                }
            }
            let path = dir.appendingPathComponent("big\(size).bin").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let buffer = try XCTUnwrap(try FileBuffer.read(path, limit: 1 << 30))
            XCTAssertEqual(buffer.bytes.count, size)
            let same = bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, buffer.bytes.baseAddress!, size) == 0 }
            XCTAssertTrue(same, "size \(size)")
            try FileManager.default.removeItem(atPath: path)
        }
    }

    /// Loads the file read into a `FileBuffer`, in runs of about `bytesPerRun` bytes.
    private func loadInRuns(_ path: String, threads: Int, bytesPerRun: Int) throws -> [Entry]? {
        let buffer = try XCTUnwrap(try FileBuffer.read(path))
        return XCStringsLoader.loadReleasing(buffer, path: path, table: "Localizable", threads: threads, bytesPerRun: bytesPerRun)
    }

    /// How many runs "strings" is cut in, for `count` runs asked for.
    private func runCount(_ text: String, _ count: Int) throws -> Int {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buf in
            var reader = JSONReader(cursor: buf)
            var runs = 0
            try reader.forEachMember { c, key in
                if key == "strings" { runs = c.memberRuns(count)?.starts.count ?? 1 }
                _ = try c.readValue()
            }
            return runs
        }
    }

    private func describe(_ entries: [Entry]) -> [String] {
        entries.map { e in
            "\(e.table) \(e.key) \(e.keyLocation) \(e.sourceLocale) \(e.comment ?? "-") \(e.extractionState ?? "-") \(e.shouldTranslate) | " +
                e.localizations.map { l in
                    l.locale + " " + l.substitutions.keys.sorted().map { "\(l.substitutions[$0]!)" }.joined() + ": " +
                        l.units.map { "\($0.variantLabel)=\($0.value)@\($0.location)/\($0.state?.rawValue ?? "-")" }.joined(separator: ", ")
                }.joined(separator: "; ")
        }
    }

    /// The same entries, or the first that differs (not every entry in the message).
    private func assertSame(_ a: [String], _ b: [String], _ what: String, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, what, line: line)
        if let k = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) {
            XCTFail("\(what): entry \(k) differs:\n\(a[k])\n\(b[k])", line: line)
        }
    }

    /// Cut in 2 to 8 runs at many places (so that cuts fall inside strings of every
    /// kind), a catalog gives the same entries, places and order as one walk.
    func testRunsGiveTheEntriesOfOneWalk() throws {
        for (keys, minified) in [(300, false), (257, false), (300, true)] {
            let text = catalog(keys: keys, minified: minified)
            let path = try write(text)
            let expected = describe(try XCStringsLoader.loadWithNotes(bytes: Array(text.utf8), file: path, table: "Localizable").entries)
            XCTAssertEqual(expected.count, keys)
            for threads in 2...8 {
                let what = "\(keys) keys in \(threads) runs, minified: \(minified)"
                XCTAssertEqual(try runCount(text, threads), threads, what)
                let entries = try XCTUnwrap(try loadInRuns(path, threads: threads, bytesPerRun: text.utf8.count / threads), what)
                assertSame(describe(entries), expected, what)
            }
            // Too small for runs of a megabyte: one walk.
            assertSame(describe(try XCTUnwrap(try loadInRuns(path, threads: 8, bytesPerRun: XCStringsLoader.bytesPerRun))), expected, "one walk")
        }
    }

    /// A pretty-printed catalog is cut where its lines show the members, found near the
    /// places asked for; a minified one has no such lines and is scanned. Either way the cuts
    /// are those of the scan that follows strings and nesting from the object's start.
    func testLikelyCutsAreTheScannedOnes() {
        for minified in [false, true] {
            let bytes = Array(catalog(keys: 300, minified: minified).utf8)
            bytes.withUnsafeBufferPointer { buf in
                var reader = JSONReader(cursor: buf)
                try? reader.forEachMember { c, key in
                    if key == "strings" {
                        let open = c.offset()
                        var first = open + 1
                        while buf[first] != UInt8(ascii: "\"") { first += 1 }
                        let targets = (1..<8).map { open + (buf.count - open) / 8 * $0 }
                        let likely = JSONMembers.likelyCuts(buf, firstKey: first, after: targets)
                        if minified {
                            XCTAssertNil(likely)
                        } else {
                            XCTAssertEqual(likely?.count, 7)
                            XCTAssertEqual(likely?.map(\.comma), JSONMembers.cuts(buf, object: open, after: targets).map(\.comma))
                            XCTAssertEqual(likely?.map(\.key), JSONMembers.cuts(buf, object: open, after: targets).map(\.key))
                        }
                    }
                    _ = try c.readValue()
                }
            }
        }
    }

    /// Lines inside the members that look like the lines between them (a nested member at
    /// the indentation of the keys, a value after "strings" at it) cut runs in the wrong
    /// places: those runs fail, and the catalog is read in one walk, never with wrong entries.
    func testMisleadingLinesNeverGiveOtherEntries() throws {
        var text = catalog(keys: 300)
        // Inner members at the keys' indentation, and a member after "strings" at it too.
        text = text.replacingOccurrences(of: "\n        \"en\"", with: "\n    \"en\"")
        text = text.replacingOccurrences(of: "\n  \"version\"", with: "\n    \"version\"")
        let path = try write(text)
        let expected = describe(try XCStringsLoader.loadWithNotes(bytes: Array(text.utf8), file: path, table: "Localizable").entries)
        XCTAssertEqual(expected.count, 300)
        // (Nil: the runs failed, and the loader reads the catalog in one walk.)
        var walkedInRuns = 0
        for threads in 2...8 {
            if let entries = try loadInRuns(path, threads: threads, bytesPerRun: text.utf8.count / threads) {
                assertSame(describe(entries), expected, "\(threads) runs")
                walkedInRuns += 1
            }
        }
        XCTAssertLessThan(walkedInRuns, 7, "some cut fell on a misleading line")
    }

    /// The scan for the members' starts steps over strings: whatever the place asked
    /// for, it finds a ',' between two members of the object, never one inside.
    func testCutsFallBetweenMembersOnly() {
        let object = #"{"a" : "x}, \"y\" : {", "b\\" : {"c" : "\\\\", "d" : [1, {"e" : "}"}]}, "f" : 1, "g" : "]\\\"}"}"#
        let bytes = Array(object.utf8)
        let between = Set(bytes.indices.filter { k in
            bytes[k] == UInt8(ascii: ",") && [#", "b\\""#, #", "f""#, #", "g""#].contains { object.utf8.dropFirst(k).starts(with: $0.utf8) }
        })
        XCTAssertEqual(between.count, 3)
        bytes.withUnsafeBufferPointer { buf in
            for target in 1..<buf.count {
                for cut in JSONMembers.cuts(buf, object: 0, after: [target]) {
                    XCTAssertTrue(between.contains(cut.comma), "a cut at \(cut.comma) for \(target)")
                    XCTAssertGreaterThanOrEqual(cut.comma, target)
                    XCTAssertEqual(buf[cut.key], UInt8(ascii: "\""))
                }
            }
            let all = JSONMembers.cuts(buf, object: 0, after: [1, 2, 3, 4])
            XCTAssertEqual(all.map(\.comma), between.sorted())
        }
    }

    /// The table the runs share gives each thread the string of its bytes.
    func testSharedStringTableFromManyThreads() {
        let table = SharedStringTable()
        let texts = (0..<4000).map { "The value number \($0 % 1500) of the catalog, «\($0 % 7)»" }
        let wrong = NSLock()
        var mismatches = 0
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for s in (t % 2 == 0 ? texts : texts.reversed()) {
                let made = Array(s.utf8).withUnsafeBufferPointer { table.string(validUTF8: $0) }
                if made != s { wrong.lock(); mismatches += 1; wrong.unlock() }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// A key repeated in one run or in two, an error in a run: the walk in runs gives
    /// up, and the catalog read whole says what one walk says.
    func testRunsGiveUpWhereOneWalkHasSomethingToSay() throws {
        let text = catalog(keys: 200)
        for (name, changed) in [
            ("across runs", text.replacingOccurrences(of: "\"screen.button199.accessibilityLabel\"", with: "\"screen.button1.accessibilityLabel\"")),
            ("in a run", text.replacingOccurrences(of: "\"screen.button2.accessibilityLabel\"", with: "\"screen.button1.accessibilityLabel\"")),
            ("in an entry", text.replacingOccurrences(of: "\"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"plain value that repeats across keys 189\"",
                                                      with: "\"extractionState\" : \"manual\", \"comment\" : \"again\",\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"plain value that repeats across keys 189\"")),
            ("an error", text.replacingOccurrences(of: "\"value\" : \"%lld {171}\"", with: "\"value\" : 171")),
            ("a conflict marker", text.replacingOccurrences(of: "    \"screen.button181.accessibilityLabel\"", with: "<<<<<<< HEAD\n    \"screen.button181.accessibilityLabel\"")),
            ("a NUL byte", text.replacingOccurrences(of: "%lld {183}", with: "%lld {\u{0}}")),
            ("a value too long", text.replacingOccurrences(of: "%lld {177}", with: String(repeating: "a", count: Limits.valueBytes + 1))),
            ("a key too long", text.replacingOccurrences(of: "\"screen.button121.accessibilityLabel\"", with: "\"" + String(repeating: "k", count: Limits.valueBytes + 1) + "\"")),
        ] {
            XCTAssertNotEqual(changed, text, name)
            let path = try write(changed)
            XCTAssertNil(try loadInRuns(path, threads: 4, bytesPerRun: 1), name)
            let loader = CatalogLoader()
            let whole = Result { try XCStringsLoader.loadWithNotes(bytes: Array(changed.utf8), file: path, table: CatalogPaths.table(forPath: path)) }
            let loaded = Result { try loader.loadFile(path) }
            switch (whole, loaded) {
            case (.success(let a), .success(let b)):
                assertSame(describe(a.entries), describe(b.0), name)
                XCTAssertEqual(a.notes.map(\.message), b.1.map(\.message), name)
                XCTAssertEqual(a.notes.count, 1, name)
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual("\(a)", "\(b)", name)
            default:
                XCTFail("\(name): \(whole) \(loaded)")
            }
        }
    }

    /// Ill-formed UTF-8, which the walk itself would let through, is found in any
    /// piece of the bytes checked at the same time.
    func testIllFormedUTF8InALaterPieceIsFound() throws {
        var bytes = Array(catalog(keys: 200).utf8)
        let value = Array("%lld {195}".utf8)
        let at = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: value) })
        bytes[at + 6] = 0xFF
        let path = dir.appendingPathComponent("Localizable.xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(try loadInRuns(path, threads: 4, bytesPerRun: 1))
        XCTAssertThrowsError(try CatalogLoader().loadFile(path)) { error in
            XCTAssertTrue("\(error)".contains("UTF-8"), "\(error)")
        }
    }

    /// A folder's files loaded at the same time merge as when loaded one after
    /// another: entries, notes, errors, files, and progress in file order.
    func testFolderLoadsInFileOrder() throws {
        for n in 0..<24 {
            switch n % 4 {
            case 0: _ = try write(catalog(keys: 3 + n), "M\(n)/Localizable.xcstrings")
            case 1: _ = try write("\"shared\" = \"Partagé \(n)\";\n\"k\(n)\" = \"Valeur \(n)\";\n", "M\(n)/fr.lproj/Localizable.strings")
            case 2: _ = try write("\"shared\" = \"Shared\";\n\"k\(n)\" = \"Value \(n)\";\n", "M\(n - 1)/en.lproj/Localizable.strings")
            default: _ = try write(n == 7 ? "{\"sourceLanguage\" : \"en\", \"strings\" : {" : catalog(keys: 3).replacingOccurrences(of: "button2", with: "button1"), "M\(n)/Dup.xcstrings")
            }
        }
        func load(_ parallelism: Int) throws -> (CatalogLoader.LoadResult, [Int]) {
            var loader = CatalogLoader()
            loader.parallelism = parallelism
            let seen = NSLock()
            var order: [Int] = []
            let result = try loader.loadCollecting([dir.path]) { n, _, _ in
                seen.lock()
                order.append(n)
                seen.unlock()
            }
            return (result, order)
        }
        let (one, oneOrder) = try load(1)
        XCTAssertEqual(one.errors.count, 1)
        XCTAssertFalse(one.catalog.notes.isEmpty)
        for parallelism in [2, 4, 8] {
            let (many, order) = try load(parallelism)
            assertSame(describe(many.catalog.entries), describe(one.catalog.entries), "\(parallelism) at a time")
            XCTAssertEqual(many.catalog.notes.map(\.message), one.catalog.notes.map(\.message))
            XCTAssertEqual(many.catalog.files, one.catalog.files)
            XCTAssertEqual(many.problems.map(\.description), one.problems.map(\.description))
            XCTAssertEqual(order, oneOrder)
            XCTAssertEqual(order, Array(0..<24))
        }
        // Stopping at the first error: the same error, whatever was loaded at the same time.
        var loader = CatalogLoader()
        loader.parallelism = 4
        XCTAssertThrowsError(try loader.load([dir.path])) { error in
            XCTAssertEqual("\(error)", one.errors.first.map { "\($0)" })
        }
    }
}
