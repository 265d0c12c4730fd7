"""Every game describes itself: its events in words for each viewer, its public
numbers, its score sheet (``Game.presentation``, declared in games/<module>_words.py).

Random whole games with the table's log on: every announced event a game has words
for reads right for the actor ("You take the trick") and for the others ("Ann takes
the trick"); every kind a game announces is either in words or quiet here, for a reason;
every number the game keeps is shown or left out here, for a reason; and each deal's
score sheet reads as a table."""

from __future__ import annotations

import inspect
import random
import re

import pytest

from cardtable.engine import cards as C
from cardtable.engine.present import Counter, Phrase, Presentation, deal_sheet, event_text
from cardtable.games import all_games, get_game
from cardtable.games import stock as stock_module

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Edna", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lou"]

# The table's own motions (the board animates them; they are never words).
MOTIONS = {"move", "flip", "shuffle", "deal", "tell", "zone", "unzone", "counter"}

# Announced kinds that get no words, per game, and why. (The screen showed nothing for these.)
ENDS = {"deal_end": "the deal's score sheet shows it",
        "game_over": "the game-over scene shows it"}
QUIET: dict[str, dict[str, str]] = {
    "say-uncle": dict(ENDS),
    "man-from-uncle": dict(ENDS),
    "uncle-stuart": dict(ENDS),
    "show": dict(ENDS),
    "rummy": dict(ENDS),
    "skull": dict(ENDS),
    "oh-heck": dict(ENDS),
    "golf": dict(ENDS),
}

# Public numbers a game keeps that the panel does not show, and why.
UNSHOWN: dict[str, dict[str, str]] = {
    "skull": {"bid": "the high bid is one number, not a column: the panel never showed it"},
}

# Options that keep a random whole game short.
SHORT = {
    "say-uncle": {"target": 2},
    "man-from-uncle": {"pot": 12},
    "uncle-stuart": {"target": 150},
    "rummy": {"target": 40},
    "oh-heck": {"schedule": "single", "cards": 5},
}

SEEDS = (1, 2, 3)

# After "You" a verb in the second person: never "You takes". Words ending in s that are fine.
YOU_VERB = re.compile(r"\b[Yy]ou (\w+)")
FINE_S = {"pass", "is"}  # "is" never follows "you"; listed so the rule reads whole
ONE_MANY = re.compile(r"(?<![\d.])1 (chips|cards|points|tricks|pts|tokens)\b")


def _players(game) -> list[int]:
    return sorted({game.info.players[0], min(game.info.players[-1], 4)})


def play_random(game, players: int, seed: int, max_actions: int = 100_000):
    state = game.new_state(players, seed, SHORT.get(game.info.id), log=True)
    rng = random.Random(seed * 7919 + players)
    for _ in range(max_actions):
        if state.over:
            break
        acts = game.legal_actions(state)
        game.step(state, acts[int(rng.random() * len(acts))])
    assert state.over, f"{game.info.id}: a random game did not end"
    return state


_PLAYED: dict[tuple[str, int, int], object] = {}


def played(game, players: int, seed: int):
    key = (game.info.id, players, seed)
    if key not in _PLAYED:
        _PLAYED[key] = play_random(game, players, seed)
    return _PLAYED[key]


def games():
    return [g.info.id for g in all_games()]


def assert_good_words(text: str, where: str) -> None:
    assert text, where
    assert "?" not in text, f"{where}: a blank in {text!r}"
    assert "{" not in text and "}" not in text and "|" not in text, f"{where}: a template left in {text!r}"
    for verb in YOU_VERB.findall(text):
        assert not (verb.endswith("s") and verb.lower() not in FINE_S), f"{where}: {text!r}"
    assert not ONE_MANY.search(text), f"{where}: {text!r}"
    assert not re.search(r"\bNobody\b", text), f"{where}: the actor was not found in {text!r}"
    assert text[0].isupper(), f"{where}: {text!r}"


