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
import sys
import time

from browser_support import By, PlayerWords, ServedTable, page_log, page_seq, probe, sent, take_seat, wait

MAX_ACTIONS = 200


# What the real components showed (the turn's artifact, a monster's stamina
# token, the Market's tokens) and the corrections of a text carried out by
# hand: offered whenever the table may enter them, and moving nothing on, so
# the walk to the game's end never picks one.
TABLE_ENTRIES = ["artifact.set", "market.set", "market.draw", "pouch.add_item", "fast.draw", "stamina.set", "by_hand.correct"]


def moves_on(option):
    return option["action"]["type"] not in TABLE_ENTRIES


def filled(option):
    action = dict(option["action"])
    for field, values in option.get("inputs", {}).items():
        action[field] = values[-1]
    return action


def check_new_host_fields(driver, ben, last):
    """The fields a newer host sends (the app's theme and language, undo from
    phones), handed to the page's own handlers as that host would send them:
    this host sends none of them, and refuses an undo from a phone."""
    driver.execute_script("handlers.settings({type: 'settings', undo_from_phones: true});")
    wait(driver, lambda d: d.find_element(By.ID, "undo").is_displayed(), "Undo once the tablet allows it")
    assert driver.find_element(By.ID, "undo").is_enabled(), "the table has something to undo"
    assert not driver.find_element(By.ID, "redo").is_enabled(), "nothing to redo"
    driver.find_element(By.ID, "undo").click()
    asked = wait(driver, lambda d: [m for m in sent(d) if m["type"] == "undo"], "the page asking to undo")[0]
    assert asked["seat"] == "Ann" and asked["since"] == last and asked["id"], asked
    wait(driver, lambda d: d.find_element(By.ID, "refusal").is_displayed() and d.find_element(By.ID, "undo").is_enabled(),
         "this host's refusal, and Undo ready again")
    driver.execute_script("handlers.settings({type: 'settings', undo_from_phones: false});")
    wait(driver, lambda d: not d.find_element(By.ID, "undo").is_displayed(), "Undo gone when the tablet takes it back")
    # Ann switched her page's language herself: her choice stays.
    driver.execute_script("handlers.welcome({type: 'welcome', seats: page.seats, language: 'de', theme: 'dark'});")
    wait(driver, lambda d: d.execute_script("return document.documentElement.dataset.theme;") == "dark", "the app's dark theme")
    assert "You play" in driver.find_element(By.ID, "seat-name").text


def main():
    cli = sys.argv[1]
    started = time.monotonic()
    with ServedTable(cli, {"op": "session.new", "game": "theosis", "players": ["Ann", "Ben"], "seed": 3,
                           "setup": {"blitz": True}}) as table:
        host, session = table.host, table.session
        pages = {"Ann": table.page("en"), "Ben": table.page("de")}
        for seat, driver in pages.items():
            take_seat(driver, table.url, seat)
        # Ben's browser speaks German, the app (serve's default) English: the app's language wins,
        # and so does its theme (light) over the browser's.
        ben = pages["Ben"]
        assert "You play" in ben.find_element(By.ID, "seat-name").text, "the app's language on Ben's page"
        assert ben.execute_script("return document.documentElement.dataset.theme;") == "light"
        # Ben switches his own page to German: the page's words at once, the host's texts from now on.
        ben.find_element(By.ID, "language").click()
        wait(ben, lambda d: "Du spielst" in d.find_element(By.ID, "seat-name").text, "Ben's page in German")
        # The player's own language switch, there and back.
        ann = pages["Ann"]
        ann.find_element(By.ID, "language").click()
        wait(ann, lambda d: "Du spielst" in d.find_element(By.ID, "seat-name").text, "Ann's page in German")
        ann.find_element(By.ID, "language").click()
        wait(ann, lambda d: "You play" in d.find_element(By.ID, "seat-name").text, "Ann's page in English again")
        assert not ann.find_element(By.ID, "refusal").is_displayed(), ann.find_element(By.ID, "refusal-text").text
        # Undo and redo stay on the tablet unless the tablet allows them.
        assert not ann.find_element(By.ID, "undo").is_displayed()

        words = PlayerWords(host.call({"op": "session.state", "session": session})["setup"]["content"])
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
                # The last choice that moves the game on, as a player would tap it; the game ends sooner that way.
                offered = driver.execute_script(
                    "const offered = page.options.options;"
                    "const buttons = Array.from(document.querySelectorAll('button.option'))"
                    "  .filter(b => !b.disabled && !arguments[0].includes(offered[Number(b.dataset.index)].action.type));"
                    "if (!buttons.length) return false;"
                    "buttons[buttons.length - 1].click();"
                    "return true;", TABLE_ENTRIES)
            if offered:
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
                answer = host.call({"op": "session.apply", "session": session,
                                    "action": filled([o for o in now["options"] if moves_on(o)][-1])})
                assert answer["ok"], answer
                by_host += 1
            for driver in pages.values():
                seen = wait(driver, lambda d: (lambda p: p if p["seq"] == last + 1 or p["refusal"] else None)(probe(d)),
                            "the pages after record %d" % (last + 1))
                assert not seen["refusal"], seen["refusal"]
            for seat, driver in pages.items():
                words.check(driver, "%s's page at record %d" % (seat, last + 1))
        else:
            raise AssertionError("the game did not end within %d actions" % MAX_ACTIONS)

        exported = host.call({"op": "session.export", "session": session})["export"]
        records = exported["log"]
        expected = [[r["seq"], " ".join(e["text"] for e in r["events"]) or r["kind"]] for r in records]
        for seat, driver in pages.items():
            wait(driver, lambda d: page_seq(d) == len(records), "%s's page at the end" % seat)
            assert driver.find_element(By.ID, "step").text, "the page says the game is over"
        assert page_log(ann) == expected, "Ann's log differs from the database"
        # Ben reads the same records in German: the host renders the engine's texts in his language.
        ben_log = page_log(ben)
        assert [seq for seq, _ in ben_log] == [seq for seq, _ in expected], "Ben's page lacks records"
        german = [text for (_, text), (_, english) in zip(ben_log, expected) if text != english]
        assert len(german) > len(expected) // 2, "Ben's log is not in German: %s" % ben_log[:5]
        assert by_phone > 0 and by_host > 0 and typed_bids > 0, (by_phone, by_host, typed_bids)
        check_new_host_fields(pages["Ann"], pages["Ben"], len(records))
        print("played Theosis to its end: %d records, %d from the phones (%d sealed bids typed), %d from the host, %.1f s"
              % (len(records), by_phone, typed_bids, by_host, time.monotonic() - started))


if __name__ == "__main__":
    main()
