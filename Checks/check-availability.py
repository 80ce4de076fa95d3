#!/usr/bin/env python3
"""Checks that the library guards every Apple API newer than its deployment target, and that its
app-only declarations are marked unavailable in app extensions.

Usage: check-availability.py [--self-test]

1. The Apple models (Checks/AppleModels/Sources/<Framework>/, read through
   list-sdk-declarations.py) carry each declaration's `@available(iOS N, ...)` as the iOS SDK
   states it; a member without one takes its type's or extension's. Every name whose declarations
   all need an iOS newer than the package's deployment target (`.iOS(.v13)` in Package.swift) is an
   API to guard. Each use of such a name in Sources/KeyboardAvoidance/ (comments and string
   literals left out) must sit inside a declaration marked `@available(iOS M, *)`, an
   `if #available(iOS M, *)` block or the rest of a scope after `guard #available(iOS M, *)`,
   with M at least N.
2. Code compiled only outside app extensions (inside `#if !APPLICATION_EXTENSION`, or the `#else`
   of `#if APPLICATION_EXTENSION`) is the library's app-only API. Each declaration there, other
   than an extension, must carry `@available(iOSApplicationExtension, unavailable)` itself or
   through its enclosing type or extension: that is what Xcode enforces in an extension target,
   and what the Linux build with `-DAPPLICATION_EXTENSION` cannot see.

Prints what it checked and exits 1 naming each unguarded use or unannotated declaration.
--self-test runs the unit tests below, which prove both checks fail on a missing guard or a missing
annotation and pass on correct code.

Limits, all from matching names rather than resolving them as the compiler does:
- Overloads share a name: a name counts as new only when every model declaration of it is newer
  than the deployment target (`all` is both Edge.Set.all, iOS 13, and SafeAreaRegions.all,
  iOS 14, so it is never checked).
- Names the library declares itself are not checked (its own `keyboard` hides SwiftUI's
  `SafeAreaRegions.keyboard`), nor are initializers, subscripts or members reached through an
  inferred type or a leading dot whose name is shared; a type's name is checked, so `StateObject`
  and `@StateObject` are.
- Only the frameworks the models declare are covered, and only as far as they declare them.
- `#unavailable` and availability inside `#if` conditions are not read; braces opened by
  closures inherit their scope's availability, which matches Swift.
"""
import importlib.util
import pathlib
import re
import sys
import tempfile
import textwrap
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "Sources" / "KeyboardAvoidance"
PACKAGE = ROOT / "Package.swift"


