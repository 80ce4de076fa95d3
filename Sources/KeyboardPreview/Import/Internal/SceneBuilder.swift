import Foundation
import KeyboardAvoidance

/// Builds one scene's screen description from its views, their saved frames and its
/// constraints; collects what it approximated or left out.
struct SceneBuilder {
  var document: IBDocument
  var scene: IBDocument.Scene
  var root: IBView
  var rootFrame: CGRect
  var bars: ScreenBars

  /// The catalog device the document was saved for.
  var device: DeviceProfile?
  var notes: [PreviewImportNote] = []
  var bindings: [PreviewKeyboardBinding] = []
  /// Object ids by element id.
  var sources: [String: String] = [:]

  /// Frames in the root view's coordinates, by object id.
  var absolute: [String: CGRect] = [:]
  /// Element ids by object id.
  var ids: [String: String] = [:]
  /// Object ids left out.
  var skipped: Set<String> = []
  /// Every view of the scene by object id, embedded scenes' included.
  var views: [String: IBView] = [:]
  /// The safe area in the document, in the root view's coordinates: its top and bottom y.
  var safeTop: CGFloat = 0
  var safeBottom: CGFloat = 0
  var safeLeft: CGFloat = 0
  var safeRight: CGFloat = 0
  /// The scroll view each view scrolls with (its innermost), or `screen`, by object id.
  var layers: [String: String] = [:]

  init(
    document: IBDocument, scene: IBDocument.Scene, root: IBView, rootFrame: CGRect,
    bars: ScreenBars
  ) {
    self.document = document
    self.scene = scene
    self.root = root
    self.rootFrame = rootFrame
    self.bars = bars
  }

  // MARK: - The scene

  mutating func build(name: String) -> ScreenDescription {
    // Fields and buttons first: their ids are what --focus and the failures name.
    let named = allViews(root).filter {
      $0.id != root.id || SceneImporter.scrollElements.contains(root.element)
    }
    let first = named.filter { [.field, .button].contains(kind(of: $0)) }
    for view in first + named.filter({ ![.field, .button].contains(kind(of: $0)) }) {
      nameView(view)
    }
    walk(root, origin: .zero, layer: "screen")
    findDevice()
    noteDocumentMarks()
    skipDecorations()
    var elements: [ScreenElement] = []
    var pinned: [PinnedElement] = []
    if SceneImporter.scrollElements.contains(root.element) {
      // A table or collection view controller: the screen is one scroll view, under the bars.
      let (scroll, _) = element(
        root, top: -safeTop, leading: -safeLeft, trailing: -safeRight,
        sizing: .reachesScreenBottom)
      elements = [scroll]
      note(
        .approximated, root, scroll.id,
        "the view controller's view is a \(root.element) filling the screen: laid out from the "
          + "top of the screen to its bottom, its content inset by the safe area as UIKit does")
    } else {
      (elements, pinned) = rootLevel()
    }
    var screen = ScreenDescription(
      name: name, elements: elements, pinnedElements: pinned, focus: .allFields)
    screen.bars = bars
    return screen
  }

