import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@testable import keyboard_bench

@Suite("Storyboard benchmark")
struct StoryboardBenchmarkTests {
  /// The counts add up: every scene is checked on the 42 iPhones that run iOS 13, each row
  /// focusing each of the scene's fields.
  @Test func theFiguresAddUp() {
    let result = StoryboardBenchmark.run(importRounds: 1, scenes: 4, fields: 10)
    #expect(result.scenes == 4)
    #expect(result.fields == 10)
    #expect(result.devices == 42)
    #expect(result.rows == 4 * 42)
    #expect(result.fieldChecks == 10 * 42)
    #expect(result.importMilliseconds > 0)
    #expect(result.totalSeconds == result.importMilliseconds / 1000 + result.checkSeconds)
  }

  @Test func theReportCarriesEveryFigure() {
    let result = StoryboardBenchmark.run(importRounds: 1, scenes: 2, fields: 4)
    let names = Report.storyboardMembers(result).map(\.0)
    #expect(
      names == [
        "storyboard_scenes", "storyboard_fields", "storyboard_devices", "storyboard_import_ms",
        "storyboard_import_ms_per_scene", "storyboard_rows", "storyboard_field_checks",
        "storyboard_failed_rows", "storyboard_check_seconds", "storyboard_rows_per_second",
        "storyboard_field_checks_per_second", "storyboard_total_seconds",
      ])
    #expect(
      Report.storyboardLines(result).first?.hasPrefix("5. keyboard-preview --storyboard") == true)
    #expect(Report.storyboardMembers(nil).isEmpty)
  }
}
