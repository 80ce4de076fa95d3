#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc, failing on any warning, and checks
# that every public symbol has a documentation comment.
#
# KeyboardAvoidance's symbol graphs come from Apple's iOS SDK: the library is compiled for iOS, its
# UIKit, SwiftUI and Combine adapters included, by the compiler Scripts/check-ios-sdk.sh uses
# (SWIFTC_IOS, or `xcrun --sdk iphoneos swiftc` on a Mac), so the UIKit and SwiftUI API the pages
# show is Apple's own; the package's own build on Linux leaves the adapters out. So do
# KeyboardAvoidanceTesting's, for its UIKit API (KeyboardTestWindow). KeyboardPreview's graphs come
# from the package itself.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs)
#
# Writes one static website per catalog, OUTPUT_DIR/KeyboardAvoidance and so on, and prints where
# each is and how to read it: serve the folder (python3 -m http.server --directory FOLDER) and
# open /documentation/<module> in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
graphs="$PWD/.build/symbol-graphs"
rm -rf "$graphs" "$out"
mkdir -p "$graphs" "$out"

# Builds the package in directory $1 once, emitting every module's symbol graphs, then keeps for
# each target named after it only the target's own graph and those of its extensions to other
# modules. The compiler writes graphs only when it compiles a module, so every run builds from a
# clean scratch path.
emit_graphs() {
  local package="$1"
  shift
  local all="$graphs/all-$(basename "$(cd "$package" && pwd)")"
  mkdir -p "$all"
  rm -rf "$package/.build/docs-build"
  (cd "$package" && swift build --scratch-path .build/docs-build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$all" \
    -Xswiftc -emit-extension-block-symbols)
  for target in "$@"; do
    mkdir -p "$graphs/$target"
    cp "$all/$target.symbols.json" "$graphs/$target/"
    find "$all" -name "$target@*.symbols.json" -exec cp {} "$graphs/$target/" \;
  done
}

# The library compiled for iOS, writing its graph and those of its extensions to Apple's types.
ios_graphs() {
  local kit features
  # shellcheck source=Scripts/ios-sdk/compiler.sh
  . Scripts/ios-sdk/compiler.sh
  ios_compiler || return 1
  mkdir -p "$graphs/KeyboardAvoidance" "$graphs/ios-module"
  # shellcheck disable=SC2046
  "${kit[@]}" -emit-module -swift-version 6 "${features[@]}" -target arm64-apple-ios13.0 \
    -parse-as-library -package-name KeyboardAvoidance -module-name KeyboardAvoidance \
    -emit-module-path "$graphs/ios-module/KeyboardAvoidance.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs/KeyboardAvoidance" \
    -emit-extension-block-symbols $(find Sources/KeyboardAvoidance -name '*.swift' | sort)
  # The testing library too, against that module: its UIKit API (KeyboardTestWindow) exists only
  # where UIKit does.
  mkdir -p "$graphs/KeyboardAvoidanceTesting"
  "${kit[@]}" -emit-module -swift-version 6 "${features[@]}" -target arm64-apple-ios13.0 \
    -parse-as-library -package-name KeyboardAvoidance -module-name KeyboardAvoidanceTesting \
    -I "$graphs/ios-module" \
    -emit-module-path "$graphs/ios-module/KeyboardAvoidanceTesting.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs/KeyboardAvoidanceTesting" \
    -emit-extension-block-symbols $(find Sources/KeyboardAvoidanceTesting -name '*.swift' | sort)
}

ios_graphs
emit_graphs . KeyboardPreview

for target in KeyboardAvoidance KeyboardAvoidanceTesting KeyboardPreview; do
  docc convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$graphs/$target" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "dev.keyboardavoidance.$target" \
    --output-path "$out/$target" \
    --warnings-as-errors
  python3 Scripts/undocumented-symbols.py "$graphs/$target" "$target"
done
echo
echo "Documentation written to $(cd "$out" && pwd):"
for target in KeyboardAvoidance KeyboardAvoidanceTesting KeyboardPreview; do
  lower=$(echo "$target" | tr '[:upper:]' '[:lower:]')
  echo "  $target: $(cd "$out/$target" && pwd)"
  echo "    read it: python3 -m http.server --directory $out/$target 8000, then open" \
    "http://localhost:8000/documentation/$lower"
done
