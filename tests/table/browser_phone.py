#!/usr/bin/env python3
"""What phones do to the page and desktop browsers do not, in the engine(s)
ARBITER_BROWSER names (Chromium, WebKit: every browser on an iPhone), on a
Theosis table served by `arbiter-cli serve --allow-undo`, Ann's phone in
English and Ben's switched to German, both joined by the QR code's link:

- fits: at 390 and at 320 CSS pixels wide, upright and turned, nothing
  scrolls sideways and every control a finger may tap is 48 px or more
  each way; no style sizes by `vh` (the height behind a phone's browser
  bars), and a short page is no taller than the phone;
- reload: the page comes back with its seat and the same log;
- undo: where the tablet allows it, Undo on the phone takes back the last step;
- offline: the network goes and comes back (page_door.py cuts every
  connection and refuses new ones): the page says it lost the table, takes
  no taps, and catches up by itself;
- wake: the page put in the background while its socket died without a
  word (a phone asleep); brought back, it pings at once and catches up on a
  new socket, well before the heartbeat's silence would have told it;
- keyboard: the phone's keyboard takes the lower part of the screen while
  a sealed bid is typed: the field stays in sight.

Usage: browser_phone.py PATH/TO/arbiter-cli
Exit 77 (skipped) when an engine asked for, its driver or python3-selenium is absent.
"""
import sys
import time

from browser_support import (PHONE, By, ServedTable, page_log, page_seq, probe, received, sent, set_page_size, take_seat, tap_choice,
                             wait)

# Every control a finger may tap, visible now, and how big it is.
CONTROLS = """
return Array.from(document.querySelectorAll('button, select, input, a[href], summary, [role=button]'))
  .filter(e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
  .map(e => { const r = e.getBoundingClientRect();
              return {what: e.id || e.className || e.tagName.toLowerCase(), text: (e.textContent || e.name || '').trim().slice(0, 40),
                      width: r.width, height: r.height}; });
"""

# Every style rule's text, the page's own sheet.
STYLE_RULES = "return Array.from(document.styleSheets).flatMap(s => Array.from(s.cssRules).map(r => r.cssText));"

FAKE_VISIBILITY = """
if (!window.__visibilityFaked) {
  window.__visibilityFaked = true;
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => window.__visibility || 'visible'});
  Object.defineProperty(document, 'hidden', {configurable: true, get: () => window.__visibility === 'hidden'});
}
window.__visibility = arguments[0];
document.dispatchEvent(new Event('visibilitychange'));
"""


def status(driver):
    return driver.find_element(By.ID, "status").text


def check_fits(driver, where):
    """No sideways scrolling and no control under 48 px, at this size."""
    width, height = driver.execute_script("return [innerWidth, innerHeight];")
    scroll_width = driver.execute_script("return document.documentElement.scrollWidth;")
    assert scroll_width <= width, "%s, %dx%d, %s: the page is %d px wide and scrolls sideways" % (
        driver.engine, width, height, where, scroll_width)
    small = [c for c in driver.execute_script(CONTROLS) if c["width"] < 48 or c["height"] < 48]
    assert not small, "%s, %dx%d, %s: controls under 48 px: %s" % (driver.engine, width, height, where, small)


def check_every_size(driver, where):
    for size in (PHONE, (320, 640), (PHONE[1], PHONE[0]), (640, 320)):
        set_page_size(driver, *size)
        got = driver.execute_script("return [innerWidth, innerHeight];")
        assert abs(got[0] - size[0]) <= 2, "%s: asked for a page %d wide, got %s" % (driver.engine, size[0], got)
        check_fits(driver, where)
    set_page_size(driver, *PHONE)


def check_heights(driver):
    rules = driver.execute_script(STYLE_RULES)
    by_vh = [r for r in rules if any(unit in r for unit in ("vh;", "vh ", "vh)")) and "dvh" not in r and "svh" not in r]
    assert not by_vh, "styles sized by vh: %s" % by_vh
    tall = driver.execute_script("return [document.documentElement.scrollHeight, innerHeight];")
    assert tall[0] <= tall[1], "%s: the seat list, a short page, is %d px tall on a %d px phone" % (driver.engine, *tall)


def step_host(host):
    """The tablet takes a step: the first thing it may do, its inputs' last value."""
    option = host.session_call("session.options")["options"][0]
    action = dict(option["action"])
    for field, values in option.get("inputs", {}).items():
        action[field] = values[-1]
    host.session_call("session.apply", action=action)
    return host.session_call("session.state")["last_seq"]


def caught_up(driver, host, what, timeout=10):
    last = host.session_call("session.state")["last_seq"]
    wait(driver, lambda d: page_seq(d) == last and "warn" not in d.find_element(By.ID, "status").get_attribute("class"),
         what, timeout=timeout)
    return last


def reload(driver, host):
    before = page_log(driver)
    driver.refresh()
    wait(driver, lambda d: d.find_element(By.ID, "table").is_displayed(), "the table after a reload")
    assert "You play Ann" in driver.find_element(By.ID, "seat-name").text, "the seat after a reload"
    caught_up(driver, host, "the page after a reload")
    assert page_log(driver) == before, "the log changed over a reload"


