#!/usr/bin/env python3
"""Table mode in real browsers for Exiled Legends, Super Fantasy Brawl (two
players, or the four-player team game) and The Banishing (the app's deck, and
the real deck whose cards the table names):
`arbiter-cli serve` hosts the session, two or three headless Chromium pages
take seats, and the devices play interleaved: each page taps a choice its
seat is offered and names the inputs (a die face, a Sphere card, the
Challenge cards drawn, a card to ask for) through the page's controls; the
host (the tablet's part) takes every fourth step, the steps of a seat
without a phone, and an undo and a redo. Every page ends with the
database's log (as its seat may see it).

The Banishing checks the hands too: each page shows its own seat's hand as
the database holds it, and no page ever receives another seat's hand, nor
the cards of a trade between two other seats.

Usage: browser_games.py GAME PATH/TO/arbiter-cli, GAME one of
exiled-legends, super-fantasy-brawl, super-fantasy-brawl-teams, the-banishing,
the-banishing-deck.
Exit 77 (skipped) when chromium, chromedriver or python3-selenium is absent.
"""
import json
import os
import random
import sys
import time

from browser_support import (By, PlayerWords, ServedTable, at_record, filled, page_log, page_seq, probe, received, record_text, take_seat,
                             tap_choice, wait)

GAMES = {
    # A game this long has no quick end: each device takes its share of a fixed number of steps
    # from the setup (lineups, the roll for the first turn) into the rounds.
    "exiled-legends": {
        "name": "Exiled Legends", "steps": 40,
        "new": {"game": "exiled-legends", "players": ["ann", "ben"], "seed": 2024, "setup": {"players": [
            {"player": "ann", "legend": "cindrel", "spheres": ["molten-caldera", "ashfall-plain", "ember-steppe"]},
            {"player": "ben", "legend": "maren", "spheres": ["sunken-reef", "frozen-fjord", "shadow-vale"]}]}},
        "pages": {"ann": "en", "ben": "de"}, "inputs": ["face", "sphere"], "reactions": 1,
        "card": ("deck.add_hero", "heroes"),
    },
    "super-fantasy-brawl": {
        "name": "Super Fantasy Brawl", "steps": 40,
        "new": {"game": "super-fantasy-brawl", "players": ["ann", "ben"], "seed": 1, "setup": {
            "first_player": "ann", "deployment": "north",
            "champions": {"ann": ["goldarr", "gwaien", "kilgore"], "ben": ["deryn", "tzu-xiao", "dugrun"]}}},
        "pages": {"ann": "en", "ben": "de"}, "inputs": ["drawn"], "typed": ("drawn", "Moonlit Duel"),
    },
    # Four players in two teams; the fourth has no phone, so the host plays that seat.
    "super-fantasy-brawl-teams": {
        "name": "Super Fantasy Brawl (teams)", "steps": 40,
        "new": {"game": "super-fantasy-brawl", "players": ["ann", "ben", "cat", "dan"], "seed": 4, "setup": {
            "first_player": "ann",
            "champions": {"ann": ["goldarr", "gwaien"], "ben": ["tzu-xiao", "gwaien"],
                          "cat": ["kilgore", "deryn"], "dan": ["goldarr", "dugrun"]}}},
        "pages": {"ann": "en", "ben": "de", "cat": "en"}, "inputs": ["drawn"],
    },
    # A seeded game that ends fast: played to its end.
    "the-banishing": {
        "name": "The Banishing", "steps": 200, "to_the_end": True,
        "new": {"game": "the-banishing", "players": ["Ann", "Ben", "Cat"], "seed": 3, "setup": {"mode": "app"}},
        "pages": {"Ann": "en", "Ben": "de", "Cat": "en"}, "inputs": ["give", "receive", "discard"],
        "trade": True,
    },
    # The real deck: the table names every card dealt, a card for a hand on
    # that hand's player's phone only.
    "the-banishing-deck": {
        "name": "The Banishing (real deck)", "steps": 45,
        "new": {"game": "the-banishing", "players": ["Ann", "Ben", "Cat"], "seed": 3, "setup": {"mode": "table"}},
        "pages": {"Ann": "en", "Ben": "de", "Cat": "en"}, "inputs": ["card"],
    },
}


def actor_of(now):
    named = [o for o in now["options"] if "player" in o["action"]]
    return named[0]["action"]["player"] if named else now["actor"]


