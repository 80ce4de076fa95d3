import Foundation
import KeyboardAvoidance

/// One thing the simulator does while it plays an action.
enum SimulatorBeat: Sendable, Hashable {
  /// Posts a notification for this event; its `object` is this screen or the other one.
  case post(KeyboardEvent, onOtherScreen: Bool)
  /// The keyboard moves for this long between the will- and the did-notifications.
  case animate(TimeInterval)
  /// The screen's bounds change to the other orientation.
  case turn(to: DeviceOrientation)
  /// The finger of an interactive dismissal is at this height on the screen.
  case fingerMoved(toY: CGFloat)
  /// The finger of an interactive dismissal lifts.
  case fingerLifted

  /// Whether this beat posts one of the will-notifications.
  var isWillNotification: Bool {
    guard case .post(let event, _) = self else { return false }
    return event.kind.isWill
  }
}

/// Turns actions into the beats iOS would produce, as a pure function of the device, the
/// orientation and where the keyboard is.
///
/// Where each order comes from is written next to the scenarios that use it, in
/// `KeyboardScenario+Catalog.swift`; this type only applies those orders.
struct SimulatorScript: Sendable {
  let device: DeviceProfile
  let animation: KeyboardAnimation
  var orientation: DeviceOrientation
  var keyboard: SimulatedKeyboard
  var beats: [SimulatorBeat] = []

  init(
    device: DeviceProfile, orientation: DeviceOrientation, keyboard: SimulatedKeyboard,
    animation: KeyboardAnimation
  ) {
    self.device = device
    self.orientation = orientation
    self.keyboard = keyboard
    self.animation = animation
  }

  var geometry: KeyboardGeometry { KeyboardGeometry(device: device, orientation: orientation) }
  var frame: CGRect { geometry.frame(of: keyboard) }
  var isPad: Bool { device.family == .iPad }

  mutating func play(_ action: KeyboardSimulator.Action) {
    endInterruptedDrag(before: action)
    switch action {
    case .show(let kind): show(kind, isLocal: true)
    case .showForOtherApp(let kind): show(kind, isLocal: false)
    case .showOnOtherScreen(let kind): showOnOtherScreen(kind)
    case .hide: hide()
    case .switchKeyboard(let kind): switchKeyboard(to: kind)
    case .switchToEmoji: setEmoji(true)
    case .switchToLetters: setEmoji(false)
    case .rotate: rotate()
    case .attachHardwareKeyboard: setHardwareKeyboard(attached: true)
    case .detachHardwareKeyboard: setHardwareKeyboard(attached: false)
    case .undock: liftOff(to: .undocked)
    case .split: liftOff(to: .split)
    case .float: float()
    case .moveFloatingKeyboard(let dx, let dy): moveFloatingKeyboard(dx: dx, dy: dy)
    case .dock: dock()
    case .dragKeyboardDown(let distance): drag(by: distance)
    case .endDrag(let outcome): endDrag(outcome)
    case .changeAccessory(let height): changeAccessory(to: height)
    }
  }

  // MARK: Showing and hiding

  private mutating func show(_ kind: KeyboardKind, isLocal: Bool) {
    if keyboard.isOnOtherScreen { hide() }
    let wasVisible = keyboard.isVisible
    choose(kind)
    keyboard.isEmoji = false
    let begin = wasVisible ? frame : geometry.offScreenFrame(of: keyboard)
    keyboard.isLocal = isLocal
    switch keyboard.placement {
    case .floating:
      // A floating keyboard is announced by change-frame notifications only.
      change(.frameOnly, from: begin, to: frame)
    case .hidden, .dragged:
      keyboard.placement = .docked
      change(.show, from: begin, to: frame)
    case .docked, .undocked, .split:
      change(.show, from: begin, to: frame)
    }
  }

  private mutating func showOnOtherScreen(_ kind: KeyboardKind) {
    if keyboard.isVisible && !keyboard.isOnOtherScreen { hide() }
    let wasThere = keyboard.isVisible
    choose(kind)
    keyboard.isEmoji = false
    keyboard.isOnOtherScreen = true
    keyboard.isLocal = true
    let begin = wasThere ? frame : geometry.offScreenFrame(of: keyboard)
    keyboard.placement = .docked
    change(.show, from: begin, to: frame)
  }

  mutating func hide() {
    guard keyboard.isVisible else { return }
    let begin = frame
    let end = geometry.offScreenFrame(of: keyboard)
    change(.hide, from: begin, to: end)
    keyboard.placement = .hidden
    keyboard.isOnOtherScreen = false
    keyboard.isLocal = true
    keyboard.isEmoji = false
  }

