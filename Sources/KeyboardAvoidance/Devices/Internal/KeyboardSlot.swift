import Foundation

/// One orientation and keyboard kind: the key of a sourced keyboard height.
struct KeyboardSlot: Sendable, Hashable {
  var orientation: DeviceOrientation
  var kind: KeyboardKind

  static let portraitPlain = KeyboardSlot(orientation: .portrait, kind: .plain)
  static let portraitPredictive = KeyboardSlot(orientation: .portrait, kind: .predictive)
  static let landscapePlain = KeyboardSlot(orientation: .landscape, kind: .plain)
  static let landscapePredictive = KeyboardSlot(orientation: .landscape, kind: .predictive)
}

/// Sourced keyboard heights as the catalog's rows write them.
extension KeyboardHeightEstimate {
  /// DPS: read from the keyboard's end frame on the iOS 26.5 simulator, predictive row on.
  static func simulator(_ height: CGFloat, on models: String...) -> KeyboardHeightEstimate {
    KeyboardHeightEstimate(
      height: height,
      provenance: .measured(
        sources: [.devicePreviewSpecs], system: "iOS 26.5 simulator", models: models),
      confidence: .high)
  }

  /// RDR, ION1: the iPad 9.7-inch keyboard with its shortcuts row, reported on iOS 11.
  static func iOS11(_ height: CGFloat) -> KeyboardHeightEstimate {
    KeyboardHeightEstimate(
      height: height,
      provenance: .measured(
        sources: [.openRadar, .ionicKeyboardPlugin], system: "iOS 11", models: ["iPad 9.7-inch"]),
      confidence: .medium)
  }

  /// A constant of shipping apps (MX, WR, RB) for this screen size.
  static func apps(_ height: CGFloat, _ sources: DeviceDataSource...) -> KeyboardHeightEstimate {
    KeyboardHeightEstimate(
      height: height, provenance: .shippingApps(sources: sources), confidence: .medium)
  }
}
