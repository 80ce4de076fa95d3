import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing
@_spi(Model) import UIKit

/// One seeded session on the UIKit model: a device, a navigation stack of screens with every
/// kind of binding, and a sequence of steps drawn from the seed that interleaves what the user
/// does to the keyboard with what the app writes to the bound properties. After each step it
/// checks what the user sees against what the app asked for.
///
/// The app in a session writes as an app that can be seen writing does: a value other than the
/// one the property holds, and never the very value the keyboard gave the property since the
/// last keyboard change. Bindings notice writes by comparing with what they wrote last
/// (``BoundValue``), so a write of exactly that value is no write for them; a session that did
/// it would test that limit, not the bindings.
@MainActor
final class RandomSession {
  /// What the user or the app does in one step.
  enum Step: CustomStringConvertible {
    case focus(Int)
    case hide
    case switchKeyboard(KeyboardKind)
    case emoji(Bool)
    /// A keyboard change posted with duration 0.
    case instantSwitch(KeyboardKind)
    /// A field takes the focus and, 6 ms into the keyboard's animation, a change arrives with
    /// duration 0 (ChattingUI's log).
    case focusThenInstantSwitch(Int, KeyboardKind)
    case rotate
    case undock
    case split
    case dock
    case push
    case pop
    case writeConstant(screen: Int, CGFloat)
    case writeContentInset(screen: Int, CGFloat)
    case writeIndicatorInset(screen: Int, CGFloat)
    case writeOffset(screen: Int, CGFloat)
    case writeStatusHeight(screen: Int, CGFloat)
    case writeLogoHidden(screen: Int, Bool)
    case writeHintAlpha(screen: Int, CGFloat)
    case writeOrigin(screen: Int, CGFloat)

    var isAppWrite: Bool {
      switch self {
      case .writeConstant, .writeContentInset, .writeIndicatorInset, .writeOffset,
        .writeStatusHeight, .writeLogoHidden, .writeHintAlpha, .writeOrigin:
        true
      default:
        false
      }
    }

    var description: String {
      switch self {
      case .focus(let field): "focus field \(field)"
      case .hide: "hide the keyboard"
      case .switchKeyboard(let kind): "switch to the \(kind) keyboard"
      case .emoji(let on): on ? "switch to emoji" : "switch back to letters"
      case .instantSwitch(let kind): "switch to the \(kind) keyboard with duration 0"
      case .focusThenInstantSwitch(let field, let kind):
        "focus field \(field), then 6 ms in switch to the \(kind) keyboard with duration 0"
      case .rotate: "rotate"
      case .undock: "undock"
      case .split: "split"
      case .dock: "dock"
      case .push: "push a screen"
      case .pop: "pop the screen"
      case .writeConstant(let screen, let value): "screen \(screen): constant = \(value)"
      case .writeContentInset(let screen, let value):
        "screen \(screen): contentInset.bottom = \(value)"
      case .writeIndicatorInset(let screen, let value):
        "screen \(screen): verticalScrollIndicatorInsets.bottom = \(value)"
      case .writeOffset(let screen, let value): "screen \(screen): contentOffset.y = \(value)"
      case .writeStatusHeight(let screen, let value):
        "screen \(screen): status height constant = \(value)"
      case .writeLogoHidden(let screen, let value): "screen \(screen): logo.isHidden = \(value)"
      case .writeHintAlpha(let screen, let value): "screen \(screen): hint.alpha = \(value)"
      case .writeOrigin(let screen, let value): "screen \(screen): root bounds.origin.y = \(value)"
      }
    }
  }

  /// What the app last wrote to a screen's bound properties, and what the bindings held after
  /// the latest step that was not an app write.
  @MainActor
  final class Tracked {
    let form: SessionScreen?
    let shift: ShiftScreen?
    var constant: CGFloat
    var contentInset: CGFloat = 0
    var indicatorInset: CGFloat = 0
    /// The offset the app scrolled to, while nothing scrolled since.
    var offset: CGPoint?
    var statusHeight: CGFloat?
    var logoHidden: Bool?
    var hintAlpha: CGFloat?
    /// The values the bindings gave the properties, read after the latest step that was not an
    /// app write.
    var held: [String: Double] = [:]
    /// The properties the app wrote since the latest keyboard change.
    var written: Set<String> = []

