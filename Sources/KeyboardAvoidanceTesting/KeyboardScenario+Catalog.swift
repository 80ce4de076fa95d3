import Foundation
import KeyboardAvoidance

// The order of the notifications for each scenario, from public sources. Where the sources are
// silent, the scenario's `sources` say so and state what the simulator assumes. Every change the
// sources do not describe in more detail is posted as the four notifications Stack Overflow
// question 25946121 logged: will-change-frame, will-show or will-hide, did-change-frame, did-show
// or did-hide, with the same begin and end frames.

extension KeyboardScenario {
  /// Every built-in scenario, to run on every device it applies to.
  ///
  /// ```swift
  /// KeyboardScenario.all.map(\.name)
  /// // ["Show and hide", "Predictive row", "Emoji keyboard", "Rotation", "Hardware keyboard",
  /// //  "iPad undock, split, float, dock", "Stage Manager window", "Another app's keyboard",
  /// //  "Keyboard on another screen", "Interactive dismissal"]
  /// ```
  public static let all: [KeyboardScenario] = [
    showAndHide, predictiveRow, emojiKeyboard, rotation, hardwareKeyboard, iPadKeyboards,
    stageManager, otherAppsKeyboard, otherScreen, interactiveDismissal,
  ]

  private static let order25946121 =
    "Stack Overflow question 25946121 (iOS 8 to 10): will-change-frame, will-show, "
    + "did-change-frame, did-show; https://stackoverflow.com/questions/25946121"

