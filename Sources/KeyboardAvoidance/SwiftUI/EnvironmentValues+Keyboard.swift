#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// Where the keyboard lives in the environment: `nil` until a view above provides it.
  private struct KeyboardSnapshotKey: EnvironmentKey {
    static var defaultValue: KeyboardSnapshot? { nil }
  }

  extension EnvironmentValues {
    /// The keyboard as the views below read it: its state and the height it covers on screen.
    ///
    /// ``SwiftUI/View/observesKeyboard()`` keeps it up to date for everything inside the view it
    /// modifies; without it the value is ``KeyboardSnapshot/hidden``. Read it with `@Environment`,
    /// or set it yourself to preview a screen with the keyboard up.
    ///
    /// ```swift
    /// struct SendButton: View {
    ///   @Environment(\.keyboard) private var keyboard
    ///   var body: some View {
    ///     Button(keyboard.isVisible ? "Send" : "Compose") {}  // "Send" while typing
    ///   }
    /// }
    ///
    /// #Preview {
    ///   let docked = KeyboardState(
    ///     presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))
    ///   return ComposeView()
    ///     .environment(\.keyboard, KeyboardSnapshot(state: docked, visibleHeight: 335))
    /// }
    /// ```
    public var keyboard: KeyboardSnapshot {
      get { self[KeyboardSnapshotKey.self] ?? .hidden }
      set { self[KeyboardSnapshotKey.self] = newValue }
    }

    /// The keyboard a view above provided; `nil` when none did, and a ``KeyboardReader`` then
    /// observes the keyboard itself.
    var providedKeyboard: KeyboardSnapshot? { self[KeyboardSnapshotKey.self] }
  }
#endif