  /// The views on the screen: the flow from the top, and what is pinned to the bottom.
  mutating func rootLevel() -> ([ScreenElement], [PinnedElement]) {
    let constraints = allViews(root).flatMap(\.constraints)
    var children = self.children(of: root).filter { !skipped.contains($0.id) }
    var containers: [String: (top: VerticalAnchors.Edge, bottom: VerticalAnchors.Edge)] = [:]
    var anchors = anchorsOf(children, constraints, containers)
    // A plain view that stretches from the top of the screen to its bottom holds the screen's
    // content: its subviews stand on the screen in its place, by their constraints to it.
    for _ in 0..<3 {
      var stretching: [IBView] = []
      for child in children {
        guard child.element == "view", child["customClass"] == nil, !child.flag("hidden"),
          !self.children(of: child).isEmpty,
          case .stretch(let top, let bottom)? = anchors.placements[child.id]?.mode,
          !top.isSibling, !bottom.isSibling
        else { continue }
        containers[child.id] = (top, bottom)
        stretching.append(child)
      }
      guard !stretching.isEmpty else { break }
      for container in stretching {
        note(
          .approximated, container, ids[container.id] ?? container.id,
          "stretches with the screen and holds its content: its subviews are placed as the "
            + "screen's own, by their constraints to it, and it is not drawn")
      }
      children = children.flatMap { child in
        containers[child.id] == nil
          ? [child] : self.children(of: child).filter { !skipped.contains($0.id) }
      }
      anchors = anchorsOf(children, constraints, containers)
    }
    let placements = anchors.placements
    // Which chains pinned to the bottom ride on the keyboard: the constraint is an outlet the
    // app moves, or the chain holds a button or a field.
    var followsKeyboard: [String: Bool] = [:]
    for child in children {
      guard let head = placements[child.id]?.bottomHead, followsKeyboard[head] != true else {
        continue
      }
      let outlet = placements[head]?.bottomConstraint.flatMap { document.outlets[$0.id] }
      let interactive = leaves(of: child).contains {
        kind(of: $0) == .button || kind(of: $0) == .field
      }
      followsKeyboard[head] = outlet != nil || interactive || (followsKeyboard[head] ?? false)
    }
    let flowViews = children.filter {
      if case .bottom = placements[$0.id]?.mode { return false }
      return true
    }.sorted(by: readingOrder)
    var elements: [ScreenElement] = []
    var y = safeTop
    for (index, view) in flowViews.enumerated() {
      let frame = absolute[view.id] ?? .zero
      let placement = placements[view.id]
      var sizing = ScrollSizing.fixedHeight
      if case .stretch(_, let bottom)? = placement?.mode {
        sizing = scrollSizing(
          view, bottom: bottom, isLast: index == flowViews.count - 1, placement: placement,
          followsKeyboard: followsKeyboard)
      }
      let (element, bottom) = element(
        view, top: frame.minY - y, leading: frame.minX - safeLeft,
        trailing: rootFrame.width - safeRight - frame.maxX, sizing: sizing)
      elements.append(element)
      noteVerticalPlacement(view, element.id, placement)
      noteHorizontalPlacement(view, element.id, constraints: constraints)
      y = bottom
    }
    var pinned: [PinnedElement] = []
    for view in children.sorted(by: readingOrder) {
      guard let placement = placements[view.id], case .bottom(let edge) = placement.mode else {
        continue
      }
      let head = placement.bottomHead ?? view.id
      let rides = followsKeyboard[head] ?? false
      for leaf in leaves(of: view) {
        if SceneImporter.scrollElements.contains(leaf.element) {
          note(
            .skipped, leaf, ids[leaf.id] ?? leaf.id,
            "a scroll view pinned to the bottom: a pinned element cannot hold content")
          continue
        }
        let frame = absolute[leaf.id] ?? .zero
        let id = ids[leaf.id] ?? leaf.id
        pinned.append(
          PinnedElement(
            id: id, kind: kind(of: leaf), text: text(of: leaf),
            height: AdaptiveRule(frame.height), bottom: AdaptiveRule(safeBottom - frame.maxY),
            leading: AdaptiveRule(frame.minX - safeLeft),
            trailing: AdaptiveRule(rootFrame.width - safeRight - frame.maxX),
            isHidden: AdaptiveRule(isHidden(leaf, below: view)),
            anchor: rides ? .keyboard : .safeArea))
        sources[id] = leaf.id
      }
      if edge == .view, view.id == head {
        note(
          .approximated, view, ids[view.id] ?? view.id,
          "pinned to the bottom of the view, not of the safe area: kept "
            + "\(points(safeBottom - (absolute[view.id]?.maxY ?? 0))) above the safe area's "
            + "bottom, as on \(deviceName)")
      }
      if rides, view.id == head, let constraint = placement.bottomConstraint {
        let element = ids[view.id] ?? view.id
        bindings.append(
          PreviewKeyboardBinding(
            element: element, constraint: describe(constraint), constraintID: constraint.id,
            line: constraint.line, outlet: document.outlets[constraint.id]))
      }
    }
    return (elements, pinned)
  }

  /// How the constraints place each of these views on the screen.
  func anchorsOf(
    _ children: [IBView], _ constraints: [IBConstraint],
    _ containers: [String: (top: VerticalAnchors.Edge, bottom: VerticalAnchors.Edge)]
  ) -> VerticalAnchors {
    var owner: [String: String] = [:]
    var autoresizing: [String: (top: Bool, bottom: Bool)] = [:]
    for child in children {
      for view in child.all { owner[view.id] = child.id }
      if child["translatesAutoresizingMaskIntoConstraints"] != "NO" {
        let flexibleTop = child.flagMask("flexibleMinY")
        autoresizing[child.id] = (top: !flexibleTop, bottom: flexibleTop)
      }
    }
    return VerticalAnchors(
      children: children.map(\.id), owner: owner, constraints: constraints, root: root.id,
      safeArea: root.guides["safeArea"], layoutGuides: scene.layoutGuides,
      autoresizing: autoresizing, containers: containers)
  }

  enum ScrollSizing {
    case fixedHeight
    case reachesScreenBottom
    case bottomAboveSafeArea(CGFloat)
  }

  /// How a view that stretches with the screen keeps doing so: a scroll view reaches the bottom
  /// of the screen or ends a fixed distance above the safe area's; other views keep their
  /// height.
  mutating func scrollSizing(
    _ view: IBView, bottom: VerticalAnchors.Edge, isLast: Bool,
    placement: VerticalAnchors.Placement?, followsKeyboard: [String: Bool]
  ) -> ScrollSizing {
    let frame = absolute[view.id] ?? .zero
    let id = ids[view.id] ?? view.id
    guard SceneImporter.scrollElements.contains(view.element) else {
      note(
        .approximated, view, id,
        "stretches with the screen between its top and bottom constraints: kept at its "
          + "height on \(deviceName), \(points(frame.height))")
      return .fixedHeight
    }
    if bottom == .view && isLast && abs(frame.maxY - rootFrame.height) < 0.5 {
      return .reachesScreenBottom
    }
    if case .sibling(let sibling) = bottom, let head = placement?.bottomHead,
      followsKeyboard[head] == true
    {
      note(
        .approximated, view, id,
        "ends above `\(ids[sibling] ?? sibling)`, which rides on the keyboard: in the app it "
          + "shrinks as the keyboard rises; the preview keeps its frame and insets its content "
          + "instead, which shows the same fields")
    }
    return .bottomAboveSafeArea(safeBottom - frame.maxY)
  }
}
