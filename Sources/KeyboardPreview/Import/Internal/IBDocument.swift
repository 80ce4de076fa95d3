import Foundation

/// An Interface Builder document read from its XML and checked: a storyboard's scenes or a xib's
/// top-level views, with what a scene's bars and names depend on.
struct IBDocument: Sendable {
  enum Kind: Sendable { case storyboard, xib }

  /// One view controller of a storyboard, or one top-level view of a xib.
  struct Scene: Sendable {
    /// The storyboard scene's `sceneID`; `nil` in a xib.
    var sceneID: String?
    /// The view controller's (or the xib view's) object id.
    var objectID: String
    /// The element: `viewController`, `tableViewController`, `navigationController`, … or, in
    /// a xib, the view's element.
    var element: String
    var line: Int
    var attributes: [String: String]
    /// The root view: the view controller's `view`, or the xib's view itself.
    var rootView: IBView?
    /// The title of the view controller's navigation item.
    var navigationTitle: String?
    /// The navigation item's `largeTitleDisplayMode`.
    var largeTitleMode: String?
    /// The simulated metrics' bars: `navigationBar`, `tabBar`, `toolbar`, by key.
    var simulatedBars: [String: String]
    /// The pre-iOS 11 top and bottom layout guides' ids, by `top` and `bottom`.
    var layoutGuides: [String: String]
    /// Segues out of the view controller: kind, relationship and destination.
    var segues: [(kind: String, relationship: String?, destination: String)]
    /// The height of the bar a navigation or tab bar controller declares.
    var ownBarHeight: CGFloat?
    /// Whether a navigation controller's bar shows large titles.
    var prefersLargeTitles: Bool
    /// Whether a navigation controller shows its toolbar.
    var showsToolbar: Bool
  }

  var kind: Kind
  /// The `<device id=…>` the document was saved for; `nil` in older documents.
  var deviceID: String?
  /// The orientation the document was saved in: `portrait` or `landscape`.
  var orientation: String?
  var scenes: [Scene]
  /// Outlet property names by the id of the object they point at.
  var outlets: [String: String]
  /// In a xib, the File's Owner's class, and the view its `view` outlet points at.
  var owner: (className: String, view: String?)?

  /// The document types this importer reads: iOS storyboards and xibs.
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
  static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
  /// The document version Xcode has written since Xcode 5.
  static let version = "3.0"

  /// What `<document>` may hold: anything else is not a document of version 3.
  static let documentChildren: Set<String> = [
    "device", "dependencies", "scenes", "objects", "resources", "designables",
    "inferredMetricsTieBreakers", "classes", "customFonts", "simulatedMetricsContainer",
    "accessibilityOverrides", "point",
  ]

  /// Reads and checks a document.
  ///
  /// - Throws: `IBDocumentError` with the line: broken XML, a root that is not `<document>`,
  ///   another document type, a version other than 3.0, an element the format does not have
  ///   where the document's outline is fixed (in `<document>`, `<scenes>` and `<scene>`).
  init(data: Data) throws(IBDocumentError) {
    let root: XMLNode
    do {
      root = try XMLTreeBuilder.tree(from: data)
    } catch {
      throw IBDocumentError(line: error.line, reason: error.reason)
    }
    guard root.name == "document" else {
      throw IBDocumentError(
        line: root.line,
        reason: "not an Interface Builder document: the root element is <\(root.name)>, not "
          + "<document>")
    }
    switch root["type"] {
    case Self.storyboardType?: kind = .storyboard
    case Self.xibType?: kind = .xib
    case let other?:
      throw IBDocumentError(
        line: root.line,
        reason: "a document of type \(other); keyboard-preview reads iOS storyboards "
          + "(\(Self.storyboardType)) and xibs (\(Self.xibType))")
    case nil:
      throw IBDocumentError(line: root.line, reason: "the <document> has no type attribute")
    }
    guard root["version"] == Self.version else {
      throw IBDocumentError(
        line: root.line,
        reason: "document version \(root["version"] ?? "(none)"); keyboard-preview reads "
          + "version \(Self.version), which Xcode has written since Xcode 5")
    }
    for child in root.children where !Self.documentChildren.contains(child.name) {
      throw IBDocumentError(
        line: child.line, reason: "unknown element <\(child.name)> in <document>")
    }
    deviceID = root.child("device")?["id"]
    orientation = root.child("device")?["orientation"]
    var outlets: [String: String] = [:]
    for node in root.descendants where node.name == "outlet" {
      if let destination = node["destination"], let property = node["property"],
        outlets[destination] == nil
      {
        outlets[destination] = property
      }
    }
    self.outlets = outlets
    let filesOwner = root.child("objects")?.children.first {
      $0["placeholderIdentifier"] == "IBFilesOwner"
    }
    if let filesOwner, let className = filesOwner["customClass"] {
      let view = filesOwner.child("connections")?.children("outlet").first {
        $0["property"] == "view"
      }?["destination"]
      owner = (className, view)
    }
    switch kind {
    case .storyboard:
      guard let scenes = root.child("scenes") else {
        throw IBDocumentError(line: root.line, reason: "a storyboard without <scenes>")
      }
      self.scenes = try Self.storyboardScenes(scenes)
    case .xib:
      guard let objects = root.child("objects") else {
        throw IBDocumentError(line: root.line, reason: "a xib without <objects>")
      }
      self.scenes = objects.children.filter { $0.child("rect", key: "frame") != nil }.map {
        Self.xibScene($0)
      }
    }
  }

