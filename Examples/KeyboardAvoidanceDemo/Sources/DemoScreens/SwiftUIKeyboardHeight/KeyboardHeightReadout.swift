import KeyboardAvoidance

/// What the "KeyboardAvoidance" tab of the SwiftUI keyboard-height screen shows for a keyboard:
/// the height it covers on screen, written as the post writes its height, and how it is shown.
///
/// ```swift
/// KeyboardHeightReadout(.hidden).text  // "Keyboard height: 0.0 (hidden)"
/// ```
struct KeyboardHeightReadout: Equatable {
  /// The line the screen shows.
  let text: String

  init(_ keyboard: KeyboardSnapshot) {
    let shown = KeyboardStateReadout.name(of: keyboard.state.presentation)
    text = "Keyboard height: \(keyboard.visibleHeight) (\(shown))"
  }
}
