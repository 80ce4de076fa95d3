extension KeyboardObserver {
  /// The transitions from now on, as an asynchronous sequence.
  ///
  /// Each call returns a new stream. A consumer that falls behind gets the newest transition
  /// first: older undelivered ones are dropped, so compare `from` with what you last saw if the
  /// difference matters. The stream finishes when the observer is released.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await transition in keyboard.transitions() {
  ///     status = transition.to.isVisible ? "shown" : "hidden"
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: A stream of the transitions delivered after this call.
  public func transitions() -> AsyncStream<KeyboardTransition> {
    streams.makeStream()
  }
}
