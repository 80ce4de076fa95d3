/// Which keyboard an expected height is for.
///
/// The same device shows keyboards of different heights: the letters alone, the letters under
/// the predictive (QuickType) row, or, with a hardware keyboard attached, only a bar at the bottom
/// of the screen.
///
/// ```swift
/// let profile = DeviceCatalog.profile(identifier: "iPhone17,3")
/// profile?.expectedKeyboardHeight(orientation: .portrait, kind: .predictive).height  // 335
/// ```
public enum KeyboardKind: String, Sendable, Hashable, CaseIterable {
  /// The software keyboard without the predictive row (the user turned Predictive off, or the
  /// field asks for no suggestions).
  case plain
  /// The software keyboard with the predictive row above the keys: iOS's default.
  case predictive
  /// What stays on screen while a hardware keyboard is attached.
  ///
  /// On iPad this is the shortcuts bar; on iPhone the predictive or input accessory bar. iOS
  /// still reports the full keyboard's frame, mostly below the screen; this height is the part
  /// on screen.
  case hardwareBar
}
