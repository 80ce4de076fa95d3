import Foundation

extension KeyboardState {
  /// The insets and the content offset that show a focused field above the keyboard in a scroll
  /// view, or that put the scroll view back once the keyboard is gone.
  ///
  /// **Insets.** The keyboard covers ``coveredHeight(of:on:followsUndockedKeyboard:)`` of the
  /// scroll view's frame, never `frame.height`, so hardware keyboard bars, form sheets and
  /// windows that end above the keyboard come out right. The adjusted bottom inset becomes the
  /// larger of the resting one (safe area, tab bar, the app's own inset) and the covered height:
  /// the keyboard's part tops the resting inset up, it is never added on top of it. The content
  /// inset and the scroll indicator's inset grow by that same top-up, so whatever relation the
  /// app kept between them (UIKit's automatic safe-area adjustment included) holds.
  ///
  /// **Offset.** The visible part of the scroll view lies between its top inset and its new
  /// bottom inset. The focused rectangle must end `distance` points above the visible bottom:
  /// below it, the content scrolls up by the smallest amount that achieves this; above the
  /// visible top, it scrolls down until the rectangle's top shows. The rectangle's top never
  /// scrolls out of view, so a rectangle too tall for the visible part ends with its top at the
  /// visible top; for a tall text view pass `caret`, and the caret's rectangle is revealed
  /// instead. The offset is then clamped to the content: from minus the top inset to the
  /// content's height plus the bottom inset minus the frame's height.
  ///
  /// **Room below the last field.** The content may end too close below a field to scroll it
  /// `distance` above the keyboard: the last field of a form with 20 pt of padding under it
  /// could end only 20 pt above the keyboard. While the keyboard is avoided, the bottom insets
  /// then grow past what the keyboard covers by exactly the room the offset needs beyond the
  /// content, and no further, so every field gets its distance, the last one included. The extra
  /// room is worked out afresh for the focused rectangle each time, from where it is and where
  /// the keyboard is, so walking back and forth through the fields never makes it drift: a field
  /// higher up needs none, and the content goes back within its own range, as it does when the
  /// keyboard leaves.
  ///
  /// **What rides on the keyboard.** A button or an input bar pinned to the keyboard's top edge
  /// covers the scroll view as the keyboard does. Pass its height plus the spacing under it as
  /// `pinnedAboveKeyboard`: the insets then cover it too, so the last field can scroll up above
  /// it, and the focused rectangle ends `distance` points above its top. It counts only while
  /// the keyboard is avoided; at rest the pinned view is part of the app's own layout (give the
  /// scroll view a content inset for it).
  ///
  /// **Hiding.** When the keyboard avoids nothing (hidden, on another screen, or undocked while
  /// undocked keyboards are not followed), the resting insets come back and the offset is only
  /// clamped into the smaller range: the content does not jump back to where it was before the
  /// keyboard unless it has to.
  ///
  /// ```swift
  /// // iPhone SE (3rd generation), 260 pt keyboard docked at y = 407. A full-screen form
  /// // scrolled to its top; the focused field is at y = 500…544 on screen.
  /// let form = ScrollContainer(
  ///   frame: CGRect(x: 0, y: 0, width: 375, height: 667),
  ///   contentSize: CGSize(width: 375, height: 1_000),
  ///   contentOffset: CGPoint(x: 0, y: -20),
  ///   adjustedContentInset: VerticalInsets(top: 20))
  /// let shown = keyboard.scrollAdjustment(
  ///   for: form, revealing: CGRect(x: 16, y: 500, width: 343, height: 44))
  /// shown.contentInsetBottom  // 260
  /// shown.contentOffset.y  // 127: the field ends 10 pt above the keyboard
  /// // A 50 pt button rides 8 pt above the keyboard: 58 pt more inset, 58 pt more scroll.
  /// let clear = keyboard.scrollAdjustment(
  ///   for: form, revealing: CGRect(x: 16, y: 500, width: 343, height: 44),
  ///   pinnedAboveKeyboard: 58)
  /// clear.contentInsetBottom  // 318
  /// clear.contentOffset.y  // 185
  /// ```
  ///
  /// - Parameters:
  ///   - container: The scroll view as it is now, in screen coordinates.
  ///   - focusedRect: The focused field's frame in screen coordinates, as it is now. A rectangle
  ///     that is not finite is not revealed; the insets are still adjusted.
  ///   - caret: The caret's rectangle in screen coordinates, for a text view that may be taller
  ///     than the visible part; revealed instead of `focusedRect` when `focusedRect` plus
  ///     `distance` does not fit.
  ///   - distance: The space to keep between the rectangle and the visible bottom; 10 by default,
  ///     as IQKeyboardManager keeps. Negative and non-finite distances count as 0.
  ///   - pinnedAboveKeyboard: The height of what is pinned on the keyboard's top edge and rides
  ///     with it (a button's height plus its spacing, an input bar's height); 0 by default.
  ///     Negative and non-finite heights count as 0.
  ///   - followsUndockedKeyboard: Whether undocked, split and floating keyboards are avoided.
  /// - Returns: The insets and offset to set; unchanged values when the container's numbers are
  ///   not finite.
  public func scrollAdjustment(
    for container: ScrollContainer,
    revealing focusedRect: CGRect,
    caret: CGRect? = nil,
    distance: CGFloat = 10,
    pinnedAboveKeyboard: CGFloat = 0,
    followsUndockedKeyboard: Bool = false
  ) -> ScrollAdjustment {
    raised(by: pinnedAboveKeyboard).scrollStep(
      for: container,
      revealing: VerticalBand(focusedRect),
      caret: VerticalBand(caret),
      distance: distance,
      followsUndockedKeyboard: followsUndockedKeyboard,
      within: nil
    ).adjustment
  }

