#!/usr/bin/env python3
"""Table mode's page when things go wrong, in real headless Chromium pages
(phone-sized) against `arbiter-cli serve` at its real timeouts:

- second tab: Ann's phone scans the QR code again; the new tab takes the
  seat with the seat code the browser keeps; the first tab says so and
  offers to take it back, and taking it back moves the notice to the other.
- lost seat: a new phone (no seat code stored) sees Ann's seat taken and
  the page says how to get it back: it asks, shows a number, and the
  operator (serve's standard input, the tablet's Phones sheet) hands the
  seat to the request with that number; the old phone is told and cannot
  take it back.
- stalled host: `serve` is stopped with SIGSTOP while the page plays Ann;
  records are added by another process; within a few seconds the page says
  it is out of date and takes no taps; after SIGCONT it catches up by
  itself and says it is connected.

Usage: browser_recovery.py PATH/TO/arbiter-cli [second-tab|lost-seat|stalled-host]
(one scenario alone, from a fresh table; all three by default)
Exit 77 (skipped) when chromium, chromedriver or python3-selenium is absent.
browser_screenshots.py runs the same steps to take the page's pictures.
"""
import json
import os
import signal
import subprocess
import sys
import time

from browser_support import By, ServedTable, page_seq, take_seat, wait


def no_picture(driver, name):
    pass


def shown(driver, element_id):
    return driver.find_element(By.ID, element_id).is_displayed()


def status(driver):
    return driver.find_element(By.ID, "status").text


def second_tab(url, phone, shoot=no_picture):
    """Ann's seat taken by a second tab of her phone, and taken back."""
    take_seat(phone, url, "Ann")
    first = phone.current_window_handle
    phone.switch_to.new_window("tab")
    phone.get(url)
    # The seat code from the browser's storage takes the seat: no seat list.
    wait(phone, lambda d: shown(d, "table") and "You play Ann" in d.find_element(By.ID, "seat-name").text, "the second tab playing Ann")
    second = phone.current_window_handle
    phone.switch_to.window(first)
    wait(phone, lambda d: shown(d, "taken-over"), "the first tab told that another took the seat")
    assert not shown(phone, "table"), "the first tab still shows the table"
    assert "another tab" in phone.find_element(By.ID, "taken-over-text").text
    assert shown(phone, "take-back")
    shoot(phone, "taken-over")
    phone.find_element(By.ID, "take-back").click()
    wait(phone, lambda d: shown(d, "table") and status(d) == "Connected", "the first tab playing Ann again")
    phone.switch_to.window(second)
    wait(phone, lambda d: shown(d, "taken-over"), "the second tab told in turn")
    phone.close()
    phone.switch_to.window(first)


def lost_seat(host, url, old_phone, new_phone, shoot=no_picture):
    """A new phone gets Ann's seat only through the operator's hand-over."""
    new_phone.get(url)
    wait(new_phone, lambda d: d.find_elements(By.CSS_SELECTOR, "button.seat.taken[data-seat='Ann']"), "Ann's seat shown taken")
    hint = new_phone.find_element(By.ID, "seats-hint")
    assert hint.is_displayed() and "ask at the tablet" in hint.text, hint.text
    shoot(new_phone, "lost-seat")
    new_phone.find_element(By.CSS_SELECTOR, "button.seat[data-seat='Ann']").click()
    wait(new_phone, lambda d: shown(d, "asking") and d.find_element(By.ID, "ask-code").text, "the number to show the tablet")
    code = new_phone.find_element(By.ID, "ask-code").text
    assert len(code) == 4 and code.isdigit(), code
    assert "Ann" in new_phone.find_element(By.ID, "asking-title").text
    shoot(new_phone, "asking")

    devices = host.call({"op": "table.devices"})["devices"]
    request = [d for d in devices if d.get("asks_for") == "Ann"]
    assert len(request) == 1 and request[0]["code"] == code, devices
    device = request[0]["device"]
    # Only the request exactly as listed moves the seat.
    wrong = "0000" if code != "0000" else "1111"
    assert not host.call({"op": "table.hand_over", "device": device, "seat": "Ann", "code": wrong})["ok"]
    assert not host.call({"op": "table.hand_over", "device": device, "seat": "Ben", "code": code})["ok"]
    assert shown(old_phone, "table"), "Ann's old phone lost the seat to a wrong code"
    assert host.call({"op": "table.hand_over", "device": device, "seat": "Ann", "code": code})["ok"]

    wait(new_phone, lambda d: shown(d, "table") and "You play Ann" in d.find_element(By.ID, "seat-name").text, "the new phone playing Ann")
    wait(old_phone, lambda d: shown(d, "taken-over") and "gave" in d.find_element(By.ID, "taken-over-text").text,
         "the old phone told the tablet gave the seat away")
    assert not shown(old_phone, "take-back"), "the old phone offers to take back a seat it has no code for"
    assert shown(old_phone, "seats"), "the old phone shows the seats to pick another or ask"


def stalled_host(cli, db, host, session, driver, shoot=no_picture):
    """serve stopped: the page says it is out of date, then catches up."""
    wait(driver, lambda d: status(d) == "Connected", "the page connected")
    os.kill(host.process.pid, signal.SIGSTOP)
    try:
        # Another writer goes on meanwhile (the tablet's own connection).
        for i in range(3):
            request = {"op": "session.apply", "session": session, "action": {"type": "note", "text": "while the host sleeps %d" % i}}
            done = subprocess.run([cli, "--db", db], input=json.dumps(request) + "\n", capture_output=True, text=True, check=True)
            assert json.loads(done.stdout)["ok"], done.stdout
        # The page's heartbeat: silent for 5 s, it says so (10 s is the test's patience, not a promise).
        wait(driver, lambda d: "Out of date" in status(d), "the page saying it is out of date", timeout=10)
        assert "warn" in driver.find_element(By.ID, "status").get_attribute("class")
        assert "stale" in driver.find_element(By.ID, "table").get_attribute("class")
        assert not [b for b in driver.find_elements(By.CSS_SELECTOR, "button.option") if b.is_enabled()], "choices offered while out of date"
        shoot(driver, "out-of-date")
    finally:
        os.kill(host.process.pid, signal.SIGCONT)
    last = host.call({"op": "session.state", "session": session})["last_seq"]
    assert last >= 3, last
    wait(driver, lambda d: page_seq(d) == last and status(d) == "Connected", "the page caught up after the host woke", timeout=20)
    assert "stale" not in driver.find_element(By.ID, "table").get_attribute("class")


def main():
    cli = sys.argv[1]
    started = time.monotonic()
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    with ServedTable(cli, {"op": "session.new", "game": "theosis", "players": ["Ann", "Ben"], "seed": 3,
                           "setup": {"blitz": True}}, prefix="arbiter-recovery-") as table:
        host, db, session, url = table.host, table.db, table.session, table.url
        phone = table.page("en")
        if only in ("", "second-tab"):
            second_tab(url, phone)
        if only in ("", "lost-seat"):
            if only:
                take_seat(phone, url, "Ann")
            new_phone = table.page("en")
            lost_seat(host, url, phone, new_phone)
            phone = new_phone
        if only in ("", "stalled-host"):
            if only:
                take_seat(phone, url, "Ann")
            stalled_host(cli, db, host, session, phone)
        print("%s: %.1f s" % (only or "second tab, lost seat and a stalled host", time.monotonic() - started))


if __name__ == "__main__":
    main()
