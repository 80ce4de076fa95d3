#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  /// An invisible view that reports where it is on screen, measured through UIKit.
  ///
  /// Placed as a background, it has the frame of the view it is behind. Its UIKit view converts
  /// its bounds to the screen's coordinate space (``AvoidingView/init(_:)``), the space the
  /// keyboard's frame is reported in, which SwiftUI's geometry does not offer.
  struct ScreenFrameReader: UIViewRepresentable {
    /// Called with each new measurement; `nil` while the view is in no window.
    let onChange: @MainActor (AvoidingView?) -> Void

    func makeUIView(context: Context) -> ScreenFrameView {
      let view = ScreenFrameView(frame: .zero)
      // It only measures: taps go to the views around it.
      view.isUserInteractionEnabled = false
      view.onChange = onChange
      return view
    }

    func updateUIView(_ uiView: ScreenFrameView, context: Context) {
      uiView.onChange = onChange
      uiView.measure()
    }
  }

  /// The UIKit side of ``ScreenFrameReader``: measures itself when UIKit lays it out, when it
  /// moves to another window, and when SwiftUI updates it.
  final class ScreenFrameView: UIView {
    var onChange: (@MainActor (AvoidingView?) -> Void)?
    private var reported: AvoidingView?
    private var hasReported = false

    override func layoutSubviews() {
      super.layoutSubviews()
      measure()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      measure()
    }

    /// Reports the view's place on screen if it changed since the last report.
    func measure() {
      let measured = AvoidingView(self)
      guard !hasReported || measured != reported else { return }
      hasReported = true
      reported = measured
      // Layout and updates can run while SwiftUI is updating views, when state must not change:
      // deliver on the next turn of the main actor.
      let onChange = onChange
      Task { @MainActor in onChange?(measured) }
    }
  }
#endif
