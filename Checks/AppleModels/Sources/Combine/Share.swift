// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/share()
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
  // Apple: "This publisher type supports multiple subscribers, all of whom receive unchanged
  // elements and completion states from the upstream publisher." It connects for its first
  // subscriber; a later one receives only what the upstream sends after it arrives, and the
  // connection ends when the last subscriber cancels (Model/ShareCore.swift).
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/share
  final public class Share<Upstream>: Publisher, Equatable where Upstream: Publisher {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public let upstream: Upstream

    private let core = ShareCore<Upstream.Output, Upstream.Failure>()

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/publishers/share/init(upstream:)
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    final public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      core.attach(subscriber, upstream: upstream)
    }

    // Two shares are equal when they are the same instance.
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>)
      -> Bool
    {
      lhs === rhs
    }
  }
}
