"""Headless Chromium driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: commands on fd 3, answers on fd 4, each message
JSON ended by a NUL byte), with Python's standard library alone: the one
way the tests, the benchmarks and the package builder run Chromium, and
the one place its flags are written.

    with Browser(chromium) as browser:
        page = browser.page(url, width=390, height=844)
        page.evaluate("document.title")
        page.console  # every console message and uncaught exception
        page.print_pdf(path)  # the page printed, on A4

A browser shows one tab: each page() call loads its URL into that tab,
sized anew, so a Page returned before is that tab too.
"""
import fcntl
import json
import os
import shutil
import subprocess
import tempfile

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-pipe", "--allow-file-access-from-files"]


class BrowserError(Exception):
    pass


def program():
    """The Chromium that tools/test-tools.txt names (its chromium line's
    program: the headless shell, the browser without its windows, at a
    third less CPU a page), found on the PATH; None if it is not there."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-tools.txt"),
              encoding="utf-8") as tools:
        named = next(line.split()[1] for line in tools if line.split()[:1] == ["chromium"])
    return shutil.which(named)


class Browser:
    def __init__(self, chromium):
        self.profile = tempfile.TemporaryDirectory(prefix="rocks-chromium-")
        commands_read, self.commands = os.pipe()
        self.answers, answers_write = os.pipe()

        def descriptors():  # in the child: fd 3 reads commands, fd 4 writes answers
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (commands_read, answers_write)]
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        # The pipes' own descriptors are not inherited; 3 and 4 are.
        self.process = subprocess.Popen(
            [chromium, *FLAGS, f"--user-data-dir={self.profile.name}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=descriptors, close_fds=False)
        os.close(commands_read)
        os.close(answers_write)
        self.pending = b""
        self.next_id = 0
        self.events = []
        self.tab = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        try:
            self.send("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.commands)
        os.close(self.answers)
        self.profile.cleanup()

    def read_message(self):
        while b"\0" not in self.pending:
            chunk = os.read(self.answers, 1 << 16)
            if not chunk:
                raise BrowserError("chromium closed its pipe")
            self.pending += chunk
        message, self.pending = self.pending.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        """Sends a command and returns its result; events met on the way are kept."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            answer = self.read_message()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_for(self, method, session):
        """Waits for the session's next event `method`."""
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(i)
            self.events.append(self.read_message())

    def page(self, url, width, height):
        """The browser's tab showing `url` at width x height, its console
        what this page says. One tab, reused: a new one costs a renderer
        process, about 1 CPU-second here, against a quarter of that to load
        a page into the open one."""
        if self.tab is None:
            target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = self.send("Target.attachToTarget",
                                {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Page", "Runtime", "Log"):
                self.send(domain + ".enable", session=session)
            self.tab = Page(self, session)
        self.events = [event for event in self.events if event.get("sessionId") != self.tab.session]
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1,
                   "mobile": width < 600}, session=self.tab.session)
        self.tab.go(url)
        return self.tab


class Page:
    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def go(self, url):
        self.browser.send("Page.navigate", {"url": url}, session=self.session)
        self.browser.wait_for("Page.loadEventFired", self.session)

    def evaluate(self, expression):
        """The value of a JavaScript expression (awaited if a promise)."""
        result = self.browser.send("Runtime.evaluate",
                                   {"expression": expression, "awaitPromise": True,
                                    "returnByValue": True}, session=self.session)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise BrowserError(details.get("exception", {}).get("description", details["text"]))
        return result["result"].get("value")

    def print_pdf(self, path):
        """The page printed to `path` as a PDF on A4, backgrounds kept."""
        import base64
        data = self.browser.send("Page.printToPDF",
                                 {"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": True,
                                  "displayHeaderFooter": False}, session=self.session)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def screenshot(self, path):
        import base64
        data = self.browser.send("Page.captureScreenshot", {"captureBeyondViewport": True},
                                 session=self.session)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    @property
    def console(self):
        """What the page printed on the console, and what it threw."""
        said = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                continue
            params = event.get("params", {})
            if event.get("method") == "Runtime.consoleAPICalled":
                said.append(" ".join(str(arg.get("value", arg.get("description")))
                                     for arg in params.get("args", [])))
            elif event.get("method") == "Runtime.exceptionThrown":
                said.append(params["exceptionDetails"].get("exception", {}).get(
                    "description", params["exceptionDetails"]["text"]))
            elif event.get("method") == "Log.entryAdded":
                said.append(params["entry"]["text"])
        return said
