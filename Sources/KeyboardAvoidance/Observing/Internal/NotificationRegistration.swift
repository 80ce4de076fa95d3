import Foundation

/// Observer tokens on one notification center, removed when this object is released.
///
/// Its owner (a ``KeyboardObserver``, a UIKit binding) keeps it; releasing the owner removes the
/// observers, so users never call `removeObserver`. It is `@unchecked Sendable` because the tokens are
/// written once, in `init`, and only read again in `deinit`; `NotificationCenter` is thread-safe.
final class NotificationRegistration: @unchecked Sendable {
  private let center: NotificationCenter
  private let tokens: [any NSObjectProtocol]

  /// Registers `handler` for notifications with the given names.
  ///
  /// The handler runs synchronously on the thread that posts, as NotificationCenter does with no
  /// queue; the owner decides how to reach the main actor from there (see ``MainQueue``).
  init(
    center: NotificationCenter,
    names: [Notification.Name],
    handler: @escaping @Sendable (Notification) -> Void
  ) {
    self.center = center
    self.tokens = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil, using: handler)
    }
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }
}
