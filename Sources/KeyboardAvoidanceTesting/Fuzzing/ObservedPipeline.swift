import Foundation
import KeyboardAvoidance

/// A ``KeyboardObserver`` on a private notification center, with everything it delivers and
/// rejects recorded, so each post can be checked.
///
/// Posts happen on the main actor, where the observer handles them synchronously: once `post`
/// returns, the observer has done all it will do with the notification.
@MainActor
final class ObservedPipeline {
  /// What became of one posted notification.
  enum Outcome {
    case rejected(KeyboardEventError)
    case accepted(KeyboardEvent, KeyboardTransition?)
  }

  /// The screen the observer measures frames against; read for every notification.
  private final class Screen {
    var bounds: CGRect
    init(_ bounds: CGRect) { self.bounds = bounds }
  }

  private var center = NotificationCenter()
  private let screen: Screen
  private var observer: KeyboardObserver
  private var subscription: KeyboardSubscription?
  private var delivered: [KeyboardTransition] = []
  private var rejected: [KeyboardEventError] = []

  init(screenBounds: CGRect) {
    screen = Screen(screenBounds)
    observer = KeyboardObserver(center: center, screenBounds: { [screen] in screen.bounds })
    attach()
  }

  var state: KeyboardState { observer.state }

  var screenBounds: CGRect {
    get { screen.bounds }
    set { screen.bounds = newValue }
  }

  /// Replaces the observer with a new one, starting hidden, and releases the old one.
  ///
  /// The new observer listens to a new center: on the old one it would start from the
  /// keyboard the old one's notifications left.
  func restart(screenBounds: CGRect) {
    subscription = nil
    center = NotificationCenter()
    screen.bounds = screenBounds
    let screen = self.screen
    observer = KeyboardObserver(center: center, screenBounds: { screen.bounds })
    attach()
  }

  private func attach() {
    subscription = observer.subscribe { [weak self] transition in
      self?.delivered.append(transition)
    }
    observer.onRejectedNotification = { [weak self] error in
      self?.rejected.append(error)
    }
  }

  /// Posts a notification and checks what the observer did with it against a parse and a
  /// reduction of its own.
  func post(_ notification: Notification) throws(KeyboardInvariantViolation) -> Outcome {
    typealias Check = KeyboardInvariants
    let before = observer.state
    delivered.removeAll(keepingCapacity: true)
    rejected.removeAll(keepingCapacity: true)
    let parsed = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification) }
    center.post(notification)
    let after = observer.state
    switch parsed {
    case .failure(let error) where KeyboardEvent.Kind(notificationName: notification.name) == nil:
      // The observer subscribes to the six keyboard names only: other names never reach it.
      try Check.require(
        rejected.isEmpty && delivered.isEmpty && after == before,
        "a notification of another name is not observed", "\(notification.name.rawValue)")
      return .rejected(error)
    case .failure(let error):
      try Check.require(
        rejected == [error], "a malformed notification is reported once, with its error",
        "reported \(rejected), parsing says \(error)")
      try Check.require(
        delivered.isEmpty, "a malformed notification delivers nothing", "\(delivered)")
      try Check.require(
        after == before, "a malformed notification leaves the state untouched",
        "\(before) → \(after) after \(error)")
      return .rejected(error)
    case .success(let event):
      try Check.require(rejected.isEmpty, "a well-formed notification is accepted", "\(rejected)")
      try Check.checkEvent(event)
      var reference = before
      let expected = reference.reduce(event, screenBounds: screen.bounds)
      try Check.require(
        delivered == (expected.map { [$0] } ?? []),
        "the observer delivers what the reducer returns",
        "delivered \(delivered), reducer \(String(describing: expected)) for \(event)")
      try Check.require(
        after == reference, "the observer's state is the reduced state", "\(after), \(reference)")
      var again = reference
      try Check.require(
        again.reduce(event, screenBounds: screen.bounds) == nil,
        "the same event a second time changes nothing", "\(event)")
      try checkAfterChange(before: before, transition: expected)
      return .accepted(event, expected)
    }
  }

  /// Feeds a finger position of an interactive dismissal and checks the interim transition.
  func trackPan(fingerY: CGFloat) throws(KeyboardInvariantViolation) -> KeyboardTransition? {
    let before = observer.state
    delivered.removeAll(keepingCapacity: true)
    observer.trackInteractiveDismissal(fingerY: fingerY)
    try KeyboardInvariants.require(
      delivered.count <= 1, "one finger position delivers at most one transition",
      "\(delivered.count)")
    try checkAfterChange(before: before, transition: delivered.first)
    return delivered.first
  }

  func endPan() {
    observer.endInteractiveDismissal()
  }

  private func checkAfterChange(
    before: KeyboardState, transition: KeyboardTransition?
  ) throws(KeyboardInvariantViolation) {
    let after = observer.state
    try KeyboardInvariants.checkState(after)
    if let transition {
      try KeyboardInvariants.checkTransition(transition, from: before, to: after)
    } else {
      try KeyboardInvariants.require(
        after == before, "no transition, no change", "\(before) → \(after)")
    }
    let visible = observer.visibleHeight
    try KeyboardInvariants.require(
      visible.isFinite && visible >= 0 && visible <= screen.bounds.height,
      "visible height within the screen", "\(visible) on \(screen.bounds)")
  }
}
