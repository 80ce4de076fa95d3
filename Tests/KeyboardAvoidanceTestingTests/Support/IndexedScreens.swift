import Foundation
import KeyboardAvoidance

/// Events and transitions with their screens named by position in a list of screen objects, so
/// that a session and its replay, whose screen objects differ, can be compared.
struct IndexedScreens {
  let screens: [AnyObject]

  /// The screen's position in the list; -1 for a screen not in it; `nil` for none.
  func index(of screen: KeyboardScreen?) -> Int? {
    guard let screen else { return nil }
    return screens.firstIndex { KeyboardScreen($0) == screen } ?? -1
  }

  struct State: Equatable {
    var state: KeyboardState
    var screen: Int?
  }

  struct Transition: Equatable {
    var from: State
    var to: State
    var animation: KeyboardAnimation
  }

  struct Event: Equatable {
    var event: KeyboardEvent
    var screen: Int?
  }

  func state(_ state: KeyboardState) -> State {
    var plain = state
    plain.screen = nil
    return State(state: plain, screen: index(of: state.screen))
  }

  func transition(_ transition: KeyboardTransition) -> Transition {
    Transition(
      from: state(transition.from), to: state(transition.to), animation: transition.animation)
  }

  /// The parse of a notification, its screen named by position.
  func parse(_ notification: Notification) -> Result<Event, KeyboardEventError> {
    Result { () throws(KeyboardEventError) in
      var event = try KeyboardEvent(notification)
      let screen = index(of: event.screen)
      event.screen = nil
      return Event(event: event, screen: screen)
    }
  }
}
