import Foundation
import KeyboardAvoidance

/// Figure 4: how far a view pinned above the keyboard drifts from the keyboard's top edge while a
/// 300 pt keyboard appears.
///
/// The keyboard moves with its own timing (curve 7, 0.25 s) under each ``KeyboardCurveModel``.
/// Hand-written handlers from blog posts animate the view with timings of their own; ours applies
/// the offset inside the keyboard's animation. The gap is sampled every 0.1 ms from the start until both have stopped.
enum AnimationGap {
  /// The distance the keyboard and the view travel.
  static let distance: CGFloat = 300

  /// Sampling step, in seconds.
  static let step: TimeInterval = 0.000_1

  /// The handlers compared, by the name results are reported under.
  static let handlers: [(name: String, animation: KeyboardAnimation)] = [
    // The NotificationCenter handler: `UIView.animate(withDuration: 1)`, whose default curve is
    // ease-in-out.
    ("notification_center_1s", KeyboardAnimation(duration: 1, curve: .easeInOut)),
    // The storyboard and RxSwift handlers and the SwiftUI keyboard-height object: the constant
    // or padding changes with no animation.
    ("rxswift_no_animation", .none),
    ("swiftui_no_animation", .none),
    // The RxKeyboard handler: `UIView.animate(withDuration: 0.23)`, ease-in-out as well.
    ("rxkeyboard_0_23s", KeyboardAnimation(duration: 0.23, curve: .easeInOut)),
  ]

  static let models: [(name: String, model: KeyboardCurveModel)] = [
    ("spring", .spring), ("bezier", .bezier),
  ]

  /// The largest gap for every model and handler, ours included, keyed by model then handler.
  static func run() -> [String: [String: Double]] {
    var gaps: [String: [String: Double]] = [:]
    for (modelName, model) in models {
      var row = ["ours": Double(oursLargestGap(model: model))]
      for (name, animation) in handlers {
        row[name] = Double(largestGap(viewAnimation: animation, model: model))
      }
      gaps[modelName] = row
    }
    return gaps
  }

  /// A view moved by `viewAnimation` against the keyboard, both over ``distance``.
  static func largestGap(viewAnimation: KeyboardAnimation, model: KeyboardCurveModel) -> CGFloat {
    let keyboard = BenchDevice.keyboardAnimation
    let end = max(
      keyboard.effectiveDuration(model: model), viewAnimation.effectiveDuration(model: model))
    return largestGap(until: end) { time in
      let keyboardTravel = distance * keyboard.progress(at: time, model: model)
      let viewTravel = distance * viewAnimation.progress(at: time, model: model)
      return abs(keyboardTravel - viewTravel)
    }
  }

  /// Ours, through the public transition API an adapter uses: the view's bottom offset at each
  /// moment against the keyboard's top edge at the same moment, for a transition the reducer
  /// produced from a will-show notification.
  static func oursLargestGap(model: KeyboardCurveModel) -> CGFloat {
    let screen = BenchDevice.screen
    // No safe area and no spacing, so the offset's travel equals the keyboard's.
    let view = AvoidingView(frame: screen)
    var state = KeyboardState.hidden
    let event = KeyboardEvent(
      kind: .willShow,
      beginFrame: CGRect(x: 0, y: screen.maxY, width: screen.width, height: distance),
      endFrame: CGRect(
        x: 0, y: screen.maxY - distance, width: screen.width, height: distance),
      animation: BenchDevice.keyboardAnimation)
    guard let transition = state.reduce(event, screenBounds: screen) else { return distance }
    let end = transition.animation.effectiveDuration(model: model)
    return largestGap(until: end) { time in
      let keyboardTop = transition.keyboardTop(at: time, screenBounds: screen, model: model)
      let viewBottom = screen.maxY - transition.bottomOffset(for: view, at: time, model: model)
      return abs(viewBottom - keyboardTop)
    }
  }

  private static func largestGap(until end: TimeInterval, gap: (TimeInterval) -> CGFloat)
    -> CGFloat
  {
    var largest: CGFloat = 0
    var sample = 0
    while true {
      let time = Double(sample) * step
      largest = max(largest, gap(time))
      if time > end { return largest }
      sample += 1
    }
  }
}
