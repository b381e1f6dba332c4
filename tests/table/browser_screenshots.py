#!/usr/bin/env python3
"""The phone page's screenshots in docs/screenshots (portrait): a Banishing
seat at its turn with its own hand, light and English (table-phone-light.png),
and the same seat asking for a trade, dark and German (table-phone-dark.png), switched
to German on the page; then the states of browser_recovery.py's steps on a
Theosis table: a tab whose seat another tab took (table-phone-taken-over.png),
a new phone that lost its seat (table-phone-lost-seat.png) asking the tablet
for it (table-phone-asking.png), and a page whose host stopped
(table-phone-out-of-date.png). Then the same Banishing seat in each engine,
light and dark, English and German: table-phone-ENGINE-THEME-LANGUAGE.png
(chromium, webkit).
Not a test: run it by hand after the page's look changed, on an X display
for WebKit: tests/support/on-x11.sh 1280x1024 python3 browser_screenshots.py ...

Usage: browser_screenshots.py PATH/TO/arbiter-cli OUTPUT_DIR
"""
import os
import sys

from browser_recovery import lost_seat, second_tab, stalled_host
from browser_support import By, ServedTable, set_page_size, take_seat, wait

WIDTH, HEIGHT = 500, 772


def shoot(driver, path, dark):
    set_page_size(driver, WIDTH, HEIGHT)
    if driver.engine == "chromium":
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    wait(driver, lambda d: d.execute_script("return document.documentElement.dataset.theme;") == ("dark" if dark else "light"),
         "the page in its theme")
    driver.save_screenshot(path)


def recovery_states(cli, out):
    def picture(driver, name):
        driver.execute_script("window.scrollTo(0, 0);")
        shoot(driver, os.path.join(out, "table-phone-%s.png" % name), dark=False)

    with ServedTable(cli, {"op": "session.new", "game": "theosis", "players": ["Ann", "Ben"], "seed": 3,
                           "setup": {"blitz": True}}, prefix="arbiter-shots-") as table:
        phone = table.page("en", "chromium")
        second_tab(table.url, phone, picture)
        new_phone = table.page("en", "chromium")
        lost_seat(table.host, table.url, phone, new_phone, picture)
        stalled_host(cli, table.db, table.host, table.session, new_phone, picture)


def each_engine(cli, out):
    """Ann's seat of a Banishing table, the app's theme and language as the
    tablet sends them, in both engines."""
    for engine in ("chromium", "webkit"):
        with ServedTable(cli, {"op": "session.new", "game": "the-banishing", "players": ["Ann", "Ben"], "seed": 3,
                               "setup": {"mode": "app"}}, prefix="arbiter-shots-") as table:
            driver = table.page("en", engine)
            take_seat(driver, table.url, "Ann")
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand-list li.card"), "Ann's hand")
            for language in ("en", "de"):
                for theme in ("light", "dark"):
                    # The theme as the tablet would send it; the language from the page's own switch,
                    # so that the host answers in it too.
                    driver.execute_script("handlers.settings({type: 'settings', theme: arguments[0]});", theme)
                    if driver.execute_script("return document.documentElement.lang;") != language:
                        driver.find_element(By.ID, "language").click()
                    wait(driver, lambda d: d.execute_script("return document.documentElement.lang;") == language
                         and d.execute_script("return page.optionsSeq === page.lastSeq;"), "the language")
                    if language == "de":
                        wait(driver, lambda d: "Reihe" in d.find_element(By.ID, "options").text, "the choices in German")
                    driver.execute_script("window.scrollTo(0, 0);")
                    shoot(driver, os.path.join(out, "table-phone-%s-%s-%s.png" % (engine, theme, language)), theme == "dark")


def main():
    cli, out = sys.argv[1], sys.argv[2]
    each_engine(cli, out)
    recovery_states(cli, out)
    with ServedTable(cli, {"op": "session.new", "game": "the-banishing", "players": ["Ann", "Ben"], "seed": 3,
                           "setup": {"mode": "app"}}, prefix="arbiter-shots-") as table:
        host = table.host
        light = table.page("en", "chromium")
        take_seat(light, table.url, "Ann")
        wait(light, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand-list li.card"), "Ann's hand")
        shoot(light, os.path.join(out, "table-phone-light.png"), dark=False)
        host.session_call("session.apply", action={"type": "take", "character": "fighter", "line": "row", "index": 0})
        dark = light
        # serve tells the page the app's theme (light); the tablet switching to dark would send this.
        dark.execute_script("handlers.settings({type: 'settings', theme: 'dark'});")
        # The page's own language switch.
        dark.find_element(By.ID, "language").click()
        wait(dark, lambda d: d.execute_script("return page.optionsSeq === page.lastSeq && page.lastSeq === 1;"), "the newest choices")
        trade = dark.execute_script("return page.options.options.findIndex(o => o.action.type === 'trade');")
        dark.find_elements(By.CSS_SELECTOR, "button.option")[trade].click()
        wait(dark, lambda d: d.find_element(By.ID, "input-form").is_displayed(), "the trade's inputs")
        dark.execute_script("window.scrollTo(0, 0);")
        shoot(dark, os.path.join(out, "table-phone-dark.png"), dark=True)


if __name__ == "__main__":
    main()