# -- events in words -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games())
def test_every_phrased_event_reads_right_for_the_actor_and_the_others(game_id):
    game = get_game(game_id)
    pres = game.words.presentation
    assert isinstance(pres, Presentation)
    seen = set()
    for n in _players(game):
        names = NAMES[:n]
        for seed in SEEDS:
            state = played(game, n, seed)
            for e in state.table.log:
                phrase = pres.events.get(e.kind)
                if phrase is None:
                    continue
                seen.add(e.kind)
                actor = e.data.get(phrase.actor) if phrase.actor else None
                if phrase.actor is not None:
                    assert isinstance(actor, int) and 0 <= actor < n, f"{game_id} {e.kind}: no actor in {e.data}"
                viewers = {None, 0, n - 1} | ({actor, (actor + 1) % n} if actor is not None else set())
                for viewer in viewers:
                    text = event_text(pres, e, viewer, names)
                    where = f"{game_id} {e.kind} for {viewer}"
                    assert text is not None, where
                    assert_good_words(text, where)
                    if actor is None:
                        assert not re.match(r"You\b", text), where
                    elif viewer == actor and phrase.you is not None:
                        assert text.startswith("You "), where
                        assert names[actor] not in text.split()[0:2], where
                    else:
                        assert names[actor] in text, f"{where}: the actor is not named in {text!r}"
                        assert not text.startswith("You "), where
    assert seen, f"{game_id}: random games announced nothing the game has words for"


@pytest.mark.parametrize("game_id", games())
def test_every_announced_kind_is_in_words_or_quiet_for_a_reason(game_id):
    game = get_game(game_id)
    pres = game.words.presentation
    quiet = QUIET[game_id]
    assert not set(quiet) & set(pres.events), f"{game_id}: a kind is both quiet and in words"
    assert all(reason.strip() for reason in quiet.values())
    announced = set()
    for n in _players(game):
        for seed in SEEDS:
            announced |= {e.kind for e in played(game, n, seed).table.log} - MOTIONS
    unsaid = announced - set(pres.events) - set(quiet)
    assert not unsaid, f"{game_id} announces {sorted(unsaid)} with no words and no reason to be quiet"


def game_source(game) -> str:
    """The source of every module the game's class is made of (its rules, words and kits), and
    of the shared stock pieces."""
    parts = (game, game.words, game.search, game.review, game.tricks)
    mods = {inspect.getmodule(c) for p in parts if p is not None for c in type(p).__mro__
            if c.__module__.startswith("cardtable.games")}
    return "".join(inspect.getsource(m) for m in sorted(mods, key=lambda m: m.__name__)) + \
        inspect.getsource(stock_module)


@pytest.mark.parametrize("game_id", games())
def test_every_phrased_kind_is_one_the_game_announces(game_id):
    """No words for events that never happen (a typo in a kind would pass silently)."""
    game = get_game(game_id)
    source = game_source(game)
    for kind, phrase in game.words.presentation.events.items():
        assert isinstance(phrase, Phrase)
        assert re.search(rf"announce\(\s*\"{kind}\"|close_deal\((?:[^()]|\([^()]*\))*event=\"{kind}\"", source), \
            f"{game_id}: {kind!r} is never announced"


@pytest.mark.parametrize("game_id", games())
def test_every_phrase_fills_from_its_own_fields(game_id):
    """Each phrase names only fields its events carry (read off the announce calls' keywords)."""
    game = get_game(game_id)
    source = game_source(game)
    for kind, phrase in game.words.presentation.events.items():
        calls = re.findall(rf"announce\(\s*\"{kind}\"((?:[^()]|\([^()]*\))*)\)", source)
        closes = re.findall(rf"close_deal\(((?:[^()]|\([^()]*\))*event=\"{kind}\"(?:[^()]|\([^()]*\))*)\)", source)
        assert calls or closes, kind
        fields = {"deal", "points", "totals"} if closes else set()
        calls += closes
        for call in calls:
            fields |= set(re.findall(r"(\w+)=", call))
        if "cards" in fields:
            fields.add("n")
        named = {f"{f}_{w}" for f in fields for w in ("name", "whose")}
        for template in (phrase.other, phrase.you or ""):
            for ref in re.findall(r"\{(\w+)", template):
                assert ref == "name" or ref in fields or ref in named, f"{game_id} {kind}: {{{ref}}} is not a field"
        if phrase.actor is not None:
            assert phrase.actor in fields, f"{game_id} {kind}: the actor field {phrase.actor!r} is not announced"


