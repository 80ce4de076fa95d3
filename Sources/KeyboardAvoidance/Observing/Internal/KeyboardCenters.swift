import Foundation

/// The notification center that carries the keyboard for a window, when it is not the default
/// one.
///
/// UIKit posts the keyboard's notifications to `NotificationCenter.default`, and the UIKit
/// adapters listen there. A test of a real screen routes its window to the private center of its
/// own `KeyboardSimulator` instead, so its bindings hear that simulator alone: nothing another
/// test posts, at the same time or before, reaches them, and no state is shared through the
/// default center's history.
@MainActor
package enum KeyboardCenters {
  private static var routes: [(object: WeakObject, center: NotificationCenter)] = []

  /// Makes `center` the one the keyboard of `object` (a window) is heard on, until
  /// ``removeRoute(of:)`` or until `object` is released.
  ///
  /// - Parameters:
  ///   - object: The window.
  ///   - center: The center its keyboard notifications come from.
  package static func route(_ object: AnyObject, to center: NotificationCenter) {
    removeRoute(of: object)
    routes.append((WeakObject(object), center))
  }

  /// Sends the keyboard of `object` back to the default center.
  ///
  /// - Parameter object: The window.
  package static func removeRoute(of object: AnyObject) {
    routes.removeAll { $0.object.object == nil || $0.object.object === object }
  }

  /// The center the keyboard of `object` is heard on: the default one unless routed.
  ///
  /// - Parameter object: The window.
  /// - Returns: The center.
  package static func center(for object: AnyObject) -> NotificationCenter {
    routes.first { $0.object.object === object }?.center ?? .default
  }
}

/// An object held without keeping it alive.
private struct WeakObject {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
