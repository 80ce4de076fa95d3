import Combine
import UIKit

/// The Combine `Keyboard` object of the blog post "[iOS - SwiftUI] 키보드 높이 구하는 방법
/// (#combine)" (getting the keyboard's height in SwiftUI), rewritten in our words with its
/// behaviour kept, bugs included.
///
/// It merges will-show, mapped to the end frame's height (all of it: with a hardware keyboard
/// attached that is the whole keyboard, though only a bar is on screen), with will-hide, mapped
/// to 0, and assigns the result to `currentHeight` with `assign(to:on: self)`, which holds the
/// object strongly from a cancellable the object keeps: it is never released, and a view that
/// creates one as an `@ObservedObject` makes a new one, still observing, each time SwiftUI makes
/// the view again. The post also adds `.subscribe(on: RunLoop.main)`, meaning
/// `.receive(on:)`: it defers only the subscription to the main run loop's next turn, and
/// keyboard notifications arrive on the main thread either way, so the demo leaves it out. The
/// post casts the frame to `CGRect`; this reads the `NSValue` UIKit posts, which holds the same
/// rectangle.
@MainActor
final class HandWrittenKeyboard: ObservableObject {
  @Published var currentHeight: CGFloat = 0

  private var cancellableSet: Set<AnyCancellable> = []

  init() {
    bind()
  }

  /// What the post's view shows: `Text("Keyboard height: \(keyboard.currentHeight)")`.
  var readout: String { "Keyboard height: \(currentHeight)" }

  private func bind() {
    let keyboardWillShowPublisher = NotificationCenter.default
      .publisher(for: UIResponder.keyboardWillShowNotification)
      .map { notification -> CGFloat in
        let userInfo = notification.userInfo
        let value = userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        let keyboardFrame = value?.cgRectValue ?? .zero
        return keyboardFrame.height
      }
    let keyboardWillHidePublisher = NotificationCenter.default
      .publisher(for: UIResponder.keyboardWillHideNotification)
      .map { _ in CGFloat(0) }
    Publishers.Merge(keyboardWillShowPublisher, keyboardWillHidePublisher)
      .assign(to: \.currentHeight, on: self)
      .store(in: &cancellableSet)
  }
}
