import UIKit

/// The screen of the blog post "[UIKit] 텍스트필드 입력(클릭) 시 키보드 올리기/내리기" (raising and
/// lowering the keyboard when a text field is tapped), laid out as its storyboard is; its two tabs
/// add the keyboard code.
///
/// An input area sits on the safe area's bottom through the post's outlet, `Safe Area.bottom =
/// View.bottom + 0`; as the post warns, what the area holds hangs off its own bottom, so moving
/// the constraint moves the field and the button with it.
@MainActor
class BottomConstraintViewController: UIViewController {
  let hint = DemoViews.label("Type below. A tap on the background closes the keyboard.", lines: 2)
  let inputArea = DemoViews.group(background: .secondarySystemBackground)
  let messageField = DemoViews.field("Message")
  let sendButton = DemoViews.button("Send")

  /// Safe Area.bottom = input area.bottom + constant: the post's `viewBottomConstraint`.
  private(set) var viewBottomConstraint: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    root.addSubviews(hint, inputArea)
    inputArea.addSubviews(messageField, sendButton)
    let safeArea = root.safeAreaLayoutGuide
    let bottom = safeArea.bottomAnchor.constraint(equalTo: inputArea.bottomAnchor)
    NSLayoutConstraint.activate([
      hint.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      hint.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      hint.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      hint.heightAnchor.constraint(equalToConstant: 44),
      inputArea.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      inputArea.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      inputArea.heightAnchor.constraint(equalToConstant: 64),
      bottom,
      messageField.bottomAnchor.constraint(equalTo: inputArea.bottomAnchor, constant: -10),
      messageField.leadingAnchor.constraint(equalTo: inputArea.leadingAnchor, constant: 16),
      messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
      messageField.heightAnchor.constraint(equalToConstant: 44),
      sendButton.bottomAnchor.constraint(equalTo: inputArea.bottomAnchor, constant: -10),
      sendButton.trailingAnchor.constraint(equalTo: inputArea.trailingAnchor, constant: -16),
      sendButton.widthAnchor.constraint(equalToConstant: 72),
      sendButton.heightAnchor.constraint(equalToConstant: 44),
    ])
    viewBottomConstraint = bottom
  }
}
