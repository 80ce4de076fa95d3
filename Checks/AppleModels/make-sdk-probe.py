#!/usr/bin/env python3
"""Writes a probe of the Apple models: one Swift function per model declaration, for the real SDK.

Usage: make-sdk-probe.py SYMBOL_GRAPH_DIR OUTPUT.swift [--list]

The models in Sources/ declare Apple's API for a machine without Apple's SDKs. The adapters compile
against them on Linux, so a model declaration that differs from the SDK's (another type, a looser
isolation, an earlier availability) would let code through that Xcode rejects. This script reads
the models' symbol graphs (`swift-symbolgraph-extract` of the UIKit, SwiftUI, Combine and
QuartzCore models) and writes, for every public declaration of those models outside their
`Model/` folders, a function that uses the declaration exactly as the model states it:

- a type is named (`_ = UIKit.UIView.self`) and its superclass and protocols are required of it;
  a protocol's inherited protocols are required of its conforming types;
- a property is read into a value of its declared type, and written when it has a setter;
- a method, initializer, subscript or operator is called with one argument of each declared
  parameter type (labels, `inout`, `@escaping`, `@autoclosure`, variadics, packs and generic
  constraints as declared) inside a function that returns its declared result type and is
  `async` and `throws` as it is;
- an enum case is formed, a type alias compared with the type it names, an associated type named.

Each probe function has the declaration's isolation as the model states it (`@MainActor`, or none
for a `nonisolated` declaration and one of a type without a global actor), and its
`@available(iOS N, *)`, app-extension unavailability and deprecation. Type-checked against the
real iOS SDK for the iOS 13 deployment target, as an app and with `-application-extension`, with
warnings as errors, a probe function fails where the SDK's declaration has another name, labels or
types, is isolated to the main actor where the model is not, needs a later iOS, is unavailable in
app extensions or deprecated where the model is not, or takes a non-escaping closure where the
model's takes an escaping one. Type-checked against the models themselves, every probe passes:
that checks this script.

A model declaration that the iOS 17.4 SDK cannot match (it is newer, or the iOS 18 SDK declares
it more strictly and the model follows that) or that a probe cannot state is listed in EXCEPTIONS
below with the reason; its probe is left out, and the script fails if an exception no longer names
a declaration. Declarations whose names begin with `_` are not in the symbol graphs and so not
probed (the models have two: `_ConditionalContent` and `_ViewModifier_Content`).

With --list, also prints one line per probe: `name | kind | isolation | availability`.
"""
import json
import pathlib
import re
import sys

FRAMEWORKS = ("UIKit", "SwiftUI", "Combine", "QuartzCore")

# Model declarations whose probe is left out, by the symbol's path joined with ".", with why the
# iOS 17.4 SDK cannot match the model.
EXCEPTIONS: dict[str, str] = {
    "Button.init(_:action:)": (
        "the action is `@escaping @MainActor () -> Void` from the iOS 18 SDK (developer.apple.com/"
        "documentation/swiftui/button/init(_:action:)-lpm7) and `@escaping () -> Void` in 17.4; "
        "the model keeps the stricter 18 form"
    ),
    "Never.Body": (
        "the SDK gives `Never` a `Body` for `View` (iOS 13) and others for newer protocols (iOS "
        "16), so the name alone is ambiguous there; `Never: View` is probed"
    ),
    "UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)": (
        "an `@optional` method of an Objective-C protocol (UIGestureRecognizer.h); Swift on Linux "
        "has no optional requirements, so the model gives the requirement a default instead"
    ),
    "UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)": (
        "an `@optional` method of an Objective-C protocol (UIGestureRecognizer.h), as above"
    ),
}

# Protocols the compiler conforms every suitable type to by itself: a model does not declare
# them, and the iOS 17.4 SDK's Swift 5.10 standard library lacks the newer ones.
IMPLICIT_PROTOCOLS = {"BitwiseCopyable", "Copyable", "Escapable", "SendableMetatype"}

