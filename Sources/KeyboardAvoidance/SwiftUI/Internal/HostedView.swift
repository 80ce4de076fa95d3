#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  /// Holds, weakly, the UIKit view a ``HostedViewReader`` puts in SwiftUI's hierarchy, and tells
  /// its owner when that view changes windows.
  ///
  /// Through that view a modifier reaches its window (`view.window`), and from there the screen
  /// (`window.screen`), the screen's keyboard source and the editing session
  /// (`window.endEditing(_:)`): the routes an app extension may take, unlike
  /// `UIApplication.shared`.
  @MainActor
  final class HostedViewAnchor {
    /// The hosted view; `nil` until SwiftUI creates it, and after it is gone.
    fileprivate(set) weak var view: UIView?

    /// Called with the hosted view's window each time the view enters a window, leaves it, or
    /// moves to another.
    var onWindowChange: (@MainActor (UIWindow?) -> Void)?
  }

  /// The UIKit view of a ``HostedViewReader``: invisible, and it tells its anchor where it is.
  final class HostedView: UIView {
    private weak var anchor: HostedViewAnchor?

    /// Registers with `anchor`; an anchor that is new to it hears of the window at once.
    func attach(to anchor: HostedViewAnchor) {
      guard anchor !== self.anchor else { return }
      self.anchor = anchor
      anchor.view = self
      if let window { anchor.onWindowChange?(window) }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      anchor?.onWindowChange?(window)
    }
  }

  /// An invisible UIKit view that registers itself with an anchor.
  ///
  /// Placed as a background, it sits in the same window as the view it is behind, with that
  /// view's frame. It only marks the place: taps go to the views around it.
  @MainActor
  struct HostedViewReader: UIViewRepresentable {
    let anchor: HostedViewAnchor

    func makeUIView(context: Context) -> HostedView {
      let view = HostedView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.attach(to: anchor)
      return view
    }

    func updateUIView(_ uiView: HostedView, context: Context) {
      uiView.attach(to: anchor)
    }
  }
#endif
