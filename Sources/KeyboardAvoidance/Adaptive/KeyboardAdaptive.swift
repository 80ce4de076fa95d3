import Foundation

/// A layout value that differs while the keyboard is up, optionally per screen class.
///
/// Give the value with the keyboard hidden and with it shown; override both or either for some
/// screen classes. Ask for the value of a keyboard state at rest, or, for numbers, points, sizes,
/// rectangles and flags (anything ``KeyboardInterpolatable``), for any moment of a transition:
/// numbers move with the keyboard's own progress, so a corner radius shrinks from 15 to 0 in
/// step with it, and flags switch where they cannot get in the way (see
/// ``Swift/Bool/interpolated(to:progress:)``).
///
/// The login screen of a hand-written Combine blog post, whole: on small screens the logo hides and
/// the status label and the field group move up; on every screen the login button becomes a
/// full-width bar with square corners sitting on the keyboard.
///
/// ```swift
/// struct LoginScreenLayout {
///   let logoIsHidden = KeyboardAdaptive(false).shown(true, on: .compactHeight)
///   let statusLabelTop = KeyboardAdaptive<CGFloat>(40).shown(-50, on: .compactHeight)
///   let fieldGroupTop = KeyboardAdaptive<CGFloat>(40).shown(20, on: .compactHeight)
///   let loginButtonGap = KeyboardAdaptive<CGFloat>(hidden: 50, shown: 0)  // above the keyboard
///   let loginButtonInset = KeyboardAdaptive<CGFloat>(hidden: 30, shown: 0)  // leading, trailing
///   let loginButtonCornerRadius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
/// }
///
/// // `show` is the transition from `.hidden` to a docked keyboard.
/// let layout = LoginScreenLayout()
/// let iPhoneSE = ScreenClass(screenSize: CGSize(width: 320, height: 568))  // .compactHeight
/// layout.statusLabelTop.value(keyboardShown: true, on: iPhoneSE)  // -50
/// layout.statusLabelTop.value(keyboardShown: true, on: .tall)  // 40
/// layout.loginButtonCornerRadius.value(during: show, progress: 0.5, on: iPhoneSE)  // 7.5
/// layout.logoIsHidden.value(during: show, progress: 0.5, on: iPhoneSE)  // true
/// ```
///
/// The button's gap is measured from the keyboard's top: pin the button to the keyboard (a keyboard
/// layout guide, or ``KeyboardState/bottomOffset(for:options:)`` plus the gap), and that post's
/// "50, or the keyboard's height" falls out on every device.
public struct KeyboardAdaptive<Value: Sendable>: Sendable {
  /// The value while the keyboard is hidden, on screens without an override.
  public var hidden: Value

  /// The value while the keyboard is shown, on screens without an override.
  public var shown: Value

  /// The values with the keyboard hidden on screen classes that override ``hidden``.
  private var hiddenOverrides: [ScreenClass: Value] = [:]

  /// The values with the keyboard shown on screen classes that override ``shown``.
  private var shownOverrides: [ScreenClass: Value] = [:]

  /// Creates a value that differs while the keyboard is shown, on every screen.
  ///
  /// ```swift
  /// let cornerRadius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - hidden: The value while the keyboard is hidden.
  ///   - shown: The value while the keyboard is shown.
  public init(hidden: Value, shown: Value) {
    self.hidden = hidden
    self.shown = shown
  }

  /// Creates a value that stays the same whether the keyboard is shown or not, until an
  /// override changes it for some screen classes.
  ///
  /// ```swift
  /// let top = KeyboardAdaptive<CGFloat>(40).shown(20, on: .compactHeight)
  /// ```
  ///
  /// - Parameter value: The value with the keyboard hidden and shown.
  public init(_ value: Value) {
    self.init(hidden: value, shown: value)
  }

  /// This value, with a different value while the keyboard is shown on some screen classes.
  ///
  /// The value with the keyboard hidden stays what it was on those classes.
  ///
  /// ```swift
  /// let top = KeyboardAdaptive<CGFloat>(40).shown(20, on: .compactHeight)
  /// top.value(keyboardShown: true, on: .compactHeight)  // 20
  /// top.value(keyboardShown: false, on: .compactHeight)  // 40
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value while the keyboard is shown on those classes.
  ///   - screenClasses: The screen classes it applies to.
  /// - Returns: The value with the override.
  public func shown(_ value: Value, on screenClasses: ScreenClass...) -> KeyboardAdaptive {
    var copy = self
    for screenClass in screenClasses { copy.shownOverrides[screenClass] = value }
    return copy
  }

