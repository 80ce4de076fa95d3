// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every target: Swift 6 language mode comes from `swiftLanguageModes` below;
/// these upcoming features keep the code ready for the next language mode.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "KeyboardAvoidance",
  platforms: [
    .iOS(.v13),
    .macCatalyst(.v13),
    .macOS(.v10_15),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
    .executable(name: "keyboard-preview", targets: ["keyboard-preview"]),
    .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
    .executable(name: "keyboard-fuzz", targets: ["keyboard-fuzz"]),
  ],
  targets: [
    .target(
      name: "KeyboardAvoidance",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "KeyboardAvoidanceTesting",
      dependencies: ["KeyboardAvoidance"],
      swiftSettings: sharedSettings
    ),
    .target(
      name: "KeyboardPreview",
      dependencies: ["KeyboardAvoidance"],
      swiftSettings: sharedSettings
    ),
    .executableTarget(
      name: "keyboard-preview",
      dependencies: ["KeyboardPreview"],
      swiftSettings: sharedSettings
    ),
    .executableTarget(
      name: "keyboard-bench",
      dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardPreview"],
      swiftSettings: sharedSettings
    ),
    .executableTarget(
      name: "keyboard-fuzz",
      dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "KeyboardAvoidanceTests",
      dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "KeyboardAvoidanceTestingTests",
      dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTesting"],
      // Keyboard sessions transcribed from public logs, as trace files.
      resources: [.copy("Traces")],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "KeyboardPreviewTests",
      dependencies: ["KeyboardPreview", "KeyboardAvoidance"],
      // Storyboards and xibs written for the importer's tests, read from the source tree.
      exclude: ["Fixtures"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "KeyboardBenchTests",
      dependencies: [
        "keyboard-bench", "KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardPreview",
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "KeyboardFuzzTests",
      dependencies: ["keyboard-fuzz"],
      swiftSettings: sharedSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
