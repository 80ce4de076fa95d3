#if canImport(Combine)
  import Combine
  import Foundation

  /// The keyboard as Combine publishers, with RxKeyboard's names and meanings.
  ///
  /// Each property returns a new publisher fed by the observer's transitions, the same ones every
  /// other channel sees. Values that describe the current keyboard (``frame``, ``visibleHeight``,
  /// ``isHidden``) start with the current value and then publish changes only, like RxKeyboard's
  /// drivers; ``transitions`` and ``willShowVisibleHeight`` publish events as they happen. Each
  /// publisher stops listening when its subscription is cancelled or the publisher is released.
  ///
  /// Porting from RxKeyboard is one line per use:
  ///
  /// ```swift
  /// // RxKeyboard.instance.visibleHeight.drive(onNext: { height in … })
  /// keyboard.publishers.visibleHeight
  ///   .sink { [weak self] height in self?.bottomConstraint.constant = height }
  ///   .store(in: &cancellables)
  /// ```
  @MainActor
  public struct KeyboardPublishers {
    let observer: KeyboardObserver

    /// Every transition from now on.
    public var transitions: AnyPublisher<KeyboardTransition, Never> {
      publisher(startingWith: nil) { $0 }
    }

    /// The keyboard's state: the current one first, then each change.
    public var state: AnyPublisher<KeyboardState, Never> {
      publisher(startingWith: observer.state) { $0.to }
    }

    /// The keyboard's frame in screen coordinates, as RxKeyboard's `frame`: the current one
    /// first, then each change; `.zero` while hidden.
    public var frame: AnyPublisher<CGRect, Never> {
      publisher(startingWith: observer.state.frame) { $0.to.frame }
    }

    /// The height of the docked keyboard's part on screen, as RxKeyboard's `visibleHeight`: the
    /// current one first, then each change.
    ///
    /// Measured as an overlap (``KeyboardObserver/visibleHeight``): a hardware keyboard's bar
    /// counts its 55 pt, not the full frame; undocked and floating keyboards count 0.
    public var visibleHeight: AnyPublisher<CGFloat, Never> {
      let observer = observer
      return publisher(startingWith: observer.visibleHeight) { transition in
        transition.to.coveredHeight(of: observer.screenBoundsNow())
      }
    }

    /// The visible height each time the keyboard appears, as RxKeyboard's
    /// `willShowVisibleHeight`: only when it goes from 0 to more, which is when a scroll view
    /// should move its content.
    public var willShowVisibleHeight: AnyPublisher<CGFloat, Never> {
      let observer = observer
      return publisher(startingWith: nil) { transition in
        let screen = observer.screenBoundsNow()
        let before = transition.from.coveredHeight(of: screen)
        let after = transition.to.coveredHeight(of: screen)
        return before == 0 && after > 0 ? after : nil
      }
    }

    /// Whether no docked keyboard covers the screen, as RxKeyboard's `isHidden`: the current value
    /// first, then each change.
    public var isHidden: AnyPublisher<Bool, Never> {
      let observer = observer
      return publisher(startingWith: observer.visibleHeight == 0) { transition in
        transition.to.coveredHeight(of: observer.screenBoundsNow()) == 0
      }
    }

    /// A publisher of `value(transition)` for each transition where it is not `nil`.
    ///
    /// With an initial value, subscribers get the current value first and repeats are dropped.
    private func publisher<Value: Equatable>(
      startingWith initial: Value?,
      _ value: @escaping @MainActor (KeyboardTransition) -> Value?
    ) -> AnyPublisher<Value, Never> {
      guard let initial else {
        let subject = PassthroughSubject<Value, Never>()
        let subscription = observer.observe { transition in
          if let next = value(transition) { subject.send(next) }
        }
        return subject.handleEvents(receiveCancel: { subscription.cancel() })
          .eraseToAnyPublisher()
      }
      let subject = CurrentValueSubject<Value, Never>(initial)
      let subscription = observer.observe { transition in
        if let next = value(transition), next != subject.value { subject.send(next) }
      }
      return subject.handleEvents(receiveCancel: { subscription.cancel() })
        .eraseToAnyPublisher()
    }
  }

  extension KeyboardObserver {
    /// The keyboard as Combine publishers, with RxKeyboard's names (`visibleHeight`,
    /// `willShowVisibleHeight`, `isHidden`, `frame`).
    ///
    /// ```swift
    /// keyboard.publishers.isHidden
    ///   .sink { [weak self] hidden in self?.logo.isHidden = !hidden }
    ///   .store(in: &cancellables)
    /// ```
    public var publishers: KeyboardPublishers { KeyboardPublishers(observer: self) }
  }
#endif
