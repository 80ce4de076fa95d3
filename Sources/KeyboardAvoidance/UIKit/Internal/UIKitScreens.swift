#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Finds the screen keyboard frames are measured in, from a view's own window: never from
  /// `UIApplication`, which app extensions cannot use.
  @MainActor
  enum UIKitScreens {
    /// The coordinate space keyboard frames are reported in for a view, its identity, and the
    /// object a screen's keyboard source is kept for.
    struct ScreenSpace {
      let coordinates: any UICoordinateSpace
      let id: KeyboardScreen?
      let owner: AnyObject
    }

    /// The windows of the app's scenes in the foreground, active ones first.
    static var foregroundWindows: [UIWindow] {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.filter { $0.activationState == .foregroundActive }
      let inactive = scenes.filter { $0.activationState == .foregroundInactive }
      return (active + inactive).flatMap(\.windows)
    }

    /// Ends editing in every foreground window, dismissing the keyboard.
    static func endEditing() {
      for window in foregroundWindows {
        _ = window.endEditing(true)
      }
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

      static func bounds(of window: UIWindow?) -> CGRect {
        (window ?? foregroundWindows.first)?.bounds ?? .zero
      }
    #else
      static func screen(of view: UIView) -> ScreenSpace? {
        guard let screen = view.window?.screen else { return nil }
        return ScreenSpace(
          coordinates: screen.coordinateSpace, id: KeyboardScreen(screen), owner: screen)
      }

      static func bounds(ofScreen owner: AnyObject) -> CGRect {
        (owner as? UIScreen)?.bounds ?? .zero
      }

      /// The bounds of the screen showing `window`; zero without a window.
      static func bounds(of window: UIWindow?) -> CGRect {
        (window ?? foregroundWindows.first)?.screen.bounds ?? .zero
      }
    #endif
  }
#endif
