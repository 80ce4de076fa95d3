import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// `keyboardAreaLayoutGuide` next to Apple's `keyboardLayoutGuide` on the same screens: an
  /// input bar pinned to each guide's top, where the user sees it.
  @Suite("Keyboard area guide and UIKeyboardLayoutGuide")
  @MainActor
  struct KeyboardAreaGuideScenarios {
    nonisolated static let both: [GuidedBarViewController.Guide] = [.ours, .apples]

    /// Focuses the screen's field: the iPhone 16's keyboard rises to 517, and the bar with it,
    /// every move inside the keyboard's animation.
    func expectRidesOnTheKeyboard(_ screen: GuidedBarViewController, on stage: Stage) throws {
      UIKitModel.clearChanges()
      stage.tap(screen.field)
      #expect(stage.onScreen(screen.bar).maxY == 517)
      let moves = recordedChanges(of: screen.bar)
      #expect(!moves.isEmpty)
      #expect(moves.allSatisfy { $0.animation?.isKeyboard(stage.keyboardAnimation) == true })
    }

    @Test("an iPhone 16 input bar rides on the keyboard inside its animation", arguments: both)
    func inputBar(guide: GuidedBarViewController.Guide) throws {
      let screen = GuidedBarViewController(guide)
      let stage = try Stage("iPhone 16", root: screen)
      // At rest on the safe area's bottom: 852 − 34.
      #expect(stage.onScreen(screen.bar).maxY == 818)
      try expectRidesOnTheKeyboard(screen, on: stage)
      // A hardware keyboard: only its 55 pt bar is on screen.
      stage.perform(.attachHardwareKeyboard)
      #expect(stage.onScreen(screen.bar).maxY == stage.keyboardTop)
      #expect(stage.keyboardTop > 517 && stage.keyboardTop < 818)
      _ = screen.field.resignFirstResponder()
      stage.settle()
      #expect(stage.onScreen(screen.bar).maxY == 818)
    }

    /// A subview's guide (a panel filling the screen), not the controller's root view's: the
    /// model's Apple guide moves inside the keyboard's animation, as UIKit documents ("constraints
    /// animate with the keyboard"), and so does ours, from the screen's keyboard source. (The
    /// iOS 15 guide is said to have broken this animation; useyourloaf.com/blog/keyboard-layout-
    /// guide, written then, waits for Apple to "fix some bugs". The model does not reproduce
    /// that.)
    @Test("a subview's guide moves inside the keyboard's animation", arguments: both)
    func subviewGuide(guide: GuidedBarViewController.Guide) throws {
      let screen = GuidedBarViewController(guide, onSubview: true)
      let stage = try Stage("iPhone 16", root: screen)
      try expectRidesOnTheKeyboard(screen, on: stage)
    }

    /// freshOS/KeyboardLayoutGuide PR #9: sign-up screens pushed one after another with the
    /// keyboard kept up; iOS posts nothing for the pushed screen, "so we end up with the button
    /// under the keyboard". A view that joins the window while the keyboard is up starts where
    /// the keyboard is.
    @Test(
      "freshOS/KeyboardLayoutGuide PR #9: a screen pushed with the keyboard up", arguments: both)
    func pushedWithKeyboardUp(guide: GuidedBarViewController.Guide) throws {
      let first = ColumnFormViewController(fields: 2, width: 393)
      let navigation = UINavigationController(rootViewController: first)
      let stage = try Stage("iPhone 16", root: navigation)
      stage.tap(first.fields[0])
      let top = stage.keyboardTop
      // As the report has it on iOS 11: the keyboard stays, and nothing is posted for the
      // pushed screen, whose field takes the focus as it appears.
      UIKitModel.onFirstResponderChange = nil
      let second = GuidedBarViewController(guide)
      navigation.pushViewController(second, animated: false)
      _ = second.field.becomeFirstResponder()
      stage.settle()
      #expect(second.field.isFirstResponder)
      #expect(stage.keyboardTop == top)
      #expect(stage.onScreen(second.bar).maxY == top)
    }

    /// freshOS/KeyboardLayoutGuide #33 ("Wrong guide position when keyboard doesn't intersect
    /// view", a form sheet on iPad), its PR #41 (an iPad sheet: the guide "higher than it should
    /// have been"), InputBarAccessoryView #282 (an input bar behind the keyboard in a form sheet).
    /// iPad Air 13-inch (M2): a 540 × 620 form sheet centred, 373…993 upright; the 403 pt
    /// keyboard's top at 963 covers its last 30 pt. In landscape (1366 × 1024, keyboard 498 pt,
    /// top at 526) the sheet at 202…822 is covered 296 pt.
    @Test("an iPad form sheet: the guide covers only the sheet's covered part", arguments: both)
    func formSheet(guide: GuidedBarViewController.Guide) throws {
      let presenter = UIViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", root: presenter)
      let sheet = GuidedBarViewController(guide)
      sheet.modalPresentationStyle = .formSheet
      presenter.present(sheet, animated: false)
      stage.settle()
      #expect(stage.onScreen(sheet.view) == CGRect(x: 242, y: 373, width: 540, height: 620))
      #expect(stage.onScreen(sheet.bar).maxY == 993)
      stage.tap(sheet.field)
      #expect(stage.keyboardTop == 963)
      #expect(stage.onScreen(sheet.bar).maxY == 963)
      _ = sheet.field.resignFirstResponder()
      stage.settle()
      #expect(stage.onScreen(sheet.bar).maxY == 993)
    }

    /// InputBarAccessoryView PR #227: its manager "would update position of inputAccessoryView
    /// even when the keyboard was undocked and floating". Neither guide follows an undocked
    /// keyboard unless asked; asked, both do.
    @Test("a floating keyboard leaves the bar at rest unless followed", arguments: both)
    func floatingKeyboard(guide: GuidedBarViewController.Guide) throws {
      let screen = GuidedBarViewController(guide)
      let stage = try Stage("iPad Air 13-inch (M2)", root: screen)
      let rest = stage.onScreen(screen.bar).maxY
      stage.tap(screen.field)
      #expect(stage.onScreen(screen.bar).maxY == 963)
      stage.perform(.float)
      #expect(stage.simulator.presentation == .floating)
      #expect(stage.onScreen(screen.bar).maxY == rest)
      // Ours, asked to follow, rides on the floating keyboard's top.
      guard guide == .ours else { return }
      screen.view.keyboardAreaLayoutGuide.followsUndockedKeyboard = true
      stage.settle()
      stage.perform(.moveFloatingKeyboard(dx: 0, dy: -40))
      #expect(stage.onScreen(screen.bar).maxY == stage.keyboardTop)
    }

    /// freshOS/KeyboardLayoutGuide PR #39: "when dismissing the on-screen keyboard the top of the
    /// keyboardLayoutGuide would float to the top of the screen", with Reduce Motion on; a hide
    /// posted then can end on an empty frame (react-native PR #34503). Our guide goes back to
    /// rest.
    @Test("freshOS/KeyboardLayoutGuide PR #39: a hide ending on an empty frame")
    func emptyHideFrame() throws {
      let screen = GuidedBarViewController(.ours)
      let stage = try Stage("iPhone 16", root: screen)
      let shown = CGRect(x: 0, y: 517, width: 393, height: 335)
      postKeyboard(
        UIResponder.keyboardWillShowNotification,
        begin: shown.offsetBy(dx: 0, dy: 335), end: shown, on: stage.screen)
      stage.settle()
      #expect(stage.onScreen(screen.bar).maxY == 517)
      postKeyboard(
        UIResponder.keyboardWillHideNotification, begin: shown, end: .zero, duration: 0,
        on: stage.screen)
      stage.settle()
      #expect(stage.onScreen(screen.bar).maxY == 818)
    }

    /// Apple's guide has no way to report its moves (its `layoutFrame` is not observable;
    /// prodopsy.com/how-to-observe-uikeyboardlayoutguide-layoutframe-changes reports a key-value
    /// observer that fired only for the first appearance). Ours calls its change handler after
    /// each move, inside the keyboard's animation, with the guide already in place.
    @Test("the guide's change handler hears every move, and only moves")
    func changeHandler() throws {
      let screen = GuidedBarViewController(.ours)
      let stage = try Stage("iPhone 16", root: screen)
      var heard: [(presentation: KeyboardPresentation, barBottom: CGFloat)] = []
      let guide = screen.view.keyboardAreaLayoutGuide
      guide.changeHandler = { transition in
        heard.append((transition.to.presentation, stage.onScreen(screen.bar).maxY))
      }
      stage.tap(screen.field)
      // The plain keyboard, 291 pt: its top at 852 − 291 = 561.
      stage.perform(.switchKeyboard(to: .plain))
      // A field of the other kind: the predictive keyboard again, back to 517.
      let other = UITextField(frame: CGRect(x: 16, y: 200, width: 300, height: 44))
      screen.view.addSubview(other)
      stage.tap(other)
      // A third field, with the same keyboard: the guide does not move, nothing is heard.
      let third = UITextField(frame: CGRect(x: 16, y: 260, width: 300, height: 44))
      screen.view.addSubview(third)
      stage.tap(third)
      _ = third.resignFirstResponder()
      stage.settle()
      #expect(heard.map(\.presentation) == [.docked, .docked, .docked, .hidden])
      // Each time the bar is already where the keyboard's animation ends.
      #expect(heard.map(\.barBottom) == [517, 561, 517, 818])
      // The handler holds the stage; the screen must not outlive the test.
      guide.changeHandler = nil
    }

    /// Interactive dismissal: iOS posts nothing while the finger drags the keyboard
    /// (freshOS/KeyboardLayoutGuide #17); the screen's keyboard source follows the finger, and the
    /// guide with it, as it does for every binding of the screen.
    @Test("the guide follows the finger of an interactive dismissal")
    func interactiveDismissal() throws {
      let screen = GuidedBarViewController(.ours)
      let stage = try Stage("iPhone 16", root: screen)
      let root: UIView = screen.view
      let messages = UIScrollView(frame: root.bounds)
      messages.modelName = "messages"
      messages.keyboardDismissMode = .interactive
      messages.contentSize = CGSize(width: 393, height: 3_000)
      root.insertSubview(messages, at: 0)
      root.followInteractiveKeyboardDismissal(in: messages)
      stage.settle()
      stage.tap(screen.field)
      let top = stage.keyboardTop
      let finger = CGPoint(x: 200, y: top + 100)
      stage.simulator.perform(.dragKeyboardDown(by: 100))
      UIKitModel.pan(messages, .began, at: CGPoint(x: 200, y: top - 50), in: stage.window)
      UIKitModel.pan(messages, .changed, at: finger, in: stage.window)
      UIKitModel.runLoopTurn()
      #expect(stage.onScreen(screen.bar).maxY == top + 100)
      UIKitModel.pan(messages, .ended, at: finger, in: stage.window)
      stage.perform(.endDrag(.keyboardDismissed))
      #expect(stage.onScreen(screen.bar).maxY == 818)
    }

    @Test("usesBottomSafeArea off: the guide rests on the view's bottom")
    func withoutSafeArea() throws {
      let screen = GuidedBarViewController(.ours)
      let stage = try Stage("iPhone 16", root: screen)
      screen.view.keyboardAreaLayoutGuide.usesBottomSafeArea = false
      stage.settle()
      #expect(stage.onScreen(screen.bar).maxY == 852)
      stage.tap(screen.field)
      #expect(stage.onScreen(screen.bar).maxY == 517)
    }
  }
}
