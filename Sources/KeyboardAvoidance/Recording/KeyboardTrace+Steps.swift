import Foundation

extension KeyboardTrace {
  /// One notification of a trace, with what the package made of it.
  ///
  /// ```swift
  /// for step in trace.steps() {
  ///   print(step.entry.time, step.state.presentation, step.transition != nil)
  /// }
  /// // 0.0 docked true
  /// // 0.012 docked false …
  /// ```
  public struct Step: Sendable, Equatable {
    /// The notification's position in the trace, from 0.
    public let index: Int

    /// The notification as recorded.
    public let entry: Entry

    /// The parsed event, or why parsing rejected the notification.
    public let event: Result<KeyboardEvent, KeyboardEventError>

    /// The keyboard's state after the notification.
    public let state: KeyboardState

    /// The transition an observer delivered for it; `nil` when nothing changed.
    public let transition: KeyboardTransition?
  }

  /// Folds the trace through the parser and the reducer, as a ``KeyboardObserver`` on the
  /// recorded screen does, starting from a hidden keyboard.
  ///
  /// Each notification is parsed as posted and reduced against the screen bounds recorded with
  /// it. The screens the trace names are stood for by objects made for this call, one per index,
  /// so events on one screen compare equal and events on two screens do not. An `object` that
  /// was not a screen is left out, as a replay leaves it out.
  ///
  /// ```swift
  /// let transitions = trace.steps().compactMap(\.transition)
  /// transitions.map(\.to.presentation)  // [.docked, .hidden]
  /// ```
  ///
  /// - Returns: One step per notification, in order.
  public func steps() -> [Step] {
    let count = (notifications.compactMap(\.screen).max() ?? -1) + 1
    let screens = (0..<count).map { _ in TraceScreen() }
    var state = KeyboardState.hidden
    var steps: [Step] = []
    for (index, entry) in notifications.enumerated() {
      var event = Result { () throws(KeyboardEventError) in
        try KeyboardEvent(entry.notification(object: nil))
      }
      var transition: KeyboardTransition?
      if case .success(var parsed) = event {
        parsed.screen = entry.screen.map { KeyboardScreen(screens[$0]) }
        event = .success(parsed)
        transition = state.reduce(parsed, screenBounds: entry.screenBounds)
      }
      steps.append(
        Step(index: index, entry: entry, event: event, state: state, transition: transition))
    }
    return steps
  }
}

/// Stands for a screen of a trace: an identity, nothing more.
private final class TraceScreen: Sendable {}
