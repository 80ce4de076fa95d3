import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The app writes a scroll view's insets or offset, or the root view's origin the automatic
  /// mode shifts, while the keyboard is up: each is the app's again when the keyboard leaves.
  @Suite("App writes to scroll views and the root shift")
  @MainActor
  struct AppWriteScrollViewScenarios {
    /// The long form on an iPhone 16, its scroll view avoiding the keyboard, laid out.
    func avoidingForm(
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (FormViewController, Stage, UIScrollView) {
      let form = FormViewController()
      let stage = try Stage("iPhone 16", root: form, sourceLocation: sourceLocation)
      let scrollView: UIScrollView = form.scrollView
      scrollView.avoidKeyboard()
      stage.settle()
      return (form, stage, scrollView)
    }

    // The form on an iPhone 16: a full-screen scroll view, 880 pt of content (ten 44 pt fields
    // 64 pt apart from y = 80, then a 120 pt text view at 720 and 40 pt below it), so it scrolls
    // and UIKit adds the 34 pt home indicator to its adjusted bottom inset. The keyboard covers
    // 852 − 517 = 335 pt of it: with the app's inset at 0 the binding adds 335 − 34 = 301.

    @Test("a content inset the app writes while the keyboard is up is what remains")
    func contentInset() throws {
      let (form, stage, scrollView) = try avoidingForm()
      stage.tap(form.fields[7])
      #expect(scrollView.contentInset.bottom == 301)
      // A toolbar of the app's own, 50 pt.
      scrollView.contentInset.bottom = 50
      // The next field: the app's 50 and the 34 pt home indicator are 84 of the 335 covered,
      // the keyboard's part is 251, and the inset 50 + 251 = 301 again.
      stage.tap(form.fields[8])
      #expect(scrollView.contentInset.bottom == 301)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 251)
      #expect(stage.onScreen(form.fields[8]).maxY <= stage.keyboardTop - 10)
      _ = form.fields[8].resignFirstResponder()
      stage.settle()
      #expect(scrollView.contentInset.bottom == 50)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 0)
    }

    @Test("an indicator inset the app writes is kept apart from the content inset")
    func indicatorInset() throws {
      let (form, stage, scrollView) = try avoidingForm()
      stage.tap(form.fields[7])
      scrollView.verticalScrollIndicatorInsets.bottom = 20
      // The plain keyboard, 291 pt: the keyboard's part is 291 − 34 = 257, on top of the app's 0
      // for the content and its 20 for the indicator.
      stage.perform(.switchKeyboard(to: .plain))
      #expect(scrollView.contentInset.bottom == 257)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 277)
      _ = form.fields[7].resignFirstResponder()
      stage.settle()
      #expect(scrollView.contentInset.bottom == 0)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 20)
    }

    @Test("an offset the app scrolls to while the keyboard is up stays when it leaves")
    func contentOffset() throws {
      let (form, stage, scrollView) = try avoidingForm()
      stage.tap(form.fields[7])
      // At rest the content can scroll up to 880 + 34 − 852 = 62 pt: 40 is within it.
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      _ = form.fields[7].resignFirstResponder()
      stage.settle()
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
      #expect(scrollView.contentInset.bottom == 0)
    }

    @Test("the automatic mode keeps a scroll view's inset the app writes")
    func automaticModeInset() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable()
      defer { manager.disable() }
      let form = FormViewController()
      let stage = try Stage("iPhone 16", root: form)
      let scrollView: UIScrollView = form.scrollView
      stage.tap(form.fields[7])
      #expect(scrollView.contentInset.bottom == 301)
      scrollView.contentInset.bottom = 50
      stage.tap(form.fields[8])
      #expect(scrollView.contentInset.bottom == 301)
      _ = form.fields[8].resignFirstResponder()
      stage.settle()
      #expect(scrollView.contentInset.bottom == 50)
    }

    @Test("the root shift goes on top of the app's own origin and leaves it when it ends")
    func rootShiftOnTheAppsOrigin() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable()
      defer { manager.disable() }
      let controller = UIViewController()
      let stage = try Stage("iPhone 16", root: controller)
      let root: UIView = controller.view
      // A field low on the screen, 44 pt tall with its bottom at 800, no scroll view.
      let field = UITextField(frame: CGRect(x: 20, y: 756, width: 353, height: 44))
      root.addSubview(field)
      stage.settle()
      stage.tap(field)
      // 10 pt above the keyboard's top at 517: its bottom at 507, a shift of 800 − 507 = 293.
      #expect(root.bounds.origin.y == 293)
      #expect(stage.onScreen(field).maxY == 507)
      // The app moves the content itself, say to keep a banner in view.
      root.bounds.origin.y = 20
      stage.tap(field)
      _ = field.resignFirstResponder()
      stage.settle()
      #expect(root.bounds.origin.y == 20)
    }

    @Test("an origin the app set before the keyboard is where the shift starts and ends")
    func rootShiftFromTheAppsOrigin() throws {
      let manager = KeyboardAvoidanceManager.shared
      manager.enable()
      defer { manager.disable() }
      let controller = UIViewController()
      let stage = try Stage("iPhone 16", root: controller)
      let root: UIView = controller.view
      let field = UITextField(frame: CGRect(x: 20, y: 756, width: 353, height: 44))
      root.addSubview(field)
      root.bounds.origin.y = 10
      stage.settle()
      // With the app's 10 the field's bottom is at 790 on screen: a shift of 790 − 507 = 283.
      stage.tap(field)
      #expect(stage.onScreen(field).maxY == 507)
      #expect(root.bounds.origin.y == CGFloat(10 + 283))
      _ = field.resignFirstResponder()
      stage.settle()
      #expect(root.bounds.origin.y == 10)
    }
  }
}