# -- public numbers -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games())
def test_every_number_is_shown_or_left_out_for_a_reason(game_id):
    game = get_game(game_id)
    pres = game.words.presentation
    declared = {c.name: c for c in pres.counters}
    assert len(declared) == len(pres.counters), f"{game_id}: a counter twice"
    unshown = UNSHOWN.get(game_id, {})
    for n in _players(game):
        state = played(game, n, SEEDS[0])
        counters = state.table.counters
        kept = set(counters) | {e.data["name"] for e in state.table.log if e.kind == "counter"}
        assert set(declared) <= kept, f"{game_id}: shows {sorted(set(declared) - kept)}, which it never keeps"
        assert kept - set(unshown) <= set(declared), f"{game_id}: keeps {sorted(kept - set(declared))} unshown"
        for name, c in declared.items():
            assert isinstance(c, Counter) and c.label and c.kind in ("number", "seat", "suit", "column")
            for e in state.table.log:
                if e.kind != "counter" or e.data["name"] != name or "index" in e.data:
                    continue
                v = e.data["new"]
                if c.kind == "column":
                    assert isinstance(v, list) and len(v) == n, f"{game_id} {name}: {v!r} is not a column"
                elif c.kind == "seat":
                    assert v is None or (isinstance(v, int) and 0 <= v < n), f"{game_id} {name}: {v!r}"
                elif c.kind == "suit":
                    assert v is None or (isinstance(v, int) and 0 <= v < 4), f"{game_id} {name}: {v!r}"
                else:
                    assert v is None or isinstance(v, (int, float)), f"{game_id} {name}: {v!r}"
            if c.kind == "column":
                assert c.note is not None, f"{game_id} {name}: a column with no word in the seat notes"


def test_the_columns_and_notes_the_screen_showed():
    """What the screen's panel showed, game by game, before it read the presentation."""

    def shown(gid):
        pres = get_game(gid).words.presentation
        return ([(c.label, c.kind) for c in pres.counters if c.kind != "column"],
                [(c.name, c.label, c.note, c.unit) for c in pres.counters if c.kind == "column"])

    score = ("score", "Score", "", " pts")
    for gid in ("say-uncle", "uncle-stuart", "show", "rummy"):
        assert shown(gid) == ([("Deal", "number"), ("Dealer", "seat")], [score])
    assert shown("golf") == ([("Hole", "number"), ("Dealer", "seat")], [score])  # a Golf deal is a hole
    assert shown("oh-heck") == ([("Deal", "number"), ("Cards each", "number"), ("Dealer", "seat"),
                                 ("Trumps", "suit")],
                                [score, ("bid", "Bid", "bid ", ""), ("tricks", "Tricks", "won ", "")])
    assert shown("man-from-uncle") == ([("Pile", "number"), ("Pot", "number"), ("Dealer", "seat"),
                                        ("Total", "number")], [("chips", "Chips", "chips ", "")])
    assert shown("skull") == ([("Deal", "number"), ("First", "seat"), ("Bid", "number"), ("Challenger", "seat")],
                             [score])
    assert [g.info.id for g in all_games() if g.tricks is not None] == ["oh-heck"]


# -- the score sheet ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games())
def test_each_deals_score_sheet_reads_as_a_table(game_id):
    game = get_game(game_id)
    pres = game.words.presentation
    assert pres.sheet, f"{game_id}: no labels for its sheet entries"
    ends = "pile_end" if game_id == "man-from-uncle" else "deal_end"
    for n in _players(game):
        names = NAMES[:n]
        for seed in SEEDS:
            state = played(game, n, seed)
            sheet, history = state.sheet, state.history
            assert sheet, f"{game_id}: no sheet entries"
            events = [e.data for e in state.table.log if e.kind == ends]
            for deal in range(1, len(sheet) + 1):
                entry = sheet[deal - 1]
                assert isinstance(entry, tuple) and len(entry) == len(pres.sheet), \
                    f"{game_id}: entry {entry!r} does not match the labels {pres.sheet}"
                data = events[deal - 1] if deal <= len(events) else {}
                lines, heads, rows = deal_sheet(pres, sheet, history, deal, data, names)
                per_seat = [label for label, v in zip(pres.sheet, entry)
                            if label not in pres.sheet_lists and isinstance(v, (list, tuple)) and len(v) == n]
                assert heads == per_seat + ["Total"], f"{game_id} deal {deal}: {heads}"
                assert len(rows) == n and all(len(r) == len(heads) for r in rows)
                for text in lines + heads + [c for r in rows for c in r]:
                    assert "?" not in text and not ONE_MANY.search(text), f"{game_id} deal {deal}: {text!r}"
                for label, template in pres.sheet_lists.items():
                    items = entry[pres.sheet.index(label)]
                    assert len([x for x in lines if x.startswith(template.split("{")[0])]) == len(items)


def test_man_from_uncle_lists_its_uncles_on_the_sheet():
    pres = get_game("man-from-uncle").words.presentation
    entry = (2, 47, ((0, 20, 2), (2, 30, 1)))
    lines, heads, rows = deal_sheet(pres, [entry, entry], [(3, 0, 1), (3, 0, 1)], 2, {}, NAMES[:3])
    assert lines == ["Total: 47", "Uncle! Ann at 20: 2 chips", "Uncle! Cleo at 30: 1 chip"]
    assert heads == ["Total"] and rows == [["3"], ["0"], ["1"]]


