import Foundation
import KeyboardAvoidance

/// Figure 1: what the whole pipeline costs per notification, against the cheapest observer that
/// still reads the keyboard's frame.
///
/// Both sides post the same `Notification` values, with the same loop, on private
/// `NotificationCenter`s that each hold one observer registered for the six keyboard names. Rounds
/// alternate which side goes first, so both share the machine's noise; the ratio is taken per
/// round and its median reported.
@MainActor
enum PipelineBenchmark {
  /// The medians over all rounds of one workload.
  struct Result {
    let workload: String
    let pipelineNanosecondsPerEvent: Double
    let floorNanosecondsPerEvent: Double
    let pipelineOverFloor: Double
  }

  static func run(_ workload: PipelineWorkload, eventsPerRound: Int, rounds: Int) -> Result {
    let floorCenter = NotificationCenter()
    let floor = FloorObserver(center: floorCenter)
    let pipelineCenter = NotificationCenter()
    let pipeline = PipelineObserver(center: pipelineCenter)
    let cycle = workload.notifications.count
    let events = max(cycle, eventsPerRound / cycle * cycle)

    // Warm-up: caches, lazily created statics, the allocator's free lists.
    _ = time(workload.notifications, events: events, on: floorCenter)
    _ = time(workload.notifications, events: events, on: pipelineCenter)

    var floorTimes: [Double] = []
    var pipelineTimes: [Double] = []
    var ratios: [Double] = []
    for round in 0..<rounds {
      let floorTime: Double
      let pipelineTime: Double
      if round.isMultiple(of: 2) {
        floorTime = time(workload.notifications, events: events, on: floorCenter)
        pipelineTime = time(workload.notifications, events: events, on: pipelineCenter)
      } else {
        pipelineTime = time(workload.notifications, events: events, on: pipelineCenter)
        floorTime = time(workload.notifications, events: events, on: floorCenter)
      }
      floorTimes.append(floorTime / Double(events))
      pipelineTimes.append(pipelineTime / Double(events))
      ratios.append(pipelineTime / floorTime)
    }
    // Both observers stay registered until here, whatever the optimiser sees.
    withExtendedLifetime((floor, pipeline)) {}
    return Result(
      workload: workload.name,
      pipelineNanosecondsPerEvent: Statistics.median(pipelineTimes),
      floorNanosecondsPerEvent: Statistics.median(floorTimes),
      pipelineOverFloor: Statistics.median(ratios))
  }

  /// The posting loop both sides share; returns the elapsed nanoseconds.
  private static func time(
    _ notifications: [Notification], events: Int, on center: NotificationCenter
  ) -> Double {
    var index = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<events {
      center.post(notifications[index])
      index += 1
      if index == notifications.count { index = 0 }
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }
}

/// Where observers leave a value derived from each notification: a store to an object that a
/// registered block holds cannot be optimised away, so neither can the work that produced it.
///
/// `@unchecked Sendable` because NotificationCenter wants `@Sendable` blocks, and the benchmark
/// only posts from the main thread, so the blocks that write here never run concurrently.
final class Sink: @unchecked Sendable {
  var total: CGFloat = 0
}

/// The floor: a bare block that reads the end frame from `userInfo`, and nothing else.
///
/// It registers for the same six names as ``KeyboardObserver``, so the notification center does
/// the same work for both; the key is read once, outside the block; the block looks the key up,
/// unboxes the rectangle and adds its top edge to a sink. No check, no state, no main-actor hop.
final class FloorObserver {
  let sink = Sink()
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  init(center: NotificationCenter) {
    self.center = center
    let key = KeyboardUserInfoKey.frameEnd
    let sink = self.sink
    for kind in KeyboardEvent.Kind.allCases {
      tokens.append(
        center.addObserver(forName: kind.notificationName, object: nil, queue: nil) {
          notification in
          #if canImport(ObjectiveC)
            let frame = notification.userInfo?[key] as? CGRect
          #else
            let frame = (notification.userInfo?[key] as? NSValue)?.rectValue
          #endif
          sink.total += frame?.minY ?? 0
        })
    }
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }
}

/// Ours: a ``KeyboardObserver`` whose handler computes the bottom offset of each transition, as
/// an adapter does before writing it to a constraint.
@MainActor
final class PipelineObserver {
  let sink = Sink()
  private let observer: KeyboardObserver
  private var subscription: KeyboardSubscription?

  init(center: NotificationCenter) {
    observer = KeyboardObserver(center: center, screenBounds: { BenchDevice.screen })
    let sink = self.sink
    subscription = observer.observe { transition in
      sink.total += transition.to.bottomOffset(for: BenchDevice.view)
    }
  }
}
