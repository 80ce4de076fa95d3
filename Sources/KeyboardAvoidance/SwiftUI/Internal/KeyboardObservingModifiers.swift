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
    ///
    /// The observer measures against the screen of a UIKit view the modifier hosts behind its
    /// content, so it needs no `UIApplication` and works in app extensions.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    struct OwnedKeyboardModifier: ViewModifier {
      @StateObject private var owner = OwnedKeyboard()

      func body(content: Content) -> some View {
        content
          .background(HostedViewReader(anchor: owner.anchor))
          .modifier(ObjectKeyboardModifier(keyboard: owner.keyboard))
      }
    }

    /// The observer of ``OwnedKeyboardModifier`` and the anchor of the view it measures against.
    ///
    /// Until the hosted view is in a window, frames are measured against the screen UIKit posts
    /// with each keyboard notification (iOS 16.1 and later).
    @MainActor
    final class OwnedKeyboard: ObservableObject {
      let anchor: HostedViewAnchor
      let keyboard: KeyboardObservableObject

      init() {
        let anchor = HostedViewAnchor()
        self.anchor = anchor
        keyboard = KeyboardObservableObject(
          observer: KeyboardObserver(center: .default) { [weak anchor] posted in
            UIKitScreens.bounds(of: anchor?.view?.window, posted: posted)
          })
      }
    }
  #endif
#endif
