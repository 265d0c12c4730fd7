"""Oh Heck!'s exact search of one world's last tricks, fast (``solver.py`` says what it finds
and why it is exactly the plain max^n): hands as bit sets, a transposition table keyed by the
ranks' order among the cards in play, equal cards solved once, and cutoffs.
Over 400 lines: one search, its functions made together over the names they read (``Solver._build``);
split, each call in its loops would pay a look-up."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from .. import tricks as T
from .state import HeckState

MEMO_LIMIT = 200_000  # positions kept in one decision's table before it starts again (memory)
_BITS = 5  # bits per seat in a packed count (tricks to come, or need + 1): up to 31


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low.bit_length() - 1)
    return out


def _bottom(c: int, h: int, p: int) -> int:
    """The lowest card of the run ``c`` is in: the cards of hand ``h`` of its suit with no other
    card in play (``p``) of a rank between them play the same."""
    while True:
        lower = p & T.BELOW[c]
        if not lower:
            return c
        nb = lower.bit_length() - 1
        if not h >> nb & 1:
            return c
        c = nb


# The key of a position: each card's owner (a seat; 0xFF out of play, 0xFE an ace out of play),
# suit by suit after a separator (0xFD), with the cards out of play left out but the aces: the hands
# with every card out of play taken away and the cards above it moved down a rank. Two positions
# with one key play the same: the same suits, the same order of ranks, the same order of ids
# (the ace first, then 2 to king) and so the same ties. (In a key, the trick is always empty.)
_POS = tuple(c + T.SUIT[c] + 1 for c in range(T.PACK))
_GONE = tuple(0xFE if c % 13 == 0 else 0xFF for c in range(T.PACK))
_OWN_LEN = T.PACK + 4
_OWN_EMPTY = bytes(0xFD if i % 14 == 0 else (0xFE if i % 14 == 1 else 0xFF) for i in range(_OWN_LEN))
# how a mover ranks the tricks it takes, by how far they are from what it needs (an index -31 to 31):
# its bid made first, then nearer; the lowest bit (set apart) is the searching seat's bid missed
_NEAR = tuple((d == 0) << 7 | (63 - min(d, 64 - d)) << 1 for d in range(64))


def _mask(cards: Iterable[int]) -> int:
    return sum(1 << c for c in cards)


class OutOfTime(Exception):
    """A search stopped at its time limit (``Solver.solve``'s ``stop``)."""


Key = tuple[int, bytes]  # a position in the transposition table: the needs and leader packed, each card's owner


class Solver:
    """The search for one seat's decision, for a table's trump and options: its transposition
    table is shared by every world it solves (``solve``). ``memo``, ``equivalents`` and
    ``cutoffs`` turn the shortcuts off one by one, for the tests."""

    def __init__(self, players: int, me: int, trump: int | None, must_trump: bool, must_win: bool,
                 memo: bool = True, equivalents: bool = True, cutoffs: bool = True) -> None:
        self.params = (players, me, trump, must_trump, must_win)
        self.memo: dict[Key, int] | None = {} if memo else None
        self.equivalents = equivalents
        self.own = bytearray(_OWN_LEN)  # each card's owner, by ``_POS``: the position's key
        self.stop = float("inf")  # perf_counter time at which a search gives up (``OutOfTime``)
        self._runs: dict[tuple[int, int], int] = {}
        self._follow, self._after, self._nodes = self._build(equivalents, cutoffs)

    @classmethod
    def for_state(cls, state: HeckState, me: int, **flags: bool) -> Solver:
        o = state.options
        return cls(state.players, me, state.trump, o["must_trump"], o["must_win"], **flags)

    @property
    def nodes(self) -> int:
        """Positions at the start of a trick searched (not looked up) so far, for the benchmark."""
        return self._nodes()

    def _build(self, equivalents: bool, cutoffs: bool) -> tuple[Callable[..., int], ...]:
        """The search's functions, with everything they read bound once (its inner loops)."""
        n, me, trump, must_trump, must_win = self.params
        beat = T.beaten_by(trump)
        suit_of = T.SUIT
        smask = T.SUIT_MASK
        tmask = T.SUIT_MASK[trump] if must_trump and trump is not None else 0
        pos, gone = _POS, _GONE
        near = _NEAR
        shift = tuple(_BITS * s for s in range(n))
        one = tuple(1 << (_BITS * s) for s in range(n))
        nxt = tuple((s + 1) % n for s in range(n))
        msh = _BITS * me
        memo = self.memo
        store: dict[Key, int] = memo if memo is not None else {}  # written only under a key, made only with a table
        own = self.own
        runs = self._runs
        trans: dict[int, int] = {}
        solver = self
        count = 0
        out = b"\xff"  # the owner byte of a card out of play (not an ace): left out of the key
        no_cut = 1 << 20  # a key no card reaches: every card searched

        def nodes() -> int:
            return count

        def next_needs(needs: int, w: int, r: int) -> int:
            """The needs at the next trick's start (``r - 1`` tricks to play), ``w`` having won this one:
            a seat past its bid needs -1, one that cannot reach it any more ``r``."""
            got = 0
            for s in range(n):
                nd = (needs >> shift[s] & 31) - 1 - (s == w)
                nd = -1 if nd < 0 else min(nd, r)
                got |= (nd + 1) << shift[s]
            trans[needs << 8 | r << 3 | w] = got
            return got

        def reps(a: int, p: int) -> int:
            """The cards of ``a`` (allowed: whole runs of its hand) that stand for their equals: the
            first (by id) of each run of a hand's cards of a suit with no other card in play (``p``)
            of a rank between them."""
            k = (a, p)
            got = runs.get(k)
            if got is None:
                got = seen = 0
                x = a
                while x:
                    low = x & -x
                    x ^= low
                    b = _bottom(low.bit_length() - 1, a, p)
                    if not seen >> b & 1:
                        seen |= 1 << b
                        got |= low
                runs[k] = got
            return got

        def expand(hands: list[int], seat: int, needs: int, r: int, key: Key | None) -> int:
            """Tricks each seat takes from the start of a trick ``seat`` leads, ``r`` (2 or more) cards
            each, as a packed count: searched, and kept in the table under ``key``."""
            nonlocal count
            count += 1
            if not count & 1023 and time.perf_counter() > solver.stop:
                raise OutOfTime
            h = hands[seat]
            p = 0
            for x in hands:
                p |= x
            a = reps(h, p) if equivalents else h
            sh = shift[seat]
            nd = (needs >> sh & 31) - 1
            nd_me = (needs >> msh & 31) - 1
            th = seat != me
            top = ((254 if 0 <= nd <= r else 124) | th) if cutoffs else no_cut
            nseat = nxt[seat]
            first = follow if n > 2 else close
            best_k = -1
            best_v = 0
            while a:
                low = a & -a
                a ^= low
                c = low.bit_length() - 1
                hands[seat] = h ^ low
                own[pos[c]] = gone[c]
                v = first(hands, nseat, n - 1, suit_of[c], c, seat, needs, r, p)
                own[pos[c]] = seat
                k = near[(v >> sh & 31) - nd] | (th and (v >> msh & 31) != nd_me)
                if k > best_k:
                    best_k, best_v = k, v
                    if k >= top:
                        break
            hands[seat] = h
            if key is not None:
                store[key] = best_v
            return best_v

        def follow(hands: list[int], seat: int, left: int, led: int, best: int, win: int,
                   needs: int, r: int, p: int) -> int:
            """Tricks each seat takes from the trick's start, with ``left`` (2 or more) cards still to
            come to it (``seat``'s first), the suit ``led``, card ``best`` of seat ``win`` winning it (packed)."""
            h = hands[seat]
            a = h & smask[led] or h & tmask or h
            bm = beat[best]
            if must_win and a & bm:
                a &= bm
            nseat = nxt[seat]
            nxt_play = follow if left > 2 else close
            if not a & (a - 1):  # one card: played
                c = a.bit_length() - 1
                hands[seat] = h ^ a
                own[pos[c]] = gone[c]
                if bm & a:
                    v = nxt_play(hands, nseat, left - 1, led, c, seat, needs, r, p)
                else:
                    v = nxt_play(hands, nseat, left - 1, led, best, win, needs, r, p)
                own[pos[c]] = seat
                hands[seat] = h
                return v
            if equivalents:
                a = reps(a, p)
            sh = shift[seat]
            nd = (needs >> sh & 31) - 1
            nd_me = (needs >> msh & 31) - 1
            th = seat != me
            top = ((254 if 0 <= nd <= r else 124) | th) if cutoffs else no_cut
            best_k = -1
            best_v = 0
            while a:
                low = a & -a
                a ^= low
                c = low.bit_length() - 1
                hands[seat] = h ^ low
                own[pos[c]] = gone[c]
                if bm & low:
                    v = nxt_play(hands, nseat, left - 1, led, c, seat, needs, r, p)
                else:
                    v = nxt_play(hands, nseat, left - 1, led, best, win, needs, r, p)
                own[pos[c]] = seat
                k = near[(v >> sh & 31) - nd] | (th and (v >> msh & 31) != nd_me)
                if k > best_k:
                    best_k, best_v = k, v
                    if k >= top:
                        break
            hands[seat] = h
            return best_v

        def close(hands: list[int], seat: int, left: int, led: int, best: int, win: int,
                  needs: int, r: int, p: int) -> int:
            """``follow`` for the trick's last card (``left`` is 1): each card decides who wins the
            trick, and a card that cannot do better for ``seat`` than the best so far, even taking
            every trick from there on or none, is not searched."""
            h = hands[seat]
            a = h & smask[led] or h & tmask or h
            bm = beat[best]
            if must_win and a & bm:
                a &= bm
            if equivalents and a & (a - 1):
                a = reps(a, p)
            sh = shift[seat]
            nd = (needs >> sh & 31) - 1
            nd_me = (needs >> msh & 31) - 1
            th = seat != me
            if cutoffs:
                top = (254 if 0 <= nd <= r else 124) | th
                # the best ``seat`` could hope for once it has taken the trick, or once it has not
                ceil_won = (254 if 1 <= nd <= r else near[1 - nd if nd < 1 else nd - r]) | th
                ceil_lost = (254 if 0 <= nd <= r - 1 else near[-nd if nd < 0 else nd - r + 1]) | th
            else:
                top = ceil_won = ceil_lost = no_cut
            best_k = -1
            best_v = 0
            while a:
                low = a & -a
                a ^= low
                if bm & low:
                    if ceil_won <= best_k:
                        continue
                    nw = seat
                else:
                    if ceil_lost <= best_k:
                        continue
                    nw = win
                c = low.bit_length() - 1
                hands[seat] = h ^ low
                if r > 2:  # the next trick's start, looked up or searched (``after``)
                    own[pos[c]] = gone[c]
                    nn = trans.get(needs << 8 | r << 3 | nw)
                    if nn is None:
                        nn = next_needs(needs, nw, r)
                    if memo is not None:
                        key = (nn << 3 | nw, bytes(own).translate(None, out))
                        v = memo.get(key)
                        if v is None:
                            v = expand(hands, nw, nn, r - 1, key)
                    else:
                        v = expand(hands, nw, nn, r - 1, None)
                    v += one[nw]
                    own[pos[c]] = seat
                elif r == 2:  # the last trick, played out: one card each
                    bc = hands[nw].bit_length() - 1
                    bw = s = nw
                    for _ in range(n - 1):
                        s = nxt[s]
                        c2 = hands[s].bit_length() - 1
                        if beat[bc] >> c2 & 1:
                            bc, bw = c2, s
                    v = one[nw] + one[bw]
                else:
                    v = one[nw]
                k = near[(v >> sh & 31) - nd] | (th and (v >> msh & 31) != nd_me)
                if k > best_k:
                    best_k, best_v = k, v
                    if k >= top:
                        break
            hands[seat] = h
            return best_v

        def after(hands: list[int], win: int, needs: int, r: int) -> int:
            """Tricks each seat takes from the end of a trick ``win`` won, ``r`` cards each before it
            (packed): as ``follow`` works it out, for the root."""
            if r == 1:
                return one[win]
            nn = next_needs(needs, win, r)
            if r == 2:
                return one[win] + one[_last(hands, win, nxt, beat)]
            key = (nn << 3 | win, bytes(own).translate(None, out)) if memo is not None else None
            v = store.get(key) if key is not None else None  # (the table itself, with one)
            return (v if v is not None else expand(hands, win, nn, r - 1, key)) + one[win]

        def play_on(hands: list[int], seat: int, left: int, *rest: int) -> int:
            """``follow`` or ``close``, for the root."""
            return (follow if left > 1 else close)(hands, seat, left, *rest)

        return play_on, after, nodes

    def solve(self, state: HeckState, me: int, stop: float | None = None) -> dict[int, tuple[int, ...]]:
        """For each card the seat to move (``me``, the searcher) may play: every seat's final points.
        It gives up at time ``stop`` (``perf_counter``), raising ``OutOfTime``."""
        o = state.options
        assert (state.players, me, state.trump, o["must_trump"], o["must_win"]) == self.params
        assert state.to_move == me
        if self.memo is not None and len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        if len(self._runs) > MEMO_LIMIT:
            self._runs.clear()
        self.stop = float("inf") if stop is None else stop
        n = state.players
        t = state.table
        bids, tricks = t.counters["bid"], t.counters["tricks"]
        hands = [_mask(t.zones[z]) for z in state.hands]
        trick = list(t.zones["trick"])
        own = self.own
        own[:] = _OWN_EMPTY
        for s, z in enumerate(state.hands):
            for c in t.zones[z]:
                own[_POS[c]] = s
        seat = me
        h = hands[seat]
        r = h.bit_count()
        needs = 0
        for s in range(n):
            nd = bids[s] - tricks[s]
            nd = -1 if nd < 0 else min(nd, r + 1)
            needs |= (nd + 1) << (_BITS * s)
        p = _mask(trick)
        for x in hands:
            p |= x
        beat = T.beaten_by(state.trump)
        led, best, win, left, a = -1, -1, -1, n, h  # a lead: any card
        if trick:
            led, best, win, left = T.SUIT[trick[0]], state.win_card, state.win_seat, n - len(trick)
            tm = T.SUIT_MASK[state.trump] if o["must_trump"] and state.trump is not None else 0
            a = h & T.SUIT_MASK[led] or h & tm or h
            if o["must_win"] and a & beat[best]:
                a &= beat[best]
        follow, after = self._follow, self._after
        by_run: dict[int, int] = {}  # a card's run (``_bottom``): the tricks to come, solved for its first card
        values: dict[int, int] = {}
        for c in _cards(a):
            run = _bottom(c, h, p) if self.equivalents else c
            if run in by_run:
                values[c] = by_run[run]
                continue
            if not trick:
                b, w = c, seat
                led = T.SUIT[c]
            elif beat[best] >> c & 1:
                b, w = c, seat
            else:
                b, w = best, win
            hands[seat] = h ^ (1 << c)
            own[_POS[c]] = _GONE[c]
            if left > 1:
                v = follow(hands, (seat + 1) % n, left - 1, led, b, w, needs, r, p)
            else:
                v = after(hands, w, needs, r)
            own[_POS[c]] = seat
            hands[seat] = h
            values[c] = by_run[run] = v
        out = {}
        for c in _cards(a):
            v = values[c]
            final = [tricks[s] + (v >> (_BITS * s) & 31) for s in range(n)]
            out[c] = tuple(10 + b if b == k else 0 for b, k in zip(bids, final))
        return out


def _last(hands: list[int], lead: int, nxt: tuple[int, ...], beat: tuple[int, ...]) -> int:
    """Who wins the last trick, one card in each hand, ``lead`` leading."""
    bc = hands[lead].bit_length() - 1
    bw = s = lead
    for _ in range(len(hands) - 1):
        s = nxt[s]
        c = hands[s].bit_length() - 1
        if beat[bc] >> c & 1:
            bc, bw = c, s
    return bw
