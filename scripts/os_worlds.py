"""Honest worlds for OpenSpiel's ``oh_hell`` (4 players, 10 tricks), from a player's view only.

Used by ``bench_openspiel.py --reference honest`` (``HonestReference``); pure Python, on
OpenSpiel's action ids (no pyspiel here, so the tests can check it without OpenSpiel):

* a card is ``rank * 4 + suit`` (ranks 2..A as 0..12, suits C, D, S, H as 0..3); bid k is
  ``BID0 + k``;
* the history is: the number of tricks, the dealer, the 40 cards dealt to players
  0, 1, 2, 3, 0, ..., the trump card, then the four bids (from the dealer's left) and the
  cards played (the dealer's left leads the first trick, each trick's winner the next).

``public_play`` replays the bids and the cards in public: who played each card, and the
suits each player has shown out of (it did not follow the suit led, so it holds none).
``honest_hands`` re-deals everything ``me`` cannot see: each other player keeps the cards
it has played, and the rest of its hand is drawn from every card ``me`` has not seen
(the 11 undealt ones included) *with none of a suit it has shown out of*. It reads
nothing of the others' hidden cards, only ``me``'s own hand, the trump card and the
public actions: two histories ``me`` cannot tell apart give the same worlds for the same
random source.
"""

from __future__ import annotations

import itertools
import random

N, CARDS, BID0 = 4, 10, 52
REJECT_TRIES = 200  # plain deals tried before the constrained draw (a plain deal that fits is exact)


def suit(c: int) -> int:
    return c % 4


def public_play(history: list[int]) -> tuple[list[tuple[int, int]], list[int]]:
    """(player, card) for each card played, in order, and each player's shown-out suits
    (a bit per suit)."""
    dealer, trump = history[1], history[2 + N * CARDS]
    trump_suit = suit(trump)
    rest = history[3 + N * CARDS:]
    cards = [a for a in rest if a < BID0]
    out: list[tuple[int, int]] = []
    void = [0] * N
    leader = (dealer + 1) % N
    for t in range(0, len(cards), N):
        trick = cards[t:t + N]
        led = suit(trick[0])
        best, win = trick[0], leader
        for i, c in enumerate(trick):
            p = (leader + i) % N
            out.append((p, c))
            if i == 0:
                continue
            if suit(c) != led:
                void[p] |= 1 << led
            if (suit(c) == suit(best) and c > best) or (suit(c) == trump_suit != suit(best)):
                best, win = c, p
        if len(trick) == N:
            leader = win
    return out, void


def honest_hands(history: list[int], me: int, rng: random.Random) -> list[list[int]]:
    """The four hands as dealt in a world ``me`` cannot tell from the real one (see the module
    text): ``me``'s own, and for the others their played cards plus cards drawn from all that
    ``me`` has not seen, none of a suit the player has shown out of."""
    deal, trump = history[2:2 + N * CARDS], history[2 + N * CARDS]
    mine = list(deal[me::N])
    plays, void = public_play(history)
    played: list[list[int]] = [[] for _ in range(N)]
    for p, c in plays:
        played[p].append(c)
    seen = set(mine) | {trump} | {c for _, c in plays}
    pool = [c for c in range(52) if c not in seen]
    others = [p for p in range(N) if p != me]
    need = {p: CARDS - len(played[p]) for p in others}
    drawn = draw(pool, need, void, rng)
    return [mine if p == me else played[p] + drawn[p] for p in range(N)]


def draw(pool: list[int], need: dict[int, int], void: list[int], rng: random.Random) -> dict[int, list[int]]:
    """``need[p]`` cards of ``pool`` to each player p, none of a suit in ``void[p]``, the rest
    left out (undealt). A plain shuffle that happens to fit is kept (up to ``REJECT_TRIES``):
    that is an exactly uniform draw among the deals that fit. Failing that, card by card in a
    shuffled order, each to a player (or left out) with chances by the places left, never a
    choice that leaves no way to finish (Hall's condition on the players' suits)."""
    players = list(need)
    if not any(void[p] for p in players):
        cards = pool[:]
        rng.shuffle(cards)
        out, k = {}, 0
        for p in players:
            out[p] = cards[k:k + need[p]]
            k += need[p]
        return out
    for _ in range(REJECT_TRIES):
        cards = pool[:]
        rng.shuffle(cards)
        out, k, ok = {}, 0, True
        for p in players:
            out[p] = cards[k:k + need[p]]
            k += need[p]
            if any(void[p] >> suit(c) & 1 for c in out[p]):
                ok = False
                break
        if ok:
            return out
    cards = pool[:]
    rng.shuffle(cards)
    left = dict(need)
    spare = len(cards) - sum(need.values())  # cards left out of every hand
    counts = [0] * 4
    for c in cards:
        counts[suit(c)] += 1
    out = {p: [] for p in players}
    for c in cards:
        s = suit(c)
        counts[s] -= 1
        options = [(p, left[p]) for p in players if left[p] and not void[p] >> s & 1]
        if spare:
            options.append((-1, spare))
        fits = [(p, w) for p, w in options if feasible(counts, _after(left, p), void, players)]
        x = rng.random() * sum(w for _, w in fits)
        pick = fits[-1][0]
        for p, w in fits:
            x -= w
            if x < 0:
                pick = p
                break
        if pick < 0:
            spare -= 1
        else:
            out[pick].append(c)
            left[pick] -= 1
    return out


def _after(left: dict[int, int], p: int) -> dict[int, int]:
    if p < 0:
        return left
    out = dict(left)
    out[p] -= 1
    return out


def feasible(counts: list[int], left: dict[int, int], void: list[int], players: list[int]) -> bool:
    """Can every player still get its ``left`` cards from ``counts`` (cards left by suit)?
    Hall's condition: every group of players needs no more than the cards of the suits
    some of them may hold."""
    for r in range(1, len(players) + 1):
        for group in itertools.combinations(players, r):
            want = sum(left[p] for p in group)
            if not want:
                continue
            ok_suits = [s for s in range(4) if any(not void[p] >> s & 1 for p in group)]
            if sum(counts[s] for s in ok_suits) < want:
                return False
    return True
