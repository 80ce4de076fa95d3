import Foundation
import Testing
@_spi(Model) import UIKit

extension UIKitScenarios {
  /// The model's Auto Layout against what UIKit documents.
  @Suite("UIKit model: Auto Layout")
  @MainActor
  struct AutoLayoutModelTests {
    @Test("a button pinned to the safe area's bottom lands where the equations put it")
    func safeAreaBottom() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let button = constrainedView("button", in: root)
      NSLayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        button.heightAnchor.constraint(equalToConstant: 50),
        // Safe Area.bottom = button.bottom + 20
        root.safeAreaLayoutGuide.bottomAnchor.constraint(
          equalTo: button.bottomAnchor, constant: 20),
      ])
      window.layoutIfNeeded()
      #expect(button.frame == CGRect(x: 20, y: 852 - 34 - 20 - 50, width: 353, height: 50))
      withExtendedLifetime(window) {}
    }

    @Test("constants changed later apply on the next layout pass, not before")
    func constantChange() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let box = constrainedView("box", in: root)
      let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
      NSLayoutConstraint.activate([
        top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      top.constant = 200
      #expect(box.frame.minY == 100)
      window.layoutIfNeeded()
      #expect(box.frame.minY == 200)
      withExtendedLifetime(window) {}
    }

    @Test("layoutIfNeeded lays out only the subtree of the view it is called on")
    func subtreeOnly() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let child = constrainedView("child", in: root)
      let pinned = constrainedView("pinned", in: root)
      let bottom = root.bottomAnchor.constraint(equalTo: pinned.bottomAnchor, constant: 0)
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
        pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        pinned.widthAnchor.constraint(equalToConstant: 10),
        pinned.heightAnchor.constraint(equalToConstant: 10), bottom,
      ])
      window.layoutIfNeeded()
      bottom.constant = 100
      child.layoutIfNeeded()
      #expect(pinned.frame.maxY == 852, "the sibling outside the subtree keeps its frame")
      root.layoutIfNeeded()
      #expect(pinned.frame.maxY == 752)
      withExtendedLifetime(window) {}
    }

    @Test("pending layout happens on the next turn of the run loop")
    func runLoopTurn() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let box = constrainedView("box", in: root)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
        box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      #expect(box.frame == .zero)
      UIKitModel.runLoopTurn()
      #expect(box.frame.origin == CGPoint(x: 8, y: 67))
      withExtendedLifetime(window) {}
    }

    @Test("an ambiguous layout is reported with the view's name")
    func ambiguous() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let box = constrainedView("floatingBox", in: root)
      box.widthAnchor.constraint(equalToConstant: 10).isActive = true
      var reported: [String] = []
      UIKitModel.onProblem = { reported.append($0) }
      window.layoutIfNeeded()
      #expect(reported.contains { $0.contains("ambiguous") && $0.contains("floatingBox") })
      withExtendedLifetime(window) {}
    }

    @Test("an unsatisfiable layout is reported with the conflicting constraint")
    func unsatisfiable() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let box = constrainedView("box", in: root)
      let conflicting = box.heightAnchor.constraint(equalToConstant: 20)
      conflicting.identifier = "second height"
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
        conflicting,
      ])
      var reported: [String] = []
      UIKitModel.onProblem = { reported.append($0) }
      window.layoutIfNeeded()
      #expect(reported.contains { $0.contains("unsatisfiable") && $0.contains("second height") })
      withExtendedLifetime(window) {}
    }

    @Test("the layout margins guide lies inside the safe area by the margins")
    func marginsGuide() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      window.layoutIfNeeded()
      #expect(
        root.layoutMarginsGuide.layoutFrame
          == CGRect(x: 8, y: 67, width: 377, height: 852 - 59 - 34 - 16))
      withExtendedLifetime(window) {}
    }

    @Test("a stack view arranges its visible subviews and collapses hidden ones")
    func stackView() {
      let (window, controller) = modelWindow()
      let root: UIView = controller.view
      let views = (0..<3).map { index in
        let view = UIView(frame: .zero)
        view.modelName = "row\(index)"
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        return view
      }
      let stack = UIStackView(arrangedSubviews: views)
      stack.modelName = "stack"
      stack.axis = .vertical
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      window.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [0, 50, 100])
      #expect(stack.frame.height == 140)
      views[1].isHidden = true
      window.layoutIfNeeded()
      #expect(views[2].frame.minY == 50)
      #expect(stack.frame.height == 90)
      withExtendedLifetime(window) {}
    }
  }
}
