import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Keyboard bugs reported against peer libraries and elsewhere, each written as its screen,
  /// device and frames on the UIKit model, with what the user sees here.
  @Suite("Reported keyboard bugs")
  @MainActor
  struct ReportedBugScenarios {
    /// IQKeyboardManager #1154 ("TextField in CollectionViewCell moving out of window"): an iPad
    /// Pro 10.5-inch in landscape (its log: a 1112 × 834 window, "UIKeyboard Size : (1112.0,
    /// 442.0)"), a field in a collection view cell animated up twice until it left the window.
    /// Here: a list of twelve 56 pt cells; the ninth cell's field, under the keyboard, is
    /// scrolled 10 pt above it, once, and stays inside the window.
    @Test("IQKeyboardManager #1154: a field in a collection view cell stays in the window")
    func collectionViewCell() throws {
      let screen = FieldListViewController(rows: 12)
      let stage = try Stage("iPad Pro 10.5-inch", orientation: .landscape, root: screen)
      screen.list.avoidKeyboard()
      stage.settle()
      let field = try #require(screen.field(8))
      // Row 8 at 448…504 (its field at 454…498), under the keyboard's top.
      #expect(stage.onScreen(field).minY == 454)
      UIKitModel.clearChanges()
      stage.tap(field)
      #expect(stage.keyboardTop < 498)
      #expect(stage.gap(above: field) == 10)
      #expect(stage.onScreen(field).minY >= 0)
      // One scroll, inside the keyboard's animation.
      let scrolls = recordedChanges(of: screen.list, [.contentOffset, .bounds])
      #expect(!scrolls.isEmpty)
      #expect(scrolls.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true })
    }

    /// IQKeyboardManager #105 ("Not working with uicollectionView … can't go to second cell"):
    /// the focus bar's Next moves from one cell's field to the next cell's, and the list reveals
    /// each.
    @Test("IQKeyboardManager #105: Next goes from cell to cell in a collection view")
    func collectionViewNext() throws {
      let screen = FieldListViewController(rows: 14)
      let stage = try Stage("iPhone 16", root: screen)
      screen.list.avoidKeyboard()
      screen.view.addFocusToolbar()
      stage.settle()
      let first = try #require(screen.field(0))
      stage.tap(first)
      for row in 1..<14 {
        try #require(screen.field(row - 1)).tapFocusBar(1)
        stage.settle()
        let field = try #require(screen.field(row))
        #expect(field.isFirstResponder, "row \(row)")
        #expect(stage.gap(above: field) >= 10, "row \(row)")
      }
      #expect(stage.gap(above: try #require(screen.field(13))) == 10)
    }

    /// react-native-keyboard-controller #904 ("KeyboardAwareScrollView's bottomOffset not working
    /// on both iOS and Android"): iPhone 16 Pro, six 40 pt inputs after 500 pt of top padding,
    /// a keyboard toolbar overlapping them, `bottomOffset={100}`: "no matter which value I passed
    /// to bottomOffset, the TextInputs' positions are unchanged". Here the bar is the keyboard's
    /// accessory, so it is part of the keyboard, and every field ends 100 pt above it.
    @Test("react-native-keyboard-controller #904: a 100 pt distance holds under every input")
    func bottomOffset() throws {
      let form = ColumnFormViewController(
        fields: 6, header: 500, padding: 0, width: 402, fieldHeight: 40)
      let stage = try Stage("iPhone 16 Pro", root: form)
      form.scrollView.avoidKeyboard(distance: 100)
      form.view.addFocusToolbar()
      stage.settle()
      stage.tap(form.fields[0])
      #expect(stage.gap(above: form.fields[0]) >= 100)
      for index in 1..<6 {
        form.fields[index - 1].tapFocusBar(1)
        stage.settle()
        #expect(stage.gap(above: form.fields[index]) == 100, "input \(index)")
      }
    }

    /// FuntastyKit #46 ("Wrong keyboard handling"): a constraint driven by will-show and
    /// will-hide only; "Keyboard can change its height without show/hide (eg. when you switch to
    /// emoji keyboard or any custom keyboard)". Here the keyboard grows by a will-change-frame
    /// alone, iPhone 16 frames by hand, 335 then 375 pt.
    @Test("FuntastyKit #46: a height change without will-show moves the pinned button")
    func heightChangeWithoutWillShow() throws {
      let root = PinnedButtonViewController(resting: 20)
      let stage = try Stage("iPhone 16", root: root)
      #expect(root.buttonBottom?.pinAboveKeyboard(in: root.view, spacing: 8) != nil)
      stage.settle()
      let below = CGRect(x: 0, y: 852, width: 393, height: 335)
      let docked = CGRect(x: 0, y: 517, width: 393, height: 335)
      let taller = CGRect(x: 0, y: 477, width: 393, height: 375)
      postKeyboard(
        UIResponder.keyboardWillShowNotification, begin: below, end: docked, on: stage.screen)
      stage.settle()
      #expect(stage.onScreen(root.button).maxY == 509)
      postKeyboard(
        UIResponder.keyboardWillChangeFrameNotification, begin: docked, end: taller,
        on: stage.screen)
      stage.settle()
      #expect(stage.onScreen(root.button).maxY == 469)
    }

    /// flutter/flutter #117324 ("[iPadOS] Stage Manager has incorrect inset when in top corner"):
    /// a small Stage Manager window dragged to the top of an iPad Pro 11-inch held upright; the
    /// keyboard does not reach it, yet "very small inset below the input field". Here the
    /// window ends 300 pt above the keyboard: its scroll view gets no inset and its pinned
    /// button does not move.
    @Test("flutter #117324: a Stage Manager window the keyboard does not reach is left alone")
    func windowNotReached() throws {
      let form = ColumnFormViewController(fields: 4, header: 40, padding: 20, width: 500)
      let stage = try Stage(
        "iPad Pro 11-inch (M4)", windowFrame: CGRect(x: 40, y: 30, width: 500, height: 500),
        root: form)
      form.scrollView.avoidKeyboard()
      stage.settle()
      let before = form.fields.map { stage.onScreen($0) }
      stage.tap(form.fields[3])
      #expect(stage.keyboardTop > 830)
      #expect(form.scrollView.contentInset.bottom == 0)
      #expect(form.fields.map { stage.onScreen($0) } == before)
    }

    /// IQKeyboardManager #269 ("Rotating to landscape and back with keyboard open doesn't correct
    /// view"): the view pushed up for the keyboard stayed dragged down after rotating there and
    /// back and tapping Done. The automatic mode shifts a screen with nothing to scroll through
    /// its root view's `bounds.origin.y`; a layout pass that runs while it is shifted (the
    /// rotation's) places the subviews tied to the safe area relative to that origin (a layout
    /// guide's frame is in its view's bounds). Without a layout pass after the shift is taken
    /// back, those subviews stayed 232 pt low here once the keyboard left; the manager now lays
    /// the root out again as it puts the origin back.
    @Test("IQKeyboardManager #269: rotating with the keyboard up and back, then Done")
    func rotateAndBack() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable(showsToolbar: true)
      defer { manager.disable() }
      let login = LoginViewController()
      login.followsKeyboard = false
      let stage = try Stage("iPhone SE (3rd generation)", root: login)
      let rest = stage.onScreen(login.passwordField)
      stage.tap(login.passwordField)
      #expect(stage.gap(above: login.passwordField) >= 10)
      stage.rotate()
      #expect(stage.gap(above: login.passwordField) >= 10)
      stage.rotate()
      #expect(stage.gap(above: login.passwordField) >= 10)
      let done = try #require(
        (login.passwordField.inputAccessoryView as? UIToolbar)?.items?.last?.primaryAction)
      done.modelPerform()
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(stage.onScreen(login.passwordField) == rest)
    }
  }
}
