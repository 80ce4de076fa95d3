import Foundation
import KeyboardAvoidance

/// A scene of an Interface Builder document turned into a screen `keyboard-preview` checks: a
/// storyboard's view controller, or a top-level view of a xib.
///
/// Read every scene of a storyboard or xib with
/// ``scenes(inInterfaceBuilderDocument:file:)``. A scene the importer could lay out has a
/// ``screen``, checked like any other screen description; ``record`` says where it comes from,
/// what was approximated or left out and why, and which constraints `pinAboveKeyboard(in:)` would
/// bind. A scene it could not lay out has no screen and ``PreviewScene/reason`` says why.
///
/// ```swift
/// let scenes = try ImportedScene.scenes(
///   inInterfaceBuilderDocument: Data(contentsOf: url), file: "Main.storyboard")
/// scenes.map(\.record.name)  // ["Login", "PIN", "Settings"]
/// scenes[0].screen?.fieldIDs  // ["userID", "password"]
/// scenes[0].record.keyboardBindings.first?.outlet  // "loginButtonBottom"
/// ```
public struct ImportedScene: Sendable {
  /// Where the scene comes from and what became of it: the JSON report's scene entry.
  public var record: PreviewScene
  /// The screen it became; `nil` when it could not be laid out or is not a screen.
  public var screen: ScreenDescription?
  /// The catalog device the document was saved for, found from its root view's size.
  public var documentDevice: DeviceProfile?
  /// The document's object id of every element of ``screen``, by element id: which view each
  /// element came from.
  public var sources: [String: String]

  /// Reads every scene of an Interface Builder document.
  ///
  /// The document must be the XML Xcode saves: an iOS storyboard or xib, document version 3.0.
  /// Every view controller of a storyboard and every top-level view of a xib is one scene, in
  /// document order; navigation and tab bar controllers are scenes that are not screens, and
  /// their bars are added to the scenes they hold.
  ///
  /// ```swift
  /// let data = try Data(contentsOf: URL(fileURLWithPath: "Base.lproj/Main.storyboard"))
  /// let scenes = try ImportedScene.scenes(inInterfaceBuilderDocument: data, file: "Main.storyboard")
  /// scenes.filter { $0.screen != nil }.count  // the scenes that will be checked
  /// try ImportedScene.scenes(inInterfaceBuilderDocument: Data("<plist/>".utf8), file: "Info.plist")
  /// // throws .invalidInterfaceBuilderDocument(path: "Info.plist", line: 1, reason: "not an …")
  /// ```
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The document's path, for messages and the report.
  /// - Returns: The scenes, in document order.
  /// - Throws: ``PreviewError/invalidInterfaceBuilderDocument(path:line:reason:)`` for broken
  ///   XML, a file that is not an Interface Builder document, a document version other than
  ///   3.0, or an element the format does not have in the document's outline.
  public static func scenes(inInterfaceBuilderDocument data: Data, file: String)
    throws(PreviewError) -> [ImportedScene]
  {
    let document: IBDocument
    do {
      document = try IBDocument(data: data)
    } catch {
      throw .invalidInterfaceBuilderDocument(path: file, line: error.line, reason: error.reason)
    }
    var scenes = document.scenes.map {
      SceneImporter(document: document, scene: $0, file: file).run()
    }
    // Two scenes of one document never share a name: the later ones take their object id.
    var seen: Set<String> = []
    for index in scenes.indices where !seen.insert(scenes[index].record.name).inserted {
      scenes[index].rename("\(scenes[index].record.name) (\(scenes[index].record.objectID))")
    }
    return scenes
  }

  /// Whether `--scene` names this scene: by storyboard identifier, name, class, or object or
  /// scene id.
  ///
  /// ```swift
  /// pin.matches("PIN")  // true: its storyboard identifier
  /// pin.matches("PINViewController")  // true: its class
  /// pin.matches("Login")  // false
  /// ```
  ///
  /// - Parameter selector: What `--scene` was given.
  /// - Returns: `true` when it names the scene.
  public func matches(_ selector: String) -> Bool {
    [
      record.name, record.storyboardIdentifier, record.className, record.objectID,
      record.sceneID,
    ].contains(selector)
  }

  mutating func rename(_ name: String) {
    record.name = name
    screen?.name = name
  }
}
