import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardPreview
import Testing

@testable import keyboard_bench

@Suite("Synthetic storyboard")
struct SyntheticStoryboardTests {
  /// 150 fields over 40 scenes: 3 each and 30 more, one for each of the first 30 scenes.
  @Test func fieldsAreSharedOutOverTheScenes() {
    let counts = SyntheticStoryboard(scenes: 40, fields: 150, seed: 1).fieldCounts()
    #expect(counts.count == 40)
    #expect(counts.reduce(0, +) == 150)
    #expect(counts.prefix(30).allSatisfy { $0 == 4 })
    #expect(counts.suffix(10).allSatisfy { $0 == 3 })
  }

  /// Any seed gives a storyboard the importer reads whole: every scene laid out on an iPhone 16
  /// with its fields, and the same seed the same text.
  @Test func everySeedImportsWhole() throws {
    var seeds = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
    print("SyntheticStoryboardTests seed: \(seeds.seed)")
    for _ in 0..<5 {
      let seed = seeds.next()
      let storyboard = SyntheticStoryboard(scenes: 8, fields: 25, seed: seed)
      #expect(storyboard.text() == storyboard.text())
      let scenes = try ImportedScene.scenes(
        inInterfaceBuilderDocument: Data(storyboard.text().utf8), file: "seed \(seed)")
      #expect(scenes.count == 8)
      #expect(scenes.allSatisfy { $0.record.status == .checked })
      #expect(scenes.allSatisfy { $0.record.documentDevice == "iPhone 16" })
      #expect(scenes.compactMap(\.screen).map(\.allFieldCount) == storyboard.fieldCounts())
    }
  }

  /// Laid out on the iPhone 16 the storyboard is saved for, each scene's fields sit where the
  /// generator's rules put them, whatever the seed: the first field 24 pt below the safe area's
  /// top (59 pt) in a stack or a scroll view, a title (16 + 34 pt) and one gap below it when
  /// chained, or in the first cell of a table (38 pt of header, 5 pt into the 44 pt cell) under
  /// a 44 pt bar; the fields one height and one gap apart; the button 16 pt above the safe
  /// area's bottom (852 − 34 − 16 = 802).
  @Test func everySeedLaysOutAsWritten() throws {
    let iPhone16 = try #require(DeviceCatalog.profile(identifier: "iPhone17,3"))
    var seeds = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
    print("SyntheticStoryboardTests layout seed: \(seeds.seed)")
    for _ in 0..<3 {
      let storyboard = SyntheticStoryboard(scenes: 8, fields: 26, seed: seeds.next())
      let scenes = try ImportedScene.scenes(
        inInterfaceBuilderDocument: Data(storyboard.text().utf8), file: "layout")
      for (index, scene) in scenes.enumerated() {
        let screen = try #require(scene.screen)
        let result = screen.preview(on: iPhone16, orientation: .portrait, keyboard: .predictive)
        let fields = result.hidden.filter { $0.kind == "field" }.map(\.frame.cgRect)
          .sorted { $0.minY < $1.minY }
        let first = try #require(fields.first)
        let height = first.height
        let step = fields.count > 1 ? fields[1].minY - first.minY : 0
        switch index % 4 {
        case 0, 1: #expect(close(first.minY, 59 + 24))
        case 2: #expect(close(first.minY, 59 + 16 + 34 + (step - height)))
        default: #expect(close(first.minY, 59 + 44 + 38 + 5))
        }
        for (upper, lower) in zip(fields, fields.dropFirst()) {
          #expect(close(lower.minY - upper.minY, step))
          #expect(close(lower.height, height))
        }
        if index % 4 == 0 || index % 4 == 2 {
          let button = result.hidden.first { $0.kind == "button" }?.frame.cgRect
          #expect(close(button?.maxY ?? 0, 802))
        }
      }
    }
  }

  /// Layouts sum halves and wholes of points; a hundredth absorbs the rounding of the sums.
  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

  /// What each kind of scene becomes, from the frames the generator writes: the stack 24 pt
  /// below the safe area's top, the button 16 pt above its bottom and on the keyboard through
  /// the outlet, the scroll view reaching the bottom of the screen, the table under a 44 pt
  /// simulated navigation bar.
  @Test func eachKindBecomesTheScreenItDescribes() throws {
    let storyboard = SyntheticStoryboard(scenes: 4, fields: 8, seed: 7)
    let scenes = try ImportedScene.scenes(
      inInterfaceBuilderDocument: Data(storyboard.text().utf8), file: "kinds")
    let screens = scenes.compactMap(\.screen)
    #expect(screens.count == 4)
    #expect(screens[0].elements.first?.kind == .group)
    #expect(screens[0].elements.first?.top == AdaptiveRule(24))
    #expect(screens[0].pinnedElements.first?.bottom == AdaptiveRule(16))
    #expect(screens[0].pinnedElements.first?.anchor == .keyboard)
    #expect(scenes[0].record.keyboardBindings.first?.outlet == "buttonBottom")
    #expect(screens[1].elements.first?.scrolling?.reachesScreenBottom == true)
    #expect(screens[2].elements.first?.id == "form")
    #expect(screens[3].bars == ScreenBars(top: 44))
  }
}