    init(form: SessionScreen) {
      self.form = form
      shift = nil
      constant = form.restingConstant
    }

    init(shift: ShiftScreen) {
      form = nil
      self.shift = shift
      constant = 0
    }

    var controller: UIViewController? { form ?? shift }

    /// The properties as they are now, for `held`.
    var current: [String: Double] {
      if let form {
        return [
          "constant": Double(form.buttonBottom?.constant ?? 0),
          "contentInset": Double(form.scrollView.contentInset.bottom),
          "indicatorInset": Double(form.scrollView.verticalScrollIndicatorInsets.bottom),
          "statusHeight": Double(form.statusHeight?.constant ?? 0),
          "logoHidden": form.logo.isHidden ? 1 : 0,
          "hintAlpha": Double(form.hint.alpha),
        ]
      }
      if shift != nil, let root = shift?.navigationController?.view {
        return ["origin": Double(root.bounds.origin.y)]
      }
      return [:]
    }
  }

  static let devices = [
    "iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max", "iPad Air 13-inch (M2)",
  ]

  let seed: UInt64
  private var generator: SeededGenerator
  let device: String
  let usesShiftScreens: Bool
  let pinning: SessionScreen.Pinning
  let spacing: CGFloat
  private let navigation: UINavigationController
  private let stage: Stage
  private(set) var screens: [Tracked] = []
  private(set) var steps: [Step] = []
  /// The navigation view's bounds origin as the app wrote it last.
  private var appOrigin: CGFloat = 0

  init(seed: UInt64) throws {
    self.seed = seed
    var generator = SeededGenerator(seed: seed)
    device = Self.devices[Int.random(in: 0..<Self.devices.count, using: &generator)]
    usesShiftScreens = Int.random(in: 0..<5, using: &generator) == 0
    pinning = Bool.random(using: &generator) ? .safeAreaFirst : .buttonFirst
    spacing = [0, 8, 16][Int.random(in: 0..<3, using: &generator)]
    self.generator = generator
    let first = Self.makeScreen(
      shift: usesShiftScreens, pinning: pinning, spacing: spacing, using: &self.generator)
    navigation = UINavigationController(rootViewController: first.controller ?? UIViewController())
    stage = try Stage(device, root: navigation)
    screens = [first]
    if usesShiftScreens { KeyboardAvoidanceManager.shared.enable() }
    stage.settle()
    recordHeld()
  }

  /// Ends the session: the automatic mode goes off again.
  func finish() {
    if usesShiftScreens { KeyboardAvoidanceManager.shared.disable() }
  }

  private static func makeScreen(
    shift: Bool, pinning: SessionScreen.Pinning, spacing: CGFloat,
    using generator: inout SeededGenerator
  ) -> Tracked {
    if shift { return Tracked(shift: ShiftScreen()) }
    let magnitude = CGFloat(Int.random(in: 0...60, using: &generator))
    let resting = pinning == .safeAreaFirst ? magnitude : -magnitude
    return Tracked(
      form: SessionScreen(pinning: pinning, spacing: spacing, restingConstant: resting))
  }

  private var isPad: Bool { device.hasPrefix("iPad") }
  private var top: Tracked? { screens.last }
  private var keyboardIsUp: Bool { stage.simulator.presentation != .hidden }
  /// Whether the keyboard counts for the bindings: docked, a hardware keyboard's bar included.
  private var keyboardCovers: Bool { stage.simulator.presentation.isDocked }

  // MARK: Steps

