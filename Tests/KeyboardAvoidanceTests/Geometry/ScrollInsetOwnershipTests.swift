import Foundation
import KeyboardAvoidance
import Testing

@Suite("ScrollInsetOwnership")
struct ScrollInsetOwnershipTests {
  /// A full-screen form on an iPhone 16: 393 × 852, 2,000 pt of content, UIKit's 34 pt home
  /// indicator inset on top of the app's bottom content inset.
  static func form(content: CGFloat, indicator: CGFloat, offset: CGFloat = 0) -> ScrollContainer {
    ScrollContainer(
      frame: ScrollFixtures.iPhone16, contentSize: CGSize(width: 393, height: 2_000),
      contentOffset: CGPoint(x: 0, y: offset),
      contentInset: VerticalInsets(top: 0, bottom: content),
      adjustedContentInset: VerticalInsets(top: 59, bottom: content + 34),
      indicatorInsetBottom: indicator)
  }

  /// One step of a session: the insets the scroll view has when it begins, the keyboard, and the
  /// insets to write.
  struct Step: Sendable, CustomTestStringConvertible {
    let name: String
    let content: CGFloat
    let indicator: CGFloat
    let keyboard: KeyboardState
    let written: ScrollInsetOwnership.Insets
    var testDescription: String { name }
  }

  /// A show, an app write, a hide and the same again with the indicator.
  ///
  /// The keyboard covers 852 − 517 = 335 pt of the form. With the app's insets at 0 the resting
  /// adjusted inset is 34, so the keyboard's part is 335 − 34 = 301. When the app writes 50 (a
  /// toolbar of its own) the resting adjusted inset is 50 + 34 = 84 and the keyboard's part
  /// 335 − 84 = 251, on top of the app's 50 and of the app's 0 for the indicator.
  static let session: [Step] = [
    Step(
      name: "the keyboard shows", content: 0, indicator: 0, keyboard: ScrollFixtures.keyboard16,
      written: .init(content: 301, indicator: 301)),
    Step(
      name: "the app writes a content inset of 50", content: 50, indicator: 301,
      keyboard: ScrollFixtures.keyboard16, written: .init(content: 301, indicator: 251)),
    Step(
      name: "the keyboard hides", content: 301, indicator: 251, keyboard: .hidden,
      written: .init(content: 50, indicator: 0)),
    Step(
      name: "the keyboard shows again", content: 50, indicator: 0,
      keyboard: ScrollFixtures.keyboard16, written: .init(content: 301, indicator: 251)),
    Step(
      name: "the app writes an indicator inset of 20", content: 301, indicator: 20,
      keyboard: ScrollFixtures.keyboard16, written: .init(content: 301, indicator: 271)),
    Step(
      name: "the keyboard hides again", content: 301, indicator: 271, keyboard: .hidden,
      written: .init(content: 50, indicator: 20)),
  ]

  @Test("app writes become the resting insets, and the keyboard's part goes on top of them")
  func session() {
    var insets = ScrollInsetOwnership(contentInsetBottom: 0, indicatorInsetBottom: 0)
    for step in Self.session {
      let measured = insets.observe(Self.form(content: step.content, indicator: step.indicator))
      let adjustment = insets.own(
        step.keyboard.scrollAdjustment(for: measured, revealing: .null, distance: 10))
      #expect(adjustment.contentInsetBottom == step.written.content, "\(step.name)")
      #expect(adjustment.indicatorInsetBottom == step.written.indicator, "\(step.name)")
    }
  }

  @Test("the container the policy sees has the keyboard's part on top of the app's insets")
  func observedContainer() {
    var insets = ScrollInsetOwnership(contentInsetBottom: 0, indicatorInsetBottom: 0)
    _ = insets.own(
      ScrollFixtures.keyboard16.scrollAdjustment(
        for: insets.observe(Self.form(content: 0, indicator: 0)), revealing: .null))
    // The app wrote 50: the policy sees 50 + 301 = 351, adjusted 351 + 34 = 385.
    let measured = insets.observe(Self.form(content: 50, indicator: 301))
    #expect(measured.contentInset.bottom == 351)
    #expect(measured.adjustedContentInset.bottom == 385)
    #expect(measured.indicatorInsetBottom == 301)
    #expect(measured.keyboardInset == 301)
    #expect(insets.contentInset.appValue == 50)
    #expect(insets.indicatorInset.appValue == 0)
  }

  @Test("nothing written by the app: the container is the scroll view as measured")
  func unchangedContainer() {
    var insets = ScrollInsetOwnership(contentInsetBottom: 20, indicatorInsetBottom: 8)
    let form = Self.form(content: 20, indicator: 8)
    #expect(insets.observe(form) == form)
  }

  @Test("resting without measuring gives the app's insets back exactly")
  func rest() {
    var insets = ScrollInsetOwnership(contentInsetBottom: 0.1, indicatorInsetBottom: 0.3)
    _ = insets.own(
      ScrollFixtures.keyboard16.scrollAdjustment(
        for: insets.observe(Self.form(content: 0.1, indicator: 0.3)), revealing: .null))
    let resting = insets.rest(.init(content: 0.1 + 300.9, indicator: 0.3 + 300.9))
    #expect(resting == .init(content: 0.1, indicator: 0.3))
    #expect(insets.keyboardInset == 0)
  }

  @Test("a hundred shows and hides of changing heights leave exactly the app's insets")
  func noDrift() {
    // Insets that no sum of the keyboard's parts gives back by subtraction: 0.1 + 301.7 − 301.7
    // is not 0.1 in binary floating point.
    var insets = ScrollInsetOwnership(contentInsetBottom: 0.1, indicatorInsetBottom: 0.7)
    var content: CGFloat = 0.1
    var indicator: CGFloat = 0.7
    for cycle in 0..<100 {
      let height = 260 + CGFloat(cycle % 7) * 13.3
      let keyboard = KeyboardState(
        presentation: .docked, frame: Keyboard.docked(height: height, on: ScrollFixtures.iPhone16))
      for state in [keyboard, .hidden] {
        let measured = insets.observe(Self.form(content: content, indicator: indicator))
        let adjustment = insets.own(state.scrollAdjustment(for: measured, revealing: .null))
        content = adjustment.contentInsetBottom
        indicator = adjustment.indicatorInsetBottom
      }
      #expect(content == 0.1 && indicator == 0.7, "after cycle \(cycle)")
    }
  }
}
