import Foundation
import KeyboardAvoidance

/// The keyboards `keyboard-preview` can put on a screen.
///
/// The docked keyboards take their heights from
/// `DeviceProfile.expectedKeyboardHeight(orientation:kind:)`; a floating
/// keyboard exists only on iPad, and on an iPhone the preview reports it as not applicable. A
/// recorded keyboard is the one a trace's notifications reported (`--trace`), never one the
/// catalog makes up.
///
/// ```swift
/// PreviewKeyboard(rawValue: "hardware")  // .hardware
/// PreviewKeyboard.floating.catalogKind  // nil
/// PreviewKeyboard.catalogKeyboards.contains(.recorded)  // false
/// ```
public enum PreviewKeyboard: String, Sendable, Hashable, CaseIterable {
  /// The software keyboard without the predictive row.
  case plain
  /// The software keyboard with the predictive row: iOS's default.
  case predictive
  /// A hardware keyboard: only a bar shows, but iOS reports the full keyboard's frame reaching
  /// below the screen.
  case hardware
  /// The small iPad keyboard that floats over the content.
  case floating
  /// The keyboard as a recorded session reported it, step by step: its frame comes from a
  /// trace's notifications, folded by the core's reducer (see
  /// ``ScreenDescription/preview(_:on:focus:)``).
  case recorded

  /// The keyboards the preview makes from the device catalog, the ones `--keyboard` names: every
  /// case but ``recorded``.
  public static var catalogKeyboards: [PreviewKeyboard] { allCases.filter { $0 != .recorded } }

  /// The catalog's keyboard kind for this keyboard; `nil` for the floating keyboard, which the
  /// catalog has no height for, and the recorded one, which takes none.
  public var catalogKind: KeyboardKind? {
    switch self {
    case .plain: .plain
    case .predictive: .predictive
    case .hardware: .hardwareBar
    case .floating, .recorded: nil
    }
  }

  /// The width of the floating keyboard: iPadOS shows the iPhone layout in it (divvun's
  /// giellakbd-ios issue 154 shows it), and the narrowest iPhone keyboard is 320 pt wide.
  static let floatingWidth: CGFloat = 320

  /// How far above the bottom of the safe area the floating keyboard is drawn; where iPadOS
  /// first puts it is not documented, so it is placed low and centred, where it meets a form's
  /// lower fields and pinned buttons.
  static let floatingLift: CGFloat = 20

  /// The keyboard on a device, as iOS would report it, folded into a state by the core's reducer.
  ///
  /// - Returns: The state and the height estimate behind it; `nil` for a floating keyboard on an
  ///   iPhone and for the recorded keyboard, which only a trace has.
  func keyboard(
    on profile: DeviceProfile, orientation: DeviceOrientation
  ) -> (state: KeyboardState, estimate: KeyboardHeightEstimate)? {
    let screen = CGRect(origin: .zero, size: profile.screenSize(in: orientation))
    let estimate: KeyboardHeightEstimate
    let frame: CGRect
    var kind = KeyboardEvent.Kind.willShow
    switch self {
    case .plain, .predictive:
      estimate = profile.expectedKeyboardHeight(
        orientation: orientation, kind: catalogKind ?? .plain)
      frame = CGRect(
        x: 0, y: screen.maxY - estimate.height, width: screen.width, height: estimate.height)
    case .hardware:
      // iOS reports the whole keyboard's frame with only the bar on screen; the overlap, not the
      // frame's height, is what the core must find.
      estimate = profile.expectedKeyboardHeight(orientation: orientation, kind: .hardwareBar)
      let full = profile.expectedKeyboardHeight(orientation: orientation, kind: .predictive).height
      frame = CGRect(
        x: 0, y: screen.maxY - estimate.height, width: screen.width,
        height: max(full, estimate.height + 1))
    case .recorded:
      return nil
    case .floating:
      guard profile.family == .iPad else { return nil }
      estimate = Self.floatingEstimate
      let bottom = screen.maxY - profile.safeArea(in: orientation).bottom - Self.floatingLift
      frame = CGRect(
        x: (screen.width - Self.floatingWidth) / 2, y: bottom - estimate.height,
        width: Self.floatingWidth, height: estimate.height)
      kind = .willChangeFrame
    }
    let begin = CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
    let event = KeyboardEvent(
      kind: kind, beginFrame: begin, endFrame: frame,
      animation: Self.showAnimation)
    var state = KeyboardState.hidden
    state.reduce(event, screenBounds: screen)
    return (state, estimate)
  }

  /// The animation iOS reports for the keyboard's show: 0.25 s with the keyboard's own curve.
  static let showAnimation = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  /// The floating keyboard's height: the keyboard of a 4-inch iPhone with the predictive row.
  static var floatingEstimate: KeyboardHeightEstimate {
    let fourInch = DeviceCatalog.profiles(screenSize: CGSize(width: 320, height: 568)).first?
      .expectedKeyboardHeight(orientation: .portrait, kind: .predictive)
    let height = fourInch?.height ?? 253
    return KeyboardHeightEstimate(
      height: height,
      provenance: .estimated(
        rule: "a floating keyboard shows the iPhone layout (divvun/giellakbd-ios#154), taken as "
          + "the 320 × \(PointFormat.string(Double(height))) pt keyboard of a 4-inch iPhone with "
          + "the predictive row; not measured on iPad",
        sources: fourInch?.provenance.sources ?? []),
      confidence: .low)
  }
}

/// The keyboard one row is checked with: its kind, and, when it exists there, its state in the
/// layout's coordinates with the report that describes it.
struct RowKeyboard {
  var kind: PreviewKeyboard
  var shown: (state: KeyboardState, report: PreviewKeyboardReport)?

  /// A keyboard of the device catalog, as iOS would report it on the device.
  init(_ kind: PreviewKeyboard, on profile: DeviceProfile, orientation: DeviceOrientation) {
    self.kind = kind
    shown = kind.keyboard(on: profile, orientation: orientation).map { state, estimate in
      (state, PreviewKeyboardReport(kind: kind, state: state, estimate: estimate))
    }
  }

  /// A keyboard as a recording reported it, already in the layout's coordinates.
  init(recorded state: KeyboardState, report: PreviewKeyboardReport) {
    kind = .recorded
    shown = (state, report)
  }
}
