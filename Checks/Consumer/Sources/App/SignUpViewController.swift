#if canImport(UIKit)
  import KeyboardAvoidance
  import UIKit

  /// An app's sign-up screen: eight fields in a scroll view, and a Create account button 20 pt
  /// above the bottom of the safe area that rides 8 pt above the keyboard while it is up.
  ///
  /// The button's bottom constraint follows the keyboard, and the scroll view keeps the field
  /// being edited 10 pt above the button, which covers the form as the keyboard does. The
  /// fields are placed by frame, 44 pt tall and 16 pt apart from 24 pt below the form's top.
  @MainActor
  public final class SignUpViewController: UIViewController {
    /// The scroll view holding the fields; it fills the view.
    public let form = UIScrollView(frame: .zero)
    /// The fields, top to bottom.
    public let fields = (0..<8).map { _ in UITextField(frame: .zero) }
    /// The button that rides on the keyboard.
    public let createAccount = UIButton(type: .system)

    public override func viewDidLoad() {
      super.viewDidLoad()
      let root: UIView = view
      for field in fields { form.addSubview(field) }
      form.translatesAutoresizingMaskIntoConstraints = false
      createAccount.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(form)
      root.addSubview(createAccount)
      let bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(
        equalTo: createAccount.bottomAnchor, constant: 20)
      NSLayoutConstraint.activate([
        form.topAnchor.constraint(equalTo: root.topAnchor),
        form.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        form.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        form.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        createAccount.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        createAccount.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        createAccount.heightAnchor.constraint(equalToConstant: 50),
        bottom,
      ])
      bottom.pinAboveKeyboard(in: root, spacing: 8)
      form.avoidKeyboard(clearing: [createAccount])
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      var y: CGFloat = 24
      for field in fields {
        field.frame = CGRect(x: 20, y: y, width: form.bounds.width - 40, height: 44)
        y = field.frame.maxY + 16
      }
      form.contentSize = CGSize(width: form.bounds.width, height: y + 8)
    }
  }
#endif