  /// Draws the next step from the seed, given where the session is.
  func nextStep() -> Step {
    let fieldCount = top?.form?.fields.count ?? top?.shift?.fields.count ?? 1
    let field = Int.random(in: 0..<fieldCount, using: &generator)
    let kind: KeyboardKind = Bool.random(using: &generator) ? .plain : .predictive
    var choices: [(weight: Int, step: () -> Step?)] = [
      (20, { .focus(field) }),
      (12, { self.keyboardIsUp ? .hide : .focus(field) }),
      (8, { .switchKeyboard(kind) }),
      (4, { .emoji(Bool.random(using: &self.generator)) }),
      (6, { .instantSwitch(kind) }),
      (4, { .focusThenInstantSwitch(field, kind) }),
      (4, { .rotate }),
      (4, { self.screens.count < 3 ? .push : .pop }),
      (4, { self.screens.count > 1 ? .pop : .push }),
    ]
    if isPad {
      choices += [(3, { .undock }), (2, { .split }), (4, { .dock })]
    }
    if usesShiftScreens {
      choices.append((10, { self.originWrite() }))
    } else {
      choices += [
        (6, { self.constantWrite() }), (4, { self.contentInsetWrite() }),
        (3, { self.indicatorInsetWrite() }), (3, { self.offsetWrite() }),
        (4, { self.statusHeightWrite() }), (3, { self.logoWrite() }),
        (3, { self.alphaWrite() }),
      ]
    }
    let total = choices.reduce(0) { $0 + $1.weight }
    while true {
      var pick = Int.random(in: 0..<total, using: &generator)
      for choice in choices {
        if pick < choice.weight {
          if let step = choice.step() { return step }
          break
        }
        pick -= choice.weight
      }
    }
  }

  /// A screen of the stack for an app write: the top one most often.
  private func writtenScreen() -> Int {
    Int.random(in: 0..<4, using: &generator) == 0
      ? Int.random(in: 0..<screens.count, using: &generator) : screens.count - 1
  }

  /// A value drawn from `candidates` that the property neither holds nor was given by its
  /// binding since the last keyboard change; `nil` when there is none.
  private func fresh(
    _ candidates: [Double], _ key: String, on tracked: Tracked
  ) -> Double? {
    let now = tracked.current[key]
    let held = tracked.held[key]
    let allowed = candidates.filter { $0 != now && $0 != held }
    guard !allowed.isEmpty else { return nil }
    return allowed[Int.random(in: 0..<allowed.count, using: &generator)]
  }

  private func constantWrite() -> Step? {
    let index = writtenScreen()
    let sign: Double = pinning == .safeAreaFirst ? 1 : -1
    let values = (0...80).map { sign * Double($0) }
    return fresh(values, "constant", on: screens[index]).map {
      .writeConstant(screen: index, CGFloat($0))
    }
  }

  private func contentInsetWrite() -> Step? {
    let index = writtenScreen()
    return fresh((0...60).map(Double.init), "contentInset", on: screens[index]).map {
      .writeContentInset(screen: index, CGFloat($0))
    }
  }

  private func indicatorInsetWrite() -> Step? {
    let index = writtenScreen()
    return fresh((0...40).map(Double.init), "indicatorInset", on: screens[index]).map {
      .writeIndicatorInset(screen: index, CGFloat($0))
    }
  }

  /// An offset the content can rest at: between the top of its range and the highest offset
  /// its resting insets allow.
  private func offsetWrite() -> Step? {
    let index = writtenScreen()
    guard let form = screens[index].form else { return nil }
    let scrollView = form.scrollView
    let adjusted = scrollView.adjustedContentInset
    let restingBottom =
      adjusted.bottom - scrollView.contentInset.bottom + screens[index].contentInset
    let highest = max(
      -adjusted.top, scrollView.contentSize.height + restingBottom - scrollView.bounds.height)
    let low = Int((-adjusted.top).rounded(.up))
    let high = Int(highest.rounded(.down))
    guard low < high else { return nil }
    let y = CGFloat(Int.random(in: low...high, using: &generator))
    guard y != scrollView.contentOffset.y else { return nil }
    return .writeOffset(screen: index, y)
  }

