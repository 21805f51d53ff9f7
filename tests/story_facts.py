"""The post-duel scenes' fact table (test_story_record.py): the chapters and their tables,
the story flags a recap reads, and every line that states something about the game with
the check on the record it needs (FACTS, MORE_FACTS by chapter, FACT_OWNERS), and the claims
no record can hold (NEVER)."""

from pathlib import Path

import engine
from engine import record

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
RECAP = STORY / "recap.rpy"

SCENES = ["win", "loss", "draw"]
# a series never ends in a draw (a tie is played off): no draw scene
NO_DRAW = {"market", "hunter"}
CHAPTERS = {
    "marta": "ch00_prologue.rpy",
    "aurelia": "ch01_aurelia.rpy",
    "pip": "ch02_pip.rpy",
    "brandt": "ch03_brandt.rpy",
    "market": "ch04_market.rpy",
    "lina": "ch05_lina.rpy",
    "ash": "ch06_ash.rpy",
    "hunter": "ch07_hunter.rpy",
}
# the roster's tables (game/roster.rpy): variant, seats, games in the series
TABLES = {
    "marta": ("podkidnoy", 2, None),
    "aurelia": ("podkidnoy", 2, None),
    "pip": ("perevodnoy", 2, None),
    "brandt": ("perevodnoy", 2, None),
    "market": ("podkidnoy", 3, 3),
    "lina": ("svoi_kozyri", 2, None),
    "ash": ("warfare", 2, None),
    "hunter": ("podkidnoy", 2, 3),
}
# story flags a recap may read, and the values they take
FLAGS = {
    "story_pip_advice": ["small", "big"],
    "story_aurelia_bowed": [False, True],
    "story_brandt_view": ["wisdom", "vow"],
    "story_ash_forgiven": [True, False],
    "story_lina_travels": [False, True],
    "story_market_card": ["stake", "player", "stall"],
    "story_aurelia_stake": ["coin", "card"],
    "story_aurelia_holds_card": [False, True],
    "story_market_alliance": [False, True],
    # a loss to Ash walked you back down; each series lost to the Hunter left a token
    "story_ash_walked_down": [False, True],
    "story_hunter_losses": [0, 2],
}

RANK_ONE = {
    2: "a two", 3: "a three", 4: "a four", 5: "a five", 6: "a six", 7: "a seven",
    8: "an eight", 9: "a nine", 10: "a ten", 11: "a jack", 12: "a queen", 13: "a king",
    14: "an ace",
}  # fmt: skip
RANK_MANY = {
    2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
    9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings", 14: "aces",
}  # fmt: skip
NUMBERS = {2: "two", 3: "three", 4: "four"}
CARDS = [
    "no cards", "one card", "two cards", "three cards", "four cards", "five cards",
    "six cards", "seven cards", "eight cards", "nine cards", "ten cards", "eleven cards",
    "twelve cards",
]  # fmt: skip


def cards_word(n):
    return CARDS[n] if n < len(CARDS) else f"{n} cards"


def rank_of(code):
    return engine.Card.parse(code).rank


# ------------------------------------------------------------------------------------------
# what each line may claim: (pattern, check(record, match) -> bool)


def game(rec):
    return record.last_game(rec)


def mine(rec, field):
    g = game(rec)
    return g[field][g["player"]]


def seat(rec, field, s):
    return game(rec)[field][s]


def pressed(rec, a, b):
    row = rec["laid_against"][a]
    return row[b] > 0 and all(row[b] > row[q] for q in range(len(row)) if q not in (a, b))


def has(rec, name):
    return record.has(rec, name)


def games_of(rec):
    return rec["games"] if rec["kind"] == "series" else [rec]


