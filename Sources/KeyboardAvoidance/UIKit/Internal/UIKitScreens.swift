#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Finds the screen keyboard frames are measured in.
  @MainActor
  enum UIKitScreens {
    /// The windows of the app's scenes in the foreground, active ones first.
    static var foregroundWindows: [UIWindow] {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.filter { $0.activationState == .foregroundActive }
      let inactive = scenes.filter { $0.activationState == .foregroundInactive }
      return (active + inactive).flatMap(\.windows)
    }

    #if os(visionOS)
      // visionOS has no UIScreen: the keyboard floats in its own window and covers none of the
      // app's windows, so frames are measured against the window itself.
      static func bounds(of window: UIWindow?) -> CGRect {
        (window ?? foregroundWindows.first)?.bounds ?? .zero
      }

      static func screen(of view: UIView) -> (space: any UICoordinateSpace, id: KeyboardScreen?)? {
        guard let window = view.window else { return nil }
        return (window, nil)
      }
    #else
      static func bounds(of window: UIWindow?) -> CGRect {
        (window ?? foregroundWindows.first)?.screen.bounds ?? .zero
      }

      /// The coordinate space keyboard frames are reported in for a view, and its identity.
      static func screen(of view: UIView) -> (space: any UICoordinateSpace, id: KeyboardScreen?)? {
        guard let screen = view.window?.screen else { return nil }
        return (screen.coordinateSpace, KeyboardScreen(screen))
      }
    #endif

    /// Ends editing in every foreground window, dismissing the keyboard.
    static func endEditing() {
      for window in foregroundWindows {
        _ = window.endEditing(true)
      }
    }
  }
#endif
