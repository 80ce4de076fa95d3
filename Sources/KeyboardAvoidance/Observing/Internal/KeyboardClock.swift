import Foundation

/// The time an observer reads and the sleep it waits with, injected so tests run on a clock of
/// their own.
///
/// Live, the time is the system's uptime, which never jumps with the wall clock, and the sleep
/// is `Task.sleep`, which ends early with a `CancellationError` when the waiting task is
/// cancelled.
package struct KeyboardClock: Sendable {
  /// The current time, in seconds.
  package var now: @Sendable () -> TimeInterval
  /// Waits for this many seconds; throws `CancellationError` when the task is cancelled.
  package var sleep: @Sendable (TimeInterval) async throws -> Void

  /// Creates a clock from its two parts.
  package init(
    now: @escaping @Sendable () -> TimeInterval,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The system's uptime and `Task.sleep`.
  package static let live = KeyboardClock(
    now: { ProcessInfo.processInfo.systemUptime },
    sleep: { seconds in
      // A day is more than any keyboard animation; the bound keeps the conversion finite.
      let bounded = min(max(seconds, 0), 86_400)
      try await Task.sleep(nanoseconds: UInt64(bounded * 1_000_000_000))
    })
}
