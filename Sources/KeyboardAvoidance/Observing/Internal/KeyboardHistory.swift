import Foundation

/// The latest keyboard notifications of one notification center: the one record of the keyboard
/// every observer on that center starts from.
///
/// iOS has no call that says where the keyboard is; only its notifications do. So the package
/// keeps the latest ones from its first use on a center (``start(_:)``, called by every observer,
/// simulator and UIKit adapter), and an observer made later, while the keyboard is up, folds them
/// into its state before it delivers anything. The history of the default center is kept until
/// the process ends; the history of any other center lives as long as an observer or a simulator
/// of that center holds it.
///
/// Folding the kept notifications again gives the state they led to: the newest frame comes last,
/// and a hide wipes what came before it.
@MainActor
package final class KeyboardHistory {
  /// A kept notification: its event, and the `object` it was posted with (the screen, from iOS
  /// 16.1).
  ///
  /// Where UIKit is, the screen is held weakly: a notification about a screen that no longer
  /// exists (an external display disconnected, or in tests a screen that was torn down) says
  /// nothing about the keyboard now, and is skipped. Elsewhere (the core on Linux, whose tests'
  /// screen stand-ins may live until the process exits) it is held strongly, as
  /// ``KeyboardObserver`` holds its posted screen: the leak sanitizer reports the weak-reference
  /// record of an object that lives until exit.
  struct Entry {
    let event: KeyboardEvent
    #if canImport(UIKit)
      private(set) weak var object: AnyObject?
    #else
      let object: AnyObject?
    #endif
    /// Whether the notification named a screen at all; before iOS 16.1 none does.
    let namedScreen: Bool

    init(event: KeyboardEvent, object: AnyObject?) {
      self.event = event
      self.object = object
      namedScreen = object != nil
    }

    /// Whether the entry still says something about the keyboard on `screen` (on any screen
    /// when `nil`).
    func concerns(_ screen: AnyObject?) -> Bool {
      guard namedScreen else { return true }
      guard let object else { return false }
      return screen.map { $0 === object } ?? true
    }
  }

  /// How many notifications are kept: a show or a hide posts at most four, so two changes.
  static let capacity = 8

  /// The histories kept for the process's lifetime: the default center's, once started, and
  /// those `KeyboardObserver.startTracking(center:)` started.
  private static var kept: [KeyboardHistory] = []
  /// Every live history by its center; the others are held by their observers and simulators.
  private static var others: [ObjectIdentifier: WeakHistory] = [:]

  private(set) var entries: [Entry] = []
  /// The history's observers on its center; they keep the center alive, so its identity,
  /// the key in ``others``, is never reused while the history lives.
  private var registration: NotificationRegistration?

  /// The history of `center`, started now if it has none.
  ///
  /// - Parameter center: The notification center whose keyboard notifications to keep.
  /// - Returns: The center's one history.
  @discardableResult
  package static func start(_ center: NotificationCenter) -> KeyboardHistory {
    start(center, keepingForever: center === NotificationCenter.default)
  }

  /// The history of `center`, started now if it has none, and kept until the process ends when
  /// `keepingForever` is true.
  @discardableResult
  static func start(_ center: NotificationCenter, keepingForever: Bool) -> KeyboardHistory {
    others = others.filter { $0.value.history != nil }
    let history: KeyboardHistory
    if let existing = others[ObjectIdentifier(center)]?.history {
      history = existing
    } else {
      history = KeyboardHistory(center: center)
      others[ObjectIdentifier(center)] = WeakHistory(history)
    }
    if keepingForever, !kept.contains(where: { $0 === history }) { kept.append(history) }
    return history
  }

  private init(center: NotificationCenter) {
    registration = NotificationRegistration(
      center: center, names: KeyboardEvent.Kind.allCases.map(\.notificationName)
    ) { [weak self] notification in
      guard let event = try? KeyboardEvent(notification) else { return }
      let object = PostedObject(notification.object)
      MainQueue.run { self?.record(Entry(event: event, object: object.value)) }
    }
  }

  private func record(_ entry: Entry) {
    entries.append(entry)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// The kept notifications that concern `screen`: posted with it as their object, or with no
  /// object (before iOS 16.1); with no `screen`, every kept notification whose screen, if it
  /// named one, still exists.
  ///
  /// - Parameter screen: The screen object an observer measures against, if it has one.
  /// - Returns: The entries, oldest first.
  func entries(on screen: AnyObject?) -> [Entry] {
    entries.filter { $0.concerns(screen) }
  }
}

/// A history held without keeping it alive.
private struct WeakHistory {
  weak var history: KeyboardHistory?

  init(_ history: KeyboardHistory) {
    self.history = history
  }
}
