import Foundation
import KeyboardAvoidance

extension KeyboardTrace {
  /// Replays the trace through a fresh `KeyboardObserver` and the avoidance
  /// policies, checking after every notification the invariants ``KeyboardFuzzer`` checks.
  ///
  /// Each notification is posted exactly as recorded, with the recorded screen bounds, on a
  /// private notification center. After each one: a rejected notification was reported once and
  /// changed nothing; an accepted one delivered exactly the transition the reducer computes, and
  /// the same event again changes nothing; the state is consistent; and for a full-screen view
  /// (with and without a bottom safe area), the recorded window, and a view in the screen's upper
  /// half, with and without spacing and undocked keyboards followed, the bottom offset and
  /// covered height lie within the view and every transition's interpolated offset, keyboard top
  /// and frame stay finite and between their ends.
  ///
  /// ```swift
  /// let trace = try KeyboardTrace(jsonData: data)
  /// let transitions = try trace.checkInvariants()
  /// transitions.map(\.to.presentation)  // [.docked, .undocked, .hidden]
  /// ```
  ///
  /// - Returns: The transitions the observer delivered, in order.
  /// - Throws: ``KeyboardInvariantViolation`` for the first invariant that does not hold; its
  ///   detail begins with the notification's JSON path, such as `notifications[3]`.
  @MainActor
  public func checkInvariants() throws(KeyboardInvariantViolation) -> [KeyboardTransition] {
    let pipeline = ObservedPipeline(screenBounds: notifications.first?.screenBounds ?? .zero)
    let count = (notifications.compactMap(\.screen).max() ?? -1) + 1
    let screens = (0..<count).map { _ in SimulatedScreen() }
    var delivered: [KeyboardTransition] = []
    for (index, entry) in notifications.enumerated() {
      do throws(KeyboardInvariantViolation) {
        pipeline.screenBounds = entry.screenBounds
        let outcome = try pipeline.post(
          entry.notification(object: entry.screen.map { screens[$0] }))
        var transition: KeyboardTransition?
        if case .accepted(_, let accepted) = outcome { transition = accepted }
        try checkPolicies(
          of: pipeline.state, transition: transition, entry: entry,
          screen: screens.first.map { KeyboardScreen($0) })
        if let transition { delivered.append(transition) }
      } catch {
        throw KeyboardInvariantViolation(
          invariant: error.invariant, detail: "notifications[\(index)]: \(error.detail)")
      }
    }
    return delivered
  }

  @MainActor
  private func checkPolicies(
    of state: KeyboardState, transition: KeyboardTransition?, entry: Entry,
    screen: KeyboardScreen?
  ) throws(KeyboardInvariantViolation) {
    let bounds = entry.screenBounds
    var views = [
      AvoidingView(frame: bounds, screen: screen),
      AvoidingView(frame: bounds, safeAreaBottom: 34, screen: screen),
      AvoidingView(
        frame: CGRect(
          x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 2),
        screen: screen),
    ]
    if let window = entry.windowFrame {
      views.append(AvoidingView(frame: window, screen: screen))
    }
    for view in views {
      for options in [
        KeyboardAvoidanceOptions(),
        KeyboardAvoidanceOptions(spacing: 8, followsUndockedKeyboard: true),
      ] {
        try KeyboardInvariants.checkPolicies(of: state, view: view, options: options)
        if let transition {
          try KeyboardInvariants.checkTransitionPolicies(
            transition, view: view, options: options, screenBounds: bounds,
            times: [0, 0.1, 0.25, 0.5, 1])
        }
      }
    }
  }
}