  private func statusHeightWrite() -> Step? {
    let index = writtenScreen()
    return fresh((12...40).map(Double.init), "statusHeight", on: screens[index]).map {
      .writeStatusHeight(screen: index, CGFloat($0))
    }
  }

  private func logoWrite() -> Step? {
    let index = writtenScreen()
    return fresh([0, 1], "logoHidden", on: screens[index]).map {
      .writeLogoHidden(screen: index, $0 == 1)
    }
  }

  private func alphaWrite() -> Step? {
    let index = writtenScreen()
    return fresh([0.25, 0.5, 0.75, 1], "hintAlpha", on: screens[index]).map {
      .writeHintAlpha(screen: index, CGFloat($0))
    }
  }

  private func originWrite() -> Step? {
    let index = writtenScreen()
    return fresh((0...20).map(Double.init), "origin", on: screens[index]).map {
      .writeOrigin(screen: index, CGFloat($0))
    }
  }

  /// What a keyboard change, a focus change, a rotation or a navigation step changes: after a
  /// step that changes none of it no binding ran, and what the app wrote before still stands.
  private var signature: String {
    let responder = UIKitModel.firstResponder.map { "\(ObjectIdentifier($0))" } ?? "none"
    return "\(stage.simulator.presentation) \(stage.simulator.frame) \(responder) "
      + "\(stage.screen.bounds) \(screens.count)"
  }

  /// Performs a step and lets the model settle.
  func perform(_ step: Step) {
    steps.append(step)
    let before = signature
    switch step {
    case .focus(let index):
      focus(index)
      stage.settle()
    case .hide:
      if let responder = UIKitModel.firstResponder { _ = responder.resignFirstResponder() }
      stage.settle()
    case .switchKeyboard(let kind):
      stage.perform(.switchKeyboard(to: kind))
    case .emoji(let on):
      stage.perform(on ? .switchToEmoji : .switchToLetters)
    case .instantSwitch(let kind):
      instantly { stage.simulator.perform(.switchKeyboard(to: kind)) }
      stage.settle()
    case .focusThenInstantSwitch(let index, let kind):
      focus(index)
      UIKitModel.advance(by: 0.006)
      instantly { stage.simulator.perform(.switchKeyboard(to: kind)) }
      stage.settle()
    case .rotate:
      stage.rotate()
    case .undock:
      stage.perform(.undock)
    case .split:
      stage.perform(.split)
    case .dock:
      stage.perform(.dock)
    case .push:
      let screen = Self.makeScreen(
        shift: usesShiftScreens, pinning: pinning, spacing: spacing, using: &generator)
      screens.append(screen)
      if let controller = screen.controller {
        navigation.pushViewController(controller, animated: true)
      }
      stage.settle()
    case .pop:
      if screens.count > 1, navigation.popViewController(animated: true) != nil {
        screens.removeLast()
      }
      stage.settle()
    case .writeConstant(let index, let value):
      screens[index].form?.buttonBottom?.constant = value
      screens[index].constant = value
      appWrote("constant", on: screens[index])
    case .writeContentInset(let index, let value):
      screens[index].form?.scrollView.contentInset.bottom = value
      screens[index].contentInset = value
      appWrote("contentInset", on: screens[index])
    case .writeIndicatorInset(let index, let value):
      screens[index].form?.scrollView.verticalScrollIndicatorInsets.bottom = value
      screens[index].indicatorInset = value
      appWrote("indicatorInset", on: screens[index])
    case .writeOffset(let index, let value):
      screens[index].form?.scrollView.contentOffset.y = value
      screens[index].offset = screens[index].form?.scrollView.contentOffset
      appWrote("offset", on: screens[index])
    case .writeStatusHeight(let index, let value):
      screens[index].form?.statusHeight?.constant = value
      screens[index].statusHeight = value
      appWrote("statusHeight", on: screens[index])
    case .writeLogoHidden(let index, let value):
      screens[index].form?.logo.isHidden = value
      screens[index].logoHidden = value
      appWrote("logoHidden", on: screens[index])
    case .writeHintAlpha(let index, let value):
      screens[index].form?.hint.alpha = value
      screens[index].hintAlpha = value
      appWrote("hintAlpha", on: screens[index])
    case .writeOrigin(let index, let value):
      // The automatic mode shifts the outermost container's view: the navigation view.
      navigation.view.bounds.origin.y = value
      appOrigin = value
      for tracked in screens where tracked !== screens[index] { tracked.written.insert("origin") }
      appWrote("origin", on: screens[index])
    }
    if !step.isAppWrite, signature != before { recordHeld() }
  }