def hands_in(value):
    """Every `hands` list anywhere in a message."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "hands":
                yield item
            else:
                yield from hands_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from hands_in(item)


def options_in(messages):
    for message in messages:
        yield from message.get("options", {}).get("options", [])


def events_in(value):
    if isinstance(value, dict):
        if "type" in value and "text" in value:
            yield value
        for item in value.values():
            yield from events_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from events_in(item)


class Banishing:
    """The hands: who runs which character, what the database holds, and the
    log as each seat may see it."""

    def __init__(self, host):
        state = host.session_call("session.state")
        self.host = host
        self.owner = {e["id"]: e["owner"] for e in state["entities"] if e["kind"] == "character"}
        self.names = {card["id"]: card["name"] for card in state["setup"]["content"]["cards"]}
        self.symbols = sorted(card["id"] for card in state["setup"]["content"]["cards"] if card["kind"] == "symbol")
        self.traded = 0

    def data(self):
        return self.host.session_call("session.state")["data"]

    def characters_of(self, seat):
        return sorted(c for c, owner in self.owner.items() if owner == seat)

    # A player asks across the table what the partner holds; the page offers
    # every symbol card, since the partner's hand is not on this phone.
    def pick(self, seat, option, rnd):
        data = self.data()

        def pick(field, values):
            if field == "receive":
                return rnd.choice(data["characters"][option["action"]["with"]]["hand"])
            return rnd.choice(values)
        return pick

    def seen_by(self, record, seat):
        """The record's text as `seat`'s page shows it: the cards of a trade
        between two other seats, and a card dealt, named or moved into or
        out of another seat's hand, read "a card"."""
        def others_hand(place):
            return isinstance(place, str) and place.startswith("hand:") and self.owner.get(place[5:]) != seat
        texts = []
        for event in record["events"]:
            text = event["text"]
            if event["type"] in ("card.dealt", "card.revealed", "card.moved") and "card" in event \
                    and any(others_hand(event.get(key)) for key in ("place", "from", "to")):
                text = text.replace(self.names[event["card"]], "a card")
            if event["type"] == "ability.trade" and seat not in (self.owner.get(event["character"]), self.owner.get(event["with"])):
                for card in sorted({self.names[event["give"]], self.names[event["receive"]]}, key=len, reverse=True):
                    text = text.replace(card, "a card")
            texts.append(text)
        return " ".join(texts) or record["kind"]

    def check_pages(self, pages):
        data = self.data()
        for seat, driver in pages.items():
            mine = self.characters_of(seat)
            shown = driver.execute_script("""
                return Array.from(document.querySelectorAll('#hand-list .hand')).map(h =>
                    [h.dataset.character, Array.from(h.querySelectorAll('li.card')).map(li => li.dataset.card)]);""")
            assert sorted(c for c, _ in shown) == mine, "%s's page shows the hands of %s" % (seat, shown)
            for character, cards in shown:
                assert sorted(cards) == sorted(data["characters"][character]["hand"]), \
                    "%s's page shows %s's hand as %s" % (seat, character, cards)
            messages = received(driver)
            for hands in hands_in(messages):
                assert sorted(h["character"] for h in hands) == mine, "%s received the hands of %s" % (seat, hands)
            for message in messages:
                assert "data" not in message.get("state", {}), "the game's data reached %s" % seat
            for option in options_in(messages):
                if option["action"]["type"] == "trade":
                    assert sorted(option["inputs"]["receive"]) == self.symbols, \
                        "%s was offered to ask for exactly %s's hand: %s" % (seat, option["action"]["with"], option["inputs"]["receive"])
            for event in events_in(messages):
                if event["type"] == "ability.trade" and seat not in (self.owner[event["character"]], self.owner[event["with"]]):
                    assert "give" not in event and "receive" not in event, "%s received another seat's trade: %s" % (seat, event)
        # Every hand Ann's page was ever sent reaches no other page, as ids or as names.
        seats = list(pages)
        first, others = seats[0], seats[1:]
        ann_hands = [h for hands in hands_in(received(pages[first])) for h in hands]
        for seat in others:
            text = json.dumps(received(pages[seat]), ensure_ascii=False)
            dom = pages[seat].find_element(By.TAG_NAME, "body").get_attribute("innerHTML")
            for hand in ann_hands:
                if len(hand["cards"]) < 2:
                    continue
                ids = json.dumps([c["id"] for c in hand["cards"]], ensure_ascii=False)
                assert ids not in text, "%s received %s's hand %s" % (seat, first, ids)
                names = ", ".join(c["name"] for c in hand["cards"])
                assert names not in dom, "%s's page shows %s's hand %s" % (seat, first, names)
        return len(ann_hands)


