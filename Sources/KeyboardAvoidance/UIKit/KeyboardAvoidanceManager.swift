#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Keeps the field being edited visible on every screen of the app, with one call at launch.
  ///
  /// IQKeyboardManager's drop-in experience without method swizzling: when a text field or text
  /// view starts editing, and whenever the keyboard changes, the manager finds the field's
  /// scroll views and scrolls them with the core's
  /// ``KeyboardState/scrollAdjustments(for:revealing:caret:distance:followsUndockedKeyboard:)``,
  /// outermost first. When no scroll view holds the field, it shifts the top view controller's
  /// view up by ``KeyboardState/rootShift(for:revealing:topGuide:distance:followsUndockedKeyboard:)``
  /// and back when the keyboard leaves. Optionally it gives fields a previous / next / done
  /// toolbar whose order follows the layout (``FocusOrder``).
  ///
  /// ```swift
  /// func application(
  ///   _ application: UIApplication,
  ///   didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  /// ) -> Bool {
  ///   KeyboardAvoidanceManager.shared.enable()
  ///   KeyboardAvoidanceManager.shared.exclude(ChatViewController.self)  // manages its own
  ///   return true
  /// }
  /// ```
  @MainActor
  public final class KeyboardAvoidanceManager {
    /// The app's manager.
    public static let shared = KeyboardAvoidanceManager()

    /// The gap kept between the field and the keyboard's top; 10 pt, as IQKeyboardManager keeps.
    public var distance: CGFloat = 10

    /// Whether undocked, split and floating iPad keyboards are avoided too; `false` by default.
    public var followsUndockedKeyboard = false

    /// Whether fields without an input accessory view get a previous / next / done toolbar
    /// (iOS 14 and later).
    public var showsToolbar = false

    /// Whether the manager is on.
    public var isEnabled: Bool { observer != nil }

    private var observer: KeyboardObserver?
    private var subscription: KeyboardSubscription?
    private var focusRegistration: NotificationRegistration?
    private weak var field: UIView?
    private var scrolled: [ObjectIdentifier: (view: WeakReference<UIScrollView>, inset: CGFloat)] =
      [:]
    private var shifted: (view: WeakReference<UIView>, offset: CGFloat)?
    private var excludedTypes: [UIViewController.Type] = []
    private var excludedViews: [WeakReference<UIView>] = []

    private init() {}

    /// Turns the manager on.
    ///
    /// ```swift
    /// KeyboardAvoidanceManager.shared.enable(distance: 16, showsToolbar: true)
    /// ```
    ///
    /// - Parameters:
    ///   - distance: The gap kept between the field and the keyboard.
    ///   - showsToolbar: Whether fields get a previous / next / done toolbar (iOS 14 and later).
    public func enable(distance: CGFloat = 10, showsToolbar: Bool = false) {
      self.distance = distance
      self.showsToolbar = showsToolbar
      guard observer == nil else { return }
      // Frames are measured against the screen of the field being edited, or the screen UIKit
      // posts with the notification (iOS 16.1 and later), never through `UIApplication`, so the
      // manager works in app extensions too. Fields announce themselves before the keyboard
      // shows, so a field is known by the first keyboard notification that matters.
      let observer = KeyboardObserver(center: .default) { [weak self] posted in
        UIKitScreens.bounds(of: self?.field?.window, posted: posted)
      }
      subscription = observer.observe { [weak self] transition in
        self?.update(transition.to, animation: transition.animation)
      }
      self.observer = observer
      focusRegistration = NotificationRegistration(
        center: .default,
        names: [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        ]
      ) { [weak self] notification in
        let field = notification.object as? UIView
        MainQueue.run { self?.fieldDidBeginEditing(field) }
      }
    }

    /// Turns the manager off and puts every moved view back.
    public func disable() {
      update(.hidden, animation: .systemDefault)
      subscription = nil
      observer = nil
      focusRegistration = nil
      field = nil
    }

    /// Leaves fields shown by view controllers of this class, and of its subclasses, alone.
    ///
    /// ```swift
    /// KeyboardAvoidanceManager.shared.exclude(ChatViewController.self)
    /// ```
    ///
    /// - Parameter viewControllerType: A view controller class that handles the keyboard itself.
    public func exclude(_ viewControllerType: UIViewController.Type) {
      excludedTypes.append(viewControllerType)
    }

    /// Leaves fields inside this view alone.
    ///
    /// - Parameter view: A view whose fields handle the keyboard themselves; held weakly.
    public func exclude(_ view: UIView) {
      excludedViews.append(WeakReference(view))
    }

    private func fieldDidBeginEditing(_ view: UIView?) {
      guard let view, !isExcluded(view) else { return }
      field = view
      #if !os(visionOS)
        if showsToolbar, #available(iOS 14, macCatalyst 14, *) {
          FocusToolbar.install(on: view)
        }
      #endif
      update(observer?.state ?? .hidden, animation: .systemDefault)
    }

    private func update(_ state: KeyboardState, animation: KeyboardAnimation) {
      let field = self.field.flatMap { $0.isFirstResponder ? $0 : nil }
      let scrollViews = field.map(UIKitReading.scrollViews(around:)) ?? []
      restoreScrollViews(except: scrollViews, animation: animation)
      if let field, !scrollViews.isEmpty {
        scroll(scrollViews, toReveal: field, state: state, animation: animation)
        shift(by: 0, animation: animation)
      } else if let field, let root = UIKitReading.topViewControllerView(of: field) {
        shift(root, toReveal: field, state: state, animation: animation)
      } else {
        shift(by: 0, animation: animation)
      }
    }

    private func scroll(
      _ scrollViews: [UIScrollView], toReveal field: UIView, state: KeyboardState,
      animation: KeyboardAnimation
    ) {
      let containers = scrollViews.compactMap { scrollView in
        UIKitReading.container(
          of: scrollView, keyboardInset: scrolled[ObjectIdentifier(scrollView)]?.inset ?? 0)
      }
      guard containers.count == scrollViews.count, let frame = AvoidingView(field)?.frame else {
        return
      }
      let adjustments = state.scrollAdjustments(
        for: containers, revealing: frame, caret: UIKitReading.caret(of: field),
        distance: distance, followsUndockedKeyboard: followsUndockedKeyboard)
      for (scrollView, adjustment) in zip(scrollViews, adjustments) {
        scrolled[ObjectIdentifier(scrollView)] = (
          WeakReference(scrollView), adjustment.keyboardInset
        )
        guard adjustment.changesAnything else { continue }
        KeyboardAnimator.animate(animation, layingOut: scrollView) {
          UIKitReading.apply(adjustment, to: scrollView)
        }
      }
    }

    private func restoreScrollViews(except kept: [UIScrollView], animation: KeyboardAnimation) {
      let keptIDs = Set(kept.map(ObjectIdentifier.init))
      for (id, entry) in scrolled where !keptIDs.contains(id) {
        scrolled[id] = nil
        guard let scrollView = entry.view.object,
          let container = UIKitReading.container(of: scrollView, keyboardInset: entry.inset)
        else { continue }
        let adjustment = KeyboardState.hidden.scrollAdjustment(for: container, revealing: .null)
        guard adjustment.changesAnything else { continue }
        KeyboardAnimator.animate(animation, layingOut: scrollView) {
          UIKitReading.apply(adjustment, to: scrollView)
        }
      }
    }

    private func shift(
      _ root: UIView, toReveal field: UIView, state: KeyboardState, animation: KeyboardAnimation
    ) {
      let current = shifted?.view.object === root ? shifted?.offset ?? 0 : 0
      if shifted?.view.object !== root { shift(by: 0, animation: animation) }
      // The policy wants frames at rest: undo the shift already applied.
      guard var container = AvoidingView(root), let fieldFrame = AvoidingView(field)?.frame else {
        return
      }
      container.frame.origin.y += current
      let atRest = fieldFrame.offsetBy(dx: 0, dy: current)
      let shift = state.rootShift(
        for: container, revealing: atRest,
        topGuide: container.frame.minY + root.safeAreaInsets.top, distance: distance,
        followsUndockedKeyboard: followsUndockedKeyboard)
      shifted = (WeakReference(root), shift.offset)
      guard shift.offset != current else { return }
      KeyboardAnimator.animate(animation, layingOut: root) {
        root.bounds.origin.y = shift.offset
      }
    }

    private func shift(by offset: CGFloat, animation: KeyboardAnimation) {
      guard let (view, current) = shifted else { return }
      shifted = nil
      guard let root = view.object, current != offset else { return }
      KeyboardAnimator.animate(animation, layingOut: root) {
        root.bounds.origin.y = offset
      }
    }

    private func isExcluded(_ view: UIView) -> Bool {
      excludedViews.removeAll { $0.object == nil }
      var current: UIView? = view
      while let candidate = current {
        if excludedViews.contains(where: { $0.object === candidate }) { return true }
        current = candidate.superview
      }
      return UIKitReading.viewControllers(of: view).contains { controller in
        excludedTypes.contains { controller.isKind(of: $0) }
      }
    }
  }
#endif