  /// One scroll view's adjustment, and the band of the screen where its content is visible
  /// afterwards (clipped to `outer`, the visible band of the scroll view around it).
  func scrollStep(
    for container: ScrollContainer,
    revealing target: VerticalBand?,
    caret: VerticalBand?,
    distance: CGFloat,
    followsUndockedKeyboard: Bool,
    within outer: VerticalBand?
  ) -> (adjustment: ScrollAdjustment, visible: VerticalBand?) {
    guard container.isMeasurable else { return (.unchanged(container), nil) }
    let avoids = avoids(on: container.screen, followsUndockedKeyboard: followsUndockedKeyboard)
    let covered =
      avoids
      ? coveredHeight(
        of: container.frame, on: container.screen,
        followsUndockedKeyboard: followsUndockedKeyboard)
      : 0
    let restingBottom = container.restingAdjustedInsetBottom
    var keyboardInset = max(covered - restingBottom, 0)
    // Grow each inset by the change of the keyboard's part rather than rebuilding it from the
    // resting value, so a repeated call returns the current insets bit for bit.
    var growth = keyboardInset - container.addedInset
    var adjustedBottom = container.adjustedContentInset.bottom + growth
    let frame = container.frame
    let top = container.adjustedContentInset.top
    var visible = VerticalBand(top: frame.minY + top, bottom: frame.maxY - adjustedBottom)
    if let outer { visible = visible.clipped(to: outer) }

    var offsetY = container.contentOffset.y
    // The offset at which the revealed rectangle ends `distance` above the keyboard's top: the
    // most the keyboard asks of the content, whatever the scroll view's own edges ask.
    var keyboardNeed = -CGFloat.infinity
    if avoids, let target {
      let space = distance.isFinite ? max(distance, 0) : 0
      let tooTall = target.height + space > visible.height
      let shown = tooTall ? (caret ?? target) : target
      offsetY += visible.scrollDistance(revealing: shown, distance: space)
      if self.frame.isFiniteAndStandard {
        keyboardNeed = container.contentOffset.y + shown.bottom + space - self.frame.minY
      }
    }
    var highest = container.highestContentOffsetY(adjustedInsetBottom: adjustedBottom)
    // Room past the content for a field near its end: when the keyboard asks for an offset
    // beyond the highest one, the insets grow until the content's end allows exactly that
    // offset, and only while the keyboard is avoided.
    let wanted = min(offsetY, keyboardNeed)
    let contentEnd = container.contentSize.height + adjustedBottom - frame.height
    let room = wanted > highest ? wanted - contentEnd : 0
    highest = max(highest, wanted)
    keyboardInset += room
    growth += room
    adjustedBottom += room
    offsetY = min(max(offsetY, -top), highest)

    let offset = CGPoint(x: container.contentOffset.x, y: offsetY)
    let adjustment = ScrollAdjustment(
      // Something else may have rewritten the insets while the keyboard was up (a table view
      // controller, the app): taking back what was added never makes an inset negative.
      contentInsetBottom: Self.removing(growth, from: container.contentInset.bottom),
      indicatorInsetBottom: Self.removing(growth, from: container.indicatorInsetBottom),
      contentOffset: offset,
      keyboardInset: keyboardInset,
      changesAnything: growth != 0 || offset != container.contentOffset
        || keyboardInset != container.keyboardInset
    )
    return (adjustment, visible)
  }

  /// `inset + growth`, but a shrinking inset stops at 0 unless it was already below 0.
  static func removing(_ growth: CGFloat, from inset: CGFloat) -> CGFloat {
    max(inset + growth, min(inset, 0))
  }

  /// Whether this keyboard is one to keep content away from, for content on `screen`.
  func avoids(on screen: KeyboardScreen?, followsUndockedKeyboard: Bool) -> Bool {
    guard isVisible, followsUndockedKeyboard || presentation.isDocked else { return false }
    if let screen, let keyboardScreen = self.screen, screen != keyboardScreen { return false }
    return true
  }
}
