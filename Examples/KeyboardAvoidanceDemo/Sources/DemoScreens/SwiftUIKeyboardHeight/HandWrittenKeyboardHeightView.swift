// Sends its dismissal through `UIApplication.shared`, as the post does, which app extensions
// cannot: an app-only screen, marked so.
import SwiftUI
import UIKit

/// The "hand-written" tab of the SwiftUI keyboard-height screen: the view of the blog post
/// "[iOS - SwiftUI] 키보드 높이 구하는 방법 (#combine)".
///
/// A text field and the height its ``HandWrittenKeyboard`` publishes, which the view owns as an
/// `@ObservedObject` made in its own initializer, as the post writes it. A tap ends editing
/// with `sendAction(#selector(UIResponder.resignFirstResponder), …)` to the first responder.
/// Selectors need the Objective-C runtime, so the Linux models build the view without it; they
/// cannot run SwiftUI's gestures anyway. The view does no keyboard avoidance of its own:
/// whatever moves is SwiftUI's.
@available(iOSApplicationExtension, unavailable)
@MainActor
struct HandWrittenKeyboardHeightView: View {
  @ObservedObject private var keyboard = HandWrittenKeyboard()
  @State private var input = ""

  var body: some View {
    VStack {
      TextField("input", text: $input)
      Text(keyboard.readout)
    }
    .padding()
    .onTapGesture { Self.resignFirstResponder() }
  }

  private static func resignFirstResponder() {
    #if canImport(ObjectiveC)
      UIApplication.shared.sendAction(
        #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    #endif
  }
}
