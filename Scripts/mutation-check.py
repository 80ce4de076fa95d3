#!/usr/bin/env python3
"""Mutation check of the UIKit, SwiftUI and Combine adapters against the Apple-model scenarios.

The list also reaches the observer's channels, waits and lifetimes (Observing/), which every
adapter is built on, and KeyboardTestWindow, the testing library's real-screen helper.

Usage: python3 Scripts/mutation-check.py [--list] [--only NAME ...] [--seeds SEEDS] [--keep]

Copies the repository (every file Git tracks or would track, none of the `.build` folders) into a
temporary directory, builds `Checks/AppleModels` there once, then takes the mutations below one at
a time: it replaces one exact piece of text in one adapter file (the text must appear exactly once,
or the script stops before running anything), rebuilds, runs `swift test --skip-build`, and puts
the file back. The working tree is never touched.

A mutation is killed when the tests fail (or run longer than ten minutes: a hang is caught too);
it survives when they pass. A mutation whose build fails is invalid: it is reported, and counted
neither way. The script prints each result as it comes, then `killed/total`, the run time and
every survivor with the sentence that says why it is equivalent. It exits with status 1 when a
survivor has no such sentence or fewer than 90 % of the valid mutations are killed, 2 when a
mutation no longer applies or the first build fails.

--list prints the mutations and checks that each applies, without building. --only runs the
mutations named. --seeds sets `KEYBOARD_SESSION_SEEDS` for the random sessions (the CI set,
1-1000, by default). --keep leaves the temporary copy in place and prints where it is.
"""
import argparse
import dataclasses
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODELS = pathlib.Path("Checks/AppleModels")
TEST_TIMEOUT = 600


@dataclasses.dataclass(frozen=True)
class Mutation:
    """One change to one adapter file: `old` becomes `new`."""

    name: str
    path: str
    old: str
    new: str
    # Why the mutation changes nothing a user could see, for a mutation known to survive.
    equivalent: str = ""


CORE = "Sources/KeyboardAvoidance/"
UIKIT = CORE + "UIKit/"
SWIFTUI = CORE + "SwiftUI/"
COMBINE = CORE + "Combine/"
OBSERVING = CORE + "Observing/"
TESTING = "Sources/KeyboardAvoidanceTesting/"

