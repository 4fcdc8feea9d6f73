import Dispatch

/// Loads a String Catalog (`.xcstrings`). The JSON is walked in place by a
/// cursor that knows the catalog's structure: no intermediate tree is built,
/// and every value keeps the position of its opening quote.
///
/// A key repeated in any JSON object is a duplicate-key note naming both places;
/// the last one is kept, as Apple's JSON reader keeps it (the catalog is then
/// walked a second time without the earlier ones).
public enum XCStringsLoader {
    public static func load(bytes: [UInt8], file: String, table: String) throws(LoadError) -> [Entry] {
        try loadWithNotes(bytes: bytes, file: file, table: table).entries
    }

    /// The entries, and a note for each repeated key.
    public static func loadWithNotes(bytes: [UInt8], file: String, table: String) throws(LoadError) -> (entries: [Entry], notes: [LoadNote]) {
        try bytes.withUnsafeBufferPointer { (buf) throws(LoadError) -> ([Entry], [LoadNote]) in
            if TextDecoding.hasUTF16BOM(buf) {
                throw LoadError(file: file, "expected UTF-8 JSON, found a UTF-16 byte order mark (Xcode writes String Catalogs in UTF-8)")
            }
            try InputCheck.utf8(buf, from: TextDecoding.utf8BOMLength(buf), file: file)
            let log = JSONDuplicateLog()
            var walker = try walk(buf, file: file, table: table, log: log, skip: [])
            let duplicates = log.duplicates
            if !duplicates.isEmpty {
                // Again, without the earlier occurrences: the last one of each key is kept.
                walker = try walk(buf, file: file, table: table, log: JSONDuplicateLog(), skip: Set(duplicates.map(\.first)))
            }
            let entries = try walker.finish(rootOffset: 0)
            try Limits.checkLengths(entries)
            let source = walker.source ?? ""
            // The places of repeated keys go back and forth: an index of the lines answers them.
            let lines = duplicates.isEmpty ? nil : LineIndex(buf)
            let notes = duplicates.map { d in
                walker.note(d, source: source) { lines!.position(of: $0, in: buf) }
            }
            return (entries, notes)
        }
    }

    /// The most runs a catalog's keys are read in at the same time, and the fewest
    /// bytes a run is given: a smaller catalog is read in one walk.
    static let maxRuns = 16
    static let bytesPerRun = 1 << 20
    /// Runs per thread: runs of the same size do not take the same time (the values of some
    /// keys are longer, a thread is held up), and a thread whose run ends first takes another
    /// one instead of waiting for the last.
    static let runsPerThread = 8

    /// The entries of a catalog read into a `FileBuffer`, whose pages are given back
    /// entry by entry as the walk passes them. Nil when the catalog needs its bytes
    /// again (a repeated key, an error): `loadWithNotes` then reads them whole.
    /// With `threads` above 1, a large catalog's keys are read in runs at the same
    /// time, `runsPerThread` per thread (see `Walker.readRuns`).
    static func loadReleasing(_ file: FileBuffer, path: String, table: String,
                              threads: Int = 1, bytesPerRun: Int = bytesPerRun) -> [Entry]? {
        let buf = file.bytes
        let runs = threads > 1 ? min(threads * runsPerThread, maxRuns, buf.count / max(bytesPerRun, 1)) : 1
        if TextDecoding.hasUTF16BOM(buf) { return nil }
        guard InputCheck.isClean(buf, from: TextDecoding.utf8BOMLength(buf), parts: runs) else { return nil }
        let log = JSONDuplicateLog()
        let walker = Walker(file: path, table: table, buffer: buf)
        walker.releasing = file
        walker.runs = runs
        var cursor = JSONReader(cursor: buf, validUTF8: true)
        cursor.log = log
        do {
            try walker.root(&cursor)
            try cursor.expectEnd()
        } catch {
            return nil
        }
        guard log.duplicates.isEmpty, !walker.lines.wentBack, !walker.tooLong,
              let entries = try? walker.finish(rootOffset: 0) else { return nil }
        return entries
    }

