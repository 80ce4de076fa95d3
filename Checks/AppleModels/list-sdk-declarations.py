#!/usr/bin/env python3
"""Lists every Apple declaration the models in Sources/ declare, with the SDK file it was
transcribed from, and fails on any declaration without that citation.

Usage: list-sdk-declarations.py [--counts] [--framework NAME ...]

Each declaration in Sources/<Framework>/*.swift (files under a `Model/` folder hold model machinery,
not Apple API, and are skipped) must sit directly below a comment line of the form

    // iPhoneOS18.0.sdk UIKit/UIWindow.h

optionally followed on the same line by ` — ` and a note, and optionally followed by one more line
naming the developer.apple.com page:

    // developer.apple.com/documentation/uikit/uiwindow

Attributes belong to the declaration: the citation goes above them. Prints one line per
declaration (`file:line: declaration | iOS version | citation | page`), or with --counts one line
per framework; then names every declaration that lacks a citation and exits 1 if there is one.
--framework limits the listing and the check to the frameworks named.

What each declaration states (its type, isolation and availability) is checked against Apple's
SDK by the probe Checks/AppleModels/make-sdk-probe.py writes; this listing checks the citations.
"""
import pathlib
import re
import sys
from dataclasses import dataclass, field

MODELS = pathlib.Path(__file__).resolve().parent / "Sources"

CITATION = re.compile(r"^// (iPhoneOS\d+(?:\.\d+)*\.sdk) (\S+)(?: — (\S.*))?$")
PAGE = re.compile(r"^// (developer\.apple\.com/documentation/\S+)$")

TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "actor"}
MEMBER_KEYWORDS = {
    "func", "init", "deinit", "var", "let", "case", "typealias", "associatedtype", "subscript",
}
MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "final", "static",
    "override", "convenience", "required", "mutating", "nonmutating", "nonisolated", "lazy",
    "weak", "unowned", "dynamic", "indirect", "optional", "prefix", "postfix", "infix",
    "isolated", "consuming", "borrowing", "distributed",
}
# `private(set)`, `nonisolated(unsafe)`, `unowned(unsafe)`
MODIFIER_WITH_ARGUMENT = re.compile(r"^(?:" + "|".join(sorted(MODIFIERS)) + r")\([a-z]+\)\s*")
ATTRIBUTE = re.compile(r"^@[\w.]+")
WORD = re.compile(r"^[A-Za-z_]\w*")
NAME = re.compile(r"^\s*(`?[A-Za-z_]\w*`?|[^\s(<:{]+)")
AVAILABLE = re.compile(r"@available\(([^()]*)\)", re.S)
IOS_VERSION = re.compile(
    r"(?:^|,)\s*iOS\s*(?:,\s*introduced\s*:\s*|\s)\s*(\d+(?:\.\d+)*)", re.S
)
AVAILABLE_UNAVAILABLE = re.compile(r"@available\(\s*\*\s*,\s*unavailable", re.S)


@dataclass
class Declaration:
    """One declaration of a model file."""

    framework: str
    path: pathlib.Path
    line: int
    kind: str  # the keyword: class, func, var, extension, ...
    name: str  # the declared name; for an extension, the extended type
    header: str  # the declaration's first line, attributes left out
    attributes: list = field(default_factory=list)
    introduced: str | None = None  # its own `@available(iOS N, ...)`
    inherited: str | None = None  # the enclosing type's or extension's
    unavailable: bool = False  # `@available(*, unavailable)`
    public: bool = True  # Apple API: public or open, a protocol requirement, an enum case
    citation: str | None = None  # "iPhoneOS18.0.sdk UIKit/UIWindow.h — note"
    page: str | None = None
    problem: str | None = None  # why the citation is missing, if it is

    @property
    def ios(self):
        """The iOS version the declaration needs: its own, else its enclosing declaration's."""
        return self.introduced or self.inherited


def ios_introduced(code):
    """The iOS version an `@available` attribute in `code` gives, or None.

    Reads `@available(iOS 14.0, macOS 11.0, *)` and `@available(iOS, introduced: 13.0, ...)`;
    `iOSApplicationExtension` and the other platforms are not iOS versions."""
    for attribute in AVAILABLE.finditer(code):
        match = IOS_VERSION.search(attribute.group(1))
        if match:
            return match.group(1)
    return None


def version_tuple(text):
    """`"16.1"` as `(16, 1, 0)`, for comparing versions: `14` and `14.0` compare equal."""
    parts = tuple(int(part) for part in text.split("."))
    return parts + (0,) * (3 - len(parts))