  private func focus(_ index: Int) {
    let fields = top?.form?.fields ?? top?.shift?.fields ?? []
    guard fields.indices.contains(index) else { return }
    _ = fields[index].becomeFirstResponder()
  }

  /// Runs `change` with the keyboard's notifications carrying duration 0.
  private func instantly(_ change: () -> Void) {
    let animation = stage.simulator.animation
    stage.simulator.animation = KeyboardAnimation(duration: 0, curve: .easeInOut)
    change()
    stage.simulator.animation = animation
  }

  /// After an app write, a turn of the run loop: the layout pass that shows it.
  private func appWrote(_ key: String, on tracked: Tracked) {
    tracked.written.insert(key)
    UIKitModel.runLoopTurn()
  }

  /// After a step the app did not take: what the bindings hold, and an offset that moved is
  /// no longer the app's.
  private func recordHeld() {
    for tracked in screens {
      tracked.held = tracked.current
      tracked.written = []
      if let offset = tracked.offset, tracked.form?.scrollView.contentOffset != offset {
        tracked.offset = nil
      }
    }
  }

  // MARK: Invariants

  /// What the user sees that contradicts what the app asked for, after the latest step.
  func violations() -> [String] {
    var found: [String] = []
    for (index, tracked) in screens.enumerated() {
      let onTop = index == screens.count - 1
      if let form = tracked.form {
        found += check(form, tracked, onTop: onTop).map { "screen \(index): \($0)" }
      }
      if let shift = tracked.shift {
        found += check(shift, tracked, onTop: onTop).map { "screen \(index): \($0)" }
      }
    }
    return found
  }

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.01 }

  private func check(_ form: SessionScreen, _ tracked: Tracked, onTop: Bool) -> [String] {
    var found: [String] = []
    let scrollView = form.scrollView
    if scrollView.contentInset.bottom < 0 || scrollView.verticalScrollIndicatorInsets.bottom < 0 {
      found.append(
        "a negative inset: \(scrollView.contentInset.bottom), "
          + "\(scrollView.verticalScrollIndicatorInsets.bottom)")
    }
    let covered = onTop && keyboardCovers
    guard covered else {
      // At rest, or off the screen: every property is what the app wrote last.
      let constant = form.buttonBottom?.constant ?? .nan
      if constant != tracked.constant {
        found.append("at rest the constant is \(constant), the app wrote \(tracked.constant)")
      }
      if scrollView.contentInset.bottom != tracked.contentInset {
        found.append(
          "at rest the content inset is \(scrollView.contentInset.bottom), the app wrote "
            + "\(tracked.contentInset)")
      }
      if scrollView.verticalScrollIndicatorInsets.bottom != tracked.indicatorInset {
        found.append(
          "at rest the indicator inset is \(scrollView.verticalScrollIndicatorInsets.bottom), "
            + "the app wrote \(tracked.indicatorInset)")
      }
      if let offset = tracked.offset, scrollView.contentOffset != offset {
        found.append("at rest the offset is \(scrollView.contentOffset), the app wrote \(offset)")
      }
      let height = form.statusHeight?.constant ?? .nan
      if height != (tracked.statusHeight ?? 20) {
        found.append(
          "at rest the status height is \(height), expected \(tracked.statusHeight ?? 20)")
      }
      if form.logo.isHidden != (tracked.logoHidden ?? false) {
        found.append("at rest the logo's isHidden is \(form.logo.isHidden)")
      }
      if form.hint.alpha != (tracked.hintAlpha ?? 1) {
        found.append("at rest the hint's alpha is \(form.hint.alpha)")
      }
      if onTop { found += checkButton(form, tracked, covered: false) }
      return found
    }
    found += checkButton(form, tracked, covered: true)
    // The adaptive values show the keyboard's: the constant in the layout pass that applies
    // an app's write, the flag and the alpha at the next keyboard change.
    if stage.onScreen(form.statusLabel).height != 10 {
      found.append("the status label is \(stage.onScreen(form.statusLabel).height) pt tall, not 10")
    }
    if !tracked.written.contains("logoHidden"), !form.logo.isHidden {
      found.append("the logo shows while the keyboard is up")
    }
    if !tracked.written.contains("hintAlpha"), form.hint.alpha != 0 {
      found.append("the hint's alpha is \(form.hint.alpha) while the keyboard is up")
    }
    found += checkFocusedField(form, tracked)
    return found
  }

  /// The button sits `spacing` above the keyboard's top, or where the app's constant puts it
  /// when that is higher or the keyboard covers nothing.
  private func checkButton(_ form: SessionScreen, _ tracked: Tracked, covered: Bool) -> [String] {
    let root: UIView = form.view
    let safeBottom = stage.onScreen(root).maxY - root.safeAreaInsets.bottom
    let resting =
      form.pinning == .safeAreaFirst ? safeBottom - tracked.constant : safeBottom + tracked.constant
    let expected = covered ? min(resting, stage.keyboardTop - form.spacing) : resting
    let bottom = stage.onScreen(form.button).maxY
    guard !close(bottom, expected) else { return [] }
    return [
      "the button's bottom is at \(bottom), expected \(expected) (keyboard top "
        + "\(stage.keyboardTop), resting \(resting))"
    ]
  }

  /// After a keyboard change, the field being edited clears the button by 10 pt when the
  /// scroll view has room for it.
  private func checkFocusedField(_ form: SessionScreen, _ tracked: Tracked) -> [String] {
    guard tracked.written.isDisjoint(with: ["contentInset", "offset", "constant", "statusHeight"]),
      let field = form.fields.first(where: \.isFirstResponder)
    else { return [] }
    let scrollView = form.scrollView
    let top = stage.onScreen(scrollView).minY + scrollView.adjustedContentInset.top
    let limit = min(stage.onScreen(form.button).minY, stage.keyboardTop) - 10
    let frame = stage.onScreen(field)
    guard limit - top >= frame.height else { return [] }
    guard frame.maxY > limit + 0.01 || frame.minY < top - 0.01 else { return [] }
    return ["the focused field is at \(frame.minY)…\(frame.maxY), visible only \(top)…\(limit)"]
  }

  private func check(_ shift: ShiftScreen, _ tracked: Tracked, onTop: Bool) -> [String] {
    guard onTop else { return [] }
    let root: UIView = shift.view
    let origin = navigation.view.bounds.origin.y
    guard keyboardCovers else {
      return origin == appOrigin
        ? [] : ["at rest the navigation view's origin is \(origin), the app wrote \(appOrigin)"]
    }
    guard !tracked.written.contains("origin"),
      let field = shift.fields.first(where: \.isFirstResponder)
    else { return [] }
    let frame = stage.onScreen(field)
    let topGuide = stage.onScreen(root).minY + root.safeAreaInsets.top
    if frame.maxY > stage.keyboardTop - 10 + 0.01 && frame.minY > topGuide + 0.01 {
      return [
        "the focused field is at \(frame.minY)…\(frame.maxY) with the keyboard's top at "
          + "\(stage.keyboardTop), and it could move up"
      ]
    }
    if origin < appOrigin - 0.01 {
      return ["the root is shifted down: origin \(origin), the app's \(appOrigin)"]
    }
    return []
  }
}
