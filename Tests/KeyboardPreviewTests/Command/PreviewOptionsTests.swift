import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Preview options")
struct PreviewOptionsTests {
  @Test func defaults() throws {
    let options = try PreviewOptions(arguments: [])
    #expect(options == PreviewOptions())
    #expect(options.screenPath == nil)
    #expect(options.deviceNames.isEmpty)
    #expect(!options.allDevices)
    #expect(options.orientations == [.portrait])
    #expect(options.keyboards == [.predictive])
    #expect(options.format == .table)
    #expect(options.outputDirectory == "keyboard-preview")
    #expect(options.writesPictures)
    #expect(options.minimumOS == nil)
  }

  /// The deployment target the default devices follow is the package's own: `.iOS(.v13)` in
  /// Package.swift.
  @Test func theDefaultDevicesFollowThePackagesDeploymentTarget() throws {
    let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Package.swift").standardized
    let text = try String(contentsOf: manifest, encoding: .utf8)
    #expect(text.contains(".iOS(.v\(PreviewOptions.packageDeploymentTarget))"))
    let defaults = PreviewOptions().defaultDevices
    #expect(defaults.allSatisfy { $0.family == .iPhone && $0.newestMajorOS >= 13 })
    #expect(defaults.count == DeviceCatalog.iPhones.count - 6)
  }

  @Test func minimumOS() throws {
    let options = try PreviewOptions(arguments: ["--min-ios", "18", "--all-devices"])
    #expect(options.minimumOS == 18)
    #expect(options.allDevices)
    #expect(options.defaultDevices.allSatisfy { $0.newestMajorOS >= 18 })
    #expect(options.defaultDevices.contains { $0.family == .iPad })
    #expect(try PreviewOptions(arguments: ["--all-devices"]).defaultDevices == DeviceCatalog.all)
  }

  @Test func everyOption() throws {
    let options = try PreviewOptions(arguments: [
      "--screen", "login.json", "--device", "iPhone SE", "--device=16 pro", "--orientation",
      "both", "--keyboard", "hardware", "--keyboard=plain", "--format=json", "--output", "out",
      "--no-pictures",
    ])
    #expect(options.screenPath == "login.json")
    #expect(options.deviceNames == ["iPhone SE", "16 pro"])
    #expect(options.orientations == [.portrait, .landscape])
    #expect(options.keyboards == [.hardware, .plain])
    #expect(options.format == .json)
    #expect(options.outputDirectory == "out")
    #expect(!options.writesPictures)
  }

  /// A trace goes with a screen, a focus, one device and the output options.
  @Test func aTraceWithTheOptionsThatMakeSenseWithIt() throws {
    let options = try PreviewOptions(arguments: [
      "--trace=session.json", "--example", "signup", "--focus", "all", "--device", "iPad Air 2",
      "--format", "json", "--no-pictures",
    ])
    #expect(options.tracePath == "session.json")
    #expect(options.deviceNames == ["iPad Air 2"])
    #expect(options.focus == .allFields)
    #expect(try PreviewOptions(arguments: []).tracePath == nil)
  }

