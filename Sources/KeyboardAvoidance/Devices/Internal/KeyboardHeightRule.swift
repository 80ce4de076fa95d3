import Foundation

/// Estimates the keyboard heights no source gives, by a rule built from the heights the sources do
/// give.
///
/// Every estimate says which rule produced it, names the sources whose figures it combines, and
/// carries low confidence.
enum KeyboardHeightRule {
  /// The letter keys of an iPhone in portrait (OR, ZL; RB's constant without the predictive row).
  static let phoneKeys: CGFloat = 216
  /// The letter keys on iPhones 414 pt wide or wider (ZL for 5.5-inch; RB for 414 × 736).
  static let widePhoneKeys: CGFloat = 226
  /// The strip under the keys of a Face ID iPhone: globe and dictation keys and the home indicator
  /// (RB's 291 pt for Face ID phones against the 216 pt of keys).
  static let faceIDStrip: CGFloat = 75
  /// The predictive row: MX's 335 pt against RB's 291 pt on 375 × 812 (44 pt), and 346 against 301
  /// on 414 × 896 (45 pt).
  static let predictiveRow: CGFloat = 44
  /// The predictive row on 320-pt-wide phones: WR's 253 pt against RB's 216 pt on 320 × 568.
  static let narrowPredictiveRow: CGFloat = 37
  /// The letter keys of an iPhone in landscape, before the predictive row (OR, ZL).
  static let landscapePhoneKeys: CGFloat = 162
  /// The landscape keyboard with the predictive row that DPS measured on every Face ID iPhone it
  /// probed (iOS 26.5 simulator), whatever the width.
  static let faceIDLandscapePredictive: CGFloat = 208
  /// The iPad shortcuts row in portrait: 313 pt with it (RDR, ION1) against 264 without (OR, WR).
  static let padShortcutsRowPortrait: CGFloat = 49
  /// The iPad shortcuts row in landscape: 398 pt with it (RDR, ION1) against 352 without (OR, WR).
  static let padShortcutsRowLandscape: CGFloat = 46
  /// The iPad's bar with a hardware keyboard attached (ION1, an iOS 11 simulator in 2017).
  static let padHardwareBar: CGFloat = 55

  static func estimate(
    for profile: DeviceProfile, orientation: DeviceOrientation, kind: KeyboardKind
  ) -> KeyboardHeightEstimate {
    switch profile.family {
    case .iPhone: phone(profile, orientation, kind)
    case .iPad: pad(profile, orientation, kind)
    }
  }

  private static func estimated(
    _ height: CGFloat, _ rule: String, _ sources: [DeviceDataSource]
  ) -> KeyboardHeightEstimate {
    KeyboardHeightEstimate(
      height: height, provenance: .estimated(rule: rule, sources: sources), confidence: .low)
  }

  private static func points(_ value: CGFloat) -> String {
    value.isFinite && value.rounded() == value ? "\(Int(value)) pt" : "\(value) pt"
  }

  // MARK: iPhone

  private static func phone(
    _ profile: DeviceProfile, _ orientation: DeviceOrientation, _ kind: KeyboardKind
  ) -> KeyboardHeightEstimate {
    let narrow = profile.screenSize.width <= 320
    let row = narrow ? narrowPredictiveRow : predictiveRow
    let rowText =
      narrow
      ? "\(points(row)) predictive row (Wire's 253 pt less Rainbow's 216 pt on 4-inch phones)"
      : "\(points(row)) predictive row (Mixin Messenger's 335 pt less Rainbow's 291 pt)"
    let rowSources: [DeviceDataSource] =
      narrow ? [.wireIOS, .rainbowWallet] : [.mixinMessenger, .rainbowWallet]
    let faceID = profile.cutout != .none
    switch (orientation, kind) {
    case (_, .hardwareBar):
      let strip = profile.safeArea(in: orientation).bottom
      return estimated(
        row + strip,
        "a hardware keyboard leaves the predictive or accessory bar on an iPhone: "
          + "\(rowText) + \(points(strip)) bottom safe area; not measured", rowSources)
    case (.portrait, _):
      let wide = profile.screenSize.width >= 414
      let keys = wide ? widePhoneKeys : phoneKeys
      var height = keys
      var sources: [DeviceDataSource] =
        wide
        ? [.keyboardSizesList, .rainbowWallet]
        : [.beginningIOS5, .keyboardSizesList, .rainbowWallet]
      var parts = [
        "\(points(keys)) of keys (\(DeviceDataSource.names(sources))"
          + (wide ? " for 414 pt and wider" : "") + ")"
      ]
      if faceID {
        height += faceIDStrip
        parts.append(
          "\(points(faceIDStrip)) Face ID strip (Rainbow's 291 pt for Face ID phones less the "
            + "216 pt of keys)")
      }
      if kind == .predictive {
        height += row
        parts.append(rowText)
        sources += rowSources.filter { !sources.contains($0) }
      }
      return estimated(height, parts.joined(separator: " + "), sources)
    case (.landscape, _) where faceID:
      let base =
        "\(points(faceIDLandscapePredictive)) measured with the predictive row on every "
        + "Face ID iPhone flutter_device_preview probed (iOS 26.5 simulator)"
      return kind == .predictive
        ? estimated(faceIDLandscapePredictive, base, [.devicePreviewSpecs])
        : estimated(
          faceIDLandscapePredictive - row, "\(base), less the \(rowText)",
          [.devicePreviewSpecs] + rowSources)
    case (.landscape, _):
      let keys =
        "\(points(landscapePhoneKeys)) of landscape keys (Beginning iOS 5 Application "
        + "Development, ios-keyboards)"
      let keySources: [DeviceDataSource] = [.beginningIOS5, .keyboardSizesList]
      return kind == .predictive
        ? estimated(landscapePhoneKeys + row, "\(keys) + \(rowText)", keySources + rowSources)
        : estimated(landscapePhoneKeys, keys, keySources)
    }
  }

