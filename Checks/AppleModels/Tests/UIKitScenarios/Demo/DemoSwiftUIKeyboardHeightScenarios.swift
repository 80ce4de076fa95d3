import Combine
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

@testable import DemoScreens

extension UIKitScenarios {
  /// The demo's SwiftUI keyboard-height screen, from the blog post "[iOS - SwiftUI] 키보드 높이
  /// 구하는 방법 (#combine)". SwiftUI is declarations only here, so its views cannot run: what runs is
  /// what the readouts show, from the post's Combine object and from the package's
  /// `KeyboardObservableObject`, on the Combine model, while a UIKit field takes the focus.
  @Suite("Demo: the keyboard's height in SwiftUI")
  @MainActor
  struct DemoSwiftUIKeyboardHeightScenarios {
    /// A screen with a field, standing in for the SwiftUI text field the readouts sit under.
    final class FieldScreen: UIViewController {
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 44))

      override func viewDidLoad() {
        super.viewDidLoad()
        (view as UIView).addSubview(field)
      }
    }

    /// The package's readout for an observable object, as `keyboardAvoiding`'s environment would
    /// give it to the view.
    func readout(_ keyboard: KeyboardObservableObject) -> String {
      KeyboardHeightReadout(
        KeyboardSnapshot(state: keyboard.state, visibleHeight: keyboard.visibleHeight)
      ).text
    }

    @Test("with a hardware keyboard the post reads 335 pt, the package 78 pt, the bar's height")
    func hardwareKeyboard() throws {
      let screen = FieldScreen()
      let stage = try Stage("iPhone 16", root: screen)
      let handWritten = HandWrittenKeyboard()
      let ours = KeyboardObservableObject(observer: KeyboardObserver(view: screen.view))
      #expect(handWritten.readout == "Keyboard height: 0.0")
      #expect(readout(ours) == "Keyboard height: 0.0 (hidden)")
      stage.keyboardKind = .hardwareBar
      stage.tap(screen.field)
      // iPhone 16 (DeviceCatalog): iOS reports the whole 335 pt keyboard, of which a 78 pt bar is
      // on the 852 pt screen (44 pt predictive row and 34 pt home indicator strip).
      #expect(stage.screen.bounds.maxY - stage.keyboardTop == 78)
      #expect(handWritten.readout == "Keyboard height: 335.0")
      #expect(readout(ours) == "Keyboard height: 78.0 (hardware keyboard bar)")
      _ = screen.field.resignFirstResponder()
      stage.settle()
      #expect(handWritten.readout == "Keyboard height: 0.0")
      #expect(readout(ours) == "Keyboard height: 0.0 (hidden)")
    }

    @Test("with the software keyboard both read 335 pt")
    func softwareKeyboard() throws {
      let screen = FieldScreen()
      let stage = try Stage("iPhone 16", root: screen)
      let handWritten = HandWrittenKeyboard()
      let ours = KeyboardObservableObject(observer: KeyboardObserver(view: screen.view))
      stage.tap(screen.field)
      #expect(handWritten.readout == "Keyboard height: 335.0")
      #expect(readout(ours) == "Keyboard height: 335.0 (docked)")
    }

    @Test("the post's object outlives its view and keeps observing; the package's goes with it")
    func handWrittenObjectsAreNeverReleased() throws {
      let screen = FieldScreen()
      let stage = try Stage("iPhone 16", root: screen)
      // SwiftUI makes a view's value again whenever its parent's body runs: each time, the
      // post's `@ObservedObject private var keyboard = Keyboard()` makes a new object.
      weak var first: HandWrittenKeyboard?
      weak var second: HandWrittenKeyboard?
      weak var ours: KeyboardObservableObject?
      do {
        let made = (HandWrittenKeyboard(), HandWrittenKeyboard())
        let package = KeyboardObservableObject(observer: KeyboardObserver(view: screen.view))
        (first, second, ours) = (made.0, made.1, package)
      }
      #expect(ours == nil)
      let survivors = [first, second].compactMap { $0 }
      #expect(survivors.count == 2, "assign(to:on: self) holds each object")
      stage.tap(screen.field)
      #expect(survivors.allSatisfy { $0.currentHeight == 335 }, "and each still observes")
    }
  }
}
