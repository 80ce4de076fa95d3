import Foundation
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// First responders, editing notifications and gestures.
  @Suite("UIKit model: responders and gestures")
  @MainActor
  struct ResponderModelTests {
    /// The order of editing and keyboard events as the keyboard hook sees them.
    @MainActor
    final class Log {
      var entries: [String] = []
    }

    @Test("a text field posts did-begin before the keyboard moves; a text view after")
    func editingOrder() {
      let (window, controller) = modelWindow()
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
      let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
      (controller.view as UIView).addSubview(field)
      (controller.view as UIView).addSubview(textView)
      let log = Log()
      UIKitModel.onFirstResponderChange = { _, new in
        log.entries.append(new == nil ? "hide" : "keyboard")
      }
      let tokens = [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      ]
      .map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          MainActor.assumeIsolated { log.entries.append("begin") }
        }
      }
      defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
      #expect(field.becomeFirstResponder())
      #expect(textView.becomeFirstResponder())
      #expect(!field.isFirstResponder)
      #expect((controller.view as UIView).endEditing(true))
      #expect(log.entries == ["begin", "keyboard", "keyboard", "begin", "hide"])
      withExtendedLifetime(window) {}
    }

    @Test("a view outside a window cannot become first responder")
    func needsWindow() {
      let (window, _) = modelWindow()
      let field = UITextField(frame: .zero)
      #expect(!field.becomeFirstResponder())
      withExtendedLifetime(window) {}
    }

    @Test("a tap reaches recognizers whose delegate lets it through, then focuses a field")
    func tap() {
      final class Filter: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool { !(touch.view is UITextField) }
      }
      @MainActor
      final class Target {
        var taps = 0
      }
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
      root.addSubview(field)
      let recognizer = UITapGestureRecognizer()
      let filter = Filter()
      recognizer.delegate = filter
      recognizer.cancelsTouchesInView = false
      let target = Target()
      recognizer.modelAddTarget(target) { target.taps += 1 }
      root.addGestureRecognizer(recognizer)
      UIKitModel.tap(at: CGPoint(x: 100, y: 500), in: window)
      UIKitModel.tap(at: CGPoint(x: 100, y: 120), in: window)
      #expect(target.taps == 1)
      #expect(field.isFirstResponder)
      withExtendedLifetime(window) {}
    }
  }
}
