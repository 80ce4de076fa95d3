#!/usr/bin/env python3
"""Lists every Apple symbol the compile-check shims declare, with the documentation page it was
transcribed from, so a reviewer can check each declaration against its page.

Usage: list-shimmed-symbols.py [--counts]

Prints `Framework  page  declaration` per symbol (the page is relative to
https://developer.apple.com/documentation/), or with --counts one line per framework.
"""
import pathlib
import re
import sys

SHIMS = pathlib.Path(__file__).resolve().parent / "Sources"
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|nonisolated|weak|unowned\(unsafe\)"
    r"|static|class|override|convenience|required|mutating|@discardableResult)\s+)*"
    r"(class|struct|enum|protocol|func|var|let|init|case|typealias|associatedtype)\b"
)
PAGE = re.compile(r"^\s*//\s*([a-z0-9]+/[^\s]+)")


def symbols():
    for framework_dir in sorted(SHIMS.iterdir()):
        for file in sorted(framework_dir.glob("*.swift")):
            page = None
            for line in file.read_text().splitlines():
                match = PAGE.match(line)
                if match:
                    page = match.group(1)
                    continue
                if DECLARATION.match(line) and not line.strip().startswith("//"):
                    yield framework_dir.name, page or "(no page)", line.strip().rstrip("{").strip()


def main() -> int:
    listed = list(symbols())
    if "--counts" in sys.argv:
        for framework in sorted({entry[0] for entry in listed}):
            count = sum(1 for entry in listed if entry[0] == framework)
            print(f"{framework}: {count}")
        return 0
    for framework, page, declaration in listed:
        print(f"{framework:<11} {page:<70} {declaration}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
