import Foundation

extension KeyboardObserver {
  /// The current keyboard, then every transition, as an asynchronous sequence.
  ///
  /// The first element is where the keyboard is when the stream is made: a transition from
  /// `.hidden` to the current ``state``, without animation, as ``observe(_:)`` delivers first.
  /// Each call returns a new stream. Unlike closures, which see every transition, a stream keeps
  /// only the newest transition its consumer has not read: a consumer that falls behind gets the
  /// latest one, and the older ones it missed are dropped, so compare `from` with what you last
  /// saw if the difference matters.
  ///
  /// The stream keeps this observer alive until its consumer stops: the loop ends, its task is
  /// cancelled, or the stream is dropped. It never finishes on its own.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await transition in keyboard.transitions() {
  ///     status = transition.to.isVisible ? "shown" : "hidden"  // at once, then on each change
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: A stream of the current keyboard and the transitions after it.
  public func transitions() -> AsyncStream<KeyboardTransition> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: KeyboardTransition.self, bufferingPolicy: .bufferingNewest(1))
    continuation.yield(currentTransition)
    let subscription = subscribe { continuation.yield($0) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }

  /// The height the keyboard covers on the screen, now and after each change, as an
  /// asynchronous sequence: the value a view model shows or lays out with.
  ///
  /// The first element is ``visibleHeight`` when the stream is made, so a view model made while
  /// the keyboard is up reads its height at once; then each new height, repeats dropped. Heights
  /// are overlaps, as ``visibleHeight`` measures them: a hardware keyboard's bar counts its part
  /// on screen, an undocked or floating keyboard 0. A consumer that falls behind gets the newest
  /// height. The stream keeps this observer alive until its consumer stops, and never finishes
  /// on its own.
  ///
  /// ```swift
  /// @MainActor final class ComposerModel {
  ///   private(set) var bottomPadding: CGFloat = 0
  ///
  ///   func follow(_ keyboard: KeyboardObserver) async {
  ///     for await height in keyboard.visibleHeights() {
  ///       bottomPadding = height  // 0, then 335 on an iPhone 16, then 0
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: A stream of visible heights, in points.
  public func visibleHeights() -> AsyncStream<CGFloat> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: CGFloat.self, bufferingPolicy: .bufferingNewest(1))
    var last = visibleHeight
    continuation.yield(last)
    let subscription = subscribe { [weak self] transition in
      guard let self else { return }
      let height = transition.to.coveredHeight(of: self.screenBoundsNow())
      guard height != last else { return }
      last = height
      continuation.yield(height)
    }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }
}
