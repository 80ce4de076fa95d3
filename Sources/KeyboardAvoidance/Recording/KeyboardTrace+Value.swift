import Foundation

extension KeyboardTrace {
  /// One `userInfo` value of a recorded notification, as it was posted.
  ///
  /// Keyboard notifications carry `NSValue` frames and centers, `NSNumber` durations, curves and
  /// flags, and now and then keys this package does not read. A value keeps what was posted, so a
  /// replay posts it again: rectangles, points and sizes stay geometry, booleans stay booleans,
  /// numbers keep their value. Anything else that JSON can hold (strings, `NSNull`, arrays and
  /// dictionaries with string keys) is kept as it is; an object JSON cannot hold is kept as the
  /// name of its type only, so a trace never carries more than the notification showed.
  ///
  /// ```swift
  /// KeyboardTrace.Value(posted: NSNumber(value: 7))                 // .number(7)
  /// KeyboardTrace.Value(posted: NSNumber(value: true))              // .bool(true)
  /// KeyboardTrace.Value(posted: CGRect(x: 0, y: 517, width: 393, height: 335))
  /// // .rect((0, 517, 393, 335))
  /// ```
  public enum Value: Sendable, Hashable {
    /// An `NSValue` holding a `CGRect` (or a plain `CGRect`).
    case rect(CGRect)
    /// An `NSValue` holding a `CGPoint`, as the deprecated center keys are posted.
    case point(CGPoint)
    /// An `NSValue` holding a `CGSize`.
    case size(CGSize)
    /// An `NSNumber` holding a number (or a plain Swift number), as a `Double`.
    case number(Double)
    /// An `NSNumber` holding a Boolean (or a plain `Bool`).
    case bool(Bool)
    /// A string.
    case string(String)
    /// `NSNull`.
    case null
    /// An array of values.
    case array([Value])
    /// A dictionary with string keys.
    case dictionary([String: Value])
    /// A value JSON cannot hold, kept as its type's name: replay posts a stand-in object.
    case unrepresentable(type: String)

    /// Describes a posted value.
    ///
    /// An `NSNumber` made from a `Bool` becomes ``bool(_:)``, every other number ``number(_:)``;
    /// a dictionary whose keys are not all strings, and any other object, become
    /// ``unrepresentable(type:)`` with the name of the value's type.
    ///
    /// - Parameter value: A value from a notification's `userInfo`.
    public init(posted value: Any) {
      if let rect = BoxedRect.rect(in: value) {
        self = .rect(rect)
      } else if let point = BoxedRect.point(in: value) {
        self = .point(point)
      } else if let size = BoxedRect.size(in: value) {
        self = .size(size)
      } else if let number = value as? NSNumber {
        self = Self.isBoolean(number) ? .bool(number.boolValue) : .number(number.doubleValue)
      } else if let string = value as? String {
        self = .string(string)
      } else if value is NSNull {
        self = .null
      } else if let items = value as? [Any] {
        self = .array(items.map(Value.init(posted:)))
      } else if let members = value as? [AnyHashable: Any],
        let strings = Self.stringKeyed(members)
      {
        self = .dictionary(strings.mapValues(Value.init(posted:)))
      } else {
        self = .unrepresentable(type: String(describing: type(of: value)))
      }
    }

    /// The value as UIKit posts it: geometry in `NSValue`, numbers and Booleans in `NSNumber`.
    ///
    /// A whole number is posted as an `NSNumber` holding an integer, any other as one holding a
    /// `Double`; the parser reads both alike. An ``unrepresentable(type:)`` value is posted as a
    /// stand-in object.
    ///
    /// ```swift
    /// KeyboardTrace.Value.number(0.25).postedValue as? NSNumber  // 0.25
    /// ```
    public var postedValue: Any {
      switch self {
      case .rect(let rect): BoxedRect.boxed(rect)
      case .point(let point): BoxedRect.boxed(point)
      case .size(let size): BoxedRect.boxed(size)
      case .number(let number):
        if number == number.rounded(), abs(number) < 9.0e15 {
          NSNumber(value: Int64(number))
        } else {
          NSNumber(value: number)
        }
      case .bool(let flag): NSNumber(value: flag)
      case .string(let string): string
      case .null: NSNull()
      case .array(let items): items.map(\.postedValue)
      case .dictionary(let members): members.mapValues(\.postedValue)
      case .unrepresentable(let type): UnrepresentableValue(type: type)
      }
    }

    /// The class Foundation gives Boolean numbers, on Apple platforms and on Linux alike.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    private static func isBoolean(_ number: NSNumber) -> Bool {
      ObjectIdentifier(type(of: number)) == booleanClass
    }

    private static func stringKeyed(_ members: [AnyHashable: Any]) -> [String: Any]? {
      var strings: [String: Any] = [:]
      for (key, value) in members {
        guard let name = key.base as? String else { return nil }
        strings[name] = value
      }
      return strings
    }
  }
}

/// Stands in for a posted value a trace could not keep: replay posts it where the original was.
final class UnrepresentableValue: NSObject, Sendable {
  let type: String

  init(type: String) {
    self.type = type
  }

  override var description: String { "<\(type), not recorded>" }
}

extension KeyboardTrace.Value {
  /// Whether two values are the same: the same case with the same contents, geometry compared
  /// component by component as it was posted.
  ///
  /// ```swift
  /// KeyboardTrace.Value.number(7) == .number(7)  // true
  /// KeyboardTrace.Value.number(1) == .bool(true)  // false: a Boolean stays a Boolean
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another.
  /// - Returns: `true` when both are the same case with equal contents.
  public static func == (lhs: KeyboardTrace.Value, rhs: KeyboardTrace.Value) -> Bool {
    switch (lhs, rhs) {
    case (.rect(let left), .rect(let right)): left.isExactly(right)
    case (.point(let left), .point(let right)): left.isExactly(right)
    case (.size(let left), .size(let right)): left.isExactly(right)
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.null, .null): true
    case (.array(let left), .array(let right)): left == right
    case (.dictionary(let left), .dictionary(let right)): left == right
    case (.unrepresentable(let left), .unrepresentable(let right)): left == right
    case (.rect, _), (.point, _), (.size, _), (.number, _), (.bool, _), (.string, _), (.null, _),
      (.array, _), (.dictionary, _), (.unrepresentable, _):
      false
    }
  }

  /// Feeds the case and its contents, as ``==(_:_:)`` compares them, to a hasher.
  ///
  /// ```swift
  /// let values: Set<KeyboardTrace.Value> = [.number(7), .bool(true)]
  /// ```
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .rect(let rect):
      hasher.combine(0)
      hasher.combine(exactly: rect)
    case .point(let point):
      hasher.combine(1)
      hasher.combine(exactly: point)
    case .size(let size):
      hasher.combine(2)
      hasher.combine(exactly: size)
    case .number(let number):
      hasher.combine(3)
      hasher.combine(number)
    case .bool(let flag):
      hasher.combine(4)
      hasher.combine(flag)
    case .string(let string):
      hasher.combine(5)
      hasher.combine(string)
    case .null:
      hasher.combine(6)
    case .array(let items):
      hasher.combine(7)
      hasher.combine(items)
    case .dictionary(let members):
      hasher.combine(8)
      hasher.combine(members)
    case .unrepresentable(let type):
      hasher.combine(9)
      hasher.combine(type)
    }
  }
}
