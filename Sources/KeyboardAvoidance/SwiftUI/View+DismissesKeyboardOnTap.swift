#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  @MainActor
  extension View {
    /// Dismisses the keyboard when the user taps this view's background, or a scroll view inside
    /// it anywhere but on a text field or another control.
    ///
    /// Two layers catch the taps, and both end editing in the window showing this view
    /// (`UIView.endEditing(_:)` on that window), which dismisses the keyboard:
    ///
    /// - A clear, tappable layer behind the view takes the taps that land on its empty space.
    ///   Taps on the views in front of it, such as buttons, text fields and text, reach them as
    ///   usual and keep the keyboard up.
    /// - A `ScrollView`, `List` or `Form` covers its whole frame with a UIKit scroll view, so the
    ///   layer behind it never sees a tap. For those, a UIKit tap recognizer on the root view of
    ///   the screen takes the taps that land inside this view's frame and inside a scroll view,
    ///   except those on a UIKit control or an editable text view, where SwiftUI's text fields and
    ///   text editors are (the SwiftUI Introspect library, github.com/siteline/swiftui-introspect,
    ///   finds a `UIScrollView` under a `ScrollView` and a `UITextField` under a `TextField` on
    ///   iOS 13 to 18). It neither cancels nor delays touches and recognizes alongside every other
    ///   gesture, so rows still select and buttons still act; a SwiftUI button inside a scroll view
    ///   is not a UIKit control, so a tap on it dismisses the keyboard as well.
    ///
    /// A label or an image in front of the layer and outside any scroll view keeps its taps, and
    /// the keyboard stays up. On iOS 16 and later, a scroll container can also dismiss the
    /// keyboard when it scrolls: apply `scrollDismissesKeyboard(.immediately)` or
    /// `.interactively` to it (developer.apple.com/documentation/swiftui/view/
    /// scrolldismisseskeyboard(_:)); the two work together.
    ///
    /// The window is found through a UIKit view the layer hosts, never through `UIApplication`, so
    /// the modifier works in app extensions too. It replaces the usual `onTapGesture` that sends
    /// `resignFirstResponder` through `UIApplication.sendAction` with a `#selector`; unlike that,
    /// it leaves fields in the app's other windows alone.
    ///
    /// ```swift
    /// VStack {
    ///   TextField("input", text: $input)
    ///   Spacer()
    /// }
    /// .dismissesKeyboardOnTap()  // a tap below the text field hides the keyboard
    ///
    /// ScrollView {
    ///   SignUpForm()
    /// }
    /// .dismissesKeyboardOnTap()  // a tap between the form's fields hides it too
    /// ```
    ///
    /// - Returns: A view whose background, and whose scroll views, dismiss the keyboard when
    ///   tapped.
    public func dismissesKeyboardOnTap() -> some View {
      modifier(DismissesKeyboardOnTapModifier())
    }
  }

  /// The tappable background of ``SwiftUI/View/dismissesKeyboardOnTap()``, and the recognizer
  /// that serves its scroll views.
  @MainActor
  struct DismissesKeyboardOnTapModifier: ViewModifier {
    /// The recognizer over scroll views and the hosted view that marks the frame; the same for
    /// the view's lifetime.
    @State private var scrollTaps = ScrollTapDismissal()

    func body(content: Content) -> some View {
      let anchor = scrollTaps.anchor
      return content.background(
        Color.clear
          .background(HostedViewReader(anchor: anchor))
          .contentShape(Rectangle())
          .onTapGesture { _ = anchor.view?.window?.endEditing(true) })
    }
  }
#endif