  @Test func flags() throws {
    #expect(try PreviewOptions(arguments: ["-h"]).showsHelp)
    #expect(try PreviewOptions(arguments: ["--help"]).showsHelp)
    #expect(try PreviewOptions(arguments: ["--print-default-screen"]).printsDefaultScreen)
    #expect(try PreviewOptions(arguments: ["--all-devices"]).allDevices)
    #expect(
      try PreviewOptions(arguments: ["--orientation", "landscape"]).orientations == [.landscape])
  }

  @Test func examplesAndFocus() throws {
    let signUp = try PreviewOptions(arguments: ["--example", "signup", "--focus", "email"])
    #expect(signUp.example == "signup")
    #expect(signUp.exampleScreen == .builtInSignUp)
    #expect(signUp.focus == "email")
    #expect(try PreviewOptions(arguments: ["--focus=all"]).focus == .allFields)
    #expect(try PreviewOptions(arguments: []).exampleScreen == .builtInLogin)
    // --print-default-screen takes a name when one follows, and none before another option.
    let printed = try PreviewOptions(arguments: ["--print-default-screen", "signup"])
    #expect(printed.printsDefaultScreen && printed.example == "signup")
    let bare = try PreviewOptions(arguments: ["--print-default-screen", "--no-pictures"])
    #expect(bare.printsDefaultScreen && bare.example == nil && !bare.writesPictures)
    let attached = try PreviewOptions(
      arguments: ["--print-default-screen=signup-without-scroll-view"])
    #expect(attached.exampleScreen == .builtInSignUpWithoutScrollView)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let error: PreviewError
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  // Computed rather than stored: a stored table keeps its errors until exit, and LeakSanitizer
  // cannot follow an array pointer that Swift packs together with an enum's case bits.
  static var bad: [Bad] {
    [
      Bad(
        arguments: ["--devise", "iPhone 16"],
        error: .unknownOption("--devise", suggestion: "--device"),
        message: "unknown option --devise; did you mean --device? (see --help)"),
      Bad(
        arguments: ["--frobnicate"], error: .unknownOption("--frobnicate", suggestion: nil),
        message: "unknown option --frobnicate (see --help)"),
      Bad(
        arguments: ["iPhone"], error: .unknownOption("iPhone", suggestion: nil),
        message: "unexpected argument \"iPhone\"; options start with -- (see --help)"),
      Bad(
        arguments: ["--device"], error: .missingArgument(option: "--device"),
        message: "--device needs a value (see --help)"),
      Bad(
        arguments: ["--screen", "--no-pictures"], error: .missingArgument(option: "--screen"),
        message: "--screen needs a value (see --help)"),
      Bad(
        arguments: ["--orientation", "sideways"],
        error: .invalidArgument(
          option: "--orientation", value: "sideways", allowed: ["portrait", "landscape", "both"]),
        message: "--orientation does not accept \"sideways\"; use one of: portrait, landscape, both"
      ),
      Bad(
        arguments: ["--keyboard", "emoji"],
        error: .invalidArgument(
          option: "--keyboard", value: "emoji",
          allowed: ["plain", "predictive", "hardware", "floating"]),
        message:
          "--keyboard does not accept \"emoji\"; use one of: plain, predictive, hardware, floating"),
      Bad(
        arguments: ["--format", "xml"],
        error: .invalidArgument(option: "--format", value: "xml", allowed: ["table", "json"]),
        message: "--format does not accept \"xml\"; use one of: table, json"),
      Bad(
        arguments: ["--no-pictures=yes"],
        error: .invalidArgument(option: "--no-pictures", value: "yes", allowed: ["no value"]),
        message: "--no-pictures does not accept \"yes\"; use one of: no value"),
      Bad(
        arguments: ["--device", "iPhone 16", "--all-devices"],
        error: .conflictingOptions("--device", "--all-devices"),
        message: "--device and --all-devices cannot be used together"),
      Bad(
        arguments: ["--orientation", "portrait", "--orientation", "landscape"],
        error: .conflictingOptions("--orientation", "--orientation"),
        message: "--orientation and --orientation cannot be used together"),
      Bad(
        arguments: ["--min-ios", "thirteen"],
        error: .invalidArgument(
          option: "--min-ios", value: "thirteen", allowed: ["a major iOS version, such as 13"]),
        message:
          "--min-ios does not accept \"thirteen\"; use one of: a major iOS version, such as 13"),
      Bad(
        arguments: ["--min-ios=100"],
        error: .invalidArgument(
          option: "--min-ios", value: "100", allowed: ["a major iOS version, such as 13"]),
        message: "--min-ios does not accept \"100\"; use one of: a major iOS version, such as 13"),
      Bad(
        arguments: ["--device", "iPhone 16", "--min-ios", "17"],
        error: .conflictingOptions("--device", "--min-ios"),
        message: "--device and --min-ios cannot be used together"),
      Bad(
        arguments: ["--example", "checkout"],
        error: .invalidArgument(
          option: "--example", value: "checkout",
          allowed: ["login", "signup", "signup-without-scroll-view"]),
        message:
          "--example does not accept \"checkout\"; use one of: login, signup, "
          + "signup-without-scroll-view"),
      Bad(
        arguments: ["--print-default-screen", "checkout"],
        error: .invalidArgument(
          option: "--print-default-screen", value: "checkout",
          allowed: ["login", "signup", "signup-without-scroll-view"]),
        message:
          "--print-default-screen does not accept \"checkout\"; use one of: login, signup, "
          + "signup-without-scroll-view"),
      Bad(
        arguments: ["--screen", "a.json", "--example", "signup"],
        error: .conflictingOptions("--screen", "--example"),
        message: "--screen and --example cannot be used together"),
      Bad(
        arguments: ["--focus"],
        error: .missingArgument(option: "--focus"),
        message: "--focus needs a value (see --help)"),
      Bad(
        arguments: ["--output="],
        error: .invalidArgument(option: "--output", value: "", allowed: ["a folder path"]),
        message: "--output does not accept \"\"; use one of: a folder path"),
      Bad(
        arguments: ["--keyboard", "recorded"],
        error: .invalidArgument(
          option: "--keyboard", value: "recorded",
          allowed: ["plain", "predictive", "hardware", "floating"]),
        message:
          "--keyboard does not accept \"recorded\"; use one of: plain, predictive, hardware, "
          + "floating"),
      // A trace names the device, how it was held and the keyboard of every step.
      Bad(
        arguments: ["--trace", "t.json", "--all-devices"],
        error: .conflictingOptions("--trace", "--all-devices"),
        message: "--trace and --all-devices cannot be used together"),
      Bad(
        arguments: ["--trace", "t.json", "--min-ios", "17"],
        error: .conflictingOptions("--trace", "--min-ios"),
        message: "--trace and --min-ios cannot be used together"),
      Bad(
        arguments: ["--trace", "t.json", "--orientation", "both"],
        error: .conflictingOptions("--trace", "--orientation"),
        message: "--trace and --orientation cannot be used together"),
      Bad(
        arguments: ["--keyboard", "hardware", "--trace", "t.json"],
        error: .conflictingOptions("--trace", "--keyboard"),
        message: "--trace and --keyboard cannot be used together"),
      Bad(
        arguments: ["--trace", "t.json", "--device", "iPad Air 2", "--device", "iPhone 16"],
        error: .conflictingOptions("--trace", "a second --device"),
        message: "--trace and a second --device cannot be used together"),
      Bad(
        arguments: ["--trace"], error: .missingArgument(option: "--trace"),
        message: "--trace needs a value (see --help)"),
    ]
  }

  @Test("bad arguments", arguments: bad)
  func badArguments(_ example: Bad) {
    #expect(throws: example.error) { try PreviewOptions(arguments: example.arguments) }
    #expect(example.error.description == example.message)
  }

  @Test func helpDescribesTheFormat() {
    for word in [
      "--screen", "--example", "--print-default-screen", "--focus", "--device", "--all-devices",
      "--min-ios", "--orientation", "--keyboard", "--format", "--output", "--no-pictures",
      "EXIT STATUS", "\"version\": 2", "Version 1", "\"kind\": \"scroll\"", "safeArea",
      "focusOrder", "index.html", "overrides", "compactHeight", "--trace FILE",
    ] {
      #expect(PreviewOptions.help.contains(word), "\(word)")
    }
  }
}
