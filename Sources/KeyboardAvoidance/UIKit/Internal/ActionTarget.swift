#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Receives a UIKit target–action callback and runs a closure.
  ///
  /// Gesture recognizers do not retain their targets; the ``KeyboardAnchor`` of the view keeps
  /// this object alive. The `@objc` method and the `#selector` exist only where Objective-C does:
  /// on Linux, where the adapters are compiled against models of Apple's frameworks, these two
  /// lines are the only ones the compile check cannot see.
  @MainActor
  final class ActionTarget: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    #if canImport(ObjectiveC)
      // Named `fire`, not `perform`: NSObject declares `perform(_:)` and its siblings, and a
      // `#selector(fire)` would be ambiguous among them.
      @objc private func fire() {
        action()
      }
    #endif

    /// Makes `recognizer` call this target's action.
    func attach(to recognizer: UIGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.addTarget(self, action: #selector(fire))
      #endif
    }
  }
#endif