MUTATIONS = [
    # Constraints (NSLayoutConstraint+Keyboard.swift).
    Mutation(
        "second-item sign flipped",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "made = (second, first, -1)",
        "made = (second, first, 1)",
    ),
    Mutation(
        "first-item sign flipped",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "made = (first, second, 1)",
        "made = (first, second, -1)",
    ),
    Mutation(
        "constant written even when unchanged",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        """      if let value = constant.write(target, over: constraint.constant) {
        constraint.constant = value
      }""",
        """      _ = constant.write(target, over: constraint.constant)
      constraint.constant = target""",
    ),
    Mutation(
        "app writes to the constant not observed",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        """      guard let constraint else { return }
      constant.observe(constraint.constant)
      let resting""",
        """      guard let constraint else { return }
      let resting""",
    ),
    Mutation(
        "rest does not put the constant back",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        """    func rest() {
      apply(.hidden)
    }""",
        """    func rest() {
    }""",
    ),
    Mutation(
        "cancel leaves the lift on",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        """    func end() {
      rest()
      sensor?.remove()""",
        """    func end() {
      sensor?.remove()""",
    ),
    Mutation(
        "no layout sensor for the pinned view",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        """    func startSensing() {
      guard""",
        """    func startSensing() {
      return
      guard""",
    ),
    Mutation(
        "a second followKeyboard ignores restingConstant",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "      if let restingConstant { constant.setAppValue(restingConstant) }\n",
        "",
    ),
    Mutation(
        "a second pinAboveKeyboard returns before updating",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "        lift.update(options: options, restingConstant: restingConstant)\n",
        "        _ = lift\n",
    ),
    Mutation(
        "resting offset measured without the sign",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "        restingOffset: sign * resting,",
        "        restingOffset: resting,",
    ),
    Mutation(
        "container's bottom inset ignored",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "        containerBottomInset: view.bounds.maxY - bottom,",
        "        containerBottomInset: 0,",
    ),
    Mutation(
        "lift subtracted instead of added",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "      let target = resting + sign * lift(for: state, resting: resting)",
        "      let target = resting - sign * lift(for: state, resting: resting)",
    ),
    # The keyboard source and the anchor.
    Mutation(
        "no remaining time for an instant change in flight",
        UIKIT + "Internal/KeyboardSource.swift",
        "      inFlight.animation(for: transition.animation, at: clock())",
        "      transition.animation",
    ),
    Mutation(
        "the clock never read",
        UIKIT + "Internal/KeyboardSource.swift",
        "      inFlight.animation(for: transition.animation, at: clock())",
        "      inFlight.animation(for: transition.animation, at: 0)",
    ),
    # The time an instant change has left: the adapter asks the core, so the decision's own
    # mutations are here too.
    Mutation(
        "the remaining time 10 ms short",
        CORE + "Animation/InFlightKeyboardAnimation.swift",
        "    let remaining = start + animation.duration - now",
        "    let remaining = start + animation.duration - now - 0.01",
    ),
    Mutation(
        "the remaining time animated linearly",
        CORE + "Animation/InFlightKeyboardAnimation.swift",
        "    return KeyboardAnimation(duration: remaining, curve: animation.curve)",
        "    return KeyboardAnimation(duration: remaining, curve: .linear)",
    ),
    Mutation(
        "the animation in flight remembered a second early",
        CORE + "Animation/InFlightKeyboardAnimation.swift",
        "      start = now\n",
        "      start = now - 1\n",
    ),
    Mutation(
        "scroll views before constraints",
        UIKIT + "Internal/KeyboardSource.swift",
        """        for binding in bindings where binding.phase == .constraints { binding.apply(delivery) }
        window.layoutIfNeeded()
        for binding in bindings where binding.phase == .scrollViews { binding.apply(delivery) }""",
        """        for binding in bindings where binding.phase == .scrollViews { binding.apply(delivery) }
        window.layoutIfNeeded()
        for binding in bindings where binding.phase == .constraints { binding.apply(delivery) }""",
    ),
    Mutation(
        "no layout pass between constraints and scroll views",
        UIKIT + "Internal/KeyboardSource.swift",
        """        for binding in bindings where binding.phase == .constraints { binding.apply(delivery) }
        window.layoutIfNeeded()""",
        """        for binding in bindings where binding.phase == .constraints { binding.apply(delivery) }""",
    ),
    Mutation(
        "an anchor catching up does nothing",
        UIKIT + "Internal/KeyboardSource.swift",
        """    func catchUp(_ anchor: KeyboardAnchor) {
      guard let window = anchor.window else { return }""",
        """    func catchUp(_ anchor: KeyboardAnchor) {
      guard let window = anchor.window, false else { return }""",
    ),
    Mutation(
        "a focus change refreshes nothing",
        UIKIT + "Internal/KeyboardSource.swift",
        """      guard let window = field?.window, KeyboardSource.of(window) === self else { return }
      refresh(window)""",
        """      guard let window = field?.window, KeyboardSource.of(window) === self else { return }""",
    ),
    Mutation(
        "automatic mode and helpers not run",
        UIKIT + "Internal/KeyboardSource.swift",
        """        if participants {
          for participant""",
        """        if !participants {
          for participant""",
    ),
    Mutation(
        "bindings stay lifted when their view leaves its window",
        UIKIT + "Internal/KeyboardAnchor.swift",
        "          for binding in bindings { binding.rest() }\n",
        "",
    ),
    Mutation(
        "a view coming back to a window does not catch up",
        UIKIT + "Internal/KeyboardAnchor.swift",
        """      source.attach(self)
      source.catchUp(self)""",
        """      source.attach(self)""",
    ),
    Mutation(
        "a new binding does not catch up",
        UIKIT + "Internal/KeyboardAnchor.swift",
        """        attachments[key] = attachment
      }
      source?.catchUp(self)""",
        """        attachments[key] = attachment
      }""",
    ),
    Mutation(
        "keyed bindings made twice",
        UIKIT + "Internal/KeyboardAnchor.swift",
        "      if let key, let existing = binding(forKey: key) { return existing }\n",
        "",
        equivalent=(
            "every keyed binding but the scroll view's asks binding(forKey:) itself before "
            "binding, and a second binding on one scroll view takes the first one's insets for "
            "the app's and adds nothing on top (ScrollInsetOwnership): the insets and offsets "
            "are the same, at the cost of a second measurement per change."
        ),
    ),
    Mutation(
        "sensor's layout pass tells nobody",
        UIKIT + "Internal/LayoutSensor.swift",
        """      super.layoutSubviews()
      onLayout()""",
        """      super.layoutSubviews()""",
    ),
    Mutation(
        "sensor follows the container, not the item",
        UIKIT + "Internal/LayoutSensor.swift",
        "            equal(.top, container, .top), equal(.bottom, item, attribute),",
        "            equal(.top, container, .top), equal(.bottom, container, .bottom),",
    ),
    # Animation.
    Mutation(
        "inherited duration not overridden",
        UIKIT + "Internal/KeyboardAnimator.swift",
        "        .beginFromCurrentState, .allowUserInteraction, .overrideInheritedDuration,\n",
        "        .beginFromCurrentState, .allowUserInteraction,\n",
    ),
    Mutation(
        "pending layout animated with the keyboard",
        UIKIT + "Internal/KeyboardAnimator.swift",
        "      UIView.performWithoutAnimation { window.layoutIfNeeded() }\n",
        "",
    ),
    Mutation(
        "the keyboard's curve dropped",
        UIKIT + "Internal/KeyboardAnimator.swift",
        "        UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),\n",
        "",
    ),
    Mutation(
        "instant changes animated",
        UIKIT + "Internal/KeyboardAnimator.swift",
        "      guard !animation.isInstant, !window.isHidden else {",
        "      guard !window.isHidden else {",
        equivalent=(
            "UIView.animate with a duration of 0 makes the changes without animating them "
            "(animate(withDuration:...) page) and its completion runs on the next turn, which "
            "performWithoutAnimation does at once: the same frames, one run-loop turn apart, "
            "before anything is drawn."
        ),
    ),
    # Scroll views.
    Mutation(
        "scroll view insets not owned",
        UIKIT + "UIScrollView+Keyboard.swift",
        """          let adjustment = record.ownership.own(
            state.scrollAdjustment(""",
        """          let adjustment = (
            state.scrollAdjustment(""",
    ),
    Mutation(
        "scroll view app writes not observed",
        UIKIT + "UIScrollView+Keyboard.swift",
        """          let container = record.ownership.observe(
            UIKitReading.container(""",
        """          let container = (
            UIKitReading.container(""",
    ),
    Mutation(
        "riders not cleared",
        UIKIT + "UIScrollView+Keyboard.swift",
        """              pinnedAboveKeyboard: state.pinnedAboveKeyboard(
                of: riding.map { $0.convert($0.bounds, to: space) }, on: screen.id,
                followsUndockedKeyboard: followsUndockedKeyboard),""",
        """              pinnedAboveKeyboard: 0,""",
    ),
    Mutation(
        "scroll view left inset when it leaves its window",
        UIKIT + "UIScrollView+Keyboard.swift",
        "        UIKitReading.rest(record, of: self)\n",
        "        _ = record\n",
    ),
    Mutation(
        "content offset never written",
        UIKIT + "Internal/UIKitReading.swift",
        """      if scrollView.contentOffset != adjustment.contentOffset {
        scrollView.contentOffset = adjustment.contentOffset
      }""",
        "",
    ),
    Mutation(
        "indicator inset given the content inset",
        UIKIT + "Internal/UIKitReading.swift",
        "        scrollView.verticalScrollIndicatorInsets.bottom = adjustment.indicatorInsetBottom",
        "        scrollView.verticalScrollIndicatorInsets.bottom = adjustment.contentInsetBottom",
    ),
    Mutation(
        "indicator inset not restored",
        UIKIT + "Internal/UIKitReading.swift",
        """      if scrollView.verticalScrollIndicatorInsets.bottom != resting.indicator {
        scrollView.verticalScrollIndicatorInsets.bottom = resting.indicator
      }""",
        "",
    ),
    Mutation(
        "layout guides of the view are not containers",
        UIKIT + "Internal/UIKitReading.swift",
        "      if let guide = candidate as? UILayoutGuide, guide.owningView === view { return true }\n",
        "",
    ),
    Mutation(
        "a guide's bottom read as its owner's",
        UIKIT + "Internal/UIKitReading.swift",
        "        return owner.convert(guide.layoutFrame, to: view).maxY",
        "        return owner.convert(owner.bounds, to: view).maxY",
    ),
    Mutation(
        "screen class from the screen, not the window",
        UIKIT + "Internal/UIKitReading.swift",
        "      return ScreenClass(screenSize: window.bounds.size)",
        "      return ScreenClass(screenSize: window.screen.bounds.size)",
    ),
    # KeyboardAdaptive values.
    Mutation(
        "no sensors for adapted constants",
        UIKIT + "KeyboardAdaptive+UIKit.swift",
        "      let sensors = sensors { constant.apply(constant.state, with: write) }",
        "      let sensors: [LayoutSensor] = []",
    ),
    Mutation(
        "adapted values written even when unchanged",
        UIKIT + "Internal/AdaptedValue.swift",
        """      guard let current = read(), let value = bound?.write(target, over: current) else { return }
      write(value)""",
        """      guard let current = read() else { return }
      _ = bound?.write(target, over: current)
      write(target)""",
    ),
    Mutation(
        "app writes to adapted values not observed",
        UIKIT + "Internal/AdaptedValue.swift",
        "      bound?.observe(current)\n",
        "",
    ),
    Mutation(
        "a hiding view switches at the end",
        UIKIT + "KeyboardAdaptive+UIKit.swift",
        "            during: transition, progress: .ulpOfOne, on: screenClass, resting: flag.resting)",
        "            during: transition, progress: 1, on: screenClass, resting: flag.resting)",
    ),
    Mutation(
        "a late unhide from an earlier transition goes through",
        UIKIT + "KeyboardAdaptive+UIKit.swift",
        "            guard generation.value == expected else { return }\n",
        "            _ = expected\n",
    ),
    Mutation(
        "adapted alpha left at the keyboard's value off screen",
        UIKIT + "KeyboardAdaptive+UIKit.swift",
        "        phase: .decorations, rest: { alpha.apply(.hidden, with: write) },",
        "        phase: .decorations, rest: {},",
    ),
    Mutation(
        "adapted corner radius kept at rest while the keyboard is up",
        UIKIT + "KeyboardAdaptive+UIKit.swift",
        "          radius.apply(delivery.transition.to) { [weak self] target in",
        "          radius.apply(.hidden) { [weak self] target in",
    ),
    # The automatic mode.
    Mutation(
        "root shift not put back",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "        root.bounds.origin.y = write\n        // A layout pass",
        "        // A layout pass",
    ),
    Mutation(
        "root shift ignores the app's origin",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "      let target = origin.resting(otherwise: 0) + shift.offset",
        "      let target = shift.offset",
    ),
    Mutation(
        "automatic mode's insets not owned",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "        let owned = record.ownership.own(adjustment)",
        "        let owned = adjustment",
    ),
    Mutation(
        "UITableViewController not excluded",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "      UITableViewController.self, UIAlertController.self,",
        "      UIAlertController.self,",
    ),
    Mutation(
        "private scroll views scrolled",
        UIKIT + "KeyboardAvoidanceManager.swift",
        """        !String(describing: type(of: scrollView)).hasPrefix("_")""",
        """        !String(describing: type(of: scrollView)).hasPrefix("#")""",
    ),
    # Tap to dismiss and interactive dismissal.
    Mutation(
        "taps on controls dismiss",
        UIKIT + "Internal/TouchOutsideControlsFilter.swift",
        "        if current is UIControl { return false }\n",
        "",
    ),
    Mutation(
        "read-only text views keep the keyboard",
        UIKIT + "Internal/TouchOutsideControlsFilter.swift",
        "        if let textView = current as? UITextView, textView.isEditable { return false }",
        "        if current is UITextView { return false }",
    ),
    Mutation(
        "tap dismisses only inside the view",
        UIKIT + "UIView+KeyboardDismissal.swift",
        "        _ = self?.window?.endEditing(true)",
        "        _ = self?.endEditing(true)",
    ),
    Mutation(
        "interactive dismissal's end not reported",
        UIKIT + "UIView+KeyboardDismissal.swift",
        "            source.endInteractiveDismissal()",
        "            break",
    ),
    # SwiftUI's hosted views.
    Mutation(
        "the meter reports a measurement twice",
        SWIFTUI + "Internal/PaddedContentMeter.swift",
        "      guard measured != reported else { return }\n",
        "",
    ),
    Mutation(
        "the meter does not measure when the keyboard changes",
        SWIFTUI + "Internal/PaddedContentMeter.swift",
        "KeyboardSourceLink { [weak self] _ in self?.setNeedsMeasure() }",
        "KeyboardSourceLink { _ in }",
    ),
    Mutation(
        "a reader in a window does not follow its source",
        SWIFTUI + "Internal/KeyboardSourceLink.swift",
        """      }
      onChange(next)""",
        """      }""",
    ),
    Mutation(
        "tap to dismiss reaches controls in SwiftUI",
        SWIFTUI + "Internal/ScrollTapDismissal.swift",
        "      parts?.filter.scope(to: area)\n",
        "",
    ),
    Mutation(
        "a hosted view's window changes unheard",
        SWIFTUI + "Internal/HostedView.swift",
        """      super.didMoveToWindow()
      anchor?.onWindowChange?(window)""",
        """      super.didMoveToWindow()""",
    ),
    # Combine.
    Mutation(
        "willShowVisibleHeight without the previous height",
        COMBINE + "KeyboardPublishers.swift",
        "          Appearance(height: height, isShowing: last.height == 0 && height > 0)",
        "          Appearance(height: height, isShowing: height > 0)",
    ),
    Mutation(
        "isHidden repeats values",
        COMBINE + "KeyboardPublishers.swift",
        "      visibleHeights.map { $0 == 0 }.removeDuplicates().eraseToAnyPublisher()",
        "      visibleHeights.map { $0 == 0 }.eraseToAnyPublisher()",
    ),
    Mutation(
        "demand not spent",
        OBSERVING + "Internal/LatestValueDemand.swift",
        "      case .max(let count): .max(Swift.max(count - 1, 0))",
        "      case .max(let count): .max(count)",
    ),
    Mutation(
        "cancel keeps the observer's subscription",
        COMBINE + "Internal/KeyboardReadings.swift",
        "        case .cancelLink(let link):\n          link.cancel()\n",
        "        case .cancelLink(let link):\n          _ = link\n",
        equivalent=(
            "cancel() also drops the state machine's only reference to its KeyboardSubscription "
            "(the state becomes .cancelled), which cancels itself when released (\"delivery "
            "stops when it is cancelled or released\", KeyboardSubscription), as the action is "
            "performed: the observer stops delivering at the same moment either way "
            "(KeyboardReadingsScenarios checks that nothing stays on the observer)."
        ),
    ),
    Mutation(
        "a late subscriber gets no current value",
        COMBINE + "Internal/KeyboardReadings.swift",
        "      offer(\n        KeyboardReading(state: observer.state, transition: nil, "
        "screen: observer.screenBoundsNow()))\n",
        "",
    ),
    Mutation(
        "a value offered while one is received is lost",
        OBSERVING + "Internal/LatestValueDemand.swift",
        "      state = .delivering(demand: demand, pending: value, link: link)",
        "      state = .delivering(demand: demand, pending: nil, link: link)",
    ),
    Mutation(
        "a waiting value is not sent when demand comes",
        OBSERVING + "Internal/LatestValueDemand.swift",
        "      guard demand.allowsOne else { return .none }\n"
        "      state = .delivering(demand: demand.afterOne, pending: nil, link: link)\n"
        "      return .deliver(value)",
        "      state = .idle(demand: demand, link: link)\n      return .none",
    ),
    Mutation(
        "demand asked for while receiving is dropped",
        OBSERVING + "Internal/LatestValueDemand.swift",
        "    let demand = current + moreDemand",
        "    let demand = current",
    ),
    # Starting from where the keyboard is, lifetimes, waits and real screens.
    Mutation(
        "an observer starts hidden whatever the keyboard does",
        OBSERVING + "KeyboardObserver.swift",
        "      _ = state.reduce(entry.event, screenBounds: screenBoundsNow())",
        "      _ = entry",
    ),
    Mutation(
        "observe does not deliver the current keyboard first",
        OBSERVING + "KeyboardObserver.swift",
        "    handler(currentTransition)\n",
        "",
    ),
    Mutation(
        "visibleHeights does not start with the current height",
        OBSERVING + "KeyboardObserver+Stream.swift",
        "    continuation.yield(last)\n",
        "",
    ),
    Mutation(
        "a subscription does not keep its observer",
        OBSERVING + "KeyboardSubscription.swift",
        "    flag = CancellationFlag(keeping: observer)",
        "    flag = CancellationFlag()",
    ),
    Mutation(
        "the keyboard rests after the notification's duration",
        OBSERVING + "KeyboardObserver+Waiting.swift",
        "      let remaining = start + inFlight.animation.effectiveDuration() - clock.now()",
        "      let remaining = start + inFlight.animation.duration - clock.now()",
    ),
    Mutation(
        "a test window hears the default center",
        TESTING + "KeyboardTestWindow.swift",
        "      KeyboardCenters.route(window, to: simulator.center)\n",
        "",
    ),
    Mutation(
        "a hidden keyboard's frame is zero",
        COMBINE + "Internal/KeyboardReading.swift",
        "        frame = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)",
        "        frame = .zero",
    ),
    Mutation(
        "the observable object's height not updated",
        COMBINE + "KeyboardObservableObject.swift",
        "      visibleHeight = transition.to.coveredHeight(of: observer.screenBoundsNow())\n",
        "",
    ),
    # Spacing as a clearance, the last field's room, the keyboard area guide, the focus bar and
    # pinAboveKeyboard's refusals (issue 30).
    Mutation(
        "spacing kept only while the keyboard covers the view",
        CORE + "Geometry/KeyboardClearance.swift",
        "    return max(0, keyboardReach + spacing.finiteOrZero - height.finiteOrZero)",
        "    guard keyboardReach > 0 else { return 0 }\n"
        "    return max(0, keyboardReach + spacing.finiteOrZero - height.finiteOrZero)",
    ),
    Mutation(
        "a keyboard wholly above the view still lies under it",
        CORE + "Geometry/KeyboardClearance.swift",
        "      frame.minX < rect.maxX, rect.minX < frame.maxX, frame.maxY > rect.minY",
        "      frame.minX < rect.maxX, rect.minX < frame.maxX",
    ),
    Mutation(
        "no room past the content for the last field",
        CORE + "Geometry/KeyboardState+ScrollAvoidance.swift",
        "    let room = wanted > highest ? wanted - contentEnd : 0",
        "    let room: CGFloat = 0",
    ),
    Mutation(
        "room past the content kept at the highest offset only",
        CORE + "Geometry/KeyboardState+ScrollAvoidance.swift",
        "    let room = wanted > highest ? wanted - contentEnd : 0",
        "    let room = wanted > highest ? wanted - highest : 0",
    ),
    Mutation(
        "the guide always rests on the safe area",
        UIKIT + "KeyboardAreaLayoutGuide.swift",
        "            safeAreaBottom: guide.usesBottomSafeArea ? view.safeAreaInsets.bottom : 0,",
        "            safeAreaBottom: view.safeAreaInsets.bottom,",
    ),
    Mutation(
        "the guide follows undocked keyboards unasked",
        UIKIT + "KeyboardAreaLayoutGuide.swift",
        "          options: KeyboardAvoidanceOptions(followsUndockedKeyboard: guide.followsUndockedKeyboard))",
        "          options: KeyboardAvoidanceOptions(followsUndockedKeyboard: true))",
    ),
    Mutation(
        "the guide reports moves it did not make",
        UIKIT + "KeyboardAreaLayoutGuide.swift",
        "      guard raise != reported else { return }\n",
        "",
    ),
    Mutation(
        "the guide moves after the layout pass",
        UIKIT + "KeyboardAreaLayoutGuide.swift",
        "        key: \"keyboard area guide\", phase: .constraints, avoids: true,",
        "        key: \"keyboard area guide\", phase: .decorations, avoids: true,",
    ),
    Mutation(
        "a refused constraint is not reported",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "        RuntimeWarning.emit(\"pinAboveKeyboard(in:) leaves \\(self) alone: \\(error)\")\n",
        "",
    ),
    Mutation(
        "a ≤ constraint is bound",
        UIKIT + "NSLayoutConstraint+Keyboard.swift",
        "      guard constraint.relation == .equal else {",
        "      guard constraint.relation == .equal || constraint.relation == .lessThanOrEqual else {",
    ),
    Mutation(
        "the manager gives no bar to a screen that avoids the keyboard itself",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "        if showsToolbar, !isExcludedByApp(view), #available(iOS 14, macCatalyst 14, *) {",
        "        if showsToolbar, !isExcludedByApp(view), !followsOwnBinding(view),\n"
        "          #available(iOS 14, macCatalyst 14, *)\n        {",
    ),
    Mutation(
        "the focus bar ignores user interaction",
        UIKIT + "Internal/FocusToolbar.swift",
        "      !view.isHidden && view.alpha > 0 && view.isUserInteractionEnabled",
        "      !view.isHidden && view.alpha > 0",
    ),
    Mutation(
        "the focus bar ignores the views around the field",
        UIKIT + "Internal/FocusToolbar.swift",
        "        guard takesTouches(ancestor) else { return [] }\n",
        "",
    ),
    Mutation(
        "the root not laid out again as the shift is taken back",
        UIKIT + "KeyboardAvoidanceManager.swift",
        "        root.setNeedsLayout()\n        root.layoutIfNeeded()\n",
        "",
    ),
    Mutation(
        "the focus bar does not hear typing",
        UIKIT + "Internal/FocusToolbar.swift",
        "          self.refresh()\n",
        "",
    ),

]


