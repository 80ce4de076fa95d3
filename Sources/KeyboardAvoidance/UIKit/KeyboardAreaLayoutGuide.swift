#if canImport(UIKit)
  import Foundation
  import UIKit

  /// A layout guide for the part of a view the keyboard covers, from iOS 13.
  ///
  /// The guide spans its view's width, from its top down to the view's bottom. Its top follows
  /// the keyboard's top edge where the keyboard covers the view, measured as
  /// ``KeyboardState/coveredHeight(of:on:followsUndockedKeyboard:)`` measures it, never from
  /// `frame.height`: a hardware keyboard's bar, a form sheet, a Split View or Stage Manager
  /// window come out right. Where nothing covers more than the safe area, the top rests on the
  /// safe area's bottom (or on the view's bottom, with ``usesBottomSafeArea`` off). Pin views to
  /// its `topAnchor` with constraints of your own: they are yours, the guide never rewrites them.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   let keyboardArea = view.keyboardAreaLayoutGuide
  ///   NSLayoutConstraint.activate([
  ///     sendButton.bottomAnchor.constraint(equalTo: keyboardArea.topAnchor, constant: -8),
  ///     tableView.bottomAnchor.constraint(equalTo: keyboardArea.topAnchor),
  ///   ])
  /// }
  /// // iPhone 16 (34 pt safe area), 335 pt keyboard: the guide's top moves from 818 to 517, and
  /// // the button ends 8 pt above the keyboard.
  /// ```
  ///
  /// It moves inside the keyboard's own animation, read from the one keyboard source of the
  /// view's screen, in the same block as every other binding there, so a constraint on the
  /// guide and a ``UIKit/NSLayoutConstraint/pinAboveKeyboard(in:spacing:restingConstant:followsUndockedKeyboard:)``
  /// binding never disagree. A view that joins a window while the keyboard is up (a screen
  /// pushed with the keyboard shown, which posts nothing) starts where the keyboard is.
  /// ``changeHandler`` hears every move, which Apple's guide has no way to report.
  ///
  /// How it differs from `UIKeyboardLayoutGuide` (iOS 15 and later, `view.keyboardLayoutGuide`):
  /// - It works from iOS 13, in app extensions too.
  /// - It covers the view from the keyboard's top down and spans the view's width; Apple's
  ///   follows the keyboard's own frame when it follows an undocked keyboard, and has tracking
  ///   constraints for its edges (`UITrackingLayoutGuide`), which this one has not.
  /// - It reports its moves (``changeHandler``); Apple's layout frame is not observable.
  /// - It follows the screen's keyboard source: a view pushed or added while the keyboard is up,
  ///   and a subview's guide, are placed in the same pass and animation as the rest of the
  ///   screen.
  ///
  /// Keeping a view `spacing` above the keyboard's top this way holds while the keyboard covers
  /// the view; for a spacing that holds as a clearance also when the keyboard stops just below
  /// the view, use ``UIKit/NSLayoutConstraint/pinAboveKeyboard(in:spacing:restingConstant:followsUndockedKeyboard:)``.
  @MainActor
  public final class KeyboardAreaLayoutGuide: UILayoutGuide {
    /// Whether undocked, split and floating iPad keyboards move the guide; `false` by default,
    /// as `UIKeyboardLayoutGuide.followsUndockedKeyboard`.
    ///
    /// ```swift
    /// view.keyboardAreaLayoutGuide.followsUndockedKeyboard = true
    /// ```
    public var followsUndockedKeyboard = false {
      didSet { if followsUndockedKeyboard != oldValue { binding?.refresh() } }
    }

    /// Whether the guide rests on the safe area's bottom while nothing covers more than the
    /// safe area; `true` by default, as `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17).
    ///
    /// With `false`, it rests on the view's bottom, and the keyboard's whole reach into the view
    /// moves it.
    ///
    /// ```swift
    /// view.keyboardAreaLayoutGuide.usesBottomSafeArea = false  // flush with the view's bottom
    /// ```
    public var usesBottomSafeArea = true {
      didSet { if usesBottomSafeArea != oldValue { binding?.anchorTop() } }
    }

    /// Called after the guide moves, inside the keyboard's animation, with the keyboard's
    /// transition; the guide's `layoutFrame` is already where the keyboard's animation ends.
    ///
    /// ```swift
    /// view.keyboardAreaLayoutGuide.changeHandler = { [weak self] transition in
    ///   self?.statusLabel.alpha = transition.to.isVisible ? 0 : 1
    /// }
    /// ```
    public var changeHandler: (@MainActor (_ transition: KeyboardTransition) -> Void)?

    /// What follows the keyboard for this guide, once it is in a view.
    fileprivate var binding: KeyboardAreaBinding?

    /// Guides are created by ``UIKit/UIView/keyboardAreaLayoutGuide``.
    fileprivate override init() {
      super.init()
      identifier = "KeyboardAvoidance.keyboardArea"
    }

    /// Guides are created in code only.
    required init?(coder: NSCoder) {
      return nil
    }
  }

  extension UIView {
    /// The layout guide for the part of this view the keyboard covers, created on first use.
    ///
    /// See ``KeyboardAreaLayoutGuide``.
    ///
    /// ```swift
    /// inputBar.bottomAnchor.constraint(equalTo: view.keyboardAreaLayoutGuide.topAnchor)
    ///   .isActive = true
    /// ```
    public var keyboardAreaLayoutGuide: KeyboardAreaLayoutGuide {
      if let existing = layoutGuides.lazy.compactMap({ $0 as? KeyboardAreaLayoutGuide }).first {
        return existing
      }
      let guide = KeyboardAreaLayoutGuide()
      addLayoutGuide(guide)
      let binding = KeyboardAreaBinding(guide: guide, view: self)
      guide.binding = binding
      binding.start()
      return guide
    }
  }

  /// The guide's constraints, and the binding that writes the one that follows the keyboard.
  @MainActor
  final class KeyboardAreaBinding {
    private weak var guide: KeyboardAreaLayoutGuide?
    private weak var view: UIView?
    /// The guide's top, tied to the safe area's bottom or the view's, raised by the keyboard.
    private var top: NSLayoutConstraint?
    /// The keyboard as last applied.
    private var state = KeyboardState.hidden
    /// The height above the resting edge last reported to the change handler.
    private var reported: CGFloat = 0

    init(guide: KeyboardAreaLayoutGuide, view: UIView) {
      self.guide = guide
      self.view = view
    }

    func start() {
      guard let guide, let view else { return }
      NSLayoutConstraint.activate([
        guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      anchorTop()
      let anchor = KeyboardAnchor.of(view)
      _ = anchor.bind(
        key: "keyboard area guide", phase: .constraints, avoids: true,
        rest: { [weak self] in self?.apply(.hidden) },
        apply: { [weak self] delivery in self?.apply(delivery.transition.to) })
      _ = anchor.bind(
        key: "keyboard area guide reports", phase: .decorations,
        apply: { [weak self] delivery in self?.report(delivery.transition) })
    }

    /// Ties the guide's top to the resting edge ``KeyboardAreaLayoutGuide/usesBottomSafeArea``
    /// names.
    func anchorTop() {
      guard let guide, let view else { return }
      top?.isActive = false
      let edge =
        guide.usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
      let constraint = guide.topAnchor.constraint(equalTo: edge)
      constraint.isActive = true
      top = constraint
      apply(state)
    }

    /// Applies the keyboard again, as a setting changed.
    func refresh() {
      apply(state)
    }

    /// Raises the guide's top above its resting edge by what the keyboard covers beyond it.
    private func apply(_ state: KeyboardState) {
      self.state = state
      guard let top, let view, let guide else { return }
      var raise: CGFloat = 0
      if let space = UIKitScreens.screen(of: view) {
        let inView = state.converted { space.coordinates.convert($0, to: view) }
        raise = inView.bottomOffset(
          for: AvoidingView(
            frame: view.bounds,
            safeAreaBottom: guide.usesBottomSafeArea ? view.safeAreaInsets.bottom : 0,
            screen: space.id),
          options: KeyboardAvoidanceOptions(followsUndockedKeyboard: guide.followsUndockedKeyboard))
      }
      if top.constant != -raise { top.constant = -raise }
    }

    /// Tells the change handler, after the layout pass, when the guide moved.
    private func report(_ transition: KeyboardTransition) {
      guard let top, let guide else { return }
      let raise = -top.constant
      guard raise != reported else { return }
      reported = raise
      guide.changeHandler?(transition)
    }
  }
#endif
