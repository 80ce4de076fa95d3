import Combine
import Foundation

// The test schedulers count time in whole ticks.
extension Int: SchedulerTimeIntervalConvertible {
  public static func seconds(_ s: Int) -> Int { s }
  public static func seconds(_ s: Double) -> Int { Int(s) }
  public static func milliseconds(_ ms: Int) -> Int { ms }
  public static func microseconds(_ us: Int) -> Int { us }
  public static func nanoseconds(_ ns: Int) -> Int { ns }
}

/// A test scheduler that ignores time: it only needs `schedule(options:_:)`, and runs delayed
/// and repeating actions once, like immediate ones.
protocol TimelessScheduler: Scheduler where SchedulerTimeType == Int, SchedulerOptions == Never {}

extension TimelessScheduler {
  var now: Int { 0 }
  var minimumTolerance: Int { 0 }

  func schedule(after date: Int, tolerance: Int, options: Never?, _ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  func schedule(
    after date: Int, interval: Int, tolerance: Int, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(options: nil, action)
    return AnyCancellable {}
  }
}

/// A scheduler the test runs by hand: actions wait until `runAll()`.
///
/// `@unchecked Sendable` because the queue of actions is only touched under the lock.
final class ManualScheduler: TimelessScheduler, @unchecked Sendable {
  private let lock = NSLock()
  private var actions: [() -> Void] = []

  /// How many actions wait to run.
  var pending: Int {
    lock.lock()
    defer { lock.unlock() }
    return actions.count
  }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    lock.lock()
    actions.append(action)
    lock.unlock()
  }

  /// Runs the waiting actions, and those they schedule, in order.
  func runAll() {
    while let action = takeFirst() { action() }
  }

  private func takeFirst() -> (() -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    return actions.isEmpty ? nil : actions.removeFirst()
  }
}

/// A scheduler that runs actions on a serial dispatch queue of its own, as
/// `receive(on: DispatchQueue(label:))` does.
struct QueueScheduler: TimelessScheduler, Sendable {
  let queue = DispatchQueue(label: "CombineScenarios.QueueScheduler")

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    let action = Handoff(action)
    queue.async { action.value() }
  }
}
