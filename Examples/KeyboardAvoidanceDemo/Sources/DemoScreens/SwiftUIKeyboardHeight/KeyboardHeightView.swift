import KeyboardAvoidance
import SwiftUI

/// The "KeyboardAvoidance" tab of the SwiftUI keyboard-height screen: the same readout from the
/// `keyboard` environment value, and a button kept above the keyboard.
///
/// `observesKeyboard()` publishes the keyboard once for the screen; the readout shows the height
/// the keyboard covers on screen (55 pt for a hardware keyboard's bar, not the whole keyboard)
/// and how it is shown. `keyboardAvoiding(spacing:)` pads the screen by what the keyboard covers
/// of it, with the keyboard's own curve, so the Save button rides 8 pt above it, and a tap
/// outside the field dismisses the keyboard.
@MainActor
struct KeyboardHeightView: View {
  var body: some View {
    KeyboardHeightContent()
      .observesKeyboard()
  }
}

/// The screen's content, which reads the keyboard from the environment.
@MainActor
struct KeyboardHeightContent: View {
  @Environment(\.keyboard) private var keyboard
  @State private var input = ""

  var body: some View {
    VStack {
      TextField("input", text: $input)
      Text(KeyboardHeightReadout(keyboard).text)
      Spacer()
      Button("Save") {}
    }
    .padding()
    .keyboardAvoiding(spacing: 8)
    .dismissesKeyboardOnTap()
  }
}
