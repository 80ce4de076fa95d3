import Foundation
import KeyboardAvoidance

extension KeyboardSimulator {
  /// Posts a recorded session's notifications again, at once, each exactly as it was posted.
  ///
  /// Every notification keeps its name and every `userInfo` value (`KeyboardTrace.Value`), so
  /// it parses exactly as the recorded one did, rejections included. Its `object` is the screen
  /// the trace names: ``screen`` for screen 0, ``otherScreen`` for screen 1, and further objects
  /// of this simulator's own for the others, whatever ``postsScreen`` says; an `object` that was
  /// not a screen is not posted. While each notification is posted, ``screenBounds`` are the
  /// bounds recorded with it, so observers made by ``makeObserver()`` measure as the app did.
  /// Will-notifications posted together (the same animation and end frame, one after another)
  /// go through ``willNotificationWrapper`` as one group, as the simulator's own do.
  ///
  /// ```swift
  /// let trace = try KeyboardTrace(jsonData: data)
  /// let simulator = KeyboardSimulator(device: iPad)
  /// let keyboard = simulator.makeObserver()
  /// simulator.replay(trace)
  /// keyboard.state.presentation  // .undocked, as on the tester's iPad
  /// ```
  ///
  /// The simulated keyboard (``presentation``, ``frame``) is left as it was: a trace says what
  /// was posted, not where the keyboard is. The recorded screen bounds stay in ``screenBounds``
  /// until the next action.
  ///
  /// - Parameter trace: The session to replay.
  /// - Returns: The notifications posted, in order.
  @discardableResult
  public func replay(_ trace: KeyboardTrace) -> [Notification] {
    var posted: [Notification] = []
    for group in replayGroups(trace) {
      post(group, into: &posted)
    }
    return posted
  }

  /// Posts a recorded session's notifications again with the recorded timing.
  ///
  /// Before each notification (or group of will-notifications posted together) the replay waits
  /// through `pacing` for the time that separated it from the one before, as recorded; the
  /// notifications are the same as ``replay(_:)`` posts.
  ///
  /// ```swift
  /// await simulator.replay(trace, pacing: .realTime)  // as long as the session lasted
  /// ```
  ///
  /// - Parameters:
  ///   - trace: The session to replay.
  ///   - pacing: How to wait between notifications.
  /// - Returns: The notifications posted, in order.
  @discardableResult
  public func replay(_ trace: KeyboardTrace, pacing: Pacing) async -> [Notification] {
    var posted: [Notification] = []
    var previous: TimeInterval?
    for group in replayGroups(trace) {
      let time = group.first?.entry.time ?? 0
      if let previous, time > previous { await pacing.wait(time - previous) }
      previous = time
      post(group, into: &posted)
    }
    return posted
  }

  /// One recorded notification on its way out.
  private struct ReplayedNotification {
    let entry: KeyboardTrace.Entry
    let notification: Notification
    /// The parsed event of a will-notification, for the wrapper.
    let willEvent: KeyboardEvent?
  }

  /// The trace's notifications, with runs of will-notifications posted together grouped.
  private func replayGroups(_ trace: KeyboardTrace) -> [[ReplayedNotification]] {
    var groups: [[ReplayedNotification]] = []
    for entry in trace.notifications {
      let notification = entry.notification(object: entry.screen.map(replayScreen))
      let event = entry.kind.isWill ? try? KeyboardEvent(notification) : nil
      let replayed = ReplayedNotification(
        entry: entry, notification: notification, willEvent: event)
      if let event, let last = groups.last?.last?.willEvent,
        last.animation == event.animation, last.endFrame == event.endFrame
      {
        groups[groups.count - 1].append(replayed)
      } else {
        groups.append([replayed])
      }
    }
    return groups
  }

  /// The object standing for a trace's screen `index`.
  private func replayScreen(_ index: Int) -> AnyObject {
    switch index {
    case 0: return screen
    case 1: return otherScreen
    default:
      while extraScreens.count < index - 1 { extraScreens.append(SimulatedScreen()) }
      return extraScreens[index - 2]
    }
  }

  private func post(_ group: [ReplayedNotification], into posted: inout [Notification]) {
    let postAll = { [center] in
      for replayed in group {
        self.replayedScreenBounds = replayed.entry.screenBounds
        center.post(replayed.notification)
      }
    }
    if let wrapper = willNotificationWrapper, let event = group.last?.willEvent {
      wrapper(event.animation, event.endFrame, postAll)
    } else {
      postAll()
    }
    posted += group.map(\.notification)
  }
}
