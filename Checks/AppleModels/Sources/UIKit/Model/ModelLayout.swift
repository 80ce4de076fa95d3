import Foundation

/// A small Auto Layout: required equality constraints between the edges, centres and sizes of
/// views and layout guides, solved exactly, and applied to the subtree a layout pass runs on.
///
/// What the model does, and the documentation it follows:
/// - "Constraints are of the form view1.attr1 = view2.attr2 * multiplier + constant", and "the
///   numbers in a constraint are interpreted in the coordinate system of the view it is installed
///   on", the closest common ancestor (NSLayoutConstraint.h, UIView.h).
/// - A view whose `translatesAutoresizingMaskIntoConstraints` is true keeps the frame it was
///   given ("the autoresizing mask on a view gives rise to constraints that fully determine the
///   view's position", UIView.h); the others get the frames the equations give.
/// - `layoutIfNeeded()` lays out "the view subtree starting at the root" and does nothing when
///   no layout is pending (layoutIfNeeded() page): views outside that subtree keep their old frames
///   until a later pass, the run loop's (``UIKitModel/runLoopTurn()``) at the latest.
/// - Frames are written as UIKit's layout writes them, through center and bounds, so a pass inside
///   an animation block animates every frame it changes.
///
/// Left out: inequalities and priorities (a constraint that is not a required equality is reported
/// as a problem), intrinsic content sizes, baselines, transforms inside constrained hierarchies,
/// and constraints between a scroll view and its content.
@MainActor
enum ModelLayout {
  static func name(of item: AnyObject) -> String {
    if let view = item as? UIView { return view.modelName }
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map(\.modelName) ?? "nil"
      switch guide.modelSystemKind {
      case .safeArea: return "\(owner).safeAreaLayoutGuide"
      case .layoutMargins: return "\(owner).layoutMarginsGuide"
      case .readableContent: return "\(owner).readableContentGuide"
      case .keyboard: return "\(owner).keyboardLayoutGuide"
      case nil: return guide.identifier.isEmpty ? "\(owner).layoutGuide" : guide.identifier
      }
    }
    return String(describing: type(of: item))
  }

  static func constraintsDidChange(involving views: [UIView]) {
    for view in views {
      view.modelNeedsLayout = true
      view.superview?.modelNeedsLayout = true
    }
  }

  static func layoutFrame(of guide: UILayoutGuide) -> CGRect {
    guard let owner = guide.owningView else { return .zero }
    if let kind = guide.modelSystemKind {
      return owner.modelBounds.inset(
        by: ModelSafeArea.guideInsets(guide, kind, of: owner, frames: nil))
    }
    var solver = Solver(root: owner.modelBaseSpace())
    let solution = solver.solve()
    return solution.frame(of: guide) ?? .zero
  }

  /// Lays out `root`'s subtree if layout is pending in it.
  static func layOut(subtreeOf root: UIView) {
    for _ in 0..<10 {
      let subtree = root.modelSubtree()
      guard subtree.contains(where: \.modelNeedsLayout) else { return }
      var solver = Solver(root: root.modelBaseSpace())
      let solution = solver.solve()
      let inSubtree = Set(subtree.map(ObjectIdentifier.init))
      for view in solution.constrainedViews {
        guard let frame = solution.frame(of: view) else {
          if inSubtree.contains(ObjectIdentifier(view)), view !== root,
            !solution.exempt.contains(ObjectIdentifier(view))
          {
            ModelWorld.report(
              "ambiguous layout: the constraints do not determine \(view.modelName)")
          }
          continue
        }
        guard frame != ModelSafeArea.currentFrame(of: view) else { continue }
        if inSubtree.contains(ObjectIdentifier(view)), view !== root {
          view.modelSetGeometry(
            center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size,
            recording: ModelChange.Property.frame)
        } else {
          // Pending for the pass that lays out this view's superview.
          view.superview?.modelNeedsLayout = true
        }
      }
      // Every pending view is laid out once in this pass; one that something marks again while
      // the pass runs (a container resizing a child, a sensor's constraint change) is laid out
      // again in the next one, after the equations are solved afresh.
      let pending = subtree.filter(\.modelNeedsLayout)
      for view in pending { view.modelNeedsLayout = false }
      for view in pending {
        // "Called just before the view controller's view's layoutSubviews method is invoked" and
        // "just after" (viewWillLayoutSubviews and viewDidLayoutSubviews, UIViewController.h).
        let controller = view.modelViewController
        controller?.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
    }
    ModelWorld.report("layout of \(root.modelName) did not settle in 10 passes")
  }

  enum Axis {
    case horizontal, vertical
  }

  /// Builds and solves the equations of one view tree.
  @MainActor
  struct Solver {
    let root: UIView
    var items: [ObjectIdentifier: Int] = [:]
    var itemObjects: [AnyObject] = []
    var constrainedViews: [UIView] = []
    var exempt: Set<ObjectIdentifier> = []

    init(root: UIView) {
      self.root = root
    }

    struct Solution {
      var frames: [ObjectIdentifier: CGRect]
      var constrainedViews: [UIView]
      var exempt: Set<ObjectIdentifier>

      func frame(of item: AnyObject) -> CGRect? { frames[ObjectIdentifier(item)] }
    }

    mutating func solve() -> Solution {
      let tree = root.modelSubtree()
      let treeIDs = Set(tree.map(ObjectIdentifier.init))
      for view in tree where !view.translatesAutoresizingMaskIntoConstraints && view !== root {
        register(view)
        constrainedViews.append(view)
      }
      for view in tree {
        for guide in view.modelLayoutGuides where guide.modelSystemKind == nil { register(guide) }
        if let stack = view as? UIStackView {
          for hidden in stack.arrangedSubviews where hidden.isHidden {
            for member in hidden.modelSubtree() { exempt.insert(ObjectIdentifier(member)) }
          }
        }
      }
      let constraints = ModelWorld.activeConstraints.filter { constraint in
        constraint.modelViews.allSatisfy { treeIDs.contains(ObjectIdentifier($0)) }
      }
      var frames = ModelSafeArea.currentFrame(of:)
      var solved: [ObjectIdentifier: CGRect] = [:]
      for _ in 0..<4 {
        let horizontal = solveAxis(
          .horizontal, constraints: constraints, tree: tree, frames: frames)
        let vertical = solveAxis(.vertical, constraints: constraints, tree: tree, frames: frames)
        var next: [ObjectIdentifier: CGRect] = [:]
        for (index, object) in itemObjects.enumerated() {
          guard let x = horizontal[2 * index], let width = horizontal[2 * index + 1],
            let y = vertical[2 * index], let height = vertical[2 * index + 1]
          else { continue }
          next[ObjectIdentifier(object)] = CGRect(x: x, y: y, width: width, height: height)
        }
        // The safe area depends on frames, and frames on the safe area: solve again with the
        // insets of the frames just found until nothing moves.
        let settled = next == solved
        solved = next
        if settled { break }
        let current = solved
        frames = { view in current[ObjectIdentifier(view)] ?? ModelSafeArea.currentFrame(of: view) }
      }
      return Solution(frames: solved, constrainedViews: constrainedViews, exempt: exempt)
    }

    private mutating func register(_ item: AnyObject) {
      items[ObjectIdentifier(item)] = itemObjects.count
      itemObjects.append(item)
    }

    /// Variables: position then size of each registered item, along one axis.
    private func solveAxis(
      _ axis: Axis, constraints: [NSLayoutConstraint], tree: [UIView],
      frames: @escaping ModelSafeArea.Frames
    ) -> [Double?] {
      var system = LinearSystem(variableCount: 2 * itemObjects.count)
      var descriptions: [String] = []
      let context = Context(solver: self, axis: axis, frames: frames)
      for constraint in constraints {
        guard let equation = context.equation(for: constraint) else { continue }
        system.add(equation)
        descriptions.append(constraint.modelDescription)
      }
      for view in tree {
        guard let stack = view as? UIStackView else { continue }
        for equation in context.stackEquations(stack) {
          system.add(equation)
          descriptions.append("\(stack.modelName)'s arrangement of its arranged subviews")
        }
      }
      let solution = system.solve()
      for index in solution.contradictions {
        ModelWorld.report(
          "unsatisfiable layout (\(axis)): \(descriptions[index]) conflicts with the constraints "
            + "before it")
      }
      return solution.values
    }

    /// Turns attributes into linear expressions in a common ancestor's coordinates.
    @MainActor
    struct Context {
      let solver: Solver
      let axis: Axis
      let frames: ModelSafeArea.Frames

      func variable(_ item: AnyObject, size: Bool) -> Int? {
        solver.items[ObjectIdentifier(item)].map { 2 * $0 + (size ? 1 : 0) }
      }

      /// The origin of an item along the axis, in its container's bounds coordinates.
      func origin(of item: AnyObject) -> LinearExpression {
        if let index = variable(item, size: false) { return LinearExpression(variable: index) }
        if let view = item as? UIView {
          let frame = ModelSafeArea.currentFrame(of: view)
          return LinearExpression(constant: axis == .horizontal ? frame.minX : frame.minY)
        }
        if let guide = item as? UILayoutGuide, let kind = guide.modelSystemKind,
          let owner = guide.owningView
        {
          let insets = ModelSafeArea.guideInsets(guide, kind, of: owner, frames: frames)
          return axis == .horizontal
            ? LinearExpression(constant: owner.modelBounds.minX + insets.left)
            : LinearExpression(constant: owner.modelBounds.minY + insets.top)
        }
        return LinearExpression()
      }

      func size(of item: AnyObject) -> LinearExpression {
        if let index = variable(item, size: true) { return LinearExpression(variable: index) }
        if let view = item as? UIView {
          let size = view.modelBounds.size
          return LinearExpression(constant: axis == .horizontal ? size.width : size.height)
        }
        if let guide = item as? UILayoutGuide, let kind = guide.modelSystemKind,
          let owner = guide.owningView
        {
          let insets = ModelSafeArea.guideInsets(guide, kind, of: owner, frames: frames)
          let inset = axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
          return size(of: owner) + -inset
        }
        return LinearExpression()
      }

      /// The views whose coordinate spaces an item can be expressed in, nearest first.
      func anchorChain(of item: AnyObject) -> [UIView] {
        var chain: [UIView] = []
        var current: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        while let view = current {
          chain.append(view)
          current = view.superview
        }
        return chain
      }

      /// An item's leading edge in the coordinates of `ancestor`.
      func edge(of item: AnyObject, in ancestor: UIView) -> LinearExpression {
        if let view = item as? UIView, view === ancestor {
          return LinearExpression(
            constant: axis == .horizontal ? view.modelBounds.minX : view.modelBounds.minY)
        }
        var expression = origin(of: item)
        var current: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        while let view = current, view !== ancestor {
          let boundsOrigin = axis == .horizontal ? view.modelBounds.minX : view.modelBounds.minY
          expression = expression + origin(of: view) + -boundsOrigin
          current = view.superview
        }
        return expression
      }

      func expression(
        _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in ancestor: UIView?
      ) -> LinearExpression? {
        let direction = ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?
          .modelLayoutDirection
        let rightToLeft = direction == .rightToLeft
        switch (attribute, axis) {
        case (.width, .horizontal), (.height, .vertical):
          return size(of: item)
        case (.width, .vertical), (.height, .horizontal):
          return nil
        case (.leftMargin, _), (.rightMargin, _), (.topMargin, _), (.bottomMargin, _),
          (.leadingMargin, _), (.trailingMargin, _), (.centerXWithinMargins, _),
          (.centerYWithinMargins, _):
          guard let view = item as? UIView else { return nil }
          let plain: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
            .leadingMargin: .leading, .trailingMargin: .trailing,
            .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
          ]
          guard let mapped = plain[attribute] else { return nil }
          return expression(mapped, of: view.layoutMarginsGuide, in: ancestor)
        default:
          break
        }
        let isHorizontal: Bool
        let fraction: Double
        switch attribute {
        case .left: (isHorizontal, fraction) = (true, 0)
        case .right: (isHorizontal, fraction) = (true, 1)
        case .leading: (isHorizontal, fraction) = (true, rightToLeft ? 1 : 0)
        case .trailing: (isHorizontal, fraction) = (true, rightToLeft ? 0 : 1)
        case .centerX: (isHorizontal, fraction) = (true, 0.5)
        case .top: (isHorizontal, fraction) = (false, 0)
        case .bottom: (isHorizontal, fraction) = (false, 1)
        case .centerY: (isHorizontal, fraction) = (false, 0.5)
        default: return nil
        }
        guard isHorizontal == (axis == .horizontal), let ancestor else { return nil }
        return edge(of: item, in: ancestor) + size(of: item) * fraction
      }

      func isOnAxis(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
          .leadingMargin, .trailingMargin, .centerXWithinMargins:
          return axis == .horizontal
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins:
          return axis == .vertical
        case .lastBaseline, .firstBaseline, .notAnAttribute:
          return false
        }
      }

      func equation(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard isOnAxis(constraint.firstAttribute) else {
          if [.lastBaseline, .firstBaseline].contains(constraint.firstAttribute),
            axis == .vertical
          {
            ModelWorld.report(
              "baseline constraints are not modelled: \(constraint.modelDescription)")
          }
          return nil
        }
        guard constraint.relation == .equal else {
          ModelWorld.report(
            "only required equalities are modelled: \(constraint.modelDescription)")
          return nil
        }
        let first = constraint.modelFirstItem
        var ancestor: UIView?
        if let second = constraint.modelSecondItem {
          let secondChain = Set(anchorChain(of: second).map(ObjectIdentifier.init))
          ancestor = anchorChain(of: first).first { secondChain.contains(ObjectIdentifier($0)) }
        } else {
          ancestor = anchorChain(of: first).first
        }
        guard let left = expression(constraint.firstAttribute, of: first, in: ancestor) else {
          return nil
        }
        var right = LinearExpression(constant: constraint.constant)
        if let second = constraint.modelSecondItem {
          guard let value = expression(constraint.secondAttribute, of: second, in: ancestor) else {
            ModelWorld.report("unsupported attribute pair: \(constraint.modelDescription)")
            return nil
          }
          right = value * constraint.multiplier + constraint.constant
        }
        return left - right
      }

      /// The constraints a stack view makes for its arranged subviews: along its axis each
      /// visible one follows the previous one at `spacing`, the first at the stack's leading
      /// edge and the last at its trailing edge; across it each fills the stack
      /// (`distribution = .fill`, `alignment = .fill`, UIStackView's defaults).
      func stackEquations(_ stack: UIStackView) -> [LinearExpression] {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        let alongAxis = (stack.axis == .vertical) == (axis == .vertical)
        var equations: [LinearExpression] = []
        let start: NSLayoutConstraint.Attribute = axis == .vertical ? .top : .leading
        let end: NSLayoutConstraint.Attribute = axis == .vertical ? .bottom : .trailing
        func value(_ attribute: NSLayoutConstraint.Attribute, _ view: UIView) -> LinearExpression? {
          expression(attribute, of: view, in: stack)
        }
        if alongAxis {
          // With nothing visible to arrange, the stack collapses along its axis.
          guard let first = visible.first, let last = visible.last else {
            return [size(of: stack)]
          }
          if let a = value(start, first), let b = value(start, stack) { equations.append(a - b) }
          for (previous, next) in zip(visible, visible.dropFirst()) {
            if let a = value(start, next), let b = value(end, previous) {
              equations.append(a - b + -Double(stack.spacing))
            }
          }
          if let a = value(end, last), let b = value(end, stack) { equations.append(a - b) }
        } else {
          for view in visible {
            if let a = value(start, view), let b = value(start, stack) { equations.append(a - b) }
            if let a = value(end, view), let b = value(end, stack) { equations.append(a - b) }
          }
        }
        return equations
      }
    }
  }
}
