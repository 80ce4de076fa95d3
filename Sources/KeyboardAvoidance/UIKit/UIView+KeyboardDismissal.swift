#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIView {
    /// Dismisses the keyboard when the user taps this view anywhere but on a control or a text
    /// view.
    ///
    /// The tap recognizer does not cancel touches, and it ignores touches that land on a
    /// `UIControl` (buttons, switches, text fields) or a `UITextView`, or inside one, so those keep
    /// working. It replaces the usual `touchesBegan` overrides and tap recognizers with one line
    /// and no `@objc` method of your own.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   view.dismissesKeyboardOnTap()
    /// }
    /// ```
    ///
    /// - Returns: The binding; cancelling it removes the recognizer. It ends with the view.
    @discardableResult
    public func dismissesKeyboardOnTap() -> KeyboardBinding {
      let recognizer = UITapGestureRecognizer()
      recognizer.cancelsTouchesInView = false
      let filter = TouchOutsideControlsFilter()
      recognizer.delegate = filter
      let target = ActionTarget { [weak self] in
        _ = self?.endEditing(true)
      }
      target.attach(to: recognizer)
      addGestureRecognizer(recognizer)
      let anchor = KeyboardAnchor.of(self)
      anchor.retain(filter)
      anchor.retain(target)
      let removeRecognizer: @MainActor () -> Void = { [weak self, weak recognizer] in
        if let recognizer { self?.removeGestureRecognizer(recognizer) }
      }
      return anchor.bind(onCancel: removeRecognizer, { _ in })
    }

    #if !os(visionOS)
      /// Makes the keyboard bindings of this view follow the finger while `scrollView` drags the
      /// keyboard down (`keyboardDismissMode = .interactive`).
      ///
      /// iOS posts no notification during an interactive dismissal until the finger lifts, so
      /// views pinned above the keyboard would stay behind. This feeds the pan's position to the
      /// view's observer (``KeyboardObserver/trackInteractiveDismissal(fingerY:)``), which moves
      /// the keyboard's top with the finger; the notification posted when the finger lifts
      /// decides where it ends.
      ///
      /// ```swift
      /// tableView.keyboardDismissMode = .interactive
      /// inputBarBottom.followKeyboard(in: view)
      /// view.followsInteractiveKeyboardDismissal(in: tableView)
      /// ```
      ///
      /// - Parameter scrollView: The scroll view whose drag dismisses the keyboard.
      /// - Returns: The binding; it ends with this view.
      @discardableResult
      public func followsInteractiveKeyboardDismissal(in scrollView: UIScrollView)
        -> KeyboardBinding
      {
        let anchor = KeyboardAnchor.of(self)
        let pan = scrollView.panGestureRecognizer
        let target = ActionTarget { [weak self, weak scrollView, weak anchor, weak pan] in
          guard let self, let scrollView, let anchor, let pan else { return }
          switch (pan.state, scrollView.keyboardDismissMode) {
          case (.changed, .interactive), (.changed, .interactiveWithAccessory):
            guard let fingerY = self.screenY(of: pan) else { return }
            anchor.observer.trackInteractiveDismissal(fingerY: fingerY)
          case (.ended, _), (.cancelled, _), (.failed, _):
            anchor.observer.endInteractiveDismissal()
          default:
            break
          }
        }
        target.attach(to: pan)
        anchor.retain(target)
        return anchor.bind { _ in }
      }

      /// The vertical position of a gesture in the coordinate space keyboard frames use.
      private func screenY(of recognizer: UIGestureRecognizer) -> CGFloat? {
        guard let window, let screen = UIKitScreens.screen(of: self) else { return nil }
        let point = recognizer.location(in: window)
        return window.convert(CGRect(origin: point, size: .zero), to: screen.space).minY
      }
    #endif
  }

  /// Lets a tap through only when it lands outside controls and text views.
  @MainActor
  private final class TouchOutsideControlsFilter: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      var view = touch.view
      while let current = view, current !== gestureRecognizer.view {
        if current is UIControl || current is UITextView { return false }
        view = current.superview
      }
      return true
    }
  }
#endif
