import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Spacing is a clearance: every focused field and pinned view ends at least its spacing above
  /// the keyboard, the last field of a form included, flush keyboards included, one point per
  /// point of keyboard; and the misuses that used to fail silently are loud.
  @Suite("Spacing as a clearance")
  @MainActor
  struct ClearanceScenarios {
    /// IQKeyboardManager #1365 ("Moving up down is not preserving keyboardDistanceFromTextField",
    /// github.com/hackiftekhar/IQKeyboardManager/issues/1365): fields in a stack view in a scroll
    /// view, iPhone SE, a 50 pt distance; Next keeps it, Previous loses it. The form here: a
    /// 200 pt header, six 44 pt fields 16 pt apart, 20 pt of padding under the last (564 pt of
    /// content, which does not scroll at rest), the focus bar on every field (the keyboard is
    /// 260 + 44 pt tall, its top at 667 − 304 = 363). Under the old rule the last field could
    /// end no higher than the content's end allowed: 20 pt above the keyboard.
    @Test("IQKeyboardManager #1365: every field of an iPhone SE form ends 50 pt above the keyboard")
    func formWalk() throws {
      let form = ColumnFormViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      form.scrollView.avoidKeyboard(distance: 50)
      form.view.addFocusToolbar()
      stage.settle()
      stage.tap(form.fields[0])
      #expect(stage.keyboardTop == 363)
      var gaps: [String] = []
      var current = 0
      // Next to the last field, Previous to the first, Next to the last again.
      for step in [1, 1, 1, 1, 1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1] {
        form.fields[current].tapFocusBar(step > 0 ? 1 : 0)
        stage.settle()
        current += step
        #expect(form.fields[current].isFirstResponder)
        let gap = stage.gap(above: form.fields[current])
        gaps.append("field \(current): \(gap)")
        #expect(gap >= 50, "field \(current) ends \(gap) pt above the keyboard")
        #expect(stage.onScreen(form.fields[current]).minY >= 20, "field \(current) under the bar")
      }
      // The last field, reached by Next twice: exactly 50 pt above the keyboard both times, and
      // the room below it the same both times (no drift): the keyboard's 304 pt and 30 pt more
      // (564 + 50 − 20 − 44 …: the 50 pt distance less the 20 pt padding).
      #expect(stage.gap(above: form.fields[5]) == 50)
      #expect(form.scrollView.contentInset.bottom == 334)
      print("FIGURE SE form (distance 50), field gaps after each step: \(gaps)")
      // By becomeFirstResponder, as the second path.
      _ = form.fields[5].resignFirstResponder()
      stage.settle()
      #expect(form.scrollView.contentInset.bottom == 0)
      _ = form.fields[5].becomeFirstResponder()
      stage.settle()
      #expect(stage.gap(above: form.fields[5]) == 50)
    }

    /// The same form and walk with the automatic mode's bar and scrolling instead of the screen's
    /// own: the manager's Next keeps the 50 pt too, the last field included.
    @Test("IQKeyboardManager #1365, the automatic mode: every field ends 50 pt above, the last too")
    func formWalkAutomatic() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable(distance: 50, showsToolbar: true)
      defer { manager.disable() }
      let form = ColumnFormViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      stage.tap(form.fields[0])
      var current = 0
      for step in [1, 1, 1, 1, 1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1] {
        form.fields[current].tapFocusBar(step > 0 ? 1 : 0)
        stage.settle()
        current += step
        #expect(form.fields[current].isFirstResponder)
        #expect(stage.gap(above: form.fields[current]) >= 50, "field \(current)")
      }
      #expect(stage.gap(above: form.fields[5]) == 50)
      print(
        "FIGURE SE form, automatic mode: last field \(stage.gap(above: form.fields[5])) pt above")
    }

    /// A form shorter than its scroll view: the room its last field needs must lie within the
    /// range the scroll view lets the user keep (UIKit scrolls content past its end back when
    /// the user touches it). 322 pt of content on an iPhone SE; the third field needs the offset
    /// at 1, which only insets of 304 + 42 pt allow (322 + 346 − 667 = 1).
    @Test("a short form's last field gets room the user can keep")
    func shortForm() throws {
      let form = ColumnFormViewController(fields: 3, header: 150, padding: 8)
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      form.scrollView.avoidKeyboard(distance: 50)
      form.view.addFocusToolbar()
      stage.settle()
      stage.tap(form.fields[0])
      form.fields[0].tapFocusBar(1)
      stage.settle()
      form.fields[1].tapFocusBar(1)
      stage.settle()
      #expect(stage.gap(above: form.fields[2]) == 50)
      let scroll = form.scrollView
      let highest = max(
        -scroll.adjustedContentInset.top,
        scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height)
      #expect(scroll.contentOffset.y == 1)
      #expect(scroll.contentOffset.y <= highest)
    }

    /// A floating keyboard followed, moved wholly above a Stage Manager window: it lies under
    /// none of the window, so the window's button rests. iPad Air 13-inch (M2); the window at
    /// 200…800 × 700…1300; the floating keyboard, 320 × 254, first at 352…672 × 1032…1286.
    @Test("a followed floating keyboard wholly above a window leaves its button at rest")
    func floatingAboveWindow() throws {
      let root = PinnedButtonViewController()
      let stage = try Stage(
        "iPad Air 13-inch (M2)", windowFrame: CGRect(x: 200, y: 700, width: 600, height: 600),
        root: root)
      #expect(
        root.buttonBottom?.pinAboveKeyboard(
          in: root.view, spacing: 8, followsUndockedKeyboard: true) != nil)
      stage.tap(root.field)
      // Docked, 403 pt: its top at 963, the button 8 pt above it.
      #expect(stage.onScreen(root.button).maxY == 955)
      stage.perform(.float)
      #expect(stage.onScreen(root.button).maxY == 1_024)
      stage.perform(.moveFloatingKeyboard(dx: 0, dy: -700))
      #expect(stage.keyboardTop == 332)
      #expect(stage.onScreen(root.button).maxY == 1_300)
    }

    /// IQKeyboardManager #1154 logs an iPad Pro 10.5-inch in landscape: 1112 × 834, "UIKeyboard
    /// Size : (1112.0, 442.0)"; #751 ("Does not scroll when clicking on textfield that will be
    /// behind keyboard", a comment) reports the last field of a form sheet's list left behind
    /// the keyboard. Here: a 540 × 620 form sheet, its table ten 44 pt rows (440 pt), each row's
    /// field inset 4 pt; the last field must end 10 pt above the keyboard, though only 4 pt of
    /// the table's content lies under it.
    @Test(
      "IQKeyboardManager #1154, #751: a table's last row in an iPad form sheet ends 10 pt above")
    func formSheetTable() throws {
      let presenter = UIViewController()
      let stage = try Stage("iPad Pro 10.5-inch", orientation: .landscape, root: presenter)
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      let table = UITableView(frame: .zero, style: .plain)
      table.modelName = "sheetTable"
      let sheetRoot: UIView = sheet.view
      sheetRoot.fill(with: table)
      let fields = (0..<10).map { row in
        let field = UITextField(
          frame: CGRect(x: 16, y: CGFloat(row) * 44 + 4, width: 508, height: 36))
        field.modelName = "row\(row)"
        table.addSubview(field)
        return field
      }
      table.contentSize = CGSize(width: 540, height: 440)
      presenter.present(sheet, animated: false)
      table.avoidKeyboard()
      stage.settle()
      #expect(stage.onScreen(sheetRoot) == CGRect(x: 286, y: 107, width: 540, height: 620))
      let last = try #require(fields.last)
      stage.tap(last)
      #expect(stage.gap(above: last) == 10)
      print(
        "FIGURE iPad Pro 10.5-inch form sheet, keyboard top \(stage.keyboardTop): last row's "
          + "field \(stage.gap(above: last)) pt above")
      // Back to the first row, then the last again: the same place.
      stage.tap(fields[0])
      stage.tap(last)
      #expect(stage.gap(above: last) == 10)
    }

    /// A Stage Manager window whose bottom meets the keyboard's top: under the old rule its
    /// pinned button touched the keyboard (0 pt: the keyboard covered nothing of the window) and
    /// jumped 9 pt at one point of overlap. Keyboard frames by hand, 1 pt apart, around the
    /// iPad Air 13-inch (M2)'s 403 pt keyboard (top at 963).
    @Test("a Stage Manager window flush with the keyboard: 8 pt, and a point per point")
    func flushWindow() throws {
      let screen = try #require(try? DeviceCatalog.profile(named: "iPad Air 13-inch (M2)"))
      #expect(screen.screenSize(in: .portrait) == CGSize(width: 1_024, height: 1_366))
      let window = CGRect(x: 100, y: 163, width: 700, height: 800)
      let root = PinnedButtonViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", windowFrame: window, root: root)
      let bottom = try #require(root.buttonBottom)
      #expect(bottom.pinAboveKeyboard(in: root.view, spacing: 8) != nil)
      stage.settle()
      #expect(stage.onScreen(root.button).maxY == 963)
      let below = CGRect(x: 0, y: 1_366, width: 1_024, height: 403)
      var positions: [CGFloat] = []
      // The keyboard's top from 12 pt below the window's bottom to 3 pt over it.
      for top in [975, 971, 966, 964, 963, 962, 960] as [CGFloat] {
        let frame = CGRect(x: 0, y: top, width: 1_024, height: 1_366 - top)
        postKeyboard(
          UIResponder.keyboardWillChangeFrameNotification, begin: below, end: frame,
          on: stage.screen)
        stage.settle()
        positions.append(stage.onScreen(root.button).maxY)
        #expect(top - stage.onScreen(root.button).maxY >= 8, "keyboard top \(top)")
      }
      // Resting (963) until the keyboard comes within 8 pt, then 8 pt above it.
      #expect(positions == [963, 963, 958, 956, 955, 954, 952])
      print("FIGURE Stage Manager flush window, button bottom per keyboard top: \(positions)")
      postKeyboard(
        UIResponder.keyboardWillHideNotification,
        begin: CGRect(x: 0, y: 960, width: 1_024, height: 406), end: below, on: stage.screen)
      stage.settle()
      #expect(stage.onScreen(root.button).maxY == 963)
    }

    /// IQKeyboardManager #1994 ("When use UISheetPresentationController, UI components raised
    /// more that i expected", iPhone 15, iOS 17): "UISheetPresentationController supports
    /// automatic keyboard avoidance. Wouldn't it have been a conflict because it played the same
    /// role twice?" A medium-only sheet lifts itself flush onto the keyboard; its pinned button
    /// must end 8 pt above the keyboard: not 0 (the old rule: the keyboard covers nothing of the
    /// lifted sheet), and not the keyboard's height higher (avoided twice).
    @Test("IQKeyboardManager #1994: a medium sheet that lifts itself is not avoided twice")
    func liftedSheet() throws {
      let presenter = UIViewController()
      let stage = try Stage("iPhone 15", root: presenter)
      let sheet = PinnedButtonViewController()
      sheet.sheetPresentationController?.detents = [.medium()]
      presenter.present(sheet, animated: false)
      stage.settle()
      let rest = stage.onScreen(sheet.view)
      // The medium detent on the bottom edge: half of the large one (852 − 59 − 10 = 783).
      #expect(rest.maxY == 852 && rest.height == 392)
      #expect(sheet.buttonBottom?.pinAboveKeyboard(in: sheet.view, spacing: 8) != nil)
      stage.tap(sheet.field)
      // UIKit lifted the sheet: its bottom on the keyboard's top, its height kept.
      #expect(stage.onScreen(sheet.view).maxY == stage.keyboardTop)
      #expect(stage.onScreen(sheet.view).height == 392)
      #expect(stage.gap(above: sheet.button) == 8)
      _ = sheet.field.resignFirstResponder()
      stage.settle()
      #expect(stage.onScreen(sheet.view) == rest)
      // At rest, 34 pt of the sheet's bottom is the home indicator's: the button rests above it.
      #expect(stage.onScreen(sheet.button).maxY == 818)  // 852 − 34
    }

    /// Feedback FB17890661 ("UISheetPresentationController: Expose property to prevent sheet from
    /// expanding for keyboard", github.com/feedback-assistant/reports/issues/669): a sheet with a
    /// larger detent grows to it when a field is focused. The form inside the grown sheet is the
    /// app's to avoid, and its last field gets its distance.
    @Test("FB17890661: a sheet that grows to its large detent keeps its last field 10 pt above")
    func grownSheet() throws {
      let presenter = UIViewController()
      let stage = try Stage("iPhone 16", root: presenter)
      // A 300 pt header, six fields, 8 pt of padding: 652 pt, shorter than the large sheet.
      let form = ColumnFormViewController(fields: 6, header: 300, padding: 8, width: 393)
      form.sheetPresentationController?.detents = [.medium(), .large()]
      presenter.present(form, animated: false)
      form.scrollView.avoidKeyboard()
      stage.settle()
      #expect(form.sheetPresentationController?.selectedDetentIdentifier == nil)
      #expect(stage.onScreen(form.view).height == 392)
      // The first field, 300 pt down the medium sheet (at 460): the only one on screen.
      stage.tap(form.fields[0])
      #expect(form.sheetPresentationController?.selectedDetentIdentifier == .large)
      #expect(stage.onScreen(form.view).minY == 69)
      for field in form.fields {
        _ = field.becomeFirstResponder()
        stage.settle()
        #expect(stage.gap(above: field) >= 10, "\(field.modelName)")
      }
      #expect(stage.gap(above: form.fields[5]) == 10)
    }

    @Test("Next and Previous skip fields the user cannot touch, and follow changes while typing")
    func focusOrderSkipsUntouchable() throws {
      let form = ColumnFormViewController(fields: 6)
      let stage = try Stage("iPhone 16", root: form)
      form.view.addFocusToolbar()
      stage.settle()
      form.fields[2].isUserInteractionEnabled = false
      form.fields[3].isEnabled = false
      stage.tap(form.fields[1])
      // Next from field 1 skips the untouchable 2 and the disabled 3.
      form.fields[1].tapFocusBar(1)
      stage.settle()
      #expect(form.fields[4].isFirstResponder)
      // A field hidden while the keyboard is up, and one whose container stops taking touches.
      form.fields[5].isHidden = true
      NotificationCenter.default.post(
        name: UITextField.textDidChangeNotification, object: form.fields[4])
      #expect(form.fields[4].focusBarButtonEnabled(1) == false)
      form.fields[1].isUserInteractionEnabled = false
      form.fields[4].tapFocusBar(0)
      stage.settle()
      #expect(form.fields[0].isFirstResponder)
      // IQKeyboardManager #642 ("Toolbar cursor buttons not updated when changing enabled"): the
      // app enables a field as the user types; the next keystroke enables the button.
      #expect(form.fields[0].focusBarButtonEnabled(1) == true)
      form.fields[1].isUserInteractionEnabled = true
      form.fields[2].isUserInteractionEnabled = true
      NotificationCenter.default.post(
        name: UITextField.textDidChangeNotification, object: form.fields[0])
      form.fields[0].tapFocusBar(1)
      stage.settle()
      #expect(form.fields[1].isFirstResponder)
      form.fields[1].tapFocusBar(1)
      stage.settle()
      #expect(form.fields[2].isFirstResponder)
      // The whole form stops taking touches (a sheet over it, say): no field to move to.
      form.scrollView.isUserInteractionEnabled = false
      NotificationCenter.default.post(
        name: UITextField.textDidChangeNotification, object: form.fields[2])
      #expect(form.fields[2].focusBarButtonEnabled(0) == false)
      #expect(form.fields[2].focusBarButtonEnabled(1) == false)
    }

    @Test("a screen's own scroll avoidance with the manager's bar, and a bar without the manager")
    func toolbarWithBindings() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable(showsToolbar: true)
      let form = ColumnFormViewController(fields: 6)
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      form.scrollView.avoidKeyboard(distance: 16)
      stage.settle()
      stage.tap(form.fields[4])
      // The manager gave the bar, the binding scrolled: once, 16 pt above the keyboard's top.
      #expect(form.fields[4].inputAccessoryView is UIToolbar)
      #expect(stage.gap(above: form.fields[4]) == 16)
      form.fields[4].tapFocusBar(1)
      stage.settle()
      #expect(stage.gap(above: form.fields[5]) == 16)
      _ = form.fields[5].resignFirstResponder()
      stage.settle()
      manager.disable()
      #expect(form.fields[4].inputAccessoryView == nil)

      let alone = ColumnFormViewController(fields: 3)
      let second = try Stage("iPhone SE (3rd generation)", root: alone)
      alone.view.addFocusToolbar()
      second.settle()
      #expect(alone.fields.allSatisfy { $0.inputAccessoryView is UIToolbar })
      second.tap(alone.fields[0])
      #expect(second.simulator.accessoryHeight == 44)
      alone.fields[0].tapFocusBar(1)
      second.settle()
      #expect(alone.fields[1].isFirstResponder)
    }

    @available(*, deprecated, message: "exercises the deprecated followKeyboard forward too")
    @Test("pinAboveKeyboard refuses, and says why, what it cannot follow")
    func misuseIsLoud() throws {
      var warnings: [String] = []
      RuntimeWarning.handler = { warnings.append($0) }
      defer {
        RuntimeWarning.handler = { message in
          FileHandle.standardError.write(Data("[KeyboardAvoidance] warning: \(message)\n".utf8))
        }
      }
      let root = PinnedButtonViewController()
      let stage = try Stage("iPhone 16", root: root)
      let view: UIView = root.view
      let top = root.button.topAnchor.constraint(equalTo: view.topAnchor, constant: 400)
      let atMost = NSLayoutConstraint(
        item: view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .lessThanOrEqual,
        toItem: root.button, attribute: .bottom, multiplier: 1, constant: 20)
      let halved = NSLayoutConstraint(
        item: view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal,
        toItem: root.button, attribute: .bottom, multiplier: 0.5, constant: 20)
      let stranger = UIView(frame: .zero)
      let unrelated = NSLayoutConstraint(
        item: stranger, attribute: .bottom, relatedBy: .equal, toItem: root.button,
        attribute: .bottom, multiplier: 1, constant: 0)
      #expect(top.pinAboveKeyboard(in: view) == nil)
      #expect(atMost.pinAboveKeyboard(in: view) == nil)
      #expect(halved.pinAboveKeyboard(in: view) == nil)
      #expect(unrelated.pinAboveKeyboard(in: view) == nil)
      #expect(warnings.count == 4)
      #expect(warnings[0].contains("not the bottom edges"))
      #expect(warnings[1].contains("≤, not ="))
      #expect(warnings[2].contains("multiplier is 0.5"))
      #expect(warnings[3].contains("neither item"))
      // Nothing was bound: the keyboard leaves the constants alone.
      stage.tap(root.field)
      #expect(top.constant == 400 && atMost.constant == 20 && halved.constant == 20)
      #expect(top.followKeyboard(in: view).isActive == false)
      #expect(warnings.count == 5)
    }
  }
}
