import Combine
import Foundation
import KeyboardAvoidanceTesting
import Observation
import Testing
import UIKit

@testable import KeyboardAvoidance

extension UIKitScenarios {
  /// A screen pushed, or a sheet presented, while the keyboard is up makes its view model then:
  /// on every channel the view model reads the height the keyboard covers at once, and the bar
  /// it lifts sits on the keyboard the moment the screen appears, before the keyboard changes
  /// again. Driven by `KeyboardTestWindow` on an iPhone 16 (the model's main screen, 393 × 852
  /// pt at 3x, no safe-area insets), whose keyboard with the predictive row covers 335 pt: its
  /// top is at 852 − 335 = 517.
  @Suite("View models made while the keyboard is up")
  @MainActor
  struct LateViewModelScenarios {
    @Test(arguments: KeyboardChannel.allCases)
    func aPushedScreensViewModelReadsTheKeyboardAtOnce(_ channel: KeyboardChannel) async throws {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let screen = try KeyboardTestWindow(navigation)
      defer { screen.close() }
      screen.perform(.show())
      let pushed = BarViewController(
        model: LiftModel(
          channel, keyboard: screen.makeObserver(), screen: screen.simulator.screenBounds))
      navigation.pushViewController(pushed, animated: false)
      try await pushed.model.waitForFirstValue()
      screen.window.layoutIfNeeded()
      #expect(pushed.model.lift == 335)
      #expect(screen.frameOnScreen(of: pushed.bar).maxY == 517)
      #expect(screen.keyboardTop == 517)
      let updates = pushed.model.updates
      screen.perform(.hide)
      try await pushed.model.waitForUpdate(after: updates)
      #expect(screen.frameOnScreen(of: pushed.bar).maxY == 852)
    }

    /// The sheet covers the window from 10 pt below its top (the model's iPhone sheet) to the
    /// screen's bottom, so the keyboard covers its bottom 335 pt too.
    @Test(arguments: KeyboardChannel.allCases)
    func aSheetsViewModelReadsTheKeyboardAtOnce(_ channel: KeyboardChannel) async throws {
      let root = UIViewController()
      let screen = try KeyboardTestWindow(root)
      defer { screen.close() }
      screen.perform(.show())
      let sheet = BarViewController(
        model: LiftModel(
          channel, keyboard: screen.makeObserver(), screen: screen.simulator.screenBounds))
      sheet.modalPresentationStyle = .pageSheet
      root.present(sheet, animated: false)
      try await sheet.model.waitForFirstValue()
      screen.window.layoutIfNeeded()
      #expect(screen.frameOnScreen(of: sheet.view) == CGRect(x: 0, y: 10, width: 393, height: 842))
      #expect(sheet.model.lift == 335)
      #expect(screen.frameOnScreen(of: sheet.bar).maxY == 517)
      let updates = sheet.model.updates
      screen.perform(.attachHardwareKeyboard)
      try await sheet.model.waitForUpdate(after: updates)
      // A hardware keyboard leaves its 78 pt bar on an iPhone 16 (the device catalog's
      // hardware-bar height): its top is at 852 − 78 = 774.
      #expect(screen.keyboardTop == 774)
      #expect(screen.frameOnScreen(of: sheet.bar).maxY == 774)
    }

    /// A view model that waits for the keyboard before it scrolls: `shown()` returns at once for
    /// a show posted before the wait began, and `animationEnd()` after the keyboard's effective
    /// duration, 0.5 s for the 0.25 s the notification says with curve 7 (the spring model), on a
    /// clock the test moves. A wait whose task is cancelled throws at once.
    @Test func aViewModelWaitsForTheKeyboardToRest() async throws {
      let screen = try KeyboardTestWindow(UIViewController())
      defer { screen.close() }
      let keyboard = screen.makeObserver()
      let clock = SteppedClock()
      keyboard.clock = KeyboardClock(now: { clock.now }, sleep: { clock.sleep($0) })
      let hint = Task { @MainActor in try await keyboard.nextShow() }
      // The wait has begun once it subscribed; the task runs when the main actor is free.
      for _ in 0..<2000 where keyboard.liveSubscriptionCount == 0 {
        try await Task.sleep(nanoseconds: 1_000_000)
      }
      screen.perform(.show())
      #expect(try await hint.value.to.frame.minY == 517)
      #expect(try await keyboard.shown().frame.minY == 517)
      let resting = try await keyboard.animationEnd()
      #expect(clock.sleeps == [0.5])
      #expect(resting.frame.minY == 517)

      let never = Task { @MainActor in try await keyboard.nextHide() }
      never.cancel()  // before or after it began: either way it throws at once
      await #expect(throws: CancellationError.self) { try await never.value }
    }

