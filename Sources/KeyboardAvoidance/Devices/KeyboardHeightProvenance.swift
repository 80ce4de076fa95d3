/// Where an expected keyboard height comes from.
///
/// The catalog never passes a guess off as a measurement: each height says whether someone read
/// it from a keyboard's frame (and where, on which system), whether shipping apps use it as a
/// constant, whether it follows from a rule, or whether this device showed it.
///
/// ```swift
/// let estimate = profile.expectedKeyboardHeight(orientation: .landscape, kind: .predictive)
/// switch estimate.provenance {
/// case .measured(_, let system, _): print("measured on", system)  // measured on iOS 26.5 simulator
/// case .shippingApps, .estimated, .learned: break
/// }
/// ```
public enum KeyboardHeightProvenance: Sendable, Hashable {
  /// Read from the keyboard's end frame on a simulator or device.
  ///
  /// - `sources`: who measured it.
  /// - `system`: the iOS version and whether it was a simulator.
  /// - `models`: the models measured. A profile that shares a screen (points, cutout, home
  ///   indicator) with a measured model carries that model's measurement and names it here.
  case measured(sources: [DeviceDataSource], system: String, models: [String])
  /// A constant that shipping apps use for a screen size; none states its iOS version.
  case shippingApps(sources: [DeviceDataSource])
  /// Computed from a rule because no source gives this value; `rule` says how, and `sources` are
  /// the sources whose figures the rule combines.
  case estimated(rule: String, sources: [DeviceDataSource] = [])
  /// Observed on this device by ``KeyboardHeightCache``.
  case learned

  /// The public sources behind the value; none for a value learned on this device.
  ///
  /// ```swift
  /// KeyboardHeightProvenance.shippingApps(sources: [.wireIOS, .mixinMessenger]).sources
  /// // [.wireIOS, .mixinMessenger]
  /// ```
  public var sources: [DeviceDataSource] {
    switch self {
    case .measured(let sources, _, _), .shippingApps(let sources), .estimated(_, let sources):
      sources
    case .learned: []
    }
  }

  /// Whether the value was read from a keyboard, here or by a source, rather than taken from a
  /// constant or a rule.
  public var isObserved: Bool {
    switch self {
    case .measured, .learned: true
    case .shippingApps, .estimated: false
    }
  }
}

extension KeyboardHeightProvenance: CustomStringConvertible {
  /// A phrase naming the origin and its sources by name (``DeviceDataSource/name``).
  ///
  /// ```swift
  /// KeyboardHeightProvenance.shippingApps(sources: [.wireIOS, .mixinMessenger]).description
  /// // "constant in shipping apps (Wire and Mixin Messenger)"
  /// ```
  public var description: String {
    switch self {
    case .measured(let sources, let system, let models):
      "measured on \(models.joined(separator: ", ")) (\(system); \(DeviceDataSource.names(sources)))"
    case .shippingApps(let sources):
      "constant in shipping apps (\(DeviceDataSource.names(sources)))"
    case .estimated(let rule, _):
      "estimated: \(rule)"
    case .learned:
      "learned on this device"
    }
  }
}
