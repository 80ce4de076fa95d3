import Foundation
import KeyboardAvoidance

// The formulas of blog posts (a NotificationCenter handler and a storyboard and RxSwift one),
// rewritten as plain values so the tests can show where they go wrong. Each reads what the post
// reads: the notification's name and the height of `UIKeyboardFrameEndUserInfoKey`, plus the view's
// bottom safe-area inset at the moment the notification arrives. Each value is the constant of a
// constraint from the pinned view's bottom to the safe area's bottom: the same measure as
// `bottomOffset`. They are comparison code for the tests, never part of the library.

/// What blog posts read from a notification: its name and the end frame's height, read as
/// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height`.
struct PostedNotification: Sendable {
  static let willShow = KeyboardEvent.Kind.willShow.notificationName
  static let willHide = KeyboardEvent.Kind.willHide.notificationName

  let name: Notification.Name
  let endHeight: CGFloat?

  init(_ notification: Notification) {
    name = notification.name
    endHeight = UserInfoValues.rect(notification.userInfo?[KeyboardUserInfoKey.frameEnd])?.height
  }

  var isWillShow: Bool { name == Self.willShow }
  var isWillHide: Bool { name == Self.willHide }
}

/// The NotificationCenter post (1 s animation): on will-show, `if constant == 0 { constant +=
/// height − safeAreaBottom }`; on will-hide, `constant −= height − safeAreaBottom` (the post's
/// final listing).
struct NotificationCenterLayout {
  private(set) var constant: CGFloat = 0

  mutating func handle(_ notification: PostedNotification, safeAreaBottom: CGFloat) {
    guard let height = notification.endHeight else { return }
    if notification.isWillShow {
      if constant == 0 { constant += height - safeAreaBottom }
    } else if notification.isWillHide {
      constant -= height - safeAreaBottom
    }
  }
}

/// The storyboard handler of the RxSwift post: on will-show `constant = frame.height −
/// safeAreaBottom`, on will-hide `constant = 0`.
struct StoryboardLayout {
  private(set) var constant: CGFloat = 0

  mutating func handle(_ notification: PostedNotification, safeAreaBottom: CGFloat) {
    if notification.isWillShow {
      guard let height = notification.endHeight else { return }
      constant = height - safeAreaBottom
    } else if notification.isWillHide {
      constant = 0
    }
  }
}

/// The RxSwift and SnapKit handler of the same post.
///
/// Will-show maps to the end frame's height, will-hide to 0, merged; then `let height =
/// keyboardHeight > 0.0 ? (keyboardHeight - safeAreaBottom) : safeAreaBottom`, and the button's
/// bottom is remade at `safeAreaLayoutGuide.bottom` offset by `-height`, so it stands `height`
/// above the safe area's bottom. Before the first notification nothing is set.
struct RxSwiftLayout {
  private(set) var constant: CGFloat = 0

  mutating func handle(_ notification: PostedNotification, safeAreaBottom: CGFloat) {
    let keyboardHeight: CGFloat
    if notification.isWillShow {
      keyboardHeight = notification.endHeight ?? 0
    } else if notification.isWillHide {
      keyboardHeight = 0
    } else {
      return
    }
    constant = keyboardHeight > 0.0 ? (keyboardHeight - safeAreaBottom) : safeAreaBottom
  }
}
