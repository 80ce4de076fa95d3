#if canImport(UIKit)
  import Foundation
  import QuartzCore
  import UIKit

  /// The one keyboard observer of a screen, shared by every anchor, binding, scroll view, the
  /// automatic mode and the interactive-dismissal tracker on it.
  ///
  /// Created on first use for a screen and kept for the screen's lifetime, it holds the keyboard's
  /// current state, so a binding made while the keyboard is up starts from it. Each transition is
  /// applied window by window in one animation block and a fixed order: constraints, one layout
  /// pass, scroll views and the automatic mode, then the rest. Two avoiders on one screen then
  /// never add up, whatever order they were made in.
  ///
  /// Every timing decision reads one clock, ``clock``: the time a change posted without
  /// animation has left of the animation in flight. An app never sets it; scenarios on the UIKit
  /// model set ``clock`` to the model's clock, so a session animates or jumps the same way however
  /// long the test machine takes between two posts.
  @MainActor
  package final class KeyboardSource {
    /// The clock of every source made from now on: Core Animation's media time, the clock UIKit
    /// runs its animations on, in an app.
    package static var clock: @Sendable () -> TimeInterval = { CACurrentMediaTime() }

    let observer: KeyboardObserver
    /// The time this source's timing decisions read, in seconds.
    let clock: @Sendable () -> TimeInterval
    private var subscription: KeyboardSubscription?
    private var anchors: [WeakReference<KeyboardAnchor>] = []
    private var participants:
      [(
        id: ObjectIdentifier, window: @MainActor () -> UIWindow?, run: @MainActor (Delivery) -> Void
      )] =
        []
    private var inFlight = InFlightKeyboardAnimation()
    private var focusRegistration: NotificationRegistration?

    private static var sources: [(space: WeakReference<AnyObject>, source: KeyboardSource)] = []

    /// The source of the screen `window` is on, created on first use.
    static func of(_ window: UIWindow) -> KeyboardSource? {
      KeyboardEventLog.start()
      guard let screen = UIKitScreens.screen(of: window) else { return nil }
      // A test's window hears its own simulator's center (KeyboardCenters), the rest UIKit's.
      let center = KeyboardCenters.center(for: window)
      sources.removeAll { $0.space.object == nil }
      if let existing = sources.first(where: {
        $0.space.object === screen.owner && $0.source.observer.center === center
      }) {
        return existing.source
      }
      let source = KeyboardSource(
        window: window, owner: screen.owner, center: center, clock: Self.clock)
      sources.append((WeakReference(screen.owner), source))
      return source
    }

    private init(
      window: UIWindow, owner: AnyObject, center: NotificationCenter,
      clock: @escaping @Sendable () -> TimeInterval
    ) {
      self.clock = clock
      // The observer starts from the package's record of the keyboard on this screen.
      observer = KeyboardObserver(center: center, catchingUpOn: owner) { [weak owner] _ in
        guard let owner else { return .zero }
        return UIKitScreens.bounds(ofScreen: owner)
      }
      subscription = observer.subscribe { [weak self] transition in
        self?.deliver(transition)
      }
      // Switching fields while the keyboard stays up changes what must be revealed, though no
      // keyboard notification says so.
      focusRegistration = NotificationRegistration(
        center: .default,
        names: [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        ]
      ) { [weak self] notification in
        let field = notification.object as? UIView
        MainQueue.run { self?.focusDidChange(to: field) }
      }
    }

    /// The keyboard's current state on this screen.
    var state: KeyboardState { observer.state }

    /// The keyboard's current state on this screen and the height it covers there, as SwiftUI
    /// views read it.
    var snapshot: KeyboardSnapshot {
      KeyboardSnapshot(state: state, screenBounds: observer.screenBoundsNow())
    }

    func attach(_ anchor: KeyboardAnchor) {
      anchors.removeAll { $0.object == nil || $0.object === anchor }
      anchors.append(WeakReference(anchor))
    }

    func detach(_ anchor: KeyboardAnchor) {
      anchors.removeAll { $0.object == nil || $0.object === anchor }
    }

    /// Runs `run` with every delivery to the window `window` names, after scroll views and before
    /// the rest, until `owner` removes itself.
    func addParticipant(
      _ owner: AnyObject, window: @escaping @MainActor () -> UIWindow?,
      run: @escaping @MainActor (Delivery) -> Void
    ) {
      let id = ObjectIdentifier(owner)
      participants.removeAll { $0.id == id }
      participants.append((id, window, run))
    }

    func removeParticipant(_ owner: AnyObject) {
      participants.removeAll { $0.id == ObjectIdentifier(owner) }
    }

    /// Delivers the current state again, without animation, to one anchor that has just come
    /// to this screen or received a binding.
    func catchUp(_ anchor: KeyboardAnchor) {
      guard let window = anchor.window else { return }
      let transition = KeyboardTransition(from: state, to: state, animation: .none)
      apply(Delivery(transition: transition, window: window), to: [anchor], participants: false)
    }

    /// Delivers the current state again to every anchor of a window, with the keyboard's usual
    /// timing: a field took the focus, so what must be revealed changed.
    func refresh(_ window: UIWindow) {
      let transition = KeyboardTransition(from: state, to: state, animation: .systemDefault)
      apply(
        Delivery(transition: transition, window: window), to: anchors(in: window),
        participants: true)
    }

    /// Follows the finger of an interactive dismissal: every anchor of the screen moves with it.
    func trackInteractiveDismissal(fingerY: CGFloat) {
      observer.trackInteractiveDismissal(fingerY: fingerY)
    }

    func endInteractiveDismissal() {
      observer.endInteractiveDismissal()
    }

    private func focusDidChange(to field: UIView?) {
      guard let window = field?.window, KeyboardSource.of(window) === self else { return }
      refresh(window)
    }

    private func anchors(in window: UIWindow) -> [KeyboardAnchor] {
      anchors.compactMap(\.object).filter { $0.window === window }
    }

    private func deliver(_ transition: KeyboardTransition) {
      let transition = transition.with(animation: animation(for: transition))
      var windows: [UIWindow] = []
      for anchor in anchors.compactMap(\.object) {
        guard let window = anchor.window, !windows.contains(where: { $0 === window }) else {
          continue
        }
        windows.append(window)
      }
      for window in participantWindows() where !windows.contains(where: { $0 === window }) {
        windows.append(window)
      }
      for window in windows {
        apply(
          Delivery(transition: transition, window: window), to: anchors(in: window),
          participants: true)
      }
    }

    /// The windows participants work in, on this screen.
    private func participantWindows() -> [UIWindow] {
      participants.compactMap { $0.window() }.filter { KeyboardSource.of($0) === self }
    }

    /// The animation a transition is applied with: a change that arrives with no animation while
    /// an animated one is still running finishes with the time that one has left and its curve
    /// (``InFlightKeyboardAnimation``), on this source's clock.
    private func animation(for transition: KeyboardTransition) -> KeyboardAnimation {
      inFlight.animation(for: transition.animation, at: clock())
    }

    /// Applies one transition to the anchors of one window: pending layout first, without
    /// animation; then, in the keyboard's animation, constraints, one layout pass, scroll views
    /// and the automatic mode, then the rest.
    private func apply(_ delivery: Delivery, to anchors: [KeyboardAnchor], participants: Bool) {
      let bindings = anchors.flatMap(\.bindings)
      guard !bindings.isEmpty || (participants && !self.participants.isEmpty) else { return }
      let window = delivery.window
      KeyboardAnimator.run(delivery.transition.animation, in: window) { completion in
        var delivery = delivery
        delivery.completion = completion
        for binding in bindings where binding.phase == .constraints { binding.apply(delivery) }
        window.layoutIfNeeded()
        for binding in bindings where binding.phase == .scrollViews { binding.apply(delivery) }
        if participants {
          for participant in self.participants where participant.window() === window {
            participant.run(delivery)
          }
        }
        for binding in bindings where binding.phase == .decorations { binding.apply(delivery) }
      }
    }
  }

  /// One transition on its way to the bindings of one window.
  @MainActor
  struct Delivery {
    let transition: KeyboardTransition
    let window: UIWindow
    /// Runs work when the keyboard's animation ends (at once when it does not animate).
    var completion = KeyboardAnimator.Completion()

    init(transition: KeyboardTransition, window: UIWindow) {
      self.transition = transition
      self.window = window
    }
  }

  extension KeyboardTransition {
    func with(animation: KeyboardAnimation) -> KeyboardTransition {
      KeyboardTransition(from: from, to: to, animation: animation)
    }
  }
#endif
