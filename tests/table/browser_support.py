"""What the browser tests of table mode share: the host (`arbiter-cli serve`
with the tablet's requests on its standard input), the pages of real browser
engines at phone size, through a door (page_door.py) that records every
message their socket receives and can take their network away, and a
player's taps on the phone page (a choice, then its inputs through the
page's own controls).

The engines: ARBITER_BROWSER names them, comma-separated, the pages of a
table taking them in turn: `chromium` (headless, the default) and `webkit`
(WebKitGTK's MiniBrowser through WebKitWebDriver, the engine of every
browser on an iPhone; it needs an X display, tests/support/on-x11.sh).

Importing it exits 77 (skipped, with the reason) where an engine asked for,
its driver or python3-selenium is absent.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from xml.etree import ElementTree

from page_door import PageDoor

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))
ENGINES = [e.strip() for e in os.environ.get("ARBITER_BROWSER", "chromium").split(",") if e.strip()]
# A phone held upright: the page's width and height in CSS pixels.
PHONE = (390, 844)


def skip(reason):
    print("SKIP: " + reason + " (scripts/install-deps installs chromium, chromium-driver, webkit2gtk-driver and python3-selenium)")
    sys.exit(SKIP)


chromium = shutil.which("chromium") or shutil.which("chromium-browser")
driver_path = shutil.which("chromedriver")
webkit_driver = shutil.which("WebKitWebDriver")
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
for engine in ENGINES:
    if engine == "chromium" and (not chromium or not driver_path):
        skip("no chromium or chromedriver on this machine")
    elif engine == "webkit":
        if not webkit_driver or not os.path.exists(MINIBROWSER):
            skip("no WebKitWebDriver or MiniBrowser on this machine")
        if not os.environ.get("DISPLAY"):
            skip("WebKitGTK needs an X display: run it through tests/support/on-x11.sh")
    elif engine not in ("chromium", "webkit"):
        print("ARBITER_BROWSER: unknown engine %s (chromium or webkit)" % engine)
        sys.exit(2)
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
    from selenium.webdriver.webkitgtk.options import Options as WebKitOptions
except ImportError:
    skip("python3-selenium is not installed")


class Host:
    """arbiter-cli serve, with the tablet's requests on its standard input."""

    def __init__(self, cli, db, session, flags=()):
        self.process = subprocess.Popen([cli, "--db", db, "serve", "--session", str(session), "--port", "0",
                                         "--bind", "127.0.0.1", *flags],
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

    def __init__(self, cli, request, prefix="arbiter-browser-", serve_flags=()):
        self.work = tempfile.mkdtemp(prefix=prefix)
        self.pages = []
        self.door = None
        try:
            self.db = os.path.join(self.work, "table.sqlite")
            self.session = new_session(cli, self.db, request)
            self.host = Host(cli, self.db, self.session, serve_flags)
            self.door = PageDoor(int(self.host.started["url"].split("://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1]))
        except BaseException:
            if self.door:
                self.door.close()
            shutil.rmtree(self.work, ignore_errors=True)
            raise
        # The QR code's link, through the door.
        self.url = self.door.url(self.host.started["url"])

    def page(self, language, engine=None):
        """A new phone: the next engine of ARBITER_BROWSER's list, or `engine`."""
        driver = browser(language, engine or ENGINES[len(self.pages) % len(ENGINES)], self.work)
        self.pages.append(driver)
        return driver

    def __enter__(self):
        return self

    def __exit__(self, *failure):
        for driver in self.pages:
            driver.quit()
        self.door.close()
        self.host.stop()
        shutil.rmtree(self.work, ignore_errors=True)
        return False


def chromium_page(language):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    # The background-networking flags keep Chromium from calling out to its vendor's hosts: the
    # test talks to the host on 127.0.0.1 and nothing else.
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-default-apps",
                 "--window-size=%d,%d" % PHONE, "--lang=" + language):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    # Headless Chromium has no browser frame: the window's size is the page's.
    return webdriver.Chrome(service=Service(driver_path), options=options)


def webkit_page(language, work):
    # MiniBrowser takes its languages from the environment its driver starts
    # it with; its toolbar is shrunk (webkit-gtk.css) so that the page can
    # be as narrow as the smallest phone, 320 CSS pixels.
    config = os.path.join(work, "webkit-config", "gtk-3.0")
    os.makedirs(config, exist_ok=True)
    shutil.copy(os.path.join(HERE, "webkit-gtk.css"), os.path.join(config, "gtk.css"))
    saved = {name: os.environ.get(name) for name in ("LANGUAGE", "XDG_CONFIG_HOME", "LIBGL_ALWAYS_SOFTWARE")}
    os.environ.update(LANGUAGE=language, XDG_CONFIG_HOME=os.path.dirname(config),
                      # Xvfb has no GPU: without this, MiniBrowser's screenshots come out black.
                      LIBGL_ALWAYS_SOFTWARE="1")
    try:
        options = WebKitOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        driver = webdriver.WebKitGTK(executable_path=webkit_driver, options=options,
                                     service_log_path=os.path.join(work, "webkitwebdriver.log"))
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    return driver


def browser(language, engine="chromium", work=None):
    driver = webkit_page(language, work or tempfile.gettempdir()) if engine == "webkit" else chromium_page(language)
    driver.engine = engine
    set_page_size(driver, *PHONE)
    return driver


def set_page_size(driver, width, height):
    """The page's viewport, in CSS pixels, as a phone of that size shows it
    (turned: width and height swapped)."""
    # A window has a frame (and WebKit's a toolbar) around the page: the
    # window is the page plus the frame last measured, and grows by what the
    # page still lacks until the page has its size. WebKit answers
    # set_window_size before the page has the new size, so each reading waits
    # for the page's viewport to move and settle.
    def fits(got):
        return abs(got[0] - width) <= 2 and abs(got[1] - height) <= 2

    frame = getattr(driver, "window_frame", [0, 0])
    for _ in range(6):
        before = driver.execute_script("return [innerWidth, innerHeight];")
        outer = [max(100, width + frame[0]), max(100, height + frame[1])]
        driver.set_window_size(*outer)
        got = settled_viewport(driver, lambda got: fits(got) or got != before)
        frame = [outer[0] - got[0], outer[1] - got[1]]
        driver.window_frame = frame
        if fits(got):
            return


def settled_viewport(driver, wanted, timeout=2):
    """The page's viewport once it reads the same three times in a row and is
    what was wanted (or the timeout passed: the caller's check names it)."""
    deadline = time.monotonic() + timeout
    readings = []
    while True:
        readings.append(driver.execute_script("return [innerWidth, innerHeight];"))
        steady = len(readings) >= 3 and readings[-1] == readings[-2] == readings[-3]
        if (steady and wanted(readings[-1])) or time.monotonic() > deadline:
            return readings[-1]
        time.sleep(0.05)


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


def tap_choice(driver, index, pick, typed=None, check=None):
    """Taps the page's choice `index` and fills its inputs through the page's
    controls; `pick(field, values)` says which legal value a player would
    name (a die face, a card). `typed` ({field: {position: name}}) types a
    name the pack lacks where the option leaves that field open. `check(driver)`
    looks at the page once its input form is open. Returns the action the page
    was offered."""
    typed = typed or {}
    option = driver.execute_script("return page.options.options[arguments[0]];", index)
    driver.find_elements(By.CSS_SELECTOR, "button.option")[index].click()
    cards = [field for field, spec in option.get("open", {}).items() if spec.get("kind") == "card"]
    if not option.get("inputs") and not cards:
        return option
    wait(driver, lambda d: d.find_element(By.ID, "input-form").is_displayed(), "the input form")
    if check:
        check(driver)
    for box in driver.find_elements(By.CSS_SELECTOR, "#input-fields fieldset[data-card]"):
        # A card the pack lacks, typed whole: its texts named after the card, its numbers left at their least.
        for part in box.find_elements(By.CSS_SELECTOR, "input[data-kind=text]"):
            part.send_keys("Typed %s" % part.get_attribute("data-key"))
    chosen = {field: pick(field, values) for field, values in option.get("inputs", {}).items()}
    for control in driver.find_elements(By.CSS_SELECTOR, "#input-fields select[data-list], #input-fields select[data-field], #input-fields input[data-field]"):
        field = control.get_attribute("data-list") or control.get_attribute("data-field")
        value = chosen[field]
        position = int(control.get_attribute("data-position") or 0)
        if control.get_attribute("data-list"):
            value = value[position]
        name = typed.get(field, {}).get(position)
        if name is not None and control.tag_name == "select":
            # The last choice of an open field shows the text field beside it.
            Select(control).select_by_index(len(control.find_elements(By.TAG_NAME, "option")) - 1)
            box = control.find_element(By.XPATH, "following-sibling::input")
            wait(driver, lambda d: box.is_displayed(), "the text field for a name the pack lacks")
            box.send_keys(name)
            continue
        if control.tag_name == "select":
            # By meaning, not by text: WebKit's driver hands objects back with their keys in
            # another order than the page's JSON.stringify wrote them.
            # The last choice of an open field is "not in the list", no value of its own.
            values = [item.get_attribute("value") for item in control.find_elements(By.TAG_NAME, "option")]
            values = [json.loads(v) if not v.startswith("\x00") else None for v in values]
            Select(control).select_by_index(values.index(value))
        else:
            control.send_keys(str(value))
    driver.find_element(By.ID, "input-send").click()
    return option


def filled(option, pick):
    action = dict(option["action"])
    for field, values in option.get("inputs", {}).items():
        action[field] = pick(field, values)
    for field, spec in option.get("open", {}).items():
        if spec.get("kind") == "card":
            # A card the pack lacks, as the phone types it (tap_choice).
            action[field] = {part["key"]: part["min"] if part["kind"] == "number" else
                             part["values"][0]["value"] if part["kind"] == "choice" else "Typed %s" % part["key"]
                             for part in spec["fields"]}
    return action


class PlayerWords:
    """The words check of the monkeys (tests/support/PlayerWords.h) on a phone
    page: the patterns of tests/support/player-words.json, the pack's content
    ids, and on a German page the English sentences the translation has."""

    def __init__(self, content):
        root = os.path.dirname(os.path.dirname(HERE))
        with open(os.path.join(root, "tests", "support", "player-words.json"), encoding="utf-8") as f:
            words = json.load(f)
        self.ignore = re.compile(words["ignore"])
        self.hyphened = re.compile(words["hyphened"])
        self.patterns = [(p["why"], re.compile(p["pattern"])) for p in words["patterns"]]
        self.ids = set()
        self._collect_ids(content)
        self.english = set()
        for message in ElementTree.parse(os.path.join(root, "translations", "arbiter_de.ts")).getroot().iter("message"):
            source = " ".join((message.findtext("source") or "").split())
            translation = message.find("translation")
            if (translation is not None and not translation.get("type") and translation.text
                    and translation.text != source and "%" not in source and " " in source):
                self.english.add(source)

    def _collect_ids(self, value):
        if isinstance(value, list):
            for each in value:
                self._collect_ids(each)
        elif isinstance(value, dict):
            for key, each in value.items():
                if key == "id" and isinstance(each, str) and "-" in each:
                    self.ids.add(each)
                else:
                    self._collect_ids(each)

    def offence(self, line, german):
        text = " ".join(self.ignore.sub(" ", line).split())
        if not text:
            return None
        for why, pattern in self.patterns:
            found = pattern.search(text)
            if found:
                return "%s (%s)" % (why, found.group(0))
        for found in self.hyphened.finditer(text):
            if found.group(0) in self.ids:
                return "a content id (%s)" % found.group(0)
        if german and text in self.english:
            return "English on a German screen"
        return None

    def check(self, driver, where):
        """Fails naming each line of the page's visible text a player must not read."""
        german = driver.execute_script("return document.documentElement.lang;") == "de"
        lines = driver.execute_script("return document.body.innerText;").splitlines()
        wrong = ["%s: %r" % (why, line) for line in lines for why in [self.offence(line, german)] if why]
        assert not wrong, "%s: words no player should read:\n  %s" % (where, "\n  ".join(wrong[:10]))
