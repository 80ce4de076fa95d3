import Foundation

/// The observer tokens of one ``KeyboardObserver`` on one notification center.
///
/// It removes its tokens when it is released, which happens when the observer that owns it is
/// released: users never call `removeObserver`. It is `@unchecked Sendable` because the tokens are
/// written once, in `init`, and only read again in `deinit`; `NotificationCenter` is thread-safe.
final class NotificationRegistration: @unchecked Sendable {
  private let center: NotificationCenter
  private let tokens: [any NSObjectProtocol]

  /// Registers `handler` for the six keyboard notifications.
  ///
  /// The handler runs synchronously on the thread that posts, as NotificationCenter does with no
  /// queue; the observer decides how to reach the main actor from there.
  init(center: NotificationCenter, handler: @escaping @Sendable (Notification) -> Void) {
    self.center = center
    self.tokens = KeyboardEvent.Kind.allCases.map { kind in
      center.addObserver(forName: kind.notificationName, object: nil, queue: nil, using: handler)
    }
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }
}
