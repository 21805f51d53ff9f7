"""Records of real engine games for the post-duel scene checks (test_story_record.py): each
opponent's table played by random and biased players over many deals, and the rare
situations searched for on purpose."""

import itertools
import random

from story_facts import TABLES, pressed

import engine
from engine import record

# ------------------------------------------------------------------------------------------
# records of real games


def _policy(kind):
    def choose(s, rng):
        legal = s.legal_actions()
        if s.current_player == 0:
            if kind == "transfer":
                t = [a for a in legal if a.kind in ("transfer", "show")]
                if t:
                    return t[0]
            if kind == "no_transfer":
                legal = [a for a in legal if a.kind not in ("transfer", "show")] or legal
            if kind == "taker":
                t = [a for a in legal if a.kind in ("take", "pick_up")]
                if t and rng.random() < 0.7:
                    return t[0]
            if kind == "saver" and s.variant == "svoi_kozyri" and s.stock:
                # no card of the player's own trump suit while the stock lasts
                own = s.suits[0]
                plain = [a for a in legal if all(c.suit != own for c in a.cards)]
                legal = [a for a in plain if a.kind != "pick_up"] or plain or legal
                return rng.choice(legal)
            if kind in ("vix_lina", "stubborn"):
                keep = [a for a in legal if a.kind not in ("take", "pick_up")]
                legal = keep or legal
        elif kind == "stubborn":
            # the opponents take only when they must, beating with their lowest card
            keep = [a for a in legal if a.kind not in ("take", "pick_up")]
            if keep:
                defend = [a for a in keep if a.kind == "defend"]
                if defend:
                    return min(defend, key=lambda a: (a.cards[0].suit == s.trump, a.cards[0].rank))
                return rng.choice(keep)
        if (
            kind == "vix_lina"
            and s.current_player == 2
            and s.variant in ("podkidnoy", "perevodnoy")
        ):
            # Vix hunts Lina: throws in whatever she can against Lina, as little as
            # she may against the player
            if s.defender == 1:
                t = [a for a in legal if a.kind == "throw_in"]
                if t:
                    return t[0]
            else:
                t = [a for a in legal if a.kind == "pass"]
                if t:
                    return t[0]
                atk = [a for a in legal if a.kind == "attack" and len(a.cards) == 1]
                if atk:
                    return min(atk, key=lambda a: a.cards[0].rank)
        # everybody avoids pointless pick-ups in Svoi Kozyri (shorter games)
        beats = [a for a in legal if a.kind == "beat"]
        if beats and rng.random() < 0.8:
            return rng.choice(beats)
        if s.current_player != 0 or kind != "taker":
            keep = [a for a in legal if a.kind not in ("take", "pick_up")]
            if keep and rng.random() < 0.5:
                legal = keep
        return rng.choice(legal)

    return choose


def play(variant, players, seed, policy, **options):
    s = engine.new_game(variant, players=players, seed=seed, **options)
    rng = random.Random(seed * 7 + 1)
    while not s.is_terminal():
        s = s.apply(policy(s, rng))
    return s


def records_for(oid, n_seeds, kinds=None, first_seed=1):
    variant, players, series = TABLES[oid]
    opts = {"action_cap": 800} if variant == "svoi_kozyri" else {}
    out = []
    kinds = (
        kinds
        or {
            "podkidnoy": ["random", "taker", "stubborn", "vix_lina"],
            "perevodnoy": ["random", "transfer", "no_transfer", "taker", "stubborn"],
            "svoi_kozyri": ["random", "taker", "saver"],
            "warfare": ["random"],
        }[variant]
    )
    for seed, kind in itertools.product(range(first_seed, first_seed + n_seeds), kinds):
        pol = _policy(kind)
        if series is None:
            out.append(record.game_record(play(variant, players, seed, pol, **opts)))
            continue
        # played like the table plays it: a tie for the fewest tokens is played off
        # (engine.Series.is_over), so no series record ends in a tie
        ser = engine.Series(variant, players=players, games=series, seed=seed)
        games = []
        while not ser.is_over() and len(games) < series + 8:
            g = ser.new_game()
            rng = random.Random(seed + len(games))
            while not g.is_terminal():
                g = g.apply(pol(g, rng))
            games.append(record.game_record(g))
            ser = ser.record(g)
        if not ser.is_over():
            continue
        out.append(record.series_record(games, list(ser.tokens), playoff_games=len(games) - series))
    return out


# rare situations searched for on purpose, so their lines are checked too
RARE = [
    (
        "market",
        "vix_lina",
        lambda r: r["outcome"] == "win" and pressed(r, 2, 1) and r["tokens"][0] == 0,
    ),
]


def find_rare(oid, kind, want, limit=400):
    for seed in range(1000, 1000 + limit):
        for rec in records_for(oid, 1, kinds=[kind], first_seed=seed):
            if want(rec):
                return rec
    raise AssertionError(f"no {oid} game with {kind} found for a rare recap")


def playoff_market_win():
    """A market series won after a play-off (tokens 1, 2, 2 after five games; the table
    may play off a tie): the player was the fool once, Vix pressed Lina."""
    pool = {}
    for seed in range(1, 200):
        s = play("podkidnoy", 3, seed, _policy("vix_lina"))
        g = record.game_record(s)
        pool.setdefault(g["durak"], []).append(g)
        if all(len(pool.get(d, [])) >= 4 for d in (0, 1, 2)):
            break
    for combo in itertools.product(*(pool[d][:4] for d in (1, 0, 2, 1, 2))):
        rec = record.series_record(list(combo), [1, 2, 2], playoff_games=2)
        if pressed(rec, 2, 1):
            return rec
    raise AssertionError("no play-off series for the market recap")
