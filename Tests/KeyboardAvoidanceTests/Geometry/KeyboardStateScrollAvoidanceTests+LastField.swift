import Foundation
import KeyboardAvoidance
import Testing

/// The last fields of a form get their distance too: the bottom insets grow past the content as
/// far as the keyboard needs, and no further. Expected values are worked out by hand.
extension KeyboardStateScrollAvoidanceTests {
  /// A six-field form on the iPhone SE (3rd generation), keyboard top at 407.
  ///
  /// A full-screen scroll view (top inset 20)
  /// holding a 200 pt header, then six 44 pt fields 16 pt apart (field `i` at 200 + 60 i in the
  /// content), then 20 pt of padding: content 564 pt, which does not scroll at rest
  /// (564 + 20 < 667). IQKeyboardManager #1365 reports this form (fields in a stack view in a
  /// scroll view, iPhone SE, a 50 pt distance) losing its distance on the last fields.
  static let formSE = ScrollContainer(
    frame: ScrollFixtures.iPhoneSE, contentSize: CGSize(width: 375, height: 564),
    contentOffset: CGPoint(x: 0, y: -20), contentInset: VerticalInsets(top: 20))

  /// Field `index` (0 to 5) on screen, with the form scrolled to `offset`.
  static func fieldSE(_ index: Int, offset: CGFloat) -> CGRect {
    CGRect(x: 16, y: 200 + 60 * CGFloat(index) - offset, width: 343, height: 44)
  }

  @Test(
    "each field of a form ends 50 pt above the keyboard, the last one included",
    arguments: [
      // (field, the offset that leaves it 50 pt above 407, the keyboard's part of the inset)
      // Field 2 at 340…384 (offset −20): 384 + 50 − 407 = 27 → −20 + 27 = 7.
      (2, CGFloat(7), CGFloat(260)),
      // Field 3: 67. Field 4: 127.
      (3, 67, 260), (4, 127, 260),
      // Field 5 at 520…564: 564 + 50 − 407 = 207 → 187, past the content's end
      // 564 + 260 − 667 = 157 by 30: the inset grows by 30 (the 50 pt distance less the 20 pt
      // padding). Under the old rule the offset stopped at 157 and the field ended 20 pt above.
      (5, 187, 290),
    ])
  func lastFieldOfAForm(field: Int, offset: CGFloat, keyboardInset: CGFloat) {
    let adjustment = ScrollFixtures.keyboardSE.scrollAdjustment(
      for: Self.formSE, revealing: Self.fieldSE(field, offset: -20), distance: 50)
    #expect(adjustment.contentOffset.y == offset)
    #expect(adjustment.keyboardInset == keyboardInset)
    #expect(adjustment.contentInsetBottom == keyboardInset)
    #expect(Self.fieldSE(field, offset: offset).maxY == 357)  // 407 − 50
  }

  @Test("walking next and previous through the form keeps every distance and never drifts")
  func walkWithoutDrift() {
    var form = Self.formSE
    var offsets: [Int: [CGFloat]] = [:]
    var insets: [Int: [CGFloat]] = [:]
    for field in [0, 1, 2, 3, 4, 5, 4, 3, 2, 3, 4, 5, 5, 0, 5] {
      let adjustment = ScrollFixtures.keyboardSE.scrollAdjustment(
        for: form, revealing: Self.fieldSE(field, offset: form.contentOffset.y), distance: 50)
      form = ScrollFixtures.applying(adjustment, to: form)
      let frame = Self.fieldSE(field, offset: form.contentOffset.y)
      // Each field ends at least 50 pt above the keyboard, and below the visible top (20).
      #expect(frame.maxY <= 407 - 50, "field \(field) ends \(407 - frame.maxY) pt above")
      #expect(frame.minY >= 20, "field \(field) at \(frame)")
      offsets[field, default: []].append(form.contentOffset.y)
      insets[field, default: []].append(form.keyboardInset)
    }
    // The last field, each of its four visits: offset 187, the keyboard's 260 plus 30 of room.
    #expect(offsets[5] == [187, 187, 187, 187])
    #expect(insets[5] == [290, 290, 290, 290])
    // Back from the last field to field 4 (253…297 on screen, 110 pt above the keyboard) the
    // keyboard needs no room: the content goes back within its own range, to its end 157.
    #expect(offsets[4] == [127, 157, 157])
    #expect(insets[4] == [260, 260, 260])
    // The first field (13…57 with the form at 187, above the visible top 20) needs none either.
    #expect(offsets[0] == [-20, 157])
    #expect(insets[0] == [260, 260])
  }

  @Test("a table's last row in an iPad form sheet ends 10 pt above the keyboard, not 4")
  func formSheetTable() {
    // iPad Pro (10.5-inch) in landscape, 1112 × 834, keyboard 442 pt tall (top at 392). A
    // 540 × 620 form sheet centred at y = 107…727; its table fills it: ten 44 pt rows, 440 pt,
    // each row's field inset 4 pt top and bottom. The keyboard covers 727 − 392 = 335 of it.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 392, width: 1_112, height: 442))
    let table = ScrollContainer(
      frame: CGRect(x: 286, y: 107, width: 540, height: 620),
      contentSize: CGSize(width: 540, height: 440))
    // The last row's field at 400…436 in the content, 507…543 on screen: 543 + 10 − 392 = 161,
    // past the content's end 440 + 335 − 620 = 155 by 6. Under the old rule the field ended
    // 543 − 155 = 388, 4 pt above the keyboard.
    let adjustment = keyboard.scrollAdjustment(
      for: table, revealing: CGRect(x: 302, y: 507, width: 508, height: 36))
    #expect(adjustment.contentOffset.y == 161)
    #expect(adjustment.keyboardInset == 341)
    #expect(543 - adjustment.contentOffset.y == 382)  // 392 − 10
  }

  @Test("a scroll view the keyboard does not reach makes no room, however close its field")
  func noRoomWithoutTheKeyboard() {
    // The SE form in a Stage Manager-like window ending 100 pt above the keyboard (frame
    // 0…307): the last field's content end is the window's business, not the keyboard's.
    var form = Self.formSE
    form.frame = CGRect(x: 0, y: 0, width: 375, height: 307)
    let adjustment = ScrollFixtures.keyboardSE.scrollAdjustment(
      for: form, revealing: Self.fieldSE(5, offset: 257 - 20), distance: 10)
    #expect(adjustment.keyboardInset == 0)
  }
}
