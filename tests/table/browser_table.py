#!/usr/bin/env python3
"""Table mode in real browsers: `arbiter-cli serve` hosts a Theosis session,
two headless Chromium pages (one English, one German) take Ann's and Ben's
seats, and the game is played to its end: each page taps the choice the
host offers its seat (sealed bids typed into a hidden field), and the host
side (the CLI's standard input, the tablet's part) takes every fourth
step and any the table takes itself. At the end both pages show the same log as the database.

Usage: browser_table.py PATH/TO/arbiter-cli
Exit 77 (skipped) when chromium, chromedriver or python3-selenium is absent.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
MAX_ACTIONS = 200


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
    from selenium.webdriver.support.ui import WebDriverWait
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

    def call(self, request):
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def stop(self):
        self.process.kill()
        self.process.wait()


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
    return webdriver.Chrome(service=Service(driver_path), options=options)


def wait(driver, condition, what, timeout=10):
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: condition(d), message=what)


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


def filled(option):
    action = dict(option["action"])
    for field, values in option.get("inputs", {}).items():
        action[field] = values[-1]
    return action


def main():
    cli = sys.argv[1]
    work = tempfile.mkdtemp(prefix="arbiter-browser-")
    db = os.path.join(work, "table.sqlite")
    made = subprocess.run([cli, "--db", db], input=json.dumps(
        {"op": "session.new", "game": "theosis", "players": ["Ann", "Ben"], "seed": 3, "setup": {"blitz": True}}) + "\n",
        capture_output=True, text=True, check=True)
    session = json.loads(made.stdout)["session"]
    host = Host(cli, db, session)
    pages = {}
    started = time.monotonic()
    try:
        pages = {"Ann": browser("en"), "Ben": browser("de")}
        for seat, driver in pages.items():
            driver.get(host.started["url"])
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "button.seat[data-seat='%s']" % seat), "seat buttons")
            driver.find_element(By.CSS_SELECTOR, "button.seat[data-seat='%s']" % seat).click()
            wait(driver, lambda d: d.find_element(By.ID, "table").is_displayed(), "the table view")
        assert "Du spielst" in pages["Ben"].find_element(By.ID, "seat-name").text, "the German page speaks German"
        assert "You play" in pages["Ann"].find_element(By.ID, "seat-name").text

        by_phone = by_host = typed_bids = 0
        for step in range(MAX_ACTIONS):
            now = host.call({"op": "session.options", "session": session})
            assert now["ok"], now
            if now["over"]:
                break
            last = host.call({"op": "session.state", "session": session})["last_seq"]
            named = [o for o in now["options"] if "player" in o["action"]]
            seat = named[0]["action"]["player"] if named else now["actor"]
            # Every fourth step the tablet taps instead of the phone, as a
            # table does when a player hands over the choice.
            driver = pages.get(seat) if step % 4 != 3 else None
            offered = 0
            if driver:
                seen = wait(driver, lambda d: (lambda p: p if p["seq"] == last and (p["enabled"] or p["waiting"]) else None)(probe(d)),
                            "%s's page at record %d with its choices" % (seat, last))
                offered = seen["enabled"]
            if offered:
                # The last choice, as a player would tap it; the game ends sooner that way.
                driver.find_elements(By.CSS_SELECTOR, "button.option")[-1].click()
                secret = driver.find_elements(By.CSS_SELECTOR, "#input-form:not([hidden]) #input-fields input[type=password]")
                for field in secret:
                    mine = [o for o in named if o["action"].get("player") == seat]
                    values = mine[-1]["inputs"][field.get_attribute("data-field")] if mine else [0]
                    field.send_keys(str(values[-1]))
                    typed_bids += 1
                if driver.find_elements(By.CSS_SELECTOR, "#input-form:not([hidden])"):
                    driver.find_element(By.ID, "input-send").click()
                by_phone += 1
            else:
                answer = host.call({"op": "session.apply", "session": session, "action": filled(now["options"][-1])})
                assert answer["ok"], answer
                by_host += 1
            for driver in pages.values():
                seen = wait(driver, lambda d: (lambda p: p if p["seq"] == last + 1 or p["refusal"] else None)(probe(d)),
                            "the pages after record %d" % (last + 1))
                assert not seen["refusal"], seen["refusal"]
        else:
            raise AssertionError("the game did not end within %d actions" % MAX_ACTIONS)

        exported = host.call({"op": "session.export", "session": session})["export"]
        records = exported["log"]
        expected = [[r["seq"], " ".join(e["text"] for e in r["events"]) or r["kind"]] for r in records]
        for seat, driver in pages.items():
            wait(driver, lambda d: page_seq(d) == len(records), "%s's page at the end" % seat)
            assert page_log(driver) == expected, "%s's log differs from the database" % seat
            assert driver.find_element(By.ID, "step").text, "the page says the game is over"
        assert by_phone > 0 and by_host > 0 and typed_bids > 0, (by_phone, by_host, typed_bids)
        print("played Theosis to its end: %d records, %d from the phones (%d sealed bids typed), %d from the host, %.1f s"
              % (len(records), by_phone, typed_bids, by_host, time.monotonic() - started))
    finally:
        for driver in pages.values():
            driver.quit()
        host.stop()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
