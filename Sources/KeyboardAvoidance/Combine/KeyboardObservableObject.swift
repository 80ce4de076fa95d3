#if canImport(Combine)
  import Combine
  import Foundation

  /// The keyboard's state as an `ObservableObject`, for SwiftUI before iOS 17 and for Combine code.
  ///
  /// It publishes the same transitions as every other channel of its ``KeyboardObserver``. On
  /// iOS 17 and later, ``KeyboardObserver/model`` (Observation) does the same with finer-grained
  /// updates.
  ///
  /// The object keeps its observer alive, and the observer holds it only weakly: keep the object
  /// (a `@StateObject` does) and both live as long as it. It starts from where the keyboard is,
  /// as its observer does: made while the keyboard is up, it publishes the current height at
  /// once.
  ///
  /// ```swift
  /// struct LoginView: View {
  ///   @StateObject private var keyboard = KeyboardObservableObject(observer: KeyboardObserver())
  ///   var body: some View {
  ///     Text("Keyboard height: \(keyboard.visibleHeight)")  // "Keyboard height: 335.0"
  ///   }
  /// }
  /// ```
  @MainActor
  public final class KeyboardObservableObject: ObservableObject {
    /// The keyboard's current state.
    @Published public private(set) var state: KeyboardState

    /// The height of the docked keyboard's part on screen.
    @Published public private(set) var visibleHeight: CGFloat

    /// The last transition; `nil` before the first.
    @Published public private(set) var lastTransition: KeyboardTransition?

    /// Whether any keyboard is on screen.
    public var isVisible: Bool { state.isVisible }

    private let observer: KeyboardObserver
    private var subscription: KeyboardSubscription?

    /// Publishes an observer's transitions.
    ///
    /// - Parameter observer: The observer to follow; this object keeps it alive.
    public init(observer: KeyboardObserver) {
      self.observer = observer
      state = observer.state
      visibleHeight = observer.visibleHeight
      subscription = observer.subscribe { [weak self] transition in
        self?.apply(transition)
      }
    }

    private func apply(_ transition: KeyboardTransition) {
      state = transition.to
      visibleHeight = transition.to.coveredHeight(of: observer.screenBoundsNow())
      lastTransition = transition
    }
  }
#endif
