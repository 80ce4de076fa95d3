/// A public source of the device catalog's numbers.
///
/// Every row of the catalog and every keyboard height names where its numbers come from. The raw
/// value is the short key the catalog's comments use; ``citation`` says where to look.
///
/// ```swift
/// DeviceDataSource.devicePreviewSpecs.rawValue  // "DPS"
/// DeviceDataSource.devicePreviewSpecs.citation
/// // "aloisdeniel/flutter_device_preview, device_specs/apple-*.json: …"
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

  /// Where the source can be found.
  public var citation: String {
    switch self {
    case .deviceKit: "devicekit/DeviceKit, Source/Device.swift.gyb"
    case .screenSizePost: "sonjh1217.github.io, \"iOS screen size\" (2025-10-29), citing iosref.com"
    case .screenSizeTable: "alpatiev/swift_tools, iPhone_iPad_screen_sizes.md"
    case .humanInterfaceGuidelines: "Apple Human Interface Guidelines, \"Adaptivity and Layout\""
    case .devicePreviewSpecs:
      "aloisdeniel/flutter_device_preview, device_specs/apple-*.json: safe areas and keyboard "
        + "end frames probed on Xcode 26.6 / iOS 26.5 simulators, predictive row on"
    case .swiftUISimulator: "YusukeHosonuma/SwiftUI-Simulator, DeviceInfo.swift (2022)"
    case .mixinMessenger: "MixinNetwork/ios-app, KeyboardHeight.swift"
    case .wireIOS: "wireapp/wire-ios, KeyboardHeight.swift"
    case .rainbowWallet: "rainbow-me/rainbow, keyboardHeight.ts"
    case .keyboardSizesList: "zoul/ios-keyboards, README"
    case .beginningIOS5: "O'Reilly, Beginning iOS 5 Application Development, chapter 6"
    case .ionicKeyboardPlugin: "ionic-team/ionic-plugin-keyboard, pull request 273"
    case .openRadar: "openradar, rdar 38117524"
    }
  }
}
