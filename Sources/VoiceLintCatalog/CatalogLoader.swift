import Foundation

/// Finds catalogs under the paths given, loads each with its format's loader
/// and merges every file's locales by table and key.
public struct CatalogLoader {
    /// Which files a folder walk takes, and the development language of Base.lproj.
    public struct Options: Sendable {
        /// The language of `Base.lproj` and of `.strings` outside any `.lproj`.
        public var developmentLanguage = "en"
        /// Glob patterns (`*`, `**`, `?`) over paths relative to `patternBase`:
        /// found files must match one `include` (when any) and no `exclude`.
        public var include: [String] = []
        public var exclude: [String] = []
        public var patternBase = "."
        public init() {}
    }

    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", ".gradle"]
    /// Extensions that make a file a catalog. Android resources are `.xml` files
    /// recognised by name and folder (see `isCatalog`).
    public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict", "xliff", "po"]

    /// True for a file voicelint reads: a known extension, a file named
    /// `strings.xml`, or an `.xml` file in a `values*/` folder whose root element
    /// is `<resources>` (other `.xml` files are not catalogs).
    public static func isCatalog(_ path: String) -> Bool {
        let e = ext(path)
        if extensions.contains(e) { return true }
        guard e == "xml" else { return false }
        if (path as NSString).lastPathComponent.lowercased() == "strings.xml" { return true }
        guard CatalogPaths.androidValuesFolder(forPath: path) != nil,
              let data = try? SafeFile.read(path) else { return false }
        return AndroidStringsLoader.hasResourcesRoot(data)
    }

    /// Whether the path alone makes a file a candidate (before `isCatalog` looks inside).
    static func mayBeCatalog(_ path: String) -> Bool {
        let e = ext(path)
        if extensions.contains(e) { return true }
        guard e == "xml" else { return false }
        return (path as NSString).lastPathComponent.lowercased() == "strings.xml" || CatalogPaths.androidValuesFolder(forPath: path) != nil
    }

    public var options: Options
    /// File contents to use instead of what is on disk (for fixes not yet written).
    public var overlay: [String: [UInt8]] = [:]
    /// How many threads loading uses: files are loaded this many at a time, and a
    /// large String Catalog's keys are read in this many runs at the same time.
    public var parallelism = ProcessInfo.processInfo.activeProcessorCount
    public init(options: Options = Options()) { self.options = options }

    /// The catalog files under the paths, sorted, as the user would name them.
    public func discover(_ paths: [String]) throws(LoadError) -> [String] {
        try walk(paths).files
    }

