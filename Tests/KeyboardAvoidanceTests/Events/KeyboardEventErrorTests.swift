import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("KeyboardEvent rejects malformed notifications")
struct KeyboardEventErrorTests {
  private struct NotAScreen {}

  /// A malformed input and the error it must produce.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable () -> Notification
    let expected: KeyboardEventError

    init(
      _ name: String, _ make: @escaping @Sendable @autoclosure () -> Notification,
      _ expected: KeyboardEventError
    ) {
      self.name = name
      self.make = make
      self.expected = expected
    }

    var testDescription: String { name }
  }

  /// A well-formed will-show of an iPhone 15, changed by one case.
  private static func notification(
    name: String = "UIKeyboardWillShowNotification",
    object: Any? = nil,
    change: @Sendable (inout [AnyHashable: Any]) -> Void
  ) -> Notification {
    var userInfo: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameBegin: NSValueBox.box(CGRect(x: 0, y: 852, width: 393, height: 335)),
      KeyboardUserInfoKey.frameEnd: NSValueBox.box(CGRect(x: 0, y: 517, width: 393, height: 335)),
      KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
      KeyboardUserInfoKey.isLocal: NSNumber(value: true),
    ]
    change(&userInfo)
    return Notification(name: Notification.Name(name), object: object, userInfo: userInfo)
  }

  private static let end = KeyboardUserInfoKey.frameEnd
  private static let begin = KeyboardUserInfoKey.frameBegin
  private static let duration = KeyboardUserInfoKey.animationDuration
  private static let curve = KeyboardUserInfoKey.animationCurve
  private static let isLocal = KeyboardUserInfoKey.isLocal

  private static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> Any {
    NSValueBox.box(CGRect(x: x, y: y, width: width, height: height))
  }

  /// Each malformed input with the error it must produce.
  static let cases: [Case] = [
    Case(
      "unknown name", notification(name: "UIKeyboardWillMoveNotification") { _ in },
      .notAKeyboardNotification(name: "UIKeyboardWillMoveNotification")
    ),
    Case(
      "missing end frame", notification { $0[end] = nil }, .missingValue(key: end)
    ),
    Case(
      "no user info",
      Notification(name: KeyboardEvent.Kind.willHide.notificationName, object: nil, userInfo: nil),
      .missingValue(key: end)
    ),
    Case(
      "end frame as a string", notification { $0[end] = "{{0, 517}, {393, 335}}" },
      .wrongType(key: end, expected: "NSValue holding a CGRect", found: "String")
    ),
    Case(
      "end frame as a point", notification { $0[end] = NSValueBox.box(CGPoint(x: 0, y: 517)) },
      .wrongType(key: end, expected: "NSValue holding a CGRect", found: "")
    ),
    Case(
      "end frame as a number", notification { $0[end] = NSNumber(value: 335) },
      .wrongType(key: end, expected: "NSValue holding a CGRect", found: "")
    ),
    Case(
      "NaN origin", notification { $0[end] = rect(.nan, 517, 393, 335) },
      .invalidValue(key: end, value: "", problem: .notFinite)
    ),
    Case(
      "infinite height", notification { $0[end] = rect(0, 517, 393, .infinity) },
      .invalidValue(key: end, value: "", problem: .notFinite)
    ),
    Case(
      "negative width", notification { $0[end] = rect(0, 517, -393, 335) },
      .invalidValue(key: end, value: "", problem: .negativeSize)
    ),
    Case(
      "absurd origin", notification { $0[end] = rect(0, 1e9, 393, 335) },
      .invalidValue(key: end, value: "", problem: .tooLarge)
    ),
    Case(
      "NaN begin frame", notification { $0[begin] = rect(0, .nan, 393, 335) },
      .invalidValue(key: begin, value: "", problem: .notFinite)
    ),
    Case(
      "duration as a string", notification { $0[duration] = "0.25" },
      .wrongType(key: duration, expected: "NSNumber holding a Double", found: "String")
    ),
    Case(
      "NaN duration", notification { $0[duration] = NSNumber(value: Double.nan) },
      .invalidValue(key: duration, value: "nan", problem: .notFinite)
    ),
    Case(
      "negative duration", notification { $0[duration] = NSNumber(value: -0.25) },
      .invalidValue(key: duration, value: "-0.25", problem: .negative)
    ),
    Case(
      "absurd duration", notification { $0[duration] = NSNumber(value: 1e6) },
      .invalidValue(key: duration, value: "1000000.0", problem: .tooLarge)
    ),
    Case(
      "fractional curve", notification { $0[curve] = NSNumber(value: 7.5) },
      .invalidValue(key: curve, value: "7.5", problem: .notAnInteger)
    ),
    Case(
      "curve above 15", notification { $0[curve] = NSNumber(value: 16) },
      .invalidValue(key: curve, value: "16.0", problem: .outOfRange)
    ),
    Case(
      "negative curve", notification { $0[curve] = NSNumber(value: -1) },
      .invalidValue(key: curve, value: "-1.0", problem: .outOfRange)
    ),
    Case(
      "is-local of 2", notification { $0[isLocal] = NSNumber(value: 2) },
      .invalidValue(key: isLocal, value: "2.0", problem: .notABoolean)
    ),
    Case(
      "is-local as a string", notification { $0[isLocal] = "yes" },
      .wrongType(key: isLocal, expected: "NSNumber holding a Bool", found: "String")
    ),
    Case(
      "object that is a value", notification(object: NotAScreen()) { _ in },
      .invalidValue(key: "object", value: "", problem: .notAnObject)
    ),
  ]

  @Test("malformed input throws the error naming its key", arguments: cases)
  func rejects(testCase: Case) {
    let (name, expected) = (testCase.name, testCase.expected)
    let notification = testCase.make()
    let result = Result { () throws(KeyboardEventError) in try KeyboardEvent(notification) }
    guard case .failure(let error) = result else {
      Issue.record("\(name): accepted")
      return
    }
    #expect(error.key == expected.key, "\(name)")
    #expect(Self.sameCase(error, expected), "\(name): \(error)")
    if let key = expected.key {
      #expect(error.description.contains(key), "\(name): \(error)")
    }
  }

  @Test func descriptionsNameKeyValueAndProblem() {
    let error = KeyboardEventError.invalidValue(
      key: "UIKeyboardAnimationDurationUserInfoKey", value: "nan", problem: .notFinite)
    #expect(
      error.description == "UIKeyboardAnimationDurationUserInfoKey holds nan: not a finite number")
    #expect(
      KeyboardEventError.notAKeyboardNotification(name: "X").description
        == "X is not a keyboard notification")
  }

  /// Compares the case and, where the table gives them, the problem and the values.
  private static func sameCase(_ error: KeyboardEventError, _ expected: KeyboardEventError) -> Bool
  {
    switch (error, expected) {
    case (.notAKeyboardNotification(let a), .notAKeyboardNotification(let b)):
      return a == b
    case (.missingValue(let a), .missingValue(let b)):
      return a == b
    case (.wrongType(_, let expectedA, let foundA), .wrongType(_, let expectedB, let foundB)):
      return expectedA == expectedB && (foundB.isEmpty || foundA == foundB)
    case (.invalidValue(_, let valueA, let problemA), .invalidValue(_, let valueB, let problemB)):
      return problemA == problemB && (valueB.isEmpty || valueA == valueB)
    default:
      return false
    }
  }
}

