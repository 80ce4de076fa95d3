/// Where a `@Published` property keeps its value and the `objectWillChange` publisher of the
/// object it belongs to.
///
/// A class, so the copy of the property wrapper that `Mirror` hands out shares it with the
/// object's own.
class WillChangeSlot {
  private static let lock = ModelLock()
  private var publisher: ObservableObjectPublisher?

  /// The publisher the slots of one object share: the one a slot already has, or a new one given
  /// to every slot.
  static func sharedPublisher(among slots: [WillChangeSlot]) -> ObservableObjectPublisher {
    lock.withLock {
      let shared = slots.lazy.compactMap(\.publisher).first ?? ObservableObjectPublisher()
      for slot in slots where slot.publisher == nil { slot.publisher = shared }
      return shared
    }
  }

  /// Sends the object's will-change event, if anyone asked for `objectWillChange`.
  func sendWillChange() {
    let publisher = Self.lock.withLock { self.publisher }
    publisher?.send()
  }
}

/// A `@Published` property's value, and the subject behind its projected publisher.
final class PublishedStorage<Value>: WillChangeSlot {
  private let current: LockedValue<Value>
  private let lock = ModelLock()
  private var madeSubject: CurrentValueSubject<Value, Never>?

  init(_ value: Value) {
    current = LockedValue(value)
  }

  var value: Value {
    get { current.value }
    set { current.value = newValue }
  }

  /// The projected publisher's subject, made the first time someone subscribes: it starts from
  /// the current value.
  var subject: CurrentValueSubject<Value, Never> {
    lock.withLock {
      if let madeSubject { return madeSubject }
      let subject = CurrentValueSubject<Value, Never>(current.value)
      madeSubject = subject
      return subject
    }
  }

  /// Sends a new value to the projected publisher's subscribers, if it has any.
  func publish(_ newValue: Value) {
    lock.withLock { madeSubject }?.send(newValue)
  }
}

/// A property wrapper whose storage takes part in `objectWillChange`.
protocol WillChangeSlotProviding {
  var willChangeSlot: WillChangeSlot { get }
}

extension Published: WillChangeSlotProviding {
  var willChangeSlot: WillChangeSlot { storage }
}

extension Mirror {
  /// The will-change slots of every `@Published` property of the reflected object, its
  /// superclasses' included.
  var willChangeSlots: [WillChangeSlot] {
    let own = children.compactMap { ($0.value as? any WillChangeSlotProviding)?.willChangeSlot }
    return own + (superclassMirror?.willChangeSlots ?? [])
  }
}
