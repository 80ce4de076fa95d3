import Foundation
import Observation

/// The keyboard's state as an Observation model, for SwiftUI and any `withObservationTracking`
/// code.
///
/// Views that read ``state``, ``visibleHeight`` or ``isVisible`` update when the keyboard
/// changes. Like its observer, the model starts from where the keyboard is: made while the
/// keyboard is up, it reads the height the keyboard covers at once. The model is fed by the same transitions as every other channel of its
/// ``KeyboardObserver``, and it owns that observer: keep the model and the observer keeps
/// observing, even when nothing else holds it; release the model (and any reference of your own
/// to the observer) and the observer stops and leaves its notification center. The observer
/// holds its model weakly, so the two never keep each other alive.
///
/// ```swift
/// struct LoginView: View {
///   // The model is all the view keeps; the observer lives as long as it does.
///   @State private var keyboard = KeyboardObserver().model
///
///   var body: some View {
///     Text(keyboard.isVisible ? "typing" : "idle")  // "typing" while the keyboard is up
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

  /// The observer that feeds this model, kept alive by it.
  private let observer: KeyboardObserver

  init(observer: KeyboardObserver) {
    self.observer = observer
    state = observer.state
    visibleHeight = observer.visibleHeight
  }

  func apply(_ transition: KeyboardTransition, visibleHeight: CGFloat) {
    state = transition.to
    self.visibleHeight = visibleHeight
    lastTransition = transition
  }
}

extension KeyboardObserver {
  /// The Observation model of this observer, which keeps the observer alive.
  ///
  /// The model starts from the observer's current state. The observer holds it weakly and hands
  /// out the same model for as long as anything holds it, so store it (in `@State`, a property,
  /// or the environment) rather than reading `observer.model` afresh in a view's body. The
  /// observer alone may then be released: the model keeps it.
  ///
  /// ```swift
  /// let center = NotificationCenter()
  /// let model = KeyboardObserver(
  ///   center: center, screenBounds: { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// ).model
  /// // After center posts a will-show with a 335 pt docked keyboard:
  /// model.visibleHeight  // 335
  /// ```
  @available(iOS 17, macOS 14, macCatalyst 17, visionOS 1, *)
  public var model: ObservedKeyboard {
    if let model = modelStorage as? ObservedKeyboard { return model }
    let model = ObservedKeyboard(observer: self)
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
