import Foundation
import KeyboardAvoidance
import Testing

/// The layouts where deciding from the padded frame went wrong, measured in ``PaddedLayout`` as
/// the modifier measured them before (the frame with its padding, through
/// `KeyboardState.bottomPadding(for:options:)`) and as it measures them now (the content inside
/// its padding, through ``PaddedContent``).
extension PaddedContentTests {
  static let iPhone16 = CGRect(x: 0, y: 0, width: 393, height: 852)

  static func layout(
    _ kind: PaddedLayout.Kind, space: CGRect, contentHeight: CGFloat, swiftUIAvoids: Bool = false,
    screen: CGRect = iPhone16
  ) -> PaddedLayout {
    PaddedLayout(
      kind: kind, place: "a test screen", screen: screen, space: space,
      contentHeight: contentHeight, scrollOffset: 0, swiftUIAvoids: swiftUIAvoids)
  }

  /// The old measurement: the padded view, the padding below the content included.
  static func paddedFrame(_ layout: PaddedLayout, padding: CGFloat) -> AvoidingView {
    AvoidingView(frame: layout.paddedFrame(padding: padding, keyboard: docked))
  }

  /// F1, runaway padding: a form at y = 100…800 inside a ScrollView stays where it is while its
  /// padding grows below it, so each answer from the padded frame lengthened the next frame.
  @available(*, deprecated, message: "compares with the deprecated padded-frame answer")
  @Test func topAnchoredContentSettlesInOnePass() {
    let form = Self.layout(
      .contentInScrollView, space: CGRect(x: 0, y: 100, width: 393, height: 718),
      contentHeight: 700)
    var (before, after): ([CGFloat], [CGFloat]) = ([], [])
    var (old, new): (CGFloat, CGFloat) = (0, 0)
    for _ in 0..<3 {
      old = Self.docked.bottomPadding(for: Self.paddedFrame(form, padding: old), options: Self.gap)
      before.append(old)
      new = form.measured(padding: new, keyboard: Self.docked)
        .bottomPadding(for: Self.docked, options: Self.gap)
      after.append(new)
    }
    // 800 − 517 + 8 = 291 of room, then 291 more on every pass before.
    #expect(before == [291, 582, 873])
    #expect(after == [291, 291, 291])
  }

  /// F1, creeping padding: a 300 pt form centred between y = 59 and 818 rises half as far as its
  /// padding, so the old answer crept toward twice the rise over many passes.
  @available(*, deprecated, message: "compares with the deprecated padded-frame answer")
  @Test func centredContentSettlesInOnePass() {
    let card = Self.layout(
      .centredStack, space: CGRect(x: 0, y: 59, width: 393, height: 759), contentHeight: 300)
    var old: CGFloat = 0
    var before: [CGFloat] = []
    for _ in 0..<10 {
      old = Self.docked.bottomPadding(for: Self.paddedFrame(card, padding: old), options: Self.gap)
      before.append(old)
    }
    // 79.5 + old / 2 on each pass: 79.5, 119.25, 139.125, … still short of 159 after ten.
    #expect(Array(before.prefix(3)) == [79.5, 119.25, 139.125])
    #expect(Set(before).count == 10 && (before.last ?? 159) < 159)
    let new = card.measured(padding: 0, keyboard: Self.docked)
      .bottomPadding(for: Self.docked, options: Self.gap)
    // Twice the rise 588.5 − 517 + 8 = 79.5, at once; the form then ends 8 pt above the keyboard.
    #expect(new == 159)
    #expect(card.contentFrame(padding: new, keyboard: Self.docked).maxY == 509)
    #expect(
      card.measured(padding: new, keyboard: Self.docked)
        .bottomPadding(for: Self.docked, options: Self.gap) == 159)
  }

  /// Content declared as filling its space that really stays at the top still stops: the reach never
  /// passes the docked keyboard's bottom edge, so the padding ends at the keyboard's height plus
  /// the spacing, 335 + 8.
  @Test func aWrongPlacementStaysBounded() {
    let form = CGRect(x: 0, y: 100, width: 393, height: 700)
    var padding: CGFloat = 0
    var answers: [CGFloat] = []
    for _ in 0..<4 {
      padding = PaddedContent(view: AvoidingView(frame: form), padding: padding, placement: .fills)
        .bottomPadding(for: Self.docked, options: Self.gap)
      answers.append(padding)
    }
    #expect(answers == [291, 343, 343, 343])
  }

  /// F9, avoiding twice: SwiftUI's inset and the padding together never exceed what is needed.
  ///
  /// SwiftUI's own avoidance had already shrunk the screen's stack to the keyboard's top (an inset
  /// of 818 − 517 = 301). The old answer, from a frame the keyboard no longer covered, was the
  /// resting offset on top of SwiftUI's inset.
  @available(*, deprecated, message: "compares with the deprecated padded-frame answer")
  @Test func swiftUIsInsetIsNotAddedAgain() {
    let stack = Self.layout(
      .bottomAnchoredStack, space: CGRect(x: 0, y: 59, width: 393, height: 759),
      contentHeight: 88, swiftUIAvoids: true)
    let options = KeyboardAvoidanceOptions(spacing: 8, restingOffset: 16)
    let needed: CGFloat = 818 - 517 + 8
    let old = Self.docked.bottomPadding(for: Self.paddedFrame(stack, padding: 0), options: options)
    #expect(old == 16)
    #expect(301 + old > needed)  // 317: the stack ends at 501, 16 pt above the keyboard, not 8
    let measured = stack.measured(padding: 0, keyboard: Self.docked)
    #expect(measured.keyboardInset == 301)
    let new = measured.bottomPadding(for: Self.docked, options: options)
    #expect(new == 8)
    #expect(301 + new == needed)
    #expect(stack.contentFrame(padding: new, keyboard: Self.docked).maxY == 509)
  }

  /// F22, a sheet that moves: a change of position alone gives the new frame's padding.
  ///
  /// An iPad Air 13-inch held sideways (1366 × 1024) shows a 540 × 620 form sheet at
  /// y = 202…822 and a 498 pt keyboard (top at 526). UIKit lifts the sheet to y = 20…640;
  /// measured again there, with the padding it had, the answer comes from the new frame and
  /// holds.
  @Test func aSheetMovedForTheKeyboardGetsTheNewFramesPadding() {
    let screen = CGRect(x: 0, y: 0, width: 1_366, height: 1_024)
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 526, width: 1_366, height: 498))
    let sheet = Self.layout(
      .movingSheet, space: CGRect(x: 413, y: 202, width: 540, height: 620), contentHeight: 88,
      screen: screen)
    #expect(sheet.space(for: keyboard) == CGRect(x: 413, y: 20, width: 540, height: 620))
    // Measured where the sheet was: 822 − 526 + 8.
    let stale = PaddedContent(view: AvoidingView(frame: sheet.space))
      .bottomPadding(for: keyboard, options: Self.gap)
    #expect(stale == 304)
    // Measured where UIKit put it, still padded by 304: 640 − 526 + 8.
    let moved = sheet.measured(padding: stale, keyboard: keyboard)
    #expect(moved.view.frame == CGRect(x: 413, y: 20, width: 540, height: 316))
    let fresh = moved.bottomPadding(for: keyboard, options: Self.gap)
    #expect(fresh == 122)
    #expect(
      sheet.measured(padding: fresh, keyboard: keyboard)
        .bottomPadding(for: keyboard, options: Self.gap) == 122)
    #expect(sheet.contentFrame(padding: fresh, keyboard: keyboard).maxY == 518)
  }
}
