import Foundation
import VoiceLintCatalog
import VoiceLintGate
import VoiceLintRules
import VoiceLintSources

/// The roles the app's own code gives keys: which folders a run scans, and what
/// the scan finds there.
enum SourceRoles {
    /// The folders to scan: the checked folders themselves (unless `--no-sources` or
    /// `"scanSources": false`), then those `--sources` or the configuration add.
    static func folders(paths: [String], options: CheckOptions, config: Configuration) -> (all: [String], named: [String]) {
        let named = options.sources.isEmpty ? config.sources.map { config.resolve($0) } : options.sources
        var all: [String] = []
        if options.scanSources ?? config.scanSources {
            for p in paths {
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: p, isDirectory: &isDir), isDir.boolValue { all.append(p) }
            }
        }
        all += named
        return (all, named)
    }

    /// What the code says of each key, where the roles file says nothing: the role the check takes.
    static func apply(_ uses: [String: SourceKeyUse], to roles: inout RoleClassifier) {
        for (key, use) in uses where roles.knownKeys[key] == nil {
            switch use.role {
            case .label: roles.knownKeys[key] = .label
            case .hint: roles.knownKeys[key] = .hint
            case .part: roles.knownKeys[key] = .part
            }
            roles.codeKeys.insert(key)
        }
    }

    /// A part's findings say where the code composes the label the part is a piece of.
    static func placeParts(_ findings: inout [Finding], uses: [String: SourceKeyUse]) {
        guard uses.values.contains(where: { $0.role == .part }) else { return }
        for i in findings.indices where findings[i].role == .part {
            guard let first = uses[findings[i].key]?.usages.first else { continue }
            findings[i].message += " (in a label the code composes at \(VoiceLint.relative(first.location)))"
        }
    }

    /// The labels and hints written in code as entries of the development language, one per
    /// literal (table: the file; key: `File.swift:line:column`), and their roles.
    static func codeEntries(_ copy: [CodeCopy], developmentLanguage: String) -> (entries: [Entry], roles: [String: Role]) {
        var entries: [Entry] = []
        var roles: [String: Role] = [:]
        for c in copy {
            let file = VoiceLint.relativeFile(c.location.file)
            let location = SourceLocation(file: file, line: c.location.line, column: c.location.column)
            let key = "\((file as NSString).lastPathComponent):\(location.line):\(location.column)"
            guard roles[key] == nil else { continue }
            roles[key] = c.role == .hint ? .hint : .label
            let unit = TextUnit(value: c.text, location: location)
            entries.append(Entry(table: (file as NSString).deletingPathExtension, key: key, sourceLocale: developmentLanguage,
                                 localizations: [Localization(locale: developmentLanguage, units: [unit])], keyLocation: location))
        }
        return (entries, roles)
    }

    /// Every key the sources use as a label, hint or part, with its uses, and the labels and
    /// hints written in code. `notes` gets a line when folders named on purpose hold no source file.
    static func scan(paths: [String], options: CheckOptions, config: Configuration, catalog: Catalog,
                     notes: inout [String]) throws(PipelineError) -> SourceScan {
        let (folders, named) = folders(paths: paths, options: options, config: config)
        guard !folders.isEmpty else { return SourceScan(uses: [:], copy: []) }
        options.progress?("scanning sources for accessibility keys")
        do {
            let scanner = SourceScanner(knownKeys: Set(catalog.entries.map(\.key)))
            if !named.isEmpty, try scanner.sourceFiles(under: named).isEmpty {
                notes.append("\(named.joined(separator: ", ")): no Swift, Objective-C or Interface Builder files: no roles from sources")
            }
            let scan = try scanner.scanAll(paths: folders)
            // A generated file too large or nested too deep: said, and the check goes on without its roles.
            for e in scan.skipped {
                let place = e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""
                notes.append("\(e.path)\(place): not read for roles: \(e.message)")
            }
            return scan
        } catch { throw PipelineError("\(error)") }
    }
}