@Suite("KeyboardEvent parsing of random input")
struct KeyboardEventRandomTests {
  /// 100,000 random notifications, many malformed: parsing never traps, every accepted event is
  /// within the documented limits, every rejection names its key or the wrong name.
  @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002])
  func randomNotificationsNeverTrap(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var accepted = 0
    var rejected = 0
    for index in 0..<50_000 {
      let notification = RandomKeyboardNotification.make(using: &generator)
      switch Result(catching: { () throws(KeyboardEventError) in try KeyboardEvent(notification) })
      {
      case .success(let event):
        accepted += 1
        for rect in [event.beginFrame, event.endFrame] {
          let components = [rect.minX, rect.minY, rect.width, rect.height]
          #expect(
            components.allSatisfy { $0.isFinite && abs($0) <= 100_000 }
              && rect.width >= 0 && rect.height >= 0,
            "seed \(seed) #\(index): \(rect)")
        }
        #expect(
          (0...10).contains(event.animation.duration), "seed \(seed) #\(index)")
        #expect((0...15).contains(event.animation.curve.rawValue), "seed \(seed) #\(index)")
      case .failure(let error):
        rejected += 1
        let namesSomething: Bool
        if case .notAKeyboardNotification = error {
          namesSomething = true
        } else {
          namesSomething = error.key.map { !$0.isEmpty } ?? false
        }
        #expect(namesSomething, "seed \(seed) #\(index): \(error)")
      }
    }
    // Both paths must be exercised for the test to mean anything.
    #expect(accepted > 10_000)
    #expect(rejected > 10_000)
  }
}
