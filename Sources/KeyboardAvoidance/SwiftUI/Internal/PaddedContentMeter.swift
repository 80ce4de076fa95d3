#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit

  /// Measures the content of `keyboardAvoiding` through two hosted views of one layout and
  /// reports the ``PaddedContent`` they describe whenever it changes.
  ///
  /// One view sits behind the content, inside the padding; the other behind the padded view.
  /// The padding the content had is the distance between their bottom edges
  /// (``PaddedContent/init(view:paddedFrame:placement:keyboardInset:)``): measured, not assumed,
  /// so the pair agrees even while the padding animates, and any measurement gives the padding
  /// the layout settles at.
  ///
  /// Measuring waits for the next turn of the main actor after anything that can move either
  /// view: a layout of either, a window change, an update from SwiftUI, and every keyboard
  /// transition of the screen's keyboard source. The last is for changes of position alone:
  /// UIKit moves a form sheet for the keyboard without resizing what is in it, which lays out
  /// neither view; by the next turn UIKit has handled the notification.
  @MainActor
  final class PaddedContentMeter {
    /// The view behind the content, inside the padding.
    weak var content: UIView?
    /// The view behind the padded view.
    weak var padded: UIView?
    /// How the content's container places it.
    var placement = PaddedContent.Placement.fills
    /// Called with each measurement that differs from the last one reported.
    var onChange: (@MainActor (PaddedContent) -> Void)?

    private var reported: PaddedContent?
    private var isScheduled = false
    private lazy var keyboard = KeyboardSourceLink { [weak self] _ in self?.setNeedsMeasure() }

    /// SwiftUI's keyboard inset in the content's space: 0, because the modifier lets its content
    /// ignore the keyboard's safe area (`ignoresSafeArea(.keyboard, edges: .bottom)`).
    ///
    /// What a container above the modifier took for the keyboard is not known here. When
    /// something above the modifier avoids the keyboard anyway (a `UIHostingController`
    /// embedded in UIKit, a container that does not pass the keyboard's safe area down), the
    /// content is measured where that avoidance put it and padded by what the keyboard still
    /// covers.
    static let keyboardInset: CGFloat = 0

    /// Follows the keyboard source of the screen the content is on, and measures again.
    func windowDidChange(_ window: UIWindow?) {
      keyboard.follow(window)
      setNeedsMeasure()
    }

    /// Measures on the next turn of the main actor; several requests before then measure once.
    ///
    /// Layout and SwiftUI's updates, when state must not change, call this too: the report
    /// waits for the turn after them.
    func setNeedsMeasure() {
      guard !isScheduled else { return }
      isScheduled = true
      Task { @MainActor [weak self] in self?.measure() }
    }

    /// The content as the two views describe it now; unmeasured unless both are in one window.
    var current: PaddedContent {
      guard let content, let padded, content.window != nil, padded.window === content.window,
        let view = AvoidingView(content), let around = AvoidingView(padded)
      else { return .unmeasured }
      return PaddedContent(
        view: view, paddedFrame: around.frame, placement: placement,
        keyboardInset: Self.keyboardInset)
    }

    private func measure() {
      isScheduled = false
      let measured = current
      guard measured != reported else { return }
      reported = measured
      onChange?(measured)
    }
  }
#endif
