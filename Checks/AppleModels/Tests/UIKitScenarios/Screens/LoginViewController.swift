import Foundation
import KeyboardAvoidance
@_spi(Model) import UIKit

/// The login screen of the small-phone blog post ("현재기기의 화면크기 측정하기 + 콤바인을 이용한
/// 반응형레이아웃 만들기", a hand-written Combine login screen): a logo, a status label, an ID and a
/// password field, and a Log In button pinned 20 pt above the safe area that follows the keyboard
/// 8 pt above it.
@MainActor
final class LoginViewController: UIViewController {
  let logo = UIView(frame: .zero)
  let statusLabel = UIView(frame: .zero)
  let idField = UITextField(frame: .zero)
  let passwordField = UITextField(frame: .zero)
  let loginButton = UIControl(frame: .zero)
  var loginButtonBottom: NSLayoutConstraint?
  var statusLabelHeight: NSLayoutConstraint?
  /// Whether the button follows the keyboard from `viewDidLoad`.
  var followsKeyboard = true
  var spacing: CGFloat = 8

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "loginRoot"
    for (subview, name) in [
      (logo, "logo"), (statusLabel, "statusLabel"), (idField, "idField"),
      (passwordField, "passwordField"), (loginButton, "loginButton"),
    ] as [(UIView, String)] {
      subview.modelName = name
      subview.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(subview)
    }
    let safeArea = root.safeAreaLayoutGuide
    // Safe Area.bottom = Log In.bottom + 20, as the post builds it in Interface Builder.
    let bottom = safeArea.bottomAnchor.constraint(equalTo: loginButton.bottomAnchor, constant: 20)
    let statusHeight = statusLabel.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      logo.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
      logo.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      logo.widthAnchor.constraint(equalToConstant: 120),
      logo.heightAnchor.constraint(equalToConstant: 120),
      statusLabel.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 40),
      statusLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      statusLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      statusHeight,
      idField.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 20),
      idField.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      idField.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      idField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.topAnchor.constraint(equalTo: idField.bottomAnchor, constant: 12),
      passwordField.leadingAnchor.constraint(equalTo: idField.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: idField.trailingAnchor),
      passwordField.heightAnchor.constraint(equalToConstant: 44),
      loginButton.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      loginButton.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      loginButton.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
    loginButtonBottom = bottom
    statusLabelHeight = statusHeight
    if followsKeyboard { bottom.pinAboveKeyboard(in: root, spacing: spacing) }
  }
}
