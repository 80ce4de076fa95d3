// Combine's publisher, subscriber and subscription protocols, with demand and completion.
//
// Every declaration is transcribed from the iOS 18.0 SDK's Combine.swiftinterface (its
// availability attribute and signature as written there). The iOS 18.1 interface, the newest in
// the repository the SDKs come from, has the same length and, where compared (its start and its
// end), the same text apart from its header; neither isolates anything to an actor. The module is built in Swift 5 mode, as the interface's module flags
// say (`-swift-version 5`), so Swift 6 clients see the same isolation checks as with the real
// framework. Bodies are our own and follow Apple's documentation, quoted where it decides a
// behaviour. Model machinery that is not Apple API lives in Model/.

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/cancellable
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func cancel()
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/subscription
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func request(_ demand: Subscribers.Demand)
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/publishers
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum Publishers {
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/publisher
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype Output
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype Failure: Error
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func receive<S>(subscriber: S)
  where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // Apple: "The implementation of subscribe(_:) provided by Publisher calls through to
  // receive(subscriber:)."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/subscribe(_:)-4u8kn
  @inline(never) public func subscribe<S>(_ subscriber: S)
  where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
    receive(subscriber: subscriber)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/subscribers
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/subscriber
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype Input
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype Failure: Error
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func receive(subscription: any Subscription)
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func receive(_ input: Self.Input) -> Subscribers.Demand
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func receive(completion: Subscribers.Completion<Self.Failure>)
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/subscribers/completion
  @frozen public enum Completion<Failure> where Failure: Error {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    case finished
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    case failure(Failure)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public static func == (a: Subscribers.Completion<Failure>, b: Subscribers.Completion<Failure>)
    -> Bool
  {
    switch (a, b) {
    case (.finished, .finished): true
    case (.failure(let x), .failure(let y)): x == y
    case (.finished, .failure), (.failure, .finished): false
    }
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Sendable {}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  // Apple: "A requested number of items, sent to a publisher from a subscriber through the
  // subscription." The model keeps the count as the interface does: a raw value, with
  // Int.max + 1 meaning unlimited.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/subscribers/demand
  @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    @usableFromInline
    internal let rawValue: UInt

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    internal init(rawValue: UInt) {
      self.rawValue = Swift.min(UInt(Int.max) + 1, rawValue)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/demand/unlimited
    public static let unlimited = Demand(rawValue: UInt(Int.max) + 1)

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static let none = Demand(rawValue: 0)

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(rawValue: UInt(value))
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var description: String {
      self == .unlimited ? "unlimited" : "max(\(rawValue))"
    }

    // Unlimited stays unlimited; a sum that overflows becomes unlimited.
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard lhs != .unlimited, rhs != .unlimited else { return .unlimited }
      let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(Int(rhs.rawValue))
      return overflow ? .unlimited : .max(sum)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    // Unlimited stays unlimited; a finite demand never goes below none.
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard lhs != .unlimited else { return .unlimited }
      return .max(Swift.max(Int(lhs.rawValue) - rhs, 0))
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      lhs == .unlimited || Int(lhs.rawValue) > rhs
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var max: Int? {
      self == .unlimited ? nil : Int(rawValue)
    }
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Demand: Sendable {}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/combineidentifier
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  private let value: UInt64
  private let isObject: Bool

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public init() {
    value = IdentifierCounter.next()
    isObject = false
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public init(_ obj: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    isObject = true
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public var description: String {
    "0x" + String(value, radix: 16)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/customcombineidentifierconvertible
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  var combineIdentifier: CombineIdentifier { get }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}
