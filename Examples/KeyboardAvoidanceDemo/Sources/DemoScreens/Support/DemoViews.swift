import UIKit

/// The few kinds of view the screens are built from, styled alike.
///
/// Auto Layout positions everything: views come back with
/// `translatesAutoresizingMaskIntoConstraints` off and no size of their own, so every screen
/// states the height of each label and button it places.
@MainActor
enum DemoViews {
  /// A label of one or more lines.
  static func label(_ text: String, lines: Int = 1) -> UILabel {
    let label = UILabel(frame: .zero)
    label.text = text
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  /// A text field with a rounded border and a placeholder.
  static func field(_ placeholder: String) -> UITextField {
    let field = UITextField(frame: .zero)
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    return field
  }

  /// A filled button: white title on the system's blue.
  static func button(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }

  /// A plain view that groups others, optionally with a background.
  static func group(background: UIColor? = nil) -> UIView {
    let group = UIView(frame: .zero)
    group.backgroundColor = background
    group.translatesAutoresizingMaskIntoConstraints = false
    return group
  }
}

extension UIView {
  /// Adds each view as a subview, in order.
  func addSubviews(_ views: UIView...) {
    for view in views { addSubview(view) }
  }
}
