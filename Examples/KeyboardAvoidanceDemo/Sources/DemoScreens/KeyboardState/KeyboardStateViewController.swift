import Combine
import KeyboardAvoidance
import UIKit

/// Our keyboard-state screen: everything the package knows about the keyboard, live, for trying
/// hardware keyboards, Stage Manager windows and undocked, split and floating keyboards on an
/// iPad.
///
/// A field to focus and the readout below it, rewritten with every transition the screen's
/// `KeyboardObserver` publishes through Combine: how the keyboard is shown (docked, hardware
/// keyboard bar, undocked or split, floating), its frame as iOS reports it, how much of this view
/// it covers (not the frame's height), the animation, and whose keyboard it is.
@MainActor
final class KeyboardStateViewController: UIViewController {
  let field = DemoViews.field("Tap to show the keyboard")
  let readout = DemoViews.label("", lines: 0)
  private var keyboard: KeyboardObserver?
  private var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    let root: UIView = view
    root.backgroundColor = .systemBackground
    root.addSubviews(field, readout)
    let safeArea = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 44),
      readout.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
      readout.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      readout.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      readout.heightAnchor.constraint(equalToConstant: 160),
    ])
    let keyboard = KeyboardObserver(view: root)
    self.keyboard = keyboard
    keyboard.publishers.state
      .sink { [weak self] state in self?.show(state) }
      .store(in: &cancellables)
    root.dismissKeyboardOnTap()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let state = keyboard?.state { show(state) }
  }

  private func show(_ state: KeyboardState) {
    let root: UIView = view
    let measured = AvoidingView(root)
    let covered =
      measured.map { state.coveredHeight(of: $0.frame, on: $0.screen) } ?? 0
    let onScreen: Bool? =
      switch (state.screen, measured?.screen) {
      case (let keyboardScreen?, let viewScreen?): keyboardScreen == viewScreen
      default: nil
      }
    readout.text = KeyboardStateReadout(
      state: state, coveredHeight: covered, isOnViewsScreen: onScreen
    ).lines.joined(separator: "\n")
  }
}
