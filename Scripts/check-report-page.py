#!/usr/bin/env python3
"""Opens keyboard-preview's report page in headless Chromium and checks it as a user sees it.

Usage:
  check-report-page.py --page keyboard-preview/index.html --report report.json [--screenshot OUT.png]
  check-report-page.py --self-test

The page is loaded from disk in Chromium driven over the DevTools protocol (a WebSocket client
written with the standard library only). Checked:
  - nothing is logged as an error: console errors, uncaught exceptions, failed loads;
  - there is one card per row of the JSON report (`--format json`), in the same order;
  - a real click on the "Only failing rows" box leaves exactly the report's failing rows
    visible, and the count beside it says so; a second click shows every row again;
  - a card's "Play the keyboard" button moves its keyboard up the screen;
  - on a phone-sized screen (390 x 844 pt) nothing is wider than the screen;
  - the screenshot is not blank: it holds many colours, none covering nearly all of it.
`--screenshot` keeps the laptop-sized screenshot as a PNG.

`--self-test` first runs the checks on two pages built to fail (one logs an error, one is blank)
and exits 1 unless both are caught.

Chromium is found as $CHROMIUM, else `chromium`, `chromium-browser` or `google-chrome` on the
PATH. Without it the script exits 1: it never skips. Exit status 0 when every check passes.
"""
import argparse
import base64
import hashlib
import json
import os
import pathlib
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
import zlib

TIMEOUT = 60
LAPTOP = (1280, 900)
PHONE = (390, 844)


class CheckFailed(Exception):
    pass


# --- Chromium and the DevTools protocol ---------------------------------------------------------


