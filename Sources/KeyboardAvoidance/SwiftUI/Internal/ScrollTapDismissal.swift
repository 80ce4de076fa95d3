#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit

  /// Ends editing when a tap lands in a scroll view inside a hosted view's area: the part of
  /// ``SwiftUI/View/dismissesKeyboardOnTap()`` that works over `ScrollView`, `List` and `Form`.
  ///
  /// Those containers cover the whole area with a UIKit scroll view, so a tappable SwiftUI
  /// background behind them never sees a tap. A UIKit tap recognizer on the screen's root view
  /// sees every touch inside it; this one takes only those that land inside the area of the
  /// hosted view (the modified view's frame), in a scroll view, and not on a control or an
  /// editable text view, such as the field being tapped. It does not cancel or delay touches and
  /// recognizes alongside every other recognizer, so rows still select and buttons still act.
  @MainActor
  final class ScrollTapDismissal {
    /// The hosted view whose frame is the area, and whose window ends editing.
    let anchor = HostedViewAnchor()
    /// Made when the hosted view first enters a window: SwiftUI makes a new modifier value, and
    /// with it one of these, each time the view above it is rebuilt, and only the first is kept.
    private var recognizer: UITapGestureRecognizer?
    private var parts: (filter: TouchOutsideControlsFilter, target: ActionTarget)?

    init() {
      anchor.onWindowChange = { [weak self] window in self?.install(in: window) }
    }

    /// The root view the recognizer is on; `nil` while the hosted view is in no window.
    var host: UIView? { recognizer?.view }

    /// Moves the recognizer to the root view of the screen the hosted view is now on, or takes
    /// it off when the hosted view has left its window.
    private func install(in window: UIWindow?) {
      let area = anchor.view
      var root: UIView?
      if window != nil, let area { root = Self.screenRoot(of: area) }
      guard root !== recognizer?.view else { return }
      if let recognizer, let host = recognizer.view { host.removeGestureRecognizer(recognizer) }
      guard let root, let area else { return }
      let recognizer = self.recognizer ?? makeRecognizer()
      parts?.filter.scope(to: area)
      root.addGestureRecognizer(recognizer)
    }

    private func makeRecognizer() -> UITapGestureRecognizer {
      let recognizer = UITapGestureRecognizer()
      let filter = TouchOutsideControlsFilter(scopedTo: nil)
      let target = ActionTarget { [weak anchor] in
        _ = anchor?.view?.window?.endEditing(true)
      }
      target.attach(to: recognizer)
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      // Weak in UIKit: `parts` keeps the delegate and the target alive.
      recognizer.delegate = filter
      parts = (filter, target)
      self.recognizer = recognizer
      return recognizer
    }

    /// The root view of the view controller showing `view`, or else the window.
    ///
    /// That is the nearest ancestor whose next responder is a view controller (UIKit's `next`
    /// for a controller's root view). Taps on other screens, a sheet over this one among them,
    /// are not this recognizer's concern.
    private static func screenRoot(of view: UIView) -> UIView {
      var current = view
      while !(current.next is UIViewController), let parent = current.superview {
        current = parent
      }
      return current
    }
  }
#endif
