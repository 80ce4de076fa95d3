/// What one Combine subscription to a keyboard publisher does next, as a pure state machine: the
/// latest value waits for demand, one value reaches the subscriber at a time, and nothing reaches
/// it after a cancel.
///
/// Each event a subscription meets has one method, which changes the state and returns the
/// action its storage performs outside the lock (the shape swift-async-algorithms gives its
/// operators): the subscriber asks for more (``request(_:)``), the observer link is made on the
/// main actor (``connected(_:)``), a new value arrives (``offer(_:)``), the subscriber returns
/// from receiving one (``delivered(moreDemand:)``), or the subscription is cancelled
/// (``cancel()``).
///
/// Combine's rules it keeps (developer.apple.com/documentation/combine/subscription and
/// …/subscribers/demand): never more values than requested, demand adds up and `unlimited`
/// stays unlimited, a request of `.none` asks for nothing, values one at a time even when the
/// subscriber asks for more from inside `receive(_:)`, and nothing after `cancel()`. A value that
/// finds no demand waits, replaced by any newer one, so a slow subscriber skips to the latest
/// keyboard. The publishers never finish: the subscription keeps its observer alive.
///
/// `Link` is what ties the subscription to its observer (a `KeyboardSubscription`), handed back
/// to be cancelled when the subscription ends.
struct LatestValueDemand<Value: Sendable, Link: Sendable>: Sendable {
  /// How many values the subscriber may still receive: Combine's `Subscribers.Demand`, which
  /// does not exist on every platform the core builds for.
  enum Demand: Sendable, Hashable {
    case unlimited
    case max(Int)

    /// Whether at least one value may be sent.
    var allowsOne: Bool {
      switch self {
      case .unlimited: true
      case .max(let count): count > 0
      }
    }

    /// The demand left after one value is sent.
    var afterOne: Demand {
      switch self {
      case .unlimited: .unlimited
      case .max(let count): .max(Swift.max(count - 1, 0))
      }
    }

    /// Both demands together; a sum past `Int.max` is unlimited, as in Combine.
    static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard case .max(let left) = lhs, case .max(let right) = rhs else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : .max(sum)
    }
  }

  /// What the storage does after an event.
  enum Action: Sendable {
    /// Nothing.
    case none
    /// Sends the value to the subscriber, outside the lock, then reports
    /// ``LatestValueDemand/delivered(moreDemand:)``.
    case deliver(Value)
    /// Cancels the link to the observer; the subscription is over.
    case cancelLink(Link)
  }

  /// Where the subscription stands.
  ///
  /// Each case holds only what is legal in it.
  enum State: Sendable {
    /// Live, no value waiting, nothing being sent; `link` is `nil` until the main actor has
    /// connected the observer.
    case idle(demand: Demand, link: Link?)
    /// Live, a value waiting for demand (the demand is none).
    case holding(Value, link: Link?)
    /// Live, a value being sent to the subscriber; `pending` is the newest one offered meanwhile.
    case delivering(demand: Demand, pending: Value?, link: Link?)
    /// Cancelled: nothing more happens.
    case cancelled
  }

  private(set) var state = State.idle(demand: .max(0), link: nil)

  /// Whether the subscription has been cancelled.
  var isCancelled: Bool {
    if case .cancelled = state { return true }
    return false
  }

  /// The subscriber asks for `demand` more values.
  mutating func request(_ demand: Demand) -> Action {
    switch state {
    case .idle(let current, let link):
      state = .idle(demand: current + demand, link: link)
      return .none
    case .holding(let value, let link):
      guard demand.allowsOne else { return .none }
      state = .delivering(demand: demand.afterOne, pending: nil, link: link)
      return .deliver(value)
    case .delivering(let current, let pending, let link):
      // Sent by the sending loop once the subscriber returns: one value at a time.
      state = .delivering(demand: current + demand, pending: pending, link: link)
      return .none
    case .cancelled:
      return .none
    }
  }

  /// The main actor has tied the subscription to its observer with `link`.
  mutating func connected(_ link: Link) -> Action {
    switch state {
    case .idle(let demand, _):
      state = .idle(demand: demand, link: link)
    case .holding(let value, _):
      state = .holding(value, link: link)
    case .delivering(let demand, let pending, _):
      state = .delivering(demand: demand, pending: pending, link: link)
    case .cancelled:
      return .cancelLink(link)
    }
    return .none
  }

  /// A new value arrives from the observer.
  mutating func offer(_ value: Value) -> Action {
    switch state {
    case .idle(let demand, let link):
      guard demand.allowsOne else {
        state = .holding(value, link: link)
        return .none
      }
      state = .delivering(demand: demand.afterOne, pending: nil, link: link)
      return .deliver(value)
    case .holding(_, let link):
      state = .holding(value, link: link)
      return .none
    case .delivering(let demand, _, let link):
      state = .delivering(demand: demand, pending: value, link: link)
      return .none
    case .cancelled:
      return .none
    }
  }

  /// The subscriber returned from receiving a value, asking for `moreDemand` more.
  mutating func delivered(moreDemand: Demand) -> Action {
    guard case .delivering(let current, let pending, let link) = state else { return .none }
    let demand = current + moreDemand
    guard let pending else {
      state = .idle(demand: demand, link: link)
      return .none
    }
    guard demand.allowsOne else {
      state = .holding(pending, link: link)
      return .none
    }
    state = .delivering(demand: demand.afterOne, pending: nil, link: link)
    return .deliver(pending)
  }

  /// The subscriber, or whoever holds its cancellable, cancels.
  mutating func cancel() -> Action {
    let link: Link?
    switch state {
    case .idle(_, let current), .holding(_, let current), .delivering(_, _, let current):
      link = current
    case .cancelled:
      return .none
    }
    state = .cancelled
    return link.map(Action.cancelLink) ?? .none
  }
}
