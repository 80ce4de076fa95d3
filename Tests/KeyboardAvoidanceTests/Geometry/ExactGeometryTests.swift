import Foundation
import Testing

@testable import KeyboardAvoidance

/// The hand-written `Hashable` of the value types that store Core Graphics geometry.
///
/// Apple's SDK makes `CGRect`, `CGPoint` and `CGSize` `Hashable` only from iOS 18, so these types
/// write the conformance out. These tests keep each one whole: every stored property takes part, a change to any one of them makes the
/// values unequal, equal values hash alike, and geometry compares exactly as stored.
@Suite("Hand-written Hashable over geometry")
struct ExactGeometryTests {
  /// An iPhone 16's docked keyboard from the device data: 393 × 852 pt screen, 335 pt keyboard.
  static let keyboardFrame = CGRect(x: 0, y: 517, width: 393, height: 335)
  static let screenBounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let screenObject = ScreenStandIn()
  static let screen = KeyboardScreen(screenObject)

  @Test func keyboardEvent() {
    let base = KeyboardEvent(
      kind: .willShow, beginFrame: Self.keyboardFrame.offsetBy(dx: 0, dy: 335),
      endFrame: Self.keyboardFrame, animation: KeyboardAnimation(duration: 0.25, curve: .keyboard),
      isLocal: true, screen: Self.screen)
    var kind = base
    kind.kind = .didShow
    var begin = base
    begin.beginFrame.origin.y -= 1
    var end = base
    end.endFrame.size.height += 0.5
    var animation = base
    animation.animation = KeyboardAnimation(duration: 0.4, curve: .keyboard)
    var local = base
    local.isLocal = false
    var screen = base
    screen.screen = nil
    checkWrittenHashable(
      base, copy: base,
      variants: [
        ("kind", kind), ("beginFrame", begin), ("endFrame", end), ("animation", animation),
        ("isLocal", local), ("screen", screen),
      ])
  }

  @Test func keyboardState() {
    let base = KeyboardState(
      presentation: .docked, frame: Self.keyboardFrame,
      animation: KeyboardAnimation(duration: 0.25, curve: .keyboard), screen: Self.screen)
    var presentation = base
    presentation.presentation = .undocked
    var frame = base
    frame.frame.origin.x = 1
    var animation = base
    animation.animation = .none
    var local = base
    local.isLocal = false
    var screen = base
    screen.screen = nil
    checkWrittenHashable(
      base, copy: base,
      variants: [
        ("presentation", presentation), ("frame", frame), ("animation", animation),
        ("isLocal", local), ("screen", screen),
      ])
  }

  @Test func avoidingView() {
    let base = AvoidingView(frame: Self.screenBounds, safeAreaBottom: 34, screen: Self.screen)
    var frame = base
    frame.frame.size.width = 390
    var safeArea = base
    safeArea.safeAreaBottom = 0
    var screen = base
    screen.screen = nil
    checkWrittenHashable(
      base, copy: base,
      variants: [("frame", frame), ("safeAreaBottom", safeArea), ("screen", screen)])
  }

  @Test func scrollAdjustment() {
    let base = ScrollAdjustment(
      contentInsetBottom: 301, indicatorInsetBottom: 289, contentOffset: CGPoint(x: 0, y: 120),
      keyboardInset: 281, changesAnything: true)
    var content = base
    content.contentInsetBottom = 300
    var indicator = base
    indicator.indicatorInsetBottom = 288
    var offset = base
    offset.contentOffset.x = 1
    var keyboard = base
    keyboard.keyboardInset = 0
    var changes = base
    changes.changesAnything = false
    checkWrittenHashable(
      base, copy: base,
      variants: [
        ("contentInsetBottom", content), ("indicatorInsetBottom", indicator),
        ("contentOffset", offset), ("keyboardInset", keyboard), ("changesAnything", changes),
      ])
  }

