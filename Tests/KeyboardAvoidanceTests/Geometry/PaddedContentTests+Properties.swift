import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Random layouts of every kind ``PaddedLayout`` models, 10,000 per kind and property.
///
/// Each is checked against what the padding promises and against the model's own geometry, never
/// against numbers the type computed. A failure names its seed and scene; the same seed replays
/// it.
@Suite("Padded content on random layouts")
struct PaddedContentPropertyTests {
  static let layoutsPerKind = 10_000
  static let tolerance: CGFloat = 1e-9

  /// One seed per property and kind, so each replays on its own.
  static func seed(_ property: UInt64, _ kind: PaddedLayout.Kind) -> UInt64 {
    property &+ UInt64(PaddedLayout.Kind.allCases.firstIndex(of: kind) ?? 0)
  }

  @Test func scenesRunOnEveryNamedDevice() {
    #expect(PaddedScene.devices.map(\.name) == PaddedScene.deviceNames)
    #expect(PaddedScene.padSetups.count == 4)
  }

  @Test(
    "applying the padding and measuring again gives the same padding",
    arguments: PaddedLayout.Kind.allCases)
  func onePassReachesTheFixedPoint(kind: PaddedLayout.Kind) {
    var check = PropertyCheck(seed: Self.seed(0x9AD0_1000, kind))
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      let (layout, keyboard, options) = (scene.layout, scene.keyboard, scene.options)
      let first = layout.measured(padding: scene.startPadding, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      let second = layout.measured(padding: first, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      check.expect(
        abs(second - first) <= Self.tolerance, "#\(index) \(scene): \(first), then \(second)")
    }
    #expect(check.checked == Self.layoutsPerKind)
  }

  @Test(
    "the padding never exceeds the keyboard's reach into the unpadded content, plus spacing",
    arguments: PaddedLayout.Kind.allCases)
  func neverMoreThanTheKeyboardCovers(kind: PaddedLayout.Kind) {
    var check = PropertyCheck(seed: Self.seed(0x9AD0_2000, kind))
    var covering = 0
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      let measured = scene.layout.measured(padding: scene.startPadding, keyboard: scene.keyboard)
      let padding = measured.bottomPadding(for: scene.keyboard, options: scene.options)
      let resting = scene.options.restingOffset
      let ceiling: CGFloat
      if let reach = Self.coveredReach(scene) {
        covering += 1
        let rise = reach + scene.options.spacing
        let factor: CGFloat = kind.placement == .center ? 2 : 1
        ceiling = max(0, max(resting, factor * rise) - measured.keyboardInset)
      } else {
        ceiling = resting
      }
      check.expect(
        padding.isFinite && padding >= 0 && padding <= ceiling + Self.tolerance,
        "#\(index) \(scene): \(padding) above \(ceiling)")
    }
    #expect(covering > Self.layoutsPerKind / 10, "only \(covering) layouts were covered")
  }

