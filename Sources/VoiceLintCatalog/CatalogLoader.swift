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
              let data = FileManager.default.contents(atPath: path) else { return false }
        return AndroidStringsLoader.hasResourcesRoot(Array(data))
    }

    public var options: Options
    /// File contents to use instead of what is on disk (for fixes not yet written).
    public var overlay: [String: [UInt8]] = [:]
    public init(options: Options = Options()) { self.options = options }

    /// The catalog files under the paths, sorted, as the user would name them.
    public func discover(_ paths: [String]) throws(LoadError) -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { throw LoadError(file: p, "no such file or folder") }
            if !isDir.boolValue {
                guard Self.isCatalog(p) else {
                    throw LoadError(file: p, "not a catalog voicelint reads (expected .xcstrings, .strings, .stringsdict, .xliff, .po, an Android strings.xml or an .xcloc folder)")
                }
                files.append(Self.display(p))
                continue
            }
            guard let walker = fm.enumerator(atPath: p) else { throw LoadError(file: p, "the folder cannot be read") }
            var found: [String] = []
            while let rel = walker.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if Self.skippedFolders.contains(name) { walker.skipDescendants(); continue }
                let full = p.hasSuffix("/") ? p + rel : p + "/" + rel
                // A Gradle module's build output (merged resources) beside its build.gradle.
                if name == "build" {
                    let parent = (full as NSString).deletingLastPathComponent
                    if fm.fileExists(atPath: parent + "/build.gradle") || fm.fileExists(atPath: parent + "/build.gradle.kts") {
                        walker.skipDescendants()
                        continue
                    }
                }
                let e = Self.ext(name)
                if Self.extensions.contains(e) || e == "xml" {
                    var d: ObjCBool = false
                    if fm.fileExists(atPath: full, isDirectory: &d), !d.boolValue, Self.isCatalog(full) { found.append(Self.display(full)) }
                }
            }
            files.append(contentsOf: found.sorted().filter(selected))
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }

    /// Applies the include and exclude patterns to a file found in a folder.
    func selected(_ file: String) -> Bool {
        guard !options.include.isEmpty || !options.exclude.isEmpty else { return true }
        let rel = CatalogPaths.relative(file, to: options.patternBase)
        func any(_ patterns: [String]) -> Bool { patterns.contains { Glob.matches($0, rel) } }
        if !options.include.isEmpty && !any(options.include) { return false }
        return !any(options.exclude)
    }

    /// Loads and merges everything under the paths.
    public func load(_ paths: [String], progress: ((Int, Int, String) -> Void)? = nil) throws(LoadError) -> Catalog {
        let files = try discover(paths)
        // Tables whose source lives in Base.lproj.
        var baseTables: Set<String> = []
        for f in files where CatalogPaths.lprojLocale(forPath: f) == "Base" { baseTables.insert(CatalogPaths.table(forPath: f)) }
        var merger = Merger()
        for (n, f) in files.enumerated() {
            progress?(n, files.count, f)
            let (entries, notes) = try loadFile(f, baseTables: baseTables)
            merger.add(entries)
            merger.notes.append(contentsOf: notes)
        }
        return Catalog(entries: merger.entries, notes: merger.notes, files: files)
    }

    /// One file, by its extension.
    public func loadFile(_ file: String, baseTables: Set<String> = []) throws(LoadError) -> ([Entry], [LoadNote]) {
        if let bytes = overlay[file] { return try parse(bytes, file: file, baseTables: baseTables) }
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file))) } catch {
            throw LoadError(file: file, "cannot be read: \(error.localizedDescription)")
        }
        return try parse(bytes, file: file, baseTables: baseTables)
    }

    /// One file's bytes, by the file's extension.
    public func parse(_ bytes: [UInt8], file: String, baseTables: Set<String> = []) throws(LoadError) -> ([Entry], [LoadNote]) {
        let table = CatalogPaths.table(forPath: file)
        let lproj = CatalogPaths.lprojLocale(forPath: file)
        let locale = lproj ?? options.developmentLanguage
        let source = baseTables.contains(table) ? "Base" : options.developmentLanguage
        switch Self.ext(file) {
        case "xcstrings":
            return (try XCStringsLoader.load(bytes: bytes, file: file, table: table), [])
        case "strings":
            return try StringsFileLoader.load(bytes: bytes, file: file, table: table, locale: locale, sourceLocale: source)
        case "stringsdict":
            return (try StringsDictLoader.load(bytes: bytes, file: file, table: table, locale: locale, sourceLocale: source), [])
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
                guard let data = try? Data(contentsOf: contents),
                      let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
                return obj["targetLocale"] as? String
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

/// Merges entries from many files: one entry per table and key, every locale's units together.
struct Merger {
    var entries: [Entry] = []
    var notes: [LoadNote] = []
    private var index: [String: Int] = [:]

    mutating func add(_ new: [Entry]) {
        for e in new {
            let id = e.table + "\u{0}" + e.key
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
