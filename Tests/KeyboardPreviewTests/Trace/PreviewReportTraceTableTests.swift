import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The table of a played trace: a row per notification, the changes marked, rejections and
/// failures named, within the table's width.
@Suite("Played trace table")
struct PreviewReportTraceTableTests {
  /// The cells of the table's rows (between the rule under the header and the blank line),
  /// split at runs of two spaces or more.
  static func rows(_ table: String) -> [[String]] {
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let rule = lines.firstIndex(where: { $0.hasPrefix("-  ") }) else { return [] }
    return lines[(rule + 1)...].prefix { !$0.isEmpty }.map { line in
      line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
  }

  /// The table of a trace of the corpus played against the login screen.
  static func table(_ name: String) throws -> String {
    try ScreenDescriptionTraceTests.play(name).table
  }

  @Test func aRowPerNotificationWithTheChangesMarked() throws {
    let table = try Self.table(TraceCorpus.shortcutBar)
    #expect(table.split(separator: "\n").allSatisfy { $0.count <= PreviewReport.tableWidth })
    #expect(
      table.contains(
        "#  Time  Notification     Keyboard        Covered  Clearance  Shift  Result\n"))
    #expect(
      Self.rows(table) == [
        ["0", "0 s", "willChangeFrame", "→ docked", "313 pt", "340 pt", "-", "PASS"],
        ["1", "0 s", "willShow", "docked", "313 pt", "340 pt", "-", "PASS"],
        ["2", "2 s", "willChangeFrame", "→ accessoryBar", "55 pt", "598 pt", "-", "PASS"],
        ["3", "2 s", "willShow", "accessoryBar", "55 pt", "598 pt", "-", "PASS"],
        ["4", "4 s", "willChangeFrame", "→ docked", "313 pt", "340 pt", "-", "PASS"],
        ["5", "4 s", "willShow", "docked", "313 pt", "340 pt", "-", "PASS"],
      ])
    let title = table.components(separatedBy: "\n\n")[0]
    #expect(
      title.replacingOccurrences(of: "\n  ", with: " ")
        == "Login on iPad Air 2, replaying a session (recorded on iPad5,3, iOS 9.0): is password at "
        + "least 10 pt above loginButton on the keyboard after each of its 6 notifications?")
    #expect(table.hasSuffix("\n6 passed, 0 failed.\n"))
  }

  @Test func aWindowGetsAColumn() throws {
    let table = try Self.table("flutter-117324-stage-manager-small-window-at-top.json")
    #expect(
      Self.rows(table).first
        == [
          "0", "0 s", "willChangeFrame", "→ docked", "500×560 at 40,24", "0 pt", "-", "-", "PASS",
        ])
  }

  @Test func aRejectedNotificationSaysWhyInItsRowAndInFull() throws {
    let table = try Self.table("stackoverflow-10749311-ipad-undock-from-menu.json")
    #expect(
      Self.rows(table).last
        == [
          "1", "0.25 s", "didChangeFrame (rejected)", "undocked", "0 pt", "-", "-",
          "PASS; rejected: FrameEnd is missing",
        ])
    #expect(
      table.contains(
        "Rejected notifications (each keeps the state before it):\n"
          + "  notifications[1] (didChangeFrame): UIKeyboardFrameEndUserInfoKey is missing\n"))
  }

  @Test func theSummaryNamesTheFirstFailingNotification() throws {
    let table = try Self.table("apontious-keyboard-schmeeboard-iphone-rotation.json")
    #expect(
      table.contains(
        "\n  notifications[2]: keyboard hidden: userID overlaps loginButton by 25 pt\n"))
    #expect(
      table.hasSuffix(
        "\n2 passed, 1 failed; the first failure: notifications[2] (willShow, 2.3 s).\n"))
  }

  /// A failure too long for the Result column is cut there, with an ellipsis, and printed in
  /// full under the table.
  @Test func aLongFailureIsCutInItsRowOnly() throws {
    let report = try ScreenDescriptionTraceTests.play(
      TraceCorpus.shortcutBar, screen: PreviewCommandTraceTests.tallBannerScreen)
    let table = report.table
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= PreviewReport.tableWidth })
    let message =
      "keyboard up: \(PreviewCommandTraceTests.bannerID) goes 113 pt under the status bar"
    let first = try #require(Self.rows(table).first?.last)
    #expect(first.hasSuffix("…"))
    #expect(("FAIL: " + message).hasPrefix(first.dropLast()))
    let unwrapped = table.replacingOccurrences(of: "\n      ", with: " ")
    #expect(
      unwrapped.contains(
        "\n  notifications[0], notifications[1], notifications[4], notifications[5]: \(message)\n"))
  }
}
