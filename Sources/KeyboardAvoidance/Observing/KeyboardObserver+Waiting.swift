import Foundation

extension KeyboardObserver {
  /// Returns the keyboard's state as soon as it is on screen: at once if it is up now,
  /// otherwise at the next show.
  ///
  /// This is the wait to use after your own code brings the keyboard up: iOS may post the show
  /// while `becomeFirstResponder()` runs, before any wait could begin, and `shown()` then
  /// returns at once. Follow it with ``animationEnd()`` to wait until the keyboard rests.
  ///
  /// ```swift
  /// field.becomeFirstResponder()
  /// let keyboardState = try await keyboard.shown()
  /// keyboardState.presentation  // docked
  /// ```
  ///
  /// - Returns: The keyboard's state once it is on screen.
  /// - Throws: `CancellationError` when the waiting task is cancelled first; the wait ends at
  ///   once.
  public func shown() async throws(CancellationError) -> KeyboardState {
    if state.isVisible { return state }
    return try await nextShow().to
  }

  /// Returns as soon as no keyboard is on screen: at once if it is hidden now, otherwise at the
  /// next hide.
  ///
  /// ```swift
  /// view.endEditing(true)
  /// try await keyboard.hidden()
  /// ```
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled first; the wait ends at
  ///   once.
  public func hidden() async throws(CancellationError) {
    if !state.isVisible { return }
    _ = try await nextHide()
  }

  /// Waits for the keyboard to appear: the next transition from hidden to on screen.
  ///
  /// The wait begins when the call starts running on the main actor; a keyboard already on
  /// screen does not count, and a keyboard that moves while it stays up (the predictive row,
  /// another field) is no show. Use it to wait for the user; to wait for a keyboard your own
  /// code brings up, use ``shown()``, which cannot miss a show posted before the wait begins.
  ///
  /// ```swift
  /// // A hint that goes away once the user brings the keyboard up.
  /// Task { @MainActor in
  ///   let transition = try await keyboard.nextShow()
  ///   hint.isHidden = true  // transition.to.presentation is docked
  /// }
  /// ```
  ///
  /// - Returns: The transition that showed the keyboard; its ``KeyboardTransition/animation``
  ///   is the show's timing.
  /// - Throws: `CancellationError` when the waiting task is cancelled first; the wait ends at
  ///   once.
  public func nextShow() async throws(CancellationError) -> KeyboardTransition {
    try await nextTransition { $0.isShowing }
  }

  /// Waits for the keyboard to leave: the next transition from on screen to hidden.
  ///
  /// The wait begins when the call starts running on the main actor; a keyboard already hidden
  /// does not count. iOS reports an iPad keyboard that undocks as a hide; the observer reads it
  /// as undocked, not hidden, so that is no hide here. To wait for a hide your own code causes,
  /// use ``hidden()``.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   _ = try await keyboard.nextHide()
  ///   saveDraft()  // the user put the keyboard away
  /// }
  /// ```
  ///
  /// - Returns: The transition that hid the keyboard.
  /// - Throws: `CancellationError` when the waiting task is cancelled first; the wait ends at
  ///   once.
  public func nextHide() async throws(CancellationError) -> KeyboardTransition {
    try await nextTransition { $0.isHiding }
  }

  /// Waits until the keyboard has stopped moving, and returns where it came to rest.
  ///
  /// Returns at once when no animation is in flight. Otherwise it waits for the end of the
  /// latest animated transition's movement, and longer if another change starts meanwhile: the
  /// keyboard comes to rest only after the last one.
  ///
  /// The end is the transition's start plus its animation's
  /// ``KeyboardAnimation/effectiveDuration(model:)``, not its
  /// ``KeyboardAnimation/duration``: iOS posts 0.25 s with the keyboard's curve 7, but moves the
  /// keyboard on a spring that settles after about 0.5 s, so waiting for `duration` would return
  /// with the keyboard still sliding (a measurement or screenshot then catches it mid-way). For
  /// the named curves the two are the same.
  ///
  /// ```swift
  /// field.becomeFirstResponder()
  /// _ = try await keyboard.shown()
  /// let resting = try await keyboard.animationEnd()  // about 0.5 s after the show
  /// resting.frame.minY  // 517 on an iPhone 16 with the predictive row
  /// ```
  ///
  /// - Returns: The keyboard's state once it rests.
  /// - Throws: `CancellationError` when the waiting task is cancelled, before or during the
  ///   wait; the wait ends at once.
  public func animationEnd() async throws(CancellationError) -> KeyboardState {
    if Task.isCancelled { throw CancellationError() }
    while let start = inFlight.start {
      let remaining = start + inFlight.animation.effectiveDuration() - clock.now()
      guard remaining > 0 else { break }
      do {
        try await clock.sleep(remaining)
      } catch {
        throw CancellationError()
      }
    }
    return state
  }

  /// The first transition from now on that `matches` accepts.
  private func nextTransition(
    where matches: @escaping @MainActor (KeyboardTransition) -> Bool
  ) async throws(CancellationError) -> KeyboardTransition {
    // Unbounded, so a show followed at once by another change is not dropped unread.
    let (stream, continuation) = AsyncStream.makeStream(
      of: KeyboardTransition.self, bufferingPolicy: .unbounded)
    let subscription = subscribe { transition in
      if matches(transition) { continuation.yield(transition) }
    }
    continuation.onTermination = { _ in subscription.cancel() }
    defer { continuation.finish() }
    for await transition in stream {
      return transition
    }
    // The stream ends early only when the waiting task is cancelled.
    throw CancellationError()
  }
}
