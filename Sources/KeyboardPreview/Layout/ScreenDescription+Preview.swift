import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// Lays the screen out on one device with the keyboard hidden and up, focuses its fields, and
  /// checks the result.
  ///
  /// The keyboard's frame is the catalog's expected height docked at the bottom of the screen
  /// (a hardware keyboard's frame reaches below it), folded into a state by the core's reducer.
  /// Every keyboard-dependent number then comes from the core: adaptive values from
  /// `KeyboardAdaptive.value(for:on:)` with the device's screen class, pinned elements' offsets
  /// from `KeyboardState.bottomOffset(for:options:)`, the fields' order from `FocusOrder`, and,
  /// for each focused field, the scroll views' insets and offsets from
  /// `KeyboardState.scrollAdjustments(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)`
  /// or, outside scroll views, a root shift from
  /// `KeyboardState.rootShift(for:revealing:topGuide:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)`,
  /// both clearing what is pinned to the keyboard. A failing result comes with the changes that
  /// make it pass (see ``PreviewSuggestion``).
  ///
  /// ```swift
  /// let iPhone16 = try DeviceCatalog.profile(named: "iPhone 16")
  /// let result = ScreenDescription.builtInLogin.preview(
  ///   on: iPhone16, orientation: .portrait, keyboard: .predictive)
  /// result.status  // .pass
  /// result.keyboard?.top  // 517
  /// result.clearance  // 107: the password field ends 107 pt above the button on the keyboard
  /// ```
  ///
  /// - Parameters:
  ///   - profile: The device.
  ///   - orientation: How it is held.
  ///   - keyboard: The keyboard to show.
  ///   - focus: The field, or fields, to focus; the description's ``focus`` by default.
  /// - Returns: The layouts, the checks that failed, the suggestions and the figures of the
  ///   table.
  public func preview(
    on profile: DeviceProfile, orientation: DeviceOrientation, keyboard: PreviewKeyboard,
    focus: Focus? = nil
  ) -> PreviewResult {
    previewRow(
      in: ScreenContext(profile: profile, orientation: orientation).adding(bars),
      keyboard: RowKeyboard(keyboard, on: profile, orientation: orientation),
      focus: focus ?? self.focus)
  }

  /// Checks one row and, when it fails, finds the changes that make it pass.
  func previewRow(in context: ScreenContext, keyboard: RowKeyboard, focus: Focus)
    -> PreviewResult
  {
    var result = check(in: context, keyboard: keyboard, focus: focus)
    if result.status == .fail {
      result.suggestions = SuggestionSearch(
        description: self, context: context, keyboard: keyboard, focus: focus
      ).suggestions()
    }
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
  ///   - focus: The field, or fields, to focus; the description's ``focus`` by default.
  /// - Returns: The report of every combination.
  /// - Complexity: O(*d* × *o* × *k* × *f* × *n*²) for *f* fields to focus and *n* elements,
  ///   from the overlap check; a failing row adds a bounded number of runs for its suggestions.
  public func preview(
    devices: [DeviceProfile], orientations: [DeviceOrientation], keyboards: [PreviewKeyboard],
    focus: Focus? = nil
  ) -> PreviewReport {
    let results = devices.flatMap { device in
      orientations.flatMap { orientation in
        keyboards.map { preview(on: device, orientation: orientation, keyboard: $0, focus: focus) }
      }
    }
    return PreviewReport(screen: self, focus: focus, results: results)
  }

  /// The checks of one row, without suggestions: what a suggestion is verified with.
  func check(in context: ScreenContext, keyboard: RowKeyboard, focus: Focus) -> PreviewResult {
    let profile = context.profile
    let hidden = ScreenLayout(self, in: context, keyboard: .hidden)
    var result = PreviewResult(
      device: profile.name, identifiers: profile.identifiers, family: profile.family.rawValue,
      orientation: context.orientation.rawValue, screenClass: context.screenClass.rawValue,
      screen: PreviewSize(
        width: Double(context.screen.width), height: Double(context.screen.height)),
      safeArea: PreviewInsets(context.safeArea), cutout: profile.cutout.rawValue,
      keyboardKind: keyboard.kind, keyboard: nil,
      status: .notApplicable, spaceLeft: nil, spaceAboveKeyboard: nil, focus: nil, clearance: nil,
      rootShift: 0, rulesApplied: [], failures: [], suggestions: [], notes: [],
      hidden: report(hidden, focus: nil), shown: report(hidden, focus: nil), fields: [],
      picture: nil)
    result.window = context.window.map(PreviewRect.init)
    if !context.bars.isEmpty {
      result.bars = PreviewInsets(ScreenInsets(top: context.bars.top, bottom: context.bars.bottom))
    }
    guard let (state, keyboardReport) = keyboard.shown else {
      result.notes = [
        keyboard.kind == .recorded
          ? "a recorded keyboard comes only from a trace (--trace)"
          : "an iPhone has no floating keyboard"
      ]
      return result
    }
    let checks = FitChecks(description: self, context: context)
    let fields: [String]
    switch focus {
    case .field(let id): fields = [id]
    case .allFields: fields = FieldWalk.order(of: self, hidden: hidden)
    }
    let steps = FieldWalk(description: self, context: context, keyboard: state)
      .steps(through: fields)
    let hiddenFailures = checks.failures(hidden: hidden)
    result.fields = steps.map { step in
      let failures = checks.failures(step: step)
      return PreviewFieldResult(
        field: step.field, status: failures.isEmpty ? .pass : .fail,
        clearance: checks.clearance(step).map(Double.init),
        rootShift: Double(step.layout.shift.offset),
        pinnedAboveKeyboard: Double(step.pinnedAboveKeyboard),
        scrolls: step.layout.flow.filter { $0.kind == .scroll }.compactMap { element in
          step.layout.scrolls[element.id].map { PreviewScroll(id: element.id, geometry: $0) }
        },
        failures: failures, shown: report(step.layout, focus: step.field))
    }
    var failures = hiddenFailures
    for failure in result.fields.flatMap(\.failures)
    where !failures.contains(where: { $0.repeats(failure) }) {
      failures.append(failure)
    }
    result.keyboard = keyboardReport
    result.failures = failures
    result.status = failures.isEmpty ? .pass : .fail
    result.rulesApplied = rules(on: context.screenClass, keyboard: state)
    let keyboardTop = context.keyboardTop(state)
    result.spaceAboveKeyboard = keyboardTop.map { Double($0 - context.safeArea.top) }
    guard let pictured = Self.pictured(result.fields),
      let step = steps.first(where: {
        $0.field == pictured.field
      })
    else { return result }
    result.focus = pictured.field
    result.shown = pictured.shown
    result.clearance = pictured.clearance
    result.rootShift = pictured.rootShift
    result.spaceLeft = spaceLeft(in: step.layout, context: context, keyboardTop: keyboardTop)
    result.notes = notes(step, keyboardTop: keyboardTop, inWindow: context.window != nil)
    return result
  }

  /// The field the picture shows: the first that fails, else the one nearest the keyboard.
  private static func pictured(_ fields: [PreviewFieldResult]) -> PreviewFieldResult? {
    if let failing = fields.first(where: { $0.status == .fail }) { return failing }
    return fields.min { ($0.clearance ?? .infinity) < ($1.clearance ?? .infinity) }
  }

  private func report(_ layout: ScreenLayout, focus: String?) -> [PreviewElement] {
    layout.all.map { PreviewElement($0, focus: focus) }
  }

  /// The space between the flow's lowest drawn element outside scroll views and what comes
  /// below it with the keyboard up: the element pinned to the keyboard, else the keyboard, else
  /// the safe area's bottom.
  private func spaceLeft(
    in layout: ScreenLayout, context: ScreenContext, keyboardTop: CGFloat?
  ) -> Double? {
    let flowBottom = layout.visibleLeaves.filter { !$0.isPinned && $0.scrolls.isEmpty }
      .map(\.frame.maxY).max()
    guard let flowBottom else { return nil }
    let floor: CGFloat
    if let pinned = layout.pinned.first(where: { !$0.isHidden && $0.anchor == .keyboard }) {
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
    for pinned in pinnedElements {
      compare(pinned.id, "height", pinned.height)
      compare(pinned.id, "bottom", pinned.bottom)
      compare(pinned.id, "leading", pinned.leading)
      compare(pinned.id, "trailing", pinned.trailing)
      compare(pinned.id, "cornerRadius", pinned.cornerRadius)
      compare(pinned.id, pinned.isHidden)
    }
    return rules
  }

  private func notes(_ step: FieldStep, keyboardTop: CGFloat?, inWindow: Bool) -> [String] {
    let layout = step.layout
    var notes: [String] = []
    if layout.shift.offset > 0 {
      notes.append(
        "the rules left \(step.field) under the keyboard or what rides on it: the screen moves up "
          + "\(PointFormat.points(Double(layout.shift.offset))) (root shift)")
    }
    if let field = layout.element(step.field), let scroll = field.scrolls.last,
      let geometry = layout.scrolls[scroll]
    {
      notes.append(
        "with \(step.field) focused, `\(scroll)` is scrolled "
          + "\(PointFormat.points(Double(geometry.state.contentOffsetY + geometry.state.adjustedInset.top))) "
          + "from its top, its bottom inset grown by "
          + "\(PointFormat.points(Double(geometry.state.keyboardInset)))")
    }
    if layout.keyboard.presentation.isDocked && keyboardTop == nil {
      notes.append(
        inWindow
          ? "the keyboard covers none of the window: the window ends above it"
          : "the keyboard covers none of the screen")
    } else if layout.keyboard.isVisible && keyboardTop == nil {
      notes.append(
        "a \(layout.keyboard.presentation.rawValue) keyboard covers nothing the layout avoids, "
          + "as UIKeyboardLayoutGuide does not follow it by default; the user moves it")
      if let field = layout.element(step.field), !field.isHidden,
        field.frame.intersects(layout.keyboard.frame)
      {
        notes.append("where it is drawn, the keyboard covers \(field.id)")
      }
    }
    return notes
  }
}

extension PreviewFailure {
  /// Whether this failure says what `other` says: the same check, state, elements and message,
  /// whichever field was focused.
  func repeats(_ other: PreviewFailure) -> Bool {
    check == other.check && keyboardShown == other.keyboardShown && elements == other.elements
      && message == other.message
  }
}
