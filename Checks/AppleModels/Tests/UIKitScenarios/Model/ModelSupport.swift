import Foundation
import Testing
@_spi(Model) import UIKit

/// A window on a 393 × 852 screen with the iPhone 16's insets, for tests of the model itself.
@MainActor
func modelWindow(
  insets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
  sceneFrame: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852)
) -> (UIWindow, UIViewController) {
  UIKitModel.reset()
  UIKitModel.onProblem = { Issue.record(Comment(rawValue: $0)) }
  let screen = UIScreen.model(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
  let window = UIWindow(windowScene: .model(screen: screen, frame: sceneFrame))
  window.modelSafeAreaInsets = insets
  let controller = UIViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return (window, controller)
}

/// A view placed with constraints, named for messages.
@MainActor
func constrainedView(_ name: String, in superview: UIView) -> UIView {
  let view = UIView(frame: .zero)
  view.modelName = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}
