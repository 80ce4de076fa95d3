#if canImport(SwiftUI) && canImport(Combine)
  import Combine
  import Foundation
  import SwiftUI

  @MainActor
  extension View {
    #if canImport(UIKit)
      /// Observes the keyboard once for this view and everything inside it.
      ///
      /// The modifier reads the keyboard of the screen the view is on, from the screen's one
      /// keyboard source (the UIKit adapter's), reached through a UIKit view it hosts behind its
      /// content, and publishes it in the `keyboard` environment value, where
      /// ``KeyboardReader``, `keyboardAvoiding(spacing:...)` and `@Environment(\.keyboard)` read
      /// it. It starts from where the keyboard is, so a screen that appears while the keyboard is
      /// up starts with it up; until the view is in a window, the screen is unknown and the
      /// keyboard reads as hidden. The source knows of keyboard notifications from the first use
      /// of the package's SwiftUI or UIKit adapters on. Put the modifier at the top of the app or
      /// of a screen: every view below shares the one reading. It never touches `UIApplication`,
      /// so it works in app extensions.
      ///
      /// ```swift
      /// @main
      /// struct ChatApp: App {
      ///   var body: some Scene {
      ///     WindowGroup {
      ///       ContentView()
      ///         .observesKeyboard()
      ///     }
      ///   }
      /// }
      /// ```
      ///
      /// - Returns: A view that provides the keyboard to its content.
      @available(iOS 14, macCatalyst 14, visionOS 1, *)
      public func observesKeyboard() -> some View {
        modifier(OwnedKeyboardModifier())
      }
    #endif

    /// Provides the keyboard of an observable object you own to this view and everything inside
    /// it.
    ///
    /// Use it when the observer needs something the parameterless `observesKeyboard()` cannot
    /// give it, such as a notification center of your own in tests and previews, or the screen of
    /// a particular view. The view keeps following the object (`@ObservedObject`); you keep it
    /// alive.
    ///
    /// ```swift
    /// @StateObject private var keyboard = KeyboardObservableObject(
    ///   observer: KeyboardObserver(center: testCenter))
    ///
    /// var body: some View {
    ///   ComposeView()
    ///     .observesKeyboard(keyboard)
    /// }
    /// ```
    ///
    /// - Parameter keyboard: The object whose keyboard the views below read.
    /// - Returns: A view that provides the keyboard to its content.
    public func observesKeyboard(_ keyboard: KeyboardObservableObject) -> some View {
      modifier(ObjectKeyboardModifier(keyboard: keyboard))
    }

    /// Provides the keyboard of an Observation model to this view and everything inside it.
    ///
    /// On iOS 17 and later, a ``KeyboardObserver``'s ``KeyboardObserver/model`` carries the same
    /// transitions as every other channel; reading it in the modifier's body is what keeps the
    /// environment up to date.
    ///
    /// ```swift
    /// @main
    /// struct ChatApp: App {
    ///   @State private var keyboard = KeyboardObserver()
    ///   var body: some Scene {
    ///     WindowGroup {
    ///       ContentView()
    ///         .observesKeyboard(keyboard.model)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter keyboard: The model whose keyboard the views below read.
    /// - Returns: A view that provides the keyboard to its content.
    @available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *)
    public func observesKeyboard(_ keyboard: ObservedKeyboard) -> some View {
      modifier(ModelKeyboardModifier(keyboard: keyboard))
    }
  }
#endif
