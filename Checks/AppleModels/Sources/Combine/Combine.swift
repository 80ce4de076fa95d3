// Declarations of Apple's Combine framework used by the KeyboardAvoidance adapters, for the
// compile check only. Each declaration is transcribed from the developer.apple.com page named in
// the comment above it (https://developer.apple.com/documentation/combine/...). Bodies trap:
// nothing here ever runs. Availability: every symbol below is iOS 13.0, macOS 10.15, Mac
// Catalyst 13.0, visionOS 1.0 and later, as its page states.

// combine/customcombineidentifierconvertible
public protocol CustomCombineIdentifierConvertible {
  // combine/customcombineidentifierconvertible/combineidentifier
  var combineIdentifier: CombineIdentifier { get }
}

// combine/combineidentifier
public struct CombineIdentifier {
  // combine/combineidentifier/init()
  public init() {}
}

// combine/cancellable
public protocol Cancellable {
  // combine/cancellable/cancel()
  func cancel()
}

// combine/subscribers
public enum Subscribers {
  // combine/subscribers/demand
  @frozen public struct Demand {}

  // combine/subscribers/completion
  @frozen public enum Completion<Failure> where Failure: Error {
    // combine/subscribers/completion/finished
    case finished
    // combine/subscribers/completion/failure(_:)
    case failure(Failure)
  }
}

// combine/subscription
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  // combine/subscription/request(_:)
  func request(_ demand: Subscribers.Demand)
}

// combine/subscriber
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  // combine/subscriber/receive(subscription:)
  func receive(subscription: any Subscription)
  // combine/subscriber/receive(_:)
  func receive(_ input: Self.Input) -> Subscribers.Demand
  // combine/subscriber/receive(completion:)
  func receive(completion: Subscribers.Completion<Self.Failure>)
}

// combine/publisher
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  // combine/publisher/receive(subscriber:)
  func receive<S>(subscriber: S)
  where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
  // combine/publisher/erasetoanypublisher()
  public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
    fatalError()
  }

  // combine/publisher/handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:)
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Self.Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    fatalError()
  }
}

// combine/publishers
public enum Publishers {
  // combine/publishers/handleevents
  public struct HandleEvents<Upstream>: Publisher where Upstream: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      fatalError()
    }
  }
}

// combine/anypublisher
@frozen public struct AnyPublisher<Output, Failure>: Publisher where Failure: Error {
  public func receive<S>(subscriber: S)
  where S: Subscriber, Failure == S.Failure, Output == S.Input {
    fatalError()
  }
}

// combine/subject
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  // combine/subject/send(_:)
  func send(_ value: Self.Output)
  // combine/subject/send(completion:)
  func send(completion: Subscribers.Completion<Self.Failure>)
  // combine/subject/send(subscription:)
  func send(subscription: any Subscription)
}

// combine/passthroughsubject
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
  // combine/passthroughsubject/init()
  public init() {}
  public func send(_ value: Output) { fatalError() }
  public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
  public func send(subscription: any Subscription) { fatalError() }
  public func receive<S>(subscriber: S)
  where S: Subscriber, Failure == S.Failure, Output == S.Input {
    fatalError()
  }
}

// combine/currentvaluesubject
final public class CurrentValueSubject<Output, Failure>: Subject where Failure: Error {
  // combine/currentvaluesubject/value
  final public var value: Output {
    get { fatalError() }
    set { fatalError() }
  }
  // combine/currentvaluesubject/init(_:)
  public init(_ value: Output) { fatalError() }
  public func send(_ value: Output) { fatalError() }
  public func send(completion: Subscribers.Completion<Failure>) { fatalError() }
  public func send(subscription: any Subscription) { fatalError() }
  public func receive<S>(subscriber: S)
  where S: Subscriber, Failure == S.Failure, Output == S.Input {
    fatalError()
  }
}

// combine/observableobjectpublisher
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  // combine/observableobjectpublisher/init()
  public init() {}
  public func receive<S>(subscriber: S)
  where S: Subscriber, S.Failure == Never, S.Input == Void {
    fatalError()
  }
}

// combine/observableobject
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  // combine/observableobject/objectwillchange
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  // combine/observableobject/objectwillchange-2oa5v
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

// combine/published
// Apple's wrapper reaches its storage through the enclosing instance; for compiling, a plain
// stored-looking `wrappedValue` gives users the same spelling (`@Published var x`).
@propertyWrapper public struct Published<Value> {
  // combine/published/init(initialvalue:)
  public init(initialValue: Value) { fatalError() }
  // combine/published/init(wrappedvalue:)
  public init(wrappedValue: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: Subscribing with closures (documentation samples)

// combine/anycancellable — final class AnyCancellable. Its conformances (Cancellable, Hashable)
// and `cancel()` come from Combine's generated interface (OpenCombine/combine-interfaces,
// combine-generated-interface.swift); Apple's page lists `==(_:_:)`, which compares identities.
final public class AnyCancellable: Cancellable, Hashable {
  // combine/anycancellable/init(_:)-3icn3
  public init(_ cancel: @escaping () -> Void) { fatalError() }
  // combine/anycancellable/cancel() — no page of its own: the type page links the protocol's
  // page, combine/cancellable/cancel(); declaration from Combine's generated interface
  final public func cancel() { fatalError() }
  // combine/anycancellable/==(_:_:)
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
  // combine/anycancellable/hash(into:) — no page found; declaration from Combine's generated
  // interface
  final public func hash(into hasher: inout Hasher) { fatalError() }
}

extension AnyCancellable {
  // combine/anycancellable/store(in:)-3hyxs
  final public func store(in set: inout Set<AnyCancellable>) { fatalError() }
}

extension Publisher where Self.Failure == Never {
  // combine/publisher/sink(receivevalue:) — only for publishers that never fail
  public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable {
    fatalError()
  }
}