    /// What a view model made while the keyboard is up reads at once, side by side: the
    /// package's channels read the 335 pt the keyboard covers; RxKeyboard reads it when its
    /// singleton was first used before the show and 0 when first used after it; the two blog
    /// posts' monitors, which start at 0 and wait for the next notification, read 0.
    @Test func theMonitorsSideBySide() throws {
      let root = UIViewController()
      let screen = try KeyboardTestWindow(root)
      defer { screen.close() }
      let center = screen.simulator.center
      let bounds = screen.simulator.screenBounds
      let rxAtLaunch = RxKeyboardStandIn(center: center, screen: bounds)
      screen.perform(.show())

      let rxFirstUsedLate = RxKeyboardStandIn(center: center, screen: bounds)
      let combineLoginMonitor = CombineLoginMonitor(center: center)
      let swiftUIKeyboard = SwiftUIPostKeyboard(center: center)
      var cancellables: [AnyCancellable] = []
      var rxLaunchHeights: [CGFloat] = []
      var rxLateHeights: [CGFloat] = []
      cancellables.append(rxAtLaunch.visibleHeight.sink { rxLaunchHeights.append($0) })
      cancellables.append(rxFirstUsedLate.visibleHeight.sink { rxLateHeights.append($0) })
      #expect(rxLaunchHeights == [335])
      #expect(rxLateHeights == [0])
      #expect(combineLoginMonitor.keyboardHeight == 0 && combineLoginMonitor.status == .hide)
      #expect(swiftUIKeyboard.currentHeight == 0)
      for channel in KeyboardChannel.allCases where !channel.isAsynchronous {
        #expect(
          LiftModel(channel, keyboard: screen.makeObserver(), screen: screen.simulator.screenBounds)
            .lift == 335, "\(channel)")
      }

      // The next change reaches them all: the emoji keyboard, as tall as the predictive one,
      // posts a will-show again.
      screen.perform(.switchToEmoji)
      #expect(combineLoginMonitor.keyboardHeight == 335 && combineLoginMonitor.status == .show)
      #expect(swiftUIKeyboard.currentHeight == 335)
      _ = cancellables
    }
  }
}

/// The channels a view model can follow the keyboard through.
enum KeyboardChannel: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// `observe(_:)`, whose first call is the current keyboard.
  case closure
  /// `transitions()`, whose first element is the current keyboard.
  case transitions
  /// `visibleHeights()`, whose first element is the current height.
  case visibleHeights
  /// `publishers.visibleHeight`, which starts each subscriber with the current height.
  case combine
  /// `KeyboardObservableObject`, which starts from the current height.
  case observableObject
  /// The Observation model, which starts from the current height.
  case observation

  var testDescription: String { rawValue }

  /// Whether the first value arrives through a task rather than before the subscription
  /// returns.
  var isAsynchronous: Bool { self == .transitions || self == .visibleHeights }
}

/// A view model that lifts a bar by the height the keyboard covers, following one channel.
@MainActor
final class LiftModel {
  private(set) var lift: CGFloat = -1
  private(set) var updates = 0
  var onChange: (() -> Void)?
  private var keep: [AnyObject] = []
  private var cancellables: [AnyCancellable] = []
  private var task: Task<Void, Never>?

  /// Follows `keyboard` through `channel`; `screen` is the bounds the keyboard's frames are
  /// measured in, for the channels that deliver states rather than heights.
  init(_ channel: KeyboardChannel, keyboard: KeyboardObserver, screen: CGRect) {
    switch channel {
    case .closure:
      keep.append(
        keyboard.observe { [weak self] transition in
          self?.set(transition.to.coveredHeight(of: screen))
        })
    case .transitions:
      let stream = keyboard.transitions()
      task = Task { [weak self] in
        for await transition in stream { self?.set(transition.to.coveredHeight(of: screen)) }
      }
    case .visibleHeights:
      let stream = keyboard.visibleHeights()
      task = Task { [weak self] in
        for await height in stream { self?.set(height) }
      }
    case .combine:
      cancellables.append(keyboard.publishers.visibleHeight.sink { [weak self] in self?.set($0) })
    case .observableObject:
      let object = KeyboardObservableObject(observer: keyboard)
      keep.append(object)
      cancellables.append(object.$visibleHeight.sink { [weak self] in self?.set($0) })
    case .observation:
      let model = keyboard.model
      keep.append(model)
      track(model)
    }
  }

  deinit {
    task?.cancel()
  }

  private func track(_ model: ObservedKeyboard) {
    set(
      withObservationTracking {
        model.visibleHeight
      } onChange: { [weak self] in
        Task { @MainActor in self?.track(model) }
      })
  }

  private func set(_ height: CGFloat) {
    lift = height
    updates += 1
    onChange?()
  }

  /// Waits until the first value has arrived, which the two stream channels deliver through a
  /// task on the main actor.
  func waitForFirstValue() async throws {
    try await waitForUpdate(after: 0)
  }

