import Foundation
import KeyboardAvoidance

/// A cycle of notifications the pipeline benchmark posts over and over.
///
/// Every cycle ends where it began (keyboard hidden, or back at its first frame), so a round may
/// repeat it any number of times and each repetition does the same work.
struct PipelineWorkload {
  /// The name the results are reported under.
  let name: String
  /// One cycle, in posting order.
  let notifications: [Notification]
  /// How many notifications of one cycle change the keyboard's state.
  let changesPerCycle: Int

  /// Will-show and will-hide, alternating: every notification is a real change.
  ///
  /// Every notification goes the whole way to a delivered transition and a new offset. The
  /// headline figure.
  static var showHide: PipelineWorkload {
    PipelineWorkload(
      name: "show_hide",
      notifications: [
        BenchDevice.notification(
          .willShow, from: BenchDevice.below(BenchDevice.predictiveHeight),
          to: BenchDevice.docked(BenchDevice.predictiveHeight)),
        BenchDevice.notification(
          .willHide, from: BenchDevice.docked(BenchDevice.predictiveHeight),
          to: BenchDevice.below(BenchDevice.predictiveHeight)),
      ],
      changesPerCycle: 2)
  }

  /// Will-change-frame between the plain and the predictive keyboard: the keyboard stays up and
  /// every notification changes its height.
  static var heights: PipelineWorkload {
    PipelineWorkload(
      name: "heights",
      notifications: [
        BenchDevice.notification(
          .willChangeFrame, from: BenchDevice.docked(BenchDevice.plainHeight),
          to: BenchDevice.docked(BenchDevice.predictiveHeight)),
        BenchDevice.notification(
          .willChangeFrame, from: BenchDevice.docked(BenchDevice.predictiveHeight),
          to: BenchDevice.docked(BenchDevice.plainHeight)),
      ],
      changesPerCycle: 2)
  }

  /// What iOS posts for a show and a hide: four notifications each, of which only the first of
  /// each group changes anything; the other three are absorbed by the reducer.
  static var iosSequence: PipelineWorkload {
    let shown = BenchDevice.docked(BenchDevice.predictiveHeight)
    let hidden = BenchDevice.below(BenchDevice.predictiveHeight)
    let show: [KeyboardEvent.Kind] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    let hide: [KeyboardEvent.Kind] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    return PipelineWorkload(
      name: "ios_sequence",
      notifications: show.map { BenchDevice.notification($0, from: hidden, to: shown) }
        + hide.map { BenchDevice.notification($0, from: shown, to: hidden) },
      changesPerCycle: 2)
  }

  static var all: [PipelineWorkload] { [showHide, heights, iosSequence] }
}
