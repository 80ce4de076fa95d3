// iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // Apple: "Combines elements from this publisher with those from another publisher, delivering
  // an interleaved sequence of elements."
  // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface — public func merge<P>(with other: P) -> Combine.Publishers.Merge<Self, P>
  // developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a
  public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
  where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output {
    Publishers.Merge(self, other)
  }
}

// iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
  // Apple (merge(with:)): "The merged publisher continues to emit elements until all upstream
  // publishers finish. If an upstream publisher produces an error, the merged publisher fails
  // with that error." Elements go down in the order they arrive, never more than downstream
  // asked for: the rest wait for its next request (Model/MergeSubscription.swift). The other
  // members of the interface (`merge(with:)` into three and more) are left out.
  // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/merge
  public struct Merge<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = A.Output
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = A.Failure
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let a: A
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let b: B

    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface — public init(_ a: A, _ b: B)
    // developer.apple.com/documentation/combine/publishers/merge/init(_:_:)
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {
      let merge = MergeSubscription(downstream: subscriber)
      subscriber.receive(subscription: merge)
      a.subscribe(MergeSide(merge, index: 0))
      b.subscribe(MergeSide(merge, index: 1))
    }
  }
}
