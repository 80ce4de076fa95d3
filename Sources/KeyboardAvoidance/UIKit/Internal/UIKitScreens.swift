#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Finds the screen keyboard frames are measured in.
  ///
  /// Screens come from a view's window (`view.window`, `window.screen`), or from the `UIScreen`
  /// UIKit posts as the `object` of its keyboard notifications from iOS 16.1; never from
  /// `UIApplication`, whose `shared` instance app extensions cannot use.
  @MainActor
  enum UIKitScreens {
    /// The coordinate space keyboard frames are reported in for a view, its identity, and the
    /// object a screen's keyboard source is kept for.
    struct ScreenSpace {
      let coordinates: any UICoordinateSpace
      let id: KeyboardScreen?
      let owner: AnyObject
    }

    #if os(visionOS)
      // visionOS has no UIScreen: the keyboard floats in its own window and covers none of the
      // app's windows, so frames are measured against the window itself.
      static func screen(of view: UIView) -> ScreenSpace? {
        guard let window = view.window else { return nil }
        return ScreenSpace(coordinates: window, id: nil, owner: window)
      }

      static func bounds(ofScreen owner: AnyObject) -> CGRect {
        (owner as? UIWindow)?.bounds ?? .zero
      }

      static func bounds(of window: UIWindow?, posted object: AnyObject? = nil) -> CGRect {
        window?.bounds ?? .zero
      }
    #else
      /// The coordinate space keyboard frames are reported in for a view, and its identity.
      static func screen(of view: UIView) -> ScreenSpace? {
        guard let screen = view.window?.screen else { return nil }
        return ScreenSpace(
          coordinates: screen.coordinateSpace, id: KeyboardScreen(screen), owner: screen)
      }

      static func bounds(ofScreen owner: AnyObject) -> CGRect {
        (owner as? UIScreen)?.bounds ?? .zero
      }

      /// The bounds of the screen showing `window`, or else of the screen a notification named.
      ///
      /// With no window, `object` is the screen UIKit posted with the latest keyboard
      /// notification (iOS 16.1 and later); failing that, the bounds are zero: before iOS 16.1 a
      /// view outside any window has no screen to measure against.
      static func bounds(of window: UIWindow?, posted object: AnyObject? = nil) -> CGRect {
        if let window { return window.screen.bounds }
        return (object as? UIScreen)?.bounds ?? .zero
      }
    #endif
  }
#endif
