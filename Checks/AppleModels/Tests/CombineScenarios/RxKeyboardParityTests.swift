import Combine
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Every emission of `frame`, `visibleHeight`, `willShowVisibleHeight` and `isHidden`, compared
/// with what RxKeyboard emits for the same notifications.
///
/// The `rxKeyboard` column is worked out by hand from RxKeyboard's source
/// (RxSwiftCommunity/RxKeyboard, Sources/RxKeyboard/RxKeyboard.swift) applied to the end frames
/// the simulator posts:
/// - `frame` starts at `defaultFrame = (0, screen height, screen width, 0)` and takes the end
///   frame of every will-change-frame and will-hide notification, through
///   `distinctUntilChanged()`; every subscriber gets the current frame first (a `Driver` over a
///   `BehaviorRelay`).
/// - `visibleHeight = frame.map { screen height - $0.origin.y }`.
/// - `willShowVisibleHeight = visibleHeight.scan((visibleHeight: 0, isShowing: false)) { last,
///   new in (new, last.visibleHeight == 0 && new > 0) }.filter(isShowing).map(visibleHeight)`.
/// - `isHidden = visibleHeight.map { $0 == 0.0 }.distinctUntilChanged()`.
///
/// Where the adapter differs on purpose, the row gives its own emissions and says why.
@MainActor
@Suite struct RxKeyboardParityTests {
  @Test(arguments: ParityRow.rows)
  func thePublishersEmitWhatRxKeyboardEmits(_ row: ParityRow) throws {
    let simulator = KeyboardSimulator(device: try Device.profile(row.device))
    let keyboard = simulator.makeObserver()
    let publishers = keyboard.publishers
    let frame = Recorder<CGRect>()
    let visibleHeight = Recorder<CGFloat>()
    let willShowVisibleHeight = Recorder<CGFloat>()
    let isHidden = Recorder<Bool>()
    let cancellables = [
      frame.record(publishers.frame), visibleHeight.record(publishers.visibleHeight),
      willShowVisibleHeight.record(publishers.willShowVisibleHeight),
      isHidden.record(publishers.isHidden),
    ]
    for action in row.actions { simulator.perform(action) }
    let emitted = Emissions(
      frame: frame.values, visibleHeight: visibleHeight.values,
      willShowVisibleHeight: willShowVisibleHeight.values, isHidden: isHidden.values)
    #expect(emitted == row.ours ?? row.rxKeyboard)
    _ = cancellables
  }

  /// The table itself follows RxKeyboard's rules, so a typo in the expected column cannot pass
  /// unnoticed: each height is the screen's height minus the frame's top, and the other columns
  /// follow from the heights.
  @Test(arguments: ParityRow.rows)
  func theRxKeyboardColumnFollowsRxKeyboardsRules(_ row: ParityRow) throws {
    let screenHeight = try Device.profile(row.device).screenSize(in: .portrait).height
    let rx = row.rxKeyboard
    #expect(rx.visibleHeight == rx.frame.map { screenHeight - $0.origin.y })
    var last: CGFloat = 0
    var shown: [CGFloat] = []
    for height in rx.visibleHeight {
      if last == 0 && height > 0 { shown.append(height) }
      last = height
    }
    #expect(rx.willShowVisibleHeight == shown)
    let hidden = rx.visibleHeight.map { $0 == 0 }
    #expect(rx.isHidden == hidden.enumerated().filter { $0 == 0 || hidden[$0 - 1] != $1 }.map(\.1))
  }

  /// A row that overrides RxKeyboard says why, and really differs.
  @Test(arguments: ParityRow.rows.filter { $0.ours != nil })
  func everyDifferenceIsExplained(_ row: ParityRow) {
    #expect(row.ours != row.rxKeyboard)
    #expect(!(row.difference ?? "").isEmpty)
  }
}

/// What the four publishers emit, in order.
struct Emissions: Equatable, Sendable {
  var frame: [CGRect]
  var visibleHeight: [CGFloat]
  var willShowVisibleHeight: [CGFloat]
  var isHidden: [Bool]
}

/// One scripted sequence on one device, with RxKeyboard's emissions.
struct ParityRow: Sendable, CustomTestStringConvertible {
  let name: String
  let device: String
  let actions: [KeyboardSimulator.Action]
  let rxKeyboard: Emissions
  /// The adapter's emissions where they differ from RxKeyboard's on purpose.
  var ours: Emissions? = nil
  /// Why they differ.
  var difference: String? = nil

  var testDescription: String { name }

