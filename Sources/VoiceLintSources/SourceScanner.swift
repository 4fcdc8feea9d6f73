import Foundation
import VoiceLintCatalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The role a source file gives a key. The raw values of `label` and `hint` are
/// those of `VoiceLintRules.Role`, so `Role(rawValue: role.rawValue)` converts;
/// this module does not depend on the rules (nor, through them, on ICU).
/// `part`: the key is one piece of a label or hint the code composes
/// (`"\(a), \(b)"`, `a + b`, a format's argument), never the whole of one.
public enum SourceRole: String, Sendable, CaseIterable, Codable, Comparable {
    case label, hint, part

    private var order: Int { self == .label ? 0 : self == .hint ? 1 : 2 }
    public static func < (a: SourceRole, b: SourceRole) -> Bool { a.order < b.order }
}

/// One place where a key is used as a label or hint.
public struct SourceUsage: Sendable, Hashable, Comparable {
    public var key: String
    public var role: SourceRole
    /// The string literal or the first name of the generated accessor.
    public var location: SourceLocation

    public init(key: String, role: SourceRole, location: SourceLocation) {
        self.key = key
        self.role = role
        self.location = location
    }

    public static func < (a: SourceUsage, b: SourceUsage) -> Bool {
        (a.location, a.role, a.key) < (b.location, b.role, b.key)
    }
}

/// A label or hint written in the code itself as a string literal that is no catalog key
/// (`button.accessibilityLabel = "Delete button"`): spoken in the development language.
public struct CodeCopy: Sendable, Equatable {
    public var text: String
    /// `label` or `hint` (a piece of a composed label is not checked on its own).
    public var role: SourceRole
    /// The literal's opening quote.
    public var location: SourceLocation

    public init(text: String, role: SourceRole, location: SourceLocation) {
        self.text = text
        self.role = role
        self.location = location
    }
}

/// What a scan found: the keys' uses, and the copy written in code.
public struct SourceScan: Sendable {
    public var uses: [String: SourceKeyUse]
    /// Sorted by place; one per literal.
    public var copy: [CodeCopy]
    /// Files left out (too large) or read only up to a place (nested too deep), in the files'
    /// order: a note each; the others' roles stand.
    public var skipped: [SourceScanError] = []

    public init(uses: [String: SourceKeyUse] = [:], copy: [CodeCopy] = [], skipped: [SourceScanError] = []) {
        self.uses = uses
        self.copy = copy
        self.skipped = skipped
    }
}

/// Everything the sources say about one key.
public struct SourceKeyUse: Sendable, Equatable {
    public var key: String
    /// Every use, sorted by file, line, column (files in the order of their paths).
    public var usages: [SourceUsage]

    /// The role of the first use as a whole label or hint; `part` when every use is a
    /// piece of a composed one. A key used both ways (`isAmbiguous`) takes the role of
    /// whichever whole use comes first in that order; `roles` has both.
    public var role: SourceRole { (usages.first { $0.role != .part } ?? usages[0]).role }
    public var roles: Set<SourceRole> { Set(usages.map(\.role)) }
    public var isAmbiguous: Bool { roles.subtracting([.part]).count > 1 }
    /// Where the key is used, all roles.
    public var evidence: [SourceLocation] { usages.map(\.location) }
    public func evidence(for role: SourceRole) -> [SourceLocation] { usages.filter { $0.role == role }.map(\.location) }
}

/// A source file or folder that could not be scanned, with why.
public struct SourceScanError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    /// Where in the file, when the error is about a place in it.
    public var line: Int?
    public var column: Int?
    public var description: String {
        guard let line, let column else { return "\(path): \(message)" }
        return "\(path):\(line):\(column): error: \(message)"
    }
}

