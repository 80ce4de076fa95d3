import UIKit

/// The login screen of the blog post "현재기기의 화면크기 측정하기 + 콤바인을 이용한 반응형레이아웃
/// 만들기" (measuring the current device's screen size, and a responsive layout with Combine),
/// laid out as the post describes it; its two tabs add the keyboard code.
///
/// From the top: a logo, a status label, a group holding the ID and password fields, and a
/// Log In button 50 pt above the bottom of the screen. The post's constants, which both tabs
/// change while the keyboard is up: the status label's top (40), the field group's top (40), the
/// button's bottom (50), leading and trailing insets (30) and corner radius (15). The post gives
/// no heights; these follow `keyboard-preview`'s description of the same screen (logo 60 pt,
/// label 21 pt, fields 44 pt 12 pt apart, button 50 pt).
@MainActor
class SmallPhoneLoginViewController: UIViewController {
  let logo = DemoViews.label("LOGO")
  let statusLabel = DemoViews.label("Please enter your password")
  let credentials = DemoViews.group()
  let idField = DemoViews.field("ID")
  let passwordField = DemoViews.field("Password")
  let loginButton = DemoViews.button("Log In")

  /// Logo.bottom + 40 = status label.top.
  private(set) var statusLabelTop: NSLayoutConstraint?
  /// Status label.bottom + 40 = field group.top.
  private(set) var credentialsTop: NSLayoutConstraint?
  /// Superview.bottom = Log In.bottom + 50, as Interface Builder writes a bottom constraint.
  private(set) var loginButtonBottom: NSLayoutConstraint?
  /// Log In.leading = Superview.leading + 30.
  private(set) var loginButtonLeading: NSLayoutConstraint?
  /// Superview.trailing = Log In.trailing + 30.
  private(set) var loginButtonTrailing: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    logo.backgroundColor = .secondarySystemBackground
    loginButton.layer.cornerRadius = 15
    root.addSubviews(logo, statusLabel, credentials, loginButton)
    credentials.addSubviews(idField, passwordField)
    let safeArea = root.safeAreaLayoutGuide
    let statusTop = statusLabel.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 40)
    let groupTop = credentials.topAnchor.constraint(
      equalTo: statusLabel.bottomAnchor, constant: 40)
    let bottom = root.bottomAnchor.constraint(equalTo: loginButton.bottomAnchor, constant: 50)
    let leading = loginButton.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
    let trailing = root.trailingAnchor.constraint(
      equalTo: loginButton.trailingAnchor, constant: 30)
    NSLayoutConstraint.activate([
      logo.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
      logo.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      logo.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      logo.heightAnchor.constraint(equalToConstant: 60),
      statusTop,
      statusLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      statusLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      statusLabel.heightAnchor.constraint(equalToConstant: 21),
      groupTop,
      credentials.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      credentials.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      credentials.heightAnchor.constraint(equalToConstant: 100),
      idField.topAnchor.constraint(equalTo: credentials.topAnchor),
      idField.leadingAnchor.constraint(equalTo: credentials.leadingAnchor),
      idField.trailingAnchor.constraint(equalTo: credentials.trailingAnchor),
      idField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.topAnchor.constraint(equalTo: idField.bottomAnchor, constant: 12),
      passwordField.leadingAnchor.constraint(equalTo: credentials.leadingAnchor),
      passwordField.trailingAnchor.constraint(equalTo: credentials.trailingAnchor),
      passwordField.heightAnchor.constraint(equalToConstant: 44),
      bottom,
      leading,
      trailing,
      loginButton.heightAnchor.constraint(equalToConstant: 50),
    ])
    statusLabelTop = statusTop
    credentialsTop = groupTop
    loginButtonBottom = bottom
    loginButtonLeading = leading
    loginButtonTrailing = trailing
  }
}
