import Foundation

/// A view of an Interface Builder document as its XML describes it: the element that declares
/// it, its saved frame, its subviews and the constraints it holds.
struct IBView: Sendable {
  /// The object's `id`, unique in the document.
  var id: String
  /// The element name: `view`, `textField`, `stackView`, `tableViewCell`, ….
  var element: String
  /// The line of its start tag.
  var line: Int
  /// Its attributes, as written.
  var attributes: [String: String]
  /// The frame Interface Builder saved, in its superview's coordinates (a scroll view's
  /// content coordinates for its subviews); `nil` when none was saved.
  var frame: CGRect?
  /// Its subviews, in document order; for a table view, its cells and header and footer views.
  var subviews: [IBView]
  /// The constraints it holds (those between itself and its subviews, or among them).
  var constraints: [IBConstraint]
  /// Its layout guides by key: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`.
  var guides: [String: String]
  /// The title of a button, from its normal state or its configuration.
  var title: String?
  /// The text of a text view written as a child element.
  var longText: String?
  /// The scene its container view embeds, from the `embed` segue.
  var embeds: String?
  /// The size classes it or its constraints vary for (`heightClass=compact`, …).
  var variations: [String]
  /// The autoresizing mask's flags that are set: `flexibleMinY`, `widthSizable`, ….
  var masks: Set<String>
  /// Whether the view is a table view section's or a collection view's cell.
  var isCell: Bool { element == "tableViewCell" || element == "collectionViewCell" }

  /// The view and everything inside it, depth first.
  var all: [IBView] { [self] + subviews.flatMap(\.all) }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// Whether a boolean attribute says `YES`.
  func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

  /// Whether the view's autoresizing mask has the flag.
  func flagMask(_ flag: String) -> Bool { masks.contains(flag) }

  /// A numeric attribute.
  func number(_ attribute: String) -> CGFloat? {
    attributes[attribute].flatMap(Double.init).map { CGFloat($0) }
  }

  /// Reads a view and everything inside it.
  init(_ node: XMLNode) {
    id = node["id"] ?? ""
    element = node.name
    line = node.line
    attributes = node.attributes
    frame = node.child("rect", key: "frame").flatMap(Self.rect)
    var subviews: [IBView] = []
    var constraints: [IBConstraint] = []
    var guides: [String: String] = [:]
    for child in node.children {
      switch child.name {
      case "subviews":
        subviews += child.children.filter(Self.isView).map(IBView.init)
      case "constraints":
        constraints += child.children("constraint").map {
          IBConstraint($0, owner: node["id"] ?? "")
        }
      case "viewLayoutGuide":
        if let key = child["key"], let id = child["id"] { guides[key] = id }
      case "sections":
        // A static table's cells, section by section, at the frames saved in the table.
        for section in child.children("tableViewSection") {
          subviews += (section.child("cells")?.children ?? []).filter(Self.isView).map(IBView.init)
        }
      case "cells":
        subviews += child.children.filter(Self.isView).map(IBView.init)
      case "tableViewCellContentView", "collectionViewCellContentView":
        subviews.append(IBView(child))
      case "view"
      where ["tableHeaderView", "tableFooterView", "contentView"].contains(child["key"]):
        subviews.append(IBView(child))
      default:
        break
      }
    }
    self.subviews = subviews
    self.constraints = constraints
    self.guides = guides
    // A button configuration (iOS 15) replaces the title of the normal state, which Interface
    // Builder keeps as "Button".
    let configuration = node.child("buttonConfiguration", key: "configuration")
    let attributed = configuration?.child("attributedString", key: "attributedTitle")?
      .children("fragment").compactMap { $0["content"] }.joined()
    title =
      configuration?["title"] ?? attributed.flatMap { $0.isEmpty ? nil : $0 }
      ?? node.child("state", key: "normal")?["title"]
    let text = node.child("string", key: "text")?.text.trimmingCharacters(
      in: .whitespacesAndNewlines)
    longText = text?.isEmpty == false ? text : nil
    embeds =
      node.child("connections")?.children("segue").first { $0["kind"] == "embed" }?["destination"]
    variations = node.children("variation").compactMap { $0["key"] }
    let mask = node.child("autoresizingMask", key: "autoresizingMask")?.attributes ?? [:]
    masks = Set(mask.filter { $0.value == "YES" }.map(\.key))
  }

  /// Whether an element inside `<subviews>` or `<cells>` is a view: it has an id, and it is not a
  /// layout guide or a gesture recognizer.
  static func isView(_ node: XMLNode) -> Bool {
    node["id"] != nil && !node.name.hasSuffix("GestureRecognizer")
      && node.name != "viewLayoutGuide"
  }

  /// A `<rect>`'s frame; `nil` unless all four numbers are there.
  static func rect(_ node: XMLNode) -> CGRect? {
    guard let x = node.number("x"), let y = node.number("y"), let width = node.number("width"),
      let height = node.number("height")
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }
}

/// A layout constraint as Interface Builder saves it: `firstItem.firstAttribute = secondItem.
/// secondAttribute × multiplier + constant`, an item left out being the view that holds it.
struct IBConstraint: Sendable, Equatable {
  var id: String
  var line: Int
  var firstItem: String
  var firstAttribute: String
  /// `nil` for a constant size (`height = 50`).
  var secondItem: String?
  var secondAttribute: String?
  var multiplier: CGFloat
  var constant: CGFloat
  /// `equal`, `greaterThanOrEqual` or `lessThanOrEqual`.
  var relation: String
  var priority: CGFloat

  init(_ node: XMLNode, owner: String) {
    id = node["id"] ?? ""
    line = node.line
    firstItem = node["firstItem"] ?? owner
    firstAttribute = node["firstAttribute"] ?? ""
    secondAttribute = node["secondAttribute"]
    secondItem = node["secondItem"] ?? (secondAttribute == nil ? nil : owner)
    multiplier = Self.ratio(node["multiplier"]) ?? 1
    constant = node.number("constant") ?? 0
    relation = node["relation"] ?? "equal"
    priority = node.number("priority") ?? 1000
  }

  /// Whether Auto Layout must satisfy it exactly: a required equality.
  var isRequiredEquality: Bool { relation == "equal" && priority >= 1000 }

  /// The other item and attribute when `item`'s `attribute` is one of the two ends; `nil`
  /// otherwise.
  func other(than item: String, attributes: Set<String>) -> (item: String?, attribute: String?)? {
    if firstItem == item && attributes.contains(firstAttribute) {
      return (secondItem, secondAttribute)
    }
    if secondItem == item, let second = secondAttribute, attributes.contains(second) {
      return (firstItem, firstAttribute)
    }
    return nil
  }

  /// A multiplier as written: `0.5`, `1/3` or `16:9`.
  static func ratio(_ text: String?) -> CGFloat? {
    guard let text else { return nil }
    for separator in ["/", ":"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
      guard parts.count == 2, parts[1] != 0 else { return nil }
      return CGFloat(parts[0] / parts[1])
    }
    return Double(text).map { CGFloat($0) }
  }
}
