import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// Random traces: the five keys iOS posts, often well formed and sometimes not (missing,
/// mistyped, out of range), keys the parser does not read holding every kind of value, screens
/// by index, window frames, and times that never decrease.
enum RandomTraces {
  static func trace(using generator: inout SeededGenerator) -> KeyboardTrace {
    let portrait =
      [
        CGSize(width: 320, height: 568), CGSize(width: 393, height: 852),
        CGSize(width: 820, height: 1180),
      ].randomElement(using: &generator) ?? CGSize(width: 393, height: 852)
    var time = 0.0
    var entries: [KeyboardTrace.Entry] = []
    for _ in 0..<Int.random(in: 0...16, using: &generator) {
      time += [0, 0, 0.012, 0.25, 1.5].randomElement(using: &generator) ?? 0
      let landscape = Bool.random(using: &generator)
      let bounds = CGRect(
        x: 0, y: 0, width: landscape ? portrait.height : portrait.width,
        height: landscape ? portrait.width : portrait.height)
      entries.append(
        KeyboardTrace.Entry(
          time: time,
          kind: KeyboardEvent.Kind.allCases.randomElement(using: &generator) ?? .willShow,
          userInfo: userInfo(on: bounds, using: &generator),
          screen: [nil, 0, 0, 1, 2].randomElement(using: &generator) ?? nil,
          otherObject: Int.random(in: 0..<10, using: &generator) == 0 ? "NSObject" : nil,
          screenBounds: bounds,
          windowFrame: Bool.random(using: &generator)
            ? CGRect(x: 0, y: 40, width: bounds.width / 2, height: bounds.height - 40) : nil))
    }
    return KeyboardTrace(
      device: KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"),
      orientation: .portrait, notifications: entries,
      droppedCount: Int.random(in: 0...3, using: &generator),
      notes: Bool.random(using: &generator) ? ["seeded"] : [])
  }

  private static func userInfo(on bounds: CGRect, using generator: inout SeededGenerator)
    -> [String: KeyboardTrace.Value]
  {
    let height = CGFloat(Int.random(in: 0...400, using: &generator))
    let frames = [
      CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height),
      CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: height),
      CGRect(x: 0, y: -64, width: 0, height: 0),
      CGRect(x: 10, y: 100, width: 320, height: 250),
    ]
    var info: [String: KeyboardTrace.Value] = [:]
    if Int.random(in: 0..<8, using: &generator) != 0 {
      info[KeyboardUserInfoKey.frameEnd] = .rect(frames.randomElement(using: &generator) ?? .zero)
    }
    if Bool.random(using: &generator) {
      info[KeyboardUserInfoKey.frameBegin] = .rect(frames.randomElement(using: &generator) ?? .zero)
    }
    if Bool.random(using: &generator) {
      info[KeyboardUserInfoKey.animationDuration] =
        [.number(0.25), .number(0), .number(-1), .number(11), .string("0.25")].randomElement(
          using: &generator) ?? .number(0.25)
    }
    if Bool.random(using: &generator) {
      info[KeyboardUserInfoKey.animationCurve] =
        [.number(7), .number(0), .number(16), .number(2.5)].randomElement(using: &generator)
        ?? .number(7)
    }
    if Bool.random(using: &generator) {
      info[KeyboardUserInfoKey.isLocal] =
        [.bool(true), .bool(false), .number(1), .number(2)].randomElement(using: &generator)
        ?? .bool(true)
    }
    let unknown: [KeyboardTrace.Value] = [
      .point(CGPoint(x: 160, y: 372)), .size(CGSize(width: 320, height: 216)), .number(0),
      .string("text"), .null, .array([.number(1), .bool(true)]),
      .dictionary(["inner": .rect(CGRect(x: 1, y: 2, width: 3, height: 4))]),
      .unrepresentable(type: "UIView"),
    ]
    for index in 0..<Int.random(in: 0...3, using: &generator) {
      info["UnknownKey\(index)"] = unknown.randomElement(using: &generator) ?? .null
    }
    return info
  }
}
