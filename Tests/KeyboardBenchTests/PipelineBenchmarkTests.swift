import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_bench

/// What each side does per notification; no timing is asserted.
@Suite("PipelineBenchmark")
@MainActor
struct PipelineBenchmarkTests {
  static let show = BenchDevice.notification(
    .willShow, from: BenchDevice.below(335), to: BenchDevice.docked(335))

  /// The floor reads the end frame's top edge: 852 − 335 = 517.
  @Test func theFloorReadsTheEndFrame() {
    let center = NotificationCenter()
    let floor = FloorObserver(center: center)
    center.post(Self.show)
    #expect(floor.sink.total == 517)
  }

  /// The checked floor reads all five values and accepts the well-formed notification: the end
  /// frame's top edge, 517, plus curve 7 and 1 for a local keyboard.
  @Test func theCheckedFloorReadsAndChecksEveryValue() {
    let center = NotificationCenter()
    let checked = CheckedFloorObserver(center: center)
    center.post(Self.show)
    #expect(checked.sink.accepted == 1)
    #expect(checked.sink.total == CGFloat(517 + 7 + 1))
  }

  /// It refuses what careful code refuses: a missing value, a value of the wrong type, a frame
  /// or duration that is not finite.
  @Test func theCheckedFloorRefusesMalformedValues() {
    let center = NotificationCenter()
    let checked = CheckedFloorObserver(center: center)
    let good = Self.show.userInfo ?? [:]
    var missing = good
    missing[KeyboardUserInfoKey.animationCurve] = nil
    var wrongType = good
    wrongType[KeyboardUserInfoKey.animationDuration] = "0.25"
    var notFinite = good
    notFinite[KeyboardUserInfoKey.frameEnd] = NSValue(
      rect: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 335))
    var negative = good
    negative[KeyboardUserInfoKey.animationDuration] = NSNumber(value: -1)
    for userInfo in [missing, wrongType, notFinite, negative] {
      center.post(name: Self.show.name, object: nil, userInfo: userInfo)
    }
    #expect(checked.sink.accepted == 0)
  }

  /// Ours goes all the way to the bottom offset: 335 − 34 = 301.
  @Test func oursComputesTheBottomOffset() {
    let center = NotificationCenter()
    let pipeline = PipelineObserver(center: center)
    center.post(Self.show)
    #expect(pipeline.sink.total == 301)
  }

  /// Every cycle returns to where it started, so rounds may repeat it.
  @Test(arguments: PipelineWorkload.all.map(\.name))
  func workloadsCycle(name: String) throws {
    let workload = try #require(PipelineWorkload.all.first { $0.name == name })
    var state = KeyboardState.hidden
    var changes = 0
    for _ in 0..<2 {
      for notification in workload.notifications {
        if try state.reduce(notification, screenBounds: BenchDevice.screen) != nil { changes += 1 }
      }
    }
    // The first pass of "heights" starts from a hidden keyboard; the second pass is the cycle.
    #expect(changes >= workload.changesPerCycle)
    var again = state
    var second = 0
    for notification in workload.notifications {
      if try again.reduce(notification, screenBounds: BenchDevice.screen) != nil { second += 1 }
    }
    #expect(second == workload.changesPerCycle)
    #expect(again == state)
  }

  @Test func aShortRunReportsFiniteFigures() {
    let result = PipelineBenchmark.run(.showHide, eventsPerRound: 200, rounds: 3)
    #expect(result.workload == "show_hide")
    #expect(result.pipelineNanosecondsPerEvent > 0 && result.floorNanosecondsPerEvent > 0)
    #expect(result.checkedFloorNanosecondsPerEvent > 0)
    #expect(result.pipelineOverFloor.isFinite && result.pipelineOverFloor > 0)
    #expect(result.pipelineOverCheckedFloor.isFinite && result.pipelineOverCheckedFloor > 0)
  }
}
