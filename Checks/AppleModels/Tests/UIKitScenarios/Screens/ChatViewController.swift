import Foundation
import KeyboardAvoidance
@_spi(Model) import UIKit

/// A chat screen: messages in a table above an input bar pinned to the safe area's bottom.
/// The table's bottom is the bar's top, so when the bar rises the table gets shorter.
@MainActor
final class ChatViewController: UIViewController {
  let messages = UITableView(frame: .zero, style: .plain)
  let inputBar = UIView(frame: .zero)
  let messageField = UITextField(frame: .zero)
  var inputBarBottom: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "chatRoot"
    messages.modelName = "messages"
    inputBar.modelName = "inputBar"
    messageField.modelName = "messageField"
    messages.keyboardDismissMode = .interactive
    messages.contentSize = CGSize(width: 393, height: 3_000)
    for subview in [messages, inputBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(subview)
    }
    messageField.frame = CGRect(x: 12, y: 6, width: 300, height: 38)
    inputBar.addSubview(messageField)
    let safeArea = root.safeAreaLayoutGuide
    let bottom = safeArea.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: root.topAnchor),
      messages.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      messages.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
    inputBarBottom = bottom
  }
}

/// A long form in a scroll view, laid out with frames: a title and `count` fields of 44 pt,
/// 64 pt apart, then a notes text view.
@MainActor
final class FormViewController: UIViewController {
  let scrollView = UIScrollView(frame: .zero)
  var fields: [UITextField] = []
  let notes = UITextView(frame: .zero)
  let count: Int

  init(fields count: Int = 10) {
    self.count = count
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "formRoot"
    scrollView.modelName = "formScroll"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    fields = (0..<count).map { index in
      let field = UITextField(
        frame: CGRect(x: 20, y: 80 + 64 * CGFloat(index), width: 353, height: 44))
      field.modelName = "field\(index)"
      scrollView.addSubview(field)
      return field
    }
    notes.modelName = "notes"
    notes.frame = CGRect(x: 20, y: 80 + 64 * CGFloat(count), width: 353, height: 120)
    scrollView.addSubview(notes)
    scrollView.contentSize = CGSize(width: 393, height: notes.frame.maxY + 40)
  }
}
