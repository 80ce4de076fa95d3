#if canImport(UIKit)
  import Foundation
  import UIKit

  extension AvoidingView {
    /// Describes a view as the keyboard sees it: its frame converted to the screen's coordinate
    /// space, its bottom safe-area inset, and its screen.
    ///
    /// The conversion goes through the view's window and screen, so a form sheet, a Split View or
    /// Stage Manager window, and a view inside a scroll view are all measured where they really
    /// are. Compare with the keyboard's frame only in this space.
    ///
    /// ```swift
    /// if let view = AvoidingView(viewController.view) {
    ///   constraint.constant = keyboard.state.bottomOffset(for: view)
    /// }
    /// ```
    ///
    /// - Parameter view: A view in a window.
    @MainActor
    public init?(_ view: UIView) {
      guard let screen = UIKitScreens.screen(of: view) else { return nil }
      self.init(
        frame: view.convert(view.bounds, to: screen.coordinates),
        safeAreaBottom: view.safeAreaInsets.bottom,
        screen: screen.id
      )
    }
  }
#endif
