import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Preview table")
struct PreviewTableTests {
  static func lines(_ table: String) -> [String] {
    table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static func line(_ table: String, starting prefix: String) -> String? {
    lines(table).first { $0.hasPrefix(prefix) }
  }

  static func cells(_ line: String) -> [String] {
    line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  @Test func rowsCarryTheFiguresAndFailuresFollowOnePerLine() throws {
    let report = ScreenDescription.builtInLogin.preview(
      devices: [Devices.iPhone4s, Devices.iPhone16], orientations: [.portrait],
      keyboards: [.predictive])
    let table = report.table
    #expect(
      Self.lines(table).first
        == "Login: is password at least 10 pt above loginButton on the keyboard? 2 rows: 2 iPhones "
        + "× portrait × predictive keyboard")
    let header = try #require(Self.line(table, starting: "Device"))
    #expect(
      Self.cells(header) == [
        "Device", "Screen", "Class", "Keyboard", "Source", "Space left", "Clearance", "Shift",
        "Rules", "Result",
      ])
    // 480 − 261 = 219, the button on it from 169: the password field (167…211 with the rules)
    // must end at 159, a 52 pt shift, which takes the status label (70…91) to 18, 2 pt under
    // the status bar.
    let failing = try #require(Self.line(table, starting: "iPhone 4s"))
    #expect(
      Self.cells(failing) == [
        "iPhone 4s", "320×480", "compactHeight", "261 pt", "apps", "10 pt", "10 pt", "52 pt", "7",
        "FAIL",
      ])
    let passing = try #require(Self.line(table, starting: "iPhone 16"))
    #expect(passing.hasSuffix("PASS"))
    #expect(passing.contains("measured"))
    let lines = Self.lines(table)
    let failures = try #require(lines.firstIndex(of: "Failures (1; the pictures mark them):"))
    #expect(
      lines[failures + 1] == "  iPhone 4s: keyboard up: statusLabel goes 2 pt under the status bar")
    #expect(lines[failures + 2].isEmpty)
    let suggestions = try #require(
      lines.firstIndex(of: "Suggestions (each one checked: with it, the rows it names pass):"))
    #expect(lines[suggestions + 1].hasPrefix("  iPhone 4s: put the fields in a scroll view"))
    #expect(table.contains("1 passed, 1 failed."))
    // Rules wrap between rules, never inside one.
    #expect(
      table.contains(
        "  compactHeight: logo.isHidden false → true, statusLabel.top 40 → -50, credentials.top 40 → 20,"
      ))
    #expect(
      table.contains(
        "Sources of these heights:\n  Mixin Messenger: https://github.com/MixinNetwork/ios-app"))
    #expect(lines.allSatisfy { $0.count <= PreviewReport.tableWidth })
  }

  @Test func columnsLineUp() {
    let table = ScreenDescription.builtInLogin.preview(
      devices: DeviceCatalog.iPhones, orientations: [.portrait], keyboards: [.predictive]
    ).table
    let lines = Self.lines(table)
    let header = lines.first { $0.hasPrefix("Device") } ?? ""
    let rows = lines.filter { $0.hasPrefix("iPhone") }
    #expect(rows.count == DeviceCatalog.iPhones.count)
    let resultColumn = header.range(of: "Result").map {
      header.distance(from: header.startIndex, to: $0.lowerBound)
    }
    for row in rows {
      let status = row.range(of: "PASS") ?? row.range(of: "FAIL")
      #expect(status.map { row.distance(from: row.startIndex, to: $0.lowerBound) } == resultColumn)
    }
  }

  /// Both orientations: an orientation column, one row per device and orientation, and the
  /// title counts the rows.
  @Test func bothOrientationsGetAColumn() throws {
    let table = ScreenDescription.builtInLogin.preview(
      devices: [Devices.iPhone16], orientations: [.portrait, .landscape], keyboards: [.predictive]
    ).table
    #expect(
      table.hasPrefix(
        "Login: is password at least 10 pt above loginButton on the keyboard? 2 rows: 1 iPhone × "
          + "portrait and landscape ×\n  predictive keyboard\n"))
    let header = try #require(Self.line(table, starting: "Device"))
    #expect(Self.cells(header).prefix(3) == ["Device", "Orientation", "Screen"])
    let rows = Self.lines(table).filter { $0.hasPrefix("iPhone 16") }.map { Self.cells($0) }
    #expect(
      rows.map { Array($0.prefix(3)) } == [
        ["iPhone 16", "portrait", "393×852"], ["iPhone 16", "landscape", "852×393"],
      ])
    #expect(table.contains("  iPhone 16, landscape: keyboard "))
  }

  @Test func notApplicableRowsAndEveryFailure() {
    let report = ScreenDescription.builtInLogin.preview(
      devices: [Devices.iPhoneSE1], orientations: [.landscape], keyboards: [.predictive, .floating])
    let table = report.table
    #expect(table.contains("Not applicable:\n  an iPhone has no floating keyboard (1 row)"))
    // Landscape on the SE fails four checks; every one has its line.
    #expect(report.results[0].failures.count == 4)
    let lines = Self.lines(table)
    let start = lines.firstIndex { $0.hasPrefix("Failures") } ?? 0
    let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
    let failureLines = lines[start..<end].filter {
      $0.hasPrefix("  iPhone SE (1st generation), predictive keyboard: ")
    }
    #expect(failureLines.count == 4)
    #expect(table.contains("Keyboard  ") && table.contains("predictive 199 pt"))
    #expect(table.contains("1 failed, 1 not applicable"))
  }
}
