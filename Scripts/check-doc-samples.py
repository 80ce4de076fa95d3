#!/usr/bin/env python3
"""Type-checks every Swift code sample in the DocC articles and the README.

Usage: check-doc-samples.py [--no-build]
       check-doc-samples.py --ios MODULES
       check-doc-samples.py --rewrite-tests OUTPUT FILE...

Each ```swift block becomes a file of its own and is type-checked with swiftc in Swift 6 mode:
samples of the KeyboardAvoidance catalog and the README against the modules of the Apple compile
check (Checks/AppleModels, which compiles the UIKit, SwiftUI and Combine adapters against models
of Apple's frameworks), samples of the KeyboardAvoidanceTesting catalog against the package's own debug build.

With --ios, every sample is type-checked against Apple's iOS SDK instead, for the iOS 13
deployment target with warnings as errors, by the compiler Scripts/check-ios-sdk.sh uses
(`SWIFTC_IOS`), against the KeyboardAvoidance and KeyboardAvoidanceTesting modules it emitted
into MODULES. No iOS SDK holds Swift Testing, so MODULES also holds a stand-in `Testing` module
(Scripts/ios-sdk/Testing.swift): a sample's `#expect(…)` and `#require(…)` are rewritten into
calls of its `expect` and `require`, and its `@Test` and `@Suite` attributes are dropped; the
real Swift Testing checks those samples in the default mode. Nothing is built in this mode.

First it builds the modules the samples need, with the flags CI uses:
    swift build --target KeyboardAvoidanceTesting -Xswiftc -warnings-as-errors
    (cd Checks/AppleModels && swift build -Xswiftc -warnings-as-errors)
(an up-to-date build costs a second each). With --no-build it uses the modules as they are, and
names those two commands if a module is missing. Prints one line per failing sample with the
compiler's errors and exits 1 if any fails, 2 if the modules cannot be built or found.

A sample of the KeyboardAvoidanceTesting catalog that imports UIKit (a test of a real screen)
is checked against the Apple compile check's modules, as the KeyboardAvoidance catalog's are,
with Swift Testing's cross-import overlays off (the models have no `_Testing_UIKit`).

With --rewrite-tests, nothing is checked: each Swift FILE (a test target's source, such as
Checks/Consumer's tests) is written to the OUTPUT folder as the stand-in Testing module takes it,
for Scripts/check-ios-sdk.sh to type-check against the iOS SDK.

A block whose first line is `// Package.swift` is a fragment of a package manifest, not code
that uses the library; it is skipped.

An article may declare a type in one sample and use it in the next ones, as a reader would. So a
sample is checked together with the earlier samples of the same file that contain declarations
only (those that also type-check as a library, without top-level code); each sample still needs
its own imports.
"""
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHIMMED = ROOT / "Checks/AppleModels/.build/debug/Modules"
PACKAGE = ROOT / ".build/debug/Modules"
BLOCK = re.compile(r"^```swift\n(.*?)^```", re.MULTILINE | re.DOTALL)

SOURCES = [
    (ROOT / "README.md", SHIMMED),
    *((path, SHIMMED) for path in sorted((ROOT / "Sources/KeyboardAvoidance/KeyboardAvoidance.docc").glob("*.md"))),
    *((path, PACKAGE) for path in sorted((ROOT / "Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc").glob("*.md"))),
]


# Set by --ios: the compiler and flags that type-check against Apple's iOS SDK.
IOS_COMPILER: list[str] | None = None
IOS_FLAGS = ["-target", "arm64-apple-ios13.0", "-warnings-as-errors"]
TESTING_MACROS = [
    (re.compile(r"#expect\("), "expect("),
    (re.compile(r"#require\("), "require("),
    (re.compile(r"@(?:Test|Suite)(?:\((?:[^()]|\([^()]*\))*\))?\s*"), ""),
]


def typecheck(main: pathlib.Path, others: list[pathlib.Path], modules: pathlib.Path,
              as_library: bool = False) -> subprocess.CompletedProcess:
    compiler = IOS_COMPILER or ["swiftc"]
    command = [*compiler, "-typecheck", "-swift-version", "6", "-I", str(modules)]
    if IOS_COMPILER:
        command += IOS_FLAGS
    elif modules == SHIMMED:
        command += ["-Xfrontend", "-disable-cross-import-overlays"]
    if as_library:
        command.append("-parse-as-library")
    return subprocess.run([*command, str(main), *map(str, others)], capture_output=True, text=True)


