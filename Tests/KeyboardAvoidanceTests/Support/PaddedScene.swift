import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// A random ``PaddedLayout`` of one kind, a keyboard over it, options, and the padding the
/// content has when it is first measured.
///
/// Devices come from ``DeviceCatalog``: the small, medium and large iPhone (SE 2nd generation,
/// 16, 16 Pro Max) and two iPads, held either way. iPads add a form sheet, a Stage Manager window
/// and a Split View half to the full screen. Keyboards are the catalog's: without and with the
/// predictive row, the emoji keyboard (as tall as the letters with the predictive row, per the
/// device notes the catalog is built from), a hardware keyboard's bar (its frame runs below the
/// screen), and on iPads undocked and floating keyboards. Every length is a multiple of half a
/// point, as on 2× screens, so the model's arithmetic is exact.
struct PaddedScene: CustomStringConvertible {
  let layout: PaddedLayout
  let keyboard: KeyboardState
  let keyboardName: String
  let options: KeyboardAvoidanceOptions
  let startPadding: CGFloat

  var description: String {
    "\(layout); \(keyboardName) keyboard \(keyboard.frame); spacing \(options.spacing), resting "
      + "\(options.restingOffset), follows undocked \(options.followsUndockedKeyboard); "
      + "padded \(startPadding) when measured"
  }

  /// The models the scenes run on; every name is one the catalog knows.
  static let deviceNames = [
    "iPhone SE (2nd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad (A16)",
    "iPad Air 13-inch (M2)",
  ]
  static let devices = deviceNames.compactMap { try? DeviceCatalog.profile(named: $0) }

  /// An iPad form sheet: an example size, since Apple's page says only that it is smaller than a
  /// page sheet and centred (developer.apple.com/documentation/uikit/uimodalpresentationstyle/
  /// formsheet).
  static let formSheet = CGSize(width: 540, height: 620)

  /// A device held one way, with what the scenes read from the catalog worked out once.
  struct Setup: Sendable {
    let isPad: Bool
    let screen: CGRect
    let safeTop: CGFloat
    let safeBottom: CGFloat
    /// Keyboard heights: without and with the predictive row, and a hardware keyboard's bar.
    let plain: CGFloat
    let predictive: CGFloat
    let bar: CGFloat
    /// The windows an app may have there, each named with the device: full screen, and on an
    /// iPad a Stage Manager window and a Split View half.
    let windows: [(name: String, frame: CGRect)]
    let sheet: (name: String, frame: CGRect)

    init(_ device: DeviceProfile, _ orientation: DeviceOrientation) {
      func height(_ kind: KeyboardKind) -> CGFloat {
        device.expectedKeyboardHeight(orientation: orientation, kind: kind).height
      }
      let size = device.screenSize(in: orientation)
      let screen = CGRect(origin: .zero, size: size)
      let name = "\(device.name) \(orientation)"
      isPad = device.family == .iPad
      self.screen = screen
      safeTop = device.safeArea(in: orientation).top
      safeBottom = device.safeArea(in: orientation).bottom
      plain = height(.plain)
      predictive = height(.predictive)
      bar = height(.hardwareBar)
      windows =
        [(name: "\(name), full screen", frame: screen)]
        + (isPad
          ? [
            (
              name: "\(name), Stage Manager window",
              frame: KeyboardScenario.Window.stageManager.frame(in: screen)
            ),
            (
              name: "\(name), Split View half",
              frame: KeyboardScenario.Window.splitViewLeading.frame(in: screen)
            ),
          ] : [])
      sheet = (
        name: "\(name), form sheet",
        frame: CGRect(
          x: (size.width - formSheet.width) / 2, y: (size.height - formSheet.height) / 2,
          width: formSheet.width, height: formSheet.height)
      )
    }
  }

  static let setups = devices.flatMap { device in
    DeviceOrientation.allCases.map { Setup(device, $0) }
  }
  static let padSetups = setups.filter(\.isPad)

  /// A scene whose keyboard covers something, or nothing, as the dice fall.
  ///
  /// - Parameters:
  ///   - kind: The layout.
  ///   - swiftUIAvoids: Whether SwiftUI's own avoidance is on; random when `nil`.
  ///   - generator: The seeded source of every choice.
  init(
    kind: PaddedLayout.Kind, swiftUIAvoids: Bool? = nil, using generator: inout SeededGenerator
  ) {
    while true {
      if let scene = Self.draw(kind: kind, swiftUIAvoids: swiftUIAvoids, using: &generator) {
        self = scene
        return
      }
    }
  }

  private init(
    layout: PaddedLayout, keyboard: KeyboardState, keyboardName: String,
    options: KeyboardAvoidanceOptions, startPadding: CGFloat
  ) {
    self.layout = layout
    self.keyboard = keyboard
    self.keyboardName = keyboardName
    self.options = options
    self.startPadding = startPadding
  }