    /// The catalog files under the paths, and the ones left aside with a note:
    /// named pipes, sockets and devices (never opened), symbolic links that lead
    /// nowhere, folders that cannot be listed. Symbolic links to folders are not
    /// followed, so a link loop cannot make the walk endless. A path given that
    /// does not exist or is not a catalog is an error.
    func walk(_ paths: [String]) throws(LoadError) -> (files: [String], skipped: [LoadError]) {
        var files: [String] = []
        var skipped: [LoadError] = []
        func skip(_ path: String, _ message: String) { skipped.append(LoadError(note: Self.display(path), message)) }
        for p in paths {
            if overlay[p] != nil { files.append(p); continue } // the standard input, given with the path it stands for
            switch SafeFile.kind(p) {
            case .missing: throw LoadError(path: p, "no such file or folder")
            case .loop: throw LoadError(path: p, "a symbolic link loop")
            case .unreachable(let why): throw LoadError(path: p, "cannot be read: \(why)")
            case .special(let what): throw LoadError(path: p, "\(what), not a catalog file: not read")
            case .regular:
                guard Self.isCatalog(p) else {
                    throw LoadError(path: p, "not a catalog voicelint reads (expected .xcstrings, .strings, .stringsdict, .xliff, .po, an Android strings.xml or an .xcloc folder)")
                }
                files.append(Self.display(p))
                continue
            case .directory:
                break
            }
            var found: [String] = []
            // Folders still to list; the walk is iterative, however deep the tree.
            var folders = [p]
            while let dir = folders.popLast() {
                let names: [String]
                do { names = try FileManager.default.contentsOfDirectory(atPath: dir) } catch {
                    if dir == p { throw LoadError(path: p, "the folder cannot be read") }
                    if case .directory = SafeFile.kind(dir) { skip(dir, "not read: the folder cannot be listed; its catalogs are not checked") }
                    continue
                }
                for name in names {
                    if Self.skippedFolders.contains(name) { continue }
                    let full = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                    guard let kind = SafeFile.linkKind(full) else {
                        // A symbolic link: a file it leads to is read, a folder is not entered.
                        guard Self.mayBeCatalog(full) else { continue }
                        switch SafeFile.kind(full) {
                        case .regular: if Self.isCatalog(full) { found.append(Self.display(full)) }
                        case .missing: skip(full, "not read: a symbolic link to nothing")
                        case .loop: skip(full, "not read: a symbolic link loop")
                        case .special(let what): skip(full, "not read: a symbolic link to \(what)")
                        case .unreachable(let why): skip(full, "not read: \(why)")
                        case .directory: break
                        }
                        continue
                    }
                    switch kind {
                    case .directory:
                        // translatewiki's message documentation: notes for translators, in English, not a language.
                        if name == "qqq.lproj" || name == "values-qq" {
                            skip(full, "not read: message documentation for translators (translatewiki's qqq), not a language")
                            continue
                        }
                        // A Gradle module's build output (merged resources) beside its build.gradle.
                        if name == "build" && (FileManager.default.fileExists(atPath: dir + "/build.gradle") || FileManager.default.fileExists(atPath: dir + "/build.gradle.kts")) {
                            continue
                        }
                        folders.append(full)
                    case .regular:
                        if Self.mayBeCatalog(full) && Self.isCatalog(full) { found.append(Self.display(full)) }
                    case .special(let what):
                        if Self.mayBeCatalog(full) { skip(full, "not read: \(what), not a regular file") }
                    case .missing, .loop:
                        break  // gone since the folder was listed
                    case .unreachable(let why):
                        if Self.mayBeCatalog(full) { skip(full, "not read: \(why)") }
                    }
                }
            }
            files.append(contentsOf: found.sorted().filter(selected))
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0).inserted }, skipped.sorted { $0.location.file < $1.location.file })
    }

    /// Applies the include and exclude patterns to a file found in a folder.
    func selected(_ file: String) -> Bool {
        guard !options.include.isEmpty || !options.exclude.isEmpty else { return true }
        let rel = CatalogPaths.relative(file, to: options.patternBase)
        func any(_ patterns: [String]) -> Bool { patterns.contains { Glob.matches($0, rel) } }
        if !options.include.isEmpty && !any(options.include) { return false }
        return !any(options.exclude)
    }

    /// Loads and merges everything under the paths; the first file that cannot be
    /// used is thrown.
    public func load(_ paths: [String], progress: ((Int, Int, String) -> Void)? = nil) throws(LoadError) -> Catalog {
        let result = try loadCollecting(paths, progress: progress, stopAtFirstError: true)
        if let first = result.errors.first { throw first }
        return result.catalog
    }

    /// What `loadCollecting` gives: the catalog of the files that loaded, every
    /// file's error, and the files left aside with a note.
    public struct LoadResult: Sendable {
        public var catalog: Catalog
        /// One per file that could not be used, in file order.
        public var errors: [LoadError]
        /// Special files, links to nothing, files deleted while voicelint ran.
        public var skipped: [LoadError]
        /// The notes, then the errors: what to print, one line each.
        public var problems: [LoadError] { skipped + errors }
    }

    /// Loads and merges everything under the paths. A file that cannot be used
    /// does not stop the others: its error is collected, and the catalog holds
    /// the files that loaded. Throws only when a path given cannot be used at
    /// all (no such file, not a catalog), or when files were found and none
    /// loaded (the first error, with the others on the following lines).
    public func loadCollecting(_ paths: [String], progress: ((Int, Int, String) -> Void)? = nil) throws(LoadError) -> LoadResult {
        let result = try loadCollecting(paths, progress: progress, stopAtFirstError: false)
        if result.catalog.files.isEmpty, var first = result.errors.first {
            first.message += result.errors.dropFirst().map { "\n" + $0.description }.joined()
            throw first
        }
        return result
    }

    private func loadCollecting(_ paths: [String], progress: ((Int, Int, String) -> Void)?, stopAtFirstError: Bool) throws(LoadError) -> LoadResult {
        let (files, found) = try walk(paths)
        var skipped = found
        var errors: [LoadError] = []
        // Tables whose source lives in Base.lproj.
        var baseTables: Set<String> = []
        for f in files where CatalogPaths.lprojLocale(forPath: f) == "Base" { baseTables.insert(CatalogPaths.table(forPath: f)) }
        var merger = Merger()
        var loaded: [String] = []
        var stopped = false
        // In file order, as if the files had been loaded one after another.
        loadFiles(files, baseTables: baseTables, progress: progress) { f, outcome in
            switch outcome {
            case .success(let (entries, notes)):
                // A String Catalog's keys are unique (a repeated one is kept once).
                merger.add(entries, unique: Self.ext(f) == "xcstrings")
                merger.notes.append(contentsOf: notes)
                loaded.append(f)
            case .failure(let error) where error.isNote:
                skipped.append(error)
            case .failure(let error):
                errors.append(error)
                stopped = stopAtFirstError
            }
            return !stopped
        }
        return LoadResult(catalog: Catalog(entries: merger.entries, notes: merger.notes, files: loaded), errors: errors, skipped: skipped)
    }

    /// Loads the files `parallelism` at a time, taken in order (`progress` is called as
    /// each one is taken), and hands each file's entries and notes, or its error, to
    /// `merge` in file order as soon as the files before it are handed on: one call at
    /// a time for each. Once `merge` returns false, no file is taken or handed on.
    private func loadFiles(_ files: [String], baseTables: Set<String>, progress: ((Int, Int, String) -> Void)?,
                           merge: (String, FileQueue.Outcome) -> Bool) {
        let queue = FileQueue(count: files.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(parallelism, files.count))) { _ in
            while let n = queue.next(announcing: { progress?($0, files.count, files[$0]) }) {
                let outcome: FileQueue.Outcome
                do throws(LoadError) { outcome = .success(try loadFile(files[n], baseTables: baseTables)) } catch { outcome = .failure(error) }
                queue.finish(n, outcome) { merge(files[$0], $1) }
            }
        }
    }

    /// One file, by its extension. A file deleted since it was found is thrown as a note.
    public func loadFile(_ file: String, baseTables: Set<String> = []) throws(LoadError) -> ([Entry], [LoadNote]) {
        if let bytes = overlay[file] { return try parse(bytes, file: file, baseTables: baseTables) }
        let bytes: [UInt8]
        do throws(SafeFile.Failure) {
            // A String Catalog gives its bytes back as it is walked; one that needs them
            // again (a repeated key, an error) is read again, whole.
            if Self.ext(file) == "xcstrings", let buffer = try FileBuffer.read(file),
               let entries = XCStringsLoader.loadReleasing(buffer, path: file, table: CatalogPaths.table(forPath: file), threads: parallelism) {
                return (entries, [])
            }
            bytes = try SafeFile.read(file)
        } catch {
            switch error {
            case .missing: throw LoadError(note: file, "not checked: deleted while voicelint ran")
            case .special(let what): throw LoadError(note: file, "not read: \(what), not a regular file")
            default: throw LoadError(file: file, error.message)
            }
        }
        return try parse(bytes, file: file, baseTables: baseTables)
    }

    /// One file's bytes, by the file's extension.
    public func parse(_ bytes: [UInt8], file: String, baseTables: Set<String> = []) throws(LoadError) -> ([Entry], [LoadNote]) {
        guard bytes.count <= Limits.fileBytes else {
            throw LoadError(file: file, SafeFile.Failure.tooLarge(size: bytes.count, limit: Limits.fileBytes).message)
        }
        let table = CatalogPaths.table(forPath: file)
        let lproj = CatalogPaths.lprojLocale(forPath: file)
        let locale = lproj ?? options.developmentLanguage
        let source = baseTables.contains(table) ? "Base" : options.developmentLanguage
        switch Self.ext(file) {
        case "xcstrings":
            return try XCStringsLoader.loadWithNotes(bytes: bytes, file: file, table: table)
        case "strings":
            return try StringsFileLoader.load(bytes: bytes, file: file, table: table, locale: locale, sourceLocale: source)
        case "stringsdict":
            return try StringsDictLoader.loadWithNotes(bytes: bytes, file: file, table: table, locale: locale, sourceLocale: source)
        case "xliff":
            return (try XLIFFLoader.load(bytes: bytes, file: file, fallbackTarget: xclocTarget(file)), [])
        case "po":
            return try GettextLoader.load(bytes: bytes, file: file, sourceLocale: options.developmentLanguage)
        case "xml":
            // `values` (no language qualifier) holds the development language.
            let folder = CatalogPaths.androidValuesFolder(forPath: file)
            let androidLocale = folder.flatMap(CatalogPaths.androidLocale(valuesFolder:)) ?? options.developmentLanguage
            return try AndroidStringsLoader.load(bytes: bytes, file: file, table: CatalogPaths.androidTable(forPath: file),
                                                 locale: androidLocale, sourceLocale: options.developmentLanguage)
        default:
            throw LoadError(file: file, "not a catalog voicelint reads")
        }
    }

    /// The target locale named by an enclosing `.xcloc`'s contents.json.
    private func xclocTarget(_ file: String) -> String? {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path.count > 1 {
            if url.pathExtension == "xcloc" {
                let contents = url.appendingPathComponent("contents.json")
                guard let bytes = try? SafeFile.read(contents.path, limit: 1 << 20) else { return nil }
                let root = try? bytes.withUnsafeBufferPointer { (b) throws(JSONSyntaxError) in try JSONReader.parse(b) }
                return root?["targetLocale"]?.string
            }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    static func ext(_ p: String) -> String { (p as NSString).pathExtension.lowercased() }

    /// Paths relative to the current folder when under it.
    static func display(_ p: String) -> String {
        var path = p
        while path.hasPrefix("./") { path.removeFirst(2) }
        let cwd = FileManager.default.currentDirectoryPath
        if path.hasPrefix(cwd + "/") { path = String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}

/// Files loaded at the same time: which one is taken next, and the outcomes
/// waiting for the files before them to be handed on.
private final class FileQueue: @unchecked Sendable {
    /// A file's entries and notes, or its error.
    typealias Outcome = Result<([Entry], [LoadNote]), LoadError>

    private let lock = NSLock()
    private var taken = 0
    private var handedOn = 0
    /// No file is taken or handed on from this one on.
    private var end: Int
    private var waiting: [Int: Outcome] = [:]

    init(count: Int) { end = count }

    /// The next file not yet taken, announced (`announce`) before any other file is
    /// taken; nil when none is left.
    func next(announcing announce: (Int) -> Void) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < end else { return nil }
        taken += 1
        announce(taken - 1)
        return taken - 1
    }

    /// File `n`'s outcome: handed to `handOn` with those waiting after it, once every
    /// file before it has been; `handOn` returning false ends the queue there.
    func finish(_ n: Int, _ outcome: Outcome, handOn: (Int, Outcome) -> Bool) {
        lock.lock()
        defer { lock.unlock() }
        waiting[n] = outcome
        while handedOn < end, let next = waiting.removeValue(forKey: handedOn) {
            if !handOn(handedOn, next) { end = handedOn + 1 }
            handedOn += 1
        }
    }
}

/// Merges entries from many files: one entry per table and key, every locale's units together.
struct Merger {
    var entries: [Entry] = []
    var notes: [LoadNote] = []
    private var index: [String: Int] = [:]
    /// `entries` before this one are not in `index` yet (a first file's, taken whole).
    private var indexed = 0

    private static func id(_ e: Entry) -> String { e.table + "\u{0}" + e.key }

    /// Adds a file's entries. With `unique` (no two of them share a table and key), a
    /// first file's entries are taken as they are, and indexed only when another file comes.
    mutating func add(_ new: [Entry], unique: Bool = false) {
        if entries.isEmpty && unique {
            entries = new
            return
        }
        while indexed < entries.count {
            index[Self.id(entries[indexed])] = indexed
            indexed += 1
        }
        defer { indexed = entries.count }
        for e in new {
            let id = Self.id(e)
            guard let i = index[id] else {
                index[id] = entries.count
                entries.append(e)
                continue
            }
            if entries[i].comment == nil { entries[i].comment = e.comment }
            // Android's translatable="false" stands in the source file only.
            if !e.shouldTranslate { entries[i].shouldTranslate = false }
            if e.keyLocation.file.hasSuffix(".xcstrings") { entries[i].sourceLocale = e.sourceLocale }
            for l in e.localizations {
                if let j = entries[i].localizations.firstIndex(where: { $0.locale == l.locale }) {
                    // The same source text repeated by every XLIFF file of an export: keep one.
                    let known = Set(entries[i].localizations[j].units.map { $0.variant })
                    for u in l.units where !known.contains(u.variant) { entries[i].localizations[j].units.append(u) }
                    entries[i].localizations[j].substitutions.merge(l.substitutions) { a, _ in a }
                } else {
                    entries[i].localizations.append(l)
                }
            }
        }
    }
}
