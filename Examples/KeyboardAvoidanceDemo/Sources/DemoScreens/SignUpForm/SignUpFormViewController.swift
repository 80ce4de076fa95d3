import KeyboardAvoidance
import UIKit

/// Our long sign-up form: a title, nine fields and a Create account button in a scroll view,
/// kept in view by its own scroll avoidance, with a previous / next / done bar for this screen.
///
/// `avoidKeyboard()` scrolls the scroll view so the field being edited sits 10 pt above the
/// keyboard, the last one included, and insets it by what the keyboard covers;
/// `addFocusToolbar()` gives each field a previous / next / done bar ordered by the layout. Both
/// belong to this screen alone, so the hand-written tabs keep showing their own code, with no
/// app-wide manager to turn on and off.
@MainActor
final class SignUpFormViewController: UIViewController {
  let form = FormScrollView(frame: .zero)
  let titleLabel = DemoViews.label("Create your account")
  let fields = [
    "Name", "Email", "Username", "Password", "Confirm password", "Phone", "Address", "City",
    "Postcode",
  ].map { DemoViews.field($0) }
  let createAccount = DemoViews.button("Create account")

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    form.translatesAutoresizingMaskIntoConstraints = false
    form.contentInsetAdjustmentBehavior = .never
    root.addSubview(form)
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: root.topAnchor),
      form.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      form.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    form.rows = [titleLabel] + fields + [createAccount]
    form.avoidKeyboard()
    root.addFocusToolbar()
  }
}

/// A scroll view that stacks its rows: 44 pt each, 16 pt apart, inset 20 pt from the sides and
/// 24 pt from the top of the safe area, its content ending 24 pt below the last row and clear of
/// the bottom of the safe area.
///
/// The rows are placed by frame in `layoutSubviews()`, so they take the scroll view's width on
/// every device and orientation; the safe area is laid out by hand (the form's content inset is
/// not adjusted for it), so the resting layout is the same wherever the scroll view is hosted.
@MainActor
final class FormScrollView: UIScrollView {
  static let rowHeight: CGFloat = 44
  static let gap: CGFloat = 16

  /// The rows, top to bottom.
  var rows: [UIView] = [] {
    didSet {
      for row in oldValue { row.removeFromSuperview() }
      for row in rows {
        row.translatesAutoresizingMaskIntoConstraints = true
        addSubview(row)
      }
      setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var y = safeAreaInsets.top + 24
    for row in rows {
      row.frame = CGRect(x: 20, y: y, width: bounds.width - 40, height: Self.rowHeight)
      y = row.frame.maxY + Self.gap
    }
    contentSize = CGSize(
      width: bounds.width, height: y - Self.gap + 24 + safeAreaInsets.bottom)
  }
}
