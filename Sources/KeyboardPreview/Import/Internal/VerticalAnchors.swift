import Foundation

/// How the constraints place each view that sits directly on the screen: from the top (the safe
/// area's or the view's), from the bottom, stretched between the two, centred, or not at all.
///
/// Only required equalities with a multiplier of 1 place a view; the others are listed by the
/// importer as approximations. Chains count: a view whose top hangs from a view placed from the
/// top is placed from the top too, and one whose bottom sits on a view pinned to the bottom is
/// pinned to the bottom with it.
struct VerticalAnchors {
  /// What a view's edge is tied to.
  enum Edge: Equatable {
    /// The safe area's top or bottom (or a pre-iOS 11 layout guide, or a layout margin).
    case safeArea
    /// The view controller's view's own top or bottom edge.
    case view
    /// Another view on the screen.
    case sibling(String)

    /// Whether the edge is another view's.
    var isSibling: Bool {
      if case .sibling = self { return true }
      return false
    }
  }

  /// How one view is placed.
  enum Mode: Equatable {
    /// From the top: the flow.
    case top(Edge)
    /// From the bottom: a pinned element.
    case bottom(Edge)
    /// Both: it stretches with the screen.
    case stretch(top: Edge, bottom: Edge)
    /// Centred, or placed by a constraint that depends on the screen's height.
    case dependsOnHeight
    /// No constraint places it vertically.
    case unplaced
  }

  struct Placement {
    var mode: Mode
    /// The constraint that ties its top or bottom to the screen, directly.
    var topConstraint: IBConstraint?
    var bottomConstraint: IBConstraint?
    /// The constraint that makes its place depend on the screen's height.
    var heightDependent: IBConstraint?
    /// The view at the start of its chain to the bottom: the one whose constraint holds it.
    var bottomHead: String?
    /// Vertical constraints that place nothing: inequalities and optional ones.
    var ignored: [IBConstraint] = []
  }

  static let topEdges: Set<String> = ["top", "topMargin", "firstBaseline"]
  static let bottomEdges: Set<String> = ["bottom", "bottomMargin", "lastBaseline"]
  static let centerEdges: Set<String> = ["centerY", "centerYWithinMargins"]

  var placements: [String: Placement] = [:]