  /// The keyboard appears, moves to a second field, and goes away.
  public static let showAndHide = KeyboardScenario(
    name: "Show and hide",
    summary: "The keyboard appears, the user moves to another field, the keyboard goes away.",
    sources: [
      order25946121,
      "'Why is UIKeyboardWillShowNotification called every time another TextField is "
        + "selected?': the same four notifications again for each new field, with no will-hide "
        + "in between; https://newbe.dev/why-is-uikeyboardwillshownotification-called-every-time"
        + "-another-textfield-is-selected",
      "Hiding: the same order with will-hide and did-hide, the end frame just below the screen "
        + "(assumed by symmetry; no log found).",
    ],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(
        .show(), shows: .docked, covering: .keyboard(.predictive),
        note: "another field: an identical will-show must change nothing"),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The predictive row appears and goes: a second will-show with another height.
  public static let predictiveRow = KeyboardScenario(
    name: "Predictive row",
    summary:
      "The keyboard appears without the predictive row, the row appears (a second will-show "
      + "with another height), the keyboard hides and comes back with the row.",
    sources: [
      order25946121 + "; all four are posted when the predictive row is turned on or off.",
      "The same question: the row's arrival is a will-show of its own with the new height, so "
        + "will-show arrives twice, with two heights, when the row comes up after the keys.",
    ],
    steps: [
      Step(.show(.plain), shows: .docked, covering: .keyboard(.plain)),
      Step(.switchKeyboard(to: .predictive), shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
      Step(.show(.predictive), shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The user switches to the emoji keyboard and back.
  public static let emojiKeyboard = KeyboardScenario(
    name: "Emoji keyboard",
    summary: "With the predictive row off, the user switches to the emoji keyboard and back.",
    sources: [
      "A change of input mode (emoji, another language) changes the keyboard as the predictive "
        + "row does, so it is taken to post a will-show again; the emoji keyboard is taken to be as "
        + "tall as the letters with the predictive row.",
      "No log of the order for the emoji switch was found; the simulator assumes the order "
        + "Stack Overflow question 25946121 logged for the predictive row, and the height of the "
        + "predictive keyboard for the emoji keyboard (its height with the row off is unverified).",
    ],
    steps: [
      Step(.show(.plain), shows: .docked, covering: .keyboard(.plain)),
      Step(.switchToEmoji, shows: .docked, covering: .keyboard(.predictive)),
      Step(.switchToLetters, shows: .docked, covering: .keyboard(.plain)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The device turns while the keyboard is up, and back.
  public static let rotation = KeyboardScenario(
    name: "Rotation",
    summary: "The keyboard is up; the device turns to the other orientation and back.",
    sources: [
      "Apple developer forums thread 5706: on rotation iOS posts will-hide then will-show "
        + "(twice on iOS 8.3, once on iOS 7.1), from willRotateToInterfaceOrientation; "
        + "https://developer.apple.com/forums/thread/5706",
      "apontious.com, 'Keyboard Schmeeboard' (2013): the app is told the keyboard hides, the "
        + "view rotates, the keyboard shows again.",
      "niw/KeyboardGuide: while the screen's bounds change, frames of the wrong width are "
        + "posted; the simulator posts a change-frame pair with the old orientation's frame "
        + "after the bounds change.",
      "The simulator posts the hide-and-show round once; the did-notifications are assumed.",
    ],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.rotate, shows: .docked, covering: .keyboard(.predictive)),
      Step(.rotate, shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// A hardware keyboard is attached and detached: only a bar overlaps the screen.
  public static let hardwareKeyboard = KeyboardScenario(
    name: "Hardware keyboard",
    summary:
      "A hardware keyboard is attached while the keyboard is up (only the bar stays), the "
      + "field is left and entered again (the bar returns), then the keyboard is detached.",
    sources: [
      "Stack Overflow question 31991873: since iOS 9 will-show fires with a hardware keyboard "
        + "attached, the frame mostly off screen; https://stackoverflow.com/questions/31991873",
      "Stack Overflow question 32319697: the end frame keeps the full height (313 pt) while only "
        + "55 pt overlap; https://stackoverflow.com/questions/32319697",
      "No log of the notifications at the moment of attaching or detaching was found; the "
        + "simulator assumes the show order of question 25946121 with the new frame.",
    ],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.attachHardwareKeyboard, shows: .accessoryBar, covering: .hardwareBar),
      Step(.hide, shows: .hidden, covering: .nothing),
      Step(.show(), shows: .accessoryBar, covering: .hardwareBar),
      Step(.detachHardwareKeyboard, shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The iPad keyboard is undocked, split, floated, moved and docked again.
  public static let iPadKeyboards = KeyboardScenario(
    name: "iPad undock, split, float, dock",
    summary:
      "The iPad keyboard is undocked (posted as a will-hide), split, pinched into the floating "
      + "keyboard, moved, docked again, and hidden.",
    sources: [
      "openradar 18010127: undocking or splitting from the keyboard's menu posts will-hide and "
        + "did-hide; docking posts will-show (sometimes not, when docked by a gesture); "
        + "https://github.com/lionheart/openradar-mirror/issues/3344",
      "DAKeyboardControl issue 48: frames such as {{0, -64}, {0, 0}} while undocked or split; "
        + "issue 64: the split keyboard's frame arrives in did-change-frame; "
        + "https://github.com/danielamitay/DAKeyboardControl/issues/48",
      "niw/KeyboardGuide: will-change-frame may carry CGRect.zero.",
      "flutter_keyboard_visibility pull request 162: the floating keyboard triggers only the "
        + "change-frame notifications; "
        + "https://github.com/MisterJimson/flutter_keyboard_visibility/pull/162",
      "freshOS/KeyboardLayoutGuide issue 37: a frame as tall as the screen while the floating "
        + "keyboard moves; https://github.com/freshOS/KeyboardLayoutGuide/issues/37",
      "openradar 25056255: no change-frame at all when the layout changes while undocked.",
      "Where each odd frame goes is not logged: the simulator puts CGRect.zero in the undock's "
        + "did-change-frame and {{0, -64}, {0, 0}} in the split's change-frame notifications; "
        + "positions and sizes of undocked and floating keyboards are examples.",
    ],
    families: [.iPad],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.undock, shows: .undocked, covering: .nothing, note: "posted as a will-hide"),
      Step(.split, shows: .undocked, covering: .nothing),
      Step(.float, shows: .floating, covering: .nothing),
      Step(.moveFloatingKeyboard(dx: -100, dy: -150), shows: .floating, covering: .nothing),
      Step(.dock, shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// A Stage Manager window smaller than the screen, which the keyboard covers only in part.
  public static let stageManager = KeyboardScenario(
    name: "Stage Manager window",
    summary:
      "The app's window floats in Stage Manager, ending above the screen's bottom: the keyboard "
      + "covers only the window's lower part, or none of it.",
    sources: [
      "Apple, keyboardFrameEndUserInfoKey: frames are in screen coordinates, which differ from "
        + "the window's in Split View, Slide Over and Stage Manager; intersect with the view; "
        + "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey",
      "WWDC23 'Keep up with the keyboard': adjust to the intersection with the keyboard in "
        + "Stage Manager; https://developer.apple.com/videos/play/wwdc2023/10281",
      "No Stage Manager notification log was found; the simulator posts the full-screen order "
        + "of question 25946121 with full-width frames.",
    ],
    families: [.iPad],
    window: .stageManager,
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.switchKeyboard(to: .plain), shows: .docked, covering: .keyboard(.plain)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// Another app in Split View raises the keyboard over this one.
  public static let otherAppsKeyboard = KeyboardScenario(
    name: "Another app's keyboard",
    summary:
      "The app fills the leading half of a Split View; the other app raises the keyboard, which "
      + "covers this app too (UIKeyboardIsLocalUserInfoKey false).",
    sources: [
      "Apple, UIKeyboardIsLocalUserInfoKey: with multitasking every visible app is notified; "
        + "the value is false for the apps that did not raise the keyboard; "
        + "https://developer.apple.com/documentation/uikit/uikeyboardislocaluserinfokey",
      "react-native pull request 23245: the other app's keyboard events arrive with "
        + "isLocal false; https://github.com/react/react-native/pull/23245",
      "The order is assumed to be that of question 25946121.",
    ],
    families: [.iPad],
    window: .splitViewLeading,
    steps: [
      Step(.showForOtherApp(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The keyboard moves to another screen and back.
  public static let otherScreen = KeyboardScenario(
    name: "Keyboard on another screen",
    summary:
      "The keyboard moves to a field on an external display, where it covers nothing of this "
      + "screen, and comes back.",
    sources: [
      "WWDC23 'Keep up with the keyboard': since iOS 16.1 the "
        + "notification's object is the screen the keyboard is on; "
        + "https://developer.apple.com/videos/play/wwdc2023/10281",
      "No log of a keyboard moving between screens was found; the simulator assumes it hides on "
        + "one screen and shows on the other, each in the order of question 25946121, the other "
        + "screen being 1920 × 1080 pt.",
    ],
    families: [.iPad],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.showOnOtherScreen(), shows: .hidden, covering: .nothing),
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(.hide, shows: .hidden, covering: .nothing),
    ])

  /// The user drags the keyboard down, lets it return, then drags it away.
  public static let interactiveDismissal = KeyboardScenario(
    name: "Interactive dismissal",
    summary:
      "With keyboardDismissMode = .interactive the user drags the keyboard down, lets go (it "
      + "returns), then drags again and lets go (it leaves).",
    sources: [
      "openradar 15341512 and 14847817: no notification while the keyboard is dragged; "
        + "https://github.com/lionheart/openradar-mirror/issues/13118",
      "freshOS/KeyboardLayoutGuide issue 17: will-change-frame arrives only when the pan ends; "
        + "https://github.com/freshOS/KeyboardLayoutGuide/issues/17",
      "RxKeyboard: the keyboard's top follows the finger, never above its resting top; "
        + "https://github.com/RxSwiftCommunity/RxKeyboard",
      "The sources do not say which notifications end the pan: the simulator assumes the show "
        + "order when the keyboard returns and the hide order when it leaves.",
    ],
    steps: [
      Step(.show(), shows: .docked, covering: .keyboard(.predictive)),
      Step(
        .dragKeyboardDown(by: 40), shows: .docked,
        covering: .draggedKeyboard(.predictive, by: 40)),
      Step(
        .dragKeyboardDown(by: 150), shows: .docked,
        covering: .draggedKeyboard(.predictive, by: 150)),
      Step(.endDrag(.keyboardReturns), shows: .docked, covering: .keyboard(.predictive)),
      Step(
        .dragKeyboardDown(by: 100), shows: .docked,
        covering: .draggedKeyboard(.predictive, by: 100)),
      Step(.endDrag(.keyboardDismissed), shows: .hidden, covering: .nothing),
    ])
}
