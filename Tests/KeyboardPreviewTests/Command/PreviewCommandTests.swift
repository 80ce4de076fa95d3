import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The command as the executable runs it: arguments in, output, exit status and files out.
@Suite("Preview command")
struct PreviewCommandTests {
  /// The iPhones an app built for iOS 13 runs on: from the iPhone 6s and the first SE on, as
  /// Apple's iOS 13 list says; the iPhone 4s, 5, 5c, 5s, 6 and 6 Plus stop earlier.
  static let iOS13iPhones = 48 - 6

  @Test func defaultRunPassesAndWritesAPicturePerRow() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(arguments: [], currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardError.isEmpty)
    let count = Self.iOS13iPhones
    #expect(outcome.standardOutput.contains("\(count) rows: \(count) iPhones × portrait"))
    #expect(outcome.standardOutput.contains("\(count) passed, 0 failed."))
    #expect(!outcome.standardOutput.contains("iPhone 4s"))
    #expect(outcome.pictures.count == count)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.path("keyboard-preview"))
    #expect(written.count == count + 1)
    #expect(written.contains(ReportPage.fileName))
    #expect(
      outcome.standardOutput.hasSuffix(
        "Report page: \(folder.path("keyboard-preview/index.html"))\n"))
    #expect(written.contains("login-iphone-se-1st-generation-portrait-predictive.svg"))
    let svg = try String(
      contentsOfFile: folder.path("keyboard-preview/login-iphone-6s-portrait-predictive.svg"),
      encoding: .utf8)
    #expect(SVGInspector(svg).isWellFormed)
  }

  /// The README's failing case: the iPhone 4s, which cannot run iOS 13 and whose 480-pt screen
  /// cannot hold the login form above its keyboard and the button on it: showing the password
  /// field above the button takes the status label under the status bar.
  @Test func aFailingDeviceExitsWithOneAndIsNamedUnderTheTable() {
    let outcome = PreviewCommand.run(arguments: ["--device", "iPhone 4s", "--no-pictures"])
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("iPhone 4s ") && $0.hasSuffix("FAIL") })
    #expect(lines.contains("Failures (1; the pictures mark them):"))
    #expect(lines.contains("  iPhone 4s: keyboard up: statusLabel goes 2 pt under the status bar"))
    #expect(lines.contains { $0.hasPrefix("  iPhone 4s: put the fields in a scroll view") })
    #expect(lines.contains("0 passed, 1 failed."))
  }

  @Test func minimumIOSAndAllDevicesChooseTheDevices() {
    // From the iPhone XS and XR on: the iOS 17 list, 42 iPhones less the 6s, 6s Plus, SE (1st),
    // 7, 7 Plus (they stop at 15), the 8, 8 Plus and X (16).
    let seventeen = PreviewCommand.run(arguments: ["--min-ios", "17", "--no-pictures"])
    #expect(seventeen.standardOutput.contains("34 rows: 34 iPhones"))
    #expect(seventeen.exitStatus == PreviewCommand.success)
    let all = PreviewCommand.run(arguments: ["--all-devices", "--no-pictures"])
    #expect(all.standardOutput.contains("92 rows: 92 devices (48 iPhones, 44 iPads)"))
    #expect(all.exitStatus == PreviewCommand.checkFailed)
    let newPads = PreviewCommand.run(arguments: [
      "--all-devices", "--min-ios", "26", "--no-pictures",
    ])
    #expect(newPads.standardOutput.contains("rows: 59 devices (31 iPhones, 28 iPads)"))
  }

  @Test func aNameThatBeginsSeveralChecksThemAllAndSaysSo() {
    let outcome = PreviewCommand.run(arguments: ["--device", "iPhone SE", "--no-pictures"])
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(
      outcome.standardError
        == "keyboard-preview: \"iPhone SE\" matches 3 devices, checking them all: "
        + "iPhone SE (1st generation), iPhone SE (2nd generation), iPhone SE (3rd generation)\n")
    #expect(outcome.standardOutput.contains("3 rows: 3 iPhones"))
  }

  /// Both orientations get an orientation column, and the table never passes 120 columns, even
  /// with every device, both orientations and every keyboard.
  @Test func theTableFitsAndNamesOrientations() {
    let outcome = PreviewCommand.run(arguments: [
      "--all-devices", "--orientation", "both", "--keyboard", "predictive", "--keyboard",
      "hardware", "--keyboard", "floating", "--no-pictures",
    ])
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= PreviewReport.tableWidth })
    #expect(lines.contains { $0.hasPrefix("Device ") && $0.contains("Orientation") })
    #expect(outcome.standardOutput.contains("552 rows: 92 devices"))
    #expect(outcome.standardOutput.contains("(Left out to fit 120 columns: Rules, Screen, Class"))
  }

  @Test func jsonOutputDecodes() throws {
    let outcome = PreviewCommand.run(arguments: [
      "--device", "iPhone 4s", "--device", "iPhone 16", "--format", "json", "--no-pictures",
    ])
    let report = try JSONDecoder().decode(
      PreviewReport.self, from: Data(outcome.standardOutput.utf8))
    #expect(report.results.map(\.device) == ["iPhone 4s", "iPhone 16"])
    #expect(report.results.map(\.status) == [.fail, .pass])
    #expect(report.results.allSatisfy { $0.picture == nil })
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    // Sources by name and address: Mixin Messenger's constant for the 4s.
    #expect(
      report.results.first?.keyboard?.sources
        == [
          PreviewSource(name: "Mixin Messenger", address: "https://github.com/MixinNetwork/ios-app")
        ])
  }

  @Test func jsonNamesThePictures() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: ["--device", "iPhone 16", "--format", "json", "--output", "pictures"],
      currentDirectory: folder.url.path)
    let report = try JSONDecoder().decode(
      PreviewReport.self, from: Data(outcome.standardOutput.utf8))
    #expect(report.results.first?.picture == "login-iphone-16-portrait-predictive.svg")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path("pictures/login-iphone-16-portrait-predictive.svg")))
  }

  /// A second run removes the pictures of the first, and leaves every other file alone: another
  /// SVG, a text file, and a folder whose name ends in .svg.
  @Test func aRunRemovesOnlyItsOwnEarlierPictures() throws {
    let folder = try TemporaryFolder()
    let first = PreviewCommand.run(
      arguments: ["--device", "iPhone SE", "--output", "out"], currentDirectory: folder.url.path)
    #expect(first.pictures.count == 3)
    let foreign = try folder.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "out/logo.svg")
    let notes = try folder.write("keep", to: "out/notes.txt")
    try FileManager.default.createDirectory(
      atPath: folder.path("out/old.svg"), withIntermediateDirectories: true)
    let second = PreviewCommand.run(
      arguments: ["--device", "iPhone 16", "--output", "out"], currentDirectory: folder.url.path)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
    #expect(
      left == [
        "index.html", "login-iphone-16-portrait-predictive.svg", "logo.svg", "notes.txt",
        "old.svg",
      ])
    #expect(second.standardOutput.contains("(3 from an earlier run removed first)"))
    #expect(try String(contentsOfFile: foreign, encoding: .utf8).hasPrefix("<svg"))
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "keep")
  }

  @Test func screenFromAFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(ScreenJSON.withoutCompactRules, to: "login.json")
    let outcome = PreviewCommand.run(arguments: [
      "--screen", path, "--device", "iPhone SE (1st generation)", "--device", "iPhone SE 3",
      "--no-pictures",
    ])
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    #expect(outcome.standardOutput.contains("Login without compact rules"))
    #expect(outcome.standardOutput.contains("1 passed, 1 failed."))
  }

  @Test func helpAndDefaultScreen() throws {
    let help = PreviewCommand.run(arguments: ["--help"])
    #expect(help.exitStatus == 0)
    #expect(help.standardOutput == PreviewOptions.help)
    let screen = PreviewCommand.run(arguments: ["--print-default-screen"])
    #expect(screen.exitStatus == 0)
    #expect(try ScreenDescription(json: Data(screen.standardOutput.utf8)) == .builtInLogin)
  }

  /// The scrollable sign-up form fits every iPhone that runs the deployment target, each of
  /// its six fields focused in turn; without its scroll view it fails on 29 of them, each with
  /// at least one checked change.
  @Test func theSignUpExamples() throws {
    let count = Self.iOS13iPhones
    let scrolling = PreviewCommand.run(arguments: ["--example", "signup", "--no-pictures"])
    #expect(scrolling.exitStatus == PreviewCommand.success)
    #expect(
      scrolling.standardOutput.hasPrefix(
        "Sign-up: is each of its 6 fields, focused in turn, at least 10 pt above createAccount on "
          + "the keyboard? \(count) rows"))
    #expect(scrolling.standardOutput.contains("\(count) passed, 0 failed."))
    let fixed = PreviewCommand.run(arguments: [
      "--example", "signup-without-scroll-view", "--no-pictures",
    ])
    #expect(fixed.exitStatus == PreviewCommand.checkFailed)
    #expect(fixed.standardOutput.contains("\(count - 29) passed, 29 failed."))
    let lines = fixed.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "  every failing row: put the fields in a scroll view that reaches the bottom of the "
          + "screen, its content padded 10 pt"))
    #expect(!fixed.standardOutput.contains("No change found"))
    #expect(lines.contains { $0.hasPrefix("Device ") && $0.contains(" Field ") })
  }

  @Test func printingAndFocusingAnExample() throws {
    let printed = PreviewCommand.run(arguments: ["--print-default-screen", "signup"])
    #expect(try ScreenDescription(json: Data(printed.standardOutput.utf8)) == .builtInSignUp)
    let one = PreviewCommand.run(arguments: [
      "--example", "signup-without-scroll-view", "--focus", "name", "--device", "iPhone 16",
      "--no-pictures",
    ])
    // With only the name field focused, the phone field still lies under the riding button.
    #expect(one.exitStatus == PreviewCommand.checkFailed)
    #expect(one.standardOutput.contains("is name at least 10 pt above createAccount"))
    #expect(one.standardOutput.contains("keyboard up: phone overlaps createAccount by 42 pt"))
  }

  /// The page is the tool's own file: a foreign `index.html` in the output folder is left alone,
  /// with a warning, and the pictures are still written.
  @Test func aForeignIndexPageIsKept() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    let mine = try folder.write("<!DOCTYPE html><p>mine</p>", to: "out/index.html")
    let outcome = PreviewCommand.run(
      arguments: ["--device", "iPhone 16", "--output", "out"], currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardError.contains("was not written by keyboard-preview"))
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "<!DOCTYPE html><p>mine</p>")
    #expect(outcome.pictures.count == 1)
    #expect(!outcome.standardOutput.contains("Report page:"))
  }

  @Test func floatingOnIPhonesChecksNothingAndSaysSo() {
    let outcome = PreviewCommand.run(arguments: [
      "--device", "iPhone 16", "--keyboard", "floating", "--no-pictures",
    ])
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardError.contains("nothing was checked"))
    #expect(outcome.standardOutput.contains("0 passed, 0 failed, 1 not applicable."))
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: @Sendable (TemporaryFolder) throws -> [String]
    let message: String
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(
      name: "malformed JSON",
      arguments: {
        ["--screen", try $0.write("{\n  \"version\": 1,\n  \"focus\": x\n}", to: "s.json")]
      },
      message: "screen description: invalid JSON at line 3, column 12: expected a value, found 'x'"),
    Bad(
      name: "unknown field",
      arguments: {
        let text = ScreenDescription.builtInLogin.jsonText.replacingOccurrences(
          of: "\"height\": 21", with: "\"heigth\": 21")
        return ["--screen", try $0.write(text, to: "s.json")]
      },
      message: "screen description: unknown field elements[1].heigth; allowed here: id, kind, "
        + "text, height, top, leading, trailing, cornerRadius, isHidden"),
    Bad(
      name: "missing value",
      arguments: {
        let text = #"{ "version": 1, "focus": "a", "elements": [{ "id": "a", "kind": "field" }] }"#
        return ["--screen", try $0.write(text, to: "s.json")]
      },
      message: "screen description: missing value at elements[0].height"),
    Bad(
      name: "missing file",
      arguments: { ["--screen", $0.path("nowhere.json")] },
      message: "no such file"),
    Bad(
      name: "a folder for a screen",
      arguments: { ["--screen", $0.url.path] },
      message: "it is a folder"),
    Bad(
      name: "unknown device",
      arguments: { _ in ["--device", "iphone 15 por max"] },
      message:
        "unknown device: \"iphone 15 por max\" names no device; did you mean iPhone 15 Pro Max?"),
    Bad(
      name: "output folder under a file",
      arguments: { ["--device", "iPhone 16", "--output", try $0.write("x", to: "file") + "/sub"] },
      message: "is a file, not a folder"),
    Bad(
      name: "unknown option",
      arguments: { _ in ["--no-picture"] },
      message: "unknown option --no-picture; did you mean --no-pictures? (see --help)"),
    Bad(
      name: "missing argument",
      arguments: { _ in ["--screen"] },
      message: "--screen needs a value (see --help)"),
    Bad(
      name: "a version 2 screen with a bad scroll view",
      arguments: {
        let text = ScreenDescription.builtInSignUp.jsonText.replacingOccurrences(
          of: "\"paddingBottom\": 24", with: "\"paddingBottom\": -24")
        return ["--screen", try $0.write(text, to: "s.json"), "--output", "never"]
      },
      message: "screen description: invalid value at elements[0].paddingBottom: must be 0 or more"),
    Bad(
      name: "a field --focus does not know",
      arguments: { _ in ["--example", "signup", "--focus", "mail", "--output", "never"] },
      message:
        "--focus does not accept \"mail\"; use one of: all, name, email, username, password, "
        + "confirmPassword, phone"),
    Bad(
      name: "a name that begins no device's name",
      arguments: { _ in ["--device", "iPhone 1"] },
      message: "unknown device: \"iPhone 1\" names no device"),
  ]

  @Test("bad input exits with 2", arguments: bad + PreviewCommandTraceTests.bad)
  func badInput(_ example: Bad) throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: try example.arguments(folder), currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.badInput)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("keyboard-preview: error: "))
    #expect(outcome.standardError.contains(example.message), "\(outcome.standardError)")
    #expect(outcome.pictures.isEmpty)
    // Nothing is written: not even the output folder.
    #expect(!FileManager.default.fileExists(atPath: folder.path("never")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("keyboard-preview")))
  }
}
