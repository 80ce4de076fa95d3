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
