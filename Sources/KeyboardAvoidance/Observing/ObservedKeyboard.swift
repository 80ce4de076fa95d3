import Foundation
import Observation

/// The keyboard's state as an Observation model, for SwiftUI and any `withObservationTracking`
/// code.
///
/// Views that read ``state``, ``visibleHeight`` or ``isVisible`` update when the keyboard
/// changes. The model is fed by the same transitions as every other channel of its
/// ``KeyboardObserver``.
///
/// ```swift
/// struct LoginView: View {
///   let keyboard: ObservedKeyboard  // keyboardObserver.model
///   var body: some View {
///     Text(keyboard.isVisible ? "typing" : "idle")
///       .padding(.bottom, keyboard.visibleHeight)
///   }
/// }
/// ```
@available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *)
@MainActor
@Observable
public final class ObservedKeyboard {
  /// The keyboard's current state.
  public private(set) var state: KeyboardState

  /// The height of the docked keyboard's part on screen when the last transition happened.
  public private(set) var visibleHeight: CGFloat

  /// The last transition; `nil` before the first.
  public private(set) var lastTransition: KeyboardTransition?

  /// Whether any keyboard is on screen.
  public var isVisible: Bool { state.isVisible }

  init(state: KeyboardState, visibleHeight: CGFloat) {
    self.state = state
    self.visibleHeight = visibleHeight
  }

  func apply(_ transition: KeyboardTransition, visibleHeight: CGFloat) {
    state = transition.to
    self.visibleHeight = visibleHeight
    lastTransition = transition
  }
}

extension KeyboardObserver {
  /// The Observation model of this observer, created on first use.
  ///
  /// ```swift
  /// let model = keyboard.model
  /// model.visibleHeight  // 301
  /// ```
  @available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *)
  public var model: ObservedKeyboard {
    if let model = modelStorage as? ObservedKeyboard { return model }
    let model = ObservedKeyboard(state: state, visibleHeight: visibleHeight)
    modelStorage = model
    return model
  }

  func updateModel(with transition: KeyboardTransition) {
    guard #available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *),
      let model = modelStorage as? ObservedKeyboard
    else { return }
    model.apply(transition, visibleHeight: transition.to.coveredHeight(of: screenBoundsNow()))
  }
}
