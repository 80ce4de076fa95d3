#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardObserver {
    /// Creates an observer that measures keyboard frames against the screen showing a view.
    ///
    /// The screen is read from the view's window for every notification, so a window moved to
    /// another screen is followed. Until the view is in a window, the screen UIKit names in the
    /// keyboard notification is used (its `object`, from iOS 16.1); on earlier versions frames
    /// are measured against empty bounds until then. The observer never touches
    /// `UIApplication`, so it works in app extensions too.
    ///
    /// ```swift
    /// let keyboard = KeyboardObserver(view: view)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The notification center UIKit posts to; `.default` in an app.
    ///   - view: A view on the screen to measure against; held weakly.
    public convenience init(center: NotificationCenter = .default, view: UIView) {
      self.init(center: center) { [weak view] posted in
        UIKitScreens.bounds(of: view?.window, posted: posted)
      }
    }
  }
#endif
