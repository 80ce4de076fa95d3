import Foundation
import KeyboardAvoidance
import Testing

/// The trace file: written as the format article describes it, read strictly, every problem
/// named by its JSON path.
@Suite("KeyboardTrace JSON")
struct KeyboardTraceJSONTests {
  /// One show on an iPhone 16 (393 × 852 pt, keyboard 335 pt: 852 − 335 = 517), with a key the
  /// parser does not read, as the format article shows it.
  static let text = """
    {
      "version": 1,
      "device": {
        "model": "iPhone17,3",
        "system": "18.1"
      },
      "orientation": "portrait",
      "dropped": 0,
      "notes": ["one show"],
      "notifications": [
        {
          "time": 0,
          "name": "UIKeyboardWillShowNotification",
          "screen": 0,
          "screenBounds": [0, 0, 393, 852],
          "windowFrame": [0, 0, 393, 852],
          "userInfo": {
            "UIKeyboardAnimationCurveUserInfoKey": 7,
            "UIKeyboardAnimationDurationUserInfoKey": 0.25,
            "UIKeyboardCenterEndUserInfoKey": { "point": [196.5, 684.5] },
            "UIKeyboardFrameBeginUserInfoKey": { "rect": [0, 852, 393, 335] },
            "UIKeyboardFrameEndUserInfoKey": { "rect": [0, 517, 393, 335] },
            "UIKeyboardIsLocalUserInfoKey": true
          }
        }
      ]
    }

    """