def test_a_few_phrases_word_for_word():
    from cardtable.engine.events import Card, Cards, Event, Seat

    def say(gid, kind, viewer, **data):
        return event_text(get_game(gid).words.presentation, Event(kind, data), viewer, NAMES[:3])

    kh = C.parse("KH")
    won = {"winner": Seat(1), "cards": Cards([kh]), "card": Card(kh)}
    assert say("oh-heck", "trick", 1, **won) == "You take the trick with the king of hearts"
    assert say("oh-heck", "trick", 0, **won) == "Bob takes the trick with the king of hearts"
    assert say("golf", "out", 2, seat=2) == "You go out!"
    assert say("golf", "out", None, seat=2) == "Cleo goes out!"
    assert say("man-from-uncle", "chips", 0, seat=0, amount=1, total=10) == "You take 1 chip at 10"
    assert say("man-from-uncle", "chips", 1, seat=0, amount=3, total=30) == "Ann takes 3 chips at 30"
    assert say("say-uncle", "pass", 0, seat=0) == "You pass"
    assert say("skull", "named", 1, seat=0, first=Seat(1)) == "Ann names you to start"
    assert say("skull", "named", 0, seat=0, first=Seat(2)) == "You name Cleo to start"
    assert say("uncle-stuart", "scoop", 1, seat=1, cards=Cards([5])) == "You scoop 1 card"
    assert say("show", "turn_over", 0, zone="stock", n=20) == "The discard pile becomes the draw pile"
    assert say("golf", "deal_end", 0, deal=1) is None  # the engine's words: "Hole 1 is over" (test_log)


# -- set-up options in plain words, remembered per game ------------------------------------------------
@pytest.mark.parametrize("game_id", games())
def test_every_option_reads_in_plain_words_with_a_line_of_help(game_id):
    for o in get_game(game_id).info.options:
        assert o.label and o.label[0].isupper(), f"{game_id}: option {o.name} has no label"
        assert "_" not in o.title and "=" not in o.help_line and o.help_line.endswith((".", ")"))
        values = list(o.choices) if o.kind == "choice" else [True, False] if o.kind == "bool" else [o.default]
        for v in values:
            shown = o.show(v)
            assert shown and shown[0].isupper() or shown[0].isdigit(), (game_id, o.name, v, shown)
            assert "-" not in shown and "_" not in shown, (game_id, o.name, v, shown)


def test_option_values_in_words_and_remembered():
    from cardtable.engine.options import remembered
    from cardtable.ui.settings import Settings

    heck = get_game("oh-heck")
    sched = next(o for o in heck.info.options if o.name == "schedule")
    assert sched.show("down-up") == "Down to one card and back up"
    hook = next(o for o in heck.info.options if o.name == "hook")
    assert hook.show(True) == "Yes" and hook.show(False) == "No"
    target = next(o for o in get_game("uncle-stuart").info.options if o.name == "target")
    assert target.show(1_000_000) == "Never" and target.show(1500) == "1,500"
    saved = Settings.from_dict({"setups": {"oh-heck": {"schedule": "single", "cards": 5, "gone": 1, "hook": "x"}},
                                "name": "Ann"}).setups
    opts = remembered(heck, saved.get("oh-heck"))
    assert opts["schedule"] == "single" and opts["cards"] == 5 and opts["hook"] is True and "gone" not in opts
    assert Settings.from_dict(Settings(setups={"golf": {"deals": 18}}).to_dict()).setups == {"golf": {"deals": 18}}
    assert Settings.from_dict({"setups": ["bad"]}).setups == {}


def test_oh_hecks_tricks_pile_counts_tricks():
    from cardtable.engine.present import pile_text

    pres = get_game("oh-heck").words.presentation
    assert pile_text(pres, "Tricks", 3, 3) == "1 trick" and pile_text(pres, "Tricks", 8, 4) == "2 tricks"
    assert pile_text(pres, "Stock", 30, 3) is None


def test_the_score_sheet_is_a_grid_of_deals_by_players_with_totals():
    from cardtable.engine.present import score_grid

    rows, totals = score_grid([(10, 0, 5), (10, 12, 5), (-3, 12, 25)], 3)
    assert rows == [["10", "0", "5"], ["0", "12", "0"], ["-13", "0", "20"]] and totals == ["-3", "12", "25"]
    assert score_grid([], 2) == ([], ["0", "0"])


def test_a_number_with_its_unit_reads_right_for_one():
    from cardtable.engine.present import amount

    assert amount("1", 1, " pts") == "1 pt" and amount("3", 3, " pts") == "3 pts" and amount("0", 0, " pts") == "0 pts"
