import Foundation
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Conversions, transforms and safe areas of the model.
  @Suite("UIKit model: geometry")
  @MainActor
  struct GeometryModelTests {
    @Test("conversion to the screen goes through the scene's place on it (Stage Manager)")
    func sceneOffset() {
      let (window, controller) = modelWindow(
        insets: .zero, sceneFrame: CGRect(x: 82, y: 59, width: 492, height: 826))
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      (controller.view as UIView).addSubview(view)
      let onScreen = view.convert(view.bounds, to: window.screen.coordinateSpace)
      #expect(onScreen == CGRect(x: 92, y: 79, width: 100, height: 50))
      #expect(window.screen.coordinateSpace.convert(onScreen, to: view) == view.bounds)
      withExtendedLifetime(window) {}
    }

    @Test("a scale transform scales conversions about the view's centre")
    func scaleTransform() {
      let (window, controller) = modelWindow(insets: .zero)
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      (controller.view as UIView).addSubview(container)
      let child = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
      container.addSubview(child)
      container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      #expect(container.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
      #expect(child.convert(child.bounds, to: nil) == CGRect(x: 50, y: 100, width: 100, height: 50))
      withExtendedLifetime(window) {}
    }

    @Test("a bounds origin moves the content: subviews keep their frames, not their places")
    func boundsOrigin() {
      let (window, controller) = modelWindow(insets: .zero)
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
      (controller.view as UIView).addSubview(scroll)
      let field = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
      scroll.addSubview(field)
      scroll.contentOffset = CGPoint(x: 0, y: 120)
      #expect(field.frame.minY == 300)
      #expect(field.convert(field.bounds, to: nil).minY == 280)
      withExtendedLifetime(window) {}
    }

    @Test("safe-area insets: the root view gets the window's, a subview only what overlaps")
    func safeArea() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let bottomBar = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
      root.addSubview(bottomBar)
      let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
      root.addSubview(middle)
      window.layoutIfNeeded()
      #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(bottomBar.safeAreaInsets.bottom == 34)
      #expect(middle.safeAreaInsets == .zero)
      controller.additionalSafeAreaInsets.bottom = 49
      #expect(root.safeAreaInsets.bottom == 83)
      withExtendedLifetime(window) {}
    }

    @Test("adjustedContentInset adds the safe area along the axes that scroll")
    func adjustedContentInset() {
      let (window, controller) = modelWindow()
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      (controller.view as UIView).addSubview(scroll)
      scroll.contentInset.bottom = 10
      scroll.contentSize = CGSize(width: 393, height: 400)
      #expect(scroll.adjustedContentInset.bottom == 10, "content shorter than the view")
      scroll.contentSize = CGSize(width: 393, height: 2_000)
      #expect(scroll.adjustedContentInset.bottom == 44)
      scroll.contentInsetAdjustmentBehavior = .never
      #expect(scroll.adjustedContentInset.bottom == 10)
      withExtendedLifetime(window) {}
    }
  }
}
