// swift-tools-version: 6.0
import PackageDescription

// The KeyboardAvoidance demo: an App Playground package that Xcode opens and runs on an iPhone,
// an iPad or a simulator. `DemoScreens` holds every screen, hand-written and KeyboardAvoidance
// tabs alike, and is also compiled against the Apple models in Checks/AppleModels, where the
// screens run in scenarios; `KeyboardAvoidanceDemo` only assembles them into an app.
//
// `AppleProductTypes`, which declares the `iOSApplication` product, exists only in Xcode and
// Swift Playgrounds, so the import is guarded: elsewhere (`swift package describe` on Linux) the
// manifest declares the same targets without the app product.
#if canImport(AppleProductTypes)
  import AppleProductTypes

  let products: [Product] = [
    .iOSApplication(
      name: "KeyboardAvoidance Demo",
      targets: ["KeyboardAvoidanceDemo"],
      bundleIdentifier: "dev.keyboardavoidance.demo",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .pencil),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ]
#else
  let products: [Product] = []
#endif

let package = Package(
  name: "KeyboardAvoidanceDemo",
  platforms: [.iOS(.v16)],
  products: products,
  dependencies: [
    // The library of this repository; its own deployment target stays iOS 13.
    .package(name: "KeyboardAvoidance", path: "../..")
  ],
  targets: [
    .target(
      name: "DemoScreens",
      dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .executableTarget(
      name: "KeyboardAvoidanceDemo",
      dependencies: ["DemoScreens"],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
