/// A subscription to a ``KeyboardObserver``'s transitions; delivery stops when it is cancelled or
/// released.
///
/// Keep the subscription as long as you want transitions, typically in a property of the view or
/// controller that reacts to them. Releasing it, or calling ``cancel()``, stops delivery at once,
/// even for a transition already on its way. No `removeObserver` call is ever needed.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///   private lazy var keyboard = KeyboardObserver(view: view)  // the screen showing the view
///   private var subscription: KeyboardSubscription?
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     subscription = keyboard.observe { [weak self] transition in
///       self?.apply(transition)
///     }
///   }
/// }
/// ```
public final class KeyboardSubscription: Sendable {
  let flag = CancellationFlag()

  init() {}

  /// Stops delivery; later calls do nothing.
  public func cancel() {
    flag.cancel()
  }

  /// Whether delivery has stopped.
  public var isCancelled: Bool { flag.isCancelled }

  deinit {
    flag.cancel()
  }
}
