import Foundation

/// Watches the keyboard notifications of a notification center and tells you what changed.
///
/// The observer parses each notification into a ``KeyboardEvent``, folds it into its ``state``
/// with ``KeyboardState/reduce(_:screenBounds:)-(KeyboardEvent,_)``, and delivers the resulting
/// ``KeyboardTransition``, exactly one per real change: will/did pairs, repeated will-shows and
/// identical frames deliver nothing new. Closures (``observe(_:)``) and the Observation model
/// (``model``) see every transition, in order, as it happens. An `AsyncStream`
/// (``transitions()``) keeps only the newest transition its consumer has not read yet: a
/// consumer that falls behind skips to the latest change, so compare a transition's `from` with
/// what you last saw if the steps in between matter, or use a closure.
///
/// ```swift
/// let keyboard = KeyboardObserver(screenBounds: { window.screen.bounds })
/// let subscription = keyboard.observe { transition in
///   print(transition.to.presentation)  // hidden at once, then docked when the keyboard shows
/// }
/// ```
///
/// ## Starting from where the keyboard is
///
/// iOS has no call that says where the keyboard is: only its notifications tell. So the package
/// keeps the latest keyboard notifications of a notification center from its first use on that
/// center: the first observer, publisher, Observation model, UIKit binding, scroll view or
/// SwiftUI modifier made for it, or ``startTracking(center:)``. An observer made later, while
/// the keyboard is up (a pushed screen's view model, a sheet's), starts from that record: its
/// ``state`` and ``visibleHeight`` are the keyboard's at once, and every channel delivers the
/// current keyboard first. A keyboard that came up before that first use is unknown until its
/// next change; call ``startTracking(center:)`` at launch to rule that out. The record of the
/// default center is kept until the app ends.
///
/// Notifications posted on the main thread are handled synchronously, inside UIKit's own
/// animation block; those posted on other threads are parsed there and delivered on the main
/// actor in the order each thread posted them. A notification that cannot be parsed goes to
/// ``onRejectedNotification`` and changes nothing.
///
/// ## Lifetimes
///
/// Every channel keeps its observer alive for as long as it delivers: a ``KeyboardSubscription``,
/// a stream from ``transitions()`` or ``visibleHeights()`` until its consumer stops, a Combine
/// subscription until it is cancelled, the Observation ``model`` and a
/// `KeyboardObservableObject` for as long as they live. So
/// `KeyboardObserver(view: view).observe { … }` works without a property for the observer. The
/// observer removes itself from the notification center when it is released: when none of them
/// and nothing of yours holds it any longer. Handlers never run after their subscription is gone.
@MainActor
public final class KeyboardObserver {
  /// The keyboard's current state: where the keyboard is from the moment the observer exists,
  /// as the package's record of the keyboard's notifications says.
  public private(set) var state: KeyboardState = .hidden

  /// Called with the error of every keyboard notification that could not be parsed.
  ///
  /// The notification changes nothing. Use the hook to log:
  ///
  /// ```swift
  /// keyboard.onRejectedNotification = { error in
  ///   logger.warning("ignored keyboard notification: \(error)")
  /// }
  /// ```
  public var onRejectedNotification: ((KeyboardEventError) -> Void)?

  private let screenBounds: @MainActor (AnyObject?) -> CGRect
  /// The notification center observed; a ``KeyboardSessionRecorder`` listens to the same one.
  let center: NotificationCenter
  /// The `object` of the latest keyboard notification that had one.
  ///
  /// From iOS 16.1 that is the `UIScreen` the keyboard appears on; earlier versions post none.
  /// Held until a later notification names another: one screen object, which UIKit keeps alive
  /// anyway while its display is connected. A weak reference would gain nothing, and on Linux
  /// the leak sanitizer reports the weak-reference record of an object that lives until exit.
  private var postedObject: AnyObject?
  /// Whether ``postedObject`` is kept: not by an observer of one given screen, which never asks
  /// for it and would keep that screen alive after its display is gone.
  private let keepsPostedObject: Bool
  private var registration: NotificationRegistration?
  /// The record of the center's keyboard notifications this observer started from; held so the
  /// record of a center other than the default one lives as long as its observers.
  private let history: KeyboardHistory
  private var handlers:
    [(flag: CancellationFlag, handler: @MainActor (KeyboardTransition) -> Void)] =
      []
  private var pending: [KeyboardTransition] = []
  private var isDelivering = false
  private var pan = PanTracking.idle
  /// The Observation model, held weakly: the model owns its observer, never the reverse.
  weak var modelStorage: AnyObject?
  /// The clock ``animationEnd()`` reads and sleeps on.
  package var clock = KeyboardClock.live
  /// The keyboard's animation in flight, fed with every transition and the time it arrived.
  var inFlight = InFlightKeyboardAnimation()

