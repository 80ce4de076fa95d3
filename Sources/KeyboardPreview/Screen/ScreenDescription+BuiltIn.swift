import Foundation
import KeyboardAvoidance

extension ScreenDescription {
  /// The login screen of a hand-written Combine blog post, with its rules: the built-in screen of
  /// `keyboard-preview`.
  ///
  /// From the post "현재기기의 화면크기 측정하기 + 콤바인을 이용한 반응형레이아웃 만들기" (measuring the current device's screen
  /// size and making a responsive layout with Combine): a logo, a status label, a group holding the
  /// id and password fields, and a login button pinned to the bottom. Its constraint constants are
  /// the post's own:
  /// - the button rests 50 pt above the bottom and sits on the keyboard while it is up, its
  /// leading and trailing insets go from 30 to 0 and its corner radius from 15 to 0;
  /// - on screens of 1136 px or less (`ScreenClass.compactHeight`), while
  /// the keyboard is up, the logo hides, the status label's top goes from 40 to −50 and the
  /// field group's top from 40 to 20.
  ///
  /// The post gives no heights, so these are assumed: logo 60 pt, 40 pt below the top of the safe
  /// area; status label 21 pt (one line of 17 pt text); fields 44 pt (the minimum touch target in
  /// Apple's Human Interface Guidelines) 12 pt apart; button 50 pt; the logo, label and group inset
  /// 30 pt like the button. UIKit keeps a hidden view's place, which is why the post moves the
  /// label up by 90 pt when it hides the logo above it.
  ///
  /// ```swift
  /// let screen = ScreenDescription.builtInLogin
  /// screen.focus  // "password"
  /// screen.pinned?.bottom.adaptive.value(keyboardShown: true, on: .tall)  // 0
  /// ```
  public static let builtInLogin = ScreenDescription(
    name: "Login",
    elements: [
      ScreenElement(
        id: "logo", kind: .logo, text: "LOGO", height: 60, top: 40, leading: 30, trailing: 30,
        isHidden: AdaptiveRule(false).shown(true, on: .compactHeight)),
      ScreenElement(
        id: "statusLabel", kind: .label, text: "Please enter your password", height: 21,
        top: AdaptiveRule(40).shown(-50, on: .compactHeight), leading: 30, trailing: 30),
      .group(
        id: "credentials", top: AdaptiveRule(40).shown(20, on: .compactHeight), leading: 30,
        trailing: 30,
        elements: [
          ScreenElement(id: "userID", kind: .field, text: "ID", height: 44, top: 0),
          ScreenElement(id: "password", kind: .field, text: "Password", height: 44, top: 12),
        ]),
    ],
    pinned: PinnedElement(
      id: "loginButton", kind: .button, text: "Log in", height: 50,
      bottom: AdaptiveRule(hidden: 50, shown: 0),
      leading: AdaptiveRule(hidden: 30, shown: 0), trailing: AdaptiveRule(hidden: 30, shown: 0),
      cornerRadius: AdaptiveRule(hidden: 15, shown: 0)),
    focus: "password")
}

extension ScreenDescription {
  /// The names `--example` and `--print-default-screen` accept, with their screens.
  ///
  /// ```swift
  /// ScreenDescription.builtIns.map(\.name)
  /// // ["login", "signup", "signup-without-scroll-view"]
  /// ```
  public static let builtIns: [(name: String, screen: ScreenDescription)] = [
    ("login", builtInLogin), ("signup", builtInSignUp),
    ("signup-without-scroll-view", builtInSignUpWithoutScrollView),
  ]

  /// A sign-up form in a scroll view, with a "Create account" button pinned 16 pt above the
  /// keyboard: the layout that fits every iPhone.
  ///
  /// A title (34 pt, 24 pt below the top of the safe area), six 44 pt fields 16 pt apart (the
  /// first 32 pt below the title), all inset 20 pt, in a scroll view from the top of the safe
  /// area to the bottom of the screen whose content ends 24 pt below the last field. The button
  /// (50 pt) rests 16 pt above the safe area's bottom, so the scroll view's content inset leaves
  /// 66 pt for it; while the keyboard is up it rides 16 pt above the keyboard, and the core's
  /// scroll avoidance clears it with every field.
  ///
  /// ```swift
  /// let screen = ScreenDescription.builtInSignUp
  /// screen.focus  // .allFields
  /// screen.elements.map(\.kind)  // [.scroll]
  /// ```
  public static let builtInSignUp = ScreenDescription(
    name: "Sign-up",
    elements: [
      .scroll(
        id: "form", top: 0, contentInset: VerticalInsets(bottom: 66), paddingBottom: 24,
        elements: signUpContent)
    ],
    pinnedElements: [createAccountButton], focus: .allFields)

  /// The same sign-up form without a scroll view: the commonest keyboard screen that cannot fit.
  ///
  /// ``builtInSignUp``'s title, fields and button, laid out on the screen itself. With the
  /// keyboard up, the lower fields can only be shown by moving the whole screen up, which pushes
  /// the title or the first fields under the status bar on most iPhones; the preview reports
  /// those failures with the changes that fix each one.
  ///
  /// ```swift
  /// let screen = ScreenDescription.builtInSignUpWithoutScrollView
  /// screen.elements.count  // 7: the title and six fields
  /// ```
  public static let builtInSignUpWithoutScrollView = ScreenDescription(
    name: "Sign-up without a scroll view", elements: signUpContent,
    pinnedElements: [createAccountButton], focus: .allFields)

  private static let signUpContent: [ScreenElement] =
    [
      ScreenElement(
        id: "title", kind: .label, text: "Create your account", height: 34, top: 24, leading: 20,
        trailing: 20)
    ]
    + [
      ("name", "Name"), ("email", "Email"), ("username", "Username"), ("password", "Password"),
      ("confirmPassword", "Confirm password"), ("phone", "Phone"),
    ].enumerated().map { index, field in
      ScreenElement(
        id: field.0, kind: .field, text: field.1, height: 44, top: index == 0 ? 32 : 16,
        leading: 20, trailing: 20, cornerRadius: 8)
    }

  private static let createAccountButton = PinnedElement(
    id: "createAccount", kind: .button, text: "Create account", height: 50, bottom: 16,
    leading: 20, trailing: 20, cornerRadius: 12)
}
