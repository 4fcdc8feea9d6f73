// swift-tools-version:6.0
// A sample package that uses voicelint's plugins; Scripts/test-plugins.sh builds it
// beside a link named "voicelint" to the repository.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(path: "../voicelint")],
    targets: [
        .target(name: "Greeter", resources: [.process("Resources")],
                plugins: [.plugin(name: "VoiceLintBuildToolPlugin", package: "voicelint")]),
    ]
)
