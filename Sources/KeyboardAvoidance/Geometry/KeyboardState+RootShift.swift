import Foundation

extension KeyboardState {
  /// How far to move a container up so the focused field ends `distance` points above the
  /// keyboard, and above whatever rides on the keyboard, when nothing on the screen scrolls.
  ///
  /// The move is the smaller of two distances, and never negative:
  /// - how far the top of the keyboard and what is pinned on it lies above the container's
  ///   bottom (negative below it), minus the space below the field, plus `distance`: just enough
  ///   for the field's bottom to clear the top of that band by `distance`;
  /// - the field's distance to the top guide: the field's top never moves above it, so the
  ///   user always sees what they type the start of.
  ///
  /// Both follow the keyboard's top wherever it is (``KeyboardClearance``): a keyboard that stops
  /// just below the container still moves it far enough for the field to end `distance` above
  /// the keyboard, so the shift moves one point per point of keyboard. When no keyboard lies
  /// under the container (hidden, on another screen, or undocked while undocked keyboards are
  /// not followed), or it lies far enough below, the shift is 0: that is also the value to
  /// animate back to on hide. Describe the container and the field at rest,
  /// without a shift returned earlier.
  ///
  /// **What rides on the keyboard.** A button or an input bar pinned to the keyboard's top
  /// (`UIKeyboardLayoutGuide`, a constraint that follows the keyboard) does not move with the
  /// container: it stays on the keyboard and covers what the shift brings up behind it. Pass
  /// its height plus the spacing under it as `pinnedAboveKeyboard`, and the field ends
  /// `distance` points above its top instead of the keyboard's. It counts only while the
  /// keyboard covers the band it makes: at rest the pinned view sits above the safe area, in
  /// the layout, and the shift is 0.
  ///
  /// ```swift
  /// // iPhone SE (3rd generation), 260 pt keyboard docked at y = 407. A login screen with no
  /// // scroll view; the password field is at y = 420…464.
  /// let root = AvoidingView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  /// let field = CGRect(x: 16, y: 420, width: 343, height: 44)
  /// keyboard.rootShift(for: root, revealing: field, topGuide: 20).offset  // 67
  /// // A 50 pt "Log in" button rides 8 pt above the keyboard: the field clears it too.
  /// keyboard.rootShift(for: root, revealing: field, topGuide: 20, pinnedAboveKeyboard: 58)
  ///   .offset  // 125
  /// KeyboardState.hidden.rootShift(for: root, revealing: field, topGuide: 20)  // .none
  /// ```
  ///
  /// - Parameters:
  ///   - container: The view to move, at rest, in screen coordinates. Its bottom safe-area inset
  ///     is not used: the field's own bottom is what has to clear the keyboard.
  ///   - field: The focused field's frame in screen coordinates, at rest.
  ///   - topGuide: The y coordinate, in screen coordinates, that the field's top must not pass
  ///     (the top of the safe area, or the bottom of a navigation bar); the container's top edge
  ///     when `nil`.
  ///   - distance: The space to keep between the field and the keyboard; 10 by default.
  ///     Negative and non-finite distances count as 0.
  ///   - pinnedAboveKeyboard: The height of what is pinned on the keyboard's top edge and rides
  ///     with it, measured up from the keyboard's top (a button's height plus its spacing, an
  ///     input bar's height); 0 by default. Negative and non-finite heights count as 0.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards are avoided.
  /// - Returns: The move up, and how much the top guide kept it short; ``RootShift/none`` when
  ///   any input is not finite.
  public func rootShift(
    for container: AvoidingView,
    revealing field: CGRect,
    topGuide: CGFloat? = nil,
    distance: CGFloat = 10,
    pinnedAboveKeyboard: CGFloat = 0,
    followsUndockedKeyboard: Bool = false
  ) -> RootShift {
    let frame = container.frame
    let guide = topGuide ?? frame.minY
    guard frame.isFiniteAndStandard, field.isFiniteAndStandard, guide.isFinite else {
      return .none
    }
    let clearance = raised(by: pinnedAboveKeyboard).clearance(
      of: frame, on: container.screen, followsUndockedKeyboard: followsUndockedKeyboard)
    let needed = clearance.lift(
      restingAt: frame.maxY - field.maxY, spacing: max(distance.finiteOrZero, 0))
    guard needed > 0 else { return .none }
    let room = field.minY - guide
    let offset = max(min(needed, room), 0)
    return RootShift(offset: offset, shortfall: max(needed - offset, 0))
  }
}

extension KeyboardState {
  /// This state with the keyboard's frame grown upwards by `height`: the keyboard together with
  /// what is pinned on its top edge, the band a focused field has to clear.
  ///
  /// A hidden keyboard stays hidden; a negative or non-finite height changes nothing.
  func raised(by height: CGFloat) -> KeyboardState {
    let height = height.finiteOrZero
    guard isVisible, height > 0 else { return self }
    var raised = self
    raised.frame.origin.y -= height
    raised.frame.size.height += height
    return raised
  }
}
