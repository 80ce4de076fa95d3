import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// Moving a whole screen up when nothing scrolls.
///
/// Devices from ``ScrollFixtures`` (DPS): iPhone
/// SE (3rd) keyboard top 407 with the status bar's guide at 20; iPhone 16 keyboard top 517 with
/// the Dynamic Island's guide at 59.
@Suite("Root shift")
struct KeyboardStateRootShiftTests {
  typealias F = ScrollFixtures

  @Test(
    "hand-worked shifts",
    arguments: [
      // Covered 260, 667 − 464 = 203 below the field: 260 − 203 + 10 = 67.
      ("SE, field under the keyboard", F.keyboardSE, F.iPhoneSE, 420, 44, 20, 67, 0),
      // 260 − (667 − 344) + 10 = −53: already clear.
      ("SE, field above the keyboard", F.keyboardSE, F.iPhoneSE, 300, 44, 20, 0, 0),
      // 400 + 10 − 407 = 3.
      ("SE, field 7 pt above the keyboard", F.keyboardSE, F.iPhoneSE, 356, 44, 20, 3, 0),
      // A 500 pt text view: 600 + 10 − 407 = 203 wanted, its top 100 may rise only to 20: 80.
      ("SE, tall field stops at the top guide", F.keyboardSE, F.iPhoneSE, 100, 500, 20, 80, 123),
      // Covered 335, 852 − 744 = 108 below: 335 − 108 + 10 = 237; room 700 − 59 = 641.
      ("16, field under the keyboard", F.keyboard16, F.iPhone16, 700, 44, 59, 237, 0),
      // The field's top is already above the guide: no room at all.
      ("16, field above the guide", F.keyboard16, F.iPhone16, 40, 800, 59, 0, 333),
      ("16, keyboard hidden", KeyboardState.hidden, F.iPhone16, 700, 44, 59, 0, 0),
    ] as [(String, KeyboardState, CGRect, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
  func handWorked(
    name: String, keyboard: KeyboardState, screen: CGRect, fieldTop: CGFloat, fieldHeight: CGFloat,
    topGuide: CGFloat, offset: CGFloat, shortfall: CGFloat
  ) {
    let field = CGRect(x: 16, y: fieldTop, width: 300, height: fieldHeight)
    let shift = keyboard.rootShift(
      for: AvoidingView(frame: screen), revealing: field, topGuide: topGuide)
    #expect(shift == RootShift(offset: offset, shortfall: shortfall), "\(name)")
    #expect(shift.revealsField == (shortfall == 0), "\(name)")
  }

  @Test func containerEndingAboveTheKeyboardBottom() {
    // A container ending 100 pt above the screen's bottom (752): covered 752 − 517 = 235, 8 pt
    // below the field: 235 − 8 + 10 = 237, the same as measuring from the keyboard's top
    // (744 + 10 − 517).
    let sheet = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 752))
    let field = CGRect(x: 16, y: 700, width: 361, height: 44)
    #expect(F.keyboard16.rootShift(for: sheet, revealing: field, topGuide: 59).offset == 237)
  }

  @Test func topGuideDefaultsToTheContainersTop() {
    // A 500 pt field at 100…600 under the SE's keyboard: 203 wanted, 100 of room to y = 0.
    let root = AvoidingView(frame: F.iPhoneSE)
    let field = CGRect(x: 16, y: 100, width: 343, height: 500)
    #expect(
      F.keyboardSE.rootShift(for: root, revealing: field) == RootShift(offset: 100, shortfall: 103))
  }

