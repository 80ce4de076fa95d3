import Foundation

/// Safe-area insets as UIKit documents them.
///
/// developer.apple.com/documentation/uikit/uiview/safeareainsets: the window's insets come from
/// the device (the model's ``UIWindow/modelSafeAreaInsets``); "for the view controller's root
/// view, the insets account for the status bar, other visible bars, and any additional insets
/// that you specified using the additionalSafeAreaInsets property"; "for other views in the view
/// hierarchy, the insets reflect only the portion of the view that is covered by those bars";
/// "if the view is not currently installed in a view hierarchy … the edge insets in this property
/// are 0".
@MainActor
enum ModelSafeArea {
  /// A view's frame in its superview's coordinates, before any transform; the layout pass passes
  /// frames it is about to apply.
  typealias Frames = @MainActor (UIView) -> CGRect

  static func currentFrame(of view: UIView) -> CGRect {
    CGRect(
      x: view.modelCenter.x - view.modelBounds.width / 2,
      y: view.modelCenter.y - view.modelBounds.height / 2,
      width: view.modelBounds.width, height: view.modelBounds.height)
  }

  static func insets(of view: UIView, frames: Frames?) -> UIEdgeInsets {
    let frames = frames ?? currentFrame(of:)
    if let window = view as? UIWindow { return window.modelSafeAreaInsets }
    guard let superview = view.superview, view.window != nil else { return .zero }
    let parentInsets = insets(of: superview, frames: frames)
    let parentSize = frames(superview).size
    let parentSafe = CGRect(
      x: superview.modelBounds.minX + parentInsets.left,
      y: superview.modelBounds.minY + parentInsets.top,
      width: max(0, parentSize.width - parentInsets.left - parentInsets.right),
      height: max(0, parentSize.height - parentInsets.top - parentInsets.bottom))
    let frame = frames(view)
    var insets = UIEdgeInsets(
      top: min(frame.height, max(0, parentSafe.minY - frame.minY)),
      left: min(frame.width, max(0, parentSafe.minX - frame.minX)),
      bottom: min(frame.height, max(0, frame.maxY - parentSafe.maxY)),
      right: min(frame.width, max(0, frame.maxX - parentSafe.maxX)))
    if let controller = view.modelViewController {
      let extra = controller.modelSafeAreaAdditions
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// The insets of a system layout guide from its owning view's bounds.
  static func guideInsets(
    _ guide: UILayoutGuide, _ kind: UILayoutGuide.SystemKind, of view: UIView, frames: Frames?
  ) -> UIEdgeInsets {
    let safe = insets(of: view, frames: frames)
    switch kind {
    case .safeArea:
      return safe
    case .keyboard:
      guard #available(iOS 15.0, *), let keyboard = guide as? UIKeyboardLayoutGuide else {
        return safe
      }
      let size = (frames ?? currentFrame(of:))(view).size
      return keyboard.modelInsets(of: view, size: size, safe: safe)
    case .layoutMargins, .readableContent:
      // "any margins that are outside the safe area are automatically modified to fall within
      // the safe area boundary" (insetsLayoutMarginsFromSafeArea page): the model measures the
      // margins from the safe area's edges. The readable content guide is the margins guide
      // vertically; its horizontal reading width is not modelled.
      let margins = view.layoutMargins
      guard view.insetsLayoutMarginsFromSafeArea else { return margins }
      return UIEdgeInsets(
        top: safe.top + margins.top, left: safe.left + margins.left,
        bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
    }
  }
}
