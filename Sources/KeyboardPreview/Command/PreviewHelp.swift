extension PreviewOptions {
  /// The text `keyboard-preview --help` prints: options, exit status, checks and the screen
  /// format in brief.
  public static let help = """
    USAGE: keyboard-preview [options]

    Lays a form screen out on every iPhone (and iPad) with the keyboard hidden and up, focuses
    its fields in turn with KeyboardAvoidance's own scroll avoidance, focus order and root shift,
    and checks that each one shows: a table on standard output with the changes that fix each
    failing row (each one checked), an SVG picture per row and a report page (index.html) in the
    output folder.

    OPTIONS:
      --screen FILE           The screen description (JSON, versions 1 to 3; see SCREEN FORMAT).
      --example NAME          A built-in screen instead: login (the default; a login screen that
                              hides its logo and squeezes its form while the keyboard is up on
                              small iPhones), signup (a sign-up form in a scroll view that fits
                              every iPhone) or signup-without-scroll-view (the same form
                              without one, which does not).
      --print-default-screen [NAME]
                              Print a built-in screen as JSON and stop: a starting point.
      --storyboard FILE|DIR   Check an app's Interface Builder screens instead: every view
      --xib FILE|DIR          controller scene of a storyboard, every top-level view of a xib
                              (document version 3.0), laid out from the frames Xcode saved,
                              its constraints deciding what follows the top or the bottom of
                              the screen; a folder finds every .storyboard and .xib under it;
                              repeat for several. What could not be taken as it is, or was
                              left out, is listed under the table with why, and the
                              constraints pinAboveKeyboard(in:) would bind.
      --scene ID|NAME         Only the scenes with this storyboard identifier, name, class or
                              object id; repeat for several.
      --print-screen          Print the screen description the one scene chosen became
                              (JSON, version 3) and stop: adjust it and keep it.
      --trace FILE            Play a recorded keyboard session (a KeyboardTrace JSON file)
                              against the screen: one row per notification, laid out at the
                              screen bounds and in the window recorded with it, with the
                              keyboard as the notifications reported it; a picture and a card
                              for each notification that changed the keyboard. The device is
                              the trace's model; --device NAME (one) replaces it, and is
                              needed when the catalog does not know the model. Not with
                              --all-devices, --min-ios, --orientation or --keyboard.
      --focus FIELD|all       The field to focus, or all to focus every field in turn, in focus
                              order, as the previous and next buttons above the keyboard do.
                              Default: the screen's "focus" (all when it names none).
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
      --output DIR            The folder for pictures and the report page, created if
                              missing. Default: keyboard-preview/
      --no-pictures           Write no pictures and no report page.
      -h, --help              Show this text.

    EXIT STATUS: 0 when every check passes, 1 when one fails, 2 on bad input (a bad screen
    description, trace or Interface Builder document, an unknown device, options that cannot go
    together).

    CHECKS, with the keyboard hidden, and up with each focused field:
      focusedField   the focused field is drawn and ends at least focusDistance above the
                     keyboard and what is pinned to it, inside its scroll views, below the
                     status bar, after the rules and the library's scrolling or root shift;
      pinnedElement  a pinned element sits its bottom spacing above the keyboard, or above the
                     safe area's bottom;
      overlap        no two drawn elements overlap (a scroll view's content may scroll under
                     what is pinned);
      topInset       nothing drawn goes under the status bar, notch or Dynamic Island;
      bottomInset    with the keyboard hidden, nothing drawn ends below the safe area.

    SCREEN FORMAT (version 2, or 3 with bars; version 1 files read as before):
      {
        "version": 2,
        "bars": { "top": 44, "bottom": 49 },   version 3: a navigation bar, a tab bar
        "name": "Sign-up",               optional
        "focus": "all",                  optional: a field's id, or all (the default)
        "focusOrder": [ "name", ... ],   optional: every field once; default: by position
        "focusDistance": 10,             optional: points to keep above the keyboard
        "elements": [ ELEMENT, ... ],    top to bottom
        "pinned": [ PINNED, ... ]        optional: elements pinned to the bottom
      }
      ELEMENT  { "id", "kind": logo | label | field | button | view, "text", "height", "top",
                 "leading", "trailing", "cornerRadius", "isHidden" }
               { "id", "kind": "group", "top", "leading", "trailing", "isHidden",
                 "elements": [ ELEMENT, ... ] }      a group is as tall as its elements
               { "id", "kind": "scroll", "top", "height", "leading", "trailing",
                 "contentInset": { "top", "bottom" }, "adjustsForSafeArea", "paddingBottom",
                 "isHidden", "elements": [ ELEMENT, ... ] }
                                      a scroll view; without a height it reaches the bottom of
                                      the screen (version 3: or "bottom", its distance above
                                      the safe area's bottom); its elements are its content
      PINNED   { "id", "kind", "text", "height", "bottom", "leading", "trailing",
                 "cornerRadius", "isHidden", "to": keyboard | safeArea }
      Required: version, elements, and each element's id, kind and height (not for groups and
      scroll views). "top" is the distance from the element above (the first: from the top of
      the safe area; inside a group or a scroll view: from its top). "bottom" is the distance
      above the safe area's bottom, or, pinned to the keyboard, above the keyboard while it is
      up. Hidden elements keep their place, as in UIKit. Version 1 has no scroll views, one
      pinned object (on the keyboard), and a required "focus" naming one field.
      Every value but id, kind and text is a number (isHidden: true or false) or a rule:
        { "hidden": 40, "shown": 20, "overrides": [ { "on": ["compactHeight"], "shown": -50 } ] }
      hidden: with the keyboard hidden; shown: while it is up (default: hidden); overrides: for
      screen classes compactHeight (at most 568 pt tall), regular (at most 736), tall, iPad.
      Full reference: Sources/KeyboardPreview/KeyboardPreview.docc/ScreenFormat.md

    """
}
