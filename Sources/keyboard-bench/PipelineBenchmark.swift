import Foundation
import KeyboardAvoidance

/// Figure 1: what the whole pipeline costs per notification, against two hand-written handlers:
/// the cheapest observer that still reads the keyboard's frame, and a careful one that reads and
/// checks the five values the pipeline reads.
///
/// All three sides post the same `Notification` values, with the same loop, on private
/// `NotificationCenter`s that each hold one observer registered for the six keyboard names.
/// Rounds rotate which side goes first, so all share the machine's noise; the ratios are taken
/// per round and their medians reported.
@MainActor
enum PipelineBenchmark {
  /// The medians over all rounds of one workload.
  struct Result {
    let workload: String
    let pipelineNanosecondsPerEvent: Double
    let floorNanosecondsPerEvent: Double
    let pipelineOverFloor: Double
    let checkedFloorNanosecondsPerEvent: Double
    let pipelineOverCheckedFloor: Double
  }

  static func run(_ workload: PipelineWorkload, eventsPerRound: Int, rounds: Int) -> Result {
    let floorCenter = NotificationCenter()
    let floor = FloorObserver(center: floorCenter)
    let checkedCenter = NotificationCenter()
    let checked = CheckedFloorObserver(center: checkedCenter)
    let pipelineCenter = NotificationCenter()
    let pipeline = PipelineObserver(center: pipelineCenter)
    let centers = [floorCenter, checkedCenter, pipelineCenter]
    let cycle = workload.notifications.count
    let events = max(cycle, eventsPerRound / cycle * cycle)

    // Warm-up: caches, lazily created statics, the allocator's free lists.
    for center in centers {
      _ = time(workload.notifications, events: events, on: center)
    }

    var times: [[Double]] = [[], [], []]
    var overFloor: [Double] = []
    var overChecked: [Double] = []
    for round in 0..<max(1, rounds) {
      var elapsed = [0.0, 0.0, 0.0]
      for step in 0..<3 {
        let side = (round + step) % 3
        elapsed[side] = time(workload.notifications, events: events, on: centers[side])
      }
      for side in 0..<3 { times[side].append(elapsed[side] / Double(events)) }
      overFloor.append(elapsed[2] / elapsed[0])
      overChecked.append(elapsed[2] / elapsed[1])
    }
    // Every observer stays registered until here, whatever the optimiser sees.
    withExtendedLifetime((floor, checked, pipeline)) {}
    return Result(
      workload: workload.name,
      pipelineNanosecondsPerEvent: Statistics.median(times[2]),
      floorNanosecondsPerEvent: Statistics.median(times[0]),
      pipelineOverFloor: Statistics.median(overFloor),
      checkedFloorNanosecondsPerEvent: Statistics.median(times[1]),
      pipelineOverCheckedFloor: Statistics.median(overChecked))
  }

  /// The posting loop every side shares; returns the elapsed nanoseconds.
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
  /// Notifications a handler read in full; a checked handler counts only those it accepted.
  var accepted = 0
}

/// One block registered for the six keyboard names on a center, as ``KeyboardObserver``
/// registers, so the notification center does the same work for every side; removed when this
/// is released.
final class KeyboardBlocks {
  private let center: NotificationCenter
  private let tokens: [any NSObjectProtocol]

  init(center: NotificationCenter, block: @escaping @Sendable (Notification) -> Void) {
    self.center = center
    tokens = KeyboardEvent.Kind.allCases.map { kind in
      center.addObserver(forName: kind.notificationName, object: nil, queue: nil, using: block)
    }
  }

  deinit {
    for token in tokens {
      center.removeObserver(token)
    }
  }

  /// A frame as hand-written code unboxes it: `as? CGRect` on Apple platforms, through
  /// `NSValue.rectValue` on Linux.
  static func rect(_ value: Any?) -> CGRect? {
    #if canImport(ObjectiveC)
      value as? CGRect
    #else
      (value as? NSValue)?.rectValue
    #endif
  }
}

/// The floor: a bare block that reads the end frame from `userInfo`, and nothing else.
///
/// The key is read once, outside the block; the block looks the key up, unboxes the rectangle
/// and adds its top edge to a sink. No check, no state, no main-actor hop.
final class FloorObserver {
  let sink = Sink()
  private let blocks: KeyboardBlocks

  init(center: NotificationCenter) {
    let key = KeyboardUserInfoKey.frameEnd
    let sink = self.sink
    blocks = KeyboardBlocks(center: center) { notification in
      sink.total += KeyboardBlocks.rect(notification.userInfo?[key])?.minY ?? 0
      sink.accepted += 1
    }
  }
}

/// The checked floor: a careful hand-written handler that reads the five values the pipeline
/// reads and checks them the way RxKeyboard and IQKeyboardManager do.
///
/// Each value is read with an `as?` cast, as IQKeyboardManager reads the duration
/// (`as? TimeInterval`) and the curve (`as? Int`) and RxKeyboard the frame (`as? NSValue`), and
/// the handler gives up on any that is missing or of the wrong type: the begin and end frames
/// as `NSValue` (`CGRect` on Apple platforms), the duration as `Double`, the curve as `Int` and
/// the is-local flag as `Bool`, each bridged from the `NSNumber` UIKit posts. Then both frames
/// must be finite with a size that is not negative, and the duration finite and not negative.
/// What it accepts goes into the sink. It keeps no state and makes no main-actor hop, and it
/// checks less than the pipeline, which also refuses absurd sizes, curves above 15, durations
/// above 10 s, and boxes of any other kind.
final class CheckedFloorObserver {
  let sink = Sink()
  private let blocks: KeyboardBlocks

  init(center: NotificationCenter) {
    let sink = self.sink
    blocks = KeyboardBlocks(center: center) { notification in
      guard let info = notification.userInfo,
        let end = KeyboardBlocks.rect(info[KeyboardUserInfoKey.frameEnd]),
        let begin = KeyboardBlocks.rect(info[KeyboardUserInfoKey.frameBegin]),
        let duration = info[KeyboardUserInfoKey.animationDuration] as? Double,
        let curve = info[KeyboardUserInfoKey.animationCurve] as? Int,
        let isLocal = info[KeyboardUserInfoKey.isLocal] as? Bool,
        Self.isSane(end), Self.isSane(begin), duration.isFinite, duration >= 0
      else { return }
      sink.total += end.minY + CGFloat(curve) + (isLocal ? 1 : 0)
      sink.accepted += 1
    }
  }

  private static func isSane(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite && rect.size.width >= 0 && rect.size.height >= 0
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
    subscription = observer.subscribe { transition in
      sink.total += transition.to.bottomOffset(for: BenchDevice.view)
      sink.accepted += 1
    }
  }
}
