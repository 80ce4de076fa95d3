import Foundation
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// Animation blocks as UIKit documents them.
  @Suite("UIKit model: animations")
  @MainActor
  struct AnimationModelTests {
    @Test("a change inside a block is recorded with its duration and curve; outside, as a jump")
    func recordsBlocks() {
      let (window, controller) = modelWindow()
      let view = UIView(frame: .zero)
      (controller.view as UIView).addSubview(view)
      UIKitModel.clearChanges()
      UIView.animate(
        withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
        animations: { view.frame = CGRect(x: 0, y: 0, width: 10, height: 10) })
      view.alpha = 0.5
      let changes = UIKitModel.changes(of: view)
      #expect(changes.count == 2)
      #expect(changes.first?.animation?.duration == 0.25)
      #expect(changes.first?.animation?.curve == 7)
      #expect(changes.last?.animation == nil)
      withExtendedLifetime(window) {}
    }

    @Test("nested blocks inherit the enclosing duration and curve unless told not to")
    func inheritance() {
      let (window, controller) = modelWindow()
      let view = UIView(frame: .zero)
      (controller.view as UIView).addSubview(view)
      UIKitModel.clearChanges()
      UIView.animate(
        withDuration: 0.35, delay: 0, options: [.curveEaseInOut],
        animations: {
          UIView.animate(
            withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
            animations: { view.alpha = 0.1 })
          UIView.animate(
            withDuration: 0.25, delay: 0,
            options: [
              UIView.AnimationOptions(rawValue: 7 << 16), .overrideInheritedDuration,
              .overrideInheritedCurve,
            ], animations: { view.alpha = 0.2 })
        })
      let animations = UIKitModel.changes(of: view).map(\.animation)
      #expect(animations.map { $0?.duration } == [0.35, 0.25])
      #expect(animations.map { $0?.curve } == [0, 7])
      withExtendedLifetime(window) {}
    }

    @Test("performWithoutAnimation and zero durations make jumps")
    func jumps() {
      let (window, controller) = modelWindow()
      let view = UIView(frame: .zero)
      (controller.view as UIView).addSubview(view)
      UIKitModel.clearChanges()
      UIView.animate(withDuration: 0.25) {
        UIView.performWithoutAnimation { view.alpha = 0.3 }
      }
      UIView.animate(withDuration: 0) { view.alpha = 0.4 }
      #expect(UIKitModel.changes(of: view).allSatisfy { $0.animation == nil })
      #expect(UIView.inheritedAnimationDuration == 0)
      withExtendedLifetime(window) {}
    }

    @Test("completions fire when the model's clock passes the animation's end")
    func completions() {
      let (window, _) = modelWindow()
      var finished = false
      UIView.animate(withDuration: 0.25, animations: {}, completion: { finished = $0 })
      UIKitModel.advance(by: 0.2)
      #expect(!finished)
      UIKitModel.advance(by: 0.1)
      #expect(finished)
      withExtendedLifetime(window) {}
    }

    @Test("an arranged subview hidden twice in animation blocks needs two unhides")
    func cumulativeHidden() {
      let (window, controller) = modelWindow()
      let logo = UIView(frame: .zero)
      logo.heightAnchor.constraint(equalToConstant: 40).isActive = true
      let stack = UIStackView(arrangedSubviews: [logo])
      (controller.view as UIView).addSubview(stack)
      UIView.animate(withDuration: 0.25) { logo.isHidden = true }
      UIView.animate(withDuration: 0.25) { logo.isHidden = true }
      UIView.animate(withDuration: 0.25) { logo.isHidden = false }
      #expect(logo.isHidden)
      UIView.animate(withDuration: 0.25) { logo.isHidden = false }
      #expect(!logo.isHidden)
      withExtendedLifetime(window) {}
    }
  }
}
