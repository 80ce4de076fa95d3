import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Lays the screen out on one device with the keyboard hidden and up, and checks the result.
  ///
  /// The keyboard's frame is the catalog's expected height docked at the bottom of the screen
  /// (a hardware keyboard's frame reaches below it), folded into a state by the core's reducer.
  /// Every keyboard-dependent number then comes from the core: adaptive values from
  /// `KeyboardAdaptive.value(for:on:)` with the device's screen class, the pinned element's
  /// offset from `KeyboardState.bottomOffset(for:options:)`, and, when the focused field is
  /// still covered, a root shift from `KeyboardState.rootShift(for:revealing:topGuide:distance:)`.
  ///
  /// ```swift
  /// let iPhone16 = try DeviceCatalog.profile(named: "iPhone 16")
  /// let result = ScreenDescription.builtInLogin.preview(
  ///   on: iPhone16, orientation: .portrait, keyboard: .predictive)
  /// result.status  // .pass
  /// result.keyboard?.top  // 517
  /// result.clearance  // 157
  /// ```
  ///
  /// - Parameters:
  ///   - profile: The device.
  ///   - orientation: How it is held.
  ///   - keyboard: The keyboard to show.
  /// - Returns: The layouts, the checks that failed and the figures of the table.
  public func preview(
    on profile: DeviceProfile, orientation: DeviceOrientation, keyboard: PreviewKeyboard
  ) -> PreviewResult {
    let context = ScreenContext(profile: profile, orientation: orientation)
    let hidden = ScreenLayout(self, in: context, keyboard: .hidden)
    var result = PreviewResult(
      device: profile.name, identifiers: profile.identifiers, family: profile.family.rawValue,
      orientation: orientation.rawValue, screenClass: context.screenClass.rawValue,
      screen: PreviewSize(
        width: Double(context.screen.width), height: Double(context.screen.height)),
      safeArea: PreviewInsets(context.safeArea), cutout: profile.cutout.rawValue,
      keyboardKind: keyboard, keyboard: nil,
      status: .notApplicable, spaceLeft: nil, spaceAboveKeyboard: nil, clearance: nil,
      rootShift: 0, rulesApplied: [], failures: [], notes: [], hidden: report(hidden),
      shown: report(hidden), picture: nil)
    guard let (state, estimate) = keyboard.keyboard(on: profile, orientation: orientation) else {
      result.notes = ["an iPhone has no floating keyboard"]
      return result
    }
    let shown = ScreenLayout(self, in: context, keyboard: state)
    let checks = FitChecks(description: self, context: context)
    let keyboardTop = checks.keyboardTop(state)
    let field = shown.flow.first { $0.id == focus }
    result.keyboard = PreviewKeyboardReport(kind: keyboard, state: state, estimate: estimate)
    result.failures = checks.failures(hidden: hidden, shown: shown)
    result.status = result.failures.isEmpty ? .pass : .fail
    result.shown = report(shown)
    result.rootShift = Double(shown.shift.offset)
    result.rulesApplied = rules(on: context.screenClass, keyboard: state)
    result.spaceLeft = spaceLeft(in: shown, context: context, keyboardTop: keyboardTop)
    result.spaceAboveKeyboard = keyboardTop.map { Double($0 - context.safeArea.top) }
    if let keyboardTop, let field, !field.isHidden {
      result.clearance = Double(keyboardTop - field.frame.maxY)
    }
    result.notes = notes(shown, field: field, keyboardTop: keyboardTop)
    return result
  }

  /// Previews the screen on every device, orientation and keyboard, in that order.
  ///
  /// ```swift
  /// let report = ScreenDescription.builtInLogin.preview(
  ///   devices: DeviceCatalog.iPhones, orientations: [.portrait], keyboards: [.predictive])
  /// report.passed  // false: the login screen does not fit on the iPhone 4s
  /// ```
  ///
  /// - Parameters:
  ///   - devices: The devices.
  ///   - orientations: The orientations.
  ///   - keyboards: The keyboards.
  /// - Returns: The report of every combination.
  /// - Complexity: O(*d* × *o* × *k* × *n*²) for *n* elements, from the overlap check.
  public func preview(
    devices: [DeviceProfile], orientations: [DeviceOrientation], keyboards: [PreviewKeyboard]
  ) -> PreviewReport {
    let results = devices.flatMap { device in
      orientations.flatMap { orientation in
        keyboards.map { preview(on: device, orientation: orientation, keyboard: $0) }
      }
    }
    return PreviewReport(screen: self, results: results)
  }

  private func report(_ layout: ScreenLayout) -> [PreviewElement] {
    layout.all.map { PreviewElement($0, focus: focus) }
  }

  /// The space between the flow's lowest drawn element and what comes below it with the
  /// keyboard up: the pinned element, else the keyboard, else the safe area's bottom.
  private func spaceLeft(
    in layout: ScreenLayout, context: ScreenContext, keyboardTop: CGFloat?
  ) -> Double? {
    let flowBottom = layout.visibleLeaves.filter { !$0.isPinned }.map(\.frame.maxY).max()
    guard let flowBottom else { return nil }
    let floor: CGFloat
    if let pinned = layout.pinned, !pinned.isHidden {
      floor = pinned.frame.minY
    } else {
      floor = keyboardTop ?? context.screen.maxY - context.safeArea.bottom
    }
    return Double(floor - flowBottom)
  }

  /// The values the rules change between the hidden keyboard and this one, on a screen class.
  func rules(on screenClass: ScreenClass, keyboard: KeyboardState) -> [PreviewRule] {
    let before = RuleReader(keyboard: .hidden, screenClass: screenClass)
    let after = RuleReader(keyboard: keyboard, screenClass: screenClass)
    var rules: [PreviewRule] = []
    func compare(_ id: String, _ property: String, _ rule: AdaptiveRule<CGFloat>) {
      let (old, new) = (before[rule], after[rule])
      guard old != new else { return }
      rules.append(
        PreviewRule(
          element: id, property: property, hidden: .number(Double(old)), shown: .number(Double(new))
        ))
    }
    func compare(_ id: String, _ rule: AdaptiveRule<Bool>) {
      guard before[rule] != after[rule] else { return }
      rules.append(
        PreviewRule(
          element: id, property: "isHidden", hidden: .flag(before[rule]), shown: .flag(after[rule]))
      )
    }
    for element in allElements {
      if element.kind != .group { compare(element.id, "height", element.height) }
      compare(element.id, "top", element.top)
      compare(element.id, "leading", element.leading)
      compare(element.id, "trailing", element.trailing)
      compare(element.id, "cornerRadius", element.cornerRadius)
      compare(element.id, element.isHidden)
    }
    if let pinned {
      compare(pinned.id, "height", pinned.height)
      compare(pinned.id, "bottom", pinned.bottom)
      compare(pinned.id, "leading", pinned.leading)
      compare(pinned.id, "trailing", pinned.trailing)
      compare(pinned.id, "cornerRadius", pinned.cornerRadius)
      compare(pinned.id, pinned.isHidden)
    }
    return rules
  }

  private func notes(
    _ layout: ScreenLayout, field: PlacedElement?, keyboardTop: CGFloat?
  ) -> [String] {
    var notes: [String] = []
    if layout.shift.offset > 0 {
      notes.append(
        "the rules left \(focus) covered: the screen moves up "
          + "\(PointFormat.points(Double(layout.shift.offset))) (root shift)")
    }
    if layout.keyboard.isVisible && keyboardTop == nil {
      notes.append(
        "a \(layout.keyboard.presentation.rawValue) keyboard covers nothing the layout avoids, "
          + "as UIKeyboardLayoutGuide does not follow it by default; the user moves it")
      if let field, !field.isHidden, field.frame.intersects(layout.keyboard.frame) {
        notes.append("where it is drawn, the keyboard covers \(field.id)")
      }
    }
    return notes
  }
}
