import Foundation

/// A JSON value read from a trace file, with its path for messages.
///
/// Each accessor checks the value's type and throws ``KeyboardTraceError`` naming the path and
/// what was expected, so the decoding code reads like the format's description.
struct TraceReader {
  let json: TraceJSON
  let path: [Component]

  enum Component {
    case key(String)
    case index(Int)
  }

  init(_ json: TraceJSON, path: [Component] = []) {
    self.json = json
    self.path = path
  }

  /// The path as the format's documentation writes it: `notifications[2].userInfo.Key`; a key
  /// that is not a plain name is written in brackets and quotes.
  var pathText: String { Self.text(of: path) }

  static func text(of path: [Component]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where isPlainName(key): text += (text.isEmpty ? "" : ".") + key
      case .key(let key): text += "[\(JSONText.quoted(key))]"
      }
    }
    return text.isEmpty ? "the top level" : text
  }

  private static func isPlainName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
      return false
    }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0))
    }
  }

  func invalid(_ reason: String) -> KeyboardTraceError {
    .invalidValue(path: pathText, reason: reason)
  }

  private var kind: String {
    switch json {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }

  private func expected(_ what: String) -> KeyboardTraceError {
    invalid("expected \(what), found \(kind)")
  }

  /// The members of an object, after checking that every key is one of `allowed`.
  func object(allowed: [String]) throws(KeyboardTraceError) -> TraceObject {
    guard case .object(let members) = json else { throw expected("an object { … }") }
    if let unknown = members.map(\.key).first(where: { !allowed.contains($0) }) {
      throw .unknownField(path: Self.text(of: path + [.key(unknown)]), allowed: allowed)
    }
    return TraceObject(members: members, path: path)
  }

  /// The members of an object whose keys are free, such as `userInfo`.
  func members() throws(KeyboardTraceError) -> [(key: String, value: TraceReader)] {
    guard case .object(let members) = json else { throw expected("an object { … }") }
    return members.map { ($0.key, TraceReader($0.value, path: path + [.key($0.key)])) }
  }

  func items() throws(KeyboardTraceError) -> [TraceReader] {
    guard case .array(let items) = json else { throw expected("a list [ … ]") }
    return items.enumerated().map { TraceReader($1, path: path + [.index($0)]) }
  }

  func string() throws(KeyboardTraceError) -> String {
    guard case .string(let string) = json else { throw expected("a string") }
    return string
  }

  func number() throws(KeyboardTraceError) -> Double {
    guard case .number(let number) = json else { throw expected("a number") }
    return number
  }

  /// A whole number, at least `minimum`.
  func integer(minimum: Int = 0) throws(KeyboardTraceError) -> Int {
    let number = try number()
    guard number == number.rounded(), abs(number) < 1e15 else {
      throw invalid("expected a whole number, found \(JSONText.number(number))")
    }
    guard Int(number) >= minimum else {
      throw invalid("expected a whole number of at least \(minimum), found \(Int(number))")
    }
    return Int(number)
  }

  /// A number where non-finite values are allowed, written as `"nan"`, `"infinity"` or
  /// `"-infinity"`.
  func anyNumber() throws(KeyboardTraceError) -> Double {
    switch json {
    case .number(let number): return number
    case .string(let text):
      if let number = NonFinite(rawValue: text)?.value { return number }
      throw invalid("expected a number, \"nan\", \"infinity\" or \"-infinity\", found \"\(text)\"")
    default: throw expected("a number")
    }
  }

  /// A list of exactly `count` numbers, non-finite ones allowed as strings.
  func numbers(_ count: Int, naming names: String) throws(KeyboardTraceError) -> [Double] {
    let items = try items()
    guard items.count == count else {
      throw invalid("expected \(count) numbers [\(names)], found \(items.count)")
    }
    var numbers: [Double] = []
    for item in items { numbers.append(try item.anyNumber()) }
    return numbers
  }

  /// A frame or bounds on the screen: four finite numbers, with a size that is not negative.
  func rectangle() throws(KeyboardTraceError) -> CGRect {
    guard case .array(let items) = json, items.count == 4,
      case .number(let x) = items[0], case .number(let y) = items[1],
      case .number(let width) = items[2], case .number(let height) = items[3]
    else {
      throw invalid("expected 4 numbers [x, y, width, height]")
    }
    guard width >= 0, height >= 0 else {
      throw invalid("the width and height must not be negative")
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The spellings of numbers JSON cannot write.
  enum NonFinite: String {
    case nan
    case infinity
    case negativeInfinity = "-infinity"

    var value: Double {
      switch self {
      case .nan: .nan
      case .infinity: .infinity
      case .negativeInfinity: -.infinity
      }
    }

    init?(_ number: Double) {
      if number.isNaN {
        self = .nan
      } else if number.isInfinite {
        self = number > 0 ? .infinity : .negativeInfinity
      } else {
        return nil
      }
    }
  }
}

/// The members of one JSON object, read by key.
struct TraceObject {
  let members: [(key: String, value: TraceJSON)]
  let path: [TraceReader.Component]

  func optional(_ key: String) -> TraceReader? {
    members.first { $0.key == key }.map { TraceReader($0.value, path: path + [.key(key)]) }
  }

  func required(_ key: String) throws(KeyboardTraceError) -> TraceReader {
    guard let reader = optional(key) else {
      throw .missingValue(path: TraceReader.text(of: path + [.key(key)]))
    }
    return reader
  }
}
