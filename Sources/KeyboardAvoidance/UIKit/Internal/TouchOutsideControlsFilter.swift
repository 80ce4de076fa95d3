#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Lets a tap through to a tap-to-dismiss recognizer only when it lands outside controls and
  /// editable text views.
  ///
  /// A recognizer that serves one area of a larger view (SwiftUI's tap to dismiss, whose
  /// recognizer sits on the screen's root view) is *scoped*: it also needs the touch inside the
  /// area and inside a scroll view, and it recognizes alongside every other recognizer, so
  /// SwiftUI's own gestures and a list's selection go on as before.
  @MainActor
  final class TouchOutsideControlsFilter: NSObject, UIGestureRecognizerDelegate {
    private let isScoped: Bool
    private weak var area: UIView?

    /// A filter for a recognizer on the view it serves.
    override init() {
      isScoped = false
      super.init()
    }

    /// A filter for a recognizer that serves `area` only, and only over its scroll views.
    init(scopedTo area: UIView?) {
      isScoped = true
      self.area = area
      super.init()
    }

    /// Points a scoped filter at another area.
    func scope(to area: UIView?) {
      self.area = area
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if isScoped {
        guard let area, area.window != nil, area.bounds.contains(touch.location(in: area)) else {
          return false
        }
      }
      var inScrollView = false
      var view = touch.view
      while let current = view, current !== gestureRecognizer.view {
        if current is UIControl { return false }
        if let textView = current as? UITextView, textView.isEditable { return false }
        if current is UIScrollView { inScrollView = true }
        view = current.superview
      }
      return !isScoped || inScrollView
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      isScoped
    }
  }
#endif
