import Foundation

extension KeyboardTransition {
  /// The fraction of this change done `time` seconds after it began.
  ///
  /// The same as the transition's ``KeyboardTransition/animation`` answers with
  /// ``KeyboardAnimation/progress(at:model:)``.
  ///
  /// ```swift
  /// transition.progress(at: 0.1)  // 0.545… for a show with the keyboard's curve
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds since the change began.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: A fraction from 0 to 1.
  public func progress(at time: TimeInterval, model: KeyboardCurveModel = .standard) -> Double {
    animation.progress(at: time, model: model)
  }

  /// How far the keyboard reaches into a rectangle `time` seconds into the change.
  ///
  /// A hidden keyboard has no frame to move, so this interpolates the measurement, not the
  /// frames: the covered height before, plus the difference to the covered height after, times
  /// the progress. Like ``KeyboardState/coveredHeight(of:on:followsUndockedKeyboard:)``, it
  /// measures from the rectangle's bottom edge up to the keyboard's top.
  ///
  /// ```swift
  /// // iPhone 16, a 335 pt keyboard appearing; the view fills the screen.
  /// let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// show.coveredHeight(of: screen, at: 0)  // 0
  /// show.coveredHeight(of: screen, at: 0.1)  // 182.5… (spring)
  /// show.coveredHeight(of: screen, at: 0.5)  // 335
  /// ```
  ///
  /// - Parameters:
  ///   - rect: A rectangle in screen coordinates.
  ///   - screen: The screen showing the rectangle, when known.
  ///   - time: Seconds since the change began.
  ///   - model: How to run the keyboard's curve 7.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards count.
  /// - Returns: The covered height at that moment; finite, from 0 to the rectangle's height.
  public func coveredHeight(
    of rect: CGRect,
    on screen: KeyboardScreen? = nil,
    at time: TimeInterval,
    model: KeyboardCurveModel = .standard,
    followsUndockedKeyboard: Bool = false
  ) -> CGFloat {
    let before = from.coveredHeight(
      of: rect, on: screen, followsUndockedKeyboard: followsUndockedKeyboard)
    let after = to.coveredHeight(
      of: rect, on: screen, followsUndockedKeyboard: followsUndockedKeyboard)
    return before.interpolated(to: after, progress: progress(at: time, model: model))
  }

  /// The offset that keeps a view above the keyboard `time` seconds into the change.
  ///
  /// The offset before, plus the difference to the offset after, times the progress: what a
  /// constraint animated with the keyboard's own timing shows at that moment.
  ///
  /// ```swift
  /// // iPhone 16 (safe area 34 pt), a 335 pt keyboard appearing.
  /// let view = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaBottom: 34)
  /// show.bottomOffset(for: view, at: 0)  // 0
  /// show.bottomOffset(for: view, at: 0.5)  // 301
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view that holds the pinned content, in screen coordinates.
  ///   - options: Spacing, resting offset, and whether undocked keyboards count.
  ///   - time: Seconds since the change began.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: The offset at that moment, between the offsets before and after (unless a
  ///   custom spring model overshoots).
  public func bottomOffset(
    for view: AvoidingView,
    options: KeyboardAvoidanceOptions = .standard,
    at time: TimeInterval,
    model: KeyboardCurveModel = .standard
  ) -> CGFloat {
    let before = from.bottomOffset(for: view, options: options)
    let after = to.bottomOffset(for: view, options: options)
    return before.interpolated(to: after, progress: progress(at: time, model: model))
  }

  /// The y coordinate of the keyboard's top edge `time` seconds into the change, in screen
  /// coordinates.
  ///
  /// This is the bottom of the screen minus the interpolated height the keyboard covers on the
  /// screen, so a hidden keyboard's top is the screen's bottom edge and a hardware keyboard's top
  /// is the top of its bar. Undocked and floating keyboards count: this follows whatever
  /// keyboard is there.
  ///
  /// ```swift
  /// // iPhone 16: a 335 pt keyboard appearing, docked at y = 517.
  /// show.keyboardTop(at: 0, screenBounds: screen)  // 852
  /// show.keyboardTop(at: 0.1, screenBounds: screen)  // 669.4… (spring)
  /// show.keyboardTop(at: 0.1, screenBounds: screen, model: .bezier)  // 694.3…
  /// show.keyboardTop(at: 1, screenBounds: screen)  // 517
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds since the change began.
  ///   - screenBounds: The bounds of the screen the keyboard is on.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: The keyboard's top edge; `screenBounds.maxY` when nothing is covered, and 0 when
  ///   the bounds are not finite.
  public func keyboardTop(
    at time: TimeInterval, screenBounds: CGRect, model: KeyboardCurveModel = .standard
  ) -> CGFloat {
    guard screenBounds.isFiniteAndStandard else { return 0 }
    let covered = coveredHeight(
      of: screenBounds, at: time, model: model, followsUndockedKeyboard: true)
    return screenBounds.maxY - covered
  }

  /// The keyboard's frame `time` seconds into the change, in screen coordinates.
  ///
  /// Hidden states have no frame (``KeyboardState/frame`` is `.zero`), so a hidden end stands in
  /// as the visible end's frame moved just below the screen (its top at `screenBounds.maxY`),
  /// where iOS slides the keyboard from and to. The frame in between interpolates origin and size.
  ///
  /// ```swift
  /// show.frame(at: 0, screenBounds: screen)  // (0, 852, 393, 335)
  /// show.frame(at: 0.5, screenBounds: screen)  // (0, 517, 393, 335)
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds since the change began.
  ///   - screenBounds: The bounds of the screen the keyboard is on.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: The frame at that moment; `.zero` when neither end is visible or the bounds are
  ///   not finite.
  public func frame(
    at time: TimeInterval, screenBounds: CGRect, model: KeyboardCurveModel = .standard
  ) -> CGRect {
    guard screenBounds.isFiniteAndStandard else { return .zero }
    func belowScreen(_ frame: CGRect) -> CGRect {
      CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
    }
    let start: CGRect
    let end: CGRect
    switch (from.isVisible, to.isVisible) {
    case (true, true): (start, end) = (from.frame, to.frame)
    case (false, true): (start, end) = (belowScreen(to.frame), to.frame)
    case (true, false): (start, end) = (from.frame, belowScreen(from.frame))
    case (false, false): return .zero
    }
    return start.interpolated(to: end, progress: progress(at: time, model: model))
  }
}