  /// This value, with different values on some screen classes.
  ///
  /// ```swift
  /// let spacing = KeyboardAdaptive<CGFloat>(hidden: 24, shown: 12)
  ///   .on(.iPad, hidden: 40, shown: 32)
  /// spacing.value(keyboardShown: true, on: .iPad)  // 32
  /// spacing.value(keyboardShown: true, on: .tall)  // 12
  /// ```
  ///
  /// - Parameters:
  ///   - screenClasses: The screen classes the values apply to.
  ///   - hidden: The value while the keyboard is hidden on those classes.
  ///   - shown: The value while the keyboard is shown on those classes.
  /// - Returns: The value with the override.
  public func on(
    _ screenClasses: ScreenClass..., hidden: Value, shown: Value
  ) -> KeyboardAdaptive {
    var copy = self
    for screenClass in screenClasses {
      copy.hiddenOverrides[screenClass] = hidden
      copy.shownOverrides[screenClass] = shown
    }
    return copy
  }

  /// The value with the keyboard shown or hidden, on a screen class.
  ///
  /// ```swift
  /// let radius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
  /// radius.value(keyboardShown: true, on: .regular)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - keyboardShown: Whether the keyboard is shown.
  ///   - screenClass: The screen's class; `nil` when unknown, which gives the values without
  ///     overrides.
  /// - Returns: The value for that screen and keyboard.
  public func value(keyboardShown: Bool, on screenClass: ScreenClass?) -> Value {
    let overrides = keyboardShown ? shownOverrides : hiddenOverrides
    if let screenClass, let override = overrides[screenClass] { return override }
    return keyboardShown ? shown : hidden
  }

  /// The value for a keyboard at rest, on a screen class.
  ///
  /// The keyboard counts as shown while it is docked to the bottom edge, including a hardware
  /// keyboard's bar, as `UIKeyboardLayoutGuide` follows it by default; undocked, split and
  /// floating keyboards move over the content and do not change the layout.
  ///
  /// ```swift
  /// let radius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
  /// radius.value(for: transition.to, on: .tall)  // 0 once a docked keyboard is up
  /// ```
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's state.
  ///   - screenClass: The screen's class; `nil` when unknown.
  /// - Returns: The value for that screen and keyboard.
  public func value(for keyboard: KeyboardState, on screenClass: ScreenClass?) -> Value {
    value(keyboardShown: keyboard.presentation.isDocked, on: screenClass)
  }
}

extension KeyboardAdaptive where Value: KeyboardInterpolatable {
  /// The value `progress` of the way through a keyboard transition, on a screen class.
  ///
  /// The value moves from the one for the transition's start to the one for its end with the
  /// transition's progress (``KeyboardTransition/progress(at:model:)``), so it keeps step with
  /// the keyboard; a transition that changes nothing for this value gives that value throughout.
  ///
  /// ```swift
  /// let radius = KeyboardAdaptive<CGFloat>(hidden: 15, shown: 0)
  /// radius.value(during: show, progress: 0.5, on: .tall)  // 7.5
  /// radius.value(during: show, progress: show.progress(at: 0.1), on: .tall)  // 6.8…
  /// ```
  ///
  /// - Parameters:
  ///   - transition: The keyboard's change.
  ///   - progress: How far along the change is, 0 at its start and 1 at its end.
  ///   - screenClass: The screen's class; `nil` when unknown.
  /// - Returns: The value at that moment.
  public func value(
    during transition: KeyboardTransition, progress: Double, on screenClass: ScreenClass?
  ) -> Value {
    let start = value(for: transition.from, on: screenClass)
    let end = value(for: transition.to, on: screenClass)
    return start.interpolated(to: end, progress: progress)
  }
}

extension KeyboardAdaptive: Equatable where Value: Equatable {}
extension KeyboardAdaptive: Hashable where Value: Hashable {}