  @Test func scrollContainer() {
    let base = ScrollContainer(
      frame: Self.screenBounds, contentSize: CGSize(width: 393, height: 2_000),
      contentOffset: CGPoint(x: 0, y: 200), contentInset: VerticalInsets(bottom: 20),
      adjustedContentInset: VerticalInsets(top: 59, bottom: 54), indicatorInsetBottom: 8,
      keyboardInset: 0, screen: Self.screen)
    var frame = base
    frame.frame.origin.y = 1
    var size = base
    size.contentSize.height = 1_999
    var offset = base
    offset.contentOffset.y = 201
    var inset = base
    inset.contentInset.top = 1
    var adjusted = base
    adjusted.adjustedContentInset.bottom = 55
    var indicator = base
    indicator.indicatorInsetBottom = 9
    var keyboard = base
    keyboard.keyboardInset = 281
    var screen = base
    screen.screen = nil
    checkWrittenHashable(
      base, copy: base,
      variants: [
        ("frame", frame), ("contentSize", size), ("contentOffset", offset),
        ("contentInset", inset), ("adjustedContentInset", adjusted),
        ("indicatorInsetBottom", indicator), ("keyboardInset", keyboard), ("screen", screen),
      ])
  }

  @Test func focusOrder() {
    let fields = [
      CGRect(x: 20, y: 100, width: 160, height: 44), CGRect(x: 200, y: 100, width: 160, height: 44),
    ]
    let base = FocusOrder(fields: fields)
    // rows, order and positions are worked out from the fields and the direction.
    checkWrittenHashable(
      base, copy: FocusOrder(fields: fields, layoutDirection: .leftToRight),
      variants: [
        ("fields", FocusOrder(fields: [fields[0], fields[1].offsetBy(dx: 0, dy: 0.5)])),
        ("layoutDirection", FocusOrder(fields: fields, layoutDirection: .rightToLeft)),
      ],
      derived: ["rows", "order", "positions"])
  }

  @Test func deviceProfile() throws {
    let base = try DeviceCatalog.profile(named: "iPhone 16")
    func with(
      name: String? = nil, identifiers: [String]? = nil, family: DeviceFamily? = nil,
      newestMajorOS: Int? = nil, screenSize: CGSize? = nil, scale: CGFloat? = nil,
      renderedPixels: PixelSize? = nil, panelPixels: PixelSize?? = nil,
      displayZoomScreenSize: CGSize?? = nil, portraitSafeArea: ScreenInsets? = nil,
      landscapeSafeArea: ScreenInsets? = nil, cutout: ScreenCutout? = nil,
      hasHomeIndicator: Bool? = nil, sources: [DeviceDataSource]? = nil,
      sourcedKeyboardHeights: [KeyboardSlot: KeyboardHeightEstimate]? = nil
    ) -> DeviceProfile {
      DeviceProfile(
        name: name ?? base.name, identifiers: identifiers ?? base.identifiers,
        family: family ?? base.family, newestMajorOS: newestMajorOS ?? base.newestMajorOS,
        screenSize: screenSize ?? base.screenSize, scale: scale ?? base.scale,
        renderedPixels: renderedPixels ?? base.renderedPixels,
        panelPixels: panelPixels ?? base.panelPixels,
        displayZoomScreenSize: displayZoomScreenSize ?? base.displayZoomScreenSize,
        portraitSafeArea: portraitSafeArea ?? base.portraitSafeArea,
        landscapeSafeArea: landscapeSafeArea ?? base.landscapeSafeArea,
        cutout: cutout ?? base.cutout, hasHomeIndicator: hasHomeIndicator ?? base.hasHomeIndicator,
        sources: sources ?? base.sources,
        sourcedKeyboardHeights: sourcedKeyboardHeights ?? base.sourcedKeyboardHeights)
    }
    checkWrittenHashable(
      base, copy: with(),
      variants: [
        ("name", with(name: "iPhone 16e")), ("identifiers", with(identifiers: ["iPhone17,4"])),
        ("family", with(family: .iPad)), ("newestMajorOS", with(newestMajorOS: 18)),
        ("screenSize", with(screenSize: CGSize(width: 393, height: 851))),
        ("scale", with(scale: 2)),
        ("renderedPixels", with(renderedPixels: PixelSize(width: 1_179, height: 2_555))),
        ("panelPixels", with(panelPixels: .some(PixelSize(width: 1, height: 1)))),
        ("displayZoomScreenSize", with(displayZoomScreenSize: .some(nil))),
        ("portraitSafeArea", with(portraitSafeArea: base.landscapeSafeArea)),
        ("landscapeSafeArea", with(landscapeSafeArea: base.portraitSafeArea)),
        ("cutout", with(cutout: base.cutout == .notch ? .dynamicIsland : .notch)),
        ("hasHomeIndicator", with(hasHomeIndicator: !base.hasHomeIndicator)),
        ("sources", with(sources: [])),
        ("sourcedKeyboardHeights", with(sourcedKeyboardHeights: [:])),
      ])
  }

