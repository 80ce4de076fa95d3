#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardSessionRecorder {
    /// Starts recording the keyboard of the screen a view is on, from that screen's keyboard
    /// source: the one observer every binding, scroll view and the automatic mode there share.
    ///
    /// Each notification is recorded with the screen's bounds and the frame of the view's window
    /// in the screen's coordinates at that moment, so a Split View, Slide Over or Stage Manager
    /// window replays where it was. The view's screen is screen 0 of the trace, and the times are
    /// read on the clock the source's animations run on. Nothing here touches `UIApplication`, so
    /// it works in app extensions too.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) {
    ///   super.viewDidAppear(animated)
    ///   recorder = recorder ?? KeyboardSessionRecorder(view: view)
    /// }
    /// ```
    ///
    /// The initializer fails when the view is not in a window yet: make the recorder once it
    /// is (`viewDidAppear(_:)`, `didMoveToWindow()`).
    ///
    /// - Parameters:
    ///   - view: A view in a window; held weakly.
    ///   - capacity: The most notifications kept (at least 1); ``defaultCapacity`` by default.
    ///   - device: The device the trace names; this one by default.
    public convenience init?(
      view: UIView, capacity: Int = KeyboardSessionRecorder.defaultCapacity,
      device: KeyboardTrace.Device = .current()
    ) {
      guard let window = view.window, let source = KeyboardSource.of(window) else { return nil }
      self.init(
        observer: source.observer, capacity: capacity, device: device,
        screen: UIKitScreens.screen(of: window)?.owner,
        clock: source.clock,
        windowFrame: { [weak view] in
          guard let window = view?.window, let space = UIKitScreens.screen(of: window) else {
            return nil
          }
          return window.convert(window.bounds, to: space.coordinates)
        })
    }
  }
#endif