def find_chromium() -> str:
    candidates = [os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser", "google-chrome"]
    for name in candidates:
        if name and shutil.which(name):
            return shutil.which(name)
    raise CheckFailed(
        "no Chromium found ($CHROMIUM, chromium, chromium-browser, google-chrome); "
        "install Debian's package: apt-get install -y chromium")


class WebSocket:
    """A minimal WebSocket client (RFC 6455): text frames out, masked; frames in."""

    def __init__(self, url: str):
        parts = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=TIMEOUT)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {parts.path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        buffer = b""
        while b"\r\n\r\n" not in buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise CheckFailed("the DevTools WebSocket closed during the handshake")
            buffer += chunk
        head, self.pending = buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        if " 101 " not in lines[0]:
            raise CheckFailed(f"DevTools refused the WebSocket: {lines[0]}")
        accept = base64.b64encode(
            hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        if not any(line.lower() == f"sec-websocket-accept: {accept}".lower() for line in lines):
            raise CheckFailed("DevTools answered the WebSocket handshake with a wrong key")

    def _read(self, count: int) -> bytes:
        while len(self.pending) < count:
            chunk = self.sock.recv(max(65536, count - len(self.pending)))
            if not chunk:
                raise CheckFailed("the DevTools WebSocket closed")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def send(self, text: str) -> None:
        payload = text.encode()
        header = bytearray([0x81])
        if len(payload) < 126:
            header.append(0x80 | len(payload))
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.sock.sendall(bytes(header) + mask + masked)

    def receive(self) -> str:
        message = b""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
            if opcode == 0x8:
                raise CheckFailed("the DevTools WebSocket closed")
            if opcode == 0x9:
                continue  # Chromium does not ping its clients; a ping needs no answer here.
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    """Headless Chromium with one page, driven over the DevTools protocol."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="keyboard-preview-chromium-")
        arguments = [
            find_chromium(), "--headless", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
            f"--window-size={LAPTOP[0]},{LAPTOP[1]}", "about:blank",
        ]
        # Chromium's sandbox refuses to run as root (a CI container); it is only a second wall
        # around pages we wrote ourselves.
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")
        self.process = subprocess.Popen(
            arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.log: list[str] = []
        endpoint = self._devtools_endpoint()
        self.next_id = 0
        self.events: list[dict] = []
        port = urllib.parse.urlparse(endpoint).port
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=TIMEOUT) as reply:
            targets = json.load(reply)
        page = next((target for target in targets if target.get("type") == "page"), None)
        if page is None:
            raise CheckFailed("Chromium opened no page")
        self.socket = WebSocket(page["webSocketDebuggerUrl"])
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable")

    def _devtools_endpoint(self) -> str:
        found: list[str] = []
        ready = threading.Event()

        def drain():
            for line in self.process.stderr:
                self.log.append(line.rstrip())
                if "DevTools listening on " in line and not found:
                    found.append(line.split("DevTools listening on ", 1)[1].strip())
                    ready.set()
            ready.set()

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(TIMEOUT) or not found:
            self.close()
            raise CheckFailed("Chromium did not start:\n" + "\n".join(self.log[-20:]))
        return found[0]

    def call(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params or {}}))
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            message = json.loads(self.socket.receive())
            if message.get("id") == ident:
                if "error" in message:
                    raise CheckFailed(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)
        raise CheckFailed(f"{method}: no answer in {TIMEOUT} s")

    def evaluate(self, expression: str):
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise CheckFailed(f"the page threw evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, what: str) -> None:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.05)
        raise CheckFailed(f"timed out waiting for {what}")

    def open(self, url: str) -> None:
        self.events.clear()
        self.call("Page.navigate", {"url": url})
        self.wait_for("document.readyState === 'complete'", "the page to load")

    def click(self, selector: str) -> None:
        """A real mouse click in the middle of the element, as a user's."""
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        for kind in ("mousePressed", "mouseReleased"):
            self.call(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def screenshot(self) -> bytes:
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"])

    def errors(self) -> list[str]:
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                text = details.get("exception", {}).get("description") or details.get("text")
                found.append(f"uncaught exception: {text}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                values = [arg.get("value", arg.get("description", "")) for arg in params["args"]]
                found.append("console." + params["type"] + ": " + " ".join(map(str, values)))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                entry = params["entry"]
                found.append(f"{entry.get('source')}: {entry.get('text')} {entry.get('url', '')}")
        return found

    def close(self) -> None:
        try:
            if hasattr(self, "socket"):
                self.call("Browser.close")
        except (CheckFailed, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


# --- PNG ----------------------------------------------------------------------------------------


def png_pixels(data: bytes) -> tuple[int, int, int, bytes]:
    """Width, height, bytes per pixel and the unfiltered pixel rows of an 8-bit RGB(A) PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise CheckFailed("the screenshot is not a PNG")
    position, idat = 8, b""
    width = height = channels = 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise CheckFailed(f"unexpected PNG format: depth {depth}, colour type {colour}")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = bytearray()
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows += line
        previous = line
    return width, height, channels, bytes(rows)


def colour_census(png: bytes) -> tuple[int, float]:
    """How many colours the image holds, and the share of its pixels the commonest one covers."""
    width, height, channels, pixels = png_pixels(png)
    counts: dict[bytes, int] = {}
    for offset in range(0, len(pixels), channels):
        key = pixels[offset:offset + 3]
        counts[key] = counts.get(key, 0) + 1
    return len(counts), max(counts.values()) / (width * height)


# --- The checks ---------------------------------------------------------------------------------


def row_key(result: dict) -> str:
    return f"{result['device']}|{result['orientation']}|{result['keyboardKind']}"


CARD_KEYS = (
    "Array.from(document.querySelectorAll('.card'))%s.map(c => c.dataset.device + '|' +"
    " c.dataset.orientation + '|' + c.dataset.keyboard)")
VISIBLE = ".filter(c => !c.hidden && c.getClientRects().length > 0)"


def check_page(browser: Browser, page: pathlib.Path, report: dict,
               screenshot: pathlib.Path | None) -> list[str]:
    """Runs every check on a page; returns what went well, raises on the first failure."""
    done = []
    browser.call("Emulation.setDeviceMetricsOverride",
                 {"width": LAPTOP[0], "height": LAPTOP[1], "deviceScaleFactor": 1, "mobile": False})
    browser.open(page.resolve().as_uri())
    browser.wait_for("document.documentElement.dataset.ready === 'true'", "the page's script")
    errors = browser.errors()
    if errors:
        raise CheckFailed("the page logged errors while loading:\n  " + "\n  ".join(errors))
    rows = [row_key(result) for result in report["results"]]
    failing = [row_key(result) for result in report["results"] if result["status"] == "fail"]

    image = browser.screenshot()
    colours, commonest = colour_census(image)
    if colours < 16 or commonest > 0.97:
        raise CheckFailed(
            f"the screenshot looks blank: {colours} colours, the commonest covering "
            f"{commonest:.0%}")
    if screenshot:
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        screenshot.write_bytes(image)
    done.append(f"the screenshot holds {colours} colours, the commonest covering {commonest:.0%}")

    cards = browser.evaluate(CARD_KEYS % "")
    if cards != rows:
        raise CheckFailed(f"{len(cards)} cards for {len(rows)} report rows, or not in its order")
    done.append(f"{len(cards)} cards, one per report row")

    if browser.evaluate(CARD_KEYS % VISIBLE) != rows:
        raise CheckFailed("not every card is visible before filtering")
    browser.click("#only-failing")
    shown = browser.evaluate(CARD_KEYS % VISIBLE)
    if shown != failing:
        raise CheckFailed(
            f"the failing filter shows {len(shown)} cards, the report has {len(failing)} failing "
            f"rows; shown but passing: {sorted(set(shown) - set(failing))[:5]}, missing: "
            f"{sorted(set(failing) - set(shown))[:5]}")
    count = browser.evaluate("document.getElementById('shown-count').textContent")
    if count != str(len(failing)):
        raise CheckFailed(f"the count beside the filter says {count}, not {len(failing)}")
    browser.click("#only-failing")
    if browser.evaluate(CARD_KEYS % VISIBLE) != rows:
        raise CheckFailed("clearing the filter does not show every card again")
    done.append(f"the failing filter shows exactly the {len(failing)} failing rows, and clears")

    playable = browser.evaluate(
        "Array.from(document.querySelectorAll('button.play')).findIndex(b => !b.disabled)")
    if playable is not None and playable >= 0:
        card = f"document.querySelectorAll('.card')[{playable}]"
        start = browser.evaluate(f"Number({card}.querySelector('.keyboard').getAttribute('y'))")
        browser.click(f".card:nth-of-type({playable + 1}) button.play")
        browser.wait_for(
            f"Number({card}.querySelector('.keyboard').getAttribute('y')) < {start} - 1",
            "the keyboard to move up when the animation plays")
        done.append("playing a card's animation moves its keyboard up")

    browser.call("Emulation.setDeviceMetricsOverride",
                 {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 2, "mobile": True})
    browser.open(page.resolve().as_uri())
    browser.wait_for("document.documentElement.dataset.ready === 'true'", "the page's script")
    overflow = browser.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    if overflow > 0:
        raise CheckFailed(f"on a {PHONE[0]} pt wide phone the page is {overflow} px too wide")
    done.append(f"on a {PHONE[0]} x {PHONE[1]} phone nothing is wider than the screen")

    errors = browser.errors()
    if errors:
        raise CheckFailed("the page logged errors:\n  " + "\n  ".join(errors))
    done.append("no console errors")
    return done


def self_test(browser: Browser) -> None:
    """The checks must catch a page that logs an error and a page that draws nothing."""
    with tempfile.TemporaryDirectory() as folder:
        report = {"results": []}
        broken = pathlib.Path(folder, "broken.html")
        broken.write_text(
            "<!DOCTYPE html><html><body><p>text</p><script>console.error('planted');"
            "document.documentElement.dataset.ready = 'true';</script>"
            "<input type=checkbox id=only-failing><span id=shown-count>0</span></body></html>")
        blank = pathlib.Path(folder, "blank.html")
        blank.write_text(
            "<!DOCTYPE html><html><body><input type=checkbox id=only-failing hidden>"
            "<span id=shown-count hidden>0</span>"
            "<script>document.documentElement.dataset.ready = 'true';</script></body></html>")
        for page, expected in ((broken, "planted"), (blank, "blank")):
            try:
                check_page(browser, page, report, None)
            except CheckFailed as failure:
                if expected not in str(failure):
                    raise CheckFailed(f"self-test: {page.name} failed for another reason: {failure}")
                print(f"self-test: {page.name} is caught: " + " ".join(str(failure).split()))
                continue
            raise CheckFailed(f"self-test: {page.name} passed the checks")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--page", type=pathlib.Path)
    parser.add_argument("--report", type=pathlib.Path)
    parser.add_argument("--screenshot", type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    if not options.self_test and not (options.page and options.report):
        parser.error("give --page and --report, or --self-test")
    started = time.monotonic()
    browser = None
    try:
        browser = Browser()
        if options.self_test:
            self_test(browser)
        if options.page:
            report = json.loads(options.report.read_text())
            for line in check_page(browser, options.page, report, options.screenshot):
                print(f"ok: {line}")
    except CheckFailed as failure:
        print(f"check-report-page: FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if browser:
            browser.close()
    print(f"check-report-page: passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
