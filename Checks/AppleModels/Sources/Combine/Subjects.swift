// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/subject
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func send(_ value: Self.Output)
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func send(completion: Subscribers.Completion<Self.Failure>)
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func send(subscription: any Subscription)
}

// Apple: "A PassthroughSubject drops values if there are no subscribers, or its current demand
// is zero." Each subscriber has its own demand: an element goes to every subscriber that still
// wants one, never more than it asked for.
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/passthroughsubject
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
  private let core = SubjectCore<Output, Failure>()

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/passthroughsubject/init()
  public init() {}

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func receive<S>(subscriber: S)
  where Output == S.Input, Failure == S.Failure, S: Subscriber {
    core.attach(subscriber, keepsLatest: false)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(_ input: Output) {
    core.send(input)
  }

  // After the completion, the subject sends nothing more, and a new subscriber receives the
  // completion at once.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
}

// Apple: "Unlike PassthroughSubject, CurrentValueSubject maintains a buffer of the most recently
// published element." Each new subscriber starts with the current value, delivered when it asks
// for an element; a subscriber with no demand left keeps only the latest element.
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/currentvaluesubject
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
  private let core = SubjectCore<Output, Failure>()
  private let storage: LockedValue<Output>

  // Apple: "Calling send(_:) on a CurrentValueSubject also updates the current value, making it
  // equivalent to updating the value directly."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/currentvaluesubject/value
  final public var value: Output {
    get { storage.value }
    set { send(newValue) }
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/currentvaluesubject/init(_:)
  public init(_ value: Output) {
    storage = LockedValue(value)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func receive<S>(subscriber: S)
  where Output == S.Input, Failure == S.Failure, S: Subscriber {
    core.attach(subscriber, keepsLatest: true, latest: storage.value)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(_ input: Output) {
    core.send(input) { storage.value = input }
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
}
