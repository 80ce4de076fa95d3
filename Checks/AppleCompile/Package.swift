// swift-tools-version: 6.0
import PackageDescription

// Compiles the package's Apple adapters on a machine without Apple's SDKs.
//
// The targets `UIKit`, `SwiftUI`, `Combine` and `QuartzCore` declare the Apple symbols the
// adapters and the documentation samples (Scripts/check-doc-samples.py) use, transcribed from
// their developer.apple.com pages, with bodies that only trap.
// `KeyboardAvoidance` is a symbolic link to the real sources (SwiftPM refuses paths outside the
// package), so `#if canImport(UIKit)` and friends are true here and every adapter file compiles.
// Nothing here is linked into the library or run.
let package = Package(
  name: "AppleCompile",
  platforms: [.iOS(.v13), .macCatalyst(.v13), .macOS(.v10_15), .visionOS(.v1)],
  targets: [
    .target(name: "Combine", path: "Shims/Combine"),
    .target(name: "QuartzCore", path: "Shims/QuartzCore"),
    .target(name: "UIKit", dependencies: ["QuartzCore"], path: "Shims/UIKit"),
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"], path: "Shims/SwiftUI"),
    .target(
      name: "KeyboardAvoidance",
      dependencies: ["Combine", "QuartzCore", "UIKit", "SwiftUI"],
      path: "KeyboardAvoidance",
      exclude: ["KeyboardAvoidance.docc"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
