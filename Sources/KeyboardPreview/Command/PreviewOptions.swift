import KeyboardAvoidance

/// What a `keyboard-preview` command line asks for.
///
/// ```swift
/// let options = try PreviewOptions(arguments: ["--device", "iPhone SE", "--orientation", "both"])
/// options.deviceNames  // ["iPhone SE"]
/// options.orientations  // [.portrait, .landscape]
/// options.keyboards  // [.predictive]
/// ```
public struct PreviewOptions: Sendable, Equatable {
  /// How the report is written on standard output.
  public enum Format: String, Sendable, CaseIterable {
    /// A table for people.
    case table
    /// The JSON report (<doc:ReportFormat>).
    case json
  }

  /// The screen description file; the built-in screen ``example`` names when `nil`.
  public var screenPath: String?
  /// `--trace FILE`: a recorded keyboard session (a `KeyboardTrace` JSON file) to play against
  /// the screen, one row per notification; `nil` when not given.
  public var tracePath: String?
  /// The built-in screen to check or print, by its name in `ScreenDescription.builtIns`;
  /// `login` when `nil`.
  public var example: String?
  /// Print the built-in screen as JSON and stop.
  public var printsDefaultScreen = false
  /// The field, or fields, to focus; the screen's own choice when `nil` (every field in turn,
  /// unless the screen names one).
  public var focus: ScreenDescription.Focus?
  /// `--storyboard FILE` and `--xib FILE`: Interface Builder documents, or folders to search
  /// for them, in the order given; each scene becomes a screen to check.
  public var documentPaths: [String] = []
  /// `--scene ID|NAME`: the scenes to check, by storyboard identifier, name, class or object
  /// id; every scene when empty.
  public var sceneSelectors: [String] = []
  /// `--print-screen`: print the screen description the one selected scene became, and stop.
  public var printsScreen = false
  /// Print the usage and stop.
  public var showsHelp = false
  /// Device names as typed after `--device`; when empty, the devices that ``minimumOS`` and
  /// ``allDevices`` select.
  public var deviceNames: [String] = []
  /// Check every device of the catalog, iPhones and iPads, whatever iOS they run (unless
  /// ``minimumOS`` is given too).
  public var allDevices = false
  /// `--min-ios N`: check only devices that run apps built for iOS N; `nil` when not given.
  public var minimumOS: Int?
  /// The orientations; portrait by default.
  public var orientations: [DeviceOrientation] = [.portrait]
  /// The keyboards; the predictive keyboard by default.
  public var keyboards: [PreviewKeyboard] = [.predictive]
  /// The output format.
  public var format = Format.table
  /// The folder for pictures.
  public var outputDirectory = "keyboard-preview"
  /// Whether pictures are written.
  public var writesPictures = true

  /// The iOS version KeyboardAvoidance is built for (`.iOS(.v13)` in Package.swift): by default the
  /// command checks the iPhones an app that uses the package can run on.
  public static let packageDeploymentTarget = 13

  /// The options every run starts from: the built-in login screen, every iPhone that runs iOS 13,
  /// portrait, predictive keyboard, a table, pictures in `keyboard-preview/`.
  public init() {}

  /// The devices these options check when no `--device` is given: every iPhone that runs apps built
  /// for ``packageDeploymentTarget``; with `--all-devices`, every iPhone and iPad; with `--min-ios
  /// N`, only those that run apps built for iOS N.
  ///
  /// ```swift
  /// try PreviewOptions(arguments: []).defaultDevices.count  // 42 iPhones, from the 6s on
  /// try PreviewOptions(arguments: ["--all-devices"]).defaultDevices.count  // 92
  /// ```
  public var defaultDevices: [DeviceProfile] {
    let devices = allDevices ? DeviceCatalog.all : DeviceCatalog.iPhones
    let minimum = minimumOS ?? (allDevices ? nil : Self.packageDeploymentTarget)
    guard let minimum else { return devices }
    return devices.filter { $0.runsApps(targeting: minimum) }
  }

