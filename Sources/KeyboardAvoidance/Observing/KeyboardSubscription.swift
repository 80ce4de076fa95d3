/// A subscription to a ``KeyboardObserver``'s transitions; delivery stops when it is cancelled or
/// released.
///
/// The subscription keeps its observer alive: keep the subscription, typically in a property of
/// the view, controller or view model that reacts to the keyboard, and transitions keep coming,
/// whether or not you also keep the observer. Releasing the subscription, or calling
/// ``cancel()``, stops delivery at once, even for a transition already on its way, and lets the
/// observer go when nothing else holds it. No `removeObserver` call is ever needed.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///   private var subscription: KeyboardSubscription?
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     // The subscription keeps the observer: no property for it is needed.
///     subscription = KeyboardObserver(view: view).observe { [weak self] transition in
///       self?.apply(transition)
///     }
///   }
///
///   private func apply(_ transition: KeyboardTransition) {}
/// }
/// ```
public final class KeyboardSubscription: Sendable {
  let flag: CancellationFlag

  init(keeping observer: AnyObject) {
    flag = CancellationFlag(keeping: observer)
  }

  /// Stops delivery and lets the observer go; later calls do nothing.
  public func cancel() {
    flag.cancel()
  }

  /// Whether delivery has stopped.
  public var isCancelled: Bool { flag.isCancelled }

  deinit {
    flag.cancel()
  }
}