def strip_code(line, state):
    """The line's code with string literals emptied and comments removed.

    `state` carries an open block comment or multi-line string into the next line."""
    out = []
    index = 0
    while index < len(line):
        if state.get("block_comment"):
            end = line.find("*/", index)
            if end < 0:
                return "".join(out)
            state["block_comment"] = False
            index = end + 2
            continue
        if state.get("multiline_string"):
            end = line.find('"""', index)
            if end < 0:
                return "".join(out)
            state["multiline_string"] = False
            out.append('""')
            index = end + 3
            continue
        if line.startswith("//", index):
            break
        if line.startswith("/*", index):
            state["block_comment"] = True
            index += 2
            continue
        if line.startswith('"""', index):
            state["multiline_string"] = True
            index += 3
            continue
        char = line[index]
        if char == '"':
            index += 1
            while index < len(line) and line[index] != '"':
                index += 2 if line[index] == "\\" else 1
            out.append('""')
            index += 1
            continue
        out.append(char)
        index += 1
    return "".join(out)


def attribute_end(text):
    """Where the attribute opening `text` ends, arguments included.

    None when `text` does not start with an attribute; 0 when the attribute's
    argument list is still open at the end of the line.
    """
    match = ATTRIBUTE.match(text)
    if not match:
        return None
    end = match.end()
    if end == len(text) or text[end] != "(":
        return end
    depth = 0
    for position in range(end, len(text)):
        depth += {"(": 1, ")": -1}.get(text[position], 0)
        if depth == 0:
            return position + 1
    return 0


def split_declaration(code):
    """`(attributes, kind, rest, modifiers)` when the code line starts a declaration, else None."""
    attributes = []
    modifiers = []
    text = code.strip()
    while True:
        end = attribute_end(text)
        if end == 0:
            return None  # an attribute still open: the caller collects more lines
        if end is not None:
            attributes.append(text[:end])
            text = text[end:].lstrip()
            continue
        match = MODIFIER_WITH_ARGUMENT.match(text)
        if match:
            modifiers.append(match.group(0).split("(")[0])
            text = text[match.end():]
            continue
        match = WORD.match(text)
        if not match:
            return None
        word = match.group(0)
        rest = text[match.end():]
        if word == "class" and WORD.match(rest.lstrip() or "_") and (
            WORD.match(rest.lstrip()).group(0) in MEMBER_KEYWORDS | MODIFIERS
        ):
            text = rest.lstrip()  # `class var`, `class func`: a modifier
            continue
        if word in MODIFIERS:
            modifiers.append(word)
            text = rest.lstrip()
            continue
        if word in TYPE_KEYWORDS or word in MEMBER_KEYWORDS:
            return attributes, word, rest, modifiers
        return None


def only_attributes(text):
    """Whether the code line holds attributes and nothing else."""
    text = text.strip()
    if not text.startswith("@"):
        return False
    while text:
        end = attribute_end(text)
        if not end:
            return False
        text = text[end:].lstrip()
    return True


def citation_of(comments):
    """`(citation, page, problem)` from the comment lines directly above a declaration."""
    if not comments:
        return None, None, "no comment above it"
    page = None
    lines = list(comments)
    match = PAGE.match(lines[-1])
    if match:
        page = match.group(1)
        lines.pop()
    if not lines:
        return None, page, "a page line but no SDK citation above it"
    match = CITATION.match(lines[-1])
    if not match:
        return None, page, "the comment directly above it is not `// iPhoneOS<version>.sdk <file>`"
    citation = f"{match.group(1)} {match.group(2)}"
    if match.group(3):
        citation += f" — {match.group(3)}"
    return citation, page, None


