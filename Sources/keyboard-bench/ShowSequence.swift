import Foundation
import KeyboardAvoidance

/// The keyboard session the layout-write count replays: what iOS posts while a user opens a text
/// field, gets the predictive row, switches to emoji and back, and dismisses the keyboard.
///
/// Each step posts the four notifications of one change in iOS's order (will-change-frame, will
/// show or hide, did-change-frame, did show or hide; Stack Overflow question 25946121), each
/// carrying the previous step's frame as its begin frame.
enum ShowSequence {
  /// One user-visible step: the notifications iOS posts and the keyboard height it ends at.
  struct Step {
    let name: String
    let hides: Bool
    /// The docked keyboard's height once the step is over; 0 once hidden.
    let height: CGFloat
  }

  /// The steps, in order.
  ///
  /// Heights from ``BenchDevice``: the emoji keyboard is as tall as the letters with the
  /// predictive row on, so switching to it and back moves nothing, but iOS posts will-show all
  /// the same.
  static let steps: [Step] = [
    Step(name: "show", hides: false, height: BenchDevice.plainHeight),
    Step(
      name: "predictive row (second will-show)", hides: false,
      height: BenchDevice.predictiveHeight),
    Step(name: "emoji keyboard", hides: false, height: BenchDevice.predictiveHeight),
    Step(name: "back to letters", hides: false, height: BenchDevice.predictiveHeight),
    Step(name: "hide", hides: true, height: 0),
  ]

  /// How many steps change the keyboard's height, read off the step list alone: the number of
  /// layout writes a correct adapter makes, counted without running any reducer.
  static var realChanges: Int {
    var previous: CGFloat = 0
    var changes = 0
    for step in steps {
      if step.height != previous { changes += 1 }
      previous = step.height
    }
    return changes
  }

  /// One posted notification: its kind and end frame, as handlers that skip parsing read them.
  struct Post {
    let kind: KeyboardEvent.Kind
    let beginFrame: CGRect
    let endFrame: CGRect

    var notification: Notification {
      BenchDevice.notification(kind, from: beginFrame, to: endFrame)
    }
  }

  /// Every notification of the session, in posting order.
  static var posts: [Post] {
    var posts: [Post] = []
    var current = BenchDevice.below(BenchDevice.plainHeight)
    for step in steps {
      // A hidden keyboard is reported just below the screen, at the height it had.
      let end =
        step.hides ? BenchDevice.below(current.height) : BenchDevice.docked(step.height)
      let kinds: [KeyboardEvent.Kind] =
        step.hides
        ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
      for kind in kinds {
        posts.append(Post(kind: kind, beginFrame: current, endFrame: end))
      }
      current = end
    }
    return posts
  }
}
