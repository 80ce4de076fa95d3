import Foundation

extension KeyboardAdaptive where Value: Equatable {
  /// The value for a keyboard at rest when the app has written the property itself.
  ///
  /// The app's value takes the place of the hidden value: it is what the property rests at
  /// while the keyboard covers nothing. While the keyboard is shown, the shown value applies on
  /// the screen classes where it differs from the hidden one, and the app's value stays on the
  /// others. Without an app value this is ``value(for:on:)``.
  ///
  /// ```swift
  /// let leading = KeyboardAdaptive<CGFloat>(hidden: 30, shown: 0)
  /// // The app moved the button to 20 (a size class change) while the keyboard was up.
  /// leading.value(for: shown, on: .tall, resting: 20)  // 0: the keyboard's value
  /// leading.value(for: .hidden, on: .tall, resting: 20)  // 20: the app's
  /// let top = KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight)
  /// top.value(for: shown, on: .tall, resting: 10)  // 10: nothing changes on tall screens
  /// ```
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's state.
  ///   - screenClass: The screen's class; `nil` when unknown.
  ///   - resting: The value the app wrote, or `nil` when it wrote none.
  /// - Returns: The value for that screen and keyboard.
  public func value(
    for keyboard: KeyboardState, on screenClass: ScreenClass?, resting: Value?
  ) -> Value {
    let hidden = value(keyboardShown: false, on: screenClass)
    guard let resting else { return value(for: keyboard, on: screenClass) }
    guard keyboard.presentation.isDocked else { return resting }
    let shown = value(keyboardShown: true, on: screenClass)
    return shown == hidden ? resting : shown
  }
}

extension KeyboardAdaptive where Value: KeyboardInterpolatable & Equatable {
  /// The value `progress` of the way through a keyboard transition when the app has written the
  /// property itself.
  ///
  /// The value moves from ``value(for:on:resting:)`` at the transition's start to the same at its
  /// end, as ``value(during:progress:on:)`` does without an app value.
  ///
  /// ```swift
  /// let hidden = KeyboardAdaptive(false).shown(true, on: .compactHeight)
  /// // The app hid the logo itself while the keyboard was up.
  /// hidden.value(during: hide, progress: 1, on: .compactHeight, resting: true)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - transition: The keyboard's change.
  ///   - progress: How far along the change is, 0 at its start and 1 at its end.
  ///   - screenClass: The screen's class; `nil` when unknown.
  ///   - resting: The value the app wrote, or `nil` when it wrote none.
  /// - Returns: The value at that moment.
  public func value(
    during transition: KeyboardTransition, progress: Double, on screenClass: ScreenClass?,
    resting: Value?
  ) -> Value {
    let start = value(for: transition.from, on: screenClass, resting: resting)
    let end = value(for: transition.to, on: screenClass, resting: resting)
    return start.interpolated(to: end, progress: progress)
  }
}
