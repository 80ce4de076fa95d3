import SwiftUI
import UIKit

/// One screen of the demo: a problem one of the five blog posts solves by hand, shown hand-written
/// and with KeyboardAvoidance, or one of ours.
///
/// The app lists them in this order. `makeViewController()` builds the screen: for a post, a tab
/// bar controller whose first tab runs the post's code, bugs included, and whose second runs the
/// same screen with the package; for ours, the screen alone.
///
/// ```swift
/// DemoScreen.allCases.count  // 8
/// DemoScreen.pinNextButton.title  // "The PIN screen's Next button"
/// ```
public enum DemoScreen: String, CaseIterable, Identifiable, Hashable, Sendable {
  /// The small-phone Combine login screen: logo hidden, label and fields moved, the button widened
  /// onto the keyboard, declared with `KeyboardAdaptive`.
  case smallPhoneLogin
  /// The storyboard bottom constraint with the safe area subtracted, and a tap on the background
  /// to dismiss.
  case bottomConstraint
  /// The PIN field's Next button of the RxSwift and SnapKit post, with `pinAboveKeyboard`.
  case pinNextButton
  /// The SwiftUI keyboard-height readout, with the `keyboard` environment value and
  /// `keyboardAvoiding`.
  case swiftUIKeyboardHeight
  /// The RxKeyboard post's Confirm button, moved inside the keyboard's own animation.
  case confirmButton
  /// Ours: a long sign-up form in a scroll view with previous / next / done.
  case signUpForm
  /// Ours: a chat whose input bar follows interactive dismissal.
  case chat
  /// Ours: the live keyboard state, for hardware keyboards, Stage Manager and iPad keyboards.
  case keyboardState

  /// The screen's identity in lists.
  public var id: String { rawValue }

  /// The screen's name in the list and its navigation bar.
  public var title: String {
    switch self {
    case .smallPhoneLogin: "A login screen on small phones"
    case .bottomConstraint: "A storyboard bottom constraint"
    case .pinNextButton: "The PIN screen's Next button"
    case .swiftUIKeyboardHeight: "The keyboard's height in SwiftUI"
    case .confirmButton: "A Confirm button on the keyboard"
    case .signUpForm: "A long sign-up form"
    case .chat: "A chat with interactive dismissal"
    case .keyboardState: "The keyboard's state, live"
    }
  }

  /// What the screen shows, in a sentence.
  public var summary: String {
    switch self {
    case .smallPhoneLogin:
      "Logo hidden, label and fields moved up on small screens, the button widened onto the "
        + "keyboard. By hand it reads the keyboard's whole height, wrong with a hardware keyboard."
    case .bottomConstraint:
      "The constraint grows by the keyboard's height less the safe area, once: a second height "
        + "(the predictive row) is ignored by hand, and the hide leaves it off."
    case .pinNextButton:
      "A Next button under a PIN field. By hand its constraints are remade on every height and "
        + "it rests higher after the first hide."
    case .swiftUIKeyboardHeight:
      "The keyboard's height in a SwiftUI readout. By hand it is the frame's height: the whole "
        + "keyboard, even when only a hardware keyboard's bar is on screen."
    case .confirmButton:
      "A Confirm button riding on the keyboard. By hand it moves in a 0.23 s animation of its "
        + "own, a turn after the keyboard starts."
    case .signUpForm:
      "Nine fields in a scroll view, each scrolled above the keyboard, with previous / next / "
        + "done."
    case .chat:
      "An input bar on the keyboard that follows your finger when you drag the keyboard down."
    case .keyboardState:
      "Presentation, frame, covered height and animation, live: try a hardware keyboard, Stage "
        + "Manager and the iPad's undocked, split and floating keyboards."
    }
  }

  /// The title of the blog post the screen comes from, as the post gives it; `nil` for ours.
  public var postTitle: String? {
    switch self {
    case .smallPhoneLogin: "현재기기의 화면크기 측정하기 + 콤바인을 이용한 반응형레이아웃 만들기"
    case .bottomConstraint: "[UIKit] 텍스트필드 입력(클릭) 시 키보드 올리기/내리기"
    case .pinNextButton: "[RxSwift] 키보드 높이에 따른 버튼 위치 변경(키보드에 버튼이 가려지는 현상)"
    case .swiftUIKeyboardHeight: "[iOS - SwiftUI] 키보드 높이 구하는 방법 (#combine)"
    case .confirmButton: "[iOS - swift] TextField를 클릭시 버튼 올라오게 하기 (RxKeyboard, layoutSubviews)"
    case .signUpForm, .chat, .keyboardState: nil
    }
  }

  /// Builds the screen: the post's two tabs in a tab bar controller, or our screen alone.
  ///
  /// Two hand-written tabs reach for `UIApplication.shared`, as their posts do, so the screens
  /// are for an app, not an app extension.
  ///
  /// - Returns: A new view controller each time.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public func makeViewController() -> UIViewController {
    switch self {
    case .smallPhoneLogin:
      DemoTabBarController(
        handWritten: HandWrittenLoginViewController(),
        keyboardAvoidance: AdaptiveLoginViewController())
    case .bottomConstraint:
      DemoTabBarController(
        handWritten: HandWrittenBottomConstraintViewController(),
        keyboardAvoidance: FollowingBottomConstraintViewController())
    case .pinNextButton:
      DemoTabBarController(
        handWritten: HandWrittenPINViewController(),
        keyboardAvoidance: FollowingPINViewController())
    case .swiftUIKeyboardHeight:
      DemoTabBarController(
        handWritten: SwiftUIScreen(HandWrittenKeyboardHeightView()),
        keyboardAvoidance: SwiftUIScreen(KeyboardHeightView(), ownsKeyboard: true))
    case .confirmButton:
      DemoTabBarController(
        handWritten: HandWrittenConfirmViewController(),
        keyboardAvoidance: FollowingConfirmViewController())
    case .signUpForm:
      SignUpFormViewController()
    case .chat:
      ChatViewController()
    case .keyboardState:
      KeyboardStateViewController()
    }
  }
}
