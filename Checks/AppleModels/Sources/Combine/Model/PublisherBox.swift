/// The publisher inside an `AnyPublisher`, behind a class so its type can be erased.
@usableFromInline
class PublisherBoxBase<Output, Failure: Error> {
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

/// Forwards subscribers to the wrapped publisher.
final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
  private let base: Base

  init(_ base: Base) {
    self.base = base
  }

  override func receive<S: Subscriber>(subscriber: S)
  where S.Input == Base.Output, S.Failure == Base.Failure {
    base.subscribe(subscriber)
  }
}