def main():
    game, cli = sys.argv[1], sys.argv[2]
    config = GAMES[game]
    rnd = random.Random(7)
    pages = {}
    started = time.monotonic()
    with ServedTable(cli, dict(op="session.new", **config["new"])) as table:
        host = table.host
        banishing = Banishing(host) if game.startswith("the-banishing") else None
        for seat, language in config["pages"].items():
            pages[seat] = table.page(language)
            take_seat(pages[seat], table.url, seat)
        words = PlayerWords(host.session_call("session.state")["setup"]["content"])
        by_phone = {seat: 0 for seat in pages}
        by_host = inputs_named = hand_cards_named = 0
        named_fields = set()
        reactions = 0
        typed_in = None
        card_typed = False
        undone = False
        turn = 0
        over = False
        for step in range(config["steps"]):
            now = host.session_call("session.options")
            if now["over"]:
                over = True
                break
            last = host.session_call("session.state")["last_seq"]
            seat = actor_of(now)
            # Exiled Legends: a hero attacked may react in the attacker's turn, on its owner's phone.
            window = [w["player"] for w in now["step"].get("attack", {}).get("window", []) if w["player"] in pages]
            if window and window[0] != seat:
                seat = window[0]
            pending = banishing.data().get("pending", []) if banishing else []
            hand_card = bool(pending) and pending[0].startswith("hand:")
            if hand_card:
                # The real deck dealt into a hand: only its player's phone may name the card.
                seat = banishing.owner[pending[0][5:]]
            if seat is None:
                # The table's own step (deal the Challenge cards): any phone may take it.
                seat = list(pages)[turn % len(pages)]
                turn += 1
            driver = pages.get(seat) if step % 4 != 3 or hand_card else None
            offered = at_record(driver, last, seat) if driver else 0
            if offered:
                # A card the pack lacks is typed once on purpose (Brawl), not by chance.
                known = driver.execute_script(
                    "return page.options.options.map((o, i) => Object.values(o.open || {}).some(s => s.kind === 'card') ? -1 : i).filter(i => i >= 0);")
                index = rnd.choice(known) if known else rnd.randrange(offered)
                # A field not yet named on a phone goes first (a die face, a Sphere card, the
                # Challenge cards drawn): each kind of input is typed at least once.
                mine = driver.execute_script("return page.options.options.map(o => Object.keys(o.inputs || {}));")
                fresh = [i for i, fields in enumerate(mine) if set(fields) - named_fields]
                if fresh:
                    index = fresh[0]
                if hand_card:
                    # The card dealt into this hand is named here (a card the pack lacks is another test's).
                    mine = driver.execute_script("return page.options.options.map(o => o.action.type);")
                    index = mine.index("card.reveal")
                if banishing and not banishing.traded:
                    # Ann trades with Cat as soon as she may: Ben must not learn the cards.
                    mine = driver.execute_script("return page.options.options.map(o => o.action);")
                    trades = [i for i, a in enumerate(mine) if a["type"] == "trade" and banishing.owner[a["with"]] == "Cat"]
                    if seat == "Ann" and trades:
                        index = trades[0]
                option_seen = driver.execute_script("return page.options.options[arguments[0]];", index)
                pick = banishing.pick(seat, option_seen, rnd) if banishing else (lambda field, values: rnd.choice(values))
                typed = {}
                if config.get("typed") and not typed_in and config["typed"][0] in option_seen.get("open", {}):
                    # The real deck turned up a card the pack names otherwise: typed on the phone.
                    field, name = config["typed"]
                    typed = {field: {0: name}}
                    typed_in = name
                option = tap_choice(driver, index, pick, typed,
                                    check=lambda d: words.check(d, "%s's input form at record %d" % (seat, last)))
                inputs_named += len(option.get("inputs", {}))
                named_fields.update(option.get("inputs", {}))
                if "face" in option.get("inputs", {}):
                    assert option["action"].get("player") == seat, "%s named another player's die" % seat
                if banishing and option["action"]["type"] == "trade":
                    banishing.traded += 1
                by_phone[seat] += 1
                if hand_card:
                    assert option["action"]["type"] == "card.reveal", option
                    hand_cards_named += 1
                if now["actor"] and seat != now["actor"]:
                    reactions += 1
            else:
                option = rnd.choice([o for o in now["options"] if not any(v.get("kind") == "card" for v in o.get("open", {}).values())])
                host.session_call("session.apply", action=filled(option, lambda field, values: rnd.choice(values)))
                by_host += 1
            for name, page in pages.items():
                seen = wait(page, lambda d: (lambda p: p if p["seq"] == last + 1 or p["refusal"] else None)(probe(d)),
                            "%s's page after record %d" % (name, last + 1))
                assert not seen["refusal"], "%s: %s" % (name, seen["refusal"])
                words.check(page, "%s's page at record %d" % (name, last + 1))
            if banishing and banishing.traded and not undone:
                # The tablet takes the trade back and does it again: the undo record repeats the action.
                undone = True
                for op in ("session.undo", "session.redo"):
                    host.session_call(op)
                    last += 1
                    for name, page in pages.items():
                        wait(page, lambda d: page_seq(d) == last + 1, "%s's page after the tablet's %s" % (name, op))
        if config.get("to_the_end"):
            over = over or host.session_call("session.options")["over"]
            assert over, "%s did not end within %d steps" % (config["name"], config["steps"])

        if config.get("card") and not over:
            # The real Team deck turns up a hero the pack lacks: the tablet destroys a Support by hand,
            # the replacement is drawn, and its player's phone types the real card whole.
            seat = list(pages)[0]
            state = host.session_call("session.state")
            supports = state["data"]["players"][seat]["supports"]
            last = state["last_seq"]
            host.session_call("session.apply", action={"type": "hero.destroy", "hero": supports[0]})
            driver = pages[seat]
            at_record(driver, last + 1, seat)
            types = driver.execute_script("return page.options.options.map(o => o.action.type);")
            assert config["card"][0] in types, "%s's phone is not offered %s after a draw: %s" % (seat, config["card"][0], types)
            tap_choice(driver, types.index(config["card"][0]), lambda field, values: values[0])
            for name, page in pages.items():
                seen = wait(page, lambda d: (lambda p: p if p["seq"] == last + 2 or p["refusal"] else None)(probe(d)),
                            "%s's page after the typed card" % name)
                assert not seen["refusal"], "%s: %s" % (name, seen["refusal"])
            card_typed = True
        records = host.session_call("session.export")["export"]["log"]
        for seat, driver in pages.items():
            wait(driver, lambda d: page_seq(d) == len(records), "%s's page at the end" % seat)
            expected = [[r["seq"], banishing.seen_by(r, seat) if banishing else record_text(r)] for r in records]
            assert page_log(driver) == expected, "%s's log differs from the database" % seat
        hands_seen = banishing.check_pages(pages) if banishing else 0
        assert all(by_phone.values()) and by_host > 0, (by_phone, by_host)
        assert set(config["inputs"]) <= named_fields, "named on the phones: %s" % sorted(named_fields)
        assert reactions >= config.get("reactions", 0), "reactions on the defender's phone: %d" % reactions
        if config.get("trade"):
            assert banishing.traded and undone, "no trade between two seats happened"
        if config.get("card"):
            assert card_typed, "no card was typed whole on a phone"
            assert any(config["card"][0] in json.dumps(r.get("action", {})) for r in records), \
                "no record holds the card typed on a phone: %s" % [r.get("action") for r in records][:12]
            with open(os.path.join(os.path.dirname(table.db), "content", config["new"]["game"] + ".json")) as kept:
                names = [card["name"] for card in json.load(kept)[config["card"][1]]]
            assert "Typed name" in names, "the card typed on the phone is not in the table's pack"
        if config.get("typed"):
            # Kept in the table's pack beside the database, for the next game.
            assert typed_in, "no Challenge card was typed on a phone"
            with open(os.path.join(os.path.dirname(table.db), "content", config["new"]["game"] + ".json")) as kept:
                assert typed_in in json.load(kept)["challenge_track"]["cards"], "the typed card is not in the table's pack"
            assert any(typed_in in json.dumps(r.get("action", {})) for r in records), "no record deals the typed card"
        if game == "the-banishing-deck":
            assert hand_cards_named >= 9, "cards named for hands on their players' phones: %d" % hand_cards_named
        print("%s%s: %d records, from the phones %s (%d inputs named on the page: %s; %d reactions in another turn), %d from the host%s, %.1f s"
              % (config["name"], " played to its end" if over else "", len(records), by_phone, inputs_named, ", ".join(sorted(named_fields)), reactions, by_host,
                 ", %d hands checked private, %d hand cards named on phones" % (hands_seen, hand_cards_named) if banishing else "",
                 time.monotonic() - started))


if __name__ == "__main__":
    main()
