#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI

  extension View {
    /// Pads the bottom of this view so its content stays above the keyboard, moving in step with
    /// the keyboard's own animation.
    ///
    /// Apply it to the view whose bottom the keyboard would cover, usually the outermost view of
    /// a screen with its controls at the bottom. The modifier turns SwiftUI's own keyboard
    /// avoidance off for that view, measures the view in screen coordinates, and pads its bottom
    /// by ``KeyboardState/bottomPadding(for:options:)``: the distance from the view's bottom edge
    /// up to the keyboard's top, less the bottom safe area, plus `spacing`. The padding changes
    /// with ``SwiftUI/Animation/keyboard(_:model:)``, the keyboard's own curve. Because it
    /// measures the overlap, it is right for hardware keyboards (only the bar is avoided), form
    /// sheets, Split View and Stage Manager windows, and keyboards on another screen (nothing to
    /// avoid).
    ///
    /// A text field with a button pinned to the bottom:
    ///
    /// ```swift
    /// VStack {
    ///   TextField("input", text: $input)
    ///   Spacer()
    ///   Button("Send", action: send)
    /// }
    /// .keyboardAvoiding(spacing: 8)
    /// // iPhone 16, keyboard up: the button's bottom is 8 pt above the keyboard's top.
    /// // Keyboard down: the button sits at the bottom of the safe area.
    /// ```
    ///
    /// - Parameters:
    ///   - spacing: The gap between the content and the keyboard's top while the keyboard
    ///     covers the view; 0 by default.
    ///   - restingOffset: The bottom padding while the keyboard covers nothing; 0 by default.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards are
    ///     avoided too; `false` by default, like `UIKeyboardLayoutGuide`.
    /// - Returns: A view that keeps its content above the keyboard.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    public func keyboardAvoiding(
      spacing: CGFloat = 0, restingOffset: CGFloat = 0, followsUndockedKeyboard: Bool = false
    ) -> some View {
      keyboardAvoiding(
        KeyboardAvoidanceOptions(
          spacing: spacing, restingOffset: restingOffset,
          followsUndockedKeyboard: followsUndockedKeyboard))
    }

    /// Pads the bottom of this view so its content stays above the keyboard, with options you
    /// keep in one place.
    ///
    /// The same as
    /// ``SwiftUI/View/keyboardAvoiding(spacing:restingOffset:followsUndockedKeyboard:)``.
    ///
    /// ```swift
    /// extension KeyboardAvoidanceOptions {
    ///   static let composer = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
    /// }
    ///
    /// ComposeView()
    ///   .keyboardAvoiding(.composer)  // 16 pt above the safe area, 8 pt above the keyboard
    /// ```
    ///
    /// - Parameter options: Spacing, resting offset, and whether undocked keyboards count.
    /// - Returns: A view that keeps its content above the keyboard.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    public func keyboardAvoiding(_ options: KeyboardAvoidanceOptions) -> some View {
      modifier(KeyboardAvoidingModifier(options: options))
    }
  }

  /// Pads its content by the core's answer for the content's measured frame.
  @available(iOS 14, macCatalyst 14, visionOS 1, *)
  struct KeyboardAvoidingModifier: ViewModifier {
    let options: KeyboardAvoidanceOptions
    /// The padded content in screen coordinates; `nil` until it is in a window.
    @State private var measured: AvoidingView?

    func body(content: Content) -> some View {
      KeyboardReader { keyboard in
        let padding = keyboard.state.bottomPadding(for: measured, options: options)
        content
          .padding(.bottom, padding)
          // The frame is measured padding included, so the padding does not change the answer.
          // Not with GeometryProxy.frame(in: .global): that is the window's coordinate space,
          // which is not the screen's (where the keyboard's frame is) in Stage Manager, Split
          // View and form sheets.
          .background(ScreenFrameReader { measured = $0 })
          .animation(.keyboard(keyboard.state.animation), value: padding)
      }
      .ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }
#endif
