import KeyboardAvoidanceTesting
import Testing

@testable import KeyboardAvoidance

/// The Combine subscription's state machine, against Combine's demand rules
/// (developer.apple.com/documentation/combine/subscription, …/subscribers/demand).
@Suite("LatestValueDemand")
struct LatestValueDemandTests {
  typealias Machine = LatestValueDemand<Int, String>

  /// Nothing is sent before the subscriber asks; a value that finds no demand waits, replaced
  /// by newer ones; the request sends the newest.
  @Test func aValueWaitsForDemandAndOnlyTheNewestWaits() {
    var machine = Machine()
    #expect(machine.offer(1).delivered == nil)
    #expect(machine.offer(2).delivered == nil)
    #expect(machine.request(.max(0)).delivered == nil, "a request of none asks for nothing")
    #expect(machine.request(.max(1)).delivered == 2)
    #expect(machine.delivered(moreDemand: .max(0)).delivered == nil)
    #expect(machine.offer(3).delivered == nil, "the one value asked for was sent")
  }

  /// One value at a time: values offered while the subscriber receives one wait until it
  /// returns, and the demand it asks for from inside `receive(_:)` adds to what is left.
  @Test func oneValueAtATimeEvenWhenTheSubscriberAsksForMoreWhileReceiving() {
    var machine = Machine()
    _ = machine.request(.max(1))
    #expect(machine.offer(1).delivered == 1)
    #expect(machine.request(.max(1)).delivered == nil, "asked while receiving: sent after")
    #expect(machine.offer(2).delivered == nil)
    #expect(machine.offer(3).delivered == nil)
    #expect(machine.delivered(moreDemand: .max(0)).delivered == 3, "the newest, once it returns")
    #expect(machine.delivered(moreDemand: .max(0)).delivered == nil)
    #expect(machine.offer(4).delivered == nil, "two asked for, two sent")
  }

  /// Unlimited stays unlimited, and a sum past `Int.max` is unlimited, as Combine adds
  /// demands.
  @Test func demandsAddUpAsCombinesDo() {
    #expect(Machine.Demand.max(2) + .max(3) == .max(5))
    #expect(Machine.Demand.max(.max) + .max(1) == .unlimited)
    #expect(Machine.Demand.unlimited + .max(1) == .unlimited)
    #expect(Machine.Demand.unlimited.afterOne == .unlimited)
    #expect(Machine.Demand.max(1).afterOne == .max(0))
  }

  /// After a cancel nothing is sent, and the link to the observer is cancelled: at once if it
  /// exists, or when the main actor makes it.
  @Test func nothingAfterACancelAndTheLinkIsCancelledWhenItComes() {
    var connected = Machine()
    #expect(connected.connected("link").isNone)
    _ = connected.request(.unlimited)
    #expect(connected.cancel().cancelledLink == "link")
    #expect(connected.offer(1).delivered == nil)
    #expect(connected.cancel().isNone, "a second cancel does nothing")

    var early = Machine()
    #expect(early.cancel().isNone)
    #expect(early.connected("late link").cancelledLink == "late link")
    #expect(early.request(.max(1)).isNone)

    var receiving = Machine()
    _ = receiving.request(.max(2))
    #expect(receiving.offer(1).delivered == 1)
    _ = receiving.offer(2)
    _ = receiving.cancel()
    #expect(receiving.delivered(moreDemand: .max(1)).isNone, "cancelled while receiving")
  }

  /// Random subscriptions against an independent account of Combine's rules: never more values
  /// than asked for, never two at once, values in the order offered, the newest one sent as
  /// soon as demand allows, nothing after a cancel.
  @Test(arguments: 1...200)
  func randomSubscriptionsKeepCombinesRules(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var machine = Machine()
    var account = Account()
    for step in 0..<60 {
      let action: Machine.Action
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...2:
        let demand: Machine.Demand =
          Bool.random(using: &generator)
          ? .max(Int.random(in: 0...3, using: &generator)) : .unlimited
        account.request(demand)
        action = machine.request(demand)
      case 3...6:
        account.nextValue += 1
        account.offer(account.nextValue)
        action = machine.offer(account.nextValue)
      case 7...8 where account.receiving != nil:
        let more: Machine.Demand = .max(Int.random(in: 0...2, using: &generator))
        account.returned(more)
        action = machine.delivered(moreDemand: more)
      case 9 where Int.random(in: 0..<4, using: &generator) == 0:
        account.cancelled = true
        action = machine.cancel()
      default:
        continue
      }
      if let value = action.delivered {
        #expect(!account.cancelled, "seed \(seed) step \(step): a value after a cancel")
        #expect(account.receiving == nil, "seed \(seed) step \(step): two values at once")
        #expect(account.allowsOne, "seed \(seed) step \(step): more values than asked for")
        #expect(value == account.waiting, "seed \(seed) step \(step): not the newest value")
        #expect(value > (account.sent.last ?? 0), "seed \(seed) step \(step): out of order")
        account.send(value)
      }
      #expect(
        account.cancelled || account.receiving != nil || account.waiting == nil
          || !account.allowsOne,
        "seed \(seed) step \(step): a value waits although demand allows it")
    }
  }

  /// What Combine's rules allow, kept by hand: demand as a count, the value waiting, the one
  /// being received.
  struct Account {
    var demand = 0
    var unlimited = false
    var waiting: Int?
    var receiving: Int?
    var sent: [Int] = []
    var cancelled = false
    var nextValue = 0

    var allowsOne: Bool { unlimited || demand > 0 }

    mutating func request(_ more: Machine.Demand) {
      add(more)
    }

    mutating func offer(_ value: Int) {
      if !cancelled { waiting = value }
    }

    mutating func send(_ value: Int) {
      if !unlimited { demand -= 1 }
      waiting = nil
      receiving = value
      sent.append(value)
    }

    mutating func returned(_ more: Machine.Demand) {
      receiving = nil
      add(more)
    }

    private mutating func add(_ more: Machine.Demand) {
      switch more {
      case .unlimited: unlimited = true
      case .max(let count): demand += count
      }
    }
  }
}

extension LatestValueDemand.Action {
  /// The value this action sends, if it sends one.
  var delivered: Value? {
    if case .deliver(let value) = self { return value }
    return nil
  }

  /// The link this action cancels, if it cancels one.
  var cancelledLink: Link? {
    if case .cancelLink(let link) = self { return link }
    return nil
  }

  var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}
