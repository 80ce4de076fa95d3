import Foundation

extension KeyboardState {
  /// The adjustments that show a focused field above the keyboard through scroll views nested in
  /// one another, outermost first, each absorbing what it can.
  ///
  /// Each scroll view is adjusted as ``scrollAdjustment(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``
  /// describes, from the outermost in, with three differences:
  /// - a scroll view sees the frames the outer ones leave it: when an outer one scrolls by some
  ///   distance, every scroll view inside it and the focused rectangle move up by that distance;
  /// - a scroll view reveals the focused rectangle only as far as the next scroll view in shows
  ///   it: the rectangle is pressed into that scroll view's frame, so an outer scroll view never
  ///   scrolls past an inner one's edge, and the inner one scrolls the rest;
  /// - a scroll view's visible part is clipped to the visible part of the one around it.
  ///
  /// What is pinned on the keyboard's top edge (`pinnedAboveKeyboard`) covers every scroll view
  /// as the keyboard does.
  ///
  /// The result has one adjustment per scroll view, in the same order; an empty array gives an
  /// empty result.
  ///
  /// ```swift
  /// // iPhone SE (3rd generation), 260 pt keyboard. A page scroll view (content 1 000 pt) holds,
  /// // 500 pt down its content, a 150 pt tall list; the focused row is 120 pt down the list.
  /// let page = ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 375, height: 667),
  ///   contentSize: CGSize(width: 375, height: 1_000))
  /// let list = ScrollContainer(
  ///   frame: CGRect(x: 0, y: 500, width: 375, height: 150),
  ///   contentSize: CGSize(width: 375, height: 600))
  /// let adjustments = keyboard.scrollAdjustments(
  ///   for: [page, list], revealing: CGRect(x: 0, y: 620, width: 375, height: 44))
  /// adjustments[0].contentOffset.y  // 253: the list's bottom edge ends 10 pt above the keyboard
  /// adjustments[1].contentOffset.y  // 24: the row ends 10 pt above the list's bottom edge
  /// ```
  ///
  /// - Parameters:
  ///   - containers: The scroll views from the outermost in, as they are now, in screen
  ///     coordinates.
  ///   - focusedRect: The focused field's frame in screen coordinates, as it is now.
  ///   - caret: The caret's rectangle in screen coordinates, for a tall text view.
  ///   - distance: The space to keep between the rectangle and the visible bottom; 10 by default.
  ///   - pinnedAboveKeyboard: The height of what is pinned on the keyboard's top edge and rides
  ///     with it (a button's height plus its spacing, an input bar's height); 0 by default.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards are avoided.
  /// - Returns: One adjustment per scroll view, outermost first.
  /// - Complexity: O(*n*) for *n* scroll views.
  public func scrollAdjustments(
    for containers: [ScrollContainer],
    revealing focusedRect: CGRect,
    caret: CGRect? = nil,
    distance: CGFloat = 10,
    pinnedAboveKeyboard: CGFloat = 0,
    followsUndockedKeyboard: Bool = false
  ) -> [ScrollAdjustment] {
    let keyboard = raised(by: pinnedAboveKeyboard)
    var adjustments: [ScrollAdjustment] = []
    adjustments.reserveCapacity(containers.count)
    var scrolled: CGFloat = 0
    var outer: VerticalBand?
    for (index, original) in containers.enumerated() {
      var container = original
      container.frame.origin.y -= scrolled
      var target = VerticalBand(focusedRect)?.moved(by: -scrolled)
      var caretBand = VerticalBand(caret)?.moved(by: -scrolled)
      if index + 1 < containers.count, let inner = VerticalBand(containers[index + 1].frame) {
        let innerNow = inner.moved(by: -scrolled)
        target = target?.pressed(into: innerNow)
        caretBand = caretBand?.pressed(into: innerNow)
      }
      let step = keyboard.scrollStep(
        for: container,
        revealing: target,
        caret: caretBand,
        distance: distance,
        followsUndockedKeyboard: followsUndockedKeyboard,
        within: outer
      )
      adjustments.append(step.adjustment)
      scrolled += step.adjustment.contentOffset.y - original.contentOffset.y
      outer = step.visible ?? outer
    }
    return adjustments
  }
}
