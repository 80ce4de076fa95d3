import Foundation
import KeyboardAvoidance
@_spi(Model) import UIKit

/// A screen with one of every binding: a button pinned above the keyboard, a form in a scroll
/// view that clears it, a status label whose height, a logo whose `isHidden` and a hint whose
/// alpha follow ``KeyboardAdaptive`` values.
@MainActor
final class SessionScreen: UIViewController {
  /// Which way round the button's bottom constraint is written.
  enum Pinning: String, Sendable {
    /// `Safe Area.bottom = button.bottom + c`, Interface Builder's form: a positive constant.
    case safeAreaFirst
    /// `button.bottom = Safe Area.bottom + c`, the usual programmatic form: a negative constant.
    case buttonFirst
  }

  let pinning: Pinning
  let spacing: CGFloat
  let restingConstant: CGFloat
  let scrollView = UIScrollView(frame: .zero)
  private(set) var fields: [UITextField] = []
  let button = UIControl(frame: .zero)
  let statusLabel = UIView(frame: .zero)
  let logo = UIView(frame: .zero)
  let hint = UIView(frame: .zero)
  private(set) var buttonBottom: NSLayoutConstraint?
  private(set) var statusHeight: NSLayoutConstraint?

  /// The status label's height: 20 pt at rest, 10 pt while the keyboard is shown.
  static let statusHeightValue = KeyboardAdaptive<CGFloat>(hidden: 20, shown: 10)
  /// The logo hides while the keyboard is shown.
  static let logoHiddenValue = KeyboardAdaptive(hidden: false, shown: true)
  /// The hint fades out while the keyboard is shown.
  static let hintAlphaValue = KeyboardAdaptive<CGFloat>(hidden: 1, shown: 0)
  static let fieldCount = 8

  init(pinning: Pinning, spacing: CGFloat, restingConstant: CGFloat) {
    self.pinning = pinning
    self.spacing = spacing
    self.restingConstant = restingConstant
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "sessionRoot"
    for (subview, name) in [
      (logo, "logo"), (statusLabel, "statusLabel"), (scrollView, "form"), (button, "button"),
    ] as [(UIView, String)] {
      subview.modelName = name
      subview.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(subview)
    }
    hint.modelName = "hint"
    hint.frame = CGRect(x: 8, y: 100, width: 40, height: 20)
    root.addSubview(hint)
    fields = (0..<Self.fieldCount).map { index in
      let field = UITextField(
        frame: CGRect(x: 20, y: 20 + 64 * CGFloat(index), width: 300, height: 44))
      field.modelName = "field\(index)"
      scrollView.addSubview(field)
      return field
    }
    scrollView.contentSize = CGSize(width: 340, height: 20 + 64 * CGFloat(Self.fieldCount) + 40)
    let safeArea = root.safeAreaLayoutGuide
    let bottom =
      switch pinning {
      case .safeAreaFirst:
        safeArea.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: restingConstant)
      case .buttonFirst:
        button.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: restingConstant)
      }
    let height = statusLabel.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      logo.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
      logo.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      logo.widthAnchor.constraint(equalToConstant: 60),
      logo.heightAnchor.constraint(equalToConstant: 60),
      statusLabel.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 8),
      statusLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      statusLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      height,
      scrollView.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 8),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      button.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
    buttonBottom = bottom
    statusHeight = height
    bottom.pinAboveKeyboard(in: root, spacing: spacing)
    scrollView.avoidKeyboard(clearing: [button])
    height.adapt(to: Self.statusHeightValue, in: root)
    logo.adaptIsHidden(to: Self.logoHiddenValue)
    hint.adaptAlpha(to: Self.hintAlphaValue)
  }
}

/// A screen with fields and no scroll view, for the automatic mode's root shift.
@MainActor
final class ShiftScreen: UIViewController {
  private(set) var fields: [UITextField] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "shiftRoot"
    // Fields from near the top to near the bottom of an iPhone SE in portrait (667 pt); on
    // taller screens they sit higher.
    fields = [120, 300, 480, 600].enumerated().map { index, y in
      let field = UITextField(frame: CGRect(x: 20, y: CGFloat(y), width: 300, height: 44))
      field.modelName = "shiftField\(index)"
      root.addSubview(field)
      return field
    }
  }
}
