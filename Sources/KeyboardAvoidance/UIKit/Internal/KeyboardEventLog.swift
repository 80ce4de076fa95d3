#if canImport(UIKit)
  import Foundation
  import UIKit

  /// The latest keyboard notifications of the app, kept from the first use of the UIKit adapter
  /// on, so a screen's keyboard source made later starts from where the keyboard is.
  ///
  /// A text view, for one, takes the focus after the keyboard's will-show has been posted
  /// (craiggrummitt.com, "Keyboards, text views and first responders"): the automatic mode
  /// learns of the field too late to have seen the show, and the log has.
  @MainActor
  enum KeyboardEventLog {
    private static var registration: NotificationRegistration?
    private static var entries: [(event: KeyboardEvent, object: WeakReference<AnyObject>?)] = []
    /// How many notifications are kept: a show or a hide is at most four.
    private static let capacity = 8

    /// Starts keeping notifications; later calls do nothing.
    static func start() {
      guard registration == nil else { return }
      registration = NotificationRegistration(
        center: .default, names: KeyboardEvent.Kind.allCases.map(\.notificationName)
      ) { notification in
        guard let event = try? KeyboardEvent(notification) else { return }
        let object = ObjectBox(notification.object)
        MainQueue.run { record(event, object: object.value) }
      }
    }

    private static func record(_ event: KeyboardEvent, object: AnyObject?) {
      entries.append((event, object.map { WeakReference($0) }))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// The kept events that concern `screen`: posted with it as their object, or with no object
    /// at all (before iOS 16.1).
    static func events(for screen: AnyObject) -> [KeyboardEvent] {
      entries.filter { entry in
        guard let object = entry.object else { return true }
        return object.object === screen
      }.map(\.event)
    }
  }

  /// Carries a notification's object to the main actor without keeping it alive.
  ///
  /// `@unchecked Sendable`: written once on the posting thread, read once on the main actor
  /// after ``MainQueue`` hands over.
  private final class ObjectBox: @unchecked Sendable {
    weak var value: AnyObject?

    init(_ object: Any?) {
      value = object.map { $0 as AnyObject }
    }
  }
#endif
