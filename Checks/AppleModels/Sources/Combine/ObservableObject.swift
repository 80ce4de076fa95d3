// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

// Apple: "A publisher that publishes changes from observable objects." Like a passthrough
// subject of `Void`: subscribers receive only the changes after they subscribe.
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Output = Void
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() {}

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  final public func receive<S>(subscriber: S)
  where S: Subscriber, S.Failure == Never, S.Input == () {
    subject.receive(subscriber: subscriber)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/observableobjectpublisher/send()
  final public func send() {
    subject.send(())
  }
}

// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  // Apple: "By default an ObservableObject synthesizes an objectWillChange publisher that emits
  // the changed value before any of its @Published properties changes." The object's
  // @Published properties share one publisher, made the first time anyone asks for it.
  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  public var objectWillChange: ObservableObjectPublisher {
    WillChangeSlot.sharedPublisher(among: Mirror(reflecting: self).willChangeSlots)
  }
}

// Apple: "When the property changes, publishing occurs in the property's willSet block, meaning
// subscribers receive the new value before it's actually set on the property." Only classes
// hold @Published properties: the value is read and written through the enclosing instance.
// iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
// developer.apple.com/documentation/combine/published
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
  let storage: PublishedStorage<Value>

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  @_alwaysEmitIntoClient public init(wrappedValue: Value) {
    self.init(initialValue: wrappedValue)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  // developer.apple.com/documentation/combine/published/init(initialvalue:)
  public init(initialValue: Value) {
    storage = PublishedStorage(initialValue)
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  // A subscriber gets the current value when it attaches, then every new value in the
  // property's willSet (the type's page, above: "subscribers receive the new value before it's
  // actually set on the property"), so it reads the old value from the property meanwhile.
  // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface — public struct Publisher : Combine.Publisher
  // developer.apple.com/documentation/combine/published/publisher
  public struct Publisher: Combine.Publisher {
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Output = Value
    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
    public func receive<S>(subscriber: S)
    where Value == S.Input, S: Subscriber, S.Failure == Never {
      storage.subject.receive(subscriber: subscriber)
    }
  }

  // The interface also has a `_modify` accessor (iOS 14), which the model leaves out.
  // iPhoneOS17.4.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface — public var projectedValue: Combine.Published<Value>.Publisher { mutating get }
  // developer.apple.com/documentation/combine/published/projectedvalue
  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher(storage: storage) }
  }

  // iPhoneOS18.0.sdk Combine.swiftmodule/arm64-apple-ios.swiftinterface
  public static subscript<EnclosingSelf>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value where EnclosingSelf: AnyObject {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.sendWillChange()
      storage.publish(newValue)
      storage.value = newValue
    }
  }
}
