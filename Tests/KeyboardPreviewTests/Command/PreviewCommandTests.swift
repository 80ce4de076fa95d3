import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// The command as the executable runs it: arguments in, output, exit status and files out.
@Suite("Preview command")
struct PreviewCommandTests {
  @Test func defaultRunReportsTheIPhone4sAndWritesAPicturePerIPhone() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(arguments: [], currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    #expect(outcome.standardError.isEmpty)
    let count = DeviceCatalog.iPhones.count
    #expect(outcome.standardOutput.contains("\(count - 1) passed, 1 failed."))
    #expect(outcome.pictures.count == count)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.path("keyboard-preview"))
    #expect(written.count == count)
    #expect(written.contains("iphone-se-1st-generation-portrait-predictive.svg"))
    let svg = try String(
      contentsOfFile: folder.path("keyboard-preview/iphone-4s-portrait-predictive.svg"),
      encoding: .utf8)
    #expect(SVGInspector(svg).isWellFormed)
  }

  @Test func passingDevicesExitWithZero() {
    let outcome = PreviewCommand.run(arguments: [
      "--device", "iPhone SE (1st generation)", "--device", "iPhone 16", "--no-pictures",
    ])
    #expect(outcome.exitStatus == PreviewCommand.success)
    #expect(outcome.standardOutput.contains("2 passed, 0 failed."))
    #expect(outcome.pictures.isEmpty)
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
  }

  @Test func jsonNamesThePictures() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: ["--device", "iPhone 16", "--format", "json", "--output", "pictures"],
      currentDirectory: folder.url.path)
    let report = try JSONDecoder().decode(
      PreviewReport.self, from: Data(outcome.standardOutput.utf8))
    #expect(report.results.first?.picture == "iphone-16-portrait-predictive.svg")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path("pictures/iphone-16-portrait-predictive.svg")))
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
    #expect(try ScreenDescription(json: Data(screen.standardOutput.utf8)) == .seedLogin)
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
        let text = ScreenDescription.seedLogin.jsonText.replacingOccurrences(
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
  ]

  @Test("bad input exits with 2", arguments: bad)
  func badInput(_ example: Bad) throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: try example.arguments(folder), currentDirectory: folder.url.path)
    #expect(outcome.exitStatus == PreviewCommand.badInput)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("keyboard-preview: error: "))
    #expect(outcome.standardError.contains(example.message), "\(outcome.standardError)")
    #expect(outcome.pictures.isEmpty)
  }
}
