#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardObserver {
    /// Creates an observer that measures keyboard frames against the screen showing a view.
    ///
    /// The screen is read from the view's window for every notification, so a window moved to
    /// another screen is followed. Until the view is in a window, the screen of the app's active
    /// window scene is used.
    ///
    /// ```swift
    /// let keyboard = KeyboardObserver(view: view)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The notification center UIKit posts to; `.default` in an app.
    ///   - view: A view on the screen to measure against; held weakly.
    public convenience init(center: NotificationCenter = .default, view: UIView) {
      self.init(center: center) { [weak view] in
        UIKitScreens.bounds(of: view?.window)
      }
    }

    /// Creates an observer that measures keyboard frames against the screen of the app's active
    /// window scene.
    ///
    /// Use it where no view is at hand, as in a SwiftUI model; prefer ``init(center:view:)`` in a
    /// view controller, so an app with several screens measures against the right one.
    ///
    /// ```swift
    /// let keyboard = KeyboardObserver()
    /// ```
    ///
    /// - Parameter center: The notification center UIKit posts to; `.default` in an app.
    public convenience init(center: NotificationCenter = .default) {
      self.init(center: center) { UIKitScreens.bounds(of: nil) }
    }
  }
#endif
