import Foundation
import KeyboardAvoidance
@_spi(Model) import UIKit

/// A form as apps build it: a header, a column of 44 pt fields 16 pt apart, and padding under
/// the last field, in a full-screen scroll view.
@MainActor
final class ColumnFormViewController: UIViewController {
  let scrollView = UIScrollView(frame: .zero)
  let column = UIView(frame: .zero)
  var fields: [UITextField] = []
  let count: Int
  let header: CGFloat
  let padding: CGFloat
  let width: CGFloat
  let fieldHeight: CGFloat

  init(
    fields count: Int = 6, header: CGFloat = 200, padding: CGFloat = 20, width: CGFloat = 375,
    fieldHeight: CGFloat = 44
  ) {
    self.count = count
    self.header = header
    self.padding = padding
    self.width = width
    self.fieldHeight = fieldHeight
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "columnFormRoot"
    scrollView.modelName = "columnFormScroll"
    // Forms bounce, so UIKit insets them for the bars and the home indicator however short they
    // are.
    scrollView.alwaysBounceVertical = true
    root.fill(with: scrollView)
    let spacing: CGFloat = 16
    let content = header + CGFloat(count) * (fieldHeight + spacing) - spacing + padding
    column.modelName = "column"
    column.frame = CGRect(x: 0, y: 0, width: width, height: content)
    scrollView.addSubview(column)
    fields = (0..<count).map { index in
      let field = UITextField(
        frame: CGRect(
          x: 16, y: header + CGFloat(index) * (fieldHeight + spacing), width: width - 32,
          height: fieldHeight))
      field.modelName = "field\(index)"
      column.addSubview(field)
      return field
    }
    scrollView.contentSize = CGSize(width: width, height: content)
  }
}

/// A screen with one field at the top and a button whose bottom is tied to the safe area's
/// bottom, resting `resting` points above it: a sheet's "Send", a window's "Save".
@MainActor
final class PinnedButtonViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 16, y: 20, width: 300, height: 44))
  let button = UIButton(type: .system)
  var buttonBottom: NSLayoutConstraint?
  let resting: CGFloat

  init(resting: CGFloat = 0) {
    self.resting = resting
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "pinnedRoot"
    field.modelName = "pinnedField"
    root.addSubview(field)
    button.modelName = "pinnedButton"
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    let bottom = root.safeAreaLayoutGuide.bottomAnchor.constraint(
      equalTo: button.bottomAnchor, constant: resting)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      button.heightAnchor.constraint(equalToConstant: 50),
      bottom,
    ])
    buttonBottom = bottom
  }
}

/// A screen with a field, and an input bar pinned to a keyboard guide: ours
/// (`keyboardAreaLayoutGuide`), or Apple's (`keyboardLayoutGuide`, iOS 15).
@MainActor
final class GuidedBarViewController: UIViewController {
  enum Guide: Sendable {
    case ours, apples
  }

  let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 44))
  let bar = UIView(frame: .zero)
  let guide: Guide
  /// Where the bar is pinned: the root view, or a panel filling it (a subview's guide).
  let onSubview: Bool
  let panel = UIView(frame: .zero)

  init(_ guide: Guide, onSubview: Bool = false) {
    self.guide = guide
    self.onSubview = onSubview
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The view whose guide the bar is pinned to.
  var host: UIView { onSubview ? panel : view }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "guidedRoot"
    root.addSubview(field)
    field.modelName = "guidedField"
    if onSubview {
      panel.modelName = "panel"
      panel.isUserInteractionEnabled = false
      root.fill(with: panel)
    }
    bar.modelName = "inputBar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(bar)
    let top: NSLayoutYAxisAnchor
    switch guide {
    case .ours: top = host.keyboardAreaLayoutGuide.topAnchor
    case .apples: top = host.keyboardLayoutGuide.topAnchor
    }
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: host.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: top),
    ])
  }
}

/// A collection view whose cells each hold a field, as a settings list or a survey does.
@MainActor
final class FieldListViewController: UIViewController, UICollectionViewDataSource {
  let layout = UICollectionViewFlowLayout()
  lazy var list = UICollectionView(frame: .zero, collectionViewLayout: layout)
  let rows: Int

  init(rows: Int) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.modelName = "listRoot"
    layout.itemSize = CGSize(width: 300, height: 56)
    layout.minimumLineSpacing = 0
    list.modelName = "list"
    list.register(FieldCell.self, forCellWithReuseIdentifier: "field")
    list.dataSource = self
    root.fill(with: list)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    rows
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath)
    cell.modelName = "cell\(indexPath.item)"
    (cell as? FieldCell)?.field.modelName = "cellField\(indexPath.item)"
    return cell
  }

  /// The field of a row, once the list has laid its cells out.
  func field(_ row: Int) -> UITextField? {
    (list.cellForItem(at: IndexPath(item: row, section: 0)) as? FieldCell)?.field
  }
}

/// A list cell holding one field, 6 pt inside its top and bottom edges.
@MainActor
final class FieldCell: UICollectionViewCell {
  let field = UITextField(frame: .zero)

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(field)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let frame = contentView.bounds.insetBy(dx: 16, dy: 6)
    if field.frame != frame { field.frame = frame }
  }
}

extension UIView {
  /// Adds `subview` and ties its four edges to this view's, as screens fill themselves.
  @MainActor
  func fill(with subview: UIView) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    NSLayoutConstraint.activate([
      subview.topAnchor.constraint(equalTo: topAnchor),
      subview.leadingAnchor.constraint(equalTo: leadingAnchor),
      subview.trailingAnchor.constraint(equalTo: trailingAnchor),
      subview.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}

/// Keyboard notifications as an app's own test code builds them: UIKit's names and keys, frames
/// in the screen's coordinates, the screen as the object.
@MainActor
func postKeyboard(
  _ name: NSNotification.Name, begin: CGRect, end: CGRect, duration: TimeInterval = 0.25,
  on screen: UIScreen
) {
  let userInfo: [AnyHashable: Any] = [
    UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
    UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
    UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
    UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
  ]
  NotificationCenter.default.post(name: name, object: screen, userInfo: userInfo)
}

extension UIView {
  /// The focus toolbar's previous (0) or next (1) button, performed as a tap.
  @MainActor
  func tapFocusBar(_ index: Int) {
    ((self as? UITextField)?.inputAccessoryView as? UIToolbar)?.items?[index].primaryAction?
      .modelPerform()
  }

  /// Whether the focus toolbar's previous (0) or next (1) button is enabled.
  @MainActor
  func focusBarButtonEnabled(_ index: Int) -> Bool? {
    ((self as? UITextField)?.inputAccessoryView as? UIToolbar)?.items?[index].isEnabled
  }
}