def _load_listing():
    path = pathlib.Path(__file__).resolve().parent / "AppleModels" / "list-sdk-declarations.py"
    spec = importlib.util.spec_from_file_location("list_sdk_declarations", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses looks the module up while building the class
    spec.loader.exec_module(module)
    return module


listing = _load_listing()
version_tuple = listing.version_tuple

AVAILABLE_CONDITION = re.compile(r"#available\s*\(([^()]*)\)")
IOS_IN_CONDITION = re.compile(r"(?:^|,)\s*iOS\s+(\d+(?:\.\d+)*)")
APP_EXTENSION_UNAVAILABLE = re.compile(
    r"@available\(\s*iOSApplicationExtension\s*,\s*unavailable\s*\)"
)
TOKEN = re.compile(
    r"(?P<available>#available\s*\([^()]*\))|#unavailable\s*\([^()]*\)"
    r"|(?P<word>[A-Za-z_]\w*)|(?P<brace>[{}])"
)
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
NOT_EXTENSION = re.compile(r"!\s*APPLICATION_EXTENSION\b")
EXTENSION = re.compile(r"(?<![!\w])APPLICATION_EXTENSION\b")


def deployment_target(package=PACKAGE):
    """The iOS deployment target of Package.swift, as a version tuple."""
    match = re.search(r"\.iOS\(\s*(?:\.v(\d+)(?:_(\d+))?|\"(\d+(?:\.\d+)*)\")", package.read_text())
    if not match:
        raise SystemExit("check-availability: no .iOS platform in Package.swift")
    if match.group(3):
        return version_tuple(match.group(3))
    return version_tuple(f"{match.group(1)}.{match.group(2) or 0}")


def display(version):
    """`(14, 0, 0)` as `14.0`."""
    parts = list(version)
    while len(parts) > 2 and parts[-1] == 0:
        parts.pop()
    return ".".join(map(str, parts))


def library_names(paths):
    """Every name the library declares, at file scope or in a type or extension body."""
    names = set()
    for path in paths:
        for declaration in listing.parse(path, "library"):
            names.add(declaration.name)
    return names


def apis_to_guard(declarations, target, excluded):
    """`{name: iOS version}` for each model name that needs an iOS newer than `target`."""
    oldest = {}
    for declaration in declarations:
        if declaration.kind in ("extension", "init", "deinit", "subscript"):
            continue
        if declaration.unavailable:
            continue
        version = declaration.ios or "0"
        current = oldest.get(declaration.name)
        if current is None or version_tuple(version) < version_tuple(current):
            oldest[declaration.name] = version
    return {
        name: version
        for name, version in oldest.items()
        if version_tuple(version) > target and name not in excluded
    }


class Frame:
    """One open brace: the iOS version its code may assume, and whether it holds declarations."""

    def __init__(self, version, holds_declarations, app_only_annotated=False, raises=None):
        self.version = version
        self.holds_declarations = holds_declarations
        self.app_only_annotated = app_only_annotated
        self.raises = raises  # a `guard #available` else block: the version its scope gets after


def app_only(conditions):
    """Whether the active `#if` branches compile only outside app extensions."""
    for keyword, condition in conditions:
        if keyword == "else":
            if EXTENSION.search(condition) and not NOT_EXTENSION.search(condition):
                return True
        elif NOT_EXTENSION.search(condition):
            return True
    return False


def scan(path, apis, target, root=ROOT):
    """`(uses checked, problems)` for one library file; problems name it relative to `root`."""
    problems = []
    checked = 0
    frames = [Frame(target, True)]
    conditions = []  # (branch keyword, condition of its `#if`/`#elseif`) per open `#if`
    state = {}
    attributes = []  # attribute text seen since the last declaration
    declaration_version = None  # the `@available` iOS version of the declaration being read
    declaration_is_type = False
    declaration_annotated = False
    condition_version = None  # from `#available` in a condition, until its `{`
    guard_seen = False
    paren_depth = 0
    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        directive = DIRECTIVE.match(raw) if not any(state.values()) else None
        if directive:
            keyword, condition = directive.group(1), directive.group(2).strip()
            if keyword == "if":
                conditions.append(("if", condition))
            elif keyword == "elseif" and conditions:
                conditions[-1] = ("elseif", condition)
            elif keyword == "else" and conditions:
                conditions[-1] = ("else", conditions[-1][1])
            elif keyword == "endif" and conditions:
                conditions.pop()
            continue
        code = listing.strip_code(raw, state)
        text = code.strip()
        in_declarations = frames[-1].holds_declarations
        if paren_depth == 0 and text:
            parts = listing.split_declaration(text)
            if parts is None and listing.only_attributes(text):
                attributes.append(text)
            elif parts is not None:
                own_attributes, kind, rest, _ = parts
                attribute_text = " ".join(attributes + own_attributes)
                attributes = []
                own = listing.ios_introduced(attribute_text)
                declaration_version = version_tuple(own) if own else None
                declaration_is_type = kind in listing.TYPE_KEYWORDS
                declaration_annotated = bool(APP_EXTENSION_UNAVAILABLE.search(attribute_text))
                if (
                    in_declarations
                    and kind != "extension"
                    and app_only(conditions)
                    and not declaration_annotated
                    and not any(frame.app_only_annotated for frame in frames)
                ):
                    problems.append(
                        f"{path.relative_to(root)}:{number}: `{kind}{rest.split('{')[0].rstrip()}`"
                        " is app-only code and lacks @available(iOSApplicationExtension,"
                        " unavailable)"
                    )
            else:
                attributes = []
        for token in TOKEN.finditer(code):
            if token.group("available"):
                match = IOS_IN_CONDITION.search(AVAILABLE_CONDITION.match(token.group(0)).group(1))
                if match:
                    condition_version = version_tuple(match.group(1))
            elif token.group("brace") == "{":
                parent = frames[-1]
                if guard_seen and condition_version:
                    # the else block of `guard #available`: its scope gains the version after it
                    frame = Frame(
                        parent.version, False, parent.app_only_annotated, raises=condition_version
                    )
                else:
                    version = max(
                        [parent.version]
                        + [v for v in (condition_version, declaration_version) if v]
                    )
                    frame = Frame(
                        version,
                        declaration_is_type,
                        parent.app_only_annotated or declaration_annotated,
                    )
                frames.append(frame)
                condition_version = None
                declaration_version = None
                declaration_is_type = False
                declaration_annotated = False
                guard_seen = False
            elif token.group("brace") == "}":
                if len(frames) > 1:
                    closed = frames.pop()
                    if closed.raises:
                        frames[-1].version = max(frames[-1].version, closed.raises)
            elif token.group("word") == "guard":
                guard_seen = True
            elif token.group("word") in apis:
                checked += 1
                needed = version_tuple(apis[token.group("word")])
                assumed = max(
                    [frames[-1].version]
                    + [v for v in (condition_version, declaration_version) if v]
                )
                if assumed < needed:
                    problems.append(
                        f"{path.relative_to(root)}:{number}: `{token.group('word')}` needs iOS "
                        f"{apis[token.group('word')]} but this code may run on iOS "
                        f"{display(assumed)}: add `@available(iOS "
                        f"{apis[token.group('word')]}, *)` to the declaration or guard it with "
                        "`if #available`"
                    )
        paren_depth = max(0, paren_depth + code.count("(") - code.count(")"))
    return checked, problems


def check(model_declarations, library_paths, target):
    """`(apis, uses checked, problems)` over the library files."""
    library_paths = list(library_paths)
    apis = apis_to_guard(model_declarations, target, library_names(library_paths))
    checked = 0
    problems = []
    for path in library_paths:
        count, found = scan(path, apis, target)
        checked += count
        problems += found
    return apis, checked, problems


def main():
    target = deployment_target()
    library_paths = sorted(LIBRARY.rglob("*.swift"))
    models = list(listing.declarations())
    apis, checked, problems = check(models, library_paths, target)
    listed = ", ".join(f"{name} (iOS {version})" for name, version in sorted(apis.items()))
    shadowed = sorted(set(apis_to_guard(models, target, set())) - set(apis))
    print(
        f"Deployment target iOS {display(target)}; APIs that need a newer iOS: "
        f"{listed or 'none'}."
    )
    if shadowed:
        print(f"Not checked, the library declares the same name: {', '.join(shadowed)}.")
    print(f"{checked} uses checked in {len(library_paths)} files.")
    if problems:
        print(f"\n{len(problems)} problem{'' if len(problems) == 1 else 's'}:", file=sys.stderr)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1
    return 0


class AvailabilityTests(unittest.TestCase):
    """Small models and library files that the checks must accept or reject."""

    MODEL = """
        // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
        @available(iOS 14.0, macOS 11.0, *)
        public struct StateObject<ObjectType> {
          // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
          public var wrappedValue: ObjectType { fatalError() }
        }

        // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
        @available(iOS 13.0, *)
        extension View {
          // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
          @available(iOS 14.0, macOS 11.0, *)
          public func ignoresSafeArea() -> some View { fatalError() }
          // iPhoneOS18.0.sdk SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
          public func padding() -> some View { fatalError() }
        }
        """

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.directory.name)
        model = self.root / "Model.swift"
        model.write_text(textwrap.dedent(self.MODEL))
        self.model = listing.parse(model, "SwiftUI")

    def tearDown(self):
        self.directory.cleanup()

    def problems(self, source):
        library = self.root / "Fixture.swift"
        library.write_text(textwrap.dedent(source))
        apis = apis_to_guard(self.model, (13, 0, 0), library_names([library]))
        _, found = scan(library, apis, (13, 0, 0), self.root)
        return found

    def test_the_models_give_each_name_its_introduced_version(self):
        apis = apis_to_guard(self.model, (13, 0, 0), set())
        self.assertEqual(
            apis, {"StateObject": "14.0", "wrappedValue": "14.0", "ignoresSafeArea": "14.0"}
        )

    def test_a_use_without_a_guard_fails(self):
        found = self.problems("""
            struct Owner {
              func body(content: Content) -> some View { content.ignoresSafeArea() }
            }
            """)
        self.assertEqual(len(found), 1)
        self.assertIn("`ignoresSafeArea` needs iOS 14.0", found[0])

    def test_a_type_used_as_a_property_wrapper_without_a_guard_fails(self):
        found = self.problems("""
            struct Owner: View {
              @StateObject private var model = Model()
            }
            """)
        self.assertEqual(len(found), 1)
        self.assertIn("`StateObject`", found[0])

    def test_an_available_declaration_accepts_its_body_and_header(self):
        found = self.problems("""
            @available(iOS 14, macCatalyst 14, *)
            struct Owner: View {
              @StateObject private var model = Model()
              func body(content: Content) -> some View { content.ignoresSafeArea() }
            }

            extension View {
              @available(iOS 14.0, *)
              func avoiding(_ object: StateObject<Int>) -> some View { ignoresSafeArea() }
            }
            """)
        self.assertEqual(found, [])

    def test_if_available_guards_its_block_only(self):
        found = self.problems("""
            func body(content: Content) -> some View {
              if #available(iOS 14, macCatalyst 14, *) {
                content.ignoresSafeArea()
              } else {
                content.ignoresSafeArea()
              }
            }
            """)
        self.assertEqual(len(found), 1)
        self.assertIn("Fixture.swift:6:", found[0])

    def test_an_older_version_does_not_guard(self):
        found = self.problems("""
            func body(content: Content) -> some View {
              if #available(iOS 13.4, *) { content.ignoresSafeArea() }
            }
            """)
        self.assertEqual(len(found), 1)

    def test_guard_available_covers_the_rest_of_its_scope(self):
        found = self.problems("""
            func body(content: Content) -> some View {
              guard #available(iOS 14, *) else {
                return content.ignoresSafeArea()
              }
              return content.ignoresSafeArea()
            }
            func later(content: Content) -> some View { content.ignoresSafeArea() }
            """)
        self.assertEqual(len(found), 2)
        self.assertIn("Fixture.swift:4:", found[0])
        self.assertIn("Fixture.swift:8:", found[1])

    def test_comments_and_strings_are_not_uses(self):
        found = self.problems("""
            // ignoresSafeArea needs iOS 14
            /// Call `ignoresSafeArea()` on iOS 14.
            let note = "StateObject"
            """)
        self.assertEqual(found, [])

    def test_a_name_the_library_declares_is_not_checked(self):
        found = self.problems("""
            extension View {
              func ignoresSafeArea() -> some View { padding() }
            }
            func body(content: Content) -> some View { content.ignoresSafeArea() }
            """)
        self.assertEqual(found, [])

    def test_app_only_code_needs_the_extension_annotation(self):
        found = self.problems("""
            #if canImport(UIKit) && !APPLICATION_EXTENSION
              extension KeyboardObserver {
                public convenience init(center: NotificationCenter) { self.init() }
                @available(iOSApplicationExtension, unavailable)
                private static var window: UIWindow? { nil }
              }
            #endif
            #if APPLICATION_EXTENSION
              func extensionOnly() {}
            #else
              func appOnly() {}
            #endif
            """)
        self.assertEqual(len(found), 2)
        self.assertIn("Fixture.swift:4:", found[0])
        self.assertIn("Fixture.swift:12:", found[1])

    def test_app_only_code_with_the_annotation_passes(self):
        found = self.problems("""
            #if !APPLICATION_EXTENSION
              @available(iOSApplicationExtension, unavailable)
              extension KeyboardObserver {
                public convenience init(center: NotificationCenter) { self.init() }
              }
              extension KeyboardObserver {
                @available(iOSApplicationExtension, unavailable)
                @available(visionOSApplicationExtension, unavailable)
                public convenience init(center: NotificationCenter) {
                  let local = 1
                }
              }
            #endif
            """)
        self.assertEqual(found, [])


