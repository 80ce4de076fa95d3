extension KeyboardObserver {
  /// The transitions from now on, as an asynchronous sequence.
  ///
  /// Each call returns a new stream. Unlike closures, which see every transition, a stream
  /// keeps only the newest transition its consumer has not read: a consumer that falls behind
  /// gets the latest one, and the older ones it missed are dropped, so compare `from` with what
  /// you last saw if the difference matters. The stream finishes when the observer is released.
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