  @Test(
    "with SwiftUI's own avoidance on, only the remainder is added",
    arguments: PaddedLayout.Kind.allCases)
  func swiftUIsAvoidanceIsNotDoubled(kind: PaddedLayout.Kind) {
    var check = PropertyCheck(seed: Self.seed(0x9AD0_3000, kind))
    var avoided = 0
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, swiftUIAvoids: true, using: &check.generator)
      let (layout, keyboard, options) = (scene.layout, scene.keyboard, scene.options)
      let measured = layout.measured(padding: scene.startPadding, keyboard: keyboard)
      let inset = measured.keyboardInset
      if inset > 0 { avoided += 1 }
      let padding = measured.bottomPadding(for: keyboard, options: options)
      let place = "#\(index) \(scene), SwiftUI's inset \(inset)"
      guard let reach = Self.coveredReach(scene) else {
        check.expect(padding == options.restingOffset, "\(place): \(padding), not at rest")
        continue
      }
      let target = keyboard.frame.minY - options.spacing
      if let needed = layout.withoutSwiftUI.padding(puttingBottomAt: target, keyboard: keyboard) {
        // What the layout needs without SwiftUI, made of SwiftUI's inset plus the padding; more
        // only where SwiftUI's inset alone was already more.
        let total = max(options.restingOffset, needed)
        check.expect(
          abs(inset + padding - max(total, inset)) <= Self.tolerance,
          "\(place): \(inset) + \(padding) instead of \(total)")
        if needed >= options.restingOffset && needed >= inset {
          let bottom = layout.contentFrame(padding: padding, keyboard: keyboard).maxY
          check.expect(
            abs(bottom - target) <= Self.tolerance,
            "\(place): the content ends at \(bottom), not \(target)")
        }
      } else {
        // Content no padding moves: room below it, less the room SwiftUI's inset gives.
        let room = max(0, max(options.restingOffset, reach + options.spacing) - inset)
        check.expect(abs(padding - room) <= Self.tolerance, "\(place): \(padding), not \(room)")
        let before = layout.contentFrame(padding: scene.startPadding, keyboard: keyboard)
        let after = layout.contentFrame(padding: padding, keyboard: keyboard)
        check.expect(before == after, "\(place): the content moved from \(before) to \(after)")
      }
    }
    // A sheet that UIKit lifted clear of the keyboard leaves SwiftUI nothing to avoid.
    #expect(avoided > Self.layoutsPerKind / 5, "SwiftUI avoided in only \(avoided) layouts")
  }

  @Test(
    "hidden, on another screen, or undocked and not followed: the resting offset",
    arguments: PaddedLayout.Kind.allCases)
  func restsWhereTheKeyboardCoversNothing(kind: PaddedLayout.Kind) {
    // Identities last as long as their objects: keep both alive.
    final class Screen {}
    let screens = (Screen(), Screen())
    let (appScreen, otherScreen) = (KeyboardScreen(screens.0), KeyboardScreen(screens.1))
    var check = PropertyCheck(seed: Self.seed(0x9AD0_4000, kind))
    var wouldCover = 0
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      var measured = scene.layout.measured(padding: scene.startPadding, keyboard: scene.keyboard)
      measured.view.screen = appScreen
      var options = scene.options
      let keyboard: KeyboardState
      switch index % 3 {
      case 0:
        keyboard = .hidden
      case 1:
        var elsewhere = scene.keyboard
        elsewhere.screen = otherScreen
        keyboard = elsewhere
      default:
        // A floating keyboard right over the content's bottom edge, not followed.
        let content = measured.unpaddedFrame ?? .zero
        let frame = CGRect(x: content.minX, y: content.maxY - 100, width: 320, height: 260)
        keyboard = KeyboardState(presentation: .floating, frame: frame, screen: appScreen)
        options.followsUndockedKeyboard = false
        var followed = options
        followed.followsUndockedKeyboard = true
        if measured.bottomPadding(for: keyboard, options: followed) != options.restingOffset {
          wouldCover += 1
        }
      }
      let padding = measured.bottomPadding(for: keyboard, options: options)
      check.expect(
        padding == options.restingOffset,
        "#\(index) \(scene), keyboard \(keyboard.presentation) \(keyboard.frame): \(padding)")
    }
    #expect(wouldCover > Self.layoutsPerKind / 6, "only \(wouldCover) floating keyboards covered")
    withExtendedLifetime(screens) {}
  }

  @Test(
    "after a change of position alone, one pass gives the new position's padding",
    arguments: PaddedLayout.Kind.allCases)
  func positionChangesAreAnsweredFromTheNewFrame(kind: PaddedLayout.Kind) {
    var check = PropertyCheck(seed: Self.seed(0x9AD0_5000, kind))
    var changed = 0
    while check.checked < Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      let (keyboard, options) = (scene.keyboard, scene.options)
      let before = scene.layout.measured(padding: scene.startPadding, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      // UIKit moves a sheet, or an ancestor scrolls: same size, new place.
      let shift = CGFloat(Int.random(in: -300...300, using: &check.generator)) / 2
      let moved = scene.layout.moved(by: shift)
      guard moved.holds(padding: before, keyboard: keyboard) else { continue }
      let after = moved.measured(padding: before, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      // A move that leaves the content less room than it needs is no layout SwiftUI would keep.
      guard moved.holds(padding: after, keyboard: keyboard) else { continue }
      let fresh = moved.measured(padding: 0, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      let again = moved.measured(padding: after, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: options)
      if after != before { changed += 1 }
      check.expect(
        abs(after - fresh) <= Self.tolerance && abs(again - after) <= Self.tolerance,
        "\(scene), moved \(shift): \(before), then \(after), measured fresh \(fresh), "
          + "then \(again)")
    }
    #expect(changed > Self.layoutsPerKind / 20, "only \(changed) moves changed the padding")
  }

  @Test(
    "measured inside and around the padding, mid-animation too, one pass gives the settled padding",
    arguments: PaddedLayout.Kind.allCases)
  func twoFramesOfOnePassGiveTheSettledPadding(kind: PaddedLayout.Kind) {
    var check = PropertyCheck(seed: Self.seed(0x9AD0_7000, kind))
    var pairedWrongly = 0
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      let (layout, keyboard, options) = (scene.layout, scene.keyboard, scene.options)
      let start = layout.measured(padding: scene.startPadding, keyboard: keyboard)
      let settled = start.bottomPadding(for: keyboard, options: options)
      // A frame of the padding's animation from where it was to where it goes.
      let progress = CGFloat(Int.random(in: 0...20, using: &check.generator)) / 20
      let shown = scene.startPadding + (settled - scene.startPadding) * progress
      let content = AvoidingView(frame: layout.contentFrame(padding: shown, keyboard: keyboard))
      let measured = PaddedContent(
        view: content, paddedFrame: layout.paddedFrame(padding: shown, keyboard: keyboard),
        placement: kind.placement, keyboardInset: start.keyboardInset)
      let answer = measured.bottomPadding(for: keyboard, options: options)
      check.expect(
        abs(measured.padding - shown) <= Self.tolerance && abs(answer - settled) <= Self.tolerance,
        "#\(index) \(scene), \(progress) of the way: measured \(measured.padding) of \(shown), "
          + "then \(answer) instead of \(settled)")
      // The same frame taken with the padding asked for rather than the one laid out.
      let assumed = PaddedContent(
        view: content, padding: settled, placement: kind.placement,
        keyboardInset: start.keyboardInset
      ).bottomPadding(for: keyboard, options: options)
      if abs(assumed - settled) > Self.tolerance { pairedWrongly += 1 }
    }
    // Content that moves with its padding is misread mid-animation when the padding is assumed.
    if kind.placement != .top {
      #expect(pairedWrongly > Self.layoutsPerKind / 20, "only \(pairedWrongly) misread")
    }
  }

  @Test(
    "non-finite or negative input gives a finite padding, as documented",
    arguments: PaddedLayout.Kind.allCases)
  func badInputGivesAFinitePadding(kind: PaddedLayout.Kind) {
    let bad: [CGFloat] = [
      .nan, .infinity, -.infinity, -1, -1_000, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude,
    ]
    var check = PropertyCheck(seed: Self.seed(0x9AD0_6000, kind))
    for index in 0..<Self.layoutsPerKind {
      let scene = PaddedScene(kind: kind, using: &check.generator)
      let good = scene.layout.measured(padding: scene.startPadding, keyboard: scene.keyboard)
      var content = good
      var cleaned = good
      var options = scene.options
      var cleanOptions = scene.options
      var keyboard = scene.keyboard
      let value = bad.randomElement(using: &check.generator) ?? .nan
      // What the documentation says the bad value counts as; `nil` where it is a legal value.
      let countsAsZero = !value.isFinite || value < 0
      var expectsRest = false
      switch index % 6 {
      case 0:
        content.padding = value
        cleaned.padding = countsAsZero ? 0 : value
      case 1:
        content.keyboardInset = value
        cleaned.keyboardInset = countsAsZero ? 0 : value
      case 2:
        options.spacing = value
        cleanOptions.spacing = value.isFinite ? value : 0
      case 3:
        options.restingOffset = value
        cleanOptions.restingOffset = countsAsZero ? 0 : value
      case 4:
        var frame = good.view.frame
        if Bool.random(using: &check.generator) {
          frame.origin.y = value
        } else {
          frame.size.height = value
        }
        content.view.frame = frame
        expectsRest = !frame.isFiniteAndStandardForTests
      default:
        keyboard.frame.origin.y = value
        expectsRest = !value.isFinite
      }
      let padding = content.bottomPadding(for: keyboard, options: options)
      let place = "#\(index) \(scene), bad value \(value) in slot \(index % 6)"
      check.expect(padding.isFinite && padding >= 0, "\(place): \(padding)")
      if expectsRest {
        let resting = cleanOptions.restingOffset
        check.expect(padding == resting, "\(place): \(padding), not the resting \(resting)")
      } else if index % 6 < 4 {
        let expected = cleaned.bottomPadding(for: keyboard, options: cleanOptions)
        check.expect(padding == expected, "\(place): \(padding), not \(expected)")
      }
    }
    #expect(check.checked >= Self.layoutsPerKind)
  }

  /// How far the keyboard reaches into the content laid out with no padding and no avoidance by
  /// SwiftUI: from the keyboard's top down to the content's bottom, stopping at the screen's
  /// bottom for a docked keyboard and at the bottom of a hardware keyboard's full frame; `nil`
  /// when the keyboard covers none of the content or does not count.
  static func coveredReach(_ scene: PaddedScene) -> CGFloat? {
    let keyboard = scene.keyboard
    guard keyboard.isVisible,
      keyboard.presentation.isDocked || scene.options.followsUndockedKeyboard
    else { return nil }
    let content = scene.layout.unpadded(for: keyboard)
    let overlap = content.intersection(keyboard.frame)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return nil }
    let limit: CGFloat
    switch keyboard.presentation {
    case .docked: limit = scene.layout.screen.maxY
    case .accessoryBar: limit = keyboard.frame.maxY
    case .hidden, .undocked, .floating: limit = .infinity
    }
    return min(content.maxY, limit) - keyboard.frame.minY
  }
}

extension CGRect {
  /// Every component finite and the size not negative: what the documentation calls measurable.
  fileprivate var isFiniteAndStandardForTests: Bool {
    [origin.x, origin.y, size.width, size.height].allSatisfy(\.isFinite)
      && size.width >= 0 && size.height >= 0
  }
}
