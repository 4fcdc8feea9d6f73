// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "voicelint",
    products: [
        .executable(name: "voicelint", targets: ["voicelint"]),
        .plugin(name: "VoiceLintCommandPlugin", targets: ["VoiceLintCommandPlugin"]),
        .plugin(name: "VoiceLintFixPlugin", targets: ["VoiceLintFixPlugin"]),
        .plugin(name: "VoiceLintBuildToolPlugin", targets: ["VoiceLintBuildToolPlugin"]),
        .library(name: "VoiceLint", targets: ["VoiceLintPipeline", "VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport", "VoiceLintGate", "VoiceLintSources"]),
    ],
    targets: [
        // System ICU (libicu-dev / icu4c) and a few C calls (prefetch, the allocator's thresholds).
        // VoiceLintText imports it for ICU, VoiceLintLowLevel for the others.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // ICU word breaking, case and plural rules as plain Swift types. No Foundation.
        .target(name: "VoiceLintText", dependencies: ["CICU"]),
        // The speed helpers that lean on how the platform lays out memory (an array's storage,
        // the C allocator's thresholds), each with what it costs to remove. Nothing here writes
        // into the standard library's memory.
        .target(name: "VoiceLintLowLevel", dependencies: ["CICU"]),
        // One catalog model; a loader per format, every value with file/line/column.
        .target(name: "VoiceLintCatalog"),
        // The default lexicons, generated from Lexicons/ by Scripts/embed-lexicons.py.
        .target(name: "VoiceLintLexicons"),
        // Rules, language profiles, lexicon model, the checker.
        .target(name: "VoiceLintRules", dependencies: ["VoiceLintText", "VoiceLintLowLevel", "VoiceLintCatalog", "VoiceLintLexicons"]),
        // Reporters and the per-language quality table.
        .target(name: "VoiceLintReport", dependencies: ["VoiceLintRules", "VoiceLintCatalog"]),
        // Release gates: the configuration file, baselines, the pass/fail decision.
        .target(name: "VoiceLintGate", dependencies: ["VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport"]),
        // The source scanner: which keys the app's code uses as labels and hints.
        .target(name: "VoiceLintSources", dependencies: ["VoiceLintCatalog"]),
        // The main job as one library call: load, roles, fix, check, baseline, table, gate.
        .target(name: "VoiceLintPipeline", dependencies: ["VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport", "VoiceLintGate", "VoiceLintSources"]),
        // The command line, thin: arguments in, the pipeline called, its result rendered.
        .executableTarget(name: "voicelint", dependencies: ["VoiceLintPipeline", "VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport", "VoiceLintGate", "VoiceLintText",
                                                            "VoiceLintLowLevel"]),
        // `swift package plugin voicelint`: read-only.
        .plugin(name: "VoiceLintCommandPlugin",
                capability: .command(intent: .custom(verb: "voicelint", description: "Check the package's string catalogs with voicelint")),
                dependencies: ["voicelint"]),
        // `swift package voicelint-fix`: --fix, with permission to write the catalogs.
        .plugin(name: "VoiceLintFixPlugin",
                capability: .command(intent: .custom(verb: "voicelint-fix", description: "Apply voicelint's suggestions to the package's string catalogs"),
                                     permissions: [.writeToPackageDirectory(reason: "voicelint --fix rewrites the suggestions into the string catalogs")]),
                dependencies: ["voicelint"]),
        // Checks a target's catalogs during the build; findings in Xcode's format.
        .plugin(name: "VoiceLintBuildToolPlugin", capability: .buildTool(), dependencies: ["voicelint"]),
        .testTarget(name: "VoiceLintTextTests", dependencies: ["VoiceLintText", "VoiceLintLowLevel"]),
        .testTarget(name: "VoiceLintCatalogTests", dependencies: ["VoiceLintCatalog"]),
        .testTarget(name: "VoiceLintRulesTests", dependencies: ["VoiceLintRules", "VoiceLintCatalog", "VoiceLintLexicons"]),
        .testTarget(name: "VoiceLintReportTests", dependencies: ["VoiceLintReport", "VoiceLintRules", "VoiceLintCatalog"],
                    exclude: ["Resources"]),
        .testTarget(name: "VoiceLintGateTests", dependencies: ["VoiceLintGate", "VoiceLintRules", "VoiceLintCatalog", "VoiceLintReport"]),
        .testTarget(name: "VoiceLintSourcesTests", dependencies: ["VoiceLintSources", "VoiceLintCatalog"]),
        .testTarget(name: "VoiceLintPipelineTests", dependencies: ["VoiceLintPipeline", "VoiceLintRules"]),
        // Runs the built binary for the test targets that drive the command line (not shipped).
        .target(name: "VoiceLintTestSupport", path: "Tests/VoiceLintTestSupport"),
        .testTarget(name: "VoiceLintEndToEndTests", dependencies: ["VoiceLintPipeline", "VoiceLintGate", "VoiceLintReport", "VoiceLintRules", "VoiceLintCatalog", "VoiceLintTestSupport"],
                    exclude: ["Golden"]),
        // Hostile and broken input: every format's errors and limits, the folder walk, safe write-back.
        .testTarget(name: "VoiceLintMalformedInputTests", dependencies: ["VoiceLintCatalog", "VoiceLintSources", "VoiceLintTestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