class ListingTests(unittest.TestCase):
    """The citation rule of list-sdk-declarations.py, on small model files."""

    def parse(self, source):
        with tempfile.TemporaryDirectory() as directory:
            path = pathlib.Path(directory) / "Model.swift"
            path.write_text(textwrap.dedent(source))
            return listing.parse(path, "UIKit")

    def test_a_cited_declaration_passes_with_its_page_and_version(self):
        (declaration,) = self.parse("""
            /// A doc comment comes first.
            // iPhoneOS18.0.sdk UIKit/UIWindow.h — a note
            // developer.apple.com/documentation/uikit/uiwindow
            @available(iOS 2.0, *)
            @MainActor open class UIWindow: UIView {}
            """)
        self.assertEqual(declaration.citation, "iPhoneOS18.0.sdk UIKit/UIWindow.h — a note")
        self.assertEqual(declaration.page, "developer.apple.com/documentation/uikit/uiwindow")
        self.assertEqual(declaration.ios, "2.0")

    def test_missing_or_detached_citations_are_named(self):
        declarations = self.parse("""
            // uikit/uiwindow — the old form
            open class UIWindow: UIView {
              // iPhoneOS18.0.sdk UIKit/UIWindow.h

              open var screen: UIScreen { fatalError() }
              open func makeKey() {
                // iPhoneOS18.0.sdk UIKit/UIWindow.h
                let local = 1
              }
            }
            """)
        self.assertEqual([d.name for d in declarations], ["UIWindow", "screen", "makeKey"])
        self.assertTrue(all(d.citation is None for d in declarations))


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.argv[1:] = []
        unittest.main(verbosity=2)
    elif sys.argv[1:]:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    else:
        sys.exit(main())
