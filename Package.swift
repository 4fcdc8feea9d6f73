// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "voicelint",
    products: [
        .executable(name: "voicelint", targets: ["voicelint"]),
        .library(name: "VoiceLint", targets: ["VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport"]),
    ],
    targets: [
        // System ICU (libicu-dev / icu4c). Only VoiceLintText imports it.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // ICU word breaking, case and plural rules as plain Swift types. No Foundation.
        .target(name: "VoiceLintText", dependencies: ["CICU"]),
        // One catalog model; a loader per format, every value with file/line/column.
        .target(name: "VoiceLintCatalog"),
        // The default lexicons, generated from Lexicons/ by Scripts/embed-lexicons.py.
        .target(name: "VoiceLintLexicons"),
        // Rules, language profiles, lexicon model, the checker.
        .target(name: "VoiceLintRules", dependencies: ["VoiceLintText", "VoiceLintCatalog", "VoiceLintLexicons"]),
        // Reporters and the per-language quality table.
        .target(name: "VoiceLintReport", dependencies: ["VoiceLintRules", "VoiceLintCatalog"]),
        // Release gates: the configuration file, baselines, the pass/fail decision.
        .target(name: "VoiceLintGate", dependencies: ["VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport"]),
        .target(name: "VoiceLintSources", dependencies: ["VoiceLintCatalog"]),
        // The command line, thin.
        .executableTarget(name: "voicelint", dependencies: ["VoiceLintCatalog", "VoiceLintRules", "VoiceLintReport", "VoiceLintGate", "VoiceLintSources"]),
        .testTarget(name: "VoiceLintTextTests", dependencies: ["VoiceLintText"]),
        .testTarget(name: "VoiceLintCatalogTests", dependencies: ["VoiceLintCatalog"]),
        .testTarget(name: "VoiceLintRulesTests", dependencies: ["VoiceLintRules", "VoiceLintCatalog", "VoiceLintLexicons"]),
        .testTarget(name: "VoiceLintReportTests", dependencies: ["VoiceLintReport", "VoiceLintRules", "VoiceLintCatalog"],
                    exclude: ["Resources"]),
        .testTarget(name: "VoiceLintGateTests", dependencies: ["VoiceLintGate", "VoiceLintRules", "VoiceLintCatalog", "VoiceLintReport"]),
        .testTarget(name: "VoiceLintSourcesTests", dependencies: ["VoiceLintSources", "VoiceLintCatalog"]),
        .testTarget(name: "VoiceLintEndToEndTests", dependencies: ["VoiceLintReport", "VoiceLintRules", "VoiceLintCatalog"]),
        // Hostile and broken input: every format's errors and limits, the folder walk, safe write-back.
        .testTarget(name: "VoiceLintMalformedInputTests", dependencies: ["VoiceLintCatalog", "VoiceLintSources"]),
    ],
    swiftLanguageModes: [.v5]
)
