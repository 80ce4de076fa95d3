#if canImport(SwiftUI) && canImport(Combine)
  import Combine
  import Foundation
  import SwiftUI

  /// Publishes the keyboard of a ``KeyboardObservableObject`` in the environment.
  @MainActor
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
  @MainActor
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
    /// Publishes the keyboard of the screen the view is on, for the lifetime of the view.
    ///
    /// The keyboard comes from the screen's one keyboard source (the UIKit adapter's), reached
    /// through a UIKit view the modifier hosts behind its content, so it needs no `UIApplication`
    /// and works in app extensions.
    @available(iOS 14, macCatalyst 14, visionOS 1, *)
    @MainActor
    struct OwnedKeyboardModifier: ViewModifier {
      @StateObject private var owner = OwnedKeyboard()

      func body(content: Content) -> some View {
        content
          .background(HostedViewReader(anchor: owner.anchor))
          .environment(\.keyboard, owner.snapshot)
      }
    }

    /// The keyboard of ``OwnedKeyboardModifier`` and the anchor of the view it is read through.
    ///
    /// Until the hosted view is first in a window, the screen is unknown and the keyboard reads
    /// as hidden. From then on it is the screen's keyboard source's: its current state at once,
    /// which a source made now catches up from the keyboard notifications kept since the adapter's
    /// first use, then every transition.
    @MainActor
    final class OwnedKeyboard: ObservableObject {
      /// The keyboard as the views below read it.
      @Published private(set) var snapshot = KeyboardSnapshot.hidden
      let anchor = HostedViewAnchor()
      private var link: KeyboardSourceLink?

      init() {
        let link = KeyboardSourceLink { [weak self] source in
          self?.snapshot = source.snapshot
        }
        self.link = link
        anchor.onWindowChange = { [weak link] window in link?.follow(window) }
      }
    }
  #endif
#endif
