import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// `--storyboard`, `--xib`, `--scene` and `--print-screen`, as a user runs them.
@Suite("Preview command with storyboards")
struct PreviewCommandStoryboardTests {
  static let blogPosts = StoryboardFixtures.path(StoryboardFixtures.blogPosts)

  /// The README's storyboard run: the blog posts' screens on an iPhone SE (3rd generation).
  ///
  /// The login screen keeps its button 50 pt above the keyboard, as its constraint says, so
  /// the password field overlaps it with the ID field focused: 221 + 56 + 44 = 321 against
  /// the keyboard's top at 667 − 260 = 407, less 50 and the 50 pt button = 307, 14 pt.
  @Test func theBlogPostsStoryboardOnAnIPhoneSE() {
    let outcome = PreviewCommand.run(
      arguments: [
        "--storyboard", Self.blogPosts, "--device", "iPhone SE (3rd generation)",
        "--no-pictures",
      ])
    #expect(outcome.exitStatus == PreviewCommand.checkFailed)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines.contains { $0.hasPrefix("Login ") && $0.hasSuffix("FAIL") })
    #expect(lines.contains { $0.hasPrefix("PIN ") && $0.hasSuffix("PASS") })
    #expect(lines.contains { $0.hasPrefix("KeyboardHeight ") && $0.hasSuffix("NOT LAID OUT") })
    #expect(
      lines.contains(
        "  Login, iPhone SE (3rd generation): keyboard up, userID focused: password overlaps "
          + "loginButton by 14 pt"))
    #expect(lines.contains("3 passed, 1 failed, 1 scene not laid out."))
    #expect(lines.contains { $0.contains("would bind `nextBtnBottomConstraint`") })
  }

  @Test func sceneSelectsScenesAndNamesTheOnesItKnows() {
    let one = PreviewCommand.run(
      arguments: [
        "--storyboard", Self.blogPosts, "--scene", "PIN", "--device", "iPhone 16",
        "--no-pictures",
      ])
    #expect(one.exitStatus == PreviewCommand.success)
    #expect(one.standardOutput.contains("1 of 1 scene laid out, 1 field"))
    let unknown = PreviewCommand.run(
      arguments: ["--storyboard", Self.blogPosts, "--scene", "Profile", "--no-pictures"])
    #expect(unknown.exitStatus == PreviewCommand.badInput)
    #expect(
      unknown.standardError
        == "keyboard-preview: error: --scene does not accept \"Profile\"; use one of: Login, "
        + "Review, Navigation Controller PIN-nc-001, PIN, KeyboardHeight, Confirm\n")
  }

  /// What a scene became reads back as a screen description and checks the same.
  @Test func printScreenWritesADescriptionThatReadsBack() throws {
    let printed = PreviewCommand.run(
      arguments: ["--storyboard", Self.blogPosts, "--scene", "PIN", "--print-screen"])
    #expect(printed.exitStatus == PreviewCommand.success)
    let screen = try ScreenDescription(json: Data(printed.standardOutput.utf8))
    let imported = try #require(
      try StoryboardFixtures.scene("PIN", in: StoryboardFixtures.blogPosts).screen)
    #expect(screen == imported)
    // The navigation bar needs format version 3.
    #expect(printed.standardOutput.contains("\"version\": 3"))
    let hosting = PreviewCommand.run(
      arguments: ["--storyboard", Self.blogPosts, "--scene", "KeyboardHeight", "--print-screen"])
    #expect(hosting.exitStatus == PreviewCommand.badInput)
    #expect(
      hosting.standardError
        == "keyboard-preview: error: --print-screen prints one scene's screen: no scene chosen "
        + "was laid out (KeyboardHeight: a SwiftUI hosting controller: its content comes from "
        + "code)\n")
    let several = PreviewCommand.run(arguments: ["--storyboard", Self.blogPosts, "--print-screen"])
    #expect(several.exitStatus == PreviewCommand.badInput)
    #expect(
      several.standardError.contains(
        "4 scenes were laid out (Login, Review, PIN, Confirm); pick one with --scene"))
  }

  @Test func theJSONReportListsEveryScene() throws {
    let outcome = PreviewCommand.run(
      arguments: [
        "--storyboard", Self.blogPosts, "--device", "iPhone 16", "--format", "json",
        "--no-pictures",
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == PreviewReport.formatVersion)
    let scenes = try #require(object["scenes"] as? [[String: Any]])
    #expect(scenes.count == 6)
    #expect(
      scenes.map { $0["status"] as? String } == [
        "checked", "checked", "notAScreen", "checked", "notLaidOut", "checked",
      ])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["scene"] as? String } == ["Login", "Review", "PIN", "Confirm"])
    let review = try #require(scenes.first { $0["name"] as? String == "Review" })
    let bindings = try #require(review["keyboardBindings"] as? [[String: Any]])
    #expect(bindings.first?["outlet"] as? String == "viewBottomConstraint")
  }

  /// Pictures and the page: one picture per checked row, named by its scene, and the page
  /// lists every scene with its notes.
  @Test func picturesAndThePageNameTheScenes() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: [
        "--storyboard", StoryboardFixtures.path("Storyboards"), "--device",
        "iPhone 16", "--output", folder.path("out"),
      ])
    // 4 + 5 + 2 checked scenes: the blog posts' (Login, Review, PIN, Confirm), the forms'
    // (SignUp, SignUpStack, Settings, Search, Checkout) and the xib's two.
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out"))
    #expect(outcome.pictures.count == 11)
    #expect(written.contains("signupstack-iphone-16-portrait-predictive.svg"))
    #expect(written.contains("notecell-iphone-16-portrait-predictive.svg"))
    let page = try String(contentsOfFile: folder.path("out/index.html"), encoding: .utf8)
    #expect(page.components(separatedBy: "<article class=\"card").count - 1 == 11)
    #expect(page.contains("KeyboardHeight"))
    #expect(page.contains("a SwiftUI hosting controller: its content comes from code"))
    #expect(page.contains("backdrop"))
    // 16 scenes in all (6, 8 and 2): more than the page shows unfolded.
    #expect(page.contains("<details class=\"scenes\" id=\"scenes\">"))
    // The PIN screen's navigation bar is drawn in its picture.
    let pin = try String(
      contentsOfFile: folder.path("out/pin-iphone-16-portrait-predictive.svg"), encoding: .utf8)
    #expect(SVGInspector(pin).elements.contains { $0.classes.contains("bar") })
  }

  @Test func documentsDoNotGoWithAScreenOrATrace() {
    for other in [["--screen", "a.json"], ["--example", "signup"], ["--trace", "t.json"]] {
      let outcome = PreviewCommand.run(arguments: ["--storyboard", Self.blogPosts] + other)
      #expect(outcome.exitStatus == PreviewCommand.badInput)
      #expect(
        outcome.standardError.contains("--storyboard and \(other[0]) cannot be used together"))
    }
    let alone = PreviewCommand.run(arguments: ["--scene", "PIN"])
    #expect(
      alone.standardError
        == "keyboard-preview: error: --scene needs --storyboard FILE or --xib FILE\n")
  }

  @Test func focusNamesAFieldOfEveryScene() {
    let outcome = PreviewCommand.run(
      arguments: ["--storyboard", Self.blogPosts, "--focus", "tf", "--no-pictures"])
    #expect(outcome.exitStatus == PreviewCommand.badInput)
    #expect(outcome.standardError.contains("userID (in Login)"))
    let one = PreviewCommand.run(
      arguments: [
        "--storyboard", Self.blogPosts, "--scene", "Confirm", "--focus", "tf",
        "--device", "iPhone 16", "--no-pictures",
      ])
    #expect(one.exitStatus == PreviewCommand.success)
  }
}
