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
  /// While the keyboard covers the view, the offset is the covered height minus the view's bottom
  /// safe-area inset (the keyboard covers the home-indicator strip too), plus the spacing. While it
  /// covers nothing, the offset is the resting offset. The result never goes below 0 or above the
  /// view's height, and it follows the keyboard's real overlap, so hardware keyboards, form sheets,
  /// Split View and Stage Manager windows come out right.
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
    let covered = coveredHeight(
      of: frame, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard)
    let offset: CGFloat
    if covered > 0 {
      offset = max(0, covered - view.safeAreaBottom.finiteOrZero) + options.spacing.finiteOrZero
    } else {
      offset = options.restingOffset.finiteOrZero
    }
    return min(max(offset, 0), frame.height)
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
