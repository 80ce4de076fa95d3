#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import SwiftUI
  import UIKit

  /// An invisible view that tells a ``PaddedContentMeter`` where it is on screen, measured
  /// through UIKit.
  ///
  /// Placed as a background, it has the frame of the view it is behind. Its UIKit view converts
  /// its bounds to the screen's coordinate space (``AvoidingView/init(_:)``), the space the
  /// keyboard's frame is reported in, which SwiftUI's geometry does not offer:
  /// `GeometryProxy.frame(in: .global)` is the window's space, not the screen's, in Stage Manager,
  /// Split View and form sheets.
  @MainActor
  struct ScreenFrameReader: UIViewRepresentable {
    /// Which of the two measured views this is.
    enum Role {
      /// Behind the content, inside the padding; carries how the content is placed and where
      /// the measurements go.
      case content(PaddedContent.Placement, report: @MainActor (PaddedContent) -> Void)
      /// Behind the padded view.
      case padded
    }

    let meter: PaddedContentMeter
    let role: Role

    func makeUIView(context: Context) -> ScreenFrameView {
      let view = ScreenFrameView(frame: .zero)
      // It only measures: taps go to the views around it.
      view.isUserInteractionEnabled = false
      attach(view)
      return view
    }

    func updateUIView(_ uiView: ScreenFrameView, context: Context) {
      attach(uiView)
      // SwiftUI lays the new values out after this update: measure once it has.
      uiView.setNeedsLayout()
      meter.setNeedsMeasure()
    }

    private func attach(_ view: ScreenFrameView) {
      view.meter = meter
      switch role {
      case .content(let placement, let report):
        meter.content = view
        meter.placement = placement
        meter.onChange = report
      case .padded:
        meter.padded = view
      }
    }
  }

  /// The UIKit side of ``ScreenFrameReader``: asks its meter to measure when UIKit lays it out and
  /// when it moves to another window.
  final class ScreenFrameView: UIView {
    weak var meter: PaddedContentMeter?

    override func layoutSubviews() {
      super.layoutSubviews()
      meter?.setNeedsMeasure()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      meter?.windowDidChange(window)
    }
  }
#endif