  @Test func undockedKeyboardsOnlyWhenFollowed() {
    // iPad (A16) with an undocked keyboard at 500: 644 + 10 − 500 = 154 when followed.
    let undocked = KeyboardState(
      presentation: .undocked, frame: CGRect(x: 0, y: 500, width: 820, height: 337))
    let root = AvoidingView(frame: F.iPadA16)
    let field = CGRect(x: 40, y: 600, width: 740, height: 44)
    #expect(undocked.rootShift(for: root, revealing: field, topGuide: 24) == .none)
    #expect(
      undocked.rootShift(
        for: root, revealing: field, topGuide: 24, followsUndockedKeyboard: true
      ).offset == 154)
  }

  @Test func distanceAndBadInput() {
    let root = AvoidingView(frame: F.iPhoneSE)
    let field = CGRect(x: 16, y: 420, width: 343, height: 44)
    // 464 + 30 − 407 = 87; a negative or NaN distance counts as 0: 464 − 407 = 57.
    #expect(F.keyboardSE.rootShift(for: root, revealing: field, distance: 30).offset == 87)
    #expect(F.keyboardSE.rootShift(for: root, revealing: field, distance: -9).offset == 57)
    #expect(F.keyboardSE.rootShift(for: root, revealing: field, distance: .nan).offset == 57)
    let nanField = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    #expect(F.keyboardSE.rootShift(for: root, revealing: nanField) == .none)
    #expect(F.keyboardSE.rootShift(for: root, revealing: field, topGuide: .infinity) == .none)
  }

  @Test(
    "random fields end above the keyboard or at the top guide",
    arguments: [UInt64(0x2007_0001), 0x2007_0002])
  func randomFields(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<3_000 {
      let device = DeviceFrames.random(using: &generator)
      let (screen, keyboard) = device.dockedPortrait
      let keyboardTop = screen.maxY - device.keyboardPortrait
      let guide = CGFloat(Int.random(in: 0...70, using: &generator))
      let height = CGFloat(Int.random(in: 1...Int(screen.height) / 2, using: &generator))
      let top = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &generator))
      let distance = CGFloat(Int.random(in: 0...30, using: &generator))
      let field = CGRect(x: 0, y: top, width: 100, height: height)
      let place = "seed \(seed) #\(index)"
      let shift = keyboard.rootShift(
        for: AvoidingView(frame: screen), revealing: field, topGuide: guide, distance: distance)
      #expect(shift.offset >= 0, "\(place)")
      let movedTop = field.minY - shift.offset
      let movedBottom = field.maxY - shift.offset
      if shift.revealsField {
        #expect(movedBottom + distance <= keyboardTop || shift.offset == 0, "\(place)")
        // Never more than needed: either no move, or the field ends exactly the distance above.
        #expect(shift.offset == 0 || movedBottom + distance == keyboardTop, "\(place)")
      } else {
        #expect(movedTop == guide || (shift.offset == 0 && field.minY <= guide), "\(place)")
        #expect(movedBottom + distance - shift.shortfall == keyboardTop, "\(place)")
      }
    }
  }

  @Test(
    "what rides on the keyboard is cleared too",
    arguments: [
      // Keyboard top 407, a 50 pt button 8 pt above it: the band starts at 349. Covered 318,
      // 667 − 464 = 203 below the field: 318 − 203 + 10 = 125; the field ends at 339.
      ("SE, button with spacing 8", F.keyboardSE, F.iPhoneSE, 420, 44, 20, 58, 125, 0),
      // Keyboard top 517, a 50 pt button 16 pt above it: band at 451. Covered 401, 852 − 644 =
      // 208 below: 401 − 208 + 10 = 203; the field ends at 441.
      ("16, button with spacing 16", F.keyboard16, F.iPhone16, 600, 44, 59, 66, 203, 0),
      // A 340 pt text view at 60…400 under the SE's band at 349: 318 − 267 + 10 = 61 wanted,
      // 40 of room above it to the guide: 40, 21 short.
      ("SE, tall field stops at the guide", F.keyboardSE, F.iPhoneSE, 60, 340, 20, 58, 40, 21),
      // Already 10 pt above the band (339): no move, where the keyboard alone asked for none.
      ("SE, field just clear of the button", F.keyboardSE, F.iPhoneSE, 295, 44, 20, 58, 0, 0),
      // A hidden keyboard carries nothing.
      ("16, keyboard hidden", KeyboardState.hidden, F.iPhone16, 600, 44, 59, 66, 0, 0),
      // Negative and NaN heights count as 0: the 67 of the first hand-worked case.
      ("SE, negative height", F.keyboardSE, F.iPhoneSE, 420, 44, 20, -58, 67, 0),
      ("SE, NaN height", F.keyboardSE, F.iPhoneSE, 420, 44, 20, .nan, 67, 0),
    ] as [(String, KeyboardState, CGRect, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
  func pinnedAboveKeyboard(
    name: String, keyboard: KeyboardState, screen: CGRect, fieldTop: CGFloat, fieldHeight: CGFloat,
    topGuide: CGFloat, pinned: CGFloat, offset: CGFloat, shortfall: CGFloat
  ) {
    let field = CGRect(x: 16, y: fieldTop, width: 300, height: fieldHeight)
    let shift = keyboard.rootShift(
      for: AvoidingView(frame: screen), revealing: field, topGuide: topGuide,
      pinnedAboveKeyboard: pinned)
    #expect(shift == RootShift(offset: offset, shortfall: shortfall), "\(name)")
  }

  @Test func aBarOverAContainerTheKeyboardMisses() {
    // A sheet ending at 500, 17 pt above the iPhone 16's keyboard (517): the keyboard covers
    // none of it, a 66 pt band on the keyboard covers 500 − 451 = 49. The field at 430…474, 26
    // pt above the sheet's bottom: 49 − 26 + 10 = 33, and it ends at 441 = 451 − 10.
    let sheet = AvoidingView(frame: CGRect(x: 0, y: 0, width: 393, height: 500))
    let field = CGRect(x: 16, y: 430, width: 361, height: 44)
    #expect(F.keyboard16.rootShift(for: sheet, revealing: field, topGuide: 59) == .none)
    #expect(
      F.keyboard16.rootShift(
        for: sheet, revealing: field, topGuide: 59, pinnedAboveKeyboard: 66
      ).offset == 33)
  }

  @Test(
    "random fields end above what rides on the keyboard, or at the top guide",
    arguments: [UInt64(0x2019_0001), 0x2019_0002])
  func randomFieldsWithPinnedViews(seed: UInt64) {
    var check = PropertyCheck(seed: seed)
    for index in 0..<3_000 {
      let device = DeviceFrames.random(using: &check.generator)
      let (screen, keyboard) = device.dockedPortrait
      let pinned = CGFloat(Int.random(in: 0...120, using: &check.generator))
      // The band's top, worked out from the keyboard's height alone.
      let line = screen.maxY - device.keyboardPortrait - pinned
      let guide = CGFloat(Int.random(in: 0...70, using: &check.generator))
      let height = CGFloat(Int.random(in: 1...Int(screen.height) / 2, using: &check.generator))
      let top = CGFloat(Int.random(in: 0...Int(screen.height - height), using: &check.generator))
      let distance = CGFloat(Int.random(in: 0...30, using: &check.generator))
      let field = CGRect(x: 0, y: top, width: 100, height: height)
      let shift = keyboard.rootShift(
        for: AvoidingView(frame: screen), revealing: field, topGuide: guide, distance: distance,
        pinnedAboveKeyboard: pinned)
      let place = "\(device.name) #\(index): field \(field), pinned \(pinned), guide \(guide)"
      let movedBottom = field.maxY - shift.offset
      check.expect(shift.offset >= 0, "\(place): negative shift")
      if field.maxY + distance <= line {
        check.expect(shift == .none, "\(place): moved a field already clear")
      } else if shift.revealsField {
        check.expect(movedBottom + distance == line, "\(place): not just clear of the band")
      } else {
        check.expect(
          field.minY - shift.offset == guide || (shift.offset == 0 && field.minY <= guide),
          "\(place): stopped short of the guide")
        check.expect(
          movedBottom + distance - shift.shortfall == line, "\(place): wrong shortfall")
      }
    }
    #expect(check.checked > 0)
  }

  @Test("a window whose bottom stops just above the keyboard still moves its field clear")
  func windowJustAboveTheKeyboard() {
    // iPad Air 13-inch (M2), keyboard top at 963. A Stage Manager window at 100…959, 4 pt above
    // the keyboard; a field 2 pt above the window's bottom (913…957) needs
    // 957 + 10 − 963 = 4 pt of shift for 10 pt of distance. The old rule, which moved only
    // windows the keyboard covered, left it 6 pt above the keyboard.
    let keyboard = KeyboardState(
      presentation: .docked, frame: CGRect(x: 0, y: 963, width: 1_024, height: 403))
    let window = AvoidingView(frame: CGRect(x: 100, y: 100, width: 700, height: 859))
    let field = CGRect(x: 120, y: 913, width: 300, height: 44)
    #expect(keyboard.rootShift(for: window, revealing: field).offset == 4)
    // 20 pt above the keyboard: already clear.
    let higher = AvoidingView(frame: CGRect(x: 100, y: 84, width: 700, height: 859))
    #expect(
      keyboard.rootShift(for: higher, revealing: field.offsetBy(dx: 0, dy: -16)) == .none)
  }
}
