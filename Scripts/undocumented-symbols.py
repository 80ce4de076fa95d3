#!/usr/bin/env python3
"""Lists the public symbols of a module that have no documentation comment.

Usage: undocumented-symbols.py SYMBOL_GRAPH_DIR MODULE

Reads the symbol graphs the compiler emits (`-emit-symbol-graph`) for MODULE, including the
graphs of its extensions to other modules, and prints one line per public symbol declared in
MODULE's sources (Sources/MODULE) without a `///` comment. Symbols the compiler synthesizes or
inherits from protocols of other modules carry no location in MODULE's sources and are skipped
(the Apple models of the compile check have their own sources), and so are
extension blocks (`-emit-extension-block-symbols`), which are not declarations of their own.
Locations are resolved through symbolic links, so graphs built by the Apple compile check (which
reaches the sources through a link) are checked too; members a type inherits from the Apple
models' own extensions (Checks/AppleModels/Sources/SwiftUI and the like) are declared there, not in
MODULE's sources, and are skipped. Exits 1 when anything is printed.
"""
import json
import os
import pathlib
import sys
import urllib.parse

SOURCES = pathlib.Path(__file__).resolve().parent.parent / "Sources"


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    directory, module = pathlib.Path(sys.argv[1]), sys.argv[2]
    graphs = [directory / f"{module}.symbols.json", *directory.glob(f"{module}@*.symbols.json")]
    missing = []
    for graph in graphs:
        if not graph.exists():
            continue
        for symbol in json.loads(graph.read_text())["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            uri = symbol.get("location", {}).get("uri", "")
            location = os.path.realpath(urllib.parse.urlparse(uri).path) if uri else ""
            if not location.startswith(f"{SOURCES / module}/"):
                continue  # synthesized, or inherited from a module of its own (the Apple models)
            if symbol.get("docComment", {}).get("lines"):
                continue
            name = ".".join(symbol["pathComponents"])
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"{location.split('/Sources/', 1)[1]}:{line}: {name}")
    for entry in sorted(set(missing)):
        print(entry)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