  static let rows: [ParityRow] = [
    ParityRow(
      name: "show and hide (iPhone SE 3rd generation, 375 × 667)",
      device: Device.iPhoneSE3,
      actions: [.show(), .hide],
      rxKeyboard: Emissions(
        frame: [rect(0, 667, 375, 0), rect(0, 407, 375, 260), rect(0, 667, 375, 260)],
        visibleHeight: [0, 260, 0], willShowVisibleHeight: [260],
        isHidden: [true, false, true])),
    ParityRow(
      name: "predictive row turned on and off (iPhone 16, 393 × 852)",
      device: Device.iPhone16,
      actions: [
        .show(.plain), .switchKeyboard(to: .predictive), .switchKeyboard(to: .plain), .hide,
      ],
      rxKeyboard: Emissions(
        frame: [
          rect(0, 852, 393, 0), rect(0, 561, 393, 291), rect(0, 517, 393, 335),
          rect(0, 561, 393, 291), rect(0, 852, 393, 291),
        ],
        visibleHeight: [0, 291, 335, 291, 0], willShowVisibleHeight: [291],
        isHidden: [true, false, true])),
    ParityRow(
      name: "emoji keyboard taller than the letters (iPhone SE 3rd generation)",
      device: Device.iPhoneSE3,
      actions: [.show(.plain), .switchToEmoji, .switchToLetters, .hide],
      rxKeyboard: Emissions(
        frame: [
          rect(0, 667, 375, 0), rect(0, 451, 375, 216), rect(0, 407, 375, 260),
          rect(0, 451, 375, 216), rect(0, 667, 375, 216),
        ],
        visibleHeight: [0, 216, 260, 216, 0], willShowVisibleHeight: [216],
        isHidden: [true, false, true])),
    ParityRow(
      name: "emoji keyboard as tall as the predictive row: same frame, nothing new (iPhone 16)",
      device: Device.iPhone16,
      actions: [.show(), .switchToEmoji, .switchToLetters, .hide],
      rxKeyboard: Emissions(
        frame: [rect(0, 852, 393, 0), rect(0, 517, 393, 335), rect(0, 852, 393, 335)],
        visibleHeight: [0, 335, 0], willShowVisibleHeight: [335],
        isHidden: [true, false, true])),
    ParityRow(
      name: "hardware keyboard: only its bar on screen (iPad 10th generation, 820 × 1180)",
      device: Device.iPad10,
      actions: [.show(.hardwareBar), .hide],
      rxKeyboard: Emissions(
        frame: [rect(0, 1180, 820, 0), rect(0, 1125, 820, 337), rect(0, 1180, 820, 337)],
        visibleHeight: [0, 55, 0], willShowVisibleHeight: [55],
        isHidden: [true, false, true])),
    ParityRow(
      name: "hardware keyboard attached and detached while typing (iPhone 16)",
      device: Device.iPhone16,
      actions: [.show(), .attachHardwareKeyboard, .detachHardwareKeyboard, .hide],
      rxKeyboard: Emissions(
        frame: [
          rect(0, 852, 393, 0), rect(0, 517, 393, 335), rect(0, 774, 393, 335),
          rect(0, 517, 393, 335), rect(0, 852, 393, 335),
        ],
        visibleHeight: [0, 335, 78, 335, 0], willShowVisibleHeight: [335],
        isHidden: [true, false, true])),
    ParityRow(
      name: "another app's keyboard in Split View, then ours (iPad 10th generation)",
      device: Device.iPad10,
      actions: [.showForOtherApp(), .hide, .show()],
      rxKeyboard: Emissions(
        frame: [
          rect(0, 1180, 820, 0), rect(0, 843, 820, 337), rect(0, 1180, 820, 337),
          rect(0, 843, 820, 337),
        ],
        visibleHeight: [0, 337, 0, 337], willShowVisibleHeight: [337, 337],
        isHidden: [true, false, true, false])),
    ParityRow(
      name: "undocked and docked again (iPad 10th generation)",
      device: Device.iPad10,
      actions: [.show(), .undock, .dock, .hide],
      rxKeyboard: Emissions(
        frame: [
          rect(0, 1180, 820, 0), rect(0, 843, 820, 337), rect(0, 723, 820, 337),
          rect(0, 843, 820, 337), rect(0, 1180, 820, 337),
        ],
        visibleHeight: [0, 337, 457, 337, 0], willShowVisibleHeight: [337],
        isHidden: [true, false, true]),
      ours: Emissions(
        frame: [
          rect(0, 1180, 820, 0), rect(0, 843, 820, 337), rect(0, 723, 820, 337),
          rect(0, 843, 820, 337), rect(0, 1180, 820, 337),
        ],
        visibleHeight: [0, 337, 0, 337, 0], willShowVisibleHeight: [337, 337],
        isHidden: [true, false, true, false, true]),
      difference: """
        An undocked keyboard floats over the content and covers nothing pinned to the bottom \
        edge, so the height is 0 and the keyboard counts as hidden until it docks again; \
        RxKeyboard measures from the keyboard's top edge to the screen's bottom (457 pt).
        """),
  ]
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
