#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIScrollView {
    /// Keeps the field being edited inside this scroll view visible above the keyboard.
    ///
    /// When the keyboard appears, changes, or another field inside the scroll view starts
    /// editing, the bottom content inset and indicator inset grow by the part of the scroll view
    /// the keyboard covers, and the content scrolls by the smallest amount that shows the field
    /// `distance` points above the keyboard, as the core's
    /// ``KeyboardState/scrollAdjustment(for:revealing:caret:distance:followsUndockedKeyboard:)``
    /// computes. A tall text view keeps its caret visible instead. When the keyboard leaves, the
    /// insets go back to what the app set. Everything moves inside the keyboard's animation.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   formScrollView.avoidsKeyboard()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - distance: The gap between the field and the keyboard's top.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; it ends with the scroll view.
    @discardableResult
    public func avoidsKeyboard(
      distance: CGFloat = 10, followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      var keyboardInset: CGFloat = 0
      let anchor = KeyboardAnchor.of(self)
      anchor.followsFocusChanges()
      return anchor.bind { [weak self] transition in
        guard let self,
          let container = UIKitReading.container(of: self, keyboardInset: keyboardInset)
        else { return }
        let field = UIKitReading.firstResponder(in: self)
        let adjustment = transition.to.scrollAdjustment(
          for: container,
          revealing: field.flatMap { AvoidingView($0)?.frame } ?? .null,
          caret: field.flatMap(UIKitReading.caret(of:)),
          distance: distance,
          followsUndockedKeyboard: followsUndockedKeyboard
        )
        keyboardInset = adjustment.keyboardInset
        guard adjustment.changesAnything else { return }
        KeyboardAnimator.animate(transition.animation, layingOut: self) {
          UIKitReading.apply(adjustment, to: self)
        }
      }
    }
  }
#endif