  /// Waits until a value after the `count`th has arrived: the stream channels and the
  /// Observation model's re-tracking deliver through tasks on the main actor.
  func waitForUpdate(after count: Int) async throws {
    // Up to two seconds, a millisecond at a time: the task runs when the main actor is free,
    // which a busy machine may delay past any fixed number of turns.
    for _ in 0..<2000 where updates <= count {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    try #require(updates > count, "no value arrived")
  }
}

/// A screen with a 44 pt bar along its bottom, lifted by its view model's height.
@MainActor
final class BarViewController: UIViewController {
  let model: LiftModel
  let bar = UIView(frame: .zero)
  private var barBottom: NSLayoutConstraint?

  init(model: LiftModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let bottom = root.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44), bottom,
    ])
    barBottom = bottom
    model.onChange = { [weak self] in self?.apply() }
    apply()
  }

  private func apply() {
    barBottom?.constant = max(model.lift, 0)
    view.layoutIfNeeded()
  }
}

/// The Combine login screen's `KeyboardMonitor`, in our words: a status and the keyboard frame's
/// height from will-show and will-change-frame, 0 and "hide" from will-hide, each starting from
/// 0 and "hide" whatever the keyboard is doing.
@MainActor
final class CombineLoginMonitor {
  enum Status { case show, hide }

  private(set) var status = Status.hide
  private(set) var keyboardHeight: CGFloat = 0
  private var cancellables: [AnyCancellable] = []

  init(center: NotificationCenter) {
    let show = center.publisher(for: KeyboardEvent.Kind.willShow.notificationName)
    let change = center.publisher(for: KeyboardEvent.Kind.willChangeFrame.notificationName)
    let hide = center.publisher(for: KeyboardEvent.Kind.willHide.notificationName)
    cancellables = [
      show.sink { [weak self] _ in MainActor.assumeIsolated { self?.status = .show } },
      hide.sink { [weak self] _ in
        MainActor.assumeIsolated {
          self?.status = .hide
          self?.keyboardHeight = 0
        }
      },
      show.merge(with: change).sink { [weak self] notification in
        let frame = (try? KeyboardEvent(notification))?.endFrame ?? .zero
        MainActor.assumeIsolated { self?.keyboardHeight = frame.height }
      },
    ]
  }
}

/// The SwiftUI post's `Keyboard` object, in our words: will-show's frame height merged with 0
/// from will-hide, starting from 0.
@MainActor
final class SwiftUIPostKeyboard {
  private(set) var currentHeight: CGFloat = 0
  private var cancellable: AnyCancellable?

  init(center: NotificationCenter) {
    let shows = center.publisher(for: KeyboardEvent.Kind.willShow.notificationName)
      .map { (try? KeyboardEvent($0))?.endFrame.height ?? 0 }
    let hides = center.publisher(for: KeyboardEvent.Kind.willHide.notificationName).map { _ in
      CGFloat(0)
    }
    cancellable = shows.merge(with: hides).sink { [weak self] height in
      MainActor.assumeIsolated { self?.currentHeight = height }
    }
  }
}

/// RxKeyboard's `visibleHeight` from the moment its singleton is first used, in our words
/// (RxSwiftCommunity/RxKeyboard, Sources/RxKeyboard/RxKeyboard.swift): a frame relay that starts
/// at `(0, screen height, screen width, 0)` and takes the end frame of every will-change-frame
/// and will-hide, replayed to each subscriber, and `visibleHeight = screen height − frame.minY`.
@MainActor
final class RxKeyboardStandIn {
  private let frame: CurrentValueSubject<CGRect, Never>
  private var cancellable: AnyCancellable?
  let visibleHeight: AnyPublisher<CGFloat, Never>

  init(center: NotificationCenter, screen: CGRect) {
    let frame = CurrentValueSubject<CGRect, Never>(
      CGRect(x: 0, y: screen.height, width: screen.width, height: 0))
    self.frame = frame
    visibleHeight = frame.map { screen.height - $0.minY }.eraseToAnyPublisher()
    let change = center.publisher(for: KeyboardEvent.Kind.willChangeFrame.notificationName)
    let hide = center.publisher(for: KeyboardEvent.Kind.willHide.notificationName)
    cancellable = change.merge(with: hide).sink { notification in
      if let end = (try? KeyboardEvent(notification))?.endFrame { frame.send(end) }
    }
  }
}

/// A clock that moves only when slept on; `@unchecked Sendable` because every access takes the
/// lock.
final class SteppedClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time: TimeInterval = 100
  private var slept: [TimeInterval] = []

  var now: TimeInterval {
    lock.lock()
    defer { lock.unlock() }
    return time
  }

  var sleeps: [TimeInterval] {
    lock.lock()
    defer { lock.unlock() }
    return slept
  }

  func sleep(_ seconds: TimeInterval) {
    lock.lock()
    slept.append(seconds)
    time += seconds
    lock.unlock()
  }
}
