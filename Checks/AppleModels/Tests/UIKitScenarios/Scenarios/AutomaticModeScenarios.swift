import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

/// A horizontally paging scroll view with the name of UIPageViewController's private one.
@MainActor
final class _UIQueuingScrollView: UIScrollView {}

extension UIKitScenarios {
  /// The automatic mode (`KeyboardAvoidanceManager`) and its previous / next / done bar.
  @Suite("Automatic mode")
  @MainActor
  struct AutomaticModeScenarios {
    let manager = KeyboardAvoidanceManager.shared

    /// Whether a field is in view: inside its scroll views' visible areas and `distance` above
    /// the keyboard.
    func isVisible(_ field: UIView, on stage: Stage, distance: CGFloat = 10) -> Bool {
      stage.onScreen(field).maxY <= stage.keyboardTop - distance + 0.001
        && stage.onScreen(field).minY >= 0
    }

    @Test("a long form in a scroll view: every field in turn, by tap, next and done")
    func longForm() throws {
      manager.enable(showsToolbar: true)
      defer { manager.disable() }
      let form = FormViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: form)
      stage.tap(form.fields[6])
      #expect(isVisible(form.fields[6], on: stage))
      let bar = try #require(form.fields[6].inputAccessoryView as? UIToolbar)
      #expect(stage.simulator.accessoryHeight == bar.bounds.height)
      for index in 7..<form.fields.count {
        let current = try #require(form.fields[index - 1].inputAccessoryView as? UIToolbar)
        let next = try #require(current.items?[1].primaryAction)
        next.modelPerform()
        stage.settle()
        #expect(form.fields[index].isFirstResponder)
        #expect(isVisible(form.fields[index], on: stage), "field \(index) in view")
      }
      let done = try #require(
        (form.fields.last?.inputAccessoryView as? UIToolbar)?.items?.last?.primaryAction)
      done.modelPerform()
      stage.settle()
      #expect(stage.simulator.presentation == .hidden)
      #expect(form.scrollView.contentInset.bottom == 0)
    }

    @Test("F3: in a UITableViewController the automatic mode leaves the keyboard to UIKit")
    func tableViewController() throws {
      manager.enable()
      defer { manager.disable() }
      let controller = UITableViewController(style: .plain)
      let stage = try Stage("iPhone 16", root: controller)
      let table: UITableView = controller.tableView
      table.contentSize = CGSize(width: 393, height: 1_200)
      let field = UITextField(frame: CGRect(x: 20, y: 700, width: 353, height: 44))
      table.addSubview(field)
      stage.settle()
      UIKitModel.clearChanges()
      stage.tap(field)
      let covered = stage.onScreen(table).maxY - stage.keyboardTop
      #expect(table.contentInset.bottom == covered - table.safeAreaInsets.bottom)
      #expect(stage.onScreen(field).maxY <= stage.keyboardTop)
      #expect(recordedChanges(of: table, [.bounds]).count == 1)
      _ = field.resignFirstResponder()
      stage.settle()
      #expect(table.contentInset.bottom == 0)
    }

    @Test("F3: an alert's text field is left alone: no shift, no bar")
    func alert() throws {
      manager.enable(showsToolbar: true)
      defer { manager.disable() }
      let presenter = UIViewController()
      let stage = try Stage("iPhone SE (3rd generation)", root: presenter)
      let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
      alert.addTextField()
      presenter.present(alert, animated: false)
      stage.settle()
      let field = try #require(alert.textFields?.first)
      stage.tap(field)
      #expect(field.isFirstResponder)
      #expect((alert.view as UIView).bounds.origin.y == 0)
      #expect(field.inputAccessoryView == nil)
    }

    @Test("F3: a horizontally paging private scroll view gets no bottom inset")
    func privatePagingScrollView() throws {
      manager.enable()
      defer { manager.disable() }
      let controller = UIViewController()
      let stage = try Stage("iPhone 16", root: controller)
      let pages = _UIQueuingScrollView(frame: (controller.view as UIView).bounds)
      pages.contentSize = CGSize(width: 393 * 3, height: 852)
      (controller.view as UIView).addSubview(pages)
      let field = UITextField(frame: CGRect(x: 20, y: 700, width: 353, height: 44))
      pages.addSubview(field)
      stage.settle()
      stage.tap(field)
      #expect(pages.contentInset.bottom == 0)
      #expect(pages.contentOffset.y == 0)
    }

    @Test("F8: the root shift holds steady through a keyboard change and a refocus")
    func rootShift() throws {
      manager.enable()
      defer { manager.disable() }
      let controller = UIViewController()
      controller.additionalSafeAreaInsets.top = 32  // a landscape navigation bar
      let stage = try Stage("iPhone SE (3rd generation)", orientation: .landscape, root: controller)
      let root: UIView = controller.view
      let notes = UITextView(frame: CGRect(x: 20, y: 120, width: 400, height: 120))
      notes.modelCaretRect = CGRect(x: 8, y: 96, width: 2, height: 20)
      let other = UITextField(frame: CGRect(x: 440, y: 120, width: 200, height: 44))
      root.addSubview(notes)
      root.addSubview(other)
      stage.settle()
      stage.tap(notes)
      let first = root.bounds.origin.y
      // The user turns the predictive row off: a second will-show, shorter; the fields keep it.
      stage.keyboardKind = .plain
      stage.perform(.switchKeyboard(to: .plain))
      let afterSwitch = root.bounds.origin.y
      stage.tap(other)
      stage.tap(notes)
      let afterRefocus = root.bounds.origin.y
      #expect(first > 0)
      #expect(stage.onScreen(notes).minY >= 32, "the text view stays below the navigation bar")
      #expect(afterRefocus == afterSwitch)
    }

    @Test("F21: the bar is installed once per field and input views reload only then")
    func reloadsOnlyWhenInstalled() throws {
      manager.enable(showsToolbar: true)
      defer { manager.disable() }
      let form = FormViewController(fields: 3)
      let stage = try Stage("iPhone 16", root: form)
      var reloads = 0
      let keyboard = UIKitModel.onReloadInputViews
      UIKitModel.onReloadInputViews = { responder in
        reloads += 1
        keyboard?(responder)
      }
      stage.tap(form.fields[0])
      stage.tap(form.fields[1])
      stage.tap(form.fields[0])
      #expect(reloads == 2)
    }

    @Test("F21: disabling the automatic mode takes its bars away")
    func disableRemovesBars() throws {
      manager.enable(showsToolbar: true)
      let form = FormViewController(fields: 3)
      let stage = try Stage("iPhone 16", root: form)
      stage.tap(form.fields[0])
      #expect(form.fields[0].inputAccessoryView != nil)
      manager.disable()
      #expect(form.fields[0].inputAccessoryView == nil)
    }

    @Test("F21: next stays in the focused field's column")
    func orderWithinContainer() throws {
      manager.enable(showsToolbar: true)
      defer { manager.disable() }
      let controller = UIViewController()
      let stage = try Stage("iPad Air 13-inch (M2)", root: controller)
      let root: UIView = controller.view
      let columns = [CGFloat(0), 512].map { x -> UIView in
        let column = UIView(frame: CGRect(x: x, y: 0, width: 512, height: 1_366))
        root.addSubview(column)
        return column
      }
      let fields = columns.flatMap { column in
        [CGFloat(200), 300].map { y -> UITextField in
          let field = UITextField(frame: CGRect(x: 20, y: y, width: 400, height: 44))
          column.addSubview(field)
          return field
        }
      }
      stage.settle()
      stage.tap(fields[0])
      let next = try #require((fields[0].inputAccessoryView as? UIToolbar)?.items?[1].primaryAction)
      next.modelPerform()
      stage.settle()
      #expect(fields[1].isFirstResponder)
    }

    @Test("F2: a scroll view inset by the automatic mode goes back to rest after a tab switch")
    func tabSwitch() throws {
      manager.enable()
      defer { manager.disable() }
      let form = FormViewController()
      let tabs = UITabBarController()
      let stage = try Stage("iPhone 16", root: tabs)
      tabs.viewControllers = [form, UIViewController()]
      stage.settle()
      stage.tap(form.fields[8])
      #expect(form.scrollView.contentInset.bottom > 0)
      tabs.selectedIndex = 1
      stage.settle()
      tabs.selectedIndex = 0
      stage.settle()
      #expect(form.scrollView.contentInset.bottom == 0)
    }

    @Test("F3: a private scroll view that scrolls vertically is left alone too")
    func privateVerticalScrollView() throws {
      manager.enable()
      defer { manager.disable() }
      let controller = UIViewController()
      let stage = try Stage("iPhone 16", root: controller)
      let root: UIView = controller.view
      let pages = _UIQueuingScrollView(frame: root.bounds)
      pages.alwaysBounceVertical = true
      pages.contentSize = CGSize(width: 393, height: 2_000)
      root.addSubview(pages)
      let field = UITextField(frame: CGRect(x: 20, y: 700, width: 353, height: 44))
      pages.addSubview(field)
      stage.settle()
      stage.tap(field)
      #expect(pages.contentInset.bottom == 0)
    }
  }
}