OPEN = "([<"
CLOSE = ")]>"


def module_of(precise):
    """The module a mangled Swift precise identifier (`s:5UIKit6UIViewC`) belongs to."""
    match = re.match(r"s:(\d+)", precise or "")
    if not match:
        return None
    start = match.end()
    return precise[start : start + int(match.group(1))]


def split_top(text, separator=","):
    """`text` split at every `separator` outside brackets, each piece stripped."""
    pieces, depth, current = [], 0, []
    index = 0
    while index < len(text):
        char = text[index]
        if char in OPEN:
            depth += 1
        elif char in CLOSE and not (char == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
        if depth == 0 and text.startswith(separator, index):
            pieces.append("".join(current).strip())
            current = []
            index += len(separator)
            continue
        current.append(char)
        index += 1
    if "".join(current).strip():
        pieces.append("".join(current).strip())
    return pieces


def find_top(text, needle, start=0):
    """The index of the first `needle` outside brackets at or after `start`, or -1."""
    depth = 0
    for index in range(start, len(text)):
        char = text[index]
        if depth == 0 and text.startswith(needle, index):
            return index
        if char in OPEN:
            depth += 1
        elif char in CLOSE and not (char == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
    return -1


def matching(text, start):
    """The index of the bracket closing the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        char = text[index]
        if char in OPEN:
            depth += 1
        elif char in CLOSE and not (char == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index
    raise ValueError(f"unbalanced: {text}")


def normalized(constraint):
    constraint = re.sub(r"\s*:\s*", ": ", constraint.strip())
    return re.sub(r"\s*==\s*", " == ", constraint)


class Symbol:
    """One symbol of the graph, rendered as source."""

    def __init__(self, raw, module):
        self.raw = raw
        self.module = module
        self.precise = raw["identifier"]["precise"]
        self.kind = raw["kind"]["identifier"]
        self.path = raw["pathComponents"]
        self.name = ".".join(self.path)
        self.text = render(raw["declarationFragments"])
        self.generics = own_generics(raw["declarationFragments"])

    @property
    def location(self):
        uri = self.raw.get("location", {}).get("uri", "")
        line = self.raw.get("location", {}).get("position", {}).get("line", -1) + 1
        return uri.split("/AppleModels/")[-1], line

    @property
    def is_model(self):
        uri = self.raw.get("location", {}).get("uri", "")
        return "/AppleModels/Sources/" in uri and "/Model/" not in uri

    def where_clause(self):
        """The constraints of the declaration's own `where` clause."""
        body = self.text.split(" { ")[0]
        index = find_top(body, " where ")
        return [normalized(c) for c in split_top(body[index + 7 :])] if index >= 0 else []


def render(fragments):
    """Declaration fragments as source: framework types qualified with their module, `Self` as
    `ProbeSelf` (a probe is a free function)."""
    generic_names = {f["spelling"] for f in fragments if f["kind"] == "genericParameter"}
    out = []
    for fragment in fragments:
        spelling = fragment["spelling"]
        kind = fragment["kind"]
        if kind == "typeIdentifier":
            starts_path = not "".join(out).endswith(".")
            module = module_of(fragment.get("preciseIdentifier"))
            if spelling == "Self":
                spelling = "ProbeSelf"
            elif starts_path and module in FRAMEWORKS and spelling not in generic_names:
                spelling = f"{module}.{spelling}"
        elif kind == "keyword" and spelling == "Self":
            spelling = "ProbeSelf"
        elif kind == "text":
            spelling = re.sub(r"\bSelf\b", "ProbeSelf", spelling)
        out.append(spelling)
    return "".join(out)


def own_generics(fragments):
    """The generic parameters a declaration introduces, `each` kept for packs."""
    names = []
    for index, fragment in enumerate(fragments):
        if fragment["kind"] == "genericParameter":
            before = fragments[index - 1]["spelling"] if index else ""
            names.append(("each " if before.endswith("each ") else "") + fragment["spelling"])
    return names


def bare(name):
    return name.removeprefix("each ")


def availability(raw):
    """`(introduced, extension_unavailable, deprecated, unavailable)` for iOS."""
    introduced, extension_unavailable, deprecated, unavailable = None, False, False, False
    for entry in raw.get("availability", []):
        domain = entry.get("domain", "*")
        if domain in ("*", "iOS") and entry.get("isUnconditionallyUnavailable"):
            unavailable = True
        if domain in ("*", "iOS") and (
            entry.get("isUnconditionallyDeprecated") or "deprecated" in entry
        ):
            deprecated = True
        if domain == "iOS" and "introduced" in entry:
            version = entry["introduced"]
            introduced = f"{version['major']}.{version.get('minor', 0)}"
        if domain == "iOSAppExtension" and entry.get("isUnconditionallyUnavailable"):
            extension_unavailable = True
    return introduced, extension_unavailable, deprecated, unavailable


def isolation(raw):
    """`@MainActor ` when the model's declaration is isolated to the main actor."""
    attributes = [f["spelling"] for f in raw["declarationFragments"] if f["kind"] == "attribute"]
    if "nonisolated" in attributes:
        return ""
    return "@MainActor " if "MainActor" in attributes else ""


def setter_is_deprecated(symbol):
    """Whether the model's source marks a property's setter deprecated (`@available(…) set`)."""
    uri = symbol.raw.get("location", {}).get("uri", "")
    if not uri.startswith("file://"):
        return False
    lines = pathlib.Path(uri.removeprefix("file://")).read_text().splitlines()
    start = symbol.raw["location"]["position"]["line"]
    depth, block = 0, []
    for line in lines[start:]:
        block.append(line)
        depth += line.count("{") - line.count("}")
        if depth <= 0 and "{" in "".join(block):
            break
    return bool(re.search(r"@available\([^)]*deprecated[^)]*\)\s*set\b", " ".join(block)))


class Graph:
    """The models' symbols by precise identifier, with what encloses each."""

    def __init__(self, directory):
        self.symbols: dict[str, Symbol] = {}
        self.parent: dict[str, str] = {}
        self.relationships = []
        for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
            module = path.name.split(".")[0].split("@")[0]
            if module not in FRAMEWORKS:
                continue
            graph = json.loads(path.read_text())
            for raw in graph["symbols"]:
                symbol = Symbol(raw, module)
                self.symbols[symbol.precise] = symbol
            for relationship in graph["relationships"]:
                self.relationships.append(relationship)
                kind = relationship["kind"]
                if kind in ("memberOf", "requirementOf", "optionalRequirementOf"):
                    self.parent[relationship["source"]] = relationship["target"]
        # A member with no `memberOf` (a protocol extension's default implementation) belongs
        # to the type its path names.
        by_path = {(s.module, tuple(s.path)): s.precise for s in self.symbols.values()}
        for symbol in self.symbols.values():
            if symbol.precise not in self.parent and len(symbol.path) > 1:
                owner = by_path.get((symbol.module, tuple(symbol.path[:-1])))
                if owner:
                    self.parent[symbol.precise] = owner

    def declared(self):
        """The model's own declarations; a protocol extension's member, listed again under every
        conforming type ("::SYNTHESIZED::"), is probed once, on the protocol."""
        for symbol in self.symbols.values():
            if symbol.is_model and "::SYNTHESIZED::" not in symbol.precise:
                yield symbol

    def owner(self, symbol):
        owner = self.parent.get(symbol.precise)
        return self.symbols.get(owner) if owner else None

    def ancestors(self, symbol):
        chain = []
        current = self.owner(symbol)
        while current is not None:
            chain.append(current)
            current = self.owner(current)
        return list(reversed(chain))

    def type_name(self, symbol, generics=True):
        """A type as source: each enclosing type with its generic parameters (none with
        `generics=False`, where the compiler infers them), the module in front unless the
        outermost type is another module's (Foundation's `NotificationCenter`)."""
        chain = [*self.ancestors(symbol), symbol]
        path = symbol.path
        outer = path[: len(path) - len(chain)]
        pieces = list(outer) + [
            component
            + (f"<{', '.join(map(bare, owner.generics))}>" if generics and owner.generics else "")
            for component, owner in zip(path[len(outer) :], chain)
        ]
        return ".".join(pieces) if outer else f"{chain[0].module}." + ".".join(pieces)


class Context:
    """Where a probe stands: its receiver type, generic parameters and constraints."""

    def __init__(self, graph, symbol):
        self.graph = graph
        self.symbol = symbol
        owner = graph.owner(symbol)
        self.protocol = owner if owner is not None and owner.kind == "swift.protocol" else None
        self.owner_kind = owner.kind if owner is not None else None
        params = []
        constraints = []
        chain = graph.ancestors(symbol)
        for ancestor in chain:
            if ancestor.kind == "swift.protocol":
                continue
            params += ancestor.generics
            constraints += ancestor.where_clause()
            constraints += self.extension_constraints(ancestor.raw)
        if self.protocol is not None:
            params.insert(0, "ProbeSelf")
            constraints.insert(0, f"ProbeSelf: {graph.type_name(self.protocol)}")
        # A member of another module's generic type (Swift's Optional): that type's parameters.
        known = {bare(p) for p in params} | {bare(p) for p in symbol.generics}
        for parameter in symbol.raw.get("swiftGenerics", {}).get("parameters", []):
            if parameter["name"] not in known and parameter["name"] != "Self":
                params.append(parameter["name"])
                known.add(parameter["name"])
        self.inherited = [p for p in params if p != "ProbeSelf"]
        params += symbol.generics
        constraints += symbol.where_clause()
        constraints += self.extension_constraints(symbol.raw)
        for constraint in symbol.raw.get("swiftGenerics", {}).get("constraints", []):
            constraints.append(self.rendered(constraint))
        self.params = list(dict.fromkeys(params))
        self.constraints = list(dict.fromkeys(c for c in constraints if c))
        self.receiver = self.receiver_type(chain)

    def extension_constraints(self, raw):
        return [self.rendered(c) for c in raw.get("swiftExtension", {}).get("constraints", [])]

    @staticmethod
    def rendered(constraint):
        lhs = re.sub(r"^Self\b", "ProbeSelf", constraint["lhs"])
        rhs = re.sub(r"^Self\b", "ProbeSelf", constraint["rhs"])
        module = module_of(constraint.get("rhsPrecise"))
        if module in FRAMEWORKS and "." not in rhs:
            rhs = f"{module}.{rhs}"
        if lhs.startswith("each "):
            lhs = "repeat " + lhs
        operator = " == " if constraint["kind"] == "sameType" else ": "
        return f"{lhs}{operator}{rhs}"

    def receiver_type(self, chain):
        if self.protocol is not None:
            return "ProbeSelf"
        path = self.symbol.path[:-1]
        if not path:
            return None
        if chain and len(chain) == len(path):
            return self.graph.type_name(chain[-1])
        # A type of another module (Foundation's NSObject, Swift's Optional).
        pieces = list(path)
        extra = [p for p in self.inherited if p not in {bare(g) for c in chain for g in c.generics}]
        if extra:
            pieces[-1] += f"<{', '.join(extra)}>"
        return ".".join(pieces)

    @property
    def is_reference(self):
        return self.owner_kind in ("swift.class", None) and self.protocol is None


class Callable:
    """A parsed function, initializer, subscript, operator or enum case declaration."""

    def __init__(self, text, keyword):
        match = re.search(rf"\b{keyword}\b", text)
        if match is None:
            raise ValueError(f"no {keyword} in {text}")
        index = match.end()
        rest = text[index:]
        # The name (an operator or identifier), then `?`/`!` for initializers, then generics.
        operator = keyword == "func" and re.match(r"\s*([/=\-+!*%<>&|^~.]+)\s*", rest)
        name_match = operator or re.match(r"\s*([^\s(<]*)\s*", rest)
        self.name = name_match.group(1)
        index += name_match.end()
        if not operator and index < len(text) and text[index] == "<":
            index = matching(text, index) + 1
        if index >= len(text) or text[index] != "(":
            self.parameters_text = None
            tail = text[index:]
        else:
            end = matching(text, index)
            self.parameters_text = text[index + 1 : end]
            tail = text[end + 1 :]
        tail = tail.split(" { ")[0]
        where = find_top(tail, " where ")
        if where >= 0:
            tail = tail[:where]
        arrow = find_top(tail, "-> ")
        self.effects = tail[:arrow].strip() if arrow >= 0 else tail.strip()
        self.returns = tail[arrow + 3 :].strip() if arrow >= 0 else ""

    def parameters(self, labelled=True):
        """`[(label, type)]`; `label` is None for an unlabelled parameter."""
        if not self.parameters_text:
            return []
        result = []
        for piece in split_top(self.parameters_text):
            default = find_top(piece, " = ")
            if default >= 0:
                piece = piece[:default]
            colon = find_top(piece, ": ")
            if colon < 0:
                result.append((None, piece.strip()))  # an enum case's unlabelled payload
                continue
            # Parameter attributes (`@ViewBuilder`) shape the call, not the argument's type.
            names = re.sub(r"@\w+(\([^)]*\))?\s*", "", piece[:colon]).split()
            type_text = piece[colon + 2 :].strip()
            if len(names) == 2:
                label = None if names[0] == "_" else names[0]
            else:
                label = names[0] if labelled else None
            result.append((label, type_text))
        return result


class Probe:
    """Builds the probe functions."""

    def __init__(self, graph):
        self.graph = graph
        self.functions = []
        self.listing = []
        self.counter = 0
        self.excepted = set()

    def build(self):
        handlers = {
            "swift.class": self.type_probe,
            "swift.struct": self.type_probe,
            "swift.enum": self.type_probe,
            "swift.protocol": self.protocol_probe,
            "swift.property": self.property_probe,
            "swift.type.property": self.property_probe,
            "swift.method": self.call_probe,
            "swift.type.method": self.call_probe,
            # A free function: called through its module, as a method is through its receiver.
            "swift.func": self.call_probe,
            "swift.func.op": self.operator_probe,
            "swift.init": self.init_probe,
            "swift.subscript": self.subscript_probe,
            "swift.enum.case": self.case_probe,
            "swift.typealias": self.typealias_probe,
            "swift.associatedtype": self.associatedtype_probe,
        }
        for symbol in sorted(self.graph.declared(), key=lambda s: (s.name, s.precise)):
            handler = handlers.get(symbol.kind)
            if handler is None:
                raise SystemExit(f"make-sdk-probe: no probe for a {symbol.kind}: {symbol.name}")
            handler(symbol, Context(self.graph, symbol))
        stale = set(EXCEPTIONS) - self.excepted
        if stale:
            raise SystemExit(f"make-sdk-probe: exceptions that name no declaration: {sorted(stale)}")

    def add(self, symbol, context, body, parameters=(), returns="", effects=""):
        introduced, extension_unavailable, deprecated, unavailable = availability(symbol.raw)
        if symbol.name in EXCEPTIONS:
            self.excepted.add(symbol.name)
            return
        if unavailable:
            return
        self.counter += 1
        params = list(context.params)
        constraints = list(context.constraints)
        parts = {"parameters": ", ".join(parameters), "returns": returns, "body": "\n".join(body)}
        # A generic parameter fixed to one type (`where Label == Text`) cannot stay generic in
        # a free function: it becomes that type.
        for constraint in list(constraints):
            match = re.fullmatch(r"(\w+) == (.+)", constraint)
            if match and match.group(1) in params:
                name, value = match.groups()
                params.remove(name)
                constraints.remove(constraint)
                pattern = re.compile(rf"(?<![\w.]){name}\b")
                constraints = [pattern.sub(value, c) for c in constraints]
                parts = {key: pattern.sub(value, text) for key, text in parts.items()}
        # `Self` of a class or struct member is that type.
        if context.protocol is None and context.receiver:
            parts = {key: re.sub(r"\bProbeSelf\b", context.receiver, text) for key, text in parts.items()}
            constraints = [re.sub(r"\bProbeSelf\b", context.receiver, c) for c in constraints]
        attributes = []
        if introduced and tuple(int(x) for x in introduced.split(".")) > (13, 0):
            attributes.append(f"@available(iOS {introduced}, *)")
        if extension_unavailable:
            attributes.append("@available(iOSApplicationExtension, unavailable)")
        if deprecated:
            attributes.append("@available(iOS, deprecated)")
        actor = isolation(symbol.raw)
        generic_clause = f"<{', '.join(params)}>" if params else ""
        where = f" where {', '.join(constraints)}" if constraints else ""
        result = f" -> {parts['returns']}" if parts["returns"] else ""
        effects = f" {effects}" if effects else ""
        file, line = symbol.location
        lines = [f"// {symbol.name} ({file}:{line})", *attributes]
        lines.append(
            f"{actor}func probe{self.counter}{generic_clause}({parts['parameters']}){effects}"
            f"{result}{where} {{"
        )
        lines += [f"  {statement}" for statement in parts["body"].split("\n")]
        lines.append("}")
        self.functions.append("\n".join(lines))
        self.listing.append(
            f"{symbol.name} | {symbol.kind} | {actor.strip() or 'nonisolated'} | "
            f"iOS {introduced or '13.0'}{', not in app extensions' if extension_unavailable else ''}"
        )

    # Parameters of the probe function that stand for the receiver and generic types.
    def receiver_parameter(self, context, static):
        if context.receiver is None:
            return [], None
        if static:
            return [f"_ receiver: {context.receiver}.Type"], "receiver"
        if context.is_reference:
            return [f"_ receiver: {context.receiver}"], "receiver"
        return [f"_ receiver: inout {context.receiver}"], "receiver"

    @staticmethod
    def arguments(parameters):
        """`(probe parameters, call arguments)` for `[(label, type)]`."""
        probe, call = [], []
        for index, (label, type_text) in enumerate(parameters):
            argument = f"a{index}"
            passed = argument
            if type_text.startswith("inout "):
                passed = f"&{argument}"
            elif type_text.startswith("repeat "):
                passed = f"repeat each {argument}"
            elif "@autoclosure" in type_text:
                passed = f"{argument}()"
            if type_text.endswith("..."):
                type_text = type_text[:-3]
            probe.append(f"_ {argument}: {type_text}")
            call.append(passed if label is None else f"{label}: {passed}")
        return probe, call

    @staticmethod
    def effects(callable_):
        words = callable_.effects
        effects, prefix = [], ""
        if re.search(r"\basync\b", words):
            effects.append("async")
            prefix = "await "
        typed = re.search(r"\bthrows\s*\(([^)]*)\)", words)
        if typed:
            effects.append(f"throws({typed.group(1)})")
            prefix = "try " + prefix
        elif re.search(r"\b(re)?throws\b", words):
            effects.append("throws")
            prefix = "try " + prefix
        return " ".join(effects), prefix

    @staticmethod
    def returns(callable_):
        return "" if callable_.returns in ("", "()", "Void") else callable_.returns

    def type_probe(self, symbol, context):
        name = self.graph.type_name(symbol)
        body = [f"_ = {name}.self"]
        for relationship in self.graph.relationships:
            if relationship["source"] != symbol.precise:
                continue
            target = self.graph.symbols.get(relationship["target"])
            spelled = (
                self.graph.type_name(target, generics=False)
                if target
                else relationship.get("targetFallback", "")
            )
            module = module_of(relationship["target"])
            if target is None and module in FRAMEWORKS:
                spelled = f"{module}.{spelled.split('.', 1)[-1]}"
            spelled = spelled.removeprefix("Swift.")
            if not spelled or spelled in IMPLICIT_PROTOCOLS:
                continue
            if relationship["kind"] == "inheritsFrom":
                body.append(f"let _: {spelled}.Type = {name}.self")
            elif relationship["kind"] == "conformsTo" and not relationship.get("swiftConstraints"):
                helper = f"conforms{len(body)}"
                body.append(f"func {helper}<ProbeT: {spelled}>(_: ProbeT.Type) {{}}")
                body.append(f"{helper}({name}.self)")
        parameters = [f"_: {name}.Type"] if context.params else []
        self.add(symbol, context, body, parameters)

    def protocol_probe(self, symbol, context):
        context.params, context.constraints = [], []  # the protocol's own clause is its own
        name = self.graph.type_name(symbol)
        body = [f"func conforms<ProbeT: {name}>(_: ProbeT.Type) {{}}"]
        for relationship in self.graph.relationships:
            if relationship["source"] == symbol.precise and relationship["kind"] == "conformsTo":
                target = self.graph.symbols.get(relationship["target"])
                inherited = (
                    self.graph.type_name(target) if target else relationship.get("targetFallback", "")
                ).removeprefix("Swift.")
                if inherited in IMPLICIT_PROTOCOLS:
                    continue
                helper = f"inherits{len(body)}"
                body.append(f"func {helper}<ProbeT: {name}>(_ type: ProbeT.Type) {{")
                body.append(f"  func check<ProbeU: {inherited}>(_: ProbeU.Type) {{}}")
                body.append("  check(type)")
                body.append("}")
        self.add(symbol, context, body)

    def property_probe(self, symbol, context):
        static = symbol.kind == "swift.type.property"
        parameters, base = self.receiver_parameter(context, static)
        head = symbol.text.split(" { ")[0]
        match = re.search(r"\b(?:var|let) `?(\w+)`?: (.*)$", head)
        if match is None:
            raise SystemExit(f"make-sdk-probe: no type in {symbol.text}")
        name, value_type = match.groups()
        access = f"{base}.{name}" if base else f"{symbol.module}.{name}"
        if value_type.startswith("some "):
            # An opaque type: the probe returns the value as the same kind of opaque type.
            self.add(symbol, context, [f"return {access}"], parameters, value_type)
            return
        body = [f"let _: {value_type} = {access}"]
        if re.search(r"\{[^}]*\bset\b", symbol.text):
            parameters = parameters + [f"_ value: {value_type}"]
            if setter_is_deprecated(symbol):
                # The graph has no availability of its own for an accessor: the model's source does.
                body += ["@available(iOS, deprecated)", "func set() {", f"  {access} = value", "}"]
            else:
                body.append(f"{access} = value")
        self.add(symbol, context, body, parameters)

    def call_probe(self, symbol, context):
        callable_ = Callable(symbol.text, "func")
        receiver, base = self.receiver_parameter(context, symbol.kind == "swift.type.method")
        parameters, call = self.arguments(callable_.parameters())
        effects, prefix = self.effects(callable_)
        returns = self.returns(callable_)
        target = f"{base}.{callable_.name}" if base else f"{symbol.module}.{callable_.name}"
        expression = f"{prefix}{target}({', '.join(call)})"
        body = [f"return {expression}" if returns else expression]
        self.add(symbol, context, body, receiver + parameters, returns, effects)

    def operator_probe(self, symbol, context):
        callable_ = Callable(symbol.text, "func")
        parameters, call = self.arguments(callable_.parameters(labelled=False))
        returns = self.returns(callable_)
        arguments = [argument.removeprefix("&") for argument in call]
        operator = callable_.name
        if len(arguments) == 2:
            expression = f"{arguments[0]} {operator} {arguments[1]}"
        elif "postfix" in symbol.text.split("func")[0]:
            expression = f"{arguments[0]}{operator}"
        else:
            expression = f"{operator}{arguments[0]}"
        self.add(symbol, context, [f"return {expression}" if returns else expression], parameters,
                 returns)

    def init_probe(self, symbol, context):
        callable_ = Callable(symbol.text, "init")
        parameters, call = self.arguments(callable_.parameters())
        effects, prefix = self.effects(callable_)
        optional = "?" if callable_.name.startswith("?") else ""
        receiver = context.receiver
        self.add(symbol, context, [f"return {prefix}{receiver}({', '.join(call)})"], parameters,
                 f"{receiver}{optional}", effects)

    def subscript_probe(self, symbol, context):
        callable_ = Callable(symbol.text, "subscript")
        receiver, base = self.receiver_parameter(context, False)
        parameters, call = self.arguments(callable_.parameters(labelled=False))
        returns = callable_.returns
        access = f"{base}[{', '.join(call)}]"
        body = [f"let _: {returns} = {access}"]
        if re.search(r"\{[^}]*\bset\b", symbol.text):
            parameters = parameters + [f"_ value: {returns}"]
            body.append(f"{access} = value")
        self.add(symbol, context, body, receiver + parameters)

    def case_probe(self, symbol, context):
        callable_ = Callable(symbol.text, "case")
        parameters, call = self.arguments(callable_.parameters())
        expression = f"{context.receiver}.{callable_.name}"
        if parameters:
            expression += f"({', '.join(call)})"
        elif context.params:
            parameters = [f"_: {context.receiver}.Type"]
        self.add(symbol, context, [f"return {expression}"], parameters, context.receiver)

    def typealias_probe(self, symbol, context):
        if context.protocol is not None:
            return  # checked through the conforming types that use it
        match = re.search(r"\btypealias (\w+)(?:<[^>]*>)? = (.*)$", symbol.text)
        if match is None:
            raise SystemExit(f"make-sdk-probe: no type alias in {symbol.text}")
        name, target = match.groups()
        owner = f"{context.receiver}.{name}" if context.receiver else f"{symbol.module}.{name}"
        parameters = [f"_: {context.receiver}.Type"] if context.params and context.receiver else []
        self.add(symbol, context, [f"let _: ({target}).Type = {owner}.self"], parameters)

    def associatedtype_probe(self, symbol, context):
        name = symbol.path[-1]
        self.add(symbol, context, [f"_ = ProbeSelf.{name}.self"], ["_: ProbeSelf.Type"])


HEADER = """\
// Generated by Checks/AppleModels/make-sdk-probe.py from the models' symbol graphs: every
// declaration of the UIKit, SwiftUI, Combine and Core Animation models, used as the model
// declares it. Type-checked against Apple's iOS SDK, it fails where a model differs from the SDK.
import Combine
import Foundation
import QuartzCore
import SwiftUI
import UIKit
"""


def main(argv):
    arguments = [a for a in argv if not a.startswith("--")]
    if len(arguments) != 2:
        print("Usage: make-sdk-probe.py SYMBOL_GRAPH_DIR OUTPUT.swift [--list]", file=sys.stderr)
        return 2
    graph = Graph(arguments[0])
    probe = Probe(graph)
    probe.build()
    pathlib.Path(arguments[1]).write_text(HEADER + "\n" + "\n\n".join(probe.functions) + "\n")
    if "--list" in argv:
        for line in probe.listing:
            print(line)
    declared = len(list(graph.declared()))
    print(f"make-sdk-probe: {probe.counter} probes of {declared} model declarations")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
