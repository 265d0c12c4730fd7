"""The table's input: clicks and drags of cards and piles, the bar's buttons, the keys
(Esc, F1, undo, letters for the aids, digits to bid, Tab and arrows to move the focus, Page Up and
Page Down to scroll the Moves log and the coach's box).
A part of ``TableScene`` (scene.py), composed into it: it asks the screen's chair, never the game's state.

Over 400 lines: the mouse and the keys act on one turn's state (its gestures, the cards picked, the focus that
comes back after a move, Undo asked by Enter); split, each half would write the other's."""

from __future__ import annotations

import pygame

from ....engine.actions import Action
from ...gestures import Drag, Gestures
from ...table_view import Focus
from .parts import InputTable

LETTERS = {pygame.K_h: ("hint",), pygame.K_t: ("trick",), pygame.K_s: ("sheet",)}
UNDO = ("button", ("undo",))
PAGES = (pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class Input:
    """What the mouse and the keys do at the table, for the person at the screen: the turn's
    gestures (from the chair's moves), the cards picked, a card dragged, the keyboard's focus,
    digits typed for a bid. Its own state is this turn's; a move made anywhere clears it."""

    def __init__(self, scene: InputTable) -> None:
        self.scene = scene  # the table scene (scene.py), as this part may see it
        self.gestures: Gestures | None = None
        self.selected: set[int] = set()
        self.drag: Drag | None = None
        self.kfocus: Focus | None = None
        self.was: tuple[Focus, list[Focus], int] | None = None  # the focus before the last change, what it was
        # among, and the moves played when that turn began (fewer now: a move taken back, not a move made)
        self.began = 0  # the moves played when this turn of the person's began
        self.undo_asked: int | None = None  # the change (version) at which Enter on Undo asked "take it back?"
        self.told_wait = False  # a Tab while the others play said whose turn it is (the next goes to the buttons)
        self.keyed: list[Focus] = []  # what the focus could move between when a key last moved or used it
        self.digits = ""
        self.digit_left = 0.0
        self.skipping = ""  # what a mouse-down in motion did: "hurried" it, or "snapped" it to its end
        self.card_kind = "play"
        self.prompt = ""
        self.rebutton = False  # the turn's buttons to be made again once the board is still (``tick``)
        self.pointer: tuple[int, int] | None = None  # the mouse's last place on the table
        self._tip: tuple[tuple[int, int], str] = ((-1, -1), "")  # (version, card) -> its reason, asked once

    def reset(self) -> None:
        """A move was made (or taken back): this turn's gestures and picks are gone; the focus comes back
        to the hand when the person is to move again (``new_turn``), or stays on Undo after a take-back."""
        if self.kfocus is not None:
            self.was = (self.kfocus, self.keyed or self.focus_items(), self.began)
        self.selected.clear()
        self.gestures = None
        self.drag = None
        self.kfocus = None

    def tick(self, dt: float) -> None:
        """Digits typed wait a moment for the next (10 after 1). The turn's buttons are made again once
        the hands opened for a pick have landed (Hint is for a turn with nothing left to animate)."""
        if self.gestures is not None and self.rebutton and not self.scene.board.busy:
            self.rebutton = False
            self.scene.make_buttons()
        if self.digits:
            self.digit_left -= dt
            if self.digit_left <= 0:
                self._press_number(self.digits, final=True)

    def new_turn(self) -> None:
        """The person at the screen is to move: the chair's moves become gestures."""
        t = self.scene
        self.gestures = self.make_gestures()
        specs = t.board.shown.specs
        t.board.open_hands(a.zone for a in self.gestures.slot_card if a.zone in specs
                           and specs[a.zone].kind == "hand" and specs[a.zone].owner != t.board.bottom)
        if self.gestures.card_kind:
            self.card_kind = self.gestures.card_kind
        self.selected.clear()
        self.prompt = t.chair.prompt()
        t.make_buttons()
        self.rebutton = t.board.busy  # the hands opened for a pick are moving: the buttons again when they land
        self._focus_again()
        self.began = t.chair.version
        self.told_wait = False

    def _focus_again(self) -> None:
        """Where the keys' focus comes back once the person is to move again, never in the side panel
        after a move: on the card used if it is still there (a card turned up in its place), else on the
        card beside the one played (the nearest that can be played), else on the turn's first choice
        (``home``: the first card, or the first button when the move is not a card). After a move taken
        back it stays on what it was on (Undo), if that is still there: a second Enter asks again."""
        if self.was is None:
            return
        old, before, began = self.was
        self.was = None
        if self.scene.chair.version <= began and old in self.focus_items(every=True):
            self.kfocus = old  # taken back: the same decision again
            return
        items = self.focus_items()
        cards = [it for it in items if it[0] == "card"]
        if old[0] == "card" and cards and self._cards_move():
            if old in cards:
                self.kfocus = old
            else:  # the card now in its place, or the nearest that can be played (the others are greyed)
                was_cards = [it for it in before if it[0] == "card"]
                at = min(was_cards.index(old) if old in was_cards else 0, len(cards) - 1)
                ok = [i for i, it in enumerate(cards) if self.gestures is not None and it[1] in self.gestures.playable]
                self.kfocus = cards[min(ok, key=lambda i: (abs(i - at), i < at)) if ok else at]
            return
        self.kfocus = self.home()

    def _cards_move(self) -> bool:
        """The move now is made with a card (some card can be played), not a button (a bid)."""
        g = self.gestures
        return g is not None and bool(g.playable)

    def home(self) -> Focus | None:
        """Where the focus starts on the person's turn: the first of their cards that can be played, else
        the turn's first choice on a button (a bid, Draw), else the first card that can be played or pile
        to click, else their first card. None when it is not their turn (nothing of theirs to focus)."""
        g = self.gestures
        if not self.scene.my_turn or g is None:
            return None
        items = self.focus_items()
        cards = [it for it in items if it[0] == "card"]
        acts = [it for it in items if it[0] == "button" and isinstance(it[1], tuple) and it[1][:1] == ("act",)]
        groups = ([it for it in cards if it[1] in g.playable and isinstance(it[1], int) and self._mine(it[1])],
                  acts, [it for it in cards if it[1] in g.playable], [it for it in items if it[0] == "zone"], cards)
        return next((group[0] for group in groups if group), None)

    def handle(self, e: pygame.event.Event) -> bool:
        """A mouse or key event for the cards; False: the scene's buttons have it."""
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self.skipping = ""
            self.was = None  # the mouse is in use: no keyboard focus comes back after the move
            if self.scene.board.busy:
                aimed = self.scene.view.card_at(e.pos) is not None or any(b.hit(e.pos) for b in self.scene.buttons)
                if not aimed:  # a click on the felt hurries the motion (a second one snaps it)
                    self.scene.board.skip()
                    self.skipping = "hurried"
                    return True
                self.finish_motion()  # at a card or a button: the motion ends, then the click counts
                self.skipping = "snapped"
            c = self.scene.view.card_at(e.pos)
            if self.scene.my_turn and c is not None and self.gestures and c in self.gestures.playable:
                self.drag = Drag(c, e.pos, False, e.pos)
            return True
        if e.type == pygame.MOUSEMOTION:
            self.pointer = e.pos  # where a greyed card's reason is shown on hover (``greyed_tip``)
        if e.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = e.pos
            if abs(e.pos[0] - self.drag.start[0]) + abs(e.pos[1] - self.drag.start[1]) > 12:
                self.drag.moved = True
            return False
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            if self.skipping == "hurried":  # it only hurried the motion
                self.skipping = ""
                return True
            drag, self.drag = self.drag, None
            if drag is not None and drag.moved:
                self._drop(drag.card, e.pos)
                return True
        if e.type == pygame.KEYDOWN and self.scene.board.busy and e.key not in (pygame.K_ESCAPE,):
            self.finish_motion()  # the motion ends, then the key does what it means
        return False

    def finish_motion(self) -> None:
        """Input during an animation: the board snaps to its end (unless a scene holds it: a deal's
        summary), and when that leaves the person at the screen to move, their turn is ready at once,
        so the click or key that came does what it meant."""
        t = self.scene
        for _ in range(3):  # the first skip may only hurry the motion; the next snaps it
            if not t.board.busy or t.board.hold:
                break
            t.board.skip()
        if t.board.busy or t.board.hold or t.turns.covered or t.chair.over:
            return
        if t.chair.my_turn and t.chair.seat == t.screen_person and t.chair.seat in t.chairs and self.gestures is None:
            self.new_turn()

    # -- cards and piles -----------------------------------------------------------------------------------
    def make_gestures(self) -> Gestures:
        """The turn's gestures: the chair's moves, named in the game's words, with what each does."""
        moves = {m.action: m for m in self.scene.chair.moves()}

        def label(a: Action) -> str:  # a move not legal (what a selection would make) is named by the chair too
            return moves[a].label if a in moves else self.scene.chair.label(a)

        def effect(a: Action) -> tuple[frozenset[int], str | None]:
            return (moves[a].moves, moves[a].lands) if a in moves else (frozenset(), None)
        return Gestures(list(moves), label, zones=self.scene.board.shown.zones,
                        one_click=self.scene.game.info.one_click,
                        moves=effect, card_kinds=self.scene.game.info.card_kinds)

    def _drop(self, card: int, pos: tuple[int, int]) -> None:
        g = self.gestures
        if not self.scene.my_turn or g is None:
            return
        zone = self._zone_under(pos, card)
        if zone == self.scene.board.shown.where[card]:
            return  # put back where it was
        cards = self.selected if card in self.selected else {card}
        a = g.zone_action(zone, cards) if zone is not None else None
        if a is None and cards == {card}:
            a = g.drop(card, zone)
        if a is not None:
            self.scene.play(a)
        else:
            self._why_there(cards, zone)

    def _why_there(self, cards: set[int], zone: str | None) -> None:
        """Why the picked cards cannot go onto that zone: the game's reason for its kind of move there."""
        g = self.gestures
        kinds = [a.kind for lst in g.zoned.values() for a in lst] if g is not None else []
        me = self.scene.chair.seat  # a seat whenever there are gestures (the person's turn)
        if zone is not None and kinds and me is not None and self.scene.board.shown.specs[zone].kind != "hand":
            self.scene.say(self.scene.chair.why_not(Action(kinds[0], me, tuple(sorted(cards)), zone)))
        else:
            where = "the lit places" if g is not None and g.targets(cards) else "the table"
            self.scene.say(f"That cannot go there: use the buttons, or drop it on {where}.")

    def _zone_under(self, pos: tuple[int, int], but: int) -> str | None:
        for c, r in reversed(self.scene.view.hits):
            if c != but and r.collidepoint(pos):
                return self.scene.board.shown.where[c]
        for name, box in self.scene.board.layout.zones.items():
            if box.rect.inflate(box.cw // 3, box.cw // 3).collidepoint(pos):
                return name
        return None

    def click(self, pos: tuple[int, int]) -> None:
        snapped, self.skipping = self.skipping == "snapped", ""
        if not self.scene.my_turn and snapped:
            return  # a click that ended the motion, on a card not to be played: nothing more to say
        if not self.scene.my_turn:
            ch = self.scene.chair
            if ch.to_move is not None and not ch.over and self.scene.view.card_at(pos) is not None:
                self.scene.say(f"Wait: it is {self.scene.name(ch.to_move)}'s turn.")
            return
        c = self.scene.view.card_at(pos)
        if c is not None:
            self.click_card(c)
            return
        zone = self.scene.view.zone_at(pos)
        if zone is not None:
            self.click_zone(zone)

    def click_card(self, c: int) -> None:
        g = self.gestures
        if g is None:
            return
        zone = self.scene.board.shown.where[c]
        click = g.click_card(c, zone, self.selected)
        if click[0] == "apply":
            self.scene.play(click[1])
        elif click[0] == "select":
            self.selected = set(click[1])
            self.scene.make_buttons()
            refused = g.dead_end(self.selected)  # a pick no move takes: why, now (its button is greyed)
            if refused is not None:
                self.scene.say(self.scene.chair.why_not(refused))
        elif click[0] == "say":
            self.scene.say(click[1])
        elif click[1] is not None:
            self.scene.say(self.scene.chair.why_not(click[1]))
        else:
            self._why_card(c)

    def click_zone(self, zone: str) -> None:
        g = self.gestures
        if g is None:
            return
        a = g.zone_action(zone, self.selected)
        if a is not None:
            self.scene.play(a)
        elif self.selected:
            self._why_there(self.selected, zone)

    def greyed_tip(self) -> tuple[pygame.Rect, str] | None:
        """The person's own card that cannot be played now, under the pointer or with the keys' focus,
        and why (the chair's reason, as a click on it says), for a tip on hover or focus; else None."""
        t = self.scene
        me = t.chair.seat  # a seat on the person's turn
        if not t.my_turn or me is None or self.gestures is None or self.drag is not None:
            return None
        f = self.kfocus
        c = f[1] if isinstance(f, tuple) and f[0] == "card" else (
            t.view.card_at(self.pointer) if self.pointer is not None else None)
        if not isinstance(c, int) or c in self.gestures.playable or not self._mine(c):
            return None
        rect = next((r for k, r in reversed(t.view.hits) if k == c), None)
        if rect is None:
            return None
        if self._tip[0] != (t.version, c):
            why = t.chair.why_not(Action(self.card_kind, me, (c,)))
            self._tip = ((t.version, c), why[:1].upper() + why[1:] + "." if why else "")
        return (rect, self._tip[1]) if self._tip[1] else None

    def _why_card(self, c: int) -> None:
        me = self.scene.chair.seat
        zone = self.scene.board.shown.where[c]
        spec = self.scene.board.shown.specs.get(zone) if zone else None
        kind = self.gestures.slot_kind.get(zone) if self.gestures is not None and zone else None
        if kind is not None and zone is not None and me is not None:  # a place that cannot be clicked now,
            place = self.scene.board.shown.zones[zone].index(c)  # among places that can (the person's turn)
            self.scene.say(self.scene.chair.why_not(Action(kind, me, zone=zone, number=place)))
        elif me is not None and spec is not None and spec.owner == self.scene.screen_person and spec.kind == "hand":
            self.scene.say(self.scene.chair.why_not(Action(self.card_kind, me, (c,))))
        elif spec is not None and spec.owner is not None and spec.owner != self.scene.screen_person:
            self.scene.say(f"Those are {self.scene.name(spec.owner)}'s cards. " + self.prompt)
        else:
            self.scene.say("Nothing to do with that card now. " + self.prompt)

    # -- keys --------------------------------------------------------------------------------------------------
    def key(self, e: pygame.event.Event) -> None:
        k = e.key
        asked, self.undo_asked = self.undo_asked, None  # any other key than a second Enter: not taken back
        if k in PAGES:
            self._page(k == pygame.K_PAGEUP, coach=bool(e.mod & pygame.KMOD_SHIFT) and not e.mod & pygame.KMOD_CTRL)
            return
        if k == pygame.K_ESCAPE:
            if self.selected:
                self.selected.clear()
                self.scene.make_buttons()
            else:
                self.scene.open_menu()
            return
        if k == pygame.K_F1:
            self.scene.press(("rules",))
            return
        if k == pygame.K_z and e.mod & pygame.KMOD_CTRL or k == pygame.K_u:
            self.scene.press(("undo",))  # as the Undo button: the aids say what they want done, the scene does it
            return
        if k == pygame.K_r:
            if self.scene.app.narrator.on:
                self.scene.app.narrator.say_situation(self.scene)
            else:
                self.scene.say("Speech is off: Settings, Speak the game, turns it on.")
            return
        if k in LETTERS and any(b.value == LETTERS[k] and b.enabled for b in self.scene.buttons):
            self.scene.press(LETTERS[k])
            return
        if pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            d = (k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0)
            self._press_number(self.digits + str(d))
            return
        self._move_focus(e, asked)

    def _page(self, back: bool, coach: bool) -> None:
        """Page Up and Page Down scroll the Moves log (back to earlier moves, on to the newest); with Shift,
        the coach's box (a long reason), as the wheel over them does."""
        t = self.scene
        if coach:
            if not t.coach.scroll(2 if back else -2):
                t.say("The coach's box has nothing more to show (the Coach button shows it or hides it)")
        elif not t.log_panel.page(back):
            t.say("The moves are hidden: the Show moves button shows them" if t.log_panel.folded
                  else "The Moves log has no room now: the coach's box takes it")

    def _press_number(self, digits: str, final: bool = False) -> None:
        """Digits bid: '1' then '0' makes 10 when 10 can be bid."""
        self.digits = ""
        if not self.scene.my_turn or self.gestures is None:
            return
        nums = {a.number: a for a in self.gestures.numbers}
        longer = any(str(n).startswith(digits) and str(n) != digits for n in nums)
        if longer and not final:
            self.digits, self.digit_left = digits, 0.8
            return
        if int(digits) in nums:
            self.scene.play(nums[int(digits)])
        elif nums:
            kind, me = self.gestures.numbers[0].kind, self.gestures.numbers[0].seat  # the person's own move
            self.scene.say(self.scene.chair.why_not(Action(kind, me, number=int(digits))))

    def focus_items(self, every: bool = False) -> list[Focus]:
        """What Tab and the arrows move between: buttons, the person's cards (those that cannot be played
        now too: Enter on one says why, as a click does) and the other cards to play, piles to click.
        A button that cannot be pressed now is skipped (``every``: kept, in its place)."""
        items: list[Focus] = [("button", b.value) for b in self.scene.bar_buttons if b.enabled or every]
        if self.scene.my_turn and self.gestures is not None:
            g = self.gestures
            drawn = list(dict.fromkeys(c for c, _ in self.scene.view.hits if c in g.playable or self._mine(c)))
            cards = sorted(drawn, key=self._card_place)  # a steady order: the focused card's lift moves it
            items += [("card", c) for c in cards]
            items += [("zone", z) for z in sorted(g.targets(self.selected))]
        items += [("button", b.value) for b in self.scene.panel_list + self.scene.phones.buttons_now
                  if b.enabled or every]
        return items

    def _mine(self, c: int) -> bool:
        """A card in the hand of the person at the screen."""
        z = self.scene.board.shown.where[c]
        spec = self.scene.board.shown.specs.get(z) if z is not None else None
        return spec is not None and spec.kind == "hand" and spec.owner == self.scene.screen_person

    def _card_place(self, c: int) -> tuple[int, int]:
        """Where a card lies, for the focus's order: its zone's place on the table, then its own in the zone."""
        b = self.scene.board
        z = b.shown.where[c]
        zones = list(b.shown.zones)
        if z is None or z not in b.shown.zones:
            return len(zones), 0
        lst = b.in_order(z)
        return zones.index(z), lst.index(c) if c in lst else 0

    def _move_focus(self, e: pygame.event.Event, asked: int | None = None) -> None:
        k = e.key
        items = self.keyed = self.focus_items()
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN) and items:
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT)
            every = self.focus_items(every=True)
            if self.kfocus in items:
                i = items.index(self.kfocus)
                self.kfocus = items[(i + (-1 if back else 1)) % len(items)]
            elif self.kfocus in every:  # on a button that went grey as it was pressed: on from its place
                i, step = every.index(self.kfocus), -1 if back else 1
                near = [every[(i + step * d) % len(every)] for d in range(1, len(every))]
                self.kfocus = next(it for it in near if it in items)
            elif self._waiting() and not self.told_wait:  # a Tab straight after a move: nothing pressed by it
                self.told_wait = True
                self.scene.say(f"{self.scene.name(self.scene.chair.to_move)} is to move: your cards take the focus "
                               "at your turn (Tab again: the buttons)")
            elif back:
                self.kfocus = items[-1]
            else:  # the first Tab: the person's cards (or first choice), never Undo
                self.kfocus = self.home() or next((it for it in items if it != UNDO), items[0])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._hint_ready() and (
                self.scene.hints.shown is not None) and (
                self.kfocus not in items or self.kfocus == ("button", ("hint",))):
            self.scene.play(self.scene.hints.shown)  # Enter with nothing focused, or on Hint, makes the hint's move
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.kfocus in items:
            kind, val = self.kfocus
            if self.kfocus == UNDO:
                self._ask_undo(asked)
            elif kind == "button":
                self.scene.press(val)
            elif kind == "card" and isinstance(val, int):
                self.click_card(val)
            elif kind == "zone" and isinstance(val, str):
                self.click_zone(val)
            if self.kfocus not in self.focus_items(every=True):  # gone; a button greyed by its press keeps it
                self.kfocus = None

    def _waiting(self) -> bool:
        """The person at the screen plays here and another seat is to move (the keys' focus has no card)."""
        t = self.scene
        ch = t.chair
        return not t.replaying and ch.seat is not None and not ch.over and ch.to_move != ch.seat and not t.my_turn

    def _ask_undo(self, asked: int | None) -> None:
        """Enter on Undo asks first; Enter again at once (no other key between) takes the move back. So
        Enter never takes back a move unasked, nor two in a row: after one, the next Enter asks again.
        (A click on Undo, U and Ctrl+Z are meant: they take it back at once.)"""
        t = self.scene
        if asked == t.version:
            t.press(("undo",))
            return
        self.undo_asked = t.version
        t.say("Take back your last move? Enter again takes it back; any other key keeps it")

    def _hint_ready(self) -> bool:
        """A hint is shown for this turn and is still a legal move."""
        return (self.scene.my_turn and self.scene.hints.shown is not None and self.gestures is not None
                and self.scene.hints.shown in self.gestures.legal)
