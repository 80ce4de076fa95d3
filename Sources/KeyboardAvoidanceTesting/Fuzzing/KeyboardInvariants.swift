import Foundation
import KeyboardAvoidance

/// The invariants ``KeyboardFuzzer`` checks, kept in one place so tests can call them on values
/// of their own.
///
/// Each check throws a ``KeyboardInvariantViolation`` naming the invariant and the values. The
/// bounds come from the documentation of the checked API, not from running it: the parser's
/// limits (coordinates within ±100,000 pt, durations within 10 s, curves 0 to 15), "hidden
/// states have frame `.zero`", and offsets "between 0 and the view's height".
enum KeyboardInvariants {
  /// The parser's documented limits.
  static let coordinateLimit: CGFloat = 100_000
  static let durationLimit: TimeInterval = 10
  static let curveRange = 0...15

  /// Slack for interpolated values, which may round a hair past their end values.
  static let tolerance: CGFloat = 1e-6

  static func require(
    _ condition: Bool, _ invariant: String, _ detail: @autoclosure () -> String
  ) throws(KeyboardInvariantViolation) {
    if !condition { throw KeyboardInvariantViolation(invariant: invariant, detail: detail()) }
  }

  /// Whether every component is finite, the size is not negative, and nothing exceeds the
  /// parser's coordinate limit.
  static func isWithinLimits(_ rect: CGRect) -> Bool {
    let components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    return components.allSatisfy { $0.isFinite && abs($0) <= coordinateLimit }
      && rect.size.width >= 0 && rect.size.height >= 0
  }

  /// A parsed event holds only values a keyboard notification can carry.
  static func checkEvent(_ event: KeyboardEvent) throws(KeyboardInvariantViolation) {
    try require(
      isWithinLimits(event.beginFrame), "parsed begin frame within limits", "\(event.beginFrame)")
    try require(
      isWithinLimits(event.endFrame), "parsed end frame within limits", "\(event.endFrame)")
    try checkAnimation(event.animation)
  }

  static func checkAnimation(_ animation: KeyboardAnimation) throws(KeyboardInvariantViolation) {
    let duration = animation.duration
    try require(
      duration.isFinite && duration >= 0 && duration <= durationLimit,
      "duration within 0...10 s", "\(duration)")
    try require(
      curveRange.contains(animation.curve.rawValue), "curve within 0...15",
      "\(animation.curve.rawValue)")
  }

  /// A state is finite and consistent: a hidden keyboard has no frame, no screen and counts as
  /// local; a visible one has a frame with area.
  static func checkState(_ state: KeyboardState) throws(KeyboardInvariantViolation) {
    if state.isVisible {
      try require(
        isWithinLimits(state.frame) && state.frame.width > 0 && state.frame.height > 0,
        "a visible keyboard has a finite frame with area", "\(state)")
    } else {
      try require(state.frame == .zero, "a hidden keyboard has frame .zero", "\(state.frame)")
      try require(
        state.screen == nil && state.isLocal, "a hidden keyboard has no screen and is local",
        "\(state)")
    }
    try checkAnimation(state.animation)
  }

  /// A delivered transition joins the states around it and changes something a layout reads.
  static func checkTransition(
    _ transition: KeyboardTransition, from before: KeyboardState, to after: KeyboardState
  ) throws(KeyboardInvariantViolation) {
    try require(
      transition.from == before, "a transition starts at the previous state",
      "from \(transition.from), previous \(before)")
    try require(
      transition.to == after, "a transition ends at the new state",
      "to \(transition.to), now \(after)")
    let changed =
      before.presentation != after.presentation || before.frame != after.frame
      || before.isLocal != after.isLocal || before.screen != after.screen
    try require(changed, "a transition changes something", "\(before) → \(after)")
  }

  /// An offset is finite and lies between 0 and the view's height (0 for a view whose frame is
  /// not finite).
  static func checkOffset(
    _ offset: CGFloat, for view: AvoidingView, _ what: String = "offset"
  ) throws(KeyboardInvariantViolation) {
    try require(offset.isFinite, "\(what) is finite", "\(offset) for \(view.frame)")
    let height = isUsable(view.frame) ? view.frame.height : 0
    try require(
      offset >= 0 && offset <= height + tolerance, "\(what) within the view",
      "\(what) \(offset) for a view \(height) tall")
  }

  /// The policies of one state give finite values within their bounds.
  static func checkPolicies(
    of state: KeyboardState, view: AvoidingView, options: KeyboardAvoidanceOptions
  ) throws(KeyboardInvariantViolation) {
    try checkOffset(state.bottomOffset(for: view, options: options), for: view, "bottom offset")
    let covered = state.coveredHeight(
      of: view.frame, on: view.screen, followsUndockedKeyboard: options.followsUndockedKeyboard)
    try checkOffset(covered, for: view, "covered height")
  }

  /// Along a transition, for both keyboard models and every time given: progress stays in
  /// 0...1, the offset stays between its values before and after, the keyboard's top stays on
  /// the screen, and the interpolated frame is finite.
  static func checkTransitionPolicies(
    _ transition: KeyboardTransition, view: AvoidingView, options: KeyboardAvoidanceOptions,
    screenBounds: CGRect, times: [TimeInterval]
  ) throws(KeyboardInvariantViolation) {
    let start = transition.from.bottomOffset(for: view, options: options)
    let end = transition.to.bottomOffset(for: view, options: options)
    for model in [KeyboardCurveModel.spring, .bezier] {
      for time in times {
        let progress = transition.progress(at: time, model: model)
        try require(
          progress >= 0 && progress <= 1, "progress within 0...1", "\(progress) at t = \(time)")
        let offset = transition.bottomOffset(for: view, options: options, at: time, model: model)
        try require(
          offset.isFinite && offset >= min(start, end) - tolerance
            && offset <= max(start, end) + tolerance,
          "offset between its values before and after",
          "\(offset) at t = \(time), from \(start) to \(end)")
        let top = transition.keyboardTop(at: time, screenBounds: screenBounds, model: model)
        try require(
          top.isFinite && top >= screenBounds.minY - tolerance
            && top <= screenBounds.maxY + tolerance,
          "keyboard top on the screen", "\(top) at t = \(time) on \(screenBounds)")
        let frame = transition.frame(at: time, screenBounds: screenBounds, model: model)
        try require(isWithinLimits(frame), "interpolated frame is finite", "\(frame)")
      }
    }
  }

  /// Whether a rectangle is finite with a size that is not negative.
  static func isUsable(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite && rect.size.width >= 0 && rect.size.height >= 0
  }
}
