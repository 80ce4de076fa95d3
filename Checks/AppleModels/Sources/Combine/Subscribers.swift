// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:)
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
    receiveValue: @escaping ((Self.Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
  public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  // Apple: "A simple subscriber that requests an unlimited number of values upon subscription."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/subscribers/sink
  final public class Sink<Input, Failure>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
  where Failure: Error {
    private let core: ClosureSubscriber<Input, Failure>

    // A closure that does nothing once the sink is cancelled or finished.
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/sink/receivevalue
    final public var receiveValue: (Input) -> Void { core.valueHandler }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/sink/receivecompletion
    final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      core.completionHandler
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var description: String { "Sink" }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var customMirror: Mirror { Mirror(self, children: [:]) }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var playgroundDescription: Any { description }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/sink/init(receivecompletion:receivevalue:)
    public init(
      receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
      receiveValue: @escaping ((Input) -> Void)
    ) {
      core = ClosureSubscriber(onValue: receiveValue, onCompletion: receiveCompletion)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(subscription: any Subscription) {
      core.receive(subscription: subscription)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(_ value: Input) -> Subscribers.Demand {
      core.receive(value)
      return .none
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(completion: Subscribers.Completion<Failure>) {
      core.receive(completion: completion)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func cancel() {
      core.cancel()
    }
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/assign(to:on:)
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  // Apple (Subscribers.Assign.object): "The subscriber holds a strong reference to this object
  // until the upstream publisher calls receive(completion:), at which point the subscriber sets
  // this property to nil." Cancelling releases it too.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/subscribers/assign
  final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
  {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Never

    private let target: LockedValue<Root?>
    private let core: ClosureSubscriber<Input, Never>

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/assign/object
    final public var object: Root? { target.value }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public let keyPath: ReferenceWritableKeyPath<Root, Input>

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var description: String { "Assign" }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var customMirror: Mirror { Mirror(self, children: [:]) }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public var playgroundDescription: Any { description }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/subscribers/assign/init(object:keypath:)
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      let target = LockedValue<Root?>(object)
      self.target = target
      self.keyPath = keyPath
      core = ClosureSubscriber(
        onValue: { value in target.value?[keyPath: keyPath] = value },
        onCompletion: { _ in target.value = nil })
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(subscription: any Subscription) {
      core.receive(subscription: subscription)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(_ value: Input) -> Subscribers.Demand {
      core.receive(value)
      return .none
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive(completion: Subscribers.Completion<Never>) {
      core.receive(completion: completion)
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func cancel() {
      core.cancel()
      target.value = nil
    }
  }
}
