#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  extension View {
    /// Dismisses the keyboard when the user taps this view's background.
    ///
    /// A clear, tappable layer is placed behind the view. Taps on the views in front of it,
    /// such as buttons, text fields and text, reach them as usual; a tap on the empty space
    /// between them ends editing in the window showing this view (`UIView.endEditing(_:)` on
    /// that window), which dismisses the keyboard. The window is found through a UIKit view the
    /// layer hosts, never through `UIApplication`, so the modifier works in app extensions too.
    /// It replaces the usual `onTapGesture` that sends `resignFirstResponder` through
    /// `UIApplication.sendAction` with a `#selector`; unlike that, it leaves fields in the
    /// app's other windows alone.
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
      modifier(DismissesKeyboardOnTapModifier())
    }
  }

  /// The tappable background of ``SwiftUI/View/dismissesKeyboardOnTap()``.
  struct DismissesKeyboardOnTapModifier: ViewModifier {
    /// The hosted view whose window ends editing; the same anchor for the view's lifetime.
    @State private var anchor = HostedViewAnchor()

    func body(content: Content) -> some View {
      let anchor = self.anchor
      return content.background(
        Color.clear
          .background(HostedViewReader(anchor: anchor))
          .contentShape(Rectangle())
          .onTapGesture { _ = anchor.view?.window?.endEditing(true) })
    }
  }
#endif
