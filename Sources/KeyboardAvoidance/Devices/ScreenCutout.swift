/// What interrupts the top edge of a screen.
///
/// The cutout decides the top safe-area inset in portrait and the side insets in landscape, and it
/// goes with a home indicator on every iPhone that has one.
///
/// ```swift
/// DeviceCatalog.profile(identifier: "iPhone17,3")?.cutout  // .dynamicIsland
/// ```
public enum ScreenCutout: String, Sendable, Hashable, CaseIterable {
  /// A full rectangle: iPhones with a home button and every iPad.
  case none
  /// The sensor housing of the iPhone X through the iPhone 14, the 16e and the 17e.
  case notch
  /// The pill-shaped cutout of the iPhone 14 Pro and later models.
  case dynamicIsland
}