  /// One attempt; `nil` for a layout SwiftUI could not keep above this keyboard by padding: the
  /// keyboard leaves less room than the content needs, or a stack outgrows its space.
  private static func draw(
    kind: PaddedLayout.Kind, swiftUIAvoids: Bool?, using generator: inout SeededGenerator
  ) -> PaddedScene? {
    func half(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
      CGFloat(Int.random(in: Int(low * 2)...Int(max(low, high) * 2), using: &generator)) / 2
    }
    let setup =
      (kind == .movingSheet ? padSetups : setups).randomElement(using: &generator) ?? setups[0]
    let screen = setup.screen
    let (place, window) =
      kind == .movingSheet
      ? setup.sheet : (setup.windows.randomElement(using: &generator) ?? setup.windows[0])
    let ignoresBottomSafeArea = Int.random(in: 0..<5, using: &generator) == 0
    let top = window.minY + (window.minY <= screen.minY ? setup.safeTop : 0) + half(0, 100)
    let bottom =
      window.maxY - (window.maxY >= screen.maxY && !ignoresBottomSafeArea ? setup.safeBottom : 0)
    let space = CGRect(x: window.minX, y: top, width: window.width, height: bottom - top)
    guard space.height >= 200 else { return nil }

    let (keyboardName, keyboard) = randomKeyboard(on: setup, using: &generator)
    let options = KeyboardAvoidanceOptions(
      spacing: half(-10, 40), restingOffset: half(0, 30),
      followsUndockedKeyboard: Bool.random(using: &generator))

    let contentHeight: CGFloat
    var scrollOffset: CGFloat = 0
    switch kind {
    case .bottomAnchoredStack, .paddedScrollView, .flexibleFrame, .movingSheet:
      contentHeight = half(40, 160)
    case .contentInScrollView:
      contentHeight = half(100, 3_000)
      scrollOffset = half(0, max(0, contentHeight - space.height))
    case .centredStack, .topAnchoredStack, .frameAlignedTop, .frameAlignedCenter,
      .frameAlignedBottom:
      contentHeight = half(40, space.height - 40)
    }
    let layout = PaddedLayout(
      kind: kind, place: place, screen: screen,
      space: space, contentHeight: contentHeight, scrollOffset: scrollOffset,
      swiftUIAvoids: swiftUIAvoids ?? Bool.random(using: &generator))

    let moved = layout.space(for: keyboard)
    let offered = moved.height - layout.swiftUIInset(for: keyboard, space: moved)
    let counts = keyboard.presentation.isDocked || options.followsUndockedKeyboard
    let reaches =
      keyboard.frame.minX < moved.maxX && keyboard.frame.maxX > moved.minX
      && keyboard.frame.minY < moved.maxY && keyboard.frame.maxY > moved.minY
    let startPadding: CGFloat
    switch kind {
    case .bottomAnchoredStack, .paddedScrollView, .flexibleFrame, .movingSheet:
      // Content that fills its space shrinks with the padding down to the height it needs.
      let room = keyboard.frame.minY - max(options.spacing, 0) - moved.minY
      if counts && reaches && room < contentHeight + 1 { return nil }
      guard offered >= contentHeight else { return nil }
      startPadding = half(0, offered - contentHeight)
    case .topAnchoredStack:
      // A stack that outgrew its space would be placed anew by its parent: keep it inside.
      let reach = moved.minY + contentHeight - keyboard.frame.minY
      let most = max(options.restingOffset, reach + options.spacing)
      if contentHeight + most > offered { return nil }
      startPadding = half(0, most)
    default:
      startPadding = half(0, 400)
    }
    return PaddedScene(
      layout: layout, keyboard: keyboard, keyboardName: keyboardName, options: options,
      startPadding: startPadding)
  }

  /// A keyboard the device shows: docked (plain, predictive, emoji), a hardware keyboard's bar,
  /// or on an iPad undocked or floating.
  static func randomKeyboard(
    on setup: Setup, using generator: inout SeededGenerator
  ) -> (String, KeyboardState) {
    let screen = setup.screen
    func docked(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }
    let choices = setup.isPad ? 6 : 4
    switch Int.random(in: 0..<choices, using: &generator) {
    case 0:
      return ("plain", KeyboardState(presentation: .docked, frame: docked(setup.plain)))
    case 1:
      return (
        "predictive", KeyboardState(presentation: .docked, frame: docked(setup.predictive))
      )
    case 2:
      return ("emoji", KeyboardState(presentation: .docked, frame: docked(setup.predictive)))
    case 3:
      // The full keyboard's frame, with only the bar above the screen's bottom edge.
      let full = setup.predictive
      let bar = CGRect(
        x: 0, y: screen.maxY - setup.bar, width: screen.width, height: full)
      return ("hardware bar", KeyboardState(presentation: .accessoryBar, frame: bar))
    case 4:
      let full = setup.predictive
      let lift = CGFloat(Int.random(in: 120...600, using: &generator)) / 2
      let frame = CGRect(
        x: 0, y: screen.maxY - full - lift, width: screen.width, height: full)
      return ("undocked", KeyboardState(presentation: .undocked, frame: frame))
    default:
      let x = CGFloat(Int.random(in: 0...Int(screen.width - 320), using: &generator))
      let y = CGFloat(Int.random(in: 0...Int(screen.height - 260), using: &generator))
      let frame = CGRect(x: x, y: y, width: 320, height: 260)
      return ("floating", KeyboardState(presentation: .floating, frame: frame))
    }
  }
}
