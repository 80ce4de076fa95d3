#!/usr/bin/env python3
"""Checks that Checks/Consumer/Package.swift is built from the README's installation snippet.

Usage: check-readme-install.py

The README's `// Package.swift` block lists the arguments of `Package(…)` an app adds. The
consumer package must carry the same lines, in the same order, from `platforms:` to the end of
`targets:`, with one difference: it finds KeyboardAvoidance by path, so the README's
`.package(url: "…/NAME.git", branch: "main")` line becomes `.package(name: "NAME", path: "../..")`
(a package found by path is named after its folder, so `name:` gives it the name the URL gives it).
Prints the difference and exits 1 when the two have drifted apart.
"""
import difflib
import pathlib
import re
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MANIFEST = ROOT / "Checks/Consumer/Package.swift"
BLOCK = re.compile(r"^```swift\n(// Package\.swift[^\n]*\n.*?)^```", re.MULTILINE | re.DOTALL)
URL_LINE = re.compile(r'^(\s*)\.package\(url: "[^"]*/([^/"]+?)(?:\.git)?", branch: "main"\)(,?)$')


def readme_lines() -> list[str]:
    match = BLOCK.search(README.read_text())
    if not match:
        sys.exit(f"{README.name}: no ```swift block starting with // Package.swift")
    return match.group(1).splitlines()[1:]


def manifest_lines() -> list[str]:
    lines = MANIFEST.read_text().splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip().startswith("platforms:"))
        end = max(i for i, line in enumerate(lines) if line.strip() == ")")
    except (StopIteration, ValueError):
        sys.exit(f"{MANIFEST.relative_to(ROOT)}: no `platforms:` argument or closing `)`")
    return textwrap.dedent("\n".join(lines[start:end])).splitlines()


def main() -> int:
    expected = []
    names = []
    for line in readme_lines():
        match = URL_LINE.match(line)
        if match:
            indent, name, comma = match.groups()
            names.append(name)
            line = f'{indent}.package(name: "{name}", path: "../..")'
            line += comma
        expected.append(line)
    if len(names) != 1:
        print(f"{README.name}: expected one .package(url: …, branch: \"main\") line, found {len(names)}")
        return 1
    actual = manifest_lines()
    if actual != expected:
        print(f"{MANIFEST.relative_to(ROOT)} no longer matches the README's installation snippet:")
        print("\n".join(difflib.unified_diff(
            expected, actual, "README.md (path dependency)", str(MANIFEST.relative_to(ROOT)),
            lineterm="")))
        return 1
    print(f"Checks/Consumer/Package.swift matches the README's snippet ({len(actual)} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
