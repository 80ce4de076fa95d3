import Foundation

/// Which way up a device is held, as far as the keyboard cares.
///
/// The keyboard's height differs between portrait and landscape; upside-down portrait and the two
/// landscape directions report the same heights, so two cases are enough.
///
/// ```swift
/// DeviceOrientation(screenSize: CGSize(width: 852, height: 393))  // .landscape
/// ```
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape

  /// The orientation of a screen or window of a given size.
  ///
  /// A square size counts as portrait.
  ///
  /// ```swift
  /// DeviceOrientation(screenSize: CGSize(width: 393, height: 852))  // .portrait
  /// ```
  ///
  /// - Parameter screenSize: The screen's bounds as the app sees them.
  public init(screenSize: CGSize) {
    self = screenSize.width > screenSize.height ? .landscape : .portrait
  }
}