    private static func walk(_ buf: UnsafeBufferPointer<UInt8>, file: String, table: String,
                             log: JSONDuplicateLog, skip: Set<Int>) throws(LoadError) -> Walker {
        let walker = Walker(file: file, table: table, buffer: buf)
        var cursor = JSONReader(cursor: buf, validUTF8: true)
        cursor.log = log
        cursor.skip = skip
        do {
            try walker.root(&cursor)
            try cursor.expectEnd()
        } catch let e as LoadError {
            throw e
        } catch let e as JSONSyntaxError {
            throw LoadError(walker.loc(e.offset), "invalid JSON: \(e.message)")
        } catch {
            throw LoadError(file: file, "\(error)")
        }
        return walker
    }

    /// "strings" could not be read in runs (see `Walker.readRuns`).
    private struct RunsFailed: Error {}

    static let pluralNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The catalog's structure, read member by member.
    /// A class, not a struct: its methods pass it to the reader's closures, which would
    /// otherwise copy (and retain every field of) it for every member read.
    private final class Walker {
        let file: String
        let table: String
        /// Values are met front to back: their lines and columns are counted as the walk goes.
        var lines: LineCursor
        let buffer: UnsafeBufferPointer<UInt8>
        /// When set, the bytes of each entry walked are given back (lines counted first).
        var releasing: FileBuffer?
        /// Where the bytes not yet given back start.
        var released = 0
        /// How many runs "strings" is read in at the same time (1: in this walk).
        var runs = 1
        /// For a walker of one run: where its reader stopped, once the run is read
        /// without a repeated key or an offset asked for again.
        var runEnd: JSONReader?
        /// For a walker of one run but the last: the line its run's end is on (counted from its first).
        var endLine = 1
        /// For a walker of one run: the hash of each entry's key, in order (`keysDiffer`).
        var keyHashes: [Int] = []
        /// How many entries, from the first, were given the source language as their runs were
        /// read (`settle`): `finish` does the rest.
        var settled = 0
        /// A key, comment or value longer than `Limits.valueBytes` was read (`Limits.checkLengths`
        /// then says which, in a walk of the whole catalog).
        var tooLong = false
        /// Notes a key, comment or value past `Limits.valueBytes` (`tooLong`).
        func noteLength(_ s: String) { if s.utf8.count > Limits.valueBytes { tooLong = true } }
        var source: String?
        var sawStrings = false
        var entries: [Entry] = []
        /// An entry's localizations as they are read, in one buffer for all entries:
        /// each entry then keeps an array of just the size it needs.
        var localizations: [Localization] = []
        /// Values and comments repeated across keys and locales are held once.
        let texts: TextTable
        /// A localization `skimLocalizations` has read, its position not counted yet.
        struct Skimmed {
            var key: JSONReader.ShortKey
            var value: String
            var state: TranslationState?
            var at: Int
        }
        /// The localizations `skimLocalizations` has read of an object (one buffer for all).
        var skimmed: [Skimmed] = []
        /// The locale codes met, as Strings (`localeName`).
        var localeNames: [(key: JSONReader.ShortKey, name: String)] = []

        init(file: String, table: String, buffer: UnsafeBufferPointer<UInt8>) {
            self.file = file
            self.table = table
            self.lines = LineCursor(buffer)
            self.buffer = buffer
            texts = StringTable()
        }

        /// A walker of the run of "strings" members that starts at `start`, for the same
        /// file as `whole`, sharing `texts` with the other runs' walkers. Its lines are counted
        /// from `line` (the run's first line when known, else 1: `readRuns` then moves them
        /// by the lines of the runs before, `settle`), its columns from where `start` stands.
        init(runOf whole: Walker, at start: Int, line: Int, texts: SharedStringTable) {
            self.texts = texts
            // Copies of their own: every value's location holds the file's name, and walkers
            // on other threads holding the same one would contend for its reference count.
            file = String(decoding: Array(whole.file.utf8), as: UTF8.self)
            table = String(decoding: Array(whole.table.utf8), as: UTF8.self)
            buffer = whole.buffer
            lines = LineCursor(buffer, at: start, line: line, column: LineCursor.column(in: buffer, at: start))
            releasing = whole.releasing
            released = start
        }

