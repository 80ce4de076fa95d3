// swift-tools-version: 6.0
import PackageDescription

// Behavioural models of Apple's UIKit, SwiftUI, Combine and Core Animation, for a machine without
// Apple's SDKs.
//
// The targets `UIKit`, `SwiftUI`, `Combine` and `QuartzCore` declare the Apple symbols the
// adapters and the documentation samples (Scripts/check-doc-samples.py) use, each transcribed from
// the iPhoneOS SDK's own headers, API notes or Swift interface named in the comment above it.
// `Library/KeyboardAvoidance` and `Library/KeyboardAvoidanceTesting` are symbolic links to the real
// sources (SwiftPM refuses paths outside the package), so `#if canImport(UIKit)` and friends are
// true here and every adapter file compiles against the models. `Library/DemoScreens` links the
// screens of the demo app (Examples/KeyboardAvoidanceDemo) the same way, so they run in the UIKit
// scenarios. Nothing here is linked into the library.
//
// The models keep the SDK's `@available` attributes, app-extension unavailability included, which
// Linux does not enforce; Scripts/check-ios-sdk.sh checks the adapters against the real SDK, and
// probes every model declaration there.
let package = Package(
  name: "AppleModels",
  platforms: [.iOS(.v13), .macCatalyst(.v13), .macOS(.v10_15), .visionOS(.v1)],
  targets: [
    // Swift 5, as the SDK's Combine.swiftinterface was built (`-swift-version 5`): Swift 6 code
    // then gets the same run-time isolation checks from it as from the real framework.
    .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "QuartzCore"),
    .target(name: "UIKit", dependencies: ["QuartzCore"]),
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"]),
    .target(
      name: "KeyboardAvoidance",
      dependencies: ["Combine", "QuartzCore", "UIKit", "SwiftUI"],
      path: "Library/KeyboardAvoidance",
      exclude: ["KeyboardAvoidance.docc"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .target(
      name: "KeyboardAvoidanceTesting",
      dependencies: ["KeyboardAvoidance"],
      path: "Library/KeyboardAvoidanceTesting",
      exclude: ["KeyboardAvoidanceTesting.docc"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // The demo app's screens, hand-written and KeyboardAvoidance tabs alike.
    .target(
      name: "DemoScreens",
      dependencies: ["Combine", "QuartzCore", "UIKit", "SwiftUI", "KeyboardAvoidance"],
      path: "Library/DemoScreens",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // Checks/Consumer's app, the README's installation, and its test of a real screen with
    // KeyboardTestWindow, run on the models as an app's test target runs on a simulator.
    .target(
      name: "App",
      dependencies: ["UIKit", "KeyboardAvoidance"],
      path: "Library/App",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "UIKit", "KeyboardAvoidance", "KeyboardAvoidanceTesting"],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
      ]
    ),
    // Real screens driven by KeyboardTestWindow, in parallel with everything else: view models
    // made with the keyboard up, the waits, and screens that share nothing.
    .testTarget(
      name: "KeyboardTestWindowScenarios",
      dependencies: [
        "Combine", "UIKit", "SwiftUI", "KeyboardAvoidance", "KeyboardAvoidanceTesting",
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
      ]
    ),
    // The Combine adapter run on the Combine model, driven by KeyboardSimulator.
    .testTarget(
      name: "CombineScenarios",
      dependencies: ["Combine", "KeyboardAvoidance", "KeyboardAvoidanceTesting"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // The UIKit adapter and the demo's screens run on the UIKit model, driven by
    // KeyboardSimulator.
    .testTarget(
      name: "UIKitScenarios",
      dependencies: [
        "Combine", "QuartzCore", "UIKit", "KeyboardAvoidance", "KeyboardAvoidanceTesting",
        "DemoScreens",
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        // Swift Testing declares an overlay for Apple's UIKit (`_Testing_UIKit`), which does not
        // exist for the models; the tests need none of it.
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
