import Foundation
import KeyboardAvoidance

/// Where the views are: frames in the root view's coordinates, the document's device and its
/// safe area.
extension SceneBuilder {
  /// Records every view's frame in the root view's coordinates, and the scroll view it scrolls
  /// with; a stack view's arranged subviews without frames get the stack's.
  mutating func walk(_ view: IBView, origin: CGPoint, layer: String) {
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

  /// The catalog device whose screen has the root view's size, the one whose safe area matches
  /// the document's when several do; then the document's safe area.
  mutating func findDevice() {
    let orientation: DeviceOrientation =
      document.orientation == "landscape" ? .landscape : .portrait
    let derived = derivedSafeArea()
    let size = rootFrame.size
    let candidates = DeviceCatalog.all.filter { $0.screenSize(in: orientation) == size }
    let barsTop = bars.top
    func expectedTop(_ profile: DeviceProfile) -> CGFloat {
      profile.safeArea(in: orientation).top + barsTop
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

  /// The catalog model a device id of Interface Builder names, where two rows share a size.
  ///
  /// The ids name screens by their diagonal: `retina6_1` with a 414 × 896 pt view is the
  /// 6.1-inch iPhone 11 (as in the PIN screen post's storyboard, saved by Xcode 13), `retina6_5`
  /// the 6.5-inch 11 Pro Max; `retina5_9` the 5.8-inch 11 Pro, `retina5_4` the 5.4-inch 13 mini.
  static let namedModels: [String: String] = [
    "retina6_1": "iPhone12,1", "retina6_5": "iPhone12,5", "retina5_9": "iPhone12,3",
    "retina5_8": "iPhone12,3", "retina5_4": "iPhone14,4",
  ]

  /// The safe area's top and bottom as the document's own constraints and frames show them.
  func derivedSafeArea() -> (top: CGFloat?, bottom: CGFloat?) {
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
}
