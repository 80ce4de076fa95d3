import Foundation
import KeyboardAvoidance
import KeyboardPreview

/// How fast `keyboard-preview` imports a storyboard and checks its scenes: a seeded storyboard
/// of 40 form scenes and 150 fields (``SyntheticStoryboard``), imported, then every scene laid
/// out on the 42 iPhones that run iOS 13 with the predictive keyboard and every field focused in
/// turn, as `keyboard-preview --storyboard` does without pictures.
enum StoryboardBenchmark {
  struct Result {
    var scenes: Int
    var fields: Int
    var devices: Int
    /// Median time to import the whole storyboard, in milliseconds.
    var importMilliseconds: Double
    /// The same per scene.
    var importMillisecondsPerScene: Double
    /// Device rows checked (scenes × devices), and the fields focused over all of them.
    var rows: Int
    var fieldChecks: Int
    var failedRows: Int
    /// The time to check every row, suggestions for failing rows included, in seconds.
    var checkSeconds: Double
    var rowsPerSecond: Double { checkSeconds > 0 ? Double(rows) / checkSeconds : 0 }
    var fieldChecksPerSecond: Double {
      checkSeconds > 0 ? Double(fieldChecks) / checkSeconds : 0
    }
    /// Import and check together: what a user waits for.
    var totalSeconds: Double { importMilliseconds / 1000 + checkSeconds }
  }

  /// The storyboard the figures are for.
  static let scenes = 40
  static let fields = 150
  static let seed: UInt64 = 31

  /// The run must stay well under a minute on the build machine.
  static let totalSecondsTarget = 60.0

  static func run(importRounds: Int, scenes: Int = scenes, fields: Int = fields) -> Result {
    let storyboard = SyntheticStoryboard(scenes: scenes, fields: fields, seed: seed)
    let data = Data(storyboard.text().utf8)
    var imported: [ImportedScene] = []
    var times: [Double] = []
    for _ in 0..<max(importRounds, 1) {
      let start = DispatchTime.now().uptimeNanoseconds
      imported = (try? ImportedScene.scenes(inInterfaceBuilderDocument: data, file: "bench")) ?? []
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    let importMilliseconds = Statistics.median(times)
    let devices = DeviceCatalog.iPhones.filter {
      $0.runsApps(targeting: PreviewOptions.packageDeploymentTarget)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var rows = 0
    var fieldChecks = 0
    var failed = 0
    for scene in imported {
      guard let screen = scene.screen else { continue }
      let report = screen.preview(
        devices: devices, orientations: [.portrait], keyboards: [.predictive])
      rows += report.results.count
      fieldChecks += report.results.map(\.fields.count).reduce(0, +)
      failed += report.summary.failed
    }
    let checkSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    return Result(
      scenes: imported.count,
      fields: imported.compactMap(\.screen).map(\.allFieldCount)
        .reduce(0, +),
      devices: devices.count, importMilliseconds: importMilliseconds,
      importMillisecondsPerScene: imported.isEmpty
        ? 0 : importMilliseconds / Double(imported.count),
      rows: rows, fieldChecks: fieldChecks, failedRows: failed, checkSeconds: checkSeconds)
  }
}

extension ScreenDescription {
  /// How many fields the screen has, in groups and scroll views too.
  var allFieldCount: Int {
    func count(_ elements: [ScreenElement]) -> Int {
      elements.map { ($0.kind == .field ? 1 : 0) + count($0.elements) }.reduce(0, +)
    }
    return count(elements)
  }
}

extension Report {
  /// The storyboard figures as members of the JSON object.
  static func storyboardMembers(_ result: StoryboardBenchmark.Result?) -> [(String, JSONValue)] {
    guard let result else { return [] }
    return [
      ("storyboard_scenes", .integer(result.scenes)),
      ("storyboard_fields", .integer(result.fields)),
      ("storyboard_devices", .integer(result.devices)),
      ("storyboard_import_ms", number(result.importMilliseconds, 2)),
      ("storyboard_import_ms_per_scene", number(result.importMillisecondsPerScene, 3)),
      ("storyboard_rows", .integer(result.rows)),
      ("storyboard_field_checks", .integer(result.fieldChecks)),
      ("storyboard_failed_rows", .integer(result.failedRows)),
      ("storyboard_check_seconds", number(result.checkSeconds, 2)),
      ("storyboard_rows_per_second", number(result.rowsPerSecond, 1)),
      ("storyboard_field_checks_per_second", number(result.fieldChecksPerSecond, 1)),
      ("storyboard_total_seconds", number(result.totalSeconds, 2)),
    ]
  }

  /// The storyboard figures as lines of the table.
  static func storyboardLines(_ result: StoryboardBenchmark.Result?) -> [String] {
    guard let result else { return [] }
    return [
      "5. keyboard-preview --storyboard: \(result.scenes) scenes, \(result.fields) fields "
        + "(seed \(StoryboardBenchmark.seed)), \(result.devices) iPhones",
      "   import: \(format(result.importMilliseconds, 1)) ms (median), "
        + "\(format(result.importMillisecondsPerScene, 2)) ms per scene",
      "   check: \(result.rows) rows, \(result.fieldChecks) fields focused, "
        + "\(result.failedRows) failing with suggestions, in \(format(result.checkSeconds, 2)) s: "
        + "\(format(result.rowsPerSecond, 0)) rows/s, "
        + "\(format(result.fieldChecksPerSecond, 0)) focused fields/s",
      "   import and check: \(format(result.totalSeconds, 2)) s "
        + "(target < \(Int(StoryboardBenchmark.totalSecondsTarget)) s)",
      "",
    ]
  }
}