def undo_from_phone(driver, host):
    last = step_host(host)
    wait(driver, lambda d: page_seq(d) == last and d.find_element(By.ID, "undo").is_enabled(), "Undo on Ann's phone")
    driver.find_element(By.ID, "undo").click()
    # The host first: the page is caught up with the record before the undo too.
    wait(driver, lambda d: host.session_call("session.state")["last_seq"] == last + 1, "the host's record of the phone's undo")
    caught_up(driver, host, "the page after its undo")
    log = host.session_call("session.export")["export"]["log"]
    assert log[-1]["kind"] == "undo" and log[-1]["seq"] == last + 1, log[-1]


def offline(door, host, pages):
    for driver in pages.values():
        caught_up(driver, host, "the page before the network goes")
    door.offline()
    lost = {"Ann": "Connection lost", "Ben": "Verbindung verloren"}
    for seat, driver in pages.items():
        wait(driver, lambda d: lost[seat] in status(d), "%s's page saying it lost the table" % seat)
        assert probe(driver)["enabled"] == 0, "%s's page takes taps offline" % seat
    # The table goes on meanwhile.
    step_host(host)
    step_host(host)
    time.sleep(1)
    door.online()
    back = {"Ann": "Connected", "Ben": "Verbunden"}
    for seat, driver in pages.items():
        caught_up(driver, host, "%s's page back online" % seat, timeout=15)
        wait(driver, lambda d: status(d) == back[seat], "%s's page saying it is connected" % seat)


def wake(door, host, driver):
    caught_up(driver, host, "the page before it sleeps")
    door.stall()
    driver.execute_script(FAKE_VISIBILITY, "hidden")
    step_host(host)
    time.sleep(0.3)
    sent_before = len(sent(driver))
    woke = time.monotonic()
    driver.execute_script(FAKE_VISIBILITY, "visible")
    first = wait(driver, lambda d: sent(d)[sent_before:], "a message from the woken page", timeout=3)[0]
    asked = time.monotonic() - woke
    assert first["type"] == "ping" and asked < 0.5, "the woken page's first word, after %.2f s: %s" % (asked, first)
    caught_up(driver, host, "the woken page caught up")


def keyboard(driver, host):
    """Ann's sealed bid typed while the keyboard covers half the phone."""
    for _ in range(20):
        options = host.session_call("session.options")["options"]
        if any(o["action"]["type"] == "bid" and o["action"].get("player") == "Ann" for o in options):
            break
        step_host(host)
    caught_up(driver, host, "Ann's page at the bids")
    index = wait(driver, lambda d: (lambda i: i + 1 if i >= 0 else None)(d.execute_script(
        "return page.options ? page.options.options.findIndex(o => o.action.type === 'bid') : -1;")), "Ann's bid") - 1
    driver.find_elements(By.CSS_SELECTOR, "button.option")[index].click()
    field = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#input-fields input[type=password]"), "the bid's field")[0]
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top;", field)
    field.click()
    # The keyboard: the page keeps only what lies above the field's top.
    set_page_size(driver, PHONE[0], max(160, int(top) - 10))
    wait(driver, lambda d: d.execute_script("""
        const box = arguments[0].getBoundingClientRect();
        const seen = window.visualViewport ? visualViewport.height : innerHeight;
        return document.activeElement === arguments[0] && box.top >= 0 && box.bottom <= seen;""", field),
         "the bid's field in sight above the keyboard", timeout=3)
    field.send_keys("2")
    driver.find_element(By.ID, "input-send").click()
    set_page_size(driver, *PHONE)
    caught_up(driver, host, "Ann's page after her bid")


def main():
    cli = sys.argv[1]
    started = time.monotonic()
    with ServedTable(cli, {"op": "session.new", "game": "theosis", "players": ["Ann", "Ben"], "seed": 3,
                           "setup": {"blitz": True}}, prefix="arbiter-phone-", serve_flags=("--allow-undo",)) as table:
        host = table.host
        pages = {"Ann": table.page("en"), "Ben": table.page("de")}
        ann = pages["Ann"]
        ann.get(table.url)
        wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, "button.seat"), "the seats")
        check_heights(ann)
        check_every_size(ann, "the seats")
        for seat, driver in pages.items():
            take_seat(driver, table.url, seat)
        # The app speaks English (serve's default); Ben picks German on his page.
        snapshots = len([m for m in received(pages["Ben"]) if m["type"] == "snapshot"])
        pages["Ben"].find_element(By.ID, "language").click()
        wait(pages["Ben"], lambda d: d.execute_script("return document.documentElement.lang;") == "de", "Ben's page in German")
        # The host sends his seat's view again, in German: the log and the choices too.
        wait(pages["Ben"], lambda d: len([m for m in received(d) if m["type"] == "snapshot"]) > snapshots,
             "Ben's view again in German")
        caught_up(ann, host, "Ann's page at the start")
        check_every_size(ann, "the table")
        reload(ann, host)
        undo_from_phone(ann, host)
        offline(table.door, host, pages)
        wake(table.door, host, ann)
        keyboard(ann, host)
        check_every_size(ann, "after the bid")
        print("%s: fits at every size, reload, undo, offline, wake and the keyboard, %.1f s"
              % (" and ".join(sorted({d.engine for d in pages.values()})), time.monotonic() - started))


if __name__ == "__main__":
    main()
