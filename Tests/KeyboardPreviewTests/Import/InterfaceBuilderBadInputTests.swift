import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

/// Files that are not documents this importer reads: each is refused with the file and the
/// line, and the command exits with 2 and writes nothing.
@Suite("Interface Builder bad input")
struct InterfaceBuilderBadInputTests {
  struct Bad: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var reason: String
    var testDescription: String { file }
  }

  static let cases = [
    // Cut in the middle of the login scene's status label: the parser reaches the end of the
    // file on its last line, 28, with elements still open.
    Bad(
      file: "BadInput/Truncated.storyboard", line: 28,
      reason: "the file ends before its elements are closed"),
    Bad(
      file: "BadInput/FutureVersion.xib", line: 2,
      reason: "document version 4.0; keyboard-preview reads version 3.0, which Xcode has "
        + "written since Xcode 5"),
    Bad(
      file: "BadInput/UnknownElement.storyboard", line: 14,
      reason: "unknown element <sceneGroup> in <scenes>"),
    // An Info.plist saved under a storyboard's name: its root element is on line 3.
    Bad(
      file: "BadInput/NotADocument.storyboard", line: 3,
      reason: "not an Interface Builder document: the root element is <plist>, not <document>"),
    Bad(
      file: "BadInput/MacWindow.xib", line: 2,
      reason: "a document of type com.apple.InterfaceBuilder3.Cocoa.XIB; keyboard-preview reads "
        + "iOS storyboards (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB) and xibs "
        + "(com.apple.InterfaceBuilder3.CocoaTouch.XIB)"),
  ]

  @Test(arguments: cases)
  func badDocumentsAreRefusedWithTheirLine(_ bad: Bad) throws {
    let data = try StoryboardFixtures.data(bad.file)
    #expect(
      throws: PreviewError.invalidInterfaceBuilderDocument(
        path: bad.file, line: bad.line, reason: bad.reason)
    ) {
      try ImportedScene.scenes(inInterfaceBuilderDocument: data, file: bad.file)
    }
  }

  @Test(arguments: cases)
  func theCommandExitsWithTwoAndWritesNothing(_ bad: Bad) throws {
    let folder = try TemporaryFolder()
    let path = StoryboardFixtures.path(bad.file)
    let outcome = PreviewCommand.run(
      arguments: ["--storyboard", path, "--output", folder.path("out")])
    #expect(outcome.exitStatus == PreviewCommand.badInput)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError == "keyboard-preview: error: \(path):\(bad.line): \(bad.reason)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  /// A bad document among good ones stops the whole run: nothing of the good ones is written.
  @Test func oneBadDocumentInAFolderStopsTheRun() throws {
    let folder = try TemporaryFolder()
    let outcome = PreviewCommand.run(
      arguments: [
        "--storyboard", StoryboardFixtures.path("Storyboards"), "--xib",
        StoryboardFixtures.path("BadInput/FutureVersion.xib"), "--output", folder.path("out"),
      ])
    #expect(outcome.exitStatus == PreviewCommand.badInput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test func brokenXMLNamesItsLine() {
    let text = "<?xml version=\"1.0\"?>\n<document>\n  <scenes x=1/>\n</document>\n"
    #expect(
      throws: PreviewError.invalidInterfaceBuilderDocument(
        path: "a.storyboard", line: 3, reason: "an attribute without a quoted value")
    ) {
      try ImportedScene.scenes(inInterfaceBuilderDocument: Data(text.utf8), file: "a.storyboard")
    }
    #expect(
      throws: PreviewError.invalidInterfaceBuilderDocument(
        path: "e.xib", line: 1, reason: "the file holds no XML element")
    ) {
      try ImportedScene.scenes(inInterfaceBuilderDocument: Data(), file: "e.xib")
    }
  }

  @Test func missingFilesAndEmptyFoldersAreBadInput() throws {
    let folder = try TemporaryFolder()
    let missing = PreviewCommand.run(
      arguments: ["--storyboard", "Nowhere.storyboard", "--no-pictures"],
      currentDirectory: folder.url.path)
    #expect(missing.exitStatus == PreviewCommand.badInput)
    #expect(
      missing.standardError
        == "keyboard-preview: error: cannot read the Interface Builder document "
        + "Nowhere.storyboard: no such file or folder\n")
    let empty = PreviewCommand.run(
      arguments: ["--storyboard", ".", "--no-pictures"], currentDirectory: folder.url.path)
    #expect(empty.exitStatus == PreviewCommand.badInput)
    #expect(empty.standardError.hasSuffix("the folder holds no .storyboard or .xib file\n"))
  }
}
