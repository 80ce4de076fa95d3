extension PreviewOptions {
  /// The text `keyboard-preview --help` prints: options, exit status, checks and the screen
  /// format in brief.
  public static let help = """
    USAGE: keyboard-preview [options]

    Lays a form screen out on every iPhone (and iPad) with the keyboard hidden and up, with
    KeyboardAvoidance's own geometry, and checks that it fits: a table on standard output, an SVG
    picture per device in the output folder.

    OPTIONS:
      --screen FILE           The screen description (JSON, version 1; see SCREEN FORMAT).
                              Default: a login screen that hides its logo and squeezes its
                              form while the keyboard is up on small iPhones.
      --print-default-screen  Print the built-in screen as JSON and stop: a starting point.
      --device NAME           A device to check; repeat for several. Names as people type them
                              ("iPhone SE 3", "16 pro max") or model identifiers ("iPhone17,3");
                              a name that begins several ("iPhone SE", "iPad") checks them all.
                              Default: every iPhone that runs iOS 13, the package's deployment
                              target (from the iPhone 6s on).
      --min-ios N             Only devices that run apps built for iOS N, such as 17.
      --all-devices           Every iPhone and iPad, whatever iOS they run (with --min-ios:
                              those that run iOS N).
      --orientation O         portrait (default), landscape or both.
      --keyboard K            predictive (default), plain, hardware or floating; repeat for
                              several. A hardware keyboard leaves a bar; its reported frame
                              reaches below the screen. floating exists only on iPad: iPhones
                              report N/A (not a failure).
      --format F              table (default) or json (a versioned report; see the docs).
      --output DIR            The folder for pictures, created if missing.
                              Default: keyboard-preview/
      --no-pictures           Write no pictures.
      -h, --help              Show this text.

    EXIT STATUS: 0 when every check passes, 1 when one fails, 2 on bad input.

    CHECKS, with the keyboard hidden and up:
      focusedField   the focused field ends at least focusDistance above the keyboard, after
                     the rules and, if it is still covered, a root shift of the screen;
      pinnedElement  the pinned element sits its bottom spacing above the keyboard, or above the
                     safe area's bottom while the keyboard is hidden;
      overlap        no two drawn elements overlap;
      topInset       nothing drawn goes under the status bar, notch or Dynamic Island;
      bottomInset    with the keyboard hidden, nothing drawn ends below the safe area.

    SCREEN FORMAT (version 1):
      {
        "version": 1,
        "name": "Login",                 optional
        "focus": "password",             the id of the focused field
        "focusDistance": 10,             optional: points to keep above the keyboard
        "elements": [ ELEMENT, ... ],    top to bottom
        "pinned": PINNED                 optional: the element that sits on the keyboard
      }
      ELEMENT  { "id", "kind": logo | label | field | button | view, "text", "height", "top",
                 "leading", "trailing", "cornerRadius", "isHidden" }
               { "id", "kind": "group", "top", "leading", "trailing", "isHidden",
                 "elements": [ ELEMENT, ... ] }      a group is as tall as its elements
      PINNED   { "id", "kind", "text", "height", "bottom", "leading", "trailing",
                 "cornerRadius", "isHidden" }
      Required: version, focus, elements, and each element's id, kind and height (not for
      groups). "top" is the distance from the element above (the first: from the top of the
      safe area; inside a group: from the group's top). "bottom" is the distance above the safe
      area's bottom, or above the keyboard while it is up. Hidden elements keep their place, as
      in UIKit.
      Every value but id, kind and text is a number (isHidden: true or false) or a rule:
        { "hidden": 40, "shown": 20, "overrides": [ { "on": ["compactHeight"], "shown": -50 } ] }
      hidden: with the keyboard hidden; shown: while it is up (default: hidden); overrides: for
      screen classes compactHeight (at most 568 pt tall), regular (at most 736), tall, iPad.
      Full reference: Sources/KeyboardPreview/KeyboardPreview.docc/ScreenFormat.md

    """
}
