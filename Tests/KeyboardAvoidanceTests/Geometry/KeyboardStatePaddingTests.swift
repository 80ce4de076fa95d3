import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// The deprecated `KeyboardState.bottomPadding(for:options:)`, kept for existing callers: its
/// answers must not change.
@Suite("Padding that grows the view (deprecated)")
struct KeyboardStatePaddingTests {
  /// iPhone 16 with the predictive row: 335 pt docked keyboard, top edge at y = 517.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let docked = KeyboardState(
    presentation: .docked, frame: CGRect(x: 0, y: 517, width: 393, height: 335))

  // Expected values worked out by hand: (view's bottom − 517) − safe area + spacing.
  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test(
    "padding reaches the keyboard's top from the view's bottom edge",
    arguments: [
      (
        "full screen, safe area 34", CGRect(x: 0, y: 0, width: 393, height: 852), CGFloat(34),
        KeyboardAvoidanceOptions(spacing: 8), CGFloat(309)
      ),
      (
        "inside the safe area (ends at 818)", CGRect(x: 0, y: 59, width: 393, height: 759), 0,
        KeyboardAvoidanceOptions(spacing: 8), 309
      ),
      (
        "a 44 pt row at the safe area's bottom", CGRect(x: 0, y: 774, width: 393, height: 44), 0,
        KeyboardAvoidanceOptions(spacing: 8), 309
      ),
      (
        "the same row after padding", CGRect(x: 0, y: 465, width: 393, height: 353), 0,
        KeyboardAvoidanceOptions(spacing: 8), 309
      ),
      (
        "a row starting below the keyboard's top", CGRect(x: 20, y: 700, width: 100, height: 50),
        0, KeyboardAvoidanceOptions(), 233
      ),
      (
        "view above the keyboard rests", CGRect(x: 0, y: 0, width: 393, height: 500), 0,
        KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16), 16
      ),
      (
        "view touching the keyboard's top rests", CGRect(x: 0, y: 0, width: 393, height: 517), 0,
        KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16), 16
      ),
      (
        "view beside the screen rests", CGRect(x: 393, y: 0, width: 393, height: 852), 0,
        KeyboardAvoidanceOptions(), 0
      ),
      (
        "negative spacing never goes below 0", CGRect(x: 0, y: 0, width: 393, height: 852), 34,
        KeyboardAvoidanceOptions(spacing: -1_000), 0
      ),
      (
        "NaN spacing counts as 0", CGRect(x: 0, y: 0, width: 393, height: 852), 34,
        KeyboardAvoidanceOptions(spacing: .nan), 301
      ),
      (
        "NaN safe area counts as 0", CGRect(x: 0, y: 0, width: 393, height: 852), .nan,
        KeyboardAvoidanceOptions(), 335
      ),
      (
        "NaN resting offset counts as 0", CGRect(x: 0, y: 0, width: 393, height: 500), 0,
        KeyboardAvoidanceOptions(restingOffset: .nan), 0
      ),
      (
        "negative resting offset counts as 0", CGRect(x: 0, y: 0, width: 393, height: 500), 0,
        KeyboardAvoidanceOptions(restingOffset: -20), 0
      ),
      (
        "NaN view rests", CGRect(x: CGFloat.nan, y: 0, width: 393, height: 852), 0,
        KeyboardAvoidanceOptions(restingOffset: 16), 16
      ),
    ])
  func padding(
    name: String, frame: CGRect, safeAreaBottom: CGFloat, options: KeyboardAvoidanceOptions,
    expected: CGFloat
  ) {
    let view = AvoidingView(frame: frame, safeAreaBottom: safeAreaBottom)
    #expect(Self.docked.bottomPadding(for: view, options: options) == expected, "\(name)")
  }

  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test("a full-screen view gets the device's offset", arguments: DeviceFrames.all)
  func fullScreenOnEveryDevice(device: DeviceFrames) {
    let screen = Keyboard.screen(device.screen)
    let state = KeyboardState(
      presentation: .docked,
      frame: Keyboard.docked(height: device.keyboardPortrait, on: screen))
    let view = AvoidingView(frame: screen, safeAreaBottom: device.safeBottomPortrait)
    #expect(
      state.bottomPadding(for: view) == device.offsetPortrait, "\(device.name) (\(device.source))")
  }

  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test func nothingToMeasureRests() {
    let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
    #expect(Self.docked.bottomPadding(for: nil, options: options) == 16)
    #expect(Self.docked.bottomPadding(for: nil) == 0)
    let view = AvoidingView(frame: Self.screen, safeAreaBottom: 34)
    #expect(KeyboardState.hidden.bottomPadding(for: view, options: options) == 16)
  }

  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test func keyboardOnAnotherScreenRests() {
    final class Screen {}
    let main = Screen()
    let external = Screen()
    var state = Self.docked
    state.screen = KeyboardScreen(main)
    let onExternal = AvoidingView(frame: Self.screen, screen: KeyboardScreen(external))
    let onMain = AvoidingView(frame: Self.screen, screen: KeyboardScreen(main))
    #expect(state.bottomPadding(for: onExternal) == 0)
    #expect(state.bottomPadding(for: onMain) == 335)
  }

  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test(
    "undocked keyboards lift the view only when followed",
    arguments: [KeyboardPresentation.undocked, .floating])
  func undocked(presentation: KeyboardPresentation) {
    let state = KeyboardState(
      presentation: presentation, frame: CGRect(x: 0, y: 400, width: 393, height: 260))
    let view = AvoidingView(frame: Self.screen, safeAreaBottom: 34)
    #expect(state.bottomPadding(for: view) == 0)
    // 852 − 400 = 452 up to the keyboard's top, less the 34 pt safe area.
    let follow = KeyboardAvoidanceOptions(followsUndockedKeyboard: true)
    #expect(state.bottomPadding(for: view, options: follow) == 418)
  }

  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test func hardwareKeyboardBarLiftsByTheBar() {
    let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let bar = KeyboardState(
      presentation: .accessoryBar, frame: CGRect(x: 0, y: 1311, width: 1024, height: 403))
    #expect(bar.bottomPadding(for: AvoidingView(frame: pad, safeAreaBottom: 25)) == 30)
  }

  /// A random content frame on a random device, with a random docked keyboard.
  struct Scene {
    let keyboard: KeyboardState
    let content: CGRect
    let safeAreaBottom: CGFloat
    let options: KeyboardAvoidanceOptions

    init(using generator: inout SeededGenerator) {
      let device = DeviceFrames.all.randomElement(using: &generator) ?? DeviceFrames.all[0]
      let screen = Keyboard.screen(device.screen)
      let height = CGFloat.random(in: 150...500, using: &generator)
      keyboard = KeyboardState(
        presentation: .docked, frame: Keyboard.docked(height: height, on: screen))
      let minX = CGFloat.random(in: 0...(screen.width / 2), using: &generator)
      let width = CGFloat.random(in: 1...(screen.width - minX), using: &generator)
      let maxY = CGFloat.random(in: 1...screen.maxY, using: &generator)
      let minY = CGFloat.random(in: 0..<maxY, using: &generator)
      content = CGRect(x: minX, y: minY, width: width, height: maxY - minY)
      safeAreaBottom = CGFloat.random(in: 0...40, using: &generator)
      options = KeyboardAvoidanceOptions(
        spacing: CGFloat.random(in: -20...40, using: &generator),
        restingOffset: CGFloat.random(in: 0...30, using: &generator))
    }

    /// The content with `padding` added below it: same bottom edge, taller by `padding`.
    func padded(by padding: CGFloat) -> AvoidingView {
      AvoidingView(
        frame: CGRect(
          x: content.minX, y: content.maxY - content.height - padding, width: content.width,
          height: content.height + padding),
        safeAreaBottom: safeAreaBottom)
    }
  }

  /// Whatever padding the view has when it is measured, applying the answer gives the same
  /// answer again: SwiftUI's layout settles after one pass instead of creeping toward it.
  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test(arguments: [UInt64(0x5AD0_0001), 0x5AD0_0002, 0x5AD0_0003])
  func applyingThePaddingSettles(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<200 {
      let scene = Scene(using: &generator)
      let current = CGFloat.random(in: 0...400, using: &generator)
      let answer = scene.keyboard.bottomPadding(
        for: scene.padded(by: current), options: scene.options)
      let again = scene.keyboard.bottomPadding(
        for: scene.padded(by: answer), options: scene.options)
      #expect(
        abs(again - answer) < 1e-9,
        "seed \(seed) scene \(index): \(scene.content) padded by \(current) → \(answer) → \(again)")
    }
  }

  /// Where the keyboard's top falls inside a view, above its safe area, lifts the view past its
  /// resting offset, and the padding fits in the view, growing and fixed views need the same
  /// lift: the answer agrees with `bottomOffset(for:options:)`. (Elsewhere the offset keeps the
  /// clearance rule, never below the resting offset, which the deprecated padding predates.)
  @available(*, deprecated, message: "pins the deprecated padded-frame answer")
  @Test(arguments: [UInt64(0x5AD0_0011), 0x5AD0_0012])
  func agreesWithTheOffsetInsideTheView(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var compared = 0
    for index in 0..<400 {
      let scene = Scene(using: &generator)
      let view = scene.padded(by: 0)
      let padding = scene.keyboard.bottomPadding(for: view, options: scene.options)
      let reach = scene.content.maxY - scene.keyboard.frame.minY
      guard scene.content.minY <= scene.keyboard.frame.minY, padding <= scene.content.height,
        reach >= scene.safeAreaBottom,
        reach - scene.safeAreaBottom + scene.options.spacing >= scene.options.restingOffset
      else { continue }
      compared += 1
      let offset = scene.keyboard.bottomOffset(for: view, options: scene.options)
      #expect(
        abs(padding - offset) < 1e-9,
        "seed \(seed) scene \(index): \(scene.content) padding \(padding) offset \(offset)")
    }
    #expect(compared > 50, "seed \(seed): only \(compared) scenes compared")
  }
}
