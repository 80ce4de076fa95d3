import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

@Suite("Preview table")
struct PreviewTableTests {
  static func line(_ table: String, starting prefix: String) -> String? {
    table.split(separator: "\n").map(String.init).first { $0.hasPrefix(prefix) }
  }

  @Test func rowsCarryTheFigures() throws {
    let report = ScreenDescription.seedLogin.preview(
      devices: [Devices.iPhone4s, Devices.iPhone16], orientations: [.portrait],
      keyboards: [.predictive])
    let table = report.table
    let failing = try #require(Self.line(table, starting: "iPhone 4s"))
    let cells = failing.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    // 480 − 261 = 219, the button from 169, the password field from 209 after a 2 pt shift.
    #expect(
      cells == [
        "iPhone 4s", "320×480", "compactHeight", "predictive 261 pt", "shipping apps", "-40 pt",
        "10 pt", "2 pt", "7", "FAIL: keyboard up: password overlaps loginButton by 40 pt",
      ])
    let passing = try #require(Self.line(table, starting: "iPhone 16"))
    #expect(passing.hasSuffix("PASS"))
    #expect(passing.contains("measured"))
    #expect(table.contains("1 passed, 1 failed."))
    #expect(
      table.contains(
        "  compactHeight: logo.isHidden false → true, statusLabel.top 40 → -50, credentials.top 40 → 20"
      ))
  }

  @Test func columnsLineUp() {
    let table = ScreenDescription.seedLogin.preview(
      devices: DeviceCatalog.iPhones, orientations: [.portrait], keyboards: [.predictive]
    ).table
    let lines = table.split(separator: "\n").map(String.init)
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

  @Test func notApplicableRowsAndLongReasons() {
    let report = ScreenDescription.seedLogin.preview(
      devices: [Devices.iPhoneSE1], orientations: [.landscape], keyboards: [.predictive, .floating])
    let table = report.table
    #expect(table.contains("N/A: an iPhone has no floating keyboard"))
    // Landscape on the SE fails four checks; the table names two.
    #expect(report.results[0].failures.count == 4)
    #expect(table.contains("; 2 more in the picture"))
    #expect(table.contains("1 failed, 1 not applicable"))
  }
}
