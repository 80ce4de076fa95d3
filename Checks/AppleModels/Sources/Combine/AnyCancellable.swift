// Apple: "An AnyCancellable instance automatically calls cancel() when deinitialized." The
// closure runs once, from whichever thread cancels first, and is released then: Apple's
// Cancellable asks that "After you receive one call to cancel(), subsequent calls shouldn't do
// anything" and that cancel "be thread-safe"
// (developer.apple.com/documentation/combine/cancellable/cancel()). The interface also declares
// `hashValue`; Swift derives it from `hash(into:)`, so it is not written out.
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/anycancellable
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
  private let canceller: RunOnce

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anycancellable/init(_:)-3icn3
  public init(_ cancel: @escaping () -> Void) {
    canceller = RunOnce(cancel)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anycancellable/init(_:)-48fh3
  public init<C>(_ canceller: C) where C: Cancellable {
    self.canceller = RunOnce(canceller.cancel)
  }

  deinit {
    canceller.run()
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func cancel() {
    canceller.run()
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anycancellable/==(_:_:)
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension AnyCancellable {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anycancellable/store(in:)-6cr9i
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  final public func store<C>(in collection: inout C)
  where C: RangeReplaceableCollection, C.Element == AnyCancellable {
    collection.append(self)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/anycancellable/store(in:)-3hyxs
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  final public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}
