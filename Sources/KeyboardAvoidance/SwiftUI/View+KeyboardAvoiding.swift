#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI

  @MainActor
  extension View {
    /// Pads the bottom of this view so its content stays above the keyboard, moving in step with
    /// the keyboard's own animation.
    ///
    /// Apply it to the view whose bottom the keyboard would cover, and say how that view's
    /// container places it, which decides how far a bottom padding moves it
    /// (``PaddedContent/Placement``):
    ///
    /// - ``PaddedContent/Placement/fills`` (the default): the view takes all the height it is
    ///   offered, as the outermost view of a screen, a stack with a `Spacer`, or a `ScrollView`
    ///   padded as a whole do. The padding shortens it, so its bottom rises with the padding.
    /// - ``PaddedContent/Placement/top``: content inside a `ScrollView`, or at the top of a
    ///   taller space. No padding moves it; the padding adds room below it to scroll into.
    /// - ``PaddedContent/Placement/center``: content of a fixed height centred in a taller space,
    ///   as `frame(maxHeight: .infinity)` applied after this modifier places it. It rises half as
    ///   far as its padding.
    /// - ``PaddedContent/Placement/bottom``: content of a fixed height at the bottom of a taller
    ///   space. It rises with its padding.
    ///
    /// The modifier lets its content ignore the keyboard's safe area
    /// (`ignoresSafeArea(.keyboard, edges: .bottom)`), so SwiftUI's own avoidance leaves this
    /// content alone where that is up to the modifier's view. It does not stop avoidance above
    /// it: a container that shrinks before the keyboard, or a `UIHostingController` embedded in
    /// UIKit (on iOS 16.4 and later, remove `.keyboard` from its `safeAreaRegions`). Then the
    /// content is measured where that avoidance put it and padded only by what the keyboard
    /// still covers, so the two never add up to more than the keyboard; but a show can overshoot
    /// for a moment before the measurement that follows it settles the padding, and content that
    /// was already lifted clear gets the resting offset, not the spacing. The modifier does not
    /// know how much an ancestor took for the keyboard; it only sees where the content is.
    ///
    /// The modifier measures, in screen coordinates, the content inside its padding and the
    /// padded view around it, and pads the bottom by ``PaddedContent/bottomPadding(for:options:)``.
    /// That padding is decided from where the content would be *without* it, so applying it and
    /// measuring again gives the same padding: the layout settles in one pass, and content inside
    /// a `ScrollView` never grows by the keyboard's height on every pass. A measurement taken
    /// while the padding animates gives the same answer, and the view is measured again after
    /// every keyboard transition, once UIKit has handled it, so a form sheet that UIKit moves for
    /// the keyboard is measured where it ends up. The padding changes
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
    /// A form in a scroll view:
    ///
    /// ```swift
    /// ScrollView {
    ///   SignUpForm()
    ///     .keyboardAvoiding(spacing: 8, placement: .top)
    /// }
    /// .ignoresSafeArea(.keyboard, edges: .bottom)  // the form's padding is the only room made
    /// // Keyboard up: room below the form, so its last field scrolls 8 pt above the keyboard.
    /// ```
    ///
    /// - Parameters:
    ///   - spacing: The gap between the content and the keyboard's top while the keyboard
    ///     covers the view; 0 by default.
    ///   - restingOffset: The bottom padding while the keyboard covers nothing; 0 by default.
    ///   - followsUndockedKeyboard: Whether undocked, split and floating iPad keyboards are
    ///     avoided too; `false` by default, like `UIKeyboardLayoutGuide`.
    ///   - placement: How this view's container places it; ``PaddedContent/Placement/fills`` by
    ///     default, right for the outermost view of a screen.
    /// - Returns: A view that keeps its content above the keyboard.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    public func keyboardAvoiding(
      spacing: CGFloat = 0, restingOffset: CGFloat = 0, followsUndockedKeyboard: Bool = false,
      placement: PaddedContent.Placement = .fills
    ) -> some View {
      keyboardAvoiding(
        KeyboardAvoidanceOptions(
          spacing: spacing, restingOffset: restingOffset,
          followsUndockedKeyboard: followsUndockedKeyboard),
        placement: placement)
    }

    /// Pads the bottom of this view so its content stays above the keyboard, with options you
    /// keep in one place.
    ///
    /// The same as
    /// ``SwiftUI/View/keyboardAvoiding(spacing:restingOffset:followsUndockedKeyboard:placement:)``.
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
    /// - Parameters:
    ///   - options: Spacing, resting offset, and whether undocked keyboards count.
    ///   - placement: How this view's container places it; ``PaddedContent/Placement/fills`` by
    ///     default, right for the outermost view of a screen.
    /// - Returns: A view that keeps its content above the keyboard.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    public func keyboardAvoiding(
      _ options: KeyboardAvoidanceOptions, placement: PaddedContent.Placement = .fills
    ) -> some View {
      modifier(KeyboardAvoidingModifier(options: options, placement: placement))
    }
  }

  /// Pads its content by the core's answer for the content as last measured.
  ///
  /// A thin translation: ``PaddedContentMeter`` turns two hosted views into a ``PaddedContent``,
  /// and ``PaddedContent/bottomPadding(for:options:)`` decides.
  @available(iOS 14, macCatalyst 14, visionOS 1, *)
  @MainActor
  struct KeyboardAvoidingModifier: ViewModifier {
    let options: KeyboardAvoidanceOptions
    let placement: PaddedContent.Placement
    /// The content as last measured; unmeasured until it is in a window.
    @State private var measured = PaddedContent.unmeasured
    /// The same meter for the view's lifetime.
    @State private var meter = PaddedContentMeter()

    func body(content: Content) -> some View {
      let meter = self.meter
      let report: @MainActor (PaddedContent) -> Void = { measured = $0 }
      return KeyboardReader { keyboard in
        let padding = measured.bottomPadding(for: keyboard.state, options: options)
        content
          // Inside the padding: the content alone.
          .background(ScreenFrameReader(meter: meter, role: .content(placement, report: report)))
          .padding(.bottom, padding)
          .background(ScreenFrameReader(meter: meter, role: .padded))
          .animation(.keyboard(keyboard.state.animation), value: padding)
      }
      .ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }
#endif
