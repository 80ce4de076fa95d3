import Foundation
import KeyboardAvoidance

/// Records every keyboard notification posted to a center, in order, as an app would see them.
///
/// `@unchecked Sendable` because the list is only touched under the lock; NotificationCenter
/// calls the block on the posting thread.
final class NotificationTap: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [Notification] = []
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  init(_ center: NotificationCenter, onReceive: (@Sendable (Notification) -> Void)? = nil) {
    self.center = center
    tokens = KeyboardEvent.Kind.allCases.map { kind in
      center.addObserver(forName: kind.notificationName, object: nil, queue: nil) {
        [weak self] notification in
        self?.append(notification)
        onReceive?(notification)
      }
    }
  }

  private func append(_ notification: Notification) {
    lock.lock()
    received.append(notification)
    lock.unlock()
  }

  var notifications: [Notification] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  var names: [String] { notifications.map(\.name.rawValue) }

  func removeAll() {
    lock.lock()
    received.removeAll()
    lock.unlock()
  }

  deinit {
    for token in tokens { center.removeObserver(token) }
  }
}