  static let trace = KeyboardTrace(
    device: KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"),
    orientation: .portrait,
    notifications: [
      KeyboardTrace.Entry(
        time: 0, kind: .willShow,
        userInfo: [
          "UIKeyboardAnimationCurveUserInfoKey": .number(7),
          "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
          "UIKeyboardCenterEndUserInfoKey": .point(CGPoint(x: 196.5, y: 684.5)),
          "UIKeyboardFrameBeginUserInfoKey": .rect(CGRect(x: 0, y: 852, width: 393, height: 335)),
          "UIKeyboardFrameEndUserInfoKey": .rect(CGRect(x: 0, y: 517, width: 393, height: 335)),
          "UIKeyboardIsLocalUserInfoKey": .bool(true),
        ],
        screen: 0, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852),
        windowFrame: CGRect(x: 0, y: 0, width: 393, height: 852))
    ],
    notes: ["one show"])

  @Test func theDocumentedTextReadsIntoTheTrace() throws {
    #expect(try KeyboardTrace(jsonData: Data(Self.text.utf8)) == Self.trace)
  }

  @Test func aTraceIsWrittenAsTheDocumentedText() {
    #expect(String(decoding: Self.trace.jsonData(), as: UTF8.self) == Self.text)
  }

  /// Every kind of value, unknown keys among them, and numbers JSON has no literal for.
  @Test func everyValueKindSurvivesExportAndImport() throws {
    let values: [String: KeyboardTrace.Value] = [
      "rect": .rect(CGRect(x: 0, y: -264, width: 768, height: 304)),
      "point": .point(CGPoint(x: 384, y: 1136)),
      "size": .size(CGSize(width: 320, height: 216)),
      "whole": .number(7),
      "fraction": .number(0.25),
      "negative": .number(-1e-7),
      "large": .number(1e300),
      "infinite": .number(-.infinity),
      "flag": .bool(false),
      "text": .string("with \"quotes\", \\ and a line\nbreak, ünïcödé"),
      "null": .null,
      "list": .array([.number(1), .string("two"), .array([])]),
      "dictionary": .dictionary(["rect": .rect(.zero), "inner": .dictionary([:])]),
      "object": .unrepresentable(type: "UIView"),
      "infinite rect": .rect(CGRect(x: CGFloat.infinity, y: 0, width: 0, height: 0)),
    ]
    let trace = KeyboardTrace(
      device: KeyboardTrace.Device(modelIdentifier: "iPad13,16", systemVersion: "17.5.1"),
      orientation: .landscape,
      notifications: [
        KeyboardTrace.Entry(
          time: 0.012, kind: .didChangeFrame, userInfo: values, screen: 2, otherObject: nil,
          screenBounds: CGRect(x: 0, y: 0, width: 1180, height: 820)),
        KeyboardTrace.Entry(
          time: 0.012, kind: .willHide, userInfo: [:], otherObject: "NSObject",
          screenBounds: CGRect(x: 0, y: 0, width: 1180, height: 820),
          windowFrame: CGRect(x: 100, y: 50, width: 700, height: 600)),
      ],
      droppedCount: 3)
    #expect(try KeyboardTrace(jsonData: trace.jsonData()) == trace)
  }

  @Test func notANumberIsWrittenAsAStringAndReadBack() throws {
    let entry = KeyboardTrace.Entry(
      time: 0, kind: .willShow,
      userInfo: [
        "duration": .number(.nan),
        "frame": .rect(CGRect(x: 0, y: CGFloat.nan, width: 393, height: 335)),
      ],
      screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    let trace = KeyboardTrace(
      device: KeyboardTrace.Device(modelIdentifier: "iPhone17,3", systemVersion: "18.1"),
      orientation: .portrait, notifications: [entry])
    let text = String(decoding: trace.jsonData(), as: UTF8.self)
    #expect(text.contains(#""duration": { "number": "nan" }"#))
    #expect(text.contains(#""frame": { "rect": [0, "nan", 393, 335] }"#))
    let read = try KeyboardTrace(jsonData: trace.jsonData())
    guard case .number(let duration) = read.notifications.first?.userInfo["duration"],
      case .rect(let frame) = read.notifications.first?.userInfo["frame"]
    else {
      Issue.record("values changed kind: \(read)")
      return
    }
    #expect(duration.isNaN && frame.origin.y.isNaN && frame.size.height == 335)
  }

  /// A trace that is wrong in one place, and the error that names the place.
  struct Malformed: CustomTestStringConvertible, Sendable {
    var change: String
    var replace: String
    var with: String
    var error: KeyboardTraceError
    var testDescription: String { change }
  }

  static let malformed: [Malformed] = [
    Malformed(
      change: "the version missing", replace: #""version": 1,"#, with: "",
      error: .missingValue(path: "version")),
    Malformed(
      change: "a newer version", replace: #""version": 1"#, with: #""version": 2"#,
      error: .unsupportedVersion(found: 2, newest: 1)),
    Malformed(
      change: "a version that is text", replace: #""version": 1"#, with: #""version": "1""#,
      error: .invalidValue(path: "version", reason: "expected a number, found a string")),
    Malformed(
      change: "a misspelt field", replace: #""dropped""#, with: #""droped""#,
      error: .unknownField(
        path: "droped",
        allowed: ["version", "device", "orientation", "dropped", "notes", "notifications"])),
    Malformed(
      change: "the model missing", replace: #""model": "iPhone17,3","#, with: "",
      error: .missingValue(path: "device.model")),
    Malformed(
      change: "an orientation no device has", replace: #""portrait""#, with: #""upside down""#,
      error: .invalidValue(
        path: "orientation", reason: "\"upside down\" is not one of portrait, landscape")),
    Malformed(
      change: "a negative count of dropped notifications", replace: #""dropped": 0"#,
      with: #""dropped": -1"#,
      error: .invalidValue(
        path: "dropped", reason: "expected a whole number of at least 0, found -1")),
    Malformed(
      change: "a notification name that is not a keyboard notification",
      replace: "UIKeyboardWillShowNotification", with: "UIKeyboardWillAppearNotification",
      error: .invalidValue(
        path: "notifications[0].name",
        reason:
          "\"UIKeyboardWillAppearNotification\" is not one of UIKeyboardWillShowNotification, "
          + "UIKeyboardDidShowNotification, UIKeyboardWillHideNotification, "
          + "UIKeyboardDidHideNotification, UIKeyboardWillChangeFrameNotification, "
          + "UIKeyboardDidChangeFrameNotification")),
    Malformed(
      change: "a negative time", replace: #""time": 0"#, with: #""time": -0.5"#,
      error: .invalidValue(path: "notifications[0].time", reason: "a time must not be negative")),
    Malformed(
      change: "screen bounds of three numbers", replace: #""screenBounds": [0, 0, 393, 852]"#,
      with: #""screenBounds": [0, 0, 393]"#,
      error: .invalidValue(
        path: "notifications[0].screenBounds", reason: "expected 4 numbers [x, y, width, height]")),
    Malformed(
      change: "a window of negative width", replace: #""windowFrame": [0, 0, 393, 852]"#,
      with: #""windowFrame": [0, 0, -393, 852]"#,
      error: .invalidValue(
        path: "notifications[0].windowFrame",
        reason: "the width and height must not be negative")),
    Malformed(
      change: "a screen index that is not whole", replace: #""screen": 0"#,
      with: #""screen": 0.5"#,
      error: .invalidValue(
        path: "notifications[0].screen", reason: "expected a whole number, found 0.5")),
    Malformed(
      change: "a rectangle of three numbers", replace: "[0, 517, 393, 335]",
      with: "[0, 517, 393]",
      error: .invalidValue(
        path: "notifications[0].userInfo.UIKeyboardFrameEndUserInfoKey.rect",
        reason: "expected 4 numbers [x, y, width, height], found 3")),
    Malformed(
      change: "a rectangle with a word in it", replace: "[0, 517, 393, 335]",
      with: #"[0, "top", 393, 335]"#,
      error: .invalidValue(
        path: "notifications[0].userInfo.UIKeyboardFrameEndUserInfoKey.rect[1]",
        reason: #"expected a number, "nan", "infinity" or "-infinity", found "top""#)),
    Malformed(
      change: "a value object with an unknown tag", replace: #"{ "point": [196.5, 684.5] }"#,
      with: #"{ "center": [196.5, 684.5] }"#,
      error: .unknownField(
        path: "notifications[0].userInfo.UIKeyboardCenterEndUserInfoKey.center",
        allowed: ["rect", "point", "size", "number", "dictionary", "unrepresentable"])),
    Malformed(
      change: "a value object with two tags", replace: #"{ "point": [196.5, 684.5] }"#,
      with: #"{ "point": [196.5, 684.5], "size": [1, 2] }"#,
      error: .invalidValue(
        path: "notifications[0].userInfo.UIKeyboardCenterEndUserInfoKey",
        reason:
          "expected an object with one of the fields rect, point, size, number, dictionary, "
          + "unrepresentable")),
    Malformed(
      change: "a field a notification does not have", replace: #""userInfo": {"#,
      with: #""userInfo": [], "ignored": {"#,
      error: .unknownField(
        path: "notifications[0].ignored",
        allowed: ["time", "name", "screen", "object", "screenBounds", "windowFrame", "userInfo"])),
  ]

  @Test(arguments: malformed)
  func aMalformedTraceNamesThePlace(_ malformed: Malformed) throws {
    #expect(Self.text.contains(malformed.replace), "the table's text must occur")
    let text = Self.text.replacingOccurrences(of: malformed.replace, with: malformed.with)
    #expect(throws: malformed.error) { try KeyboardTrace(jsonData: Data(text.utf8)) }
  }

  @Test func notificationsOutOfTimeOrderAreRefused() throws {
    var trace = Self.trace
    let entry = try #require(trace.notifications.first)
    var earlier = entry
    earlier.time = 0.5
    trace.notifications = [earlier, entry]
    let error = KeyboardTraceError.invalidValue(
      path: "notifications[1].time", reason: "0 is earlier than the notification before it (0.5)")
    #expect(throws: error) { try KeyboardTrace(jsonData: trace.jsonData()) }
  }

  /// A file cut short, or not JSON at all: the line and column of the first problem.
  @Test(arguments: [
    // Cut short after the third line, `  "device": {` (13 characters): the end is column 14.
    (
      "{\n  \"version\": 1,\n  \"device\": {",
      KeyboardTraceError.notJSON(line: 3, column: 14, reason: "")
    ),
    ("{\"version\": 1,}", .notJSON(line: 1, column: 15, reason: "")),
    ("", .notJSON(line: 1, column: 1, reason: "")),
    ("[1, 2]\n  x", .notJSON(line: 2, column: 3, reason: "")),
  ])
  func aFileThatIsNotJSONNamesTheLineAndColumn(text: String, expected: KeyboardTraceError) {
    do {
      _ = try KeyboardTrace(jsonData: Data(text.utf8))
      Issue.record("read a file that is not JSON")
    } catch {
      guard case .notJSON(let line, let column, let reason) = error,
        case .notJSON(let expectedLine, let expectedColumn, _) = expected
      else {
        Issue.record("expected a syntax error, got \(error)")
        return
      }
      #expect(line == expectedLine && column == expectedColumn, "\(reason)")
      #expect(!reason.isEmpty)
    }
  }

  @Test func aTopLevelThatIsNotAnObjectIsRefused() {
    #expect(
      throws: KeyboardTraceError.invalidValue(
        path: "the top level", reason: "expected an object { … }")
    ) {
      try KeyboardTrace(jsonData: Data("[]".utf8))
    }
  }

  @Test func errorsReadAsSentencesWithThePath() {
    let error = KeyboardTraceError.invalidValue(
      path: "notifications[3].screenBounds", reason: "expected 4 numbers [x, y, width, height]")
    #expect(error.path == "notifications[3].screenBounds")
    #expect(
      error.description
        == "notifications[3].screenBounds: expected 4 numbers [x, y, width, height]")
    #expect(KeyboardTraceError.unsupportedVersion(found: 2, newest: 1).path == nil)
  }
}