def parse(path, framework):
    """Every declaration of one Swift file, with its citation and `introduced` version.

    Declarations are looked for at file scope and in type and extension bodies, never inside
    function or accessor bodies."""
    declarations = []
    frames = []  # one per open brace: the Declaration whose body it is, or None for code
    comments = []  # comment lines directly above the current line
    attribute_lines = []  # an attribute spread over several lines, still open
    pending = None  # the declaration whose `{` has not been seen yet
    paren_depth = 0
    state = {}
    lines = path.read_text().splitlines()
    for number, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        in_code_body = any(frame is None for frame in frames)
        if not any(state.values()) and paren_depth == 0 and not attribute_lines:
            if stripped.startswith("//") and not stripped.startswith("///"):
                comments.append(stripped)
                continue
            if stripped.startswith("///"):
                comments = []  # a doc comment comes before the citation
                continue
            if not stripped or stripped.startswith("#"):
                comments = []
                continue
        code = strip_code(raw, state)
        if attribute_lines:
            attribute_lines.append(code.strip())
            code = " ".join(attribute_lines)
            if code.count("(") > code.count(")"):
                continue
            start_line = attribute_start
            attribute_lines = []
        else:
            start_line = number
        if paren_depth == 0 and not in_code_body:
            text = code.strip()
            if text.startswith("@") and text.count("(") > text.count(")"):
                attribute_lines = [text]
                attribute_start = number
                continue
            parts = split_declaration(text)
            if parts is None and only_attributes(text):
                # attributes on a line of their own, the declaration on the next
                attribute_lines = [text]
                attribute_start = number
                continue
            if parts is not None:
                attributes, kind, rest, modifiers = parts
                attribute_text = " ".join(attributes)
                own = ios_introduced(attribute_text)
                enclosing = next((frame for frame in reversed(frames) if frame), None)
                name_match = NAME.match(rest)
                citation, page, problem = citation_of(comments)
                # What the models add of their own (internal machinery, `@_spi(Model)` controls
                # for tests) is not Apple API; protocol requirements and enum cases follow their
                # type, and a case is covered by its enum's citation.
                inside_public = enclosing is not None and enclosing.public
                public = not any(a.startswith("@_spi") for a in attributes) and (
                    "public" in modifiers or "open" in modifiers
                    or (kind == "case" and inside_public and enclosing.kind == "enum")
                    or (inside_public and enclosing.kind == "protocol")
                )
                if kind == "case" and citation is None and inside_public:
                    citation, page, problem = enclosing.citation, enclosing.page, None
                pending = Declaration(
                    framework=framework,
                    path=path,
                    line=start_line,
                    kind=kind,
                    name=(name_match.group(1).strip("`") if name_match else kind)
                    if kind not in ("init", "deinit", "subscript")
                    else kind,
                    header=f"{kind}{rest}".split("{")[0].strip(),
                    attributes=attributes,
                    introduced=own,
                    inherited=enclosing.ios if enclosing else None,
                    unavailable=bool(AVAILABLE_UNAVAILABLE.search(attribute_text)),
                    public=public,
                    citation=citation,
                    page=page,
                    problem=problem,
                )
                declarations.append(pending)
        comments = []
        for char in code:
            if char == "(":
                paren_depth += 1
            elif char == ")":
                paren_depth = max(0, paren_depth - 1)
            elif char == "{":
                if pending is not None and pending.kind in TYPE_KEYWORDS:
                    frames.append(pending)
                else:
                    frames.append(None)
                pending = None
            elif char == "}":
                if frames:
                    frames.pop()
    return declarations


def model_files(frameworks=None):
    """`(framework, path)` for every model file, `Model/` folders left out."""
    for framework_dir in sorted(path for path in MODELS.iterdir() if path.is_dir()):
        if frameworks and framework_dir.name not in frameworks:
            continue
        for path in sorted(framework_dir.rglob("*.swift")):
            if "Model" in path.relative_to(framework_dir).parts[:-1]:
                continue
            yield framework_dir.name, path


def declarations(frameworks=None):
    """Every Apple declaration of the models, in file order."""
    for framework, path in model_files(frameworks):
        yield from (entry for entry in parse(path, framework) if entry.public)


def main(arguments):
    frameworks = set()
    counts = False
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--counts":
            counts = True
        elif argument == "--framework":
            frameworks.add(next(iterator, ""))
        else:
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 2
    listed = list(declarations(frameworks or None))
    root = MODELS.parent
    if counts:
        for framework in sorted({entry.framework for entry in listed}):
            entries = [entry for entry in listed if entry.framework == framework]
            cited = sum(1 for entry in entries if entry.citation)
            pages = sum(1 for entry in entries if entry.page)
            print(
                f"{framework}: {len(entries)} declarations, {cited} cited, "
                f"{pages} with a developer.apple.com page"
            )
    else:
        for entry in listed:
            ios = f"iOS {entry.ios}" if entry.ios else "-"
            if entry.unavailable:
                ios += " (unavailable)"
            print(
                f"{entry.path.relative_to(root)}:{entry.line}: {entry.header} | {ios} | "
                f"{entry.citation or '(no citation)'} | {entry.page or '-'}"
            )
    missing = [entry for entry in listed if not entry.citation]
    if missing:
        print(f"\n{len(missing)} declarations lack an SDK citation:", file=sys.stderr)
        for framework in sorted({entry.framework for entry in missing}):
            count = sum(1 for entry in missing if entry.framework == framework)
            print(f"  {framework}: {count}", file=sys.stderr)
        for entry in missing:
            print(
                f"{entry.path.relative_to(root)}:{entry.line}: {entry.header}: {entry.problem}",
                file=sys.stderr,
            )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
