#if canImport(SwiftUI) && canImport(Combine)
  import Combine
  import Foundation
  import SwiftUI

  /// Publishes the keyboard of a ``KeyboardObservableObject`` in the environment.
  struct ObjectKeyboardModifier: ViewModifier {
    @ObservedObject var keyboard: KeyboardObservableObject

    func body(content: Content) -> some View {
      content.environment(
        \.keyboard,
        KeyboardSnapshot(state: keyboard.state, visibleHeight: keyboard.visibleHeight))
    }
  }

  /// Publishes the keyboard of an ``ObservedKeyboard`` in the environment.
  @available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *)
  struct ModelKeyboardModifier: ViewModifier {
    let keyboard: ObservedKeyboard

    func body(content: Content) -> some View {
      // Reading the model here subscribes this modifier to it (Observation).
      content.environment(
        \.keyboard,
        KeyboardSnapshot(state: keyboard.state, visibleHeight: keyboard.visibleHeight))
    }
  }

  #if canImport(UIKit)
    /// Owns an observer for the lifetime of the view and publishes its keyboard.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    struct OwnedKeyboardModifier: ViewModifier {
      @StateObject private var keyboard = KeyboardObservableObject(observer: KeyboardObserver())

      func body(content: Content) -> some View {
        content.modifier(ObjectKeyboardModifier(keyboard: keyboard))
      }
    }
  #endif
#endif