  /// Places the root view's subviews.
  ///
  /// - Parameters:
  ///   - children: The ids of the root view's subviews.
  ///   - owner: For every view inside them, the root subview it belongs to.
  ///   - constraints: Every constraint of the scene.
  ///   - root: The root view's id.
  ///   - safeArea: The ids that stand for the safe area: its layout guide, the top and bottom
  ///     layout guides.
  ///   - layoutGuides: The top and bottom layout guides' ids.
  ///   - autoresizing: For views without constraints, whether their autoresizing mask keeps
  ///     their top margin, their bottom margin.
  ///   - containers: Views that stretch with the screen and whose subviews stand on the screen
  ///     in their place, with the edges their top and bottom follow.
  init(
    children: [String], owner: [String: String], constraints: [IBConstraint], root: String,
    safeArea: String?, layoutGuides: [String: String],
    autoresizing: [String: (top: Bool, bottom: Bool)],
    containers: [String: (top: Edge, bottom: Edge)] = [:]
  ) {
    var topDirect: [String: (Edge, IBConstraint)] = [:]
    var bottomDirect: [String: (Edge, IBConstraint)] = [:]
    var topLinks: [String: [(String, String, IBConstraint)]] = [:]
    var bottomLinks: [String: [(String, String, IBConstraint)]] = [:]
    var heightDependent: [String: IBConstraint] = [:]
    var ignored: [String: [IBConstraint]] = [:]
    let childSet = Set(children)
    for constraint in constraints {
      for child in children {
        let ends = [
          (
            constraint.firstItem, constraint.firstAttribute, constraint.secondItem,
            constraint.secondAttribute
          ),
          (
            constraint.secondItem ?? "", constraint.secondAttribute ?? "", constraint.firstItem,
            constraint.firstAttribute as String?
          ),
        ]
        for (item, attribute, otherItem, otherAttribute) in ends where item == child {
          guard let otherItem, let otherAttribute else {
            continue
          }
          let isTop = Self.topEdges.contains(attribute)
          let isBottom = Self.bottomEdges.contains(attribute)
          let isCenter = Self.centerEdges.contains(attribute)
          guard isTop || isBottom || isCenter || attribute == "height" else { continue }
          let screenEdge = Self.screenEdge(
            otherItem, otherAttribute, root: root, safeArea: safeArea, guides: layoutGuides,
            containers: containers)
          if attribute == "height" {
            if otherItem == root || otherItem == safeArea { heightDependent[child] = constraint }
            continue
          }
          if isCenter || screenEdge == .center || constraint.multiplier != 1 {
            if screenEdge != nil { heightDependent[child] = heightDependent[child] ?? constraint }
            continue
          }
          guard constraint.isRequiredEquality else {
            ignored[child, default: []].append(constraint)
            continue
          }
          if let screenEdge {
            switch (screenEdge, isTop) {
            case (.top(let edge), true): topDirect[child] = topDirect[child] ?? (edge, constraint)
            case (.bottom(let edge), false):
              bottomDirect[child] = bottomDirect[child] ?? (edge, constraint)
            default:
              heightDependent[child] = heightDependent[child] ?? constraint
            }
            continue
          }
          let sibling = childSet.contains(otherItem) ? otherItem : owner[otherItem]
          guard let sibling, sibling != child else { continue }
          let link = (sibling, otherAttribute, constraint)
          if isTop { topLinks[child, default: []].append(link) }
          if isBottom { bottomLinks[child, default: []].append(link) }
        }
      }
    }
    // Views without constraints keep their autoresizing mask's margins.
    for child in children where topDirect[child] == nil && bottomDirect[child] == nil {
      guard let mask = autoresizing[child], topLinks[child] == nil, bottomLinks[child] == nil
      else { continue }
      let constraint = IBConstraint.autoresizing(child)
      if mask.top { topDirect[child] = (.view, constraint) }
      if mask.bottom { bottomDirect[child] = (.view, constraint) }
    }
    // Pinned to the bottom: directly, or through a chain of views pinned to the bottom.
    var bottom: [String: (edge: Edge, head: String)] = [:]
    for (child, direct) in bottomDirect where topDirect[child] == nil {
      bottom[child] = (direct.0, child)
    }
    var changed = true
    while changed {
      changed = false
      for child in children where bottom[child] == nil && topDirect[child] == nil {
        let links = (bottomLinks[child] ?? []) + (topLinks[child] ?? [])
        if let link = links.first(where: { bottom[$0.0] != nil }), let head = bottom[link.0]?.head {
          bottom[child] = (.sibling(link.0), head)
          changed = true
        }
      }
    }
    // Placed from the top: directly, or hanging from a view that is not pinned to the bottom.
    var top: [String: Edge] = [:]
    for (child, direct) in topDirect { top[child] = direct.0 }
    changed = true
    while changed {
      changed = false
      for child in children where top[child] == nil && bottom[child] == nil {
        let links = (topLinks[child] ?? []) + (bottomLinks[child] ?? [])
        if let link = links.first(where: { top[$0.0] != nil || heightDependent[$0.0] != nil }) {
          top[child] = .sibling(link.0)
          changed = true
        }
      }
    }
    for child in children {
      var placement = Placement(
        mode: .unplaced, topConstraint: topDirect[child]?.1,
        bottomConstraint: bottomDirect[child]?.1, heightDependent: heightDependent[child],
        bottomHead: bottom[child]?.head, ignored: ignored[child] ?? [])
      switch (top[child], bottom[child], bottomDirect[child]) {
      case (let topEdge?, _, let direct?):
        placement.mode = .stretch(top: topEdge, bottom: direct.0)
      case (let topEdge?, nil, nil):
        // A bottom tied to a view pinned to the bottom makes it stretch to that view.
        if let link = (bottomLinks[child] ?? []).first(where: { bottom[$0.0] != nil }) {
          placement.mode = .stretch(top: topEdge, bottom: .sibling(link.0))
          placement.bottomHead = bottom[link.0]?.head
          placement.bottomConstraint = link.2
        } else {
          placement.mode = .top(topEdge)
        }
      case (nil, let pinned?, _):
        placement.mode = .bottom(pinned.edge)
      default:
        placement.mode = heightDependent[child] == nil ? .unplaced : .dependsOnHeight
      }
      if case .top = placement.mode, heightDependent[child] != nil, topDirect[child] == nil {
        placement.mode = .dependsOnHeight
      }
      placements[child] = placement
    }
  }

  private enum ScreenEdge: Equatable {
    case top(Edge)
    case bottom(Edge)
    case center
  }

  /// Which edge of the screen an item's attribute is, if any.
  private static func screenEdge(
    _ item: String, _ attribute: String, root: String, safeArea: String?,
    guides: [String: String], containers: [String: (top: Edge, bottom: Edge)]
  ) -> ScreenEdge? {
    if let edges = containers[item] {
      if topEdges.contains(attribute) { return .top(edges.top) }
      if bottomEdges.contains(attribute) { return .bottom(edges.bottom) }
      return centerEdges.contains(attribute) ? .center : nil
    }
    if item == safeArea {
      if topEdges.contains(attribute) { return .top(.safeArea) }
      if bottomEdges.contains(attribute) { return .bottom(.safeArea) }
      return centerEdges.contains(attribute) ? .center : nil
    }
    if item == guides["top"] && attribute == "bottom" { return .top(.safeArea) }
    if item == guides["bottom"] && attribute == "top" { return .bottom(.safeArea) }
    guard item == root else { return nil }
    switch attribute {
    case "top": return .top(.view)
    case "topMargin": return .top(.safeArea)
    case "bottom": return .bottom(.view)
    case "bottomMargin": return .bottom(.safeArea)
    case "centerY", "centerYWithinMargins": return .center
    default: return nil
    }
  }
}

extension IBConstraint {
  /// A stand-in for the constraints an autoresizing mask makes, for a view that has none.
  static func autoresizing(_ item: String) -> IBConstraint {
    IBConstraint(
      XMLNode(
        name: "constraint", attributes: ["id": "autoresizing mask"], children: [], line: 0,
        text: ""),
      owner: item)
  }
}
