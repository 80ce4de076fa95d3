/// How the keyboard is shown.
///
/// iOS does not say how the keyboard is presented; it only reports frames. The reducer reads the
/// presentation from where the end frame lies on the screen (see ``KeyboardState/reduce(_:screenBounds:)-(KeyboardEvent,_)``).
///
/// ```swift
/// switch state.presentation {
/// case .docked, .accessoryBar: pinAboveKeyboard()
/// case .hidden, .undocked, .floating: pinToSafeArea()
/// }
/// ```
public enum KeyboardPresentation: String, Sendable, Hashable, CaseIterable {
  /// No keyboard is on screen.
  case hidden
  /// A software keyboard attached to the bottom edge of the screen: the usual iPhone keyboard.
  case docked
  /// Only a bar is on screen, at the bottom edge.
  ///
  /// A hardware keyboard is attached: iOS shows the shortcuts bar or the field's input accessory
  /// view, and reports the full keyboard's frame with most of it below the screen. Only the part
  /// on screen covers anything.
  case accessoryBar
  /// An iPad keyboard lifted off the bottom edge at full width: undocked or split.
  ///
  /// iOS reports undocked and split keyboards alike, so they share this case.
  case undocked
  /// The small iPad keyboard that floats anywhere over the content.
  case floating

  /// Whether a keyboard of this presentation is attached to the bottom edge of the screen, as
  /// `UIKeyboardLayoutGuide` follows by default.
  public var isDocked: Bool { self == .docked || self == .accessoryBar }
}