  /// Parses command-line arguments (without the program's name).
  ///
  /// Options take their value as the next argument or after `=` (`--format=json`); `--device`
  /// and `--keyboard` may be repeated.
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: ``PreviewError/unknownOption(_:suggestion:)``,
  ///   ``PreviewError/missingArgument(option:)``,
  ///   ``PreviewError/invalidArgument(option:value:allowed:)`` or
  ///   ``PreviewError/conflictingOptions(_:_:)``.
  public init(arguments: [String]) throws(PreviewError) {
    var remaining = arguments[...]
    var orientationSet = false
    var keyboardSet = false
    while let argument = remaining.popFirst() {
      let (option, attached) = Self.split(argument)
      func value() throws(PreviewError) -> String {
        if let attached { return attached }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingArgument(option: option)
        }
        return next
      }
      /// The value of an option whose value may be left out: given after `=`, or the next
      /// argument when it is not an option.
      func optionalValue() -> String? {
        if let attached { return attached }
        guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
        return remaining.popFirst()
      }
      if attached != nil && Self.flags.contains(option) {
        throw .invalidArgument(option: option, value: attached ?? "", allowed: ["no value"])
      }
      switch option {
      case "--help", "-h": showsHelp = true
      case "--print-default-screen":
        printsDefaultScreen = true
        if let name = optionalValue() { example = try Self.example(option, name) }
      case "--example": example = try Self.example(option, try value())
      case "--focus":
        let text = try value()
        focus = text == "all" ? .allFields : .field(text)
      case "--all-devices": allDevices = true
      case "--no-pictures": writesPictures = false
      case "--screen": screenPath = try value()
      case "--trace": tracePath = try value()
      case "--storyboard", "--xib": documentPaths.append(try value())
      case "--scene": sceneSelectors.append(try value())
      case "--print-screen": printsScreen = true
      case "--device": deviceNames.append(try value())
      case "--output": outputDirectory = try value()
      case "--min-ios": minimumOS = try Self.majorVersion(option, try value())
      case "--format": format = try Self.choice(option, try value(), from: Format.allCases)
      case "--orientation":
        let text = try value()
        orientations =
          text == "both"
          ? [.portrait, .landscape]
          : [try Self.choice(option, text, from: DeviceOrientation.allCases, extra: ["both"])]
        if orientationSet { throw .conflictingOptions(option, option) }
        orientationSet = true
      case "--keyboard":
        let keyboard = try Self.choice(
          option, try value(), from: PreviewKeyboard.catalogKeyboards)
        keyboards = keyboardSet ? keyboards + [keyboard] : [keyboard]
        keyboardSet = true
      default:
        throw .unknownOption(argument, suggestion: Self.nearest(to: option))
      }
    }
    if allDevices && !deviceNames.isEmpty { throw .conflictingOptions("--device", "--all-devices") }
    if screenPath != nil && example != nil { throw .conflictingOptions("--screen", "--example") }
    if minimumOS != nil && !deviceNames.isEmpty {
      throw .conflictingOptions("--device", "--min-ios")
    }
    if tracePath != nil {
      try checkTraceOptions(orientationSet: orientationSet, keyboardSet: keyboardSet)
    }
    try checkDocumentOptions()
    if outputDirectory.isEmpty {
      throw .invalidArgument(option: "--output", value: "", allowed: ["a folder path"])
    }
  }

  static let flags = ["--help", "-h", "--all-devices", "--no-pictures", "--print-screen"]
  static let valued = [
    "--screen", "--example", "--print-default-screen", "--focus", "--device", "--output",
    "--format", "--orientation", "--keyboard", "--min-ios", "--trace", "--storyboard", "--xib",
    "--scene",
  ]

  /// Interface Builder documents replace the screen description; `--scene` and
  /// `--print-screen` need them.
  private func checkDocumentOptions() throws(PreviewError) {
    guard let first = documentPaths.first else {
      let needed = "--storyboard FILE or --xib FILE"
      if !sceneSelectors.isEmpty { throw .optionNeedsAnother("--scene", needed: needed) }
      if printsScreen { throw .optionNeedsAnother("--print-screen", needed: needed) }
      return
    }
    let option = arguments(naming: first)
    if screenPath != nil { throw .conflictingOptions(option, "--screen") }
    if example != nil { throw .conflictingOptions(option, "--example") }
    if tracePath != nil { throw .conflictingOptions(option, "--trace") }
    if printsDefaultScreen { throw .conflictingOptions(option, "--print-default-screen") }
  }

  /// How the options name a document: `--storyboard` or `--xib`, by its extension.
  private func arguments(naming path: String) -> String {
    path.hasSuffix(".xib") ? "--xib" : "--storyboard"
  }

  /// A trace says the device, how it was held and the keyboard at every step: the options that
  /// choose them otherwise, or several devices, make no sense with it.
  private func checkTraceOptions(orientationSet: Bool, keyboardSet: Bool) throws(PreviewError) {
    if allDevices { throw .conflictingOptions("--trace", "--all-devices") }
    if minimumOS != nil { throw .conflictingOptions("--trace", "--min-ios") }
    if orientationSet { throw .conflictingOptions("--trace", "--orientation") }
    if keyboardSet { throw .conflictingOptions("--trace", "--keyboard") }
    if deviceNames.count > 1 { throw .conflictingOptions("--trace", "a second --device") }
  }

  /// A built-in screen's name, checked against `ScreenDescription.builtIns`.
  private static func example(_ option: String, _ name: String) throws(PreviewError) -> String {
    let names = ScreenDescription.builtIns.map(\.name)
    guard names.contains(name) else {
      throw .invalidArgument(option: option, value: name, allowed: names)
    }
    return name
  }

  /// The screen ``example`` names, the built-in login screen by default.
  public var exampleScreen: ScreenDescription {
    ScreenDescription.builtIns.first { $0.name == (example ?? "login") }?.screen ?? .builtInLogin
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The one of `allowed` that `text` names; the error lists `allowed`, then `extra`.
  private static func choice<Choice: RawRepresentable & Equatable>(
    _ option: String, _ text: String, from allowed: [Choice], extra: [String] = []
  ) throws(PreviewError) -> Choice where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text), allowed.contains(choice) else {
      throw .invalidArgument(
        option: option, value: text, allowed: allowed.map(\.rawValue) + extra)
    }
    return choice
  }

  /// A major iOS version such as 13: a whole number from 2 (the first SDK) to 99.
  private static func majorVersion(_ option: String, _ text: String) throws(PreviewError) -> Int {
    guard let version = Int(text), (2...99).contains(version) else {
      throw .invalidArgument(
        option: option, value: text, allowed: ["a major iOS version, such as 13"])
    }
    return version
  }

  /// The known option nearest to a mistyped one, when it is a slip away.
  private static func nearest(to option: String) -> String? {
    guard option.hasPrefix("-") else { return nil }
    let scored = (flags + valued).map { ($0, distance($0, option)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3 else { return nil }
    return best.0
  }

  /// The Levenshtein distance between two short strings.
  private static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
