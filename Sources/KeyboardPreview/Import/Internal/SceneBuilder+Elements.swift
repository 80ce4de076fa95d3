import Foundation
import KeyboardAvoidance

/// The elements views become, and the names and kinds of views.
extension SceneBuilder {

  /// The element a view becomes, with the bottom the next element's top is measured from.
  mutating func element(
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

  mutating func scrollElement(
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
  mutating func flow(_ views: [IBView], left: CGFloat, right: CGFloat, start: CGFloat)
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

  /// What a view holds: its subviews, a cell's content, a container view's embedded scene.
  func children(of view: IBView) -> [IBView] {
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

  func allViews(_ view: IBView) -> [IBView] {
    [view] + children(of: view).flatMap(allViews)
      + view.subviews.filter {
        ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.element)
      }
  }

  /// The views a container stands for when it is pinned: itself, or its leaves.
  func leaves(of view: IBView) -> [IBView] {
    let content = children(of: view).filter { !skipped.contains($0.id) }
    if content.isEmpty || SceneImporter.scrollElements.contains(view.element) { return [view] }
    return content.flatMap(leaves)
  }

  func isHidden(_ leaf: IBView, below container: IBView) -> Bool {
    func path(_ view: IBView) -> [IBView]? {
      if view.id == leaf.id { return [view] }
      for child in children(of: view) {
        if let found = path(child) { return [view] + found }
      }
      return nil
    }
    return (path(container) ?? [leaf]).contains { $0.flag("hidden") }
  }

  /// Gives a view its element id: its outlet, its user label, its placeholder, text or title,
  /// or its kind; unique in the scene.
  mutating func nameView(_ view: IBView) {
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
  func kind(of view: IBView) -> ScreenElement.Kind {
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

  func text(of view: IBView) -> String? {
    let text =
      view["placeholder"] ?? view["text"] ?? view.longText ?? view.title ?? view["userLabel"]
    return text?.isEmpty == false ? text : nil
  }

  func readingOrder(_ a: IBView, _ b: IBView) -> Bool {
    let first = absolute[a.id] ?? .zero
    let second = absolute[b.id] ?? .zero
    if abs(first.minY - second.minY) > 0.01 { return first.minY < second.minY }
    return first.minX < second.minX
  }
}
