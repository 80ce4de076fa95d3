#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIView {
    /// Dismisses the keyboard when the user taps this view anywhere but on a control or an
    /// editable text view.
    ///
    /// The tap recognizer does not cancel touches, and it ignores touches that land on a
    /// `UIControl` (buttons, switches, text fields) or an editable `UITextView`, or inside one, so
    /// those keep working; a tap on read-only text (terms, a message) dismisses. The keyboard goes
    /// away whichever field of the window has it, a search field in a navigation bar included.
    /// It replaces the blog posts' `touchesBegan` overrides and tap recognizers with one line and
    /// no `@objc` method of your own. Calling it again returns the first binding.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   view.dismissKeyboardOnTap()
    /// }
    /// ```
    ///
    /// - Returns: The binding; cancelling it removes the recognizer. It ends with the view.
    @discardableResult
    public func dismissKeyboardOnTap() -> KeyboardBinding {
      let anchor = KeyboardAnchor.of(self)
      let key = "tap to dismiss"
      if let existing = anchor.binding(forKey: key) { return existing }
      let recognizer = UITapGestureRecognizer()
      recognizer.cancelsTouchesInView = false
      let filter = TouchOutsideControlsFilter()
      recognizer.delegate = filter
      let target = ActionTarget { [weak self] in
        _ = self?.window?.endEditing(true)
      }
      target.attach(to: recognizer)
      addGestureRecognizer(recognizer)
      anchor.retain(filter)
      anchor.retain(target)
      return anchor.bind(
        key: key, phase: .decorations,
        onCancel: { [weak self, weak recognizer, weak anchor] in
          if let recognizer { self?.removeGestureRecognizer(recognizer) }
          anchor?.release(filter)
          anchor?.release(target)
        }, apply: { _ in })
    }

    /// Dismisses the keyboard when the user taps this view anywhere but on a control or an
    /// editable text view.
    ///
    /// Renamed ``dismissKeyboardOnTap()``: a method that acts reads as a verb.
    ///
    /// ```swift
    /// view.dismissKeyboardOnTap()  // instead of dismissesKeyboardOnTap()
    /// ```
    ///
    /// - Returns: The binding; cancelling it removes the recognizer. It ends with the view.
    @available(*, deprecated, renamed: "dismissKeyboardOnTap()")
    @discardableResult
    public func dismissesKeyboardOnTap() -> KeyboardBinding {
      dismissKeyboardOnTap()
    }

    #if !os(visionOS)
      /// Makes everything on this view's screen that follows the keyboard follow the finger while
      /// `scrollView` drags the keyboard down (`keyboardDismissMode = .interactive`).
      ///
      /// iOS posts no notification during an interactive dismissal until the finger lifts, so
      /// views pinned above the keyboard would stay behind. This feeds the pan's position to the
      /// screen's keyboard source (``KeyboardObserver/trackInteractiveDismissal(fingerY:)``),
      /// which moves the keyboard's top with the finger for every binding on the screen: an input
      /// bar and a table's insets alike. The notification posted when the finger lifts decides
      /// where it ends. Calling it again for the same scroll view returns the first binding;
      /// cancelling it takes its target off the pan.
      ///
      /// On iOS 15 and later, a constraint to `view.keyboardLayoutGuide` follows interactive
      /// dismissal by itself, and an input bar that is the field's `inputAccessoryView` follows
      /// it on every iOS version.
      ///
      /// ```swift
      /// tableView.keyboardDismissMode = .interactive
      /// inputBarBottom.pinAboveKeyboard(in: view)
      /// view.followInteractiveKeyboardDismissal(in: tableView)
      /// ```
      ///
      /// - Parameter scrollView: The scroll view whose drag dismisses the keyboard.
      /// - Returns: The binding; it ends with this view.
      @discardableResult
      public func followInteractiveKeyboardDismissal(in scrollView: UIScrollView)
        -> KeyboardBinding
      {
        let anchor = KeyboardAnchor.of(self)
        let key = "interactive dismissal \(ObjectIdentifier(scrollView))"
        if let existing = anchor.binding(forKey: key) { return existing }
        let pan = scrollView.panGestureRecognizer
        let target = ActionTarget { [weak self, weak scrollView, weak anchor, weak pan] in
          guard let self, let scrollView, let source = anchor?.keyboardSource, let pan else {
            return
          }
          switch pan.state {
          case .changed:
            guard Self.dismissesInteractively(scrollView), let fingerY = self.screenY(of: pan)
            else { return }
            source.trackInteractiveDismissal(fingerY: fingerY)
          case .ended, .cancelled, .failed:
            source.endInteractiveDismissal()
          default:
            break
          }
        }
        target.attach(to: pan)
        anchor.retain(target)
        return anchor.bind(
          key: key, phase: .decorations,
          onCancel: { [weak pan, weak anchor] in
            if let pan { target.detach(from: pan) }
            anchor?.release(target)
          }, apply: { _ in })
      }

      /// Whether the scroll view's drag takes the keyboard down with the finger.
      private static func dismissesInteractively(_ scrollView: UIScrollView) -> Bool {
        if scrollView.keyboardDismissMode == .interactive { return true }
        if #available(iOS 16, macCatalyst 16, *) {
          return scrollView.keyboardDismissMode == .interactiveWithAccessory
        }
        return false
      }

      /// Makes everything on this view's screen that follows the keyboard follow the finger.
      ///
      /// Renamed ``followInteractiveKeyboardDismissal(in:)``: a method that acts reads as a verb.
      ///
      /// ```swift
      /// view.followInteractiveKeyboardDismissal(in: tableView)
      /// ```
      ///
      /// - Parameter scrollView: The scroll view whose drag dismisses the keyboard.
      /// - Returns: The binding; it ends with this view.
      @available(*, deprecated, renamed: "followInteractiveKeyboardDismissal(in:)")
      @discardableResult
      public func followsInteractiveKeyboardDismissal(in scrollView: UIScrollView)
        -> KeyboardBinding
      {
        followInteractiveKeyboardDismissal(in: scrollView)
      }

      /// The vertical position of a gesture in the coordinate space keyboard frames use.
      private func screenY(of recognizer: UIGestureRecognizer) -> CGFloat? {
        guard let window, let screen = UIKitScreens.screen(of: self) else { return nil }
        let point = recognizer.location(in: window)
        return window.convert(CGRect(origin: point, size: .zero), to: screen.coordinates).minY
      }
    #endif
  }
#endif
