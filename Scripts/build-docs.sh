#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc, failing on any warning, and checks
# that every public symbol has a documentation comment.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
graphs=".build/symbol-graphs"
rm -rf "$graphs" "$out"
mkdir -p "$graphs" "$out"

for target in KeyboardAvoidance KeyboardAvoidanceTesting KeyboardPreview; do
  mkdir -p "$graphs/$target"
  swift build --target "$target" --scratch-path .build/docs-build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/$target"
  # Keep only this target's graphs (the build also emits its dependencies').
  find "$graphs/$target" -name '*.symbols.json' ! -name "$target.symbols.json" \
    ! -name "$target@*.symbols.json" -delete
  docc convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$graphs/$target" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "dev.keyboardavoidance.$target" \
    --output-path "$out/$target" \
    --warnings-as-errors
  python3 Scripts/undocumented-symbols.py "$graphs/$target" "$target"
done
echo "documentation written to $out"
