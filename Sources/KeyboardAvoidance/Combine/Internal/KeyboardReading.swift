#if canImport(Combine)
  import Foundation

  /// What the publishers report at one moment: the keyboard's state, and its frame and height as
  /// RxKeyboard reports them.
  struct KeyboardReading: Sendable, Equatable {
    /// The keyboard's state.
    let state: KeyboardState
    /// The transition that led here; `nil` for the reading a subscriber starts with.
    let transition: KeyboardTransition?
    /// The keyboard's frame in screen coordinates; while hidden, a frame just below the screen.
    let frame: CGRect
    /// The height of the docked keyboard's part on the screen.
    let visibleHeight: CGFloat

    /// Reads a state against the screen's bounds.
    ///
    /// RxKeyboard's frame is never `.zero`. Before any notification it is
    /// `(0, screen height, screen width, 0)`; after a hide it is the frame iOS reports for the
    /// hide, the last keyboard moved just below the screen (RxKeyboard.swift, `defaultFrame` and
    /// the will-hide handler). Either way `screen height - frame.minY` is 0 while hidden.
    ///
    /// - Parameters:
    ///   - state: The keyboard's state.
    ///   - transition: The transition that led to `state`, if any.
    ///   - screen: The bounds of the screen the frames are measured in.
    init(state: KeyboardState, transition: KeyboardTransition?, screen: CGRect) {
      self.state = state
      self.transition = transition
      visibleHeight = state.coveredHeight(of: screen)
      if state.isVisible {
        frame = state.frame
      } else if let last = transition?.from, last.isVisible {
        frame = CGRect(
          x: last.frame.minX, y: screen.maxY, width: last.frame.width, height: last.frame.height)
      } else {
        frame = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
      }
    }
  }
#endif
