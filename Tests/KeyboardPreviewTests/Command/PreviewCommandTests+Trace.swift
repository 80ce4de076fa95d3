import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// `keyboard-preview --trace FILE`: a recorded session played against the screen, its exit
/// status, its files, and its bad input.
@Suite("Preview command with a trace")
struct PreviewCommandTraceTests {
  static let bannerID = "welcomeBannerWithTheCompanyLogoAndItsSlogan"

  /// A 700 pt banner above one field, and a button riding on the keyboard.
  ///
  /// On an iPad Air 2
  /// (status bar 20 pt) the field ends at 20 + 700 + 44 = 764. With the docked keyboard (top
  /// 1024 − 313 = 711) the button starts at 661, so the field must end at 651: the screen
  /// moves up 113 pt and the banner goes 113 pt under the status bar. The shortcut bar (top
  /// 969, button from 919) leaves room: no move, a pass.
  static let tallBannerScreen: ScreenDescription = {
    let json = """
      {
        "version": 1,
        "name": "Welcome",
        "focus": "name",
        "elements": [
          { "id": "\(bannerID)", "kind": "logo", "height": 700 },
          { "id": "name", "kind": "field", "height": 44 }
        ],
        "pinned": { "id": "send", "kind": "button", "height": 50, "bottom": 0 }
      }
      """
    do {
      return try ScreenDescription(json: Data(json.utf8))
    } catch {
      Issue.record("the banner screen does not decode: \(error)")
      return .builtInLogin
    }
  }()

