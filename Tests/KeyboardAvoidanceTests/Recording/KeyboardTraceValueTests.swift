import Foundation
import KeyboardAvoidance
import Testing

/// Values are kept as posted, and posted again as UIKit posts them.
@Suite("KeyboardTrace.Value")
struct KeyboardTraceValueTests {
  static let frame = CGRect(x: 0, y: 517, width: 393, height: 335)

  /// What UIKit and hand-written code put in `userInfo`, and what the trace keeps of it.
  @Test func postedValuesAreKeptAsWhatTheyAre() {
    #expect(KeyboardTrace.Value(posted: NSValueBox.box(Self.frame)) == .rect(Self.frame))
    #expect(KeyboardTrace.Value(posted: Self.frame) == .rect(Self.frame))
    #expect(
      KeyboardTrace.Value(posted: NSValueBox.box(CGPoint(x: 196.5, y: 684.5)))
        == .point(CGPoint(x: 196.5, y: 684.5)))
    #expect(KeyboardTrace.Value(posted: NSNumber(value: 7)) == .number(7))
    #expect(KeyboardTrace.Value(posted: NSNumber(value: 0.25)) == .number(0.25))
    #expect(KeyboardTrace.Value(posted: NSNumber(value: true)) == .bool(true))
    #expect(KeyboardTrace.Value(posted: NSNumber(value: false)) == .bool(false))
    #expect(KeyboardTrace.Value(posted: true) == .bool(true))
    #expect(KeyboardTrace.Value(posted: 7) == .number(7))
    #expect(KeyboardTrace.Value(posted: "text") == .string("text"))
    #expect(KeyboardTrace.Value(posted: NSNull()) == .null)
    #expect(KeyboardTrace.Value(posted: [1, 2]) == .array([.number(1), .number(2)]))
    #expect(
      KeyboardTrace.Value(posted: ["a": NSNumber(value: 1)] as [String: Any])
        == .dictionary(["a": .number(1)]))
  }

  /// A number that happens to be 0 or 1 is still a number: only Boolean numbers become flags.
  @Test func numbersThatLookLikeFlagsStayNumbers() {
    #expect(KeyboardTrace.Value(posted: NSNumber(value: 1)) == .number(1))
    #expect(KeyboardTrace.Value(posted: NSNumber(value: 0)) == .number(0))
  }

  /// An object JSON cannot hold is kept as its type's name, never as its contents.
  @Test func otherObjectsKeepOnlyTheirTypeName() {
    #expect(KeyboardTrace.Value(posted: NSObject()) == .unrepresentable(type: "NSObject"))
    #expect(
      KeyboardTrace.Value(posted: [NSNumber(value: 1): "one"] as [AnyHashable: Any])
        == .unrepresentable(type: "Dictionary<AnyHashable, Any>"))
  }

  /// Posting a value and keeping it again gives the same value, for every kind but the
  /// stand-in of an object that could not be kept.
  @Test(arguments: [
    KeyboardTrace.Value.rect(frame), .point(CGPoint(x: 1, y: 2)),
    .size(CGSize(width: 3, height: 4)),
    .number(7), .number(0.25), .number(-1e300), .bool(true), .string("s"), .null,
    .array([.rect(frame), .bool(false)]), .dictionary(["k": .size(.zero)]),
  ])
  func aPostedValueIsKeptAsItself(_ value: KeyboardTrace.Value) {
    #expect(KeyboardTrace.Value(posted: value.postedValue) == value)
  }

  @Test func anUnrepresentableValueIsPostedAsAStandIn() {
    let standIn = KeyboardTrace.Value.unrepresentable(type: "UIView").postedValue
    #expect(String(describing: standIn) == "<UIView, not recorded>")
  }

  /// Whole numbers go out as integers, as UIKit posts the curve; others as doubles.
  @Test func wholeNumbersArePostedAsIntegers() throws {
    let curve = try #require(KeyboardTrace.Value.number(7).postedValue as? NSNumber)
    #expect(curve.intValue == 7 && curve.doubleValue == 7)
    let duration = try #require(KeyboardTrace.Value.number(0.25).postedValue as? NSNumber)
    #expect(duration.doubleValue == 0.25)
    let flag = try #require(KeyboardTrace.Value.bool(true).postedValue as? NSNumber)
    #expect(flag.boolValue)
  }
}
