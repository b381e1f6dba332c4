"""What the browser tests of table mode share: the host (`arbiter-cli serve`
with the tablet's requests on its standard input), headless Chromium pages
that record every message their socket receives, and a player's taps on the
phone page (a choice, then its inputs through the page's own controls).

Importing it exits 77 (skipped, with the reason) where chromium,
chromedriver or python3-selenium is absent.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77


def skip(reason):
    print("SKIP: " + reason + " (scripts/install-deps installs chromium, chromium-driver and python3-selenium)")
    sys.exit(SKIP)


chromium = shutil.which("chromium") or shutil.which("chromium-browser")
driver_path = shutil.which("chromedriver")
if not chromium or not driver_path:
    skip("no chromium or chromedriver on this machine")
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    skip("python3-selenium is not installed")


class Host:
    """arbiter-cli serve, with the tablet's requests on its standard input."""

    def __init__(self, cli, db, session):
        self.process = subprocess.Popen([cli, "--db", db, "serve", "--session", str(session), "--port", "0",
                                         "--bind", "127.0.0.1"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.started = json.loads(self.process.stdout.readline())
        assert self.started["ok"], self.started
        self.session = session

    def call(self, request):
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def session_call(self, op, **fields):
        answer = self.call(dict(op=op, session=self.session, **fields))
        assert answer["ok"], answer
        return answer

    def stop(self):
        self.process.kill()
        self.process.wait()


def new_session(cli, db, request):
    made = subprocess.run([cli, "--db", db], input=json.dumps(request) + "\n", capture_output=True, text=True, check=True)
    answer = json.loads(made.stdout)
    assert answer["ok"], answer
    return answer["session"]


class ServedTable:
    """A fresh database holding the session `request` makes, served by
    arbiter-cli serve. Pages opened with page() are closed, the host stopped
    and the folder removed when the `with` block ends, however it ended."""

    def __init__(self, cli, request, prefix="arbiter-browser-"):
        self.work = tempfile.mkdtemp(prefix=prefix)
        self.pages = []
        try:
            self.db = os.path.join(self.work, "table.sqlite")
            self.session = new_session(cli, self.db, request)
            self.host = Host(cli, self.db, self.session)
        except BaseException:
            shutil.rmtree(self.work, ignore_errors=True)
            raise
        self.url = self.host.started["url"]

    def page(self, language):
        driver = browser(language)
        self.pages.append(driver)
        return driver

    def __enter__(self):
        return self

    def __exit__(self, *failure):
        for driver in self.pages:
            driver.quit()
        self.host.stop()
        shutil.rmtree(self.work, ignore_errors=True)
        return False


# Every message the page's socket receives and sends, kept where the test can
# read it: what reached the phone, not only what it drew.
RECORD_MESSAGES = """
(() => {
  const Native = window.WebSocket;
  window.__received = [];
  window.__sent = [];
  window.WebSocket = function (url, protocols) {
    const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("message", (event) => window.__received.push(event.data));
    const sendNative = socket.send.bind(socket);
    socket.send = (data) => {
      window.__sent.push(data);
      sendNative(data);
    };
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  for (const state of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"])
    window.WebSocket[state] = Native[state];
})();
"""


def browser(language):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    # The background-networking flags keep Chromium from calling out to its vendor's hosts: the
    # test talks to the host on 127.0.0.1 and nothing else.
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-default-apps",
                 "--window-size=400,900", "--lang=" + language):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_MESSAGES})
    return driver


def received(driver):
    return [json.loads(text) for text in driver.execute_script("return window.__received || [];")]


def sent(driver):
    return [json.loads(text) for text in driver.execute_script("return window.__sent || [];")]


def wait(driver, condition, what, timeout=10):
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: condition(d), message=what)


def take_seat(driver, url, seat):
    driver.get(url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "button.seat[data-seat='%s']" % seat), "seat buttons")
    driver.find_element(By.CSS_SELECTOR, "button.seat[data-seat='%s']" % seat).click()
    wait(driver, lambda d: d.find_element(By.ID, "table").is_displayed(), "the table view")


# One round trip for everything the loop looks at on a page.
PROBE = """
const options = Array.from(document.querySelectorAll('button.option'));
return {seq: Number(document.getElementById('last-seq').textContent || 0),
        enabled: options.filter(b => !b.disabled).length,
        waiting: !document.getElementById('waiting').hidden,
        refusal: document.getElementById('refusal').hidden ? '' : document.getElementById('refusal-text').textContent};
"""


def probe(driver):
    return driver.execute_script(PROBE)


def page_seq(driver):
    return probe(driver)["seq"]


def page_log(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#log li')).map(li => [Number(li.dataset.seq), li.textContent]).reverse();")


def record_text(record):
    return " ".join(e["text"] for e in record["events"]) or record["kind"]


def at_record(driver, last, seat):
    """Waits until the page shows record `last` and its choices; how many it offers."""
    seen = wait(driver, lambda d: (lambda p: p if p["seq"] == last and (p["enabled"] or p["waiting"]) else None)(probe(d)),
                "%s's page at record %d with its choices" % (seat, last))
    return seen["enabled"]


def tap_choice(driver, index, pick):
    """Taps the page's choice `index` and fills its inputs through the page's
    controls; `pick(field, values)` says which legal value a player would
    name (a die face, a card). Returns the action the page was offered."""
    option = driver.execute_script("return page.options.options[arguments[0]];", index)
    driver.find_elements(By.CSS_SELECTOR, "button.option")[index].click()
    if not option.get("inputs"):
        return option
    wait(driver, lambda d: d.find_element(By.ID, "input-form").is_displayed(), "the input form")
    chosen = {field: pick(field, values) for field, values in option["inputs"].items()}
    for control in driver.find_elements(By.CSS_SELECTOR, "#input-fields select, #input-fields input"):
        field = control.get_attribute("data-list") or control.get_attribute("data-field")
        value = chosen[field]
        if control.get_attribute("data-list"):
            value = value[int(control.get_attribute("data-position"))]
        if control.tag_name == "select":
            Select(control).select_by_value(json.dumps(value, separators=(",", ":"), ensure_ascii=False))
        else:
            control.send_keys(str(value))
    driver.find_element(By.ID, "input-send").click()
    return option


def filled(option, pick):
    action = dict(option["action"])
    for field, values in option.get("inputs", {}).items():
        action[field] = pick(field, values)
    return action
