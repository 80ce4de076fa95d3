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
  private(set) var device: DeviceProfile?
  private(set) var notes: [PreviewImportNote] = []
  private(set) var bindings: [PreviewKeyboardBinding] = []
  /// Object ids by element id.
  private(set) var sources: [String: String] = [:]

  /// Frames in the root view's coordinates, by object id.
  private var absolute: [String: CGRect] = [:]
  /// Element ids by object id.
  private var ids: [String: String] = [:]
  /// Object ids left out.
  private var skipped: Set<String> = []
  /// Every view of the scene by object id, embedded scenes' included.
  private var views: [String: IBView] = [:]
  /// The safe area in the document, in the root view's coordinates: its top and bottom y.
  private var safeTop: CGFloat = 0
  private var safeBottom: CGFloat = 0
  private var safeLeft: CGFloat = 0
  private var safeRight: CGFloat = 0

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
  private mutating func rootLevel() -> ([ScreenElement], [PinnedElement]) {
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
  private func anchorsOf(
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

  private enum ScrollSizing {
    case fixedHeight
    case reachesScreenBottom
    case bottomAboveSafeArea(CGFloat)
  }

  /// How a view that stretches with the screen keeps doing so: a scroll view reaches the bottom
  /// of the screen or ends a fixed distance above the safe area's; other views keep their
  /// height.
  private mutating func scrollSizing(
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

  // MARK: - Elements

  /// The element a view becomes, with the bottom the next element's top is measured from.
  private mutating func element(
    _ view: IBView, top: CGFloat, leading: CGFloat, trailing: CGFloat, sizing: ScrollSizing
  ) -> (ScreenElement, CGFloat) {
    let frame = absolute[view.id] ?? .zero
    let id = ids[view.id] ?? view.id
    sources[id] = view.id
    let hidden = AdaptiveRule(view.flag("hidden"))
    let content = children(of: view).filter { !skipped.contains($0.id) }
    if SceneImporter.scrollElements.contains(view.element) {
      return scrollElement(
        view, id: id, frame: frame, content: content, top: top, leading: leading,
        trailing: trailing, sizing: sizing)
    }
    if !content.isEmpty {
      if let custom = view["customClass"], view.element == "view" {
        note(
          .approximated, view, id,
          "\(custom) may lay its subviews out itself: they are kept where Interface Builder "
            + "saved them")
      }
      let (elements, bottom) = flow(
        content, left: frame.minX, right: frame.maxX, start: frame.minY)
      return (
        .group(
          id: id, top: AdaptiveRule(top), leading: AdaptiveRule(leading),
          trailing: AdaptiveRule(trailing), isHidden: hidden, elements: elements),
        bottom
      )
    }
    if let custom = view["customClass"], view.element == "view" {
      note(.approximated, view, id, "\(custom) draws itself: kept as a plain view at its frame")
    }
    let element = ScreenElement(
      id: id, kind: kind(of: view), text: text(of: view), height: AdaptiveRule(frame.height),
      top: AdaptiveRule(top), leading: AdaptiveRule(leading), trailing: AdaptiveRule(trailing),
      isHidden: hidden)
    return (element, frame.maxY)
  }

  private mutating func scrollElement(
    _ view: IBView, id: String, frame: CGRect, content: [IBView], top: CGFloat,
    leading: CGFloat, trailing: CGFloat, sizing: ScrollSizing
  ) -> (ScreenElement, CGFloat) {
    var items = content
    var holder: IBView?
    // A scroll view's one content view, pinned to its content layout guide, is only a holder.
    if view.element == "scrollView", items.count == 1, let only = items.first,
      only.element == "view", only["customClass"] == nil, !children(of: only).isEmpty
    {
      items = children(of: only).filter { !skipped.contains($0.id) }
      holder = only
      sources[ids[only.id] ?? only.id] = only.id
    }
    if view.element != "scrollView" && view["dataMode"] != "static" {
      note(
        .approximated, view, id,
        "its cells are prototypes: the app's data source decides the rows; each prototype is "
          + "laid out once, where Interface Builder shows it")
    }
    guard !items.isEmpty else {
      note(.approximated, view, id, "an empty \(view.element): kept as a plain view")
      let element = ScreenElement(
        id: id, kind: .view, height: AdaptiveRule(frame.height), top: AdaptiveRule(top),
        leading: AdaptiveRule(leading), trailing: AdaptiveRule(trailing),
        isHidden: AdaptiveRule(view.flag("hidden")))
      return (element, frame.maxY)
    }
    let (elements, contentBottom) = flow(
      items, left: frame.minX, right: frame.maxX, start: frame.minY)
    let contentEnd = holder.flatMap { absolute[$0.id]?.maxY } ?? contentBottom
    var height: AdaptiveRule<CGFloat>? = AdaptiveRule(frame.height)
    var bottomAbove: CGFloat?
    var bottom = frame.maxY
    switch sizing {
    case .fixedHeight: break
    case .reachesScreenBottom:
      height = nil
      bottom = rootFrame.height
    case .bottomAboveSafeArea(let distance):
      bottomAbove = distance
      bottom = safeBottom - distance
    }
    let scroll = ScreenElement.scroll(
      id: id, top: AdaptiveRule(top), height: height, leading: AdaptiveRule(leading),
      trailing: AdaptiveRule(trailing),
      adjustsForSafeArea: view["contentInsetAdjustmentBehavior"] != "never",
      paddingBottom: max(contentEnd - contentBottom, 0), bottomAboveSafeArea: bottomAbove,
      isHidden: AdaptiveRule(view.flag("hidden")), elements: elements)
    return (scroll, bottom)
  }

  /// Views top to bottom inside a container whose content starts at `start`, each element's
  /// top the gap to the one before.
  private mutating func flow(_ views: [IBView], left: CGFloat, right: CGFloat, start: CGFloat)
    -> ([ScreenElement], CGFloat)
  {
    var y = start
    var elements: [ScreenElement] = []
    for view in views.sorted(by: readingOrder) {
      let frame = absolute[view.id] ?? .zero
      let (element, bottom) = element(
        view, top: frame.minY - y, leading: frame.minX - left, trailing: right - frame.maxX,
        sizing: .fixedHeight)
      elements.append(element)
      y = bottom
    }
    return (elements, y)
  }

  // MARK: - Views

  /// What a view holds: its subviews, a cell's content, a container view's embedded scene.
  private func children(of view: IBView) -> [IBView] {
    if view.element == "containerView", let embedded = view.embeds,
      let scene = document.scene(embedded), let root = scene.rootView
    {
      return root.subviews
    }
    return view.subviews.flatMap { child -> [IBView] in
      ["tableViewCellContentView", "collectionViewCellContentView"].contains(child.element)
        ? child.subviews : [child]
    }
  }

  private func allViews(_ view: IBView) -> [IBView] {
    [view] + children(of: view).flatMap(allViews)
      + view.subviews.filter {
        ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.element)
      }
  }

  /// The views a container stands for when it is pinned: itself, or its leaves.
  private func leaves(of view: IBView) -> [IBView] {
    let content = children(of: view).filter { !skipped.contains($0.id) }
    if content.isEmpty || SceneImporter.scrollElements.contains(view.element) { return [view] }
    return content.flatMap(leaves)
  }

  private func isHidden(_ leaf: IBView, below container: IBView) -> Bool {
    func path(_ view: IBView) -> [IBView]? {
      if view.id == leaf.id { return [view] }
      for child in children(of: view) {
        if let found = path(child) { return [view] + found }
      }
      return nil
    }
    return (path(container) ?? [leaf]).contains { $0.flag("hidden") }
  }

  /// Records every view's frame in the root view's coordinates.
  private mutating func walk(_ view: IBView, origin: CGPoint, layer: String) {
    views[view.id] = view
    var frame = view.frame ?? .zero
    if view.id == root.id { frame.origin = .zero }
    let absoluteFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
    absolute[view.id] = absoluteFrame
    layers[view.id] = layer
    if view.frame == nil && view.id != root.id {
      skipped.insert(view.id)
      note(.skipped, view, ids[view.id] ?? view.id, "Interface Builder saved no frame for it")
    }
    let inner = SceneImporter.scrollElements.contains(view.element) ? view.id : layer
    var contents = view.subviews
    if view.element == "stackView", contents.contains(where: { $0.frame == nil }) {
      contents = StackArrangement(view).arranged
      note(
        .approximated, view, ids[view.id] ?? view.id,
        "its arranged subviews have no saved frames: placed by the stack view's axis, spacing "
          + "and distribution, at their height constraints or UIKit's default heights")
    }
    if view.element == "containerView", let embedded = view.embeds {
      if let scene = document.scene(embedded), let embeddedRoot = scene.rootView {
        contents = embeddedRoot.subviews
      } else {
        note(
          .approximated, view, ids[view.id] ?? view.id,
          "embeds the scene \(embedded), which is not in this document: kept as a plain view")
      }
    }
    for child in contents {
      walk(child, origin: absoluteFrame.origin, layer: inner)
    }
  }

  private var layers: [String: String] = [:]

  /// The catalog device whose screen has the root view's size, the one whose safe area matches
  /// the document's when several do; then the document's safe area.
  private mutating func findDevice() {
    let orientation: DeviceOrientation =
      document.orientation == "landscape" ? .landscape : .portrait
    let derived = derivedSafeArea()
    let size = rootFrame.size
    let candidates = DeviceCatalog.all.filter { $0.screenSize(in: orientation) == size }
    let barsTop = bars.top
    let expectedTop = { (profile: DeviceProfile) in profile.safeArea(in: orientation).top + barsTop
    }
    // The model the document's device names, when it has that size; else the newest whose
    // safe area is the document's; else the newest of that size.
    let named = document.deviceID.flatMap { Self.namedModels[$0] }.flatMap { identifier in
      candidates.first { $0.identifiers.contains(identifier) }
    }
    device =
      named
      ?? candidates.last { profile in
        derived.top.map { abs(expectedTop(profile) - $0) < 0.5 } ?? false
      } ?? candidates.last
    guard let device else {
      safeTop = derived.top ?? bars.top
      safeBottom = derived.bottom ?? rootFrame.height - bars.bottom
      note(
        .approximated, root, "(the view)",
        "its size, \(points(rootFrame.width))×\(points(rootFrame.height)), is no device's "
          + "screen: its content is laid out from the top of each device's safe area")
      return
    }
    let insets = device.safeArea(in: orientation)
    safeLeft = insets.left
    safeRight = insets.right
    safeTop = derived.top ?? insets.top + bars.top
    safeBottom = derived.bottom ?? rootFrame.height - insets.bottom - bars.bottom
    if let top = derived.top, abs(top - expectedTop(device)) >= 0.5 {
      note(
        .approximated, root, "(the safe area)",
        "Interface Builder's safe area starts \(points(top)) from the top here, \(device.name)'s "
          + "\(points(expectedTop(device))): elements are measured from Interface Builder's")
    }
  }

  /// Interface Builder's device ids name screens by their diagonal: where two rows of the catalog
  /// share a size in points, the id tells them apart. `retina6_1` with a 414 × 896 pt view is the
  /// 6.1-inch iPhone 11 (as in the PIN screen post's storyboard, saved by Xcode 13), `retina6_5`
  /// the 6.5-inch 11 Pro Max; `retina5_9` the 5.8-inch 11 Pro, `retina5_4` the 5.4-inch 13 mini.
  static let namedModels: [String: String] = [
    "retina6_1": "iPhone12,1", "retina6_5": "iPhone12,5", "retina5_9": "iPhone12,3",
    "retina5_8": "iPhone12,3", "retina5_4": "iPhone14,4",
  ]

  /// The safe area's top and bottom as the document's own constraints and frames show them.
  private func derivedSafeArea() -> (top: CGFloat?, bottom: CGFloat?) {
    guard let guide = root.guides["safeArea"] ?? scene.layoutGuides["top"] else {
      return (nil, nil)
    }
    let bottomGuide = root.guides["safeArea"] ?? scene.layoutGuides["bottom"]
    var top: CGFloat?
    var bottom: CGFloat?
    for constraint in allViews(root).flatMap(\.constraints)
    where constraint.isRequiredEquality && constraint.multiplier == 1 {
      guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute
      else { continue }
      let pairs = [
        (constraint.firstItem, constraint.firstAttribute, second, secondAttribute, 1 as CGFloat),
        (second, secondAttribute, constraint.firstItem, constraint.firstAttribute, -1),
      ]
      for (view, attribute, item, guideAttribute, sign) in pairs {
        guard let frame = absolute[view], view != root.id else { continue }
        if top == nil, item == guide,
          (guideAttribute == "top" && item == root.guides["safeArea"])
            || (guideAttribute == "bottom" && item == scene.layoutGuides["top"]),
          attribute == "top"
        {
          top = frame.minY - sign * constraint.constant
        }
        if bottom == nil, item == bottomGuide,
          (guideAttribute == "bottom" && item == root.guides["safeArea"])
            || (guideAttribute == "top" && item == scene.layoutGuides["bottom"]),
          attribute == "bottom"
        {
          bottom = frame.maxY - sign * constraint.constant
        }
      }
    }
    return (top, bottom)
  }

  /// Gives a view its element id: its outlet, its user label, its placeholder, text or title,
  /// or its kind; unique in the scene.
  private mutating func nameView(_ view: IBView) {
    let candidates = [
      document.outlets[view.id], view["userLabel"], view["placeholder"], view["text"],
      view.title, view.longText,
    ]
    var base = candidates.compactMap { $0.flatMap(Self.identifier) }.first ?? view.element
    if ["tableViewCell", "collectionViewCell"].contains(view.element), base == view.element {
      base = "cell"
    }
    var name = base
    var counter = 2
    while sources[name] != nil || ids.values.contains(name) {
      name = "\(base)\(counter)"
      counter += 1
    }
    ids[view.id] = name
  }

  /// Words as a lower camel case identifier: "Email address" → "emailAddress"; `nil` when
  /// nothing is left.
  static func identifier(_ text: String) -> String? {
    let words = text.split { !$0.isLetter && !$0.isNumber }.prefix(5)
    guard let first = words.first else { return nil }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let id = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
    return String(id.prefix(40))
  }

  /// What the element kind of a view is.
  private func kind(of view: IBView) -> ScreenElement.Kind {
    switch view.element {
    case "textField", "searchBar", "searchTextField":
      return view["enabled"] == "NO" ? .view : .field
    case "textView":
      return view["editable"] == "NO" || view["enabled"] == "NO" ? .label : .field
    case "button": return .button
    case "label": return .label
    case "imageView": return .logo
    default: return .view
    }
  }

  private func text(of view: IBView) -> String? {
    let text =
      view["placeholder"] ?? view["text"] ?? view.longText ?? view.title ?? view["userLabel"]
    return text?.isEmpty == false ? text : nil
  }

  private func readingOrder(_ a: IBView, _ b: IBView) -> Bool {
    let first = absolute[a.id] ?? .zero
    let second = absolute[b.id] ?? .zero
    if abs(first.minY - second.minY) > 0.01 { return first.minY < second.minY }
    return first.minX < second.minX
  }

  // MARK: - Notes

  private var deviceName: String { device?.name ?? "the document's size" }

  private mutating func note(
    _ kind: PreviewImportNote.Kind, _ view: IBView, _ element: String, _ reason: String
  ) {
    notes.append(PreviewImportNote(kind: kind, element: element, line: view.line, reason: reason))
  }

  /// Size-class variations, views Interface Builder marks misplaced, disabled fields.
  private mutating func noteDocumentMarks() {
    for view in allViews(root) where !skipped.contains(view.id) {
      let id = ids[view.id] ?? (view.id == root.id ? "(the view)" : view.id)
      let variations = view.variations
      if !variations.isEmpty {
        note(
          .approximated, view, id,
          "varies for size classes (\(variations.joined(separator: ", "))): the base layout "
            + "Interface Builder saved is used on every device")
      }
      if view.flag("misplaced") || view.flag("ambiguous") {
        note(
          .approximated, view, id,
          "Interface Builder marks it \(view.flag("misplaced") ? "misplaced" : "ambiguous"): "
            + "its saved frame is used, not where its constraints would put it")
      }
      if SceneImporter.fieldElements.contains(view.element) && view["enabled"] == "NO" {
        note(.approximated, view, id, "a disabled \(view.element): drawn, never focused")
      }
    }
  }

  /// Decorations (plain views, image views) that lie under or over another element in
  /// Interface Builder: backgrounds and badges, left out so that no overlap is reported.
  private mutating func skipDecorations() {
    let leaves = allViews(root).filter { view in
      view.id != root.id && !skipped.contains(view.id) && children(of: view).isEmpty
        && !SceneImporter.scrollElements.contains(view.element)
    }
    for leaf in leaves where leaf.element == "view" || leaf.element == "imageView" {
      guard let frame = absolute[leaf.id] else { continue }
      let other = leaves.first { other in
        other.id != leaf.id && !skipped.contains(other.id) && layers[other.id] == layers[leaf.id]
          && (absolute[other.id].map {
            let overlap = $0.intersection(frame)
            return !overlap.isNull && overlap.width > 0.01 && overlap.height > 0.01
          } ?? false)
      }
      guard let other else { continue }
      skipped.insert(leaf.id)
      note(
        .skipped, leaf, ids[leaf.id] ?? leaf.id,
        "lies under or over `\(ids[other.id] ?? other.id)` in Interface Builder: a background "
          + "or a decoration, left out so that the overlap is not reported")
    }
  }

  /// Says how a view on the screen was placed when its constraints do not place it from the
  /// top of the safe area.
  private mutating func noteVerticalPlacement(
    _ view: IBView, _ id: String, _ placement: VerticalAnchors.Placement?
  ) {
    // A view of no device's size (a cell, a freeform view) has no taller or shorter screen.
    guard device != nil else { return }
    let frame = absolute[view.id] ?? .zero
    let below = "\(points(frame.minY - safeTop)) below the safe area's top, as on \(deviceName)"
    switch placement?.mode {
    case .top(.view)?, .stretch(top: .view, bottom: _)?:
      note(
        .approximated, view, id,
        "pinned to the top of the view, not of the safe area: kept \(below)")
    case .dependsOnHeight?:
      let constraint =
        placement?.heightDependent.map { " (\(describe($0)), line \($0.line))" } ?? ""
      note(
        .approximated, view, id,
        "its place depends on the screen's height\(constraint): kept \(below); on a taller "
          + "screen it sits lower")
    case .unplaced?:
      let ignored = placement?.ignored.map { "\(describe($0)) (line \($0.line))" } ?? []
      let only =
        ignored.isEmpty
        ? ""
        : " (only \(ignored.joined(separator: ", ")), which place nothing by themselves: "
          + "inequalities or optional)"
      note(.approximated, view, id, "no constraint places it vertically\(only): kept \(below)")
    default:
      if let constraint = placement?.heightDependent {
        note(
          .approximated, view, id,
          "\(describe(constraint)) (line \(constraint.line)) depends on the screen's height: "
            + "kept as on \(deviceName)")
      }
    }
  }

  /// Says when a view on the screen keeps a fixed width or is centred horizontally: the
  /// preview keeps its insets from the document's device's sides, so on a wider screen it is
  /// wider.
  private mutating func noteHorizontalPlacement(
    _ view: IBView, _ id: String, constraints: [IBConstraint]
  ) {
    guard device != nil else { return }
    let fixedWidth = constraints.first {
      $0.firstItem == view.id && $0.firstAttribute == "width" && $0.secondItem == nil
        && $0.isRequiredEquality
    }
    let centred = constraints.first {
      ($0.firstItem == view.id && $0.firstAttribute == "centerX")
        || ($0.secondItem == view.id && $0.secondAttribute == "centerX")
    }
    guard let reason = fixedWidth ?? centred else { return }
    let frame = absolute[view.id] ?? .zero
    note(
      .approximated, view, id,
      "\(describe(reason)) (line \(reason.line)): it keeps its insets from the safe area's sides "
        + "as on \(deviceName) (\(points(frame.minX - safeLeft)) and "
        + "\(points(rootFrame.width - safeRight - frame.maxX))), so on a wider screen it is "
        + "wider than \(points(frame.width))")
  }

  /// A constraint as an equation of element ids: "Safe Area.bottom = next.bottom + 20".
  func describe(_ constraint: IBConstraint) -> String {
    func item(_ id: String?) -> String {
      guard let id else { return "" }
      if id == root.guides["safeArea"] { return "Safe Area" }
      if id == scene.layoutGuides["top"] { return "Top Layout Guide" }
      if id == scene.layoutGuides["bottom"] { return "Bottom Layout Guide" }
      if id == root.id { return "Superview" }
      return ids[id] ?? id
    }
    let relation =
      constraint.relation == "greaterThanOrEqual"
      ? "≥" : constraint.relation == "lessThanOrEqual" ? "≤" : "="
    var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
    if let second = constraint.secondAttribute {
      text += "\(item(constraint.secondItem)).\(second)"
      if constraint.multiplier != 1 {
        text += " × \(PointFormat.string(Double(constraint.multiplier)))"
      }
      if constraint.constant > 0 { text += " + \(PointFormat.string(Double(constraint.constant)))" }
      if constraint.constant < 0 {
        text += " - \(PointFormat.string(Double(-constraint.constant)))"
      }
    } else {
      text += PointFormat.string(Double(constraint.constant))
    }
    return text
  }

  private func points(_ value: CGFloat) -> String { PointFormat.points(Double(value)) }
}

extension IBView {
  /// Whether the view's autoresizing mask has the flag.
  func flagMask(_ flag: String) -> Bool { masks.contains(flag) }
}
