// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/schedulertimeintervalconvertible
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol SchedulerTimeIntervalConvertible {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  static func seconds(_ s: Int) -> Self
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  static func seconds(_ s: Double) -> Self
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  static func milliseconds(_ ms: Int) -> Self
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  static func microseconds(_ us: Int) -> Self
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  static func nanoseconds(_ ns: Int) -> Self
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/scheduler
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Scheduler<SchedulerTimeType> {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype SchedulerTimeType: Strideable
  where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype SchedulerOptions
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  var now: Self.SchedulerTimeType { get }
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  var minimumTolerance: Self.SchedulerTimeType.Stride { get }
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func schedule(
    after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride,
    options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  func schedule(
    after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride,
    tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publisher/receive(on:options:)
  public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  where S: Scheduler {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publishers {
  // Apple: "A publisher that delivers elements to its downstream subscriber on a specific
  // scheduler." Requests and cancellation still go upstream on the caller's thread
  // (Model/ReceiveOnRelay.swift).
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/publishers/receiveon
  public struct ReceiveOn<Upstream, Context>: Publisher
  where Upstream: Publisher, Context: Scheduler {
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Upstream.Output
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Upstream.Failure
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let upstream: Upstream
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let scheduler: Context
    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public let options: Context.SchedulerOptions?

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    // developer.apple.com/documentation/combine/publishers/receiveon/init(upstream:scheduler:options:)
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        ReceiveOnRelay(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}