  private mutating func choose(_ kind: KeyboardKind) {
    if kind == .hardwareBar {
      keyboard.hasHardwareKeyboard = true
    } else {
      keyboard.software = kind
    }
  }

  // MARK: Input modes and hardware keyboards

  private mutating func switchKeyboard(to kind: KeyboardKind) {
    guard !keyboard.isDragged else { return }
    if kind == .hardwareBar {
      setHardwareKeyboard(attached: true)
      return
    }
    changeInputMode { $0.software = kind }
  }

  /// A new input accessory view (`reloadInputViews()`) changes the keyboard's height like an
  /// input-mode change: a will-show with the new frame while docked.
  private mutating func changeAccessory(to height: CGFloat) {
    let height = height.isFinite ? max(height, 0) : 0
    guard keyboard.accessoryHeight != height, !keyboard.isDragged else { return }
    changeInputMode { $0.accessoryHeight = height }
  }

  private mutating func setEmoji(_ isEmoji: Bool) {
    guard keyboard.isEmoji != isEmoji, !keyboard.isDragged else { return }
    changeInputMode { $0.isEmoji = isEmoji }
  }

  /// An input-mode change posts a will-show with the new frame while the keyboard is docked.
  ///
  /// While it is undocked, split or floating iOS posts nothing (openradar 25056255): the
  /// simulator reproduces that, so the app is not told.
  private mutating func changeInputMode(_ update: (inout SimulatedKeyboard) -> Void) {
    let begin = frame
    update(&keyboard)
    switch keyboard.placement {
    case .docked:
      change(.show, from: begin, to: frame)
    case .hidden, .undocked, .split, .floating, .dragged:
      break
    }
  }

  private mutating func setHardwareKeyboard(attached: Bool) {
    guard keyboard.hasHardwareKeyboard != attached else { return }
    guard keyboard.isVisible && !keyboard.isOnOtherScreen else {
      keyboard.hasHardwareKeyboard = attached
      return
    }
    let begin = frame
    keyboard.hasHardwareKeyboard = attached
    keyboard.placement = .docked
    change(.show, from: begin, to: frame)
  }

  // MARK: Rotation

  private mutating func rotate() {
    let turned: DeviceOrientation = orientation == .portrait ? .landscape : .portrait
    guard keyboard.isVisible && !keyboard.isOnOtherScreen else {
      turn(to: turned)
      return
    }
    if case .dragged = keyboard.placement { keyboard.placement = .docked }
    let before = frame
    let wasDockedSoftware = keyboard.placement == .docked && !keyboard.hasHardwareKeyboard
    change(.hide, from: before, to: geometry.offScreenFrame(of: keyboard))
    turn(to: turned)
    if wasDockedSoftware {
      // While the screen's bounds change, frames measured for the old orientation are posted
      // (niw/KeyboardGuide ignores frames whose width is not the screen's for this reason).
      change(.frameOnly, from: before, to: before)
    }
    if case .floating = keyboard.placement {
      keyboard.placement = .floating(origin: geometry.floatingOrigin)
    }
    change(.show, from: geometry.offScreenFrame(of: keyboard), to: frame)
  }

  private mutating func turn(to turned: DeviceOrientation) {
    orientation = turned
    beats.append(.turn(to: turned))
  }

  // MARK: Notifications

  enum Change {
    case show
    case hide
    case frameOnly
  }

  /// Posts one change in the order Stack Overflow question 25946121 logged on iOS 8 to 10.
  ///
  /// That is will-change-frame, will-show (or will-hide), then after the animation
  /// did-change-frame and did-show (or did-hide). The change-frame pair may carry its own end
  /// frames: iOS has posted frames there that say nothing about where the keyboard is.
  mutating func change(
    _ change: Change, from begin: CGRect, to end: CGRect,
    willChangeFrame: CGRect? = nil, didChangeFrame: CGRect? = nil
  ) {
    let onOther = keyboard.isOnOtherScreen
    func event(_ kind: KeyboardEvent.Kind, _ endFrame: CGRect) -> SimulatorBeat {
      .post(
        KeyboardEvent(
          kind: kind, beginFrame: begin, endFrame: endFrame, animation: animation,
          isLocal: keyboard.isLocal),
        onOtherScreen: onOther)
    }
    beats.append(event(.willChangeFrame, willChangeFrame ?? end))
    switch change {
    case .show: beats.append(event(.willShow, end))
    case .hide: beats.append(event(.willHide, end))
    case .frameOnly: break
    }
    beats.append(.animate(animation.duration))
    beats.append(event(.didChangeFrame, didChangeFrame ?? end))
    switch change {
    case .show: beats.append(event(.didShow, end))
    case .hide: beats.append(event(.didHide, end))
    case .frameOnly: break
    }
  }
}