FACTS = [
    # Marta
    (r"went out on a trump", lambda r, m: has(r, "won_with_trump")),
    (
        r"you held (.+) at one point, and still climbed out",
        lambda r, m: has(r, "comeback") and m.group(1) == cards_word(mine(r, "max_hand")),
    ),
    (
        r"spent a trump on (an? \w+)\.",
        lambda r, m: (
            mine(r, "trump_on_low") is not None and m.group(1) == RANK_ONE[mine(r, "trump_on_low")]
        ),
    ),
    (
        r"picked up the table time after time, and ended up holding (.+) at once",
        lambda r, m: (
            mine(r, "takes") >= 3
            and mine(r, "max_hand") >= 8
            and m.group(1) == cards_word(mine(r, "max_hand"))
        ),
    ),
    # Aurelia
    (
        r"You laid (\w+) (\w+) in a single bout",
        lambda r, m: (
            game(r)["rank_run"] is not None
            and m.group(1) == NUMBERS[game(r)["rank_run"]["count"]]
            and m.group(2) == RANK_MANY[game(r)["rank_run"]["rank"]]
        ),
    ),
    (
        r"The (\w+) wanted to go",
        lambda r, m: (
            game(r)["rank_run"] is not None and m.group(1) == RANK_MANY[game(r)["rank_run"]["rank"]]
        ),
    ),
    (
        r"You threw in (.+) over the game",
        lambda r, m: m.group(1) == cards_word(seat(r, "throw_ins", 1)),
    ),
    (r"finishing on a trump", lambda r, m: has(r, "won_with_trump")),
    (
        r"The last card you threw in at me was (an? \w+)\.",
        lambda r, m: (
            seat(r, "last_throw_ins", 1) is not None
            and m.group(1).lower() == RANK_ONE[rank_of(seat(r, "last_throw_ins", 1))]
        ),
    ),
    (r"picked up the table so often", lambda r, m: mine(r, "takes") >= 3),
    # Pip
    (
        r"You had (\w+) (\w+) in your hand, and you didn't throw them all",
        lambda r, m: (
            game(r)["held_back"] is not None
            and m.group(1) == NUMBERS[game(r)["held_back"]["held"]]
            and m.group(2) == RANK_MANY[game(r)["held_back"]["rank"]]
        ),
    ),
    (r"without transferring once", lambda r, m: has(r, "player_never_transferred")),
    (
        r"bounced one at you and you bounced it straight back",
        lambda r, m: has(r, "player_returned_transfer"),
    ),
    (r"My transfer was wonderful", lambda r, m: seat(r, "transfers", 1) > 0),
    (
        r"When you bounced my (\w+) straight back",
        lambda r, m: (
            mine(r, "transfers") > 0 and m.group(1) == RANK_MANY[mine(r, "transfer_ranks")[0]]
        ),
    ),
    (r"you bounced one of mine straight back", lambda r, m: has(r, "opponent_returned_transfer")),
    (r"It didn't save me", lambda r, m: mine(r, "transfers") > 0),
    (r"never bounced a single attack back", lambda r, m: has(r, "player_never_transferred")),
    # Brandt
    (
        r"I am holding (\w+ cards?), and you are holding none",
        lambda r, m: (
            game(r)["outcome"] == "win" and m.group(1) == cards_word(seat(r, "final_hands", 1))
        ),
    ),
    (r"You turned my charge like", lambda r, m: mine(r, "transfers") > 0),
    (r"never once turned my charge", lambda r, m: has(r, "player_never_transferred")),
    (r"you kept taking|I kept taking", lambda r, m: seat(r, "takes", 1) >= 3),
    (r"And you took, too\.", lambda r, m: seat(r, "takes", 1) >= 1),
    (
        r"You took again and again|You took what I threw, again and again",
        lambda r, m: seat(r, "takes", 1) >= 3,
    ),
    (r"you still had trumps to play", lambda r, m: seat(r, "trumps_late", 1) >= 2),
    # the market
    (r"Fewest tokens: the fox!", lambda r, m: r["winner"] == 2),
    (r"Fewest tokens: me\?", lambda r, m: r["winner"] == 1),
    (r"took a play-off to settle", lambda r, m: has(r, "playoff")),
    (r"threw more at me than at the pigeon", lambda r, m: pressed(r, 2, 1)),
    (r"stayed out of trouble the whole series", lambda r, m: r["tokens"][0] == 0),
    (r"slip past us both", lambda r, m: pressed(r, 2, 1)),
    (r"was never the fool", lambda r, m: r["tokens"][0] == 0),
    (r"trying to make you the durak", lambda r, m: pressed(r, 2, 1)),
    (r"stayed out of trouble in the first game", lambda r, m: r["game_outcomes"][0] == "win"),
    (r"threw most of your cards at Vix", lambda r, m: pressed(r, 0, 2)),
    # Lina
    (r"kept your own trumps until the deck was gone", lambda r, m: has(r, "player_saved_trumps")),
    (r"And your ace!", lambda r, m: has(r, "player_own_ace")),
    (
        r"You laid (an? \w+), and I could beat it without a trump",
        lambda r, m: (
            game(r)["gift_card"] is not None
            and m.group(1) == RANK_ONE[rank_of(game(r)["gift_card"])]
        ),
    ),
    (r"That ace\. I didn't see that ace", lambda r, m: has(r, "opponent_own_ace")),
    (
        r"I picked up (.+) in one go",
        lambda r, m: (
            game(r)["biggest_pick_up"] is not None
            and game(r)["biggest_pick_up"]["player"] == 0
            and game(r)["biggest_pick_up"]["count"] >= 5
            and m.group(1) == cards_word(game(r)["biggest_pick_up"]["count"])
        ),
    ),
    (r"spent your own trumps too early", lambda r, m: has(r, "player_early_trumps")),
    # Ash
    (
        r"You let (an? \w+) go to me, at the end\. On the last pick",
        lambda r, m: (
            has(r, "player_picked_court_last")
            and m.group(1) == RANK_ONE[rank_of(game(r)["last_pick"]["card"])]
        ),
    ),
    (r"That was close", lambda r, m: has(r, "close_game")),
    (r"losing the small battles", lambda r, m: has(r, "player_lost_small")),
    (
        r"You won more battles than I did",
        lambda r, m: mine(r, "battles_won") > seat(r, "battles_won", 1),
    ),
    # the Hunter
    (r"and then at your empty hands", lambda r, m: r["game_outcomes"][-1] == "win"),
    (r"this time it is you left holding cards", lambda r, m: r["game_outcomes"][-1] == "loss"),
    (r"You lost the first game", lambda r, m: r["game_outcomes"][0] == "loss"),
    (r"not one token of your own", lambda r, m: r["tokens"][0] == 0),
    (
        r"spend your trumps early",
        lambda r, m: 2 * sum(has(g, "player_early_trumps") for g in games_of(r)) > len(games_of(r)),
    ),
    (r"You take as if taking were free", lambda r, m: has(r, "player_took_three")),
]


