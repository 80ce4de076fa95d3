#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI

  /// A view that builds its content from the keyboard: its state and the height it covers.
  ///
  /// The content is rebuilt whenever the keyboard changes. The reader takes the keyboard from
  /// the nearest `observesKeyboard()` above it; with none, it reads the keyboard of the screen it
  /// is on by itself. Either way the keyboard comes from the screen's one keyboard source, the
  /// same the UIKit adapter uses, and starts from where the keyboard is: a reader that appears
  /// while the keyboard is up (on a pushed screen, in a new row) starts with it up. The source
  /// knows of keyboard notifications from the first use of the package's SwiftUI or UIKit
  /// adapters on; until the reader is in a window, its screen is unknown and the keyboard reads
  /// as hidden. Prefer one `observesKeyboard()` at the top of a screen when several views read
  /// the keyboard, so they share one reading.
  ///
  /// A SwiftUI screen that shows the keyboard's height, without a `KeyboardInfo` singleton, a
  /// Combine pipeline or a `#selector` of its own:
  ///
  /// ```swift
  /// struct ContentView: View {
  ///   @State private var input = ""
  ///
  ///   var body: some View {
  ///     VStack {
  ///       TextField("input", text: $input)
  ///       KeyboardReader { keyboard in
  ///         Text("Keyboard height: \(keyboard.visibleHeight)")  // "Keyboard height: 335.0"
  ///       }
  ///       Spacer()
  ///       Button("Send") { input = "" }
  ///     }
  ///     .keyboardAvoiding(spacing: 8)  // the button rests 8 pt above the keyboard
  ///     .dismissesKeyboardOnTap()
  ///   }
  /// }
  /// ```
  @available(iOS 14, macCatalyst 14, visionOS 1, *)
  @MainActor
  public struct KeyboardReader<Content: View>: View {
    @Environment(\.providedKeyboard) private var provided: KeyboardSnapshot?
    private let content: (KeyboardSnapshot) -> Content

    /// Creates a view whose content depends on the keyboard.
    ///
    /// ```swift
    /// KeyboardReader { keyboard in
    ///   if keyboard.isVisible {
    ///     Text("Typing…")  // shown while any keyboard is on screen
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter content: Builds the content from the keyboard's current snapshot.
    public init(@ViewBuilder content: @escaping (KeyboardSnapshot) -> Content) {
      self.content = content
    }

    /// The content built from the keyboard the environment provides, or from an observer of
    /// the reader's own when nothing above provides one.
    public var body: some View {
      if let provided {
        content(provided)
      } else {
        KeyboardReader(content: content).observesKeyboard()
      }
    }
  }
#endif
