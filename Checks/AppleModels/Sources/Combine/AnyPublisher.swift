// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/anypublisher
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyPublisher<Output, Failure>: CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
where Failure: Error {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  @usableFromInline
  internal let box: PublisherBoxBase<Output, Failure>

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public var description: String { "AnyPublisher" }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public var playgroundDescription: Any { description }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anypublisher/init(_:)
  public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
    box = (publisher as? AnyPublisher<Output, Failure>)?.box ?? PublisherBox(publisher)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension AnyPublisher: Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public func receive<S>(subscriber: S)
  where Output == S.Input, Failure == S.Failure, S: Subscriber {
    box.receive(subscriber: subscriber)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/erasetoanypublisher()
  public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
    AnyPublisher(self)
  }
}

// Apple: "A publisher that awaits subscription before running the supplied closure to create a
// publisher for the new subscriber", and "The publisher returned by this closure immediately
// receives the incoming subscription"
// (developer.apple.com/documentation/combine/deferred/createpublisher).
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/deferred
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct Deferred<DeferredPublisher>: Publisher where DeferredPublisher: Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Output = DeferredPublisher.Output
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Failure = DeferredPublisher.Failure
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public let createPublisher: () -> DeferredPublisher

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/deferred/init(createpublisher:)
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public func receive<S>(subscriber: S)
  where S: Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().subscribe(subscriber)
  }
}
