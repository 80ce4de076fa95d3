import UIKit

/// The confirmation screen of the blog post "[iOS - swift] TextField를 클릭시 버튼 올라오게 하기
/// (RxKeyboard, layoutSubviews)" (raising a button when a text field is tapped), laid out as the
/// post's storyboard is; its two tabs add the keyboard code.
///
/// A code field that takes the focus when the screen appears, as the post's `viewDidAppear(_:)`
/// makes it, and a Confirm button whose bottom constraint, `Safe Area.bottom = Confirm.bottom +
/// constant`, keeps the post's fixed gap between button and keyboard.
@MainActor
class ConfirmCodeViewController: UIViewController {
  /// The post's `Constants.ComponentStyle.intervalSizeBetweenButtonAndKeyboard`; the post does
  /// not give its value.
  static let interval: CGFloat = 16

  let titleLabel = DemoViews.label("Enter the code we sent you")
  let codeField = DemoViews.field("Code")
  let confirmButton = DemoViews.button("Confirm")

  /// Safe Area.bottom = Confirm.bottom + constant: the post's `btnBottomConstraint`.
  private(set) var buttonBottom: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    root.addSubviews(titleLabel, codeField, confirmButton)
    let safeArea = root.safeAreaLayoutGuide
    let bottom = safeArea.bottomAnchor.constraint(
      equalTo: confirmButton.bottomAnchor, constant: Self.interval)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      codeField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
      codeField.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      codeField.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      codeField.heightAnchor.constraint(equalToConstant: 44),
      confirmButton.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      confirmButton.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      confirmButton.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
    buttonBottom = bottom
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    codeField.becomeFirstResponder()
  }
}
