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

    /// The view an item of a constraint lays out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Whether `candidate` is the container of `pinned` in a constraint measured in `view`: `view`
    /// itself, one of its layout guides (safe area, margins, readable content, or the app's own),
    /// or a view or guide holding `pinned`.
    static func isContainer(_ candidate: AnyObject, of pinned: AnyObject, measuredIn view: UIView)
      -> Bool
    {
      if candidate === view { return true }
      if let guide = candidate as? UILayoutGuide, guide.owningView === view { return true }
      guard let container = self.view(of: candidate), let inner = self.view(of: pinned) else {
        return false
      }
      if candidate is UILayoutGuide { return inner.isDescendant(of: container) }
      return inner !== container && inner.isDescendant(of: container)
    }

    /// The bottom edge of a view or layout guide, in `view`'s coordinates.
    static func bottom(of item: AnyObject, in view: UIView) -> CGFloat {
      if let guide = item as? UILayoutGuide, let owner = guide.owningView {
        return owner.convert(guide.layoutFrame, to: view).maxY
      }
      if let container = item as? UIView {
        return container.convert(container.bounds, to: view).maxY
      }
      return view.bounds.maxY
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

    /// The caret of a text view in `space`'s coordinates, for tall text views whose caret, not
    /// their whole frame, must stay visible.
    static func caret(of responder: UIView, in space: any UICoordinateSpace) -> CGRect? {
      guard let textView = responder as? UITextView, let range = textView.selectedTextRange else {
        return nil
      }
      return textView.convert(textView.caretRect(for: range.end), to: space)
    }

    /// A scroll view as the scroll-avoidance policy describes it, measured in `space`.
    static func container(
      of scrollView: UIScrollView, keyboardInset: CGFloat, in space: any UICoordinateSpace,
      screen: KeyboardScreen?
    ) -> ScrollContainer {
      let inset = scrollView.contentInset
      let adjusted = scrollView.adjustedContentInset
      return ScrollContainer(
        frame: scrollView.convert(scrollView.bounds, to: space),
        contentSize: scrollView.contentSize,
        contentOffset: scrollView.contentOffset,
        contentInset: VerticalInsets(top: inset.top, bottom: inset.bottom),
        adjustedContentInset: VerticalInsets(top: adjusted.top, bottom: adjusted.bottom),
        indicatorInsetBottom: scrollView.verticalScrollIndicatorInsets.bottom,
        keyboardInset: keyboardInset,
        screen: screen
      )
    }

    /// Writes an adjustment into a scroll view; the caller animates it.
    static func apply(_ adjustment: ScrollAdjustment, to scrollView: UIScrollView) {
      if scrollView.contentInset.bottom != adjustment.contentInsetBottom {
        scrollView.contentInset.bottom = adjustment.contentInsetBottom
      }
      if scrollView.verticalScrollIndicatorInsets.bottom != adjustment.indicatorInsetBottom {
        scrollView.verticalScrollIndicatorInsets.bottom = adjustment.indicatorInsetBottom
      }
      if scrollView.contentOffset != adjustment.contentOffset {
        scrollView.contentOffset = adjustment.contentOffset
      }
    }

    /// Gives a scroll view the app's bottom insets back, without measuring: the view has left its
    /// window, the binding ended, or the keyboard covers nothing.
    static func rest(_ record: InsetRecord, of scrollView: UIScrollView) {
      let resting = record.ownership.rest(
        ScrollInsetOwnership.Insets(
          content: scrollView.contentInset.bottom,
          indicator: scrollView.verticalScrollIndicatorInsets.bottom))
      if scrollView.contentInset.bottom != resting.content {
        scrollView.contentInset.bottom = resting.content
      }
      if scrollView.verticalScrollIndicatorInsets.bottom != resting.indicator {
        scrollView.verticalScrollIndicatorInsets.bottom = resting.indicator
      }
    }

    /// The closest view both items of a constraint lay out in, where UIKit installs it.
    static func commonAncestor(of first: AnyObject, and second: AnyObject?) -> UIView? {
      guard var candidate = view(of: first), let second, let other = view(of: second) else {
        return nil
      }
      while !other.isDescendant(of: candidate) {
        guard let superview = candidate.superview else { return nil }
        candidate = superview
      }
      return candidate
    }

    /// The class of the window showing `view`, for ``KeyboardAdaptive`` values: a Slide Over,
    /// Split View or Stage Manager window is classed by its own size, not the screen's.
    static func screenClass(of view: UIView) -> ScreenClass? {
      guard let window = view.window else { return nil }
      return ScreenClass(screenSize: window.bounds.size)
    }
  }
#endif