  @Test func traceEntry() {
    let base = KeyboardTrace.Entry(
      time: 0.5, kind: .willShow,
      userInfo: [KeyboardUserInfoKey.frameEnd: .rect(Self.keyboardFrame)],
      screen: 0, otherObject: nil, screenBounds: Self.screenBounds,
      windowFrame: Self.screenBounds)
    var time = base
    time.time = 0.6
    var kind = base
    kind.kind = .willHide
    var userInfo = base
    userInfo.userInfo = [:]
    var screen = base
    screen.screen = 1
    var other = base
    other.otherObject = "IQKeyboardManager"
    var bounds = base
    bounds.screenBounds.size = CGSize(width: 852, height: 393)
    var window = base
    window.windowFrame = nil
    checkWrittenHashable(
      base, copy: base,
      variants: [
        ("time", time), ("kind", kind), ("userInfo", userInfo), ("screen", screen),
        ("otherObject", other), ("screenBounds", bounds), ("windowFrame", window),
      ])
  }

  /// Every case of a trace value equals itself, differs from every other case (a 1 is not
  /// `true`, a point is not a size with the same numbers) and from the same case with other
  /// contents.
  @Test func traceValues() {
    let values: [KeyboardTrace.Value] = [
      .rect(Self.keyboardFrame), .point(CGPoint(x: 196.5, y: 684.5)),
      .size(CGSize(width: 196.5, height: 684.5)), .number(1), .bool(true), .string("1"), .null,
      .array([.number(1)]), .dictionary(["a": .number(1)]), .unrepresentable(type: "UIView"),
    ]
    let changed: [KeyboardTrace.Value] = [
      .rect(Self.keyboardFrame.insetBy(dx: 0, dy: 1)), .point(CGPoint(x: 196.5, y: 684)),
      .size(CGSize(width: 196, height: 684.5)), .number(2), .bool(false), .string("2"),
      .array([]), .dictionary([:]), .unrepresentable(type: "UIScreen"),
    ]
    for (index, value) in values.enumerated() {
      #expect(value == value)
      #expect(value.hashValue == value.hashValue)
      for other in values[(index + 1)...] { #expect(value != other, "\(value) vs \(other)") }
    }
    for (value, other) in zip(values.filter { $0 != .null }, changed) {
      #expect(value != other, "\(value) vs \(other)")
      #expect(value.hashValue != other.hashValue, "\(value) vs \(other)")
    }
  }

  /// Geometry compares exactly as stored: a rectangle with a negative size is not the
  /// standardized one (Apple's `CGRect.==` would say it is), while 0 and −0 are the same number.
  @Test func geometryComparesAsStored() {
    let flipped = AvoidingView(frame: CGRect(x: 100, y: 100, width: -100, height: -100))
    let standard = AvoidingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(flipped != standard)
    let zero = AvoidingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let negativeZero = AvoidingView(frame: CGRect(x: -0.0, y: -0.0, width: 100, height: 100))
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
  }

  /// A value equals its copy and hashes alike; changing any one stored property makes it unequal
  /// and hash otherwise; and the variants name every stored property but those `derived` from
  /// others, so a property added later without joining `==` fails here.
  private func checkWrittenHashable<Value: Hashable>(
    _ base: Value, copy: Value, variants: [(property: String, value: Value)],
    derived: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let stored = Set(Mirror(reflecting: base).children.compactMap(\.label))
    #expect(
      stored.subtracting(derived) == Set(variants.map(\.property)), sourceLocation: sourceLocation)
    #expect(base == copy, sourceLocation: sourceLocation)
    #expect(base.hashValue == copy.hashValue, sourceLocation: sourceLocation)
    for (property, value) in variants {
      #expect(value != base, "changing \(property)", sourceLocation: sourceLocation)
      #expect(
        value.hashValue != base.hashValue, "changing \(property)", sourceLocation: sourceLocation)
    }
  }
}

/// An object a keyboard screen can stand for, alive for the whole test run.
final class ScreenStandIn: Sendable {}
