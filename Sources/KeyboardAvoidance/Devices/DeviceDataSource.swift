/// A public source of the device catalog's numbers.
///
/// Every row of the catalog and every keyboard height names where its numbers come from. The raw
/// value is the short key the catalog's source comments use; ``name``, ``detail`` and ``address``
/// say what the source is and where to read it. The article <doc:WhereTheFiguresComeFrom> describes
/// every source.
///
/// ```swift
/// DeviceDataSource.devicePreviewSpecs.rawValue  // "DPS"
/// DeviceDataSource.devicePreviewSpecs.name      // "flutter_device_preview"
/// DeviceDataSource.devicePreviewSpecs.address
/// // "https://github.com/aloisdeniel/flutter_device_preview"
/// ```
public enum DeviceDataSource: String, Sendable, Hashable, CaseIterable {
  /// DeviceKit's device table: model identifiers, notch and Dynamic Island flags.
  case deviceKit = "DK"
  /// A 2025 blog post on iOS screen sizes that cites iosref.com.
  case screenSizePost = "SJ"
  /// A table of rendered and panel resolutions and Display Zoom sizes.
  case screenSizeTable = "AP"
  /// Apple's Human Interface Guidelines, "Adaptivity and Layout" (iPhone 11 era).
  case humanInterfaceGuidelines = "HIG"
  /// flutter_device_preview's device specifications, probed on iOS 26.5 simulators.
  case devicePreviewSpecs = "DPS"
  /// SwiftUI-Simulator's device table (2022).
  case swiftUISimulator = "SUS"
  /// The keyboard height constants of the Mixin Messenger iOS app (two versions).
  case mixinMessenger = "MX"
  /// The keyboard height constants of the Wire iOS app.
  case wireIOS = "WR"
  /// The keyboard height constants of the Rainbow wallet app.
  case rainbowWallet = "RB"
  /// A README that lists iPhone and iPad keyboard heights of iOS 7 and earlier.
  case keyboardSizesList = "ZL"
  /// O'Reilly's "Beginning iOS 5 Application Development", chapter 6.
  case beginningIOS5 = "OR"
  /// A pull request of the Ionic keyboard plugin that measured the iPad's hardware-keyboard bar.
  case ionicKeyboardPlugin = "ION1"
  /// A bug report (rdar 38117524) with the iPad keyboard's height including the shortcuts row.
  case openRadar = "RDR"

  /// The source's name, short enough for a table or a sentence.
  ///
  /// ```swift
  /// DeviceDataSource.mixinMessenger.name  // "Mixin Messenger"
  /// ```
  public var name: String {
    switch self {
    case .deviceKit: "DeviceKit"
    case .screenSizePost: "the \"iOS screen size\" post"
    case .screenSizeTable: "swift_tools' screen size table"
    case .humanInterfaceGuidelines: "Apple's Human Interface Guidelines"
    case .devicePreviewSpecs: "flutter_device_preview"
    case .swiftUISimulator: "SwiftUI-Simulator"
    case .mixinMessenger: "Mixin Messenger"
    case .wireIOS: "Wire"
    case .rainbowWallet: "Rainbow"
    case .keyboardSizesList: "ios-keyboards"
    case .beginningIOS5: "Beginning iOS 5 Application Development"
    case .ionicKeyboardPlugin: "the Ionic keyboard plugin"
    case .openRadar: "Open Radar 38117524"
    }
  }

  /// Where the source can be read: a web address.
  ///
  /// ```swift
  /// DeviceDataSource.mixinMessenger.address  // "https://github.com/MixinNetwork/ios-app"
  /// ```
  public var address: String {
    switch self {
    case .deviceKit: "https://github.com/devicekit/DeviceKit"
    case .screenSizePost: "https://sonjh1217.github.io"
    case .screenSizeTable: "https://github.com/alpatiev/swift_tools"
    case .humanInterfaceGuidelines:
      "https://developer.apple.com/design/human-interface-guidelines/layout"
    case .devicePreviewSpecs: "https://github.com/aloisdeniel/flutter_device_preview"
    case .swiftUISimulator: "https://github.com/YusukeHosonuma/SwiftUI-Simulator"
    case .mixinMessenger: "https://github.com/MixinNetwork/ios-app"
    case .wireIOS: "https://github.com/wireapp/wire-ios"
    case .rainbowWallet: "https://github.com/rainbow-me/rainbow"
    case .keyboardSizesList: "https://github.com/zoul/ios-keyboards"
    case .beginningIOS5: "https://www.oreilly.com"
    case .ionicKeyboardPlugin: "https://github.com/ionic-team/ionic-plugin-keyboard/pull/273"
    case .openRadar: "https://openradar.appspot.com/38117524"
    }
  }

  /// What the source is and what the catalog takes from it, in a sentence fragment.
  ///
  /// ```swift
  /// DeviceDataSource.wireIOS.detail
  /// // "the Wire iOS app's KeyboardHeight.swift: keyboard heights it falls back on"
  /// ```
  public var detail: String {
    switch self {
    case .deviceKit:
      "DeviceKit's device table (Source/Device.swift.gyb): model identifiers, notch and Dynamic "
        + "Island flags"
    case .screenSizePost:
      "a blog post, \"iOS screen size\" (2025-10-29), that cites iosref.com: screen sizes and "
        + "safe areas of recent iPhones and iPads"
    case .screenSizeTable:
      "alpatiev/swift_tools, iPhone_iPad_screen_sizes.md: rendered and panel resolutions, "
        + "Display Zoom sizes"
    case .humanInterfaceGuidelines:
      "the \"Adaptivity and Layout\" page of the iPhone 11 era: screen sizes and scales"
    case .devicePreviewSpecs:
      "device_specs/apple-*.json: safe areas and keyboard end frames probed on Xcode 26.6 with "
        + "iOS 26.5 simulators, predictive row on"
    case .swiftUISimulator: "DeviceInfo.swift (2022): screen sizes and safe areas"
    case .mixinMessenger:
      "the Mixin Messenger iOS app's KeyboardHeight.swift (two versions): keyboard heights it "
        + "falls back on"
    case .wireIOS: "the Wire iOS app's KeyboardHeight.swift: keyboard heights it falls back on"
    case .rainbowWallet:
      "the Rainbow wallet app's keyboardHeight.ts: keyboard heights it falls back on"
    case .keyboardSizesList: "zoul/ios-keyboards, README: keyboard sizes of iOS 7 and earlier"
    case .beginningIOS5: "chapter 6 of the book: keyboard sizes of iOS 5"
    case .ionicKeyboardPlugin:
      "a pull request that measured the iPad's hardware-keyboard bar (iOS 11 simulator, 2017)"
    case .openRadar:
      "a bug report with the iPad keyboard's height including the shortcuts row (iOS 11)"
    }
  }

  /// The source's name, what it is, and its address, in one line.
  ///
  /// ```swift
  /// DeviceDataSource.devicePreviewSpecs.citation
  /// // "flutter_device_preview (device_specs/apple-*.json: …),
  /// //  https://github.com/aloisdeniel/flutter_device_preview"
  /// ```
  public var citation: String { "\(name) (\(detail)), \(address)" }

  /// Names of sources, joined for a sentence: "Mixin Messenger and Wire".
  static func names(_ sources: [DeviceDataSource]) -> String {
    let names = sources.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