def copy_repository(destination):
    """Copies every file Git tracks or would track, keeping symbolic links as links."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        target = destination / name
        if not source.exists() and not source.is_symlink():
            continue  # deleted in the working tree
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            target.symlink_to(os.readlink(source))
        else:
            shutil.copy2(source, target)


def check_applies(mutation, text):
    count = text.count(mutation.old)
    if count != 1:
        raise SystemExit(
            f"mutation '{mutation.name}' no longer applies: its text appears {count} times in "
            f"{mutation.path}")


def run(command, cwd, env, timeout=None):
    """Runs a command; returns (exit status or None on timeout, output)."""
    try:
        done = subprocess.run(
            command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as timeout_error:
        output = (timeout_error.stdout or b"") + (timeout_error.stderr or b"")
        return None, output.decode(errors="replace") if isinstance(output, bytes) else output


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--only", nargs="+", default=[])
    parser.add_argument("--seeds", default="1-1000")
    parser.add_argument("--keep", action="store_true")
    arguments = parser.parse_args()

    mutations = [m for m in MUTATIONS if not arguments.only or m.name in arguments.only]
    unknown = set(arguments.only) - {m.name for m in MUTATIONS}
    if unknown:
        raise SystemExit(f"no mutation named {', '.join(sorted(unknown))}")
    for mutation in mutations:
        check_applies(mutation, (ROOT / mutation.path).read_text())
    if arguments.list:
        for mutation in mutations:
            print(f"{mutation.path}: {mutation.name}")
        print(f"{len(mutations)} mutations, each applies exactly once")
        return 0

    start = time.monotonic()
    workspace = pathlib.Path(tempfile.mkdtemp(prefix="keyboard-mutations-"))
    env = dict(os.environ, KEYBOARD_SESSION_SEEDS=arguments.seeds)
    try:
        copy_repository(workspace)
        models = workspace / MODELS
        print(f"building {MODELS} in {workspace} …", flush=True)
        status, output = run(["swift", "build", "--build-tests"], models, env)
        if status != 0:
            print(output[-4000:])
            raise SystemExit(2)
        status, output = run(["swift", "test", "--skip-build"], models, env, TEST_TIMEOUT)
        if status != 0:
            print(output[-4000:])
            print("the scenarios fail without any mutation")
            raise SystemExit(2)

        killed, survivors, invalid = [], [], []
        for index, mutation in enumerate(mutations, 1):
            path = workspace / mutation.path
            original = path.read_text()
            path.write_text(original.replace(mutation.old, mutation.new, 1))
            began = time.monotonic()
            try:
                status, output = run(["swift", "build", "--build-tests"], models, env)
                if status != 0:
                    invalid.append(mutation)
                    verdict = "invalid (does not compile)"
                else:
                    status, output = run(
                        ["swift", "test", "--skip-build"], models, env, TEST_TIMEOUT)
                    if status is None:
                        killed.append(mutation)
                        verdict = "killed (the tests did not finish)"
                    elif status != 0:
                        killed.append(mutation)
                        verdict = "killed"
                    else:
                        survivors.append(mutation)
                        verdict = "SURVIVED"
            finally:
                path.write_text(original)
            print(
                f"[{index}/{len(mutations)}] {verdict:<12} {mutation.name} "
                f"({mutation.path.split('/')[-1]}, {time.monotonic() - began:.0f} s)",
                flush=True)

        valid = len(killed) + len(survivors)
        minutes = (time.monotonic() - start) / 60
        score = 100 * len(killed) / valid if valid else 0
        print(f"\nkilled {len(killed)}/{valid} ({score:.1f} %) in {minutes:.1f} min", end="")
        print(f"; {len(invalid)} invalid" if invalid else "")
        for mutation in invalid:
            print(f"  invalid: {mutation.name} ({mutation.path})")
        unexplained = [m for m in survivors if not m.equivalent]
        for mutation in survivors:
            reason = mutation.equivalent or "NO SCENARIO CATCHES IT AND NO REASON IS GIVEN"
            print(f"  survived: {mutation.name} ({mutation.path}): {reason}")
        return 1 if unexplained or score < 90 else 0
    finally:
        if arguments.keep:
            print(f"the copy is in {workspace}")
        else:
            shutil.rmtree(workspace, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
