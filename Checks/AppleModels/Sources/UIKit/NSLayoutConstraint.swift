import Foundation

// iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h
// developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — typedef NS_ENUM(NSInteger, NSLayoutRelation)
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  // first baseline and the margin attributes are API_AVAILABLE(ios(8.0))
  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — typedef NS_ENUM(NSInteger, NSLayoutAttribute); the
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    @available(iOS 8.0, *)
    case firstBaseline = 12
    @available(iOS 8.0, *)
    case leftMargin = 13
    @available(iOS 8.0, *)
    case rightMargin = 14
    @available(iOS 8.0, *)
    case topMargin = 15
    @available(iOS 8.0, *)
    case bottomMargin = 16
    @available(iOS 8.0, *)
    case leadingMargin = 17
    @available(iOS 8.0, *)
    case trailingMargin = 18
    @available(iOS 8.0, *)
    case centerXWithinMargins = 19
    @available(iOS 8.0, *)
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }

  let modelFirstItem: AnyObject
  let modelSecondItem: AnyObject?
  let modelFirstAttribute: Attribute
  let modelSecondAttribute: Attribute
  let modelRelation: Relation
  let modelMultiplier: CGFloat
  var modelConstant: CGFloat
  var modelIsActive = false

  init(
    modelItem first: AnyObject, attribute firstAttribute: Attribute, relation: Relation,
    to second: AnyObject?, attribute secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    modelFirstItem = first
    modelSecondItem = second
    modelFirstAttribute = firstAttribute
    modelSecondAttribute = secondAttribute
    modelRelation = relation
    modelMultiplier = multiplier
    modelConstant = constant
    super.init()
  }

  // "Constraints are of the form "view1.attr1 = view2.attr2 * multiplier + constant""
  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — +constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:
  @available(iOS 6.0, *)
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      modelItem: view1 as AnyObject, attribute: attr1, relation: relation,
      to: view2.map { $0 as AnyObject }, attribute: attr2, multiplier: multiplier, constant: c)
  }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (nullable, readonly, assign) id firstItem
  unowned(unsafe) open var firstItem: AnyObject? { modelFirstItem }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (nullable, readonly, assign) id secondItem
  unowned(unsafe) open var secondItem: AnyObject? { modelSecondItem }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (readonly) NSLayoutAttribute firstAttribute
  open var firstAttribute: NSLayoutConstraint.Attribute { modelFirstAttribute }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (readonly) NSLayoutAttribute secondAttribute
  open var secondAttribute: NSLayoutConstraint.Attribute { modelSecondAttribute }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (readonly) NSLayoutRelation relation
  open var relation: NSLayoutConstraint.Relation { modelRelation }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (readonly) CGFloat multiplier
  open var multiplier: CGFloat { modelMultiplier }

  // "Unlike the other properties, the constant may be modified after constraint creation."
  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property CGFloat constant
  open var constant: CGFloat {
    get { modelConstant }
    set {
      modelConstantWrites += 1
      guard modelConstant != newValue else { return }
      modelConstant = newValue
      if modelIsActive { ModelLayout.constraintsDidChange(involving: modelViews) }
    }
  }

  /// How many times `constant` was set, changed or not.
  @_spi(Model) public private(set) var modelConstantWrites = 0

  // "Attempting to activate a constraint whose items have no common ancestor will cause an
  // exception to be thrown. Defaults to NO for newly created constraints."
  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (getter=isActive) BOOL active API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  open var isActive: Bool {
    get { modelIsActive }
    set {
      guard newValue != modelIsActive else { return }
      if newValue {
        guard modelInstallationView != nil else {
          ModelWorld.report(
            "activating \(modelDescription): its items have no common ancestor "
              + "(UIKit throws an exception)")
          return
        }
        ModelWorld.activeConstraints.append(self)
      } else {
        ModelWorld.activeConstraints.removeAll { $0 === self }
      }
      modelIsActive = newValue
      ModelLayout.constraintsDidChange(involving: modelViews)
    }
  }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — +activateConstraints: API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — +deactivateConstraints: API_AVAILABLE(ios(8.0))
  @available(iOS 8.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  // iPhoneOS18.1.sdk UIKit/NSLayoutConstraint.h — @property (nullable, copy) NSString *identifier API_AVAILABLE(ios(7.0))
  @available(iOS 7.0, *)
  open var identifier: String?

  /// The views this constraint involves: views themselves, and the owning views of guides.
  var modelViews: [UIView] {
    [modelFirstItem, modelSecondItem].compactMap { item in
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
  }

  /// The closest common ancestor of the items, where UIKit installs the constraint ("A
  /// constraint is typically installed on the closest common ancestor of the views involved",
  /// UIView.h).
  var modelInstallationView: UIView? {
    let views = modelViews
    guard var candidate = views.first else { return nil }
    for view in views.dropFirst() {
      while !view.isDescendant(of: candidate) {
        guard let superview = candidate.superview else { return nil }
        candidate = superview
      }
    }
    return candidate
  }

  var modelDescription: String {
    let first = ModelLayout.name(of: modelFirstItem) + ".\(modelFirstAttribute)"
    let second = modelSecondItem.map { ModelLayout.name(of: $0) + ".\(modelSecondAttribute)" }
    let relation =
      switch modelRelation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let right = second.map { "\($0) × \(modelMultiplier) + \(modelConstant)" } ?? "\(modelConstant)"
    return identifier.map { "\($0) (\(first) \(relation) \(right))" }
      ?? "\(first) \(relation) \(right)"
  }
}

// iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h
// developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  unowned let modelItem: AnyObject
  let modelAttribute: NSLayoutConstraint.Attribute

  init(modelItem: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.modelItem = modelItem
    modelAttribute = attribute
    super.init()
  }

  // "These methods return an inactive constraint of the form thisAnchor = otherAnchor."
  // iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  // "These methods return an inactive constraint of the form thisAnchor = otherAnchor + constant."
  // iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      modelItem: modelItem, attribute: modelAttribute, relation: .equal, to: anchor.modelItem,
      attribute: anchor.modelAttribute, multiplier: 1, constant: c)
  }

  // iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — - (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      modelItem: modelItem, attribute: modelAttribute, relation: .greaterThanOrEqual,
      to: anchor.modelItem, attribute: anchor.modelAttribute, multiplier: 1, constant: c)
  }
}

// iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
@available(iOS 9.0, *)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // "These methods return an inactive constraint of the form thisVariable = constant."
  // iPhoneOS18.0.sdk UIKit/NSLayoutAnchor.h — - (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      modelItem: modelItem, attribute: modelAttribute, relation: .equal, to: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: c)
  }
}

/// The anchors of a view or a layout guide.
@MainActor
protocol ModelAnchored: AnyObject {}

extension ModelAnchored {
  func modelXAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(modelItem: self, attribute: attribute)
  }

  func modelYAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(modelItem: self, attribute: attribute)
  }

  func modelDimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(modelItem: self, attribute: attribute)
  }
}

extension UIView: ModelAnchored {}