        /// The duplicate-key note for a key repeated in one JSON object. The walk's level
        /// says where: 0 the top, 1 "strings", 2 an entry, 3 its "localizations", 4 one of them.
        func note(_ d: JSONDuplicateLog.Duplicate, source: String, position: (Int) -> (line: Int, column: Int)) -> LoadNote {
            func loc(_ offset: Int) -> SourceLocation {
                let p = position(offset)
                return SourceLocation(file: file, line: p.line, column: p.column)
            }
            let first = loc(d.first), again = loc(d.again)
            let places = "first at \(first.line):\(first.column), again at \(again.line):\(again.column)"
            let kept = "the last one is kept, as Apple's JSON reader keeps it"
            let key = Limits.excerpt(d.key, 80)
            let c = d.context
            let message: String
            var entryKey = d.key
            var locale = source
            switch c.level {
            case 0:
                message = "\"\(key)\" appears twice at the top level of the String Catalog (\(places)); \(kept)"
            case 1:
                message = "the key \"\(key)\" is defined twice (\(places)); \(kept)"
            case 3:
                entryKey = c.key
                locale = d.key
                message = "the \(key) localization of \"\(Limits.excerpt(c.key, 80))\" is defined twice (\(places)); \(kept)"
            case 4:
                entryKey = c.key
                locale = c.locale
                message = "\"\(key)\" appears twice in the \(c.locale) localization of \"\(Limits.excerpt(c.key, 80))\" (\(places)); \(kept)"
            default:
                entryKey = c.key
                message = "\"\(key)\" appears twice in the entry \"\(Limits.excerpt(c.key, 80))\" (\(places)); \(kept)"
            }
            return LoadNote(kind: .duplicateKey, table: table, key: entryKey, locale: locale, text: d.text ?? "",
                            message: message, location: again, related: first)
        }

        func loc(_ offset: Int) -> SourceLocation { loc(offset, lines) }

