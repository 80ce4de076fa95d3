#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Reads the core's inputs off live UIKit objects; it decides nothing.
  @MainActor
  enum UIKitReading {
    /// The first responder among `view` and its descendants.
    static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// The scroll views holding `field`, outermost first; the field itself is left out, even
    /// when it is a text view (itself a scroll view), and so are scroll views that do not scroll.
    static func scrollViews(around field: UIView) -> [UIScrollView] {
      var found: [UIScrollView] = []
      var current = field.superview
      while let view = current {
        if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
          found.append(scrollView)
        }
        current = view.superview
      }
      return found.reversed()
    }

    /// The view controllers along the responder chain from `view`, nearest first.
    static func viewControllers(of view: UIView) -> [UIViewController] {
      var found: [UIViewController] = []
      var responder: UIResponder? = view
      while let current = responder {
        if let controller = current as? UIViewController { found.append(controller) }
        responder = current.next
      }
      return found
    }

    /// The view of the outermost container of the view controller showing `view`: what
    /// IQKeyboardManager moves up when nothing scrolls.
    static func topViewControllerView(of view: UIView) -> UIView? {
      guard var controller = viewControllers(of: view).first else { return nil }
      while let parent = controller.parent { controller = parent }
      return controller.viewIfLoaded
    }

    /// The caret of a text view in screen coordinates, for tall text views whose caret, not
    /// their whole frame, must stay visible.
    static func caret(of responder: UIView) -> CGRect? {
      guard let textView = responder as? UITextView, let range = textView.selectedTextRange,
        let screen = UIKitScreens.screen(of: textView)
      else { return nil }
      return textView.convert(textView.caretRect(for: range.end), to: screen.space)
    }

    /// A scroll view as the scroll-avoidance policy describes it.
    static func container(of scrollView: UIScrollView, keyboardInset: CGFloat) -> ScrollContainer? {
      guard let avoiding = AvoidingView(scrollView) else { return nil }
      let inset = scrollView.contentInset
      let adjusted = scrollView.adjustedContentInset
      return ScrollContainer(
        frame: avoiding.frame,
        contentSize: scrollView.contentSize,
        contentOffset: scrollView.contentOffset,
        contentInset: VerticalInsets(top: inset.top, bottom: inset.bottom),
        adjustedContentInset: VerticalInsets(top: adjusted.top, bottom: adjusted.bottom),
        indicatorInsetBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        keyboardInset: keyboardInset,
        screen: avoiding.screen
      )
    }

    /// Writes an adjustment into a scroll view; the caller animates it.
    static func apply(_ adjustment: ScrollAdjustment, to scrollView: UIScrollView) {
      scrollView.contentInset.bottom = adjustment.contentInsetBottom
      scrollView.verticalScrollIndicatorInsets.bottom = adjustment.indicatorInsetBottom
      scrollView.contentOffset = adjustment.contentOffset
    }

    /// The class of the screen showing `view`, for ``KeyboardAdaptive`` values.
    static func screenClass(of view: UIView) -> ScreenClass? {
      ScreenClass(screenSize: UIKitScreens.bounds(of: view.window).size)
    }
  }
#endif
