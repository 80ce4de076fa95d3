// The operators the adapters and the scenarios use. Each subscription goes through a Relay
// (Model/Relay.swift): requests and cancellation pass upstream on the caller's thread, elements
// and completion pass downstream on the thread the upstream sends them on. An operator that
// drops an element asks upstream for one more, so the subscriber's demand is never lost.

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/map(_:)-99evh
  public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/filter(_:)
  public func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/compactmap(_:)
  public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/scan(_:_:)
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/removeduplicates(by:)
  public func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Self.Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/first()
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/prefix(_:)
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<maxLength)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Output: Equatable {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/removeduplicates()
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
  // Apple (map(_:)): "Transforms all elements from the upstream publisher with a provided
  // closure."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/map
  public struct Map<Upstream, Output>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let transform: (Upstream.Output) -> Output

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
      upstream.subscribe(Relay(downstream: subscriber) { [transform] in .emit(transform($0)) })
    }
  }

  // Apple (filter(_:)): "Republishes all elements that match a provided closure."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/filter
  public struct Filter<Upstream>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let isIncluded: (Upstream.Output) -> Bool

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        Relay(downstream: subscriber) { [isIncluded] in isIncluded($0) ? .emit($0) : .drop })
    }
  }

  // Apple (compactMap(_:)): "Calls a closure with each received element and publishes any
  // returned optional that has a value."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/compactmap
  public struct CompactMap<Upstream, Output>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let transform: (Upstream.Output) -> Output?

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
      upstream.subscribe(
        Relay(downstream: subscriber) { [transform] in transform($0).map { .emit($0) } ?? .drop })
    }
  }

  // Apple: "A publisher that transforms elements from the upstream publisher by providing the
  // current element to a closure along with the last value returned by the closure." Each
  // subscription starts again from the initial result.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/scan
  public struct Scan<Upstream, Output>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let initialResult: Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
      upstream.subscribe(
        Relay(downstream: subscriber, step: RunningResult(initialResult, nextPartialResult).step))
    }
  }

  // Apple (removeDuplicates()): "This operator has a two-element memory: the operator uses the
  // current and previously published elements as the basis for its comparison."
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/removeduplicates
  public struct RemoveDuplicates<Upstream>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let predicate: (Output, Output) -> Bool

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        Relay(downstream: subscriber, step: PreviousElement(predicate).step))
    }
  }

  // Apple: "A publisher that performs the specified closures when publisher events occur." Each
  // closure runs on the thread where its event happens: receiveCancel on the thread that
  // cancels, "when the downstream receiver cancels publishing"
  // (developer.apple.com/documentation/combine/publishers/handleevents/receivecancel).
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/handleevents
  public struct HandleEvents<Upstream>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var receiveSubscription: ((any Subscription) -> Void)?
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var receiveOutput: ((Publishers.HandleEvents<Upstream>.Output) -> Void)?
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var receiveCompletion:
      ((Subscribers.Completion<Publishers.HandleEvents<Upstream>.Failure>) -> Void)?
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var receiveCancel: (() -> Void)?
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Publishers.HandleEvents<Upstream>.Output) -> Void)? = nil,
      receiveCompletion: (
        (Subscribers.Completion<Publishers.HandleEvents<Upstream>.Failure>) -> Void
      )? = nil, receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        Relay(
          downstream: subscriber,
          hooks: RelayHooks(
            receiveSubscription: receiveSubscription, receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel, receiveRequest: receiveRequest)
        ) { [receiveOutput] in
          receiveOutput?($0)
          return .emit($0)
        })
    }
  }

  // Apple (first()): "Publishes the first element of a stream, then finishes", and "The first()
  // operator requests unlimited from its upstream as soon as downstream requests at least one
  // element." Once it has its element it cancels its upstream subscription.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/first
  public struct First<Upstream>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        Relay(downstream: subscriber, demand: .unlimitedOnFirstRequest) { .emitAndFinish($0) })
    }
  }

  // Apple (prefix(_:)): "Republishes elements up to the specified maximum count." After the
  // last element of its range it finishes and cancels its upstream subscription.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/output
  public struct Output<Upstream>: Publisher where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let range: CountableRange<Int>

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      guard !range.isEmpty else { return EmptySubscription.finish(subscriber) }
      upstream.subscribe(Relay(downstream: subscriber, step: OutputRange(range).step))
    }
  }
}
