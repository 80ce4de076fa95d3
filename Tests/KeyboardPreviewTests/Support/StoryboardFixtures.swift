import Foundation
import KeyboardAvoidance
import KeyboardPreview
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The storyboards and xibs written for the importer's tests, read from the source tree
/// (`Tests/KeyboardPreviewTests/Fixtures`), relative to this file.
enum StoryboardFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The five blog posts' screens: a Combine login screen, a NotificationCenter review screen,
  /// the PIN screen in a navigation controller, a SwiftUI hosting controller, an RxKeyboard
  /// confirm screen.
  static let blogPosts = "Storyboards/BlogPosts.storyboard"
  /// Forms in a scroll view and a stack view, a static table in a tab bar and a navigation
  /// controller, a search screen with a container view.
  static let forms = "Storyboards/Forms.storyboard"
  /// A xib with a view controller's view and a table view cell.
  static let cells = "Storyboards/Cells.xib"
  /// Every good document.
  static let documents = [blogPosts, forms, cells]

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// Every scene of a fixture, as the importer reads it.
  static func scenes(_ name: String) throws -> [ImportedScene] {
    try ImportedScene.scenes(inInterfaceBuilderDocument: data(name), file: name)
  }

  /// One scene of a fixture, by name.
  static func scene(_ name: String, in document: String) throws -> ImportedScene {
    try #require(try scenes(document).first { $0.record.name == name })
  }
}

/// The frames an Interface Builder document saved, read on their own: every element's
/// `<rect key="frame">` summed with those of the elements around it into the coordinates of the
/// view controller's view (a container view's embedded scene starting at the container's
/// origin), by object id.
///
/// It shares nothing with the importer: it is how a reader of the XML would add the frames up
/// by hand, which the importer's elements, laid out at the document's device, must match.
final class SavedFrames: NSObject, XMLParserDelegate {
  /// Frames in the root view's coordinates, by object id.
  private(set) var frames: [String: CGRect] = [:]
  /// For each view inside a scroll, table or collection view, the innermost one's id.
  private(set) var scrollHolders: [String: String] = [:]
  /// The open elements: name, id, and the id of the scroll view that holds them.
  private var stack: [(name: String, id: String?, scroll: String?)] = []
  /// The view each framed view sits in, by id.
  private var parents: [String: String] = [:]
  /// Container view id → the embedded view controller's id.
  private var embeds: [String: String] = [:]
  /// View controller id → its root view's id.
  private var roots: [String: String] = [:]
  private var viewController: String?
  private var container: String?

  /// Elements whose `view` child is a root view, and the xib's top level.
  private static let rootHolders: Set<String> = [
    "viewController", "tableViewController", "collectionViewController", "objects",
  ]

  init(_ data: Data) {
    super.init()
    let parser = XMLParser(data: data)
    parser.delegate = self
    _ = parser.parse()
    // An embedded scene's views sit at its container view's origin.
    for (container, destination) in embeds {
      guard let origin = frames[container]?.origin, let root = roots[destination] else {
        continue
      }
      for (id, parent) in parents where parent == root { shift(id, by: origin) }
    }
  }

  private func shift(_ id: String, by origin: CGPoint) {
    frames[id] = frames[id]?.offsetBy(dx: origin.x, dy: origin.y)
    for (child, parent) in parents where parent == id { shift(child, by: origin) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes: [String: String] = [:]
  ) {
    if attributes["sceneMemberID"] == "viewController" { viewController = attributes["id"] }
    if elementName == "containerView" { container = attributes["id"] }
    if elementName == "segue", attributes["kind"] == "embed", let container,
      let destination = attributes["destination"]
    {
      embeds[container] = destination
    }
    if elementName == "rect", attributes["key"] == "frame", let owner = stack.last?.id,
      let x = Double(attributes["x"] ?? ""), let y = Double(attributes["y"] ?? ""),
      let width = Double(attributes["width"] ?? ""),
      let height = Double(attributes["height"] ?? "")
    {
      let holder = stack.dropLast().last?.name ?? ""
      if Self.rootHolders.contains(holder) {
        frames[owner] = CGRect(x: 0, y: 0, width: width, height: height)
        if let viewController, holder != "objects" { roots[viewController] = owner }
      } else {
        let parent = stack.dropLast().last { $0.id.flatMap { frames[$0] } != nil }?.id
        let origin = parent.flatMap { frames[$0]?.origin } ?? .zero
        frames[owner] = CGRect(x: origin.x + x, y: origin.y + y, width: width, height: height)
        parents[owner] = parent
        if let scroll = stack.dropLast().last(where: { $0.scroll != nil })?.scroll {
          scrollHolders[owner] = scroll
        }
      }
    }
    let isScroll = ["scrollView", "tableView", "collectionView"].contains(elementName)
    stack.append((elementName, attributes["id"], isScroll ? attributes["id"] : nil))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    stack.removeLast()
  }
}
