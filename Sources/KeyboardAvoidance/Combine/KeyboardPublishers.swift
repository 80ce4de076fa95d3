#if canImport(Combine)
  import Combine
  import Foundation

  /// The keyboard as Combine publishers, with RxKeyboard's names and meanings.
  ///
  /// Every subscriber gets its own subscription to the observer, made when it subscribes, so a
  /// stored publisher can be subscribed to many times: cancelling one subscriber, or ending one
  /// with `first()` or `prefix(_:)`, never stops another. ``frame``, ``visibleHeight``,
  /// ``isHidden`` and ``state`` start each subscriber with the current value, as RxKeyboard's
  /// drivers replay theirs, then publish changes; ``willShowVisibleHeight`` and ``transitions``
  /// publish events.
  ///
  /// Values arrive on the main actor, synchronously when UIKit posts its notification there.
  /// Cancelling is safe from any thread.
  ///
  /// The publishers keep their observer alive, and so does each subscription until it is
  /// cancelled: `KeyboardObserver(view: view).publishers.visibleHeight.sink { … }` keeps
  /// delivering for as long as you keep the cancellable, with no property for the observer.
  /// The publishers never finish, as `NotificationCenter`'s do not. Nothing here holds a
  /// reference back to your objects but your own closures, so capture `self` weakly in them.
  ///
  /// A subscriber that starts while the keyboard is up (a pushed screen's, a sheet's) gets the
  /// current height, frame and state at once: the observer starts from the package's record of
  /// the keyboard (see ``KeyboardObserver``).
  ///
  /// Porting from RxKeyboard is one line per use:
  ///
  /// ```swift
  /// // RxKeyboard.instance.visibleHeight.drive(onNext: { height in … })
  /// keyboard.publishers.visibleHeight
  ///   .sink { [weak self] height in self?.bottomConstraint.constant = height }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// Where the values differ from RxKeyboard's: heights are overlaps, so undocked and floating
  /// keyboards count 0 where RxKeyboard counts the distance from their top edge to the bottom of
  /// the screen; ``visibleHeight`` drops repeats, where RxKeyboard repeats a height when the frame
  /// changes but its top edge does not.
  public struct KeyboardPublishers: Sendable {
    let observer: KeyboardObserver

    init(observer: KeyboardObserver) {
      self.observer = observer
    }

    private var readings: KeyboardReadings { KeyboardReadings(observer: observer) }

    /// The current keyboard, then every transition from the moment of subscription.
    ///
    /// The first value is where the keyboard is when the subscriber arrives: a transition from
    /// `.hidden` to the current state, without animation, as ``KeyboardObserver/observe(_:)``
    /// delivers first.
    ///
    /// ```swift
    /// keyboard.publishers.transitions
    ///   .sink { transition in print(transition.to.presentation) }  // hidden, then docked
    ///   .store(in: &cancellables)
    /// ```
    public var transitions: AnyPublisher<KeyboardTransition, Never> {
      readings.map { reading in
        reading.transition
          ?? KeyboardTransition(from: .hidden, to: reading.state, animation: .none)
      }
      .eraseToAnyPublisher()
    }

    /// The keyboard's state: the current one first, then each change.
    ///
    /// ```swift
    /// keyboard.publishers.state
    ///   .sink { state in print(state.presentation) }  // hidden, then docked, …
    ///   .store(in: &cancellables)
    /// ```
    public var state: AnyPublisher<KeyboardState, Never> {
      readings.map { $0.state }.eraseToAnyPublisher()
    }

    /// The keyboard's frame in screen coordinates, as RxKeyboard's `frame`: the current one
    /// first, then each change.
    ///
    /// While the keyboard is hidden the frame sits just below the screen, as in RxKeyboard: when
    /// a keyboard hides, its frame moved below the screen, as iOS reports the hide; for a
    /// subscriber that starts while no keyboard is up, `(0, screen height, screen width, 0)`,
    /// RxKeyboard's frame before any keyboard. A port of RxKeyboard's
    /// `screenHeight - frame.origin.y` therefore gives 0 while hidden, never the screen's
    /// height. For a hardware keyboard's bar, most of the frame lies below the screen.
    ///
    /// ```swift
    /// // iPhone 16 (393 × 852 pt), the keyboard with the predictive row shows, then hides.
    /// keyboard.publishers.frame.sink { print($0) }.store(in: &cancellables)
    /// // (0, 852, 393, 0), (0, 517, 393, 335), (0, 852, 393, 335)
    /// ```
    public var frame: AnyPublisher<CGRect, Never> {
      readings.map { $0.frame }.removeDuplicates().eraseToAnyPublisher()
    }

    /// The height of the docked keyboard's part on the screen, as RxKeyboard's `visibleHeight`:
    /// the current one first, then each change.
    ///
    /// Measured as an overlap (``KeyboardObserver/visibleHeight``): a hardware keyboard's bar
    /// counts its height on the screen, not the full frame; undocked and floating keyboards
    /// count 0.
    ///
    /// ```swift
    /// // iPhone 16, the keyboard with the predictive row shows, then hides.
    /// keyboard.publishers.visibleHeight.sink { print($0) }.store(in: &cancellables)
    /// // 0, 335, 0
    /// ```
    public var visibleHeight: AnyPublisher<CGFloat, Never> {
      visibleHeights.eraseToAnyPublisher()
    }

    /// The visible height each time the keyboard appears, as RxKeyboard's
    /// `willShowVisibleHeight`: when the height goes from 0 to more, which is when a scroll view
    /// should move its content.
    ///
    /// Like RxKeyboard's, it follows ``visibleHeight`` from each subscriber's start, so a
    /// subscriber that arrives while the keyboard is up gets the current height at once.
    ///
    /// ```swift
    /// // iPhone 16: show, switch to the emoji keyboard, hide, show again.
    /// keyboard.publishers.willShowVisibleHeight.sink { print($0) }.store(in: &cancellables)
    /// // 335, 335
    /// ```
    public var willShowVisibleHeight: AnyPublisher<CGFloat, Never> {
      // RxKeyboard: scan((visibleHeight: 0, isShowing: false)) over visibleHeight, keeping the
      // heights where the previous one was 0 and the new one is more.
      visibleHeights
        .scan(Appearance.none) { last, height in
          Appearance(height: height, isShowing: last.height == 0 && height > 0)
        }
        .filter { $0.isShowing }
        .map { $0.height }
        .eraseToAnyPublisher()
    }

    /// Whether no docked keyboard covers the screen, as RxKeyboard's `isHidden`: the current
    /// value first, then each change.
    ///
    /// ```swift
    /// keyboard.publishers.isHidden
    ///   .sink { [weak self] hidden in self?.logo.isHidden = !hidden }  // true, false, true
    ///   .store(in: &cancellables)
    /// ```
    public var isHidden: AnyPublisher<Bool, Never> {
      visibleHeights.map { $0 == 0 }.removeDuplicates().eraseToAnyPublisher()
    }

    private var visibleHeights:
      Publishers.RemoveDuplicates<Publishers.Map<KeyboardReadings, CGFloat>>
    {
      readings.map { $0.visibleHeight }.removeDuplicates()
    }
  }

  /// The state of RxKeyboard's `willShowVisibleHeight` scan.
  private struct Appearance {
    static let none = Appearance(height: 0, isShowing: false)

    let height: CGFloat
    let isShowing: Bool
  }

  extension KeyboardObserver {
    /// The keyboard as Combine publishers, with RxKeyboard's names (`visibleHeight`,
    /// `willShowVisibleHeight`, `isHidden`, `frame`).
    ///
    /// The publishers and their subscriptions keep the observer alive.
    ///
    /// ```swift
    /// keyboard.publishers.isHidden
    ///   .sink { [weak self] hidden in self?.logo.isHidden = !hidden }
    ///   .store(in: &cancellables)
    /// ```
    public var publishers: KeyboardPublishers { KeyboardPublishers(observer: self) }
  }
#endif