# facts added later, by chapter (FACT_OWNERS below takes them in)
MORE_FACTS = {
    "market": [
        (
            r"after the first game, pigeon, you were the durak",
            lambda r, m: r["game_outcomes"][0] == "loss" and r["outcome"] == "win",
        )
    ],
    "aurelia": [
        (r"a whole run of one rank at me in a single bout", lambda r, m: has(r, "player_rank_run")),
        (r"It's the throw-ins, isn't it", lambda r, m: has(r, "opponent_threw_in")),
        (
            r"You're still holding (.+)\.",
            lambda r, m: (
                has(r, "opponent_many_left") and m.group(1) == cards_word(seat(r, "final_hands", 1))
            ),
        ),
    ],
    "hunter": [
        (r"It went to a play-off", lambda r, m: has(r, "playoff")),
        (
            r"Every game of the series, the same place",
            lambda r, m: all(o == "loss" for o in r["game_outcomes"]),
        ),
    ],
}

FACTS += [f for fs in MORE_FACTS.values() for f in fs]

# claims no record can hold (the game never records them): no post-duel scene says them
NEVER = [
    r"had an answer ready for every bout",  # every bout: not recorded
    r"You took everything",  # every attack taken: not recorded
    r"you had all the trumps",  # all of them: not recorded
    r"You did have it, for a moment",  # that the player was winning: not recorded
    r"Until you threw in that last card",  # that the last throw-in decided the game
    r"you bounced them back again",  # "them": the ranks of another bout
    r"the one who throws them back hardest",  # who threw back hardest: not recorded
    r"for three whole games",  # a market series can run to a play-off
    r"Kept it till the end",  # won_with_trump: only the last card was a trump
    r"My big transfer",  # opponent_transferred: any transfer, of any size
    r"you know what beat you",  # opponent_returned_transfer: the bounce, not the cause
    r"you took only when you had to",  # a take or two: not the motive
    r"You made me choose, every bout",  # every bout: not recorded
]


# which facts belong to which chapter (every one must be said at least once)
FACT_OWNERS = {
    "marta": [FACTS[i][0] for i in range(0, 4)],
    "aurelia": [FACTS[i][0] for i in range(4, 10)],
    "pip": [FACTS[i][0] for i in range(10, 18)],
    "brandt": [FACTS[i][0] for i in range(18, 25)],
    "market": [FACTS[i][0] for i in range(25, 35)],
    "lina": [FACTS[i][0] for i in range(35, 41)],
    "ash": [FACTS[i][0] for i in range(41, 45)],
    "hunter": [FACTS[i][0] for i in range(45, 51)],
}
for _oid, _facts in MORE_FACTS.items():
    FACT_OWNERS[_oid] += [p for p, _c in _facts]
