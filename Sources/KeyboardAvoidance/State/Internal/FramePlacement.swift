import Foundation

/// Where a reported keyboard frame lies relative to the screen, the reducer's only input from
/// geometry.
enum FramePlacement: Equatable {
  /// On screen, presented this way.
  case onScreen(KeyboardPresentation)
  /// Entirely outside the screen: the keyboard has left it.
  case offScreen
  /// The frame says nothing about where a keyboard is: it is empty (iPad undocked and split
  /// keyboards report `{{0, -64}, {0, 0}}`), lies above the screen, or spans the screen's whole
  /// height (floating keyboards have reported a frame starting at y = 0).
  case noPosition
  /// The frame belongs to the screen's other orientation or is wider than the screen: posted
  /// while the screen's bounds change during rotation. A later notification brings the right one.
  case stale

  /// Frames from iOS sit on whole points; one point absorbs rounding in converted frames.
  static let tolerance: CGFloat = 1

  init(of frame: CGRect, in screen: CGRect) {
    let tolerance = Self.tolerance
    let fullHeight = frame.minY <= screen.minY + tolerance && frame.maxY >= screen.maxY - tolerance
    if frame.width <= 0 || frame.height <= 0 || frame.maxY <= screen.minY || fullHeight {
      self = .noPosition
      return
    }
    let rotated =
      abs(screen.width - screen.height) > tolerance
      && abs(frame.width - screen.height) <= tolerance
      && abs(frame.maxY - screen.width) <= tolerance
    if rotated || frame.width > screen.width + tolerance {
      self = .stale
      return
    }
    let visible = frame.intersection(screen)
    if visible.isNull || visible.width <= 0 || visible.height <= 0 {
      self = .offScreen
      return
    }
    if frame.maxY > screen.maxY + tolerance {
      self = .onScreen(.accessoryBar)
    } else if frame.maxY >= screen.maxY - tolerance {
      // Narrower than the screen but on the bottom edge: Stage Manager has been seen clipping the
      // docked keyboard's frame to the window.
      self = .onScreen(.docked)
    } else if frame.width >= screen.width - tolerance {
      self = .onScreen(.undocked)
    } else {
      self = .onScreen(.floating)
    }
  }
}
