import UIKit

/// The PIN screen of the blog post "[RxSwift] 키보드 높이에 따른 버튼 위치 변경(키보드에 버튼이
/// 가려지는 현상)" (moving a button with the keyboard's height), laid out as the post's SnapKit
/// version is; its two tabs add the keyboard code.
///
/// A title, the PIN field, and a full-width Next button 50 pt tall whose bottom sits on the safe
/// area's bottom, `Next.bottom = Safe Area.bottom + offset`, as SnapKit's
/// `$0.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).offset(offset)` makes it. Next ends
/// editing, as the post's `nextBtnPressed` does.
@MainActor
class PINEntryViewController: UIViewController {
  let titleLabel = DemoViews.label("Enter your PIN")
  let pinField = DemoViews.field("PIN")
  let nextButton = DemoViews.button("Next")

  /// The Next button's constraints: bottom, left, right and height, in that order.
  private(set) var nextButtonConstraints: [NSLayoutConstraint] = []

  /// Next.bottom = Safe Area.bottom + offset; negative offsets lift the button.
  var nextButtonBottom: NSLayoutConstraint? { nextButtonConstraints.first }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    root.addSubviews(titleLabel, pinField, nextButton)
    let safeArea = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      titleLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      titleLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      pinField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
      pinField.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      pinField.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      pinField.heightAnchor.constraint(equalToConstant: 44),
    ])
    remakeNextButtonConstraints(offset: 0)
    nextButton.addAction(
      UIAction { [weak self] _ in _ = self?.pinField.resignFirstResponder() },
      for: .touchUpInside)
  }

  /// Replaces the Next button's constraints with new ones, as SnapKit's `remakeConstraints`
  /// does: the old ones go, four new ones come, the bottom `offset` points from the safe area's.
  func remakeNextButtonConstraints(offset: CGFloat) {
    NSLayoutConstraint.deactivate(nextButtonConstraints)
    let root: UIView = view
    nextButtonConstraints = [
      nextButton.bottomAnchor.constraint(
        equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: offset),
      nextButton.leftAnchor.constraint(equalTo: root.leftAnchor),
      nextButton.rightAnchor.constraint(equalTo: root.rightAnchor),
      nextButton.heightAnchor.constraint(equalToConstant: 50),
    ]
    NSLayoutConstraint.activate(nextButtonConstraints)
  }
}