        /// `loc` with the line cursor read once by the caller (each read of the walker's was an
        /// exclusivity check).
        func loc(_ offset: Int, _ lines: LineCursor) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: file, line: p.line, column: p.column)
        }

        func fail(_ offset: Int, _ message: String) -> LoadError { LoadError(loc(offset), message) }

        func root(_ c: inout JSONReader) throws {
            let start = c.offset()
            guard c.isAtObject() else { throw fail(start, "expected a String Catalog object at the top level, found \(c.nextTypeName())") }
            try c.forEachMember { c, key in
                switch key {
                case "sourceLanguage":
                    let at = c.offset()
                    guard let s = try c.readString(), !s.isEmpty else { throw fail(at, "expected \"sourceLanguage\" (a non-empty string) in the String Catalog") }
                    source = s
                case "strings":
                    let at = c.offset()
                    guard c.isAtObject() else { throw fail(at, "expected \"strings\" to be an object, found \(c.nextTypeName())") }
                    sawStrings = true
                    // Where the walk is, for the duplicate keys found on the way (see `note`).
                    c.log?.context = .init(level: 1)
                    defer { c.log?.context = .init() }
                    if let cuts = c.memberRuns(runs) {
                        try readRuns(&c, cuts)
                    } else {
                        try c.forEachMember { c, key in try member(&c, key: key) }
                    }
                default:
                    _ = try c.readValue()
                }
            }
        }

        /// A member of "strings": an entry, whose bytes are then given back when releasing.
        func member(_ c: inout JSONReader, key: String) throws {
            c.log?.context = .init(level: 2, key: key)
            defer { c.log?.context = .init(level: 1) }
            try entry(&c, key: key)
            if let releasing {
                let passed = c.offset()
                _ = lines.position(of: passed)
                lines.floor = passed
                released = releasing.release(from: released, before: passed)
            }
        }

        /// "strings", at the cursor, read in runs of members at the same time, each by a
        /// walker of its own (entries, lines, bytes given back; the texts are shared), whose
        /// entries are then taken in file order. A run that fails, a key repeated in a run
        /// or across runs, an offset asked for again: `RunsFailed`, and the catalog is read
        /// again in one walk, which says what is wrong as it always has.
        func readRuns(_ c: inout JSONReader, _ cuts: (starts: [Int], ends: [Int])) throws {
            // The runs' walkers (and their texts' table) are gone before their entries are put together.
            var (runs, hashes, last) = try walkRuns(c, cuts)
            guard Self.keysDiffer(runs, hashes) else { throw RunsFailed() }
            // Each run's entries moved to their place after the entries before them by every
            // thread at once, each run let go once moved.
            let hadEntries = !entries.isEmpty
            entries = .joinedInParallel(after: entries, &runs, vacancy: .vacancy)
            settled = source != nil && !hadEntries ? entries.count : 0
            lines = last.lines
            c.skipRuns(to: last.runEnd!)
        }

        /// Each run's entries (settled: see `settle`) and their keys' hashes, walked at the same
        /// time, and the last run's walker. Each run counts its own lines: the first from the
        /// line it starts on, the others from 1, moved when all are read by the lines of the
        /// runs before them (no thread counts the lines of the whole file before the runs start).
        private func walkRuns(_ object: JSONReader, _ cuts: (starts: [Int], ends: [Int])) throws -> ([[Entry]], [[Int]], Walker) {
            let texts = SharedStringTable()
            let starts = cuts.starts
            let firstLine = lines.position(of: starts[0]).line
            let walkers = starts.indices.map { k in Walker(runOf: self, at: starts[k], line: k == 0 ? firstLine : 1, texts: texts) }
            DispatchQueue.concurrentPerform(iterations: walkers.count) { k in
                walkers[k].readRun(object.runReader(at: starts[k]), upTo: k < cuts.ends.count ? cuts.ends[k] : nil)
            }
            guard walkers.allSatisfy({ $0.runEnd != nil && !$0.tooLong }) else { throw RunsFailed() }
            // Each run's first line: the line its run's end (the ',' after it) is on in the run
            // before, plus the line breaks between that ',' and the run's first key.
            var shifts = [0]
            var line = firstLine
            for k in 1..<walkers.count {
                line += walkers[k - 1].endLine - (k == 1 ? firstLine : 1) + LineCursor.lineBreaks(in: buffer, cuts.ends[k - 1]..<starts[k])
                shifts.append(line - 1)
            }
            let source = self.source
            DispatchQueue.concurrentPerform(iterations: walkers.count) { k in
                walkers[k].settle(lineShift: shifts[k], source: source)
            }
            let last = walkers[walkers.count - 1]
            last.lines.moveLines(by: shifts[walkers.count - 1])
            return (walkers.map { w in defer { w.entries = [] }; return w.entries }, walkers.map(\.keyHashes), last)
        }

        /// A run's entries made as a walk of the whole would make them: their lines moved by
        /// `lineShift` (the lines of the runs before), and, with the source language known, each
        /// given it as `finish` does, on this run's thread.
        func settle(lineShift: Int, source: String?) {
            if lineShift != 0 {
                for k in entries.indices {
                    entries[k].keyLocation.line += lineShift
                    for j in entries[k].localizations.indices {
                        for u in entries[k].localizations[j].units.indices { entries[k].localizations[j].units[u].location.line += lineShift }
                    }
                }
            }
            guard let source else { return }
            Self.giveSource(source, to: &entries)
        }

        /// No key stands twice among the runs' entries (a run's reader does not look at its own
        /// keys). The keys' hashes, made by each run as it read them, are compared first: only
        /// where two are equal are the keys themselves.
        static func keysDiffer(_ runs: [[Entry]], _ hashes: [[Int]]) -> Bool {
            var seen = Set<Int>(minimumCapacity: hashes.reduce(0) { $0 + $1.count })
            var same = false
            for run in hashes {
                for h in run where !seen.insert(h).inserted { same = true }
            }
            guard same else { return true }
            var keys = Set<String>(minimumCapacity: seen.count)
            for run in runs {
                for e in run where !keys.insert(e.key).inserted { return false }
            }
            return true
        }

        /// Reads one run of "strings" members with `reader`, up to `end` (the ',' after
        /// the run), or to the object's end for the last run; `runEnd` says it went well.
        func readRun(_ reader: JSONReader, upTo end: Int?) {
            var r = reader
            let log = JSONDuplicateLog()
            do {
                // The log is the members' only: the run's own keys are told apart with the
                // other runs' (`keysDiffer`), for less memory than a reader's record of them.
                try r.forEachMemberOfRun(upTo: end) { c, key in
                    keyHashes.append(key.hashValue)
                    c.log = log
                    defer { c.log = nil }
                    try member(&c, key: key)
                }
            } catch {
                return
            }
            guard log.duplicates.isEmpty && !lines.wentBack else { return }
            if let end { endLine = lines.position(of: end).line }
            runEnd = r
        }

        /// Every entry gets the source language, and a key with no source localization speaks the key itself.
        func finish(rootOffset: Int) throws(LoadError) -> [Entry] {
            guard let source else { throw fail(rootOffset, "expected \"sourceLanguage\" (a non-empty string) in the String Catalog") }
            guard sawStrings else { throw fail(rootOffset, "expected \"strings\" in the String Catalog") }
            Self.giveSource(source, to: &entries, from: settled)
            return entries
        }

        /// Each entry from `start` on gets the source language, and one with no source
        /// localization speaks its key. (The array itself, changed in place: a slice of it passed
        /// `inout` was copied, every entry and its references, to be changed, then copied back.)
        static func giveSource(_ source: String, to entries: inout [Entry], from start: Int = 0) {
            for k in start..<entries.count {
                entries[k].sourceLocale = source
                if entries[k].localization(source) == nil {
                    let unit = TextUnit(value: entries[k].key, state: .implicit, location: entries[k].keyLocation)
                    entries[k].localizations.insert(Localization(locale: source, units: [unit]), at: 0)
                }
            }
        }

        func entry(_ c: inout JSONReader, key: String) throws {
            let at = c.offset()
            guard c.isAtObject() else { throw fail(at, "expected an object for the key \"\(key)\", found \(c.nextTypeName())") }
            var entry = Entry(table: table, key: key, sourceLocale: "", keyLocation: loc(at))
            noteLength(key)
            try c.forEachMember { c, field in
                let at = c.offset()
                switch field {
                case "comment":
                    guard let s = try c.readString(sharing: texts) else { throw fail(at, "expected \"comment\" to be a string") }
                    noteLength(s)
                    entry.comment = s
                case "extractionState":
                    entry.extractionState = try c.readValue().string
                case "shouldTranslate":
                    guard let v = try c.readValue().bool else { throw fail(at, "expected \"shouldTranslate\" to be true or false") }
                    entry.shouldTranslate = v
                case "localizations":
                    guard c.isAtObject() else { throw fail(at, "expected \"localizations\" to be an object") }
                    c.log?.context.level = 3
                    defer { c.log?.context.level = 2 }
                    if !skimLocalizations(&c) { try c.forEachMember { c, locale in
                        let at = c.offset()
                        guard c.isAtObject() else { throw fail(at, "expected an object for the localization \"\(locale)\" of \"\(key)\"") }
                        c.log?.context.level = 4
                        c.log?.context.locale = locale
                        defer { c.log?.context.level = 3 }
                        localizations.append(try plainLocalization(&c, locale: locale) ?? localization(&c, locale: locale))
                    } }
                    if entry.localizations.isEmpty {
                        // The entry takes the array as it is (no copy of each localization, which
                        // retained and released its strings); the next key's starts with room for as many.
                        entry.localizations = localizations
                        localizations = []
                        localizations.reserveCapacity(entry.localizations.count)
                    } else {
                        entry.localizations += localizations[...]
                        localizations.removeAll(keepingCapacity: true)
                    }
                default:
                    _ = try c.readValue()
                }
            }
            entries.append(consume entry)
        }

        /// The keys `plainLocalization` takes.
        static let stringUnitKey = JSONReader.QuotedKey("stringUnit")
        static let stateKey = JSONReader.QuotedKey("state")
        static let valueKey = JSONReader.QuotedKey("value")

        /// The states Xcode writes, as they are written.
        static let states: [(JSONReader.QuotedKey, TranslationState)] = [
            (.init("translated"), .translated), (.init("needs_review"), .needsReview), (.init("new"), .new), (.init("stale"), .stale),
        ]

        /// The state at the cursor: one Xcode writes taken by its bytes, another read and named
        /// as `stringUnit` names it; nil when it is no state.
        static func state(_ c: inout JSONReader) -> TranslationState? {
            for (written, state) in states where c.take(written) { return state }
            guard let raw = try? c.readString() else { return nil }
            return TranslationState(catalogState: raw)
        }

        /// A localization of one value and its state, `{"stringUnit": {"state": …, "value": …}}`
        /// (the members in either order, the state optional), as most of a catalog's are:
        /// taken by its bytes, without a key made and compared for each member. Nil, the cursor
        /// where it was, for anything else (an escape in the value too, or an unknown state): then
        /// `localization` reads it, to the same unit or to its error.
        func plainLocalization(_ c: inout JSONReader, locale: String) -> Localization? {
            guard c.canSkim(levels: 2), let (value, state, at) = plainUnit(&c) else { return nil }
            return Localization(locale: locale, units: [TextUnit(value: value, state: state, location: loc(at))])
        }

        /// A "localizations" object whose members are all plain localizations (`plainUnit`), each
        /// under a `ShortKey` (a locale's code) not met before in it: read whole into
        /// `localizations`. Their positions are counted once the object is read (a skim that gives
        /// up has then counted none: the reader that reads the object again asks no line before
        /// one already counted). False, the cursor where it was, for any other object.
        func skimLocalizations(_ c: inout JSONReader) -> Bool {
            guard c.canSkim(levels: 3), localizations.isEmpty else { return false }
            let start = c.mark
            guard c.take(UInt8(ascii: "{")) else { return false }
            if c.take(UInt8(ascii: "}")) { return true }
            // The buffer is taken out of the walker while it is filled (a class's array is checked
            // for exclusive access at every use) and written over in place (emptying it released
            // each element through generic code).
            var read = 0, skimmed: [Skimmed] = []
            swap(&skimmed, &self.skimmed)
            defer { swap(&skimmed, &self.skimmed) }
            repeat {
                guard let key = c.takeShortKey(), !skimmed[..<read].contains(where: { $0.key == key }), let unit = plainUnit(&c) else {
                    c.rewind(to: start)
                    return false
                }
                let s = Skimmed(key: key, value: unit.value, state: unit.state, at: unit.at)
                if read < skimmed.count { skimmed[read] = s } else { skimmed.append(s) }
                read += 1
            } while c.take(UInt8(ascii: ","))
            guard c.take(UInt8(ascii: "}")) else {
                c.rewind(to: start)
                return false
            }
            // (The walker's line cursor and locale codes read once, not at each value.)
            var out = [Localization](), names: [(key: JSONReader.ShortKey, name: String)] = []
            swap(&out, &localizations)
            swap(&names, &localeNames)
            let lines = self.lines
            for s in skimmed[..<read] {
                out.append(Localization(locale: Self.localeName(s.key, in: &names), units: [TextUnit(value: s.value, state: s.state, location: loc(s.at, lines))]))
            }
            swap(&names, &localeNames)
            swap(&out, &localizations)
            return true
        }

        /// The String of a locale's code, made once per catalog (a catalog has a few dozen) and
        /// kept in `names`.
        static func localeName(_ key: JSONReader.ShortKey, in names: inout [(key: JSONReader.ShortKey, name: String)]) -> String {
            if let known = names.first(where: { $0.key == key }) { return known.name }
            var bytes: [UInt8] = []
            for k in 0..<key.count { bytes.append(UInt8(truncatingIfNeeded: (k < 8 ? key.lo >> (8 * UInt64(k)) : key.hi >> (8 * UInt64(k - 8))))) }
            let name = String(decoding: bytes, as: UTF8.self)
            names.append((key, name))
            return name
        }

        /// The unit of a plain localization, `{"stringUnit": {"state": …, "value": …}}` (see
        /// `plainLocalization`): its value, state and the offset of the value's opening quote.
        func plainUnit(_ c: inout JSONReader) -> (value: String, state: TranslationState?, at: Int)? {
            let start = c.mark
            guard c.take(UInt8(ascii: "{")), c.takeKey(Self.stringUnitKey), c.take(UInt8(ascii: "{")) else {
                c.rewind(to: start)
                return nil
            }
            var value: String?, valueAt = 0
            var state: TranslationState?, sawState = false
            // A member whose name is taken but whose value is not gives up at once: where a string
            // failed to read, the cursor is no place to look for the next member.
            var members = true
            repeat {
                if !sawState, c.takeKey(Self.stateKey) {
                    guard let s = Self.state(&c) else { members = false; break }
                    state = s
                    sawState = true
                } else if value == nil, c.takeKey(Self.valueKey) {
                    valueAt = c.offset()
                    guard let v = try? c.readString(sharing: texts) else { members = false; break }
                    value = v
                } else {
                    members = false
                }
            } while members && c.take(UInt8(ascii: ","))
            guard members, let value, c.take(UInt8(ascii: "}")), c.take(UInt8(ascii: "}")) else {
                c.rewind(to: start)
                return nil
            }
            noteLength(value)
            return (value, state, valueAt)
        }

        func localization(_ c: inout JSONReader, locale: String) throws -> Localization {
            var l = Localization(locale: locale)
            var substitutionUnits: [TextUnit] = []
            try c.forEachMember { c, field in
                let at = c.offset()
                switch field {
                case "stringUnit": try stringUnit(&c, path: [], into: &l.units)
                case "variations": try variations(&c, path: [], into: &l.units)
                case "substitutions":
                    guard c.isAtObject() else { throw fail(at, "expected \"substitutions\" to be an object") }
                    try c.forEachMember { c, name in
                        var argNum: Int?
                        var spec = "@"
                        try c.forEachMember { c, f in
                            switch f {
                            case "argNum": argNum = try c.readValue().int
                            case "formatSpecifier": spec = try c.readValue().string ?? spec
                            case "stringUnit": try stringUnit(&c, path: ["substitutions", name], into: &substitutionUnits)
                            case "variations": try variations(&c, path: ["substitutions", name], into: &substitutionUnits)
                            default: _ = try c.readValue()
                            }
                        }
                        l.substitutions[name] = Substitution(name: name, argNum: argNum, formatSpecifier: spec)
                    }
                default:
                    _ = try c.readValue()
                }
            }
            l.units += substitutionUnits
            return l
        }

        func stringUnit(_ c: inout JSONReader, path: [String], into out: inout [TextUnit]) throws {
            let at = c.offset()
            guard c.isAtObject() else { throw fail(at, "expected \"stringUnit\" to be an object") }
            var value: (String, Int)?
            var state: TranslationState?
            try c.forEachMember { c, field in
                let vat = c.offset()
                switch field {
                case "value":
                    guard let v = try c.readString(sharing: texts) else { throw fail(vat, "expected \"value\" to be a string, found \(c.nextTypeName())") }
                    value = (v, vat)
                case "state":
                    guard let raw = try c.readString() else { throw fail(vat, "expected \"state\" to be a string") }
                    guard let s = TranslationState(catalogState: raw) else {
                        throw fail(vat, "unknown state \"\(raw)\" (expected translated, needs_review, new or stale)")
                    }
                    state = s
                default:
                    _ = try c.readValue()
                }
            }
            guard let (v, vat) = value else { throw fail(at, "expected \"value\" in the stringUnit") }
            noteLength(v)
            out.append(TextUnit(value: v, state: state, location: loc(vat), variant: path))
        }

        /// `{"plural": {"one": {stringUnit | variations}, …}, "device": {…}}`, nested.
        /// `level`: how many variations enclose these (1 for the outermost). Past
        /// `Limits.variationDepth` it is an error: the walk recurses once per level.
        func variations(_ c: inout JSONReader, path: [String], into out: inout [TextUnit], level: Int = 1) throws {
            let at = c.offset()
            guard level <= Limits.variationDepth else {
                throw fail(at, "variations nested deeper than \(Limits.variationDepth) levels, the most voicelint reads")
            }
            guard c.isAtObject() else { throw fail(at, "expected \"variations\" to be an object") }
            try c.forEachMember { c, kind in
                let cat = c.offset()
                guard kind == "plural" || kind == "device" else { throw fail(cat, "unknown variation \"\(kind)\" (expected plural or device)") }
                guard c.isAtObject() else { throw fail(cat, "expected the \(kind) variations to be an object") }
                try c.forEachMember { c, name in
                    let nat = c.offset()
                    if kind == "plural" && !XCStringsLoader.pluralNames.contains(name) {
                        throw fail(nat, "unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)")
                    }
                    guard c.isAtObject() else { throw fail(nat, "expected an object for the \(kind) variation \"\(name)\"") }
                    try c.forEachMember { c, field in
                        switch field {
                        case "stringUnit": try stringUnit(&c, path: path + [kind, name], into: &out)
                        case "variations": try variations(&c, path: path + [kind, name], into: &out, level: level + 1)
                        default: _ = try c.readValue()
                        }
                    }
                }
            }
        }
    }
}
