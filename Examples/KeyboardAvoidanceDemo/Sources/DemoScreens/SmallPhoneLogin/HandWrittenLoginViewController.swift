import Combine
import UIKit

/// The Combine keyboard monitor of the blog post "현재기기의 화면크기 측정하기 + 콤바인을 이용한
/// 반응형레이아웃 만들기", rewritten in our words with its behaviour kept, bugs included.
///
/// Five subscriptions to the default notification center: will-show and will-hide set the
/// status; a sink on will-change-frame, and a merge of will-show with will-change-frame, both
/// assign the end frame's height (all of it, though a hardware keyboard shows only a bar);
/// will-hide assigns 0. The sinks capture `self` strongly and the two `Subscribers.Assign` hold it
/// too, as the post's do, so a monitor is never released. The post casts the frame to `CGRect`
/// with `as!`; this reads the `NSValue` UIKit posts, which holds the same rectangle, without
/// trapping.
@MainActor
final class KeyboardMonitor: ObservableObject {
  /// Whether the keyboard is up, as the post names it.
  enum Status {
    case show
    case hide
  }

  @Published var updatedKeyboardStatusAction: Status = .hide
  @Published var keyboardHeight: CGFloat = 0

  var subscriptions = Set<AnyCancellable>()

  init() {
    let center = NotificationCenter.default
    let willShow = NotificationCenter.Publisher(
      center: center, name: UIResponder.keyboardWillShowNotification)
    let willHide = NotificationCenter.Publisher(
      center: center, name: UIResponder.keyboardWillHideNotification)
    let willChangeFrame = NotificationCenter.Publisher(
      center: center, name: UIResponder.keyboardWillChangeFrameNotification)

    willShow.sink { _ in self.updatedKeyboardStatusAction = .show }.store(in: &subscriptions)
    willHide.sink { _ in self.updatedKeyboardStatusAction = .hide }.store(in: &subscriptions)
    willChangeFrame.sink { notification in
      self.keyboardHeight = Self.endFrame(of: notification).height
    }.store(in: &subscriptions)

    willShow.merge(with: willChangeFrame)
      .map { notification in Self.endFrame(of: notification) }
      .map { keyboardFrame in keyboardFrame.height }
      .subscribe(Subscribers.Assign(object: self, keyPath: \.keyboardHeight))
    willHide.map { _ in CGFloat.zero }
      .subscribe(Subscribers.Assign(object: self, keyPath: \.keyboardHeight))
  }

  private static func endFrame(of notification: Notification) -> CGRect {
    let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    return value?.cgRectValue ?? .zero
  }
}

/// The "hand-written" tab of the small-phone login screen: the post's view controller, which
/// subscribes to its ``KeyboardMonitor``.
///
/// On every height it sets the button's bottom constant to the raw height (50 with none), its
/// insets to 0 (30) and its corner radius to 0 (15), and, when the screen measures 1136 pixels or
/// fewer, moves the status label and the field group up and hides the logo. The post reads
/// `UIScreen.main`; this reads the screen of the view's window, which on a phone is the same
/// screen (and what the SDK's deprecation note of `mainScreen` recommends). It also checks that
/// the device is a phone, which changes nothing here: no iPad screen is that small. Its sink
/// captures `self` strongly, so the controller is never released. A tap on the screen ends
/// editing through a tap gesture recognizer with a selector, which needs the Objective-C runtime.
@MainActor
final class HandWrittenLoginViewController: SmallPhoneLoginViewController {
  var keyboardMonitor: KeyboardMonitor?
  var subscriptions = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardMonitor = KeyboardMonitor()
    observingKeyboardEvent()
    #if canImport(ObjectiveC)
      let tap = UITapGestureRecognizer(target: self, action: #selector(hideKeyboard))
      view.addGestureRecognizer(tap)
    #endif
  }

  #if canImport(ObjectiveC)
    @objc func hideKeyboard() {
      view.endEditing(true)
    }
  #endif

  /// Whether the screen is 1136 pixels tall or less: an iPhone SE (1st generation) or smaller,
  /// the post's small phones.
  private var isSmallScreen: Bool {
    guard let screen = view.window?.windowScene?.screen else { return false }
    return screen.bounds.height * screen.scale <= 1136
  }

  private func observingKeyboardEvent() {
    keyboardMonitor?.$keyboardHeight.sink { height in
      self.loginButtonBottom?.constant = height > 0 ? height : 50
      self.loginButtonLeading?.constant = height > 0 ? 0 : 30
      self.loginButtonTrailing?.constant = height > 0 ? 0 : 30
      self.loginButton.layer.cornerRadius = height > 0 ? 0 : 15
      if self.isSmallScreen {
        self.credentialsTop?.constant = height > 0 ? 20 : 40
        self.statusLabelTop?.constant = height > 0 ? -50 : 40
        self.logo.isHidden = height > 0
      }
    }.store(in: &subscriptions)
  }
}
