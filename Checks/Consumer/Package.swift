// swift-tools-version: 6.0
import PackageDescription

// An app that installs KeyboardAvoidance the way the README says, built in CI so the README's
// installation lines keep working. Everything from `platforms:` to the end is the README's
// snippet, word for word, except the one dependency line: this package finds KeyboardAvoidance
// by path, and a package found by path is named after its folder (which a clone may name
// anything), so `name:` gives it the name the README's URL gives it. `python3
// Scripts/check-readme-install.py` compares the two.
let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v13)],
  dependencies: [
    .package(name: "KeyboardAvoidance", path: "../..")
  ],
  targets: [
    .target(
      name: "App",
      dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")]),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", .product(name: "KeyboardAvoidanceTesting", package: "KeyboardAvoidance"),
      ]),
  ]
)