  /// Starts observing the six keyboard notifications.
  ///
  /// ```swift
  /// // In an app: the screen of the window you lay out.
  /// let keyboard = KeyboardObserver(screenBounds: { view.window?.screen.bounds ?? .zero })
  /// // In a test: a private center and a fixed screen.
  /// let center = NotificationCenter()
  /// let keyboard = KeyboardObserver(
  ///   center: center, screenBounds: { CGRect(x: 0, y: 0, width: 393, height: 852) })
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center to observe; `.default` in an app.
  ///   - screenBounds: Returns the bounds of the screen the keyboard frames are measured in. It is
  ///     read for every notification, so rotation and screen changes are picked up.
  public convenience init(
    center: NotificationCenter = .default,
    screenBounds: @escaping @MainActor () -> CGRect
  ) {
    self.init(center: center, postedScreenBounds: { _ in screenBounds() })
  }

  /// Starts observing, with screen bounds that may depend on the screen posted with the
  /// notifications.
  ///
  /// `postedScreenBounds` receives the `object` of the latest keyboard notification that had
  /// one: the screen UIKit posts from iOS 16.1; `nil` before, and in tests that post none. The
  /// adapters use it to measure against the screen the keyboard appears on when no view is in a
  /// window yet.
  ///
  /// The observer starts from the center's record of keyboard notifications (see "Starting from
  /// where the keyboard is"), all of it, or with `screen`, what was posted for that screen or
  /// for none.
  init(
    center: NotificationCenter = .default,
    catchingUpOn screen: AnyObject? = nil,
    postedScreenBounds: @escaping @MainActor (AnyObject?) -> CGRect
  ) {
    self.screenBounds = postedScreenBounds
    self.center = center
    keepsPostedObject = screen == nil
    history = KeyboardHistory.start(center)
    registration = NotificationRegistration(
      center: center, names: KeyboardEvent.Kind.allCases.map(\.notificationName)
    ) { [weak self] notification in
      let parsed = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification) }
      let object = PostedObject(notification.object)
      MainQueue.run { self?.receive(parsed, postedBy: object) }
    }
    // Folded without delivering: nobody subscribes before the initializer returns.
    for entry in history.entries(on: screen) {
      if keepsPostedObject, let object = entry.object { postedObject = object }
      _ = state.reduce(entry.event, screenBounds: screenBoundsNow())
    }
  }

  /// Starts the package's record of the keyboard now, so every observer, publisher, model and
  /// binding made later starts from where the keyboard is.
  ///
  /// The record otherwise starts with the first of them (see "Starting from where the keyboard
  /// is"), and a keyboard already up at that moment is unknown until it next changes. Call this
  /// once at launch, before any text field can take the focus; later calls do nothing.
  ///
  /// ```swift
  /// // In application(_:didFinishLaunchingWithOptions:), or your SwiftUI App's init:
  /// KeyboardObserver.startTracking()
  /// ```
  ///
  /// - Parameter center: The notification center UIKit posts to; `.default` in an app. The
  ///   record of the center you pass is kept until the process ends.
  public static func startTracking(center: NotificationCenter = .default) {
    KeyboardHistory.start(center, keepingForever: true)
  }

  /// The height of the docked keyboard's part on screen; 0 when hidden, undocked or floating.
  ///
  /// This is what RxKeyboard calls `visibleHeight`, measured as an overlap so a hardware keyboard's
  /// bar counts 55 pt, not the full frame.
  public var visibleHeight: CGFloat { state.coveredHeight(of: screenBoundsNow()) }

  func screenBoundsNow() -> CGRect { screenBounds(postedObject) }

  /// How many subscriptions still receive transitions; for the tests of what is built on
  /// ``observe(_:)``, which must end their subscriptions when they are done.
  var liveSubscriptionCount: Int { handlers.filter { !$0.flag.isCancelled }.count }

  /// Calls `handler` with the current keyboard at once, then with every transition, until the
  /// subscription ends.
  ///
  /// The first call comes before `observe` returns and carries where the keyboard is now: a
  /// transition from `.hidden` to the current ``state``, without animation, so a screen made
  /// while the keyboard is up lays itself out at once, and `isShowing` is true for it as for
  /// any keyboard the handler has not seen yet. With the keyboard hidden, `from` and `to` are
  /// both `.hidden`.
  ///
  /// ```swift
  /// subscription = keyboard.observe { [weak self] transition in
  ///   guard let self else { return }
  ///   UIView.animate(withDuration: transition.animation.duration, delay: 0,
  ///     options: UIView.AnimationOptions(rawValue: transition.animation.animationOptionsRawValue)
  ///   ) {
  ///     self.bottomConstraint.constant = transition.to.bottomOffset(for: self.avoidingView)
  ///     self.view.layoutIfNeeded()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor for the current keyboard and each transition.
  ///   Capture your owner weakly: the subscription keeps the handler and the observer.
  /// - Returns: The subscription, which keeps this observer alive; delivery stops when it is
  ///   cancelled or released.
  public func observe(
    _ handler: @escaping @MainActor (KeyboardTransition) -> Void
  ) -> KeyboardSubscription {
    let subscription = subscribe(handler)
    handler(currentTransition)
    return subscription
  }

  /// The current keyboard as a transition: from `.hidden` to ``state``, without animation.
  var currentTransition: KeyboardTransition {
    KeyboardTransition(from: .hidden, to: state, animation: .none)
  }

  /// Calls `handler` with every transition from now on, until the subscription ends; the
  /// subscription keeps this observer alive.
  ///
  /// ``observe(_:)`` without its first call, for what counts real changes: the package's
  /// adapters, streams and publishers, its fuzzer and its benchmarks.
  package func subscribe(
    _ handler: @escaping @MainActor (KeyboardTransition) -> Void
  ) -> KeyboardSubscription {
    let subscription = KeyboardSubscription(keeping: self)
    handlers.append((subscription.flag, handler))
    return subscription
  }

  /// Follows the finger while the user drags the docked keyboard down.
  ///
  /// iOS posts nothing during interactive dismissal (`keyboardDismissMode = .interactive`) until
  /// the finger lifts. Call this from the scroll view's pan gesture while it changes; each call
  /// delivers an interim transition (no animation) whose keyboard top is
  /// `max(fingerY, screen bottom − keyboard height)`. Once a real notification arrives, the rest
  /// of the pan is ignored: the notification wins. Call ``endInteractiveDismissal()`` when the pan
  /// ends.
  ///
  /// ```swift
  /// @objc func didPan(_ pan: UIPanGestureRecognizer) {
  ///   switch pan.state {
  ///   case .changed: keyboard.trackInteractiveDismissal(fingerY: pan.location(in: nil).y)
  ///   case .ended, .cancelled, .failed: keyboard.endInteractiveDismissal()
  ///   default: break
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter fingerY: The finger's vertical position in screen coordinates.
  public func trackInteractiveDismissal(fingerY: CGFloat) {
    guard pan != .superseded else { return }
    pan = .tracking
    if let transition = state.trackInteractiveDismissal(
      fingerY: fingerY, screenBounds: screenBoundsNow())
    {
      deliver(transition)
    }
  }

  /// Ends a pan tracked with ``trackInteractiveDismissal(fingerY:)``; the next pan is tracked
  /// again.
  ///
  /// The keyboard's final position comes from the notification iOS posts when the finger lifts.
  public func endInteractiveDismissal() {
    pan = .idle
  }

  private func receive(
    _ parsed: Result<KeyboardEvent, KeyboardEventError>, postedBy object: PostedObject
  ) {
    switch parsed {
    case .success(let event):
      if keepsPostedObject, let posted = object.value { postedObject = posted }
      if pan == .tracking { pan = .superseded }
      if let transition = state.reduce(event, screenBounds: screenBoundsNow()) {
        deliver(transition)
      }
    case .failure(let error):
      onRejectedNotification?(error)
    }
  }

  /// Delivers transitions in order, even when a handler causes another transition while it runs.
  private func deliver(_ transition: KeyboardTransition) {
    guard !isDelivering else {
      pending.append(transition)
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    // The usual case, one transition and no re-entry, never touches the queue.
    var next = transition
    while true {
      send(next)
      guard !pending.isEmpty else { return }
      next = pending.removeFirst()
    }
  }

  private func send(_ transition: KeyboardTransition) {
    _ = inFlight.animation(for: transition.animation, at: clock.now())
    updateModel(with: transition)
    // Each flag is read once: cancelled subscriptions are skipped, then dropped after the pass.
    // The loop walks the array as it was when delivery began; handlers added meanwhile start with
    // the next transition.
    var sawCancelled = false
    for entry in handlers {
      guard !entry.flag.isCancelled else {
        sawCancelled = true
        continue
      }
      entry.handler(transition)
    }
    if sawCancelled {
      handlers.removeAll { $0.flag.isCancelled }
    }
  }
}

/// Where an interactive dismissal stands: tracked until a real notification supersedes it.
private enum PanTracking {
  case idle
  case tracking
  case superseded
}
