#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  /// Holds, weakly, the UIKit view a ``HostedViewReader`` puts in SwiftUI's hierarchy.
  ///
  /// Through that view a modifier reaches its window (`view.window`), and from there the screen
  /// (`window.screen`) and the editing session (`window.endEditing(_:)`): the routes an app
  /// extension may take, unlike `UIApplication.shared`.
  @MainActor
  final class HostedViewAnchor {
    /// The hosted view; `nil` until SwiftUI creates it, and after it is gone.
    weak var view: UIView?
  }

  /// An invisible UIKit view that registers itself with an anchor.
  ///
  /// Placed as a background, it sits in the same window as the view it is behind. It only marks
  /// the place: taps go to the views around it.
  struct HostedViewReader: UIViewRepresentable {
    let anchor: HostedViewAnchor

    func makeUIView(context: Context) -> UIView {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      anchor.view = view
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      anchor.view = uiView
    }
  }
#endif
