import Foundation
import KeyboardAvoidance

/// Turns one scene of an Interface Builder document into a screen description.
///
/// Every element takes the frame Interface Builder saved for the document's device (summed from
/// its superviews' frames into the root view's coordinates); the constraints decide only how
/// each view on the screen follows a taller or shorter screen: placed from the top, it joins the
/// flow, its `top` the gap to the element above it; pinned to the bottom, it becomes a pinned
/// element, its `bottom` the gap to the safe area's bottom. Containers become groups and scroll
/// views, their content placed by its frames. Everything else is a note: what was approximated
/// and how, or left out and why.
struct SceneImporter {
  var document: IBDocument
  var scene: IBDocument.Scene
  var file: String

  /// The elements that are text: a field when they can be edited.
  static let fieldElements: Set<String> = ["textField", "textView", "searchBar"]
  /// Elements that hold other views and draw nothing the checks need.
  static let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView"]
  /// Views UIKit draws itself that the preview keeps as plain views at their frames.
  static let controlElements: Set<String> = [
    "switch", "slider", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
    "progressView", "datePicker", "pickerView", "mapView", "wkWebView", "webView",
    "navigationBar", "toolbar", "tabBar", "searchTextField", "colorWell", "imageView", "label",
    "button", "view", "sceneKitView", "arscnView", "arskView", "mtkView", "glkView",
    "visualEffectView", "containerView", "stackView",
  ]

  func run() -> ImportedScene {
    var record = PreviewScene(
      name: sceneName, file: file, line: scene.line, objectID: scene.objectID, status: .checked)
    record.sceneID = scene.sceneID
    record.storyboardIdentifier = scene.attributes["storyboardIdentifier"]
    record.className = scene.attributes["customClass"]
    var imported = ImportedScene(record: record, screen: nil, documentDevice: nil, sources: [:])
    if let reason = notAScreen {
      imported.record.status = .notAScreen
      imported.record.reason = reason
      return imported
    }
    if let reason = drawnInCode {
      imported.record.status = .notLaidOut
      imported.record.reason = reason
      return imported
    }
    guard let root = scene.rootView, let rootFrame = root.frame else {
      imported.record.status = .notLaidOut
      imported.record.reason =
        "its view is not in the document: the view controller makes it in code (loadView)"
      return imported
    }
    if let custom = root["customClass"], root.subviews.isEmpty {
      imported.record.status = .notLaidOut
      imported.record.reason =
        "its view is \(custom), a custom class with nothing inside it in the document: it "
        + "lays itself out in code"
      return imported
    }
    let bars = document.kind == .storyboard ? document.bars(of: scene) : simulatedBars
    imported.record.bars = [bars.top, bars.bottom].compactMap { $0 }.map { bar in
      "\(bar.name), \(PointFormat.points(Double(bar.height))) (\(bar.reason))"
    }
    var builder = SceneBuilder(
      document: document, scene: scene, root: root, rootFrame: rootFrame,
      bars: ScreenBars(top: bars.top?.height ?? 0, bottom: bars.bottom?.height ?? 0))
    let screen = builder.build(name: record.name)
    imported.documentDevice = builder.device
    imported.record.documentDevice = builder.device?.name
    imported.record.notes = builder.notes
    imported.record.keyboardBindings = builder.bindings
    imported.record.fields = screen.fieldIDs
    imported.sources = builder.sources
    if screen.fieldIDs.isEmpty {
      imported.record.status = .notLaidOut
      let riders = screen.pinnedElements.filter { $0.kind == .field }.map { "`\($0.id)`" }
      imported.record.reason =
        riders.isEmpty
        ? "no text field, text view or search bar that can take the focus"
        : "its only fields (\(riders.joined(separator: ", "))) ride on the keyboard: nothing "
          + "else to focus"
      return imported
    }
    if let problem = screen.problem() {
      imported.record.status = .notLaidOut
      imported.record.reason = "the screen it became is not valid: \(problem)"
      return imported
    }
    imported.screen = screen
    return imported
  }

  /// Why the scene is not a screen of its own; `nil` when it is one.
  private var notAScreen: String? {
    if let host = document.host(embedding: scene.objectID) {
      return "embedded in \(host.container) of the scene \(host.scene): checked there"
    }
    switch scene.element {
    case "navigationController":
      return "a navigation controller: the scenes it holds show its bar"
    case "tabBarController":
      return "a tab bar controller: the scenes it holds show its tab bar"
    case "splitViewController", "pageViewController":
      return "a container (\(scene.element)): the scenes it holds are checked on their own"
    case "viewControllerPlaceholder":
      return "a reference to the storyboard \(scene.attributes["storyboardName"] ?? "(unnamed)")"
        + ": check that storyboard"
    default:
      return nil
    }
  }

  /// Why a screen cannot be laid out from the document at all; `nil` when it can.
  private var drawnInCode: String? {
    switch scene.element {
    case "hostingController":
      return "a SwiftUI hosting controller: its content comes from code"
    case "avPlayerViewController", "glkViewController":
      return "a \(scene.element): its content is drawn in code"
    default:
      return nil
    }
  }

  private var simulatedBars: (top: IBDocument.Bar?, bottom: IBDocument.Bar?) {
    let top = scene.simulatedBars["top"].map { _ in
      IBDocument.Bar(
        name: "navigation bar", height: IBDocument.navigationBarHeight,
        reason: "its simulated metrics")
    }
    let bottom = scene.simulatedBars["bottom"].map { kind in
      IBDocument.Bar(
        name: kind == "tabBar" ? "tab bar" : "toolbar",
        height: kind == "tabBar" ? IBDocument.tabBarHeight : IBDocument.toolbarHeight,
        reason: "its simulated metrics")
    }
    return (top, bottom)
  }

  /// The scene's name: the user label Interface Builder shows, the storyboard identifier, the
  /// navigation title, the title, the class, or the element and id.
  var sceneName: String {
    let root = scene.rootView
    let candidates = [
      scene.attributes["userLabel"], scene.attributes["storyboardIdentifier"],
      scene.navigationTitle, scene.attributes["title"], scene.attributes["customClass"],
      root?["userLabel"], root?["customClass"],
      document.kind == .xib ? document.ownerClass(ofView: scene.objectID) : nil,
    ]
    if let name = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) { return name }
    // Interface Builder's own words for the element: "Navigation Controller".
    var words = ""
    for character in scene.element {
      if character.isUppercase { words += " " }
      words.append(words.isEmpty ? Character(character.uppercased()) : character)
    }
    return "\(words) \(scene.objectID)"
  }
}