  /// The README's example: the login screen fits the whole session; a picture for each of the
  /// three notifications that changed the keyboard, and the page with a card each.
  @Test func theReadmeExamplePassesWithAPicturePerChange() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: ["--trace", TraceCorpus.path(TraceCorpus.shortcutBar)],
      currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.standardOutput.contains("\n6 passed, 0 failed.\nPictures: 3 in "))
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.path("keyboard-preview")
    ).sorted()
    #expect(
      written == [
        "index.html", "login-notifications-0-docked.svg", "login-notifications-2-accessorybar.svg",
        "login-notifications-4-docked.svg",
      ])
    let svg = try String(
      contentsOfFile: folder.path("keyboard-preview/login-notifications-2-accessorybar.svg"),
      encoding: .utf8)
    #expect(SVGInspector(svg).isWellFormed)
    #expect(svg.contains("after notifications[2] (willChangeFrame, 2 s)"))
    let page = try String(
      contentsOfFile: folder.path("keyboard-preview/index.html"), encoding: .utf8)
    #expect(page.components(separatedBy: "<article class=\"card ").count - 1 == 3)
    #expect(page.contains("notifications[2] · willChangeFrame · 2 s"))
  }

  @Test func theJSONReportHasATraceSection() throws {
    let outcome = PreviewCommand.run(arguments: [
      "--trace", TraceCorpus.path("apontious-keyboard-schmeeboard-iphone-rotation.json"),
      "--format", "json", "--no-pictures",
    ])
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    let data = Data(outcome.standardOutput.utf8)
    let report = try JSONDecoder().decode(PreviewReport.self, from: data)
    let trace = try #require(report.trace)
    #expect(trace.file == TraceCorpus.path("apontious-keyboard-schmeeboard-iphone-rotation.json"))
    #expect(trace.model == "iPhone4,1")
    #expect(trace.device == "iPhone 4s")
    #expect(trace.firstFailure == 2)
    #expect(
      trace.steps.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardWillShowNotification",
      ])
    #expect(report.results.count == 3)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["trace"] is [String: Any])
    #expect(object["version"] as? Int == PreviewReport.formatVersion)
  }

  /// A screen that fails while the full keyboard is up: exit status 1, the first failing
  /// notification named in the summary.
  @Test func aScreenThatFailsExitsWithOne() throws {
    let folder = try TemporaryFolder()
    let screen = try folder.write(Self.tallBannerScreen.jsonText, to: "welcome.json")
    let outcome = PreviewCommand.run(
      arguments: [
        "--trace", TraceCorpus.path(TraceCorpus.shortcutBar), "--screen", screen, "--no-pictures",
      ], currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    #expect(
      outcome.standardOutput.hasSuffix(
        "\n2 passed, 4 failed; the first failure: notifications[0] (willChangeFrame, 0 s).\n"))
    let rows = PreviewReportTraceTableTests.rows(outcome.standardOutput)
    #expect(
      rows.map { $0.last?.hasPrefix("FAIL") == true } == [true, true, false, false, true, true])
  }

  /// `--device` wins over the trace's model, and says so.
  @Test func anExplicitDeviceWins() {
    let outcome = PreviewCommand.run(arguments: [
      "--trace", TraceCorpus.path(TraceCorpus.shortcutBar), "--device", "iPad Air (5th generation)",
      "--no-pictures",
    ])
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardOutput.hasPrefix("Login on iPad Air (5th generation), replaying "))
    #expect(
      outcome.standardError
        == "keyboard-preview: the trace was recorded on iPad5,3 (iPad Air 2); laying the screen "
        + "out on iPad Air (5th generation), as --device asks\n"
        + "keyboard-preview: the trace's screen is 768×1024 pt; iPad Air (5th generation)'s is "
        + "820×1180 pt: the screen is laid out at the recorded bounds\n")
  }

  /// The shortcut-bar session with its model changed to one no catalog has.
  static func unknownModelTrace(in folder: TemporaryFolder) throws -> String {
    let text = try String(
      contentsOfFile: TraceCorpus.path(TraceCorpus.shortcutBar), encoding: .utf8)
    return try folder.write(
      text.replacingOccurrences(of: "\"iPad5,3\"", with: "\"iPad99,9\""), to: "unknown.json")
  }

  @Test func anUnknownModelWithADeviceRuns() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: [
        "--trace", try Self.unknownModelTrace(in: folder), "--device", "iPad Air 2",
        "--no-pictures",
      ], currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardError.isEmpty)
  }

  /// Bad traces, run with the command's other bad input (`PreviewCommandTests.badInput`).
  static let bad: [PreviewCommandTests.Bad] = [
    .init(
      name: "a trace that is not JSON",
      arguments: { ["--trace", try $0.write("{\n  \"version\": 1,\n  oops\n}", to: "t.json")] },
      message: "t.json: line 3, column 3: not JSON"),
    .init(
      name: "a trace with a bad value",
      arguments: {
        let text = try String(
          contentsOfFile: TraceCorpus.path(TraceCorpus.shortcutBar), encoding: .utf8)
        let broken = text.replacingOccurrences(
          of: "\"screenBounds\": [0, 0, 768, 1024]", with: "\"screenBounds\": [0, 0, 768]")
        return ["--trace", try $0.write(broken, to: "t.json")]
      },
      message: "t.json: notifications[0].screenBounds: "),
    .init(
      name: "a missing trace",
      arguments: { _ in ["--trace", "nowhere.json"] },
      message: "cannot read the trace nowhere.json: no such file"),
    .init(
      name: "a model the catalog does not know",
      arguments: { ["--trace", try PreviewCommandTraceTests.unknownModelTrace(in: $0)] },
      message:
        "was recorded on iPad99,9, a model the device catalog does not know; name the device to "
        + "lay the screen out on with --device NAME"),
    .init(
      name: "a --device that names several",
      arguments: { _ in
        ["--trace", TraceCorpus.path(TraceCorpus.shortcutBar), "--device", "iPhone SE"]
      },
      message:
        "--device does not accept \"iPhone SE\"; use one of: iPhone SE (1st generation), "
        + "iPhone SE (2nd generation), iPhone SE (3rd generation)"),
    .init(
      name: "a trace with --all-devices",
      arguments: { _ in ["--trace", TraceCorpus.path(TraceCorpus.shortcutBar), "--all-devices"] },
      message: "--trace and --all-devices cannot be used together"),
  ]
}
