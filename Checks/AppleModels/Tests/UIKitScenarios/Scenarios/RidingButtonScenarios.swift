import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// A form in a scroll view under a "Create account" button that rides 16 pt above the
  /// keyboard: the field being edited has to clear the button, not only the keyboard.
  @Suite("A button riding on the keyboard")
  @MainActor
  struct RidingButtonScenarios {
    /// The form with a 50 pt button, Safe Area.bottom = button.bottom + 16, following the
    /// keyboard with a spacing of 16; the scroll view clears the button when asked to.
    func form(clearing: Bool) throws -> (Stage, FormViewController, UIControl) {
      let form = FormViewController()
      let stage = try Stage("iPhone 16", root: form)
      let root: UIView = form.view
      let button = UIControl(frame: .zero)
      button.modelName = "createAccount"
      button.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(button)
      let bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: button.bottomAnchor, constant: 16)
      NSLayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        button.heightAnchor.constraint(equalToConstant: 50),
        bottom,
      ])
      bottom.pinAboveKeyboard(in: root, spacing: 16)
      form.scrollView.avoidKeyboard(clearing: clearing ? [button] : [])
      stage.settle()
      return (stage, form, button)
    }

    @Test("the field being edited ends 10 pt above the button on the keyboard")
    func theFieldClearsTheButton() throws {
      let (stage, form, button) = try form(clearing: true)
      stage.tap(form.fields[6])
      let buttonFrame = stage.onScreen(button)
      #expect(buttonFrame.maxY == stage.keyboardTop - 16)
      #expect(stage.onScreen(form.fields[6]).maxY == buttonFrame.minY - 10)
      // The next field, under the button now, takes the focus as the next button above the
      // keyboard gives it (a tap there would hit the button), and scrolls above it too.
      form.fields[7].becomeFirstResponder()
      stage.settle()
      #expect(stage.onScreen(form.fields[7]).maxY == stage.onScreen(button).minY - 10)
      // The inset covers the keyboard and the button: the scroll view's bottom 852 − 451.
      let scrollView: UIScrollView = form.scrollView
      #expect(scrollView.adjustedContentInset.bottom == 852 - buttonFrame.minY)
    }

    @Test("without it the field clears only the keyboard, and the button covers it")
    func withoutRidersTheButtonCoversTheField() throws {
      let (stage, form, button) = try form(clearing: false)
      stage.tap(form.fields[6])
      let field = stage.onScreen(form.fields[6])
      #expect(field.maxY == stage.keyboardTop - 10)
      #expect(field.intersects(stage.onScreen(button)))
    }

    @Test("when the keyboard leaves, the inset it took for the button goes too")
    func hidingTakesTheInsetBack() throws {
      let (stage, form, _) = try form(clearing: true)
      let scrollView: UIScrollView = form.scrollView
      let resting = scrollView.contentInset.bottom
      stage.tap(form.fields[6])
      #expect(scrollView.contentInset.bottom > resting)
      stage.perform(.hide)
      #expect(scrollView.contentInset.bottom == resting)
    }
  }
}
