#!/usr/bin/env python3
"""Type-checks every Swift code sample in the DocC articles and the README.

Usage: check-doc-samples.py

Each ```swift block becomes a file of its own and is type-checked with swiftc in Swift 6 mode:
samples of the KeyboardAvoidance catalog and the README against the modules of the Apple compile
check (Checks/AppleCompile, which sees the UIKit, SwiftUI and Combine adapters through declaration
shims), samples of the KeyboardAvoidanceTesting catalog against the package's own debug build.
Build both first (`swift build --build-tests` and `swift build` in Checks/AppleCompile). Prints one
line per failing sample with the compiler's errors and exits 1 if any fails.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHIMMED = ROOT / "Checks/AppleCompile/.build/debug/Modules"
PACKAGE = ROOT / ".build/debug/Modules"
BLOCK = re.compile(r"^```swift\n(.*?)^```", re.MULTILINE | re.DOTALL)

SOURCES = [
    (ROOT / "README.md", SHIMMED),
    *((path, SHIMMED) for path in sorted((ROOT / "Sources/KeyboardAvoidance/KeyboardAvoidance.docc").glob("*.md"))),
    *((path, PACKAGE) for path in sorted((ROOT / "Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc").glob("*.md"))),
]


def main() -> int:
    for modules in {SHIMMED, PACKAGE}:
        if not modules.is_dir():
            print(f"missing {modules}: build it first", file=sys.stderr)
            return 2
    failures = 0
    checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        for path, modules in SOURCES:
            for index, match in enumerate(BLOCK.finditer(path.read_text()), start=1):
                sample = pathlib.Path(scratch) / f"{path.stem}-{index}.swift"
                sample.write_text(match.group(1))
                checked += 1
                result = subprocess.run(
                    ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(modules), str(sample)],
                    capture_output=True, text=True)
                if result.returncode != 0:
                    failures += 1
                    line = path.read_text()[: match.start()].count("\n") + 1
                    print(f"{path.relative_to(ROOT)}:{line}: sample {index} does not compile")
                    print(result.stderr.strip())
    print(f"{checked} samples checked, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
