#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit

  /// Follows the keyboard source of the screen a hosted view is on: the one observer the UIKit
  /// adapter keeps per screen, which knows where the keyboard is from its first use.
  ///
  /// A SwiftUI modifier learns its window through a UIKit view it hosts; from that window on,
  /// it reads the screen's source, so it starts from the keyboard as it is (up already, when the
  /// view appears over it) instead of believing it hidden until the next notification.
  @MainActor
  final class KeyboardSourceLink {
    /// The source followed; `nil` until the hosted view is first in a window.
    private(set) weak var source: KeyboardSource?
    private var subscription: KeyboardSubscription?
    private let onChange: @MainActor (KeyboardSource) -> Void

    /// Starts keeping the app's keyboard notifications, so a source made later for this view's
    /// screen starts from the keyboard's state.
    ///
    /// - Parameter onChange: Called with the source when it is first followed, and after each
    ///   of its transitions.
    init(onChange: @escaping @MainActor (KeyboardSource) -> Void) {
      KeyboardEventLog.start()
      self.onChange = onChange
    }

    /// Follows the source of the screen `window` is on and reports it at once when it is not the
    /// one already followed; without a window, keeps following the last one.
    func follow(_ window: UIWindow?) {
      guard let window, let next = KeyboardSource.of(window), next !== source else { return }
      source = next
      subscription = next.observer.observe { [weak self, weak next] _ in
        guard let self, let next else { return }
        self.onChange(next)
      }
      onChange(next)
    }
  }
#endif