  // MARK: iPad

  private static func pad(
    _ profile: DeviceProfile, _ orientation: DeviceOrientation, _ kind: KeyboardKind
  ) -> KeyboardHeightEstimate {
    switch kind {
    case .hardwareBar:
      let seen =
        "the \(points(padHardwareBar)) shortcuts bar the Ionic keyboard plugin saw on an iPad "
        + "simulator in 2017"
      guard profile.hasHomeIndicator else {
        return KeyboardHeightEstimate(
          height: padHardwareBar,
          provenance: .measured(
            sources: [.ionicKeyboardPlugin], system: "iOS 11 simulator, 2017", models: ["iPad"]),
          confidence: .low)
      }
      return estimated(
        padHardwareBar, "\(seen), before iPads had a home indicator; not measured since",
        [.ionicKeyboardPlugin])
    case .predictive:
      return nearestMeasuredPad(to: profile, orientation: orientation)
    case .plain:
      let predictive = profile.expectedKeyboardHeight(orientation: orientation, kind: .predictive)
      let row = orientation == .portrait ? padShortcutsRowPortrait : padShortcutsRowLandscape
      let origin =
        (predictive.provenance.isObserved ? "measured; " : "estimated; ")
        + DeviceDataSource.names(predictive.provenance.sources)
      return estimated(
        predictive.height - row,
        "the \(points(predictive.height)) keyboard with the shortcuts row (\(origin)) less the "
          + "\(points(row)) row (the iPad 9.7-inch keyboard with it, from Open Radar 38117524 and "
          + "the Ionic keyboard plugin, against without it, from Beginning iOS 5 Application "
          + "Development and Wire)",
        predictive.provenance.sources + [
          .openRadar, .ionicKeyboardPlugin, .beginningIOS5, .wireIOS,
        ]
      )
    }
  }

  /// flutter_device_preview's measurement of the iPad screen nearest in width (then height) to the
  /// profile's.
  private static func nearestMeasuredPad(
    to profile: DeviceProfile, orientation: DeviceOrientation
  ) -> KeyboardHeightEstimate {
    let slot = KeyboardSlot(orientation: orientation, kind: .predictive)
    let measured = DeviceCatalog.iPads.compactMap { reference -> (CGSize, CGFloat)? in
      guard let value = reference.sourcedKeyboardHeights[slot],
        case .measured(let sources, _, _) = value.provenance,
        sources.contains(.devicePreviewSpecs)
      else { return nil }
      return (reference.screenSize, value.height)
    }
    let target = profile.screenSize
    let nearest = measured.min { lhs, rhs in
      let left = (abs(lhs.0.width - target.width), abs(lhs.0.height - target.height))
      let right = (abs(rhs.0.width - target.width), abs(rhs.0.height - target.height))
      return left < right
    }
    guard let (size, height) = nearest else {
      let fallback = orientation == .portrait ? 313 : 398 as CGFloat
      return estimated(
        fallback,
        "the iPad 9.7-inch keyboard with its shortcuts row (Open Radar 38117524, the Ionic "
          + "keyboard plugin)", [.openRadar, .ionicKeyboardPlugin])
    }
    return estimated(
      height,
      "as flutter_device_preview measured on the \(points(size.width)) × \(points(size.height)) "
        + "iPad (iOS 26.5 simulator), the measured iPad screen nearest in size",
      [.devicePreviewSpecs])
  }
}