  private static func storyboardScenes(_ scenes: XMLNode) throws(IBDocumentError) -> [Scene] {
    var result: [Scene] = []
    for scene in scenes.children {
      guard scene.name == "scene" else {
        throw IBDocumentError(
          line: scene.line, reason: "unknown element <\(scene.name)> in <scenes>")
      }
      for child in scene.children where !["objects", "point", "size"].contains(child.name) {
        throw IBDocumentError(
          line: child.line, reason: "unknown element <\(child.name)> in <scene>")
      }
      guard let objects = scene.child("objects") else {
        throw IBDocumentError(line: scene.line, reason: "a <scene> without <objects>")
      }
      for object in objects.children where object["sceneMemberID"] == "viewController" {
        result.append(viewControllerScene(object, sceneID: scene["sceneID"]))
      }
    }
    return result
  }

  private static func viewControllerScene(_ node: XMLNode, sceneID: String?) -> Scene {
    let item = node.child("navigationItem", key: "navigationItem")
    var guides: [String: String] = [:]
    for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
      if let type = guide["type"], let id = guide["id"] { guides[type] = id }
    }
    let segues = (node.child("connections")?.children("segue") ?? []).compactMap {
      segue -> (kind: String, relationship: String?, destination: String)? in
      guard let destination = segue["destination"] else { return nil }
      return (segue["kind"] ?? "", segue["relationship"], destination)
    }
    let bar =
      node.child("navigationBar", key: "navigationBar") ?? node.child("tabBar", key: "tabBar")
    let rootNode = node.children.first { $0["key"] == "view" && $0["id"] != nil }
    return Scene(
      sceneID: sceneID, objectID: node["id"] ?? "", element: node.name, line: node.line,
      attributes: node.attributes, rootView: rootNode.map(IBView.init),
      navigationTitle: item?["title"], largeTitleMode: item?["largeTitleDisplayMode"],
      simulatedBars: simulatedBars(node), layoutGuides: guides, segues: segues,
      ownBarHeight: bar?.child("rect", key: "frame")?.number("height"),
      prefersLargeTitles: bar?.flag("largeTitles") ?? false,
      showsToolbar: node["toolbarHidden"] == "NO")
  }

  /// The bars a view controller's or a xib view's simulated metrics show, by `top` and `bottom`.
  private static func simulatedBars(_ node: XMLNode) -> [String: String] {
    var bars: [String: String] = [:]
    for child in node.children {
      switch (child.name, child["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
        bars["top"] = "navigationBar"
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): bars["bottom"] = "tabBar"
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): bars["bottom"] = "toolbar"
      default: break
      }
    }
    return bars
  }

  private static func xibScene(_ node: XMLNode) -> Scene {
    Scene(
      sceneID: nil, objectID: node["id"] ?? "", element: node.name, line: node.line,
      attributes: node.attributes, rootView: IBView(node), navigationTitle: nil,
      largeTitleMode: nil, simulatedBars: simulatedBars(node), layoutGuides: [:], segues: [],
      ownBarHeight: nil, prefersLargeTitles: false, showsToolbar: false)
  }

  /// The File's Owner's class, for the xib view its `view` outlet points at.
  func ownerClass(ofView objectID: String) -> String? {
    guard let owner, owner.view == objectID else { return nil }
    return owner.className
  }

  /// The scene with this object id.
  func scene(_ objectID: String) -> Scene? { scenes.first { $0.objectID == objectID } }

  /// The scene whose container view embeds the scene, and that container view's label or id.
  func host(embedding objectID: String) -> (scene: String, container: String)? {
    for scene in scenes {
      guard let root = scene.rootView else { continue }
      if let container = root.all.first(where: { $0.embeds == objectID }) {
        let name = container["userLabel"].map { "the container view `\($0)`" }
        let owner =
          scene.attributes["storyboardIdentifier"] ?? scene.attributes["customClass"]
          ?? scene.objectID
        return (owner, name ?? "the container view \(container.id)")
      }
    }
    return nil
  }
}

/// Why a file is not an Interface Builder document this importer reads, with the line.
struct IBDocumentError: Error, Sendable, Equatable {
  var line: Int
  var reason: String
}
