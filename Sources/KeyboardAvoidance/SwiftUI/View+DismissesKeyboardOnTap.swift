#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI

  extension View {
    /// Dismisses the keyboard when the user taps this view's background.
    ///
    /// A clear, tappable layer is placed behind the view. Taps on the views in front of it, such as
    /// buttons, text fields and text, reach them as usual; a tap on the empty space between them
    /// ends editing in every window of the app's foreground scenes, which dismisses the keyboard.
    /// It replaces the usual `onTapGesture` that sends `resignFirstResponder` through
    /// `UIApplication.sendAction` with a `#selector`.
    ///
    /// ```swift
    /// VStack {
    ///   TextField("input", text: $input)
    ///   Spacer()
    /// }
    /// .dismissesKeyboardOnTap()  // a tap below the text field hides the keyboard
    /// ```
    ///
    /// - Returns: A view whose background dismisses the keyboard when tapped.
    public func dismissesKeyboardOnTap() -> some View {
      background(
        Color.clear
          .contentShape(Rectangle())
          .onTapGesture { UIKitScreens.endEditing() })
    }
  }
#endif
