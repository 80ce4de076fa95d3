import KeyboardAvoidance
import UIKit

/// Our chat: messages above an input bar that rides on the keyboard and follows the finger when
/// the user drags the keyboard down.
///
/// The bar's bottom constraint follows the keyboard; the messages end at the bar's top, so they
/// get shorter as it rises. The messages scroll view dismisses the keyboard interactively, and
/// the screen follows that drag, which iOS reports only once the finger lifts. Send adds the
/// field's text as a message.
@MainActor
final class ChatViewController: UIViewController {
  let messages = MessagesView(frame: .zero)
  let inputBar = DemoViews.group(background: .secondarySystemBackground)
  let messageField = DemoViews.field("Message")
  let sendButton = DemoViews.button("Send")

  /// Safe Area.bottom = input bar.bottom.
  private(set) var inputBarBottom: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    messages.translatesAutoresizingMaskIntoConstraints = false
    messages.contentInsetAdjustmentBehavior = .never
    messages.texts = [
      "Drag the messages down to take the keyboard with your finger.",
      "The bar stays on the keyboard's top all the way.",
      "Try a hardware keyboard: the bar sits on its shortcuts bar.",
    ]
    root.addSubviews(messages, inputBar)
    inputBar.addSubviews(messageField, sendButton)
    let bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: root.topAnchor),
      messages.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 56),
      bottom,
      messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 6),
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
      messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
      messageField.heightAnchor.constraint(equalToConstant: 44),
      sendButton.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 6),
      sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
      sendButton.widthAnchor.constraint(equalToConstant: 72),
      sendButton.heightAnchor.constraint(equalToConstant: 44),
    ])
    inputBarBottom = bottom
    sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

    messages.keyboardDismissMode = .interactive
    bottom.pinAboveKeyboard(in: root)
    root.followInteractiveKeyboardDismissal(in: messages)
  }

  private func send() {
    guard let text = messageField.text, !text.isEmpty else { return }
    messages.texts.append(text)
    messageField.text = ""
  }
}

/// The messages: one label each, 44 pt tall and 16 pt apart, newest last, laid out by frame below
/// the top of the safe area (the content inset is not adjusted for it).
@MainActor
final class MessagesView: UIScrollView {
  private var labels: [UILabel] = []

  /// The messages, oldest first.
  var texts: [String] = [] {
    didSet {
      for label in labels { label.removeFromSuperview() }
      labels = texts.map { text in
        let label = UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = 2
        addSubview(label)
        return label
      }
      setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var y = safeAreaInsets.top + 16
    for label in labels {
      label.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: 44)
      y = label.frame.maxY + 16
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }
}
