#if canImport(UIKit)
  import App
  import KeyboardAvoidance
  import KeyboardAvoidanceTesting
  import Testing
  import UIKit

  /// The app's screen itself, tested from its test target: the view controller in a window of
  /// the device the tests run on, with the keyboard simulated for that window alone.
  @MainActor
  @Test func createAccountRidesOnTheKeyboardAndTheFieldBeingEditedStaysAboveIt() throws {
    let controller = SignUpViewController()
    let screen = try KeyboardTestWindow(controller)
    defer { screen.close() }
    func button() -> CGRect { screen.frameOnScreen(of: controller.createAccount) }
    let resting = button()
    // At rest the button ends 20 pt above the bottom of the safe area.
    let safeBottom = screen.window.bounds.maxY - controller.view.safeAreaInsets.bottom
    #expect(resting.maxY == safeBottom - 20)

    let last = try #require(controller.fields.last)
    _ = last.becomeFirstResponder()
    screen.perform(.show())
    // The button rides 8 pt above the keyboard, and the last field, which the button and the
    // keyboard would hide (24 + 7 × 60 = 444 to 488 pt down the form), is scrolled up to end
    // 10 pt above the button.
    #expect(button().maxY == screen.keyboardTop - 8)
    #expect(screen.frameOnScreen(of: last).maxY == button().minY - 10)

    // A hardware keyboard leaves only its shortcuts bar: the button sits on the bar.
    screen.perform(.attachHardwareKeyboard)
    #expect(button().maxY == screen.keyboardTop - 8)

    screen.perform(.hide)
    #expect(button() == resting)
  }
#endif
