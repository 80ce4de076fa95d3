#if canImport(UIKit)
  import Foundation
  import UIKit

  /// Keeps the field being edited visible on every screen of the app, with one call at launch.
  ///
  /// IQKeyboardManager's drop-in experience without method swizzling: when a text field or text
  /// view starts editing, and whenever the keyboard changes, the manager finds the field's
  /// scroll views and scrolls them with the core's
  /// ``KeyboardState/scrollAdjustments(for:revealing:caret:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``,
  /// outermost first. When no scroll view holds the field, it shifts the top view controller's
  /// view up by ``KeyboardState/rootShift(for:revealing:topGuide:distance:pinnedAboveKeyboard:followsUndockedKeyboard:)``
  /// and back when the keyboard leaves. Optionally it gives fields a previous / next / done
  /// toolbar whose order follows the layout (``FocusOrder``).
  ///
  /// What it writes stays apart from what the app writes: the keyboard's part of a scroll view's
  /// bottom insets goes on top of the app's (``ScrollInsetOwnership``), the shift on top of the
  /// root view's own `bounds.origin.y` (``BoundValue``), and an inset or origin the app writes is
  /// the new resting value from the manager's next run on (a keyboard change, a field starting to
  /// edit); when the keyboard leaves, each is exactly what the app wrote last.
  ///
  /// It works through the keyboard source of each screen, after the screen's constraint
  /// bindings and scroll views, inside the same animation. By default it leaves alone what UIKit
  /// or SwiftUI already avoid, as IQKeyboardManager does: fields shown by a
  /// `UITableViewController` (which insets its table for the keyboard itself) or a
  /// `UIAlertController` (which keeps itself above the keyboard), and fields in views hosted by
  /// SwiftUI's `UIHostingController`. It also does not move fields whose views already follow
  /// the keyboard through a binding of this package (they still get the toolbar), scroll views
  /// that cannot scroll vertically (paging carousels), and UIKit's private scroll views (class
  /// names beginning with `_`). For one screen's toolbar without the manager, see
  /// ``UIKit/UIView/addFocusToolbar()``.
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
    public var showsToolbar = false {
      didSet { if !showsToolbar { removeToolbars() } }
    }

    /// Whether the manager is on.
    public var isEnabled: Bool { focusRegistration != nil }

    private var focusRegistration: NotificationRegistration?
    private weak var field: UIView?
    private weak var window: UIWindow?
    private var sources: [WeakReference<KeyboardSource>] = []
    private var scrolled:
      [ObjectIdentifier: (view: WeakReference<UIScrollView>, record: InsetRecord)] =
        [:]
    /// The root view shifted up, its `bounds.origin.y` as the app and the manager wrote it, and
    /// the shift on top of the app's value.
    private var shifted:
      (view: WeakReference<UIView>, origin: BoundValue<CGFloat>, offset: CGFloat)?
    private var toolbarFields: [WeakReference<UIView>] = []
    private var excludedTypes: [UIViewController.Type] = [
      UITableViewController.self, UIAlertController.self,
    ]
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
      guard focusRegistration == nil else { return }
      KeyboardEventLog.start()
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

    /// Turns the manager off, puts every moved view back and takes its toolbars away.
    public func disable() {
      focusRegistration = nil
      for source in sources.compactMap(\.object) { source.removeParticipant(self) }
      sources = []
      restoreScrollViews(except: [])
      unshift()
      removeToolbars()
      field = nil
      window = nil
    }

    /// Leaves fields shown by view controllers of this class, and of its subclasses, alone.
    ///
    /// `UITableViewController` and `UIAlertController` are excluded from the start.
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
      guard let view, let window = view.window else { return }
      // The bar is the app's choice for every field it did not exclude, a field whose screen
      // avoids the keyboard through its own bindings included.
      #if !os(visionOS)
        if showsToolbar, !isExcludedByApp(view), #available(iOS 14, macCatalyst 14, *) {
          if FocusToolbar.install(on: view) {
            toolbarFields.removeAll { $0.object == nil || $0.object === view }
            toolbarFields.append(WeakReference(view))
          } else {
            FocusToolbar.installed(on: view)?.refresh()
          }
        }
      #endif
      guard !isExcludedByApp(view), !followsOwnBinding(view) else {
        field = nil
        return
      }
      field = view
      self.window = window
      guard let source = KeyboardSource.of(window) else { return }
      if !sources.contains(where: { $0.object === source }) {
        sources.append(WeakReference(source))
      }
      source.addParticipant(
        self, window: { [weak self] in self?.window },
        run: { [weak self] delivery in self?.update(delivery.transition.to) })
      source.refresh(window)
    }

    /// Runs inside the keyboard source's animation, after the screen's bindings.
    private func update(_ state: KeyboardState) {
      let field = self.field.flatMap { $0.isFirstResponder && $0.window != nil ? $0 : nil }
      #if !os(visionOS)
        if #available(iOS 14, macCatalyst 14, *), let field {
          FocusToolbar.installed(on: field)?.refresh()
        }
      #endif
      let scrollViews = field.map(Self.scrollViews(around:)) ?? []
      restoreScrollViews(except: scrollViews)
      if let field, !scrollViews.isEmpty {
        scroll(scrollViews, toReveal: field, state: state)
        unshift()
      } else if let field, let root = UIKitReading.topViewControllerView(of: field) {
        shift(root, toReveal: field, state: state)
      } else {
        unshift()
      }
    }

    /// The scroll views holding `field` that the automatic mode may scroll, outermost first: the
    /// field itself is left out, even when it is a text view (itself a scroll view), and so are
    /// scroll views that cannot scroll vertically and UIKit's private ones.
    private static func scrollViews(around field: UIView) -> [UIScrollView] {
      var found: [UIScrollView] = []
      var current = field.superview
      while let view = current {
        if let scrollView = view as? UIScrollView, scrollsVertically(scrollView) {
          found.append(scrollView)
        }
        current = view.superview
      }
      return found.reversed()
    }

    private static func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
      guard scrollView.isScrollEnabled,
        !String(describing: type(of: scrollView)).hasPrefix("_")
      else { return false }
      if scrollView.alwaysBounceVertical { return true }
      let measured = UIKitReading.container(
        of: scrollView, keyboardInset: 0, in: scrollView, screen: nil)
      guard let record = shared.scrolled[ObjectIdentifier(scrollView)]?.record else {
        return measured.overflowsAtRest
      }
      return record.ownership.observe(measured).overflowsAtRest
    }

    private func scroll(_ scrollViews: [UIScrollView], toReveal field: UIView, state: KeyboardState)
    {
      guard let screen = UIKitScreens.screen(of: field) else { return }
      let space = screen.coordinates
      let records = scrollViews.map { scrollView in
        scrolled[ObjectIdentifier(scrollView)]?.record ?? InsetRecord(scrollView)
      }
      let containers = zip(scrollViews, records).map { scrollView, record in
        record.ownership.observe(
          UIKitReading.container(
            of: scrollView, keyboardInset: record.ownership.keyboardInset, in: space,
            screen: screen.id))
      }
      let adjustments = state.scrollAdjustments(
        for: containers, revealing: field.convert(field.bounds, to: space),
        caret: UIKitReading.caret(of: field, in: space),
        distance: distance, followsUndockedKeyboard: followsUndockedKeyboard)
      for ((scrollView, record), adjustment) in zip(zip(scrollViews, records), adjustments) {
        scrolled[ObjectIdentifier(scrollView)] = (WeakReference(scrollView), record)
        let owned = record.ownership.own(adjustment)
        guard owned.changesAnything else { continue }
        UIKitReading.apply(owned, to: scrollView)
      }
    }

    /// Takes back what the manager added to scroll views it no longer scrolls, without
    /// measuring; the record goes only once the inset is back.
    private func restoreScrollViews(except kept: [UIScrollView]) {
      let keptIDs = Set(kept.map(ObjectIdentifier.init))
      for (id, entry) in scrolled where !keptIDs.contains(id) {
        if let scrollView = entry.view.object {
          UIKitReading.rest(entry.record, of: scrollView)
        }
        scrolled[id] = nil
      }
    }

    /// Shifts `root`'s content up through `bounds.origin.y`, on top of the app's own origin.
    private func shift(_ root: UIView, toReveal field: UIView, state: KeyboardState) {
      if let shifted, shifted.view.object !== root { unshift() }
      var origin = shifted?.origin ?? BoundValue(appValue: root.bounds.origin.y)
      // An origin the app wrote meanwhile is its own: none of the shift is left on it.
      let current = origin.observe(root.bounds.origin.y) ? 0 : shifted?.offset ?? 0
      shifted = (WeakReference(root), origin, current)
      // A bounds shift moves the content, not the view: the root's frame is where it rests, the
      // field has moved up by the shift already applied.
      guard let container = AvoidingView(root), let fieldFrame = AvoidingView(field)?.frame else {
        return
      }
      let atRest = fieldFrame.offsetBy(dx: 0, dy: current)
      let shift = state.rootShift(
        for: container, revealing: atRest,
        topGuide: container.frame.minY + root.safeAreaInsets.top, distance: distance,
        followsUndockedKeyboard: followsUndockedKeyboard)
      let target = origin.resting(otherwise: 0) + shift.offset
      let write = origin.write(target, over: root.bounds.origin.y)
      shifted = (WeakReference(root), origin, shift.offset)
      if let write { root.bounds.origin.y = write }
    }

    /// Puts the shifted root's origin back to the app's.
    private func unshift() {
      guard let (view, bound, _) = shifted else { return }
      shifted = nil
      guard let root = view.object else { return }
      var origin = bound
      origin.observe(root.bounds.origin.y)
      if let write = origin.write(origin.resting(otherwise: 0), over: root.bounds.origin.y) {
        root.bounds.origin.y = write
        // A layout pass that ran while the root was shifted (a rotation's) placed the subviews
        // tied to its safe area or margins relative to the shifted origin, since a layout guide's
        // frame is in its view's bounds: lay them out again, inside the keyboard's animation, so
        // none is left dragged down by the shift (IQKeyboardManager #269).
        root.setNeedsLayout()
        root.layoutIfNeeded()
      }
    }

    private func removeToolbars() {
      #if !os(visionOS)
        if #available(iOS 14, macCatalyst 14, *) {
          for field in toolbarFields.compactMap(\.object) { FocusToolbar.remove(from: field) }
        }
      #endif
      toolbarFields = []
    }

    /// Whether a field is left alone: excluded by the app or by default.
    private func isExcludedByApp(_ view: UIView) -> Bool {
      excludedViews.removeAll { $0.object == nil }
      var current: UIView? = view
      while let candidate = current {
        if excludedViews.contains(where: { $0.object === candidate }) { return true }
        current = candidate.superview
      }
      return UIKitReading.viewControllers(of: view).contains { controller in
        excludedTypes.contains { controller.isKind(of: $0) }
          || String(describing: type(of: controller)).contains("HostingController")
      }
    }

    /// Whether a field is inside a view that follows the keyboard through a binding of its own:
    /// the manager does not move it, though it may give it a bar.
    private func followsOwnBinding(_ view: UIView) -> Bool {
      var current: UIView? = view
      while let candidate = current {
        if KeyboardAnchor.existing(in: candidate)?.avoidsKeyboard == true { return true }
        current = candidate.superview
      }
      return false
    }
  }
#endif
