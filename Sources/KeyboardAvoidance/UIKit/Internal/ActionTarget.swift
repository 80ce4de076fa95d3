#if canImport(UIKit)
  import Foundation
  #if canImport(ObjectiveC)
    import UIKit
  #else
    // Without the Objective-C runtime there are no selectors, and no real UIKit either: only the
    // UIKit models of this package's checks get here. They take the closure through their model
    // interface instead of a selector.
    @_spi(Model) import UIKit
  #endif

  /// Receives a UIKit target–action callback and runs a closure.
  ///
  /// Gesture recognizers do not retain their targets; the ``KeyboardAnchor`` of the view keeps
  /// this object alive.
  @MainActor
  final class ActionTarget: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    #if canImport(ObjectiveC)
      // Not `perform`: NSObject's perform(_:) family would make `#selector(perform)` ambiguous.
      @objc private func fire() {
        action()
      }

      /// Makes `recognizer` call this target's action.
      func attach(to recognizer: UIGestureRecognizer) {
        recognizer.addTarget(self, action: #selector(fire))
      }

      /// Stops `recognizer` from calling this target.
      func detach(from recognizer: UIGestureRecognizer) {
        recognizer.removeTarget(self, action: #selector(fire))
      }
    #else
      func attach(to recognizer: UIGestureRecognizer) {
        recognizer.modelAddTarget(self) { [weak self] in self?.action() }
      }

      func detach(from recognizer: UIGestureRecognizer) {
        recognizer.modelRemoveTarget(self)
      }
    #endif
  }
#endif