/// Finds the localization keys that an app's sources use as accessibility
/// labels and hints, and the labels and hints written in code as literals.
///
/// Two stages (docs/source-scanner.md): each file is read once, in parallel,
/// into `FileFacts` (`FactCollector`: tokens, scopes, declarations, sinks, the
/// arguments and assignments flows go through); then `Resolver` looks every
/// name up across the project.
///
/// Sinks (`key` stands for any expression that names a key):
/// - SwiftUI: `.accessibilityLabel(key)`, `.accessibilityHint(key)`,
///   `.accessibility(label: key, hint: key)`, `Image(_:label: key)`.
/// - UIKit / AppKit: `x.accessibilityLabel = key`, `accessibilityHint = key`
///   (and `accessibilityAttributedLabel = NSAttributedString(string: key)`);
///   a declaration `var accessibilityLabel: String { ... }` or
///   `func accessibilityLabel(for x: X) -> Text { ... }` (what it returns:
///   `return`s, `case ...:` branches, `if`/`else` expression branches, a
///   single expression) or `let accessibilityHint = key` (not a static member:
///   a generated string table's); an argument whose label speaks of an
///   accessibility label or hint (`accessibilityLabel:`, `imageAccessibilityLabel:`,
///   `a11yHint:`), unless every function of the project so named leaves it unused.
/// - Objective-C: `x.accessibilityLabel = key;`, `[x setAccessibilityLabel:key]`,
///   `- (NSString *)accessibilityLabel { return key; }`.
/// - Storyboards and XIBs: see `InterfaceBuilderScanner`.
/// `label.accessibilityLabel = label.text` (an element repeating its own text) is no sink.
///
/// Key forms: a bare literal where SwiftUI reads a `LocalizedStringKey`
/// (`.accessibilityLabel("key")`); `Text("key")`, `LocalizedStringKey("key")`,
/// `LocalizedStringResource("key")`, `String(localized: "key")`, `Text(verbatim: x)`
/// (x as it is); `NSLocalizedString("key", ...)` and the other `keyFunctions`;
/// `"key".localized` and the other `localizingMembers`; any call whose first
/// literal argument is a catalog key (a project's wrapper: `OCLocalizedString("key", nil)`);
/// a generated accessor under one of the `accessorRoots` that the key index
/// resolves; and any name the project declares: constants, computed properties
/// and functions in types, extensions and files of their own (`Strings.Common.close`),
/// locals (with what is assigned to them later), parameters (what the calls give
/// them) and stored properties (what initializers and assignments give them).
/// Each branch of `c ? a : b` and `a ?? b` is a whole; `a + b`, interpolations,
/// `[a, b].joined()`, `+=` and the arguments of a format or lookup are pieces (parts).
///
/// With `knownKeys` (the catalogs' keys) a literal counts only when it is one of
/// them, and generated accessors are resolved to them by comparing the accessor
/// path with each key, both lower-cased with everything but letters and digits
/// removed: segment by segment (`Common.Controls.Actions.share` is
/// `Common.Controls.Actions.Share`), else as a whole (`a11yEditRoomAddressHint`
/// is `a11y_edit_room_address_hint`), trying shorter leading parts of the path
/// if the whole does not match. An interpolated literal in a
/// `LocalizedStringKey` / `String(localized:)` position counts when a known key
/// has the same text with a format specifier for each interpolation
/// (`"alt-text-\(alt)"` is `alt-text-%@`) and some letter outside them.
/// Without `knownKeys`, literals in `LocalizedStringKey` positions are reported as
/// written, and accessors and interpolated literals are skipped.
public struct SourceScanner: Sendable {
    /// What the scan reads and skips.
    public struct Options: Sendable {
        /// The types that generated accessors hang from; `*` stands for any one name.
        public var accessorRoots: [String] = [
            "L10n", "UntranslatedL10n", "Strings", "Localizable", "LocalizedStrings", "Localization", "Localizations",
            "R.string.*",
        ]
        /// Functions whose first argument is a key.
        public var keyFunctions: Set<String> = [
            "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle",
            "NSLocalizedStringWithDefaultValue", "localizedString", "LocalizedString", "localized", "Localized",
        ]
        /// Members that look a literal up: `"key".localized`, `"key".localized(with: n)`.
        public var localizingMembers: Set<String> = [
            "localized", "localised", "localizedString", "localizedFormat", "localizedWithFormat", "loc", "l10n", "translated",
        ]
        /// Folder names never entered (besides any folder whose name starts with a dot).
        public var skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]
        public var objectiveC = true
        public var interfaceBuilder = true

