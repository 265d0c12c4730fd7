"""An offer comes from the same legality check as the refusal (issue 44): a button the bar
enables is a move the rules take; a pick the rules refuse is greyed, and the table says why."""

from __future__ import annotations

from cardtable.engine import cards as C
from cardtable.games import get_game
from cardtable.ui.gestures import Gestures

RUMMY = get_game("rummy")
WORDS = getattr(RUMMY, "words", RUMMY)  # the game's words (a part of its own as the contract is split up)


def _after_the_draw(hand: list[str]):
    named = {C.parse(x) for x in [*hand, "3D", "4S"]}
    spare = [C.name(c) for c in C.standard_deck() if c not in named]
    others = [spare[k * len(hand):(k + 1) * len(hand)] for k in range(2)]
    order = [h[r] for r in range(len(hand)) for h in (hand, *others)] + ["3D", "4S"]
    state = RUMMY.new_state(3, 1, {}, deck=order)
    me = state.to_move
    assert {C.name(c) for c in state.table.zones[state.hands[me]]} == set(hand)
    draw = next(a for a in RUMMY.legal_actions(state) if a.kind == "draw" and a.zone == "stock")
    RUMMY.apply(state, draw)
    return state, me


def test_rummy_offers_a_meld_only_where_the_rules_take_it():
    state, me = _after_the_draw(["KD", "QC", "KC", "KH", "2S", "5H", "9D"])
    legal = RUMMY.legal_actions(state)
    g = Gestures(legal, zones={z: list(v) for z, v in state.table.zones.items()})
    pick = {C.parse(x) for x in ("KD", "QC", "KC", "KH")}
    shown = g.buttons(pick)
    assert shown, "the pick names its move"
    assert all(a is None or a in legal for _, a in shown), shown  # nothing offered that is then refused
    assert [label for label, a in shown if a is None] == ["Meld"]  # greyed
    refused = g.dead_end(pick)
    assert refused is not None and refused not in legal
    assert "set (3 or 4 of a rank)" in WORDS.why_illegal(state, refused)
    kings = {C.parse(x) for x in ("KD", "KC", "KH")}
    assert [a for _, a in g.buttons(kings)] == [a for a in legal if a.kind == "meld" and set(a.cards) == kings]
    assert g.dead_end({C.parse("KD"), C.parse("KC")}) is None  # two kings may still grow into the set: no word yet


def test_the_digits_key_is_listed_only_where_the_game_has_bids():
    from cardtable.games import get_game
    from cardtable.ui.scenes.rules import Rules
    from tests.ui.driver import make_app
    app = make_app()
    for gid, has in (("oh-heck", True), ("skull", True), ("golf", False), ("rummy", False)):
        lines = Rules(app, get_game(gid)).paras
        assert any(x.startswith("Digits:") for x in lines) == has, gid
        assert any(x.startswith("Digits: bid") for x in lines) == has, gid  # in the game's words
    assert any(x.startswith("Digits:") for x in Rules(app, None, keys=True).paras)  # no game: the general line


def test_the_pile_buttons_come_in_the_piles_order_on_the_table_in_every_game():
    """Rummy's were the other way round ("Take the 7 of clubs", "Draw from the stock")."""
    from cardtable.games import get_game
    for gid in ("rummy", "uncle-stuart", "show", "golf"):
        game = get_game(gid)
        for seed in range(40):
            state = game.new_state(3, seed, {})
            legal = game.legal_actions(state)
            while {a.kind for a in legal} != {"draw", "take"} and not state.over:
                game.apply(state, legal[0])
                legal = game.legal_actions(state)
            if not state.over:
                break
        g = Gestures(legal, zones={z: list(v) for z, v in state.table.zones.items()})
        assert [a.zone for _, a in g.buttons(set())] == ["stock", "discard"], gid