def ios_source(sample: str) -> str:
    """A sample as the stand-in Testing module takes it (see --ios above)."""
    if "import Testing" not in sample:
        return sample
    for pattern, replacement in TESTING_MACROS:
        sample = pattern.sub(replacement, sample)
    return sample


BUILDS = [
    (ROOT, ["swift", "build", "--target", "KeyboardAvoidanceTesting", "-Xswiftc", "-warnings-as-errors"],
     PACKAGE / "KeyboardAvoidanceTesting.swiftmodule"),
    (ROOT / "Checks/AppleModels", ["swift", "build", "-Xswiftc", "-warnings-as-errors"],
     SHIMMED / "KeyboardAvoidance.swiftmodule"),
]


def build_modules(build: bool) -> bool:
    for directory, command, module in BUILDS:
        where = "" if directory == ROOT else f"(cd {directory.relative_to(ROOT)} && "
        shown = where + " ".join(command) + (")" if where else "")
        if build:
            print(f"building: {shown}", flush=True)
            if subprocess.run(command, cwd=directory).returncode != 0:
                print(f"check-doc-samples: the build failed: {shown}", file=sys.stderr)
                return False
        if not module.exists():
            print(f"check-doc-samples: missing {module.relative_to(ROOT)}; run: {shown}",
                  file=sys.stderr)
            return False
    return True


def rewrite_tests(output: pathlib.Path, files: list[str]) -> int:
    """Writes each test file as the stand-in Testing module takes it (see --rewrite-tests)."""
    output.mkdir(parents=True, exist_ok=True)
    for name in files:
        path = pathlib.Path(name)
        (output / path.name).write_text(ios_source(path.read_text()))
    return 0


def main() -> int:
    global IOS_COMPILER
    arguments = sys.argv[1:]
    if arguments[:1] == ["--rewrite-tests"]:
        if len(arguments) < 2:
            print("usage: check-doc-samples.py --rewrite-tests OUTPUT FILE...", file=sys.stderr)
            return 2
        return rewrite_tests(pathlib.Path(arguments[1]), arguments[2:])
    sources = SOURCES
    if "--ios" in arguments:
        position = arguments.index("--ios")
        if position + 1 >= len(arguments):
            print("usage: check-doc-samples.py --ios MODULES", file=sys.stderr)
            return 2
        modules = pathlib.Path(arguments[position + 1]).resolve()
        compiler = os.environ.get("SWIFTC_IOS")
        if not compiler:
            print("check-doc-samples: --ios needs SWIFTC_IOS, the iOS compiler", file=sys.stderr)
            return 2
        IOS_COMPILER = shlex.split(compiler)
        sources = [(path, modules) for path, _ in SOURCES]
    elif not build_modules(build="--no-build" not in arguments):
        return 2
    failures = 0
    checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        for path, modules in sources:
            text = path.read_text()
            # Each with the modules it was checked against: a declaration that needs UIKit (the
            # models) is passed on only to samples checked against the models too.
            declarations: list[tuple[pathlib.Path, pathlib.Path]] = []
            for index, match in enumerate(BLOCK.finditer(text), start=1):
                if match.group(1).startswith("// Package.swift"):
                    continue
                code = ios_source(match.group(1)) if IOS_COMPILER else match.group(1)
                # swiftc treats a file named main.swift as the one that may hold top-level code.
                directory = pathlib.Path(scratch) / f"{path.stem}-{index}"
                directory.mkdir()
                sample = directory / "main.swift"
                sample.write_text(code)
                checked += 1
                sample_modules = modules
                if not IOS_COMPILER and modules == PACKAGE and "import UIKit" in code:
                    sample_modules = SHIMMED
                usable = [path for path, where in declarations
                          if where == sample_modules or sample_modules == SHIMMED]
                result = typecheck(sample, usable, sample_modules)
                if result.returncode != 0:
                    failures += 1
                    line = text[: match.start()].count("\n") + 1
                    print(f"{path.relative_to(ROOT)}:{line}: sample {index} does not compile")
                    print(result.stderr.strip())
                    continue
                library = directory / f"{path.stem}-{index}.swift"
                library.write_text(code)
                if typecheck(library, usable, sample_modules, as_library=True).returncode == 0:
                    declarations.append((library, sample_modules))
    where = " against the iOS SDK" if IOS_COMPILER else ""
    print(f"{checked} samples checked{where}, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
