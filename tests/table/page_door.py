"""A loopback door between the test's browser pages and `arbiter-cli serve`.

Every engine's page goes through it, so the tests see and do the same in
Chromium and in WebKit, neither of which lets a test do both on its own:

- it adds `recorder.js` to the page (before the page's own scripts run), which
  keeps every message the page's socket receives and sends where the test can
  read it (WebKit's WebDriver has no way to run a script before a page's own);
- it takes the network away and gives it back, as a phone going through a
  tunnel does: `offline()` closes every open connection and refuses new ones;
- it can hold a socket open without passing anything on (`stall()`), as a
  phone's socket is after the phone slept: neither side is told.

The bytes of every other request and of the sockets pass through unchanged.
"""
import os
import socket
import threading

RECORDER = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "recorder.js"), "rb").read()
PAGE_PATHS = (b"/", b"/index.html")


def read_head(connection):
    """The request's head and whatever came after it in the same reads."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return None, b""
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    return head + b"\r\n\r\n", rest


def read_response(connection):
    head, body = read_head(connection)
    if head is None:
        return None, b""
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head, body


def with_recorder(head, body):
    """The page with recorder.js as its first script and its length fixed."""
    body = body.replace(b"<head>", b"<head>\n<script src=\"recorder.js\"></script>", 1)
    lines = [line for line in head.rstrip(b"\r\n").split(b"\r\n")
             if not line.lower().startswith(b"content-length:")]
    lines.append(b"Content-Length: %d" % len(body))
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class Link:
    """One browser connection and its connection to serve."""

    def __init__(self, browser, host):
        self.browser = browser
        self.host = host
        self.flowing = threading.Event()
        self.flowing.set()
        self.closed = False

    def close(self):
        self.closed = True
        self.flowing.set()
        for end in (self.browser, self.host):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()


class PageDoor:
    def __init__(self, host_port):
        self.host_port = host_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.links = set()
        self.open = True
        self.running = True
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, host_url):
        """serve's link (the QR code's), through the door."""
        scheme, rest = host_url.split("://", 1)
        address, _, path = rest.partition("/")
        return "%s://127.0.0.1:%d/%s" % (scheme, self.port, path)

    def offline(self):
        with self.lock:
            self.open = False
            links, self.links = self.links, set()
        for link in links:
            link.close()

    def online(self):
        with self.lock:
            self.open = True

    def stall(self):
        """Every socket open now passes nothing on, and closes no one's end."""
        with self.lock:
            for link in self.links:
                link.flowing.clear()

    def close(self):
        self.running = False
        self.offline()
        self.listener.close()

    def _accept(self):
        while self.running:
            try:
                browser, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(browser,), daemon=True).start()

    def _serve(self, browser):
        try:
            head, rest = read_head(browser)
            with self.lock:
                refused = not self.open
            if head is None or refused:
                browser.close()
                return
            path = head.split(b" ", 2)[1].split(b"?")[0]
            if path == b"/recorder.js":
                browser.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/javascript; charset=utf-8\r\n"
                                b"Cache-Control: no-store\r\nConnection: close\r\nContent-Length: %d\r\n\r\n"
                                % len(RECORDER) + RECORDER)
                browser.close()
                return
            host = socket.create_connection(("127.0.0.1", self.host_port))
            if path in PAGE_PATHS and b"upgrade: websocket" not in head.lower():
                host.sendall(head + rest)
                response_head, body = read_response(host)
                host.close()
                if response_head is not None:
                    browser.sendall(with_recorder(response_head, body))
                browser.close()
                return
            link = Link(browser, host)
            with self.lock:
                if not self.open:
                    link.close()
                    return
                self.links.add(link)
            host.sendall(head + rest)
            threading.Thread(target=self._pass, args=(link, host, browser), daemon=True).start()
            self._pass(link, browser, host)
        except OSError:
            browser.close()

    def _pass(self, link, source, target):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                link.flowing.wait()
                if link.closed:
                    break
                target.sendall(data)
        except OSError:
            pass
        if not link.flowing.is_set():
            # A stalled socket stays open on both sides until the door closes it.
            link.flowing.wait()
        with self.lock:
            self.links.discard(link)
        link.close()
