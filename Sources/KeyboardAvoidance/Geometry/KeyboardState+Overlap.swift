import Foundation

extension KeyboardState {
  /// How far the keyboard reaches into a rectangle, measured up from the rectangle's bottom edge.
  ///
  /// This is the one measurement every layout decision starts from, and it is never
  /// `frame.height`: a hardware keyboard's frame lies mostly below the screen, a form sheet ends
  /// above the keyboard's bottom, and a Stage Manager window may not reach the keyboard at all.
  /// The result is the distance from the keyboard's top edge down to the rectangle's bottom edge
  /// when the two overlap, and 0 when they do not.
  ///
  /// ```swift
  /// // iPhone 15, docked keyboard 336 pt tall; a view filling the screen.
  /// keyboard.coveredHeight(of: CGRect(x: 0, y: 0, width: 393, height: 852))  // 336
  /// // A form sheet ending 100 pt above the screen's bottom.
  /// keyboard.coveredHeight(of: CGRect(x: 0, y: 100, width: 393, height: 652))  // 236
  /// ```
  ///
  /// - Parameters:
  ///   - rect: A rectangle in screen coordinates, usually a view's frame converted to the screen.
  ///   - screen: The screen showing the rectangle; when both it and the keyboard's screen are
  ///     known and differ, nothing is covered.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards count; when
  ///     `false`, only docked keyboards and accessory bars cover anything.
  /// - Returns: A height between 0 and the rectangle's height; 0 for non-finite input.
  public func coveredHeight(
    of rect: CGRect,
    on screen: KeyboardScreen? = nil,
    followsUndockedKeyboard: Bool = false
  ) -> CGFloat {
    guard isVisible, followsUndockedKeyboard || presentation.isDocked else { return 0 }
    if let screen, let keyboardScreen = self.screen, screen != keyboardScreen { return 0 }
    guard rect.isFiniteAndStandard, frame.isFiniteAndStandard else { return 0 }
    let overlap = frame.intersection(rect)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return 0 }
    return min(rect.maxY - max(frame.minY, rect.minY), rect.height)
  }

  /// The offset that keeps a view pinned above the keyboard.
  ///
  /// The pinned view rests `restingOffset` above the safe area's bottom. Whenever a keyboard lies
  /// under the view, the offset grows just enough for the pinned view to end at least `spacing`
  /// above the keyboard's top: while the keyboard covers the view, and also when it stops flush
  /// with the view's bottom or a few points below it (``KeyboardClearance``), so the offset
  /// moves one point per point of keyboard and never jumps. It never goes below the resting
  /// offset (a hardware keyboard's short bar does not pull a button down), below 0, or above the
  /// view's height, and it follows the keyboard's real position, so hardware keyboards, form
  /// sheets, Split View and Stage Manager windows come out right.
  ///
  /// Use it as the constant of a constraint from the pinned view's bottom to the safe area's
  /// bottom (pass the safe-area inset), or to the view's bottom (pass 0).
  ///
  /// ```swift
  /// // iPhone 15 (safe area bottom 34), docked keyboard 336 pt tall, 8 pt gap.
  /// let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaBottom: 34)
  /// keyboard.bottomOffset(for: view, options: KeyboardAvoidanceOptions(spacing: 8))  // 310
  /// KeyboardState.hidden.bottomOffset(for: view)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view that holds the pinned content, in screen coordinates.
  ///   - options: Spacing, resting offset, and whether undocked keyboards count.
  /// - Returns: A finite offset between 0 and the view's height.
  public func bottomOffset(
    for view: AvoidingView,
    options: KeyboardAvoidanceOptions = .standard
  ) -> CGFloat {
    let frame = view.frame
    guard frame.isFiniteAndStandard else { return 0 }
    let resting = options.restingOffset.finiteOrZero
    let clearance = clearance(
      of: frame, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard)
    let lift = clearance.lift(
      restingAt: view.safeAreaBottom.finiteOrZero + resting, spacing: options.spacing)
    return min(max(resting + lift, 0), frame.height)
  }
}

extension CGRect {
  /// Whether every component is finite and the size is not negative.
  var isFiniteAndStandard: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width >= 0 && size.height >= 0
  }
}

extension CGFloat {
  var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