        public init() {}
    }

    /// The language of a source file, by its extension.
    public enum Language: Sendable {
        case swift, objectiveC, interfaceBuilder

        public init?(pathExtension ext: String) {
            switch ext.lowercased() {
            case "swift": self = .swift
            case "m", "mm", "h": self = .objectiveC
            case "storyboard", "xib": self = .interfaceBuilder
            default: return nil
            }
        }
    }

    static let roleProperties: [String: SourceRole] = [
        "accessibilityLabel": .label, "accessibilityHint": .hint,
        "accessibilityAttributedLabel": .label, "accessibilityAttributedHint": .hint,
    ]
    static let objectiveCSetters: [String: SourceRole] = ["setAccessibilityLabel": .label, "setAccessibilityHint": .hint]
    /// Types whose string-literal argument is a `LocalizedStringKey`.
    static let localizedKeyTypes: Set<String> = ["Text", "LocalizedStringKey", "LocalizedStringResource"]
    static let stringTypes: Set<String> = ["String", "AttributedString", "NSString", "NSAttributedString"]

    public var options: Options
    private let index: KeyIndex

    /// `knownKeys`: the keys of the catalogs being checked (may be empty).
    public init(knownKeys: Set<String> = [], options: Options = Options()) {
        self.options = options
        index = KeyIndex(knownKeys)
    }

    public var knownKeys: Set<String> { index.known }

    /// Scans the files and folders at `paths` and returns, for each key used as
    /// a label or hint, its uses.
    public static func scan(paths: [String], knownKeys: Set<String>) throws -> [String: SourceKeyUse] {
        try SourceScanner(knownKeys: knownKeys).scan(paths: paths)
    }

    /// Files are read only when `stat` says they are regular files of at most
    /// `Limits.sourceFileBytes` (a named pipe is never opened, a larger file is an
    /// error); brackets, interpolations and `?:`/`??` chains nested deeper than
    /// `Limits.sourceDepth` are an error naming the place. Files that vanish or
    /// cannot be read are left out.
    public func scan(paths: [String]) throws -> [String: SourceKeyUse] {
        let all = try scanAll(paths: paths)
        if let first = all.skipped.first { throw first }
        return all.uses
    }

    /// `scan(paths:)`, and the labels and hints written in the code as literals; a file too large
    /// or nested too deep is no error here but a note (`SourceScan.skipped`): a catalog check does
    /// not stop for a generated source file.
    public func scanAll(paths: [String]) throws -> SourceScan {
        let listed = try sourceFileList(under: paths)
        let files = listed.map(\.path)
        let results = ResultSlots(count: files.count)
        // The largest files first: a large generated file taken last would leave one core working alone.
        let order = files.indices.sorted { listed[$0].size != listed[$1].size ? listed[$0].size > listed[$1].size : $0 < $1 }
        DispatchQueue.concurrentPerform(iterations: files.count) { k in
            let n = order[k]
            let path = files[n]
            guard let language = Language(pathExtension: (path as NSString).pathExtension) else { return }
            let bytes: [UInt8]
            do throws(SafeFile.Failure) { bytes = try SafeFile.read(path, limit: Limits.sourceFileBytes) } catch {
                if case .tooLarge = error { results.fail(n, SourceScanError(path: path, message: error.message)) }
                return
            }
            let facts = collect(source: String(decoding: bytes, as: UTF8.self), file: path, fileNumber: n, language: language)
            if let (line, column) = facts.tooDeep {
                results.fail(n, SourceScanError(path: path, message: "brackets, string interpolations or ?: and ?? chains nested deeper than \(Limits.sourceDepth) levels, the most the source scanner reads",
                                                line: line, column: column))
            }
            results.set(n, facts)
        }
        let facts = results.all
        let (usages, copy) = Resolver(files: facts).resolved()
        var seen = Set<SourceLocation>()
        let literals = copy.sorted { $0.location < $1.location }.filter { seen.insert($0.location).inserted }
        return SourceScan(uses: Self.group(usages + facts.flatMap(\.found)), copy: literals, skipped: results.errors)
    }

    /// Groups uses by key, each key's uses sorted.
    public static func group(_ usages: [SourceUsage]) -> [String: SourceKeyUse] {
        var byKey: [String: [SourceUsage]] = [:]
        for u in usages { byKey[u.key, default: []].append(u) }
        return byKey.mapValues { uses in
            var sorted = uses.sorted()
            // The same use found twice (two paths to one key) counts once.
            var k = 0
            for u in sorted where k == 0 || sorted[k - 1] != u {
                sorted[k] = u
                k += 1
            }
            sorted.removeSubrange(k...)
            return SourceKeyUse(key: sorted[0].key, usages: sorted)
        }
    }

    /// The uses in one file's text, read as a project of its own (nothing past a place nested too deep).
    public func scan(source: String, file: String, language: Language) -> [SourceUsage] {
        scanChecked(source: source, file: file, language: language).usages
    }

    /// The uses in one file's text, and where it nests deeper than `Limits.sourceDepth`.
    public func scanChecked(source: String, file: String, language: Language) -> (usages: [SourceUsage], tooDeep: (line: Int, column: Int)?) {
        let facts = collect(source: source, file: file, fileNumber: 0, language: language)
        return (resolve([facts]), facts.tooDeep)
    }

    /// The uses in several files' texts, read as one project.
    public func scan(sources: [(file: String, text: String, language: Language)]) -> [SourceUsage] {
        resolve(sources.enumerated().map { n, s in collect(source: s.text, file: s.file, fileNumber: n, language: s.language) })
    }

    /// Stage one, per file: what the file declares, sets and passes on.
    func collect(source: String, file: String, fileNumber: Int, language: Language) -> FileFacts {
        switch language {
        case .swift:
            return FactCollector.collect(source, file: file, fileNumber: fileNumber, dialect: .swift, options: options, index: index)
        case .objectiveC:
            return FactCollector.collect(source, file: file, fileNumber: fileNumber, dialect: .objectiveC, options: options, index: index)
        case .interfaceBuilder:
            var facts = FileFacts(path: file)
            facts.found = InterfaceBuilderScanner.scan(source, file: file, index: index)
            return facts
        }
    }

    /// Stage two, over the whole project: names resolved, flows followed.
    func resolve(_ files: [FileFacts]) -> [SourceUsage] {
        Resolver(files: files).usages() + files.flatMap(\.found)
    }

    /// The files to scan under `paths`, sorted; a path that is a file is taken
    /// whatever its extension. Symbolic links to folders are not followed.
    public func sourceFiles(under paths: [String]) throws -> [String] { try sourceFileList(under: paths).map(\.path) }

    /// `sourceFiles(under:)` with each file's size (as the walk's `lstat` or, for a file named, `stat` gives it).
    func sourceFileList(under paths: [String]) throws -> [(path: String, size: Int)] {
        let fm = FileManager.default
        var out: [(path: String, size: Int)] = []
        func wanted(_ path: String) -> Bool {
            switch Language(pathExtension: (path as NSString).pathExtension) {
            case .swift: return true
            case .objectiveC: return options.objectiveC
            case .interfaceBuilder: return options.interfaceBuilder
            case nil: return false
            }
        }
        // Depth first, names sorted; a stack of its own rather than the call stack.
        func walk(_ top: String) {
            func listing(_ dir: String) -> [String] {
                ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir.hasSuffix("/") ? dir + $0 : dir + "/" + $0 }
            }
            var stack: [(paths: [String], next: Int)] = [(listing(top), 0)]
            while let frame = stack.last {
                guard frame.next < frame.paths.count else { stack.removeLast(); continue }
                stack[stack.count - 1].next += 1
                let path = frame.paths[frame.next]
                let name = (path as NSString).lastPathComponent
                // lstat, not FileManager's attributes (a dictionary per file): links are not followed.
                var st = stat()
                guard lstat(path, &st) == 0 else { continue }
                let type = st.st_mode & S_IFMT
                if type == S_IFDIR {
                    if name.hasPrefix(".") || options.skippedFolders.contains(name) { continue }
                    stack.append((listing(path), 0))
                } else if (type == S_IFREG || type == S_IFLNK) && wanted(name) {
                    out.append((path, Int(st.st_size)))
                }
            }
        }
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { throw SourceScanError(path: p, message: "no such file or folder") }
            if isDir.boolValue {
                walk(p)
            } else {
                var st = stat()
                out.append((p, stat(p, &st) == 0 ? Int(st.st_size) : 0))
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0.path).inserted }
    }
}

/// Per-file results written from concurrent iterations.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileFacts]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: FileFacts(path: ""), count: count) }

    private var failures: [Int: SourceScanError] = [:]

    func set(_ i: Int, _ value: FileFacts) {
        lock.lock()
        slots[i] = value
        lock.unlock()
    }

    func fail(_ i: Int, _ error: SourceScanError) {
        lock.lock()
        failures[i] = error
        lock.unlock()
    }

    /// The files' errors, in the files' order.
    var errors: [SourceScanError] {
        lock.lock()
        defer { lock.unlock() }
        return failures.sorted { $0.key < $1.key }.map(\.value)
    }

    var all: [FileFacts] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
