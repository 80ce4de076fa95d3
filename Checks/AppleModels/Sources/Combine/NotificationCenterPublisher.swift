import Foundation

// Foundation's overlay declares the notification center's publisher on Apple platforms; on Linux
// there is no Combine for it to extend, so the model of Combine declares it.
// iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
  // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface — public func publisher(for name: Foundation.Notification.Name, object: Swift.AnyObject? = nil) -> Foundation.NotificationCenter.Publisher
  // developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

// Apple: "A publisher that emits elements when broadcasting notifications." Each subscription
// adds an observer to the center that runs on the posting thread and removes it when cancelled.
// The center holds its observer, and the observer the subscription, so a subscription nobody
// cancels lives as long as the center: `subscribe(_:)` with a subscriber nobody keeps still
// delivers. A notification that arrives while the subscriber wants no more is dropped.
// iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/foundation/notificationcenter/publisher
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
  // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface — public struct Publisher : Combine.Publisher
  public struct Publisher: Combine.Publisher {
    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Notification
    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Never
    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public let center: NotificationCenter
    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public let name: Notification.Name
    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public let object: AnyObject?

    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface — public init(center: Foundation.NotificationCenter, name: Foundation.Notification.Name, object: Swift.AnyObject? = nil)
    // developer.apple.com/documentation/foundation/notificationcenter/publisher/init(center:name:object:)
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    // iPhoneOS17.4.sdk Foundation.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where S: Subscriber, S.Failure == Never, S.Input == Notification {
      let subscription = NotificationSubscription(downstream: subscriber)
      subscription.start(center: center, name: name, object: object)
      subscriber.receive(subscription: subscription)
    }
  }
}
