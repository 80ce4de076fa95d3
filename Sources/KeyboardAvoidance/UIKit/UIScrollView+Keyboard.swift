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
    /// ``KeyboardState/scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``
    /// computes, measured in the scroll view's superview's own points. A tall text view keeps its
    /// caret visible instead. When the keyboard leaves, or the scroll view leaves its window, the
    /// insets go back to what the app set; an inset something else rewrote meanwhile never goes
    /// below 0. Everything moves inside the keyboard's animation, after the screen's constraints
    /// have been laid out, so an input bar that rises with the keyboard is measured where it ends.
    ///
    /// Views that ride on the keyboard over the scroll view (a "Create account" button whose
    /// bottom follows the keyboard, an input bar) cover its content as the keyboard does: pass
    /// them as `riders`. They are measured with each change, where the layout pass put them, by
    /// ``KeyboardState/pinnedAboveKeyboard(of:on:followsUndockedKeyboard:)``; the insets then
    /// cover them too and the field ends `distance` points above the highest of them.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   createAccountBottom.followKeyboard(in: view, spacing: 16)
    ///   formScrollView.avoidKeyboard(clearing: [createAccountButton])
    /// }
    /// ```
    ///
    /// Calling it again returns the first binding.
    ///
    /// - Parameters:
    ///   - distance: The gap between the field and the keyboard's top, or the top of what rides
    ///     on it.
    ///   - riders: Views pinned to the keyboard's top edge that the field must clear too; held
    ///     weakly. None by default.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; it ends with the scroll view.
    @discardableResult
    public func avoidKeyboard(
      distance: CGFloat = 10, clearing riders: [UIView] = [],
      followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      let riders = riders.map(WeakReference.init)
      let record = InsetRecord()
      let restore: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        UIKitReading.removeInset(record.added, from: self)
        record.added = 0
      }
      return KeyboardAnchor.of(self).bind(
        key: "scroll view", phase: .scrollViews, avoids: true, rest: restore, onCancel: restore,
        apply: { [weak self] delivery in
          guard let self, let screen = UIKitScreens.screen(of: self) else { return }
          let space: any UICoordinateSpace = self.superview ?? self
          let state = delivery.transition.to.converted { screen.coordinates.convert($0, to: space) }
          let container = UIKitReading.container(
            of: self, keyboardInset: record.added, in: space, screen: screen.id)
          let field = UIKitReading.firstResponder(in: self)
          let riding = riders.compactMap(\.object).filter { $0.window != nil && !$0.isHidden }
          let adjustment = state.scrollAdjustment(
            for: container,
            revealing: field.map { $0.convert($0.bounds, to: space) } ?? .null,
            caret: field.flatMap { UIKitReading.caret(of: $0, in: space) },
            distance: distance,
            pinnedAboveKeyboard: state.pinnedAboveKeyboard(
              of: riding.map { $0.convert($0.bounds, to: space) }, on: screen.id,
              followsUndockedKeyboard: followsUndockedKeyboard),
            followsUndockedKeyboard: followsUndockedKeyboard
          )
          record.added = adjustment.keyboardInset
          guard adjustment.changesAnything else { return }
          UIKitReading.apply(adjustment, to: self)
        })
    }

    /// Keeps the field being edited inside this scroll view visible above the keyboard.
    ///
    /// Renamed ``avoidKeyboard(distance:clearing:followsUndockedKeyboard:)``: a method that
    /// acts reads as a verb.
    ///
    /// ```swift
    /// formScrollView.avoidKeyboard()  // instead of avoidsKeyboard()
    /// ```
    ///
    /// - Parameters:
    ///   - distance: The gap between the field and the keyboard's top.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards count.
    /// - Returns: The binding; it ends with the scroll view.
    @available(*, deprecated, renamed: "avoidKeyboard(distance:followsUndockedKeyboard:)")
    @discardableResult
    public func avoidsKeyboard(
      distance: CGFloat = 10, followsUndockedKeyboard: Bool = false
    ) -> KeyboardBinding {
      avoidKeyboard(distance: distance, followsUndockedKeyboard: followsUndockedKeyboard)
    }
  }

  /// What a scroll-view binding has added to the bottom insets.
  @MainActor
  final class InsetRecord {
    var added: CGFloat = 0
  }
#endif
