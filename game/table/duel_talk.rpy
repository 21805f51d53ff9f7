## duel_talk.rpy — the opponents talk at the table (owner: story engineer).
##
## Every opponent says a line now and then, in their own voice, about what
## just happened: your attack, their take, your take, a transfer either way, a
## trump you play against them, the last cards, Warfare's battles, and the end
## of the game. The table (docs/contracts.md, "Table talk") calls
##
##     duel_talk.react(spec, seat, state, events)
##
## after every committed move (`seat` the seat that moved, `events` the new
## state's events) and once after each deal (seat None, the deal's events), and
## shows the line with `use duel_speech(seat)` beside that seat's portrait.
##
## At most one line at a time. Lines are rate-limited (a gap in seconds and in
## moves since the last line, longer at the "some" setting), each kind has a
## chance of being said at all, and each (character, kind) deals its lines
## from a shuffled deck so a duel does not repeat itself until the deck is used
## up. The end of the game is always spoken (unless talk is off).
## The current line lives in `duel_talk.talk`, a plain object created at init
## and only mutated: never saved, never rolled back (a line is gone after a load).
##
## Preference: persistent.duel_talk — 0 off, 1 some, 2 all (default 2).
## Tutorials (Marta's lesson) are silent: the coach speaks there.
##
## The `init python in duel_talk` block below is plain Python apart from the
## names it gets from the store (tests/test_duel_talk.py runs it without
## Ren'Py, with stubs for them): keep LINES a literal of _("...") strings.

default persistent.duel_talk = 2

init -4 python in duel_talk:

    import store
    import time as _time
    import random as _random

    ## What each opponent may say, by kind of event. Every kind has at least
    ## three lines (two for battles and draws); [player_name] may be used.
    LINES = {
        "marta": {
            "start": [
                _("Cut, love. Let's see what you remember."),
                _("Sit up straight. Cards on the table, elbows off it."),
                _("Same deck, same rules. No lessons this time."),
            ],
            "attacked": [
                _("Low card first. Good habit."),
                _("Hm. That's a question, not an answer."),
                _("Coming after me already? Cheeky."),
            ],
            "took": [
                _("I'll take those. They keep, like soup."),
                _("Taken. Don't look so smug, love."),
                _("Into the pot they go."),
                _("A full hand never killed anyone. Usually."),
            ],
            "player_took": [
                _("Pick them up, love. No shame in it."),
                _("That's a heavy hand you're carrying now."),
                _("Taken. And there goes your turn to attack."),
                _("Told you. Every card you beat with is ammunition."),
            ],
            "transfer": [
                _("Not me, love. You."),
                _("Back across the counter it goes."),
                _("Pass the plate, as my mother used to say."),
            ],
            "player_transfer": [
                _("Oh, you've learnt the passing game. Who taught you that?"),
                _("Sent it on to me? The cheek of it!"),
                _("Hm. Fair. I'd have done the same."),
            ],
            "trump": [
                _("A trump on that? Rich at breakfast, a beggar by supper."),
                _("Spending trumps already. I'll remember that."),
                _("There goes a trump. Count them, love."),
            ],
            "last_cards": [
                _("The deck's gone. Now we see who was counting."),
                _("No more drawing. Empty your hand and you're safe."),
                _("Last cards. Steady hands now."),
            ],
            "battle_won": [
                _("Mine. Don't sulk."),
                _("That one's for the pot."),
            ],
            "battle_lost": [
                _("Go on, take it. You earned it."),
                _("Hm. Well struck."),
            ],
            "win": [
                _("Durak! The pans are waiting, love."),
                _("There. Sit down again when you're ready."),
                _("Not today. But closer than yesterday."),
            ],
            "loss": [
                _("Well! Empty hands over there, and it's me holding the cards."),
                _("I'm the durak. Don't tell the regulars."),
                _("Well played, love. Properly well played."),
            ],
            "draw": [
                _("Both out at once. A handshake, we call that."),
                _("Nobody's the fool. I'll take it."),
            ],
        },
        "aurelia": {
            "start": [
                _("Luck has shuffled. Luck is ready. Luck looks marvellous."),
                _("Behold the altar of Fortune, pilgrim. Try not to drool on it."),
                _("Cut the deck. Gently. It's sacred."),
            ],
            "attacked": [
                _("You dare attack a goddess? Bold. Foolish, but bold."),
                _("A mortal attack. How quaint."),
                _("Oh, a little card. For me? You shouldn't have."),
            ],
            "took": [
                _("I'm not taking. I'm accepting offerings."),
                _("Fine! I'll carry them. Goddesses have very large hands."),
                _("A temporary setback in a glorious destiny."),
                _("Luck is simply... collecting."),
            ],
            "player_took": [
                _("Take them, pilgrim! All of them! Luck insists!"),
                _("Ha! More! More! MORE!"),
                _("That's what comes of defying Fortune."),
                _("Look at you, holding all those cards. Adorable."),
            ],
            "transfer": [
                _("Returned to sender, with divine regards."),
                _("Luck declines. Politely."),
                _("Not for me, pilgrim. For YOU."),
            ],
            "player_transfer": [
                _("You passed it on? To a GODDESS?"),
                _("How dare you return my offering!"),
                _("Rude. Effective, but rude."),
            ],
            "trump": [
                _("A trump? Against Luck? That's practically heresy."),
                _("Ooh. You were hiding that one."),
                _("Trumps are vulgar. Beautiful, but vulgar."),
            ],
            "last_cards": [
                _("The deck is empty! Now Luck does her finest work."),
                _("No more cards to draw. Pray, pilgrim."),
                _("The final act! I do adore a final act."),
            ],
            "battle_won": [
                _("Luck wins! Luck always wins!"),
                _("Mine! Carve it on a wall."),
            ],
            "battle_lost": [
                _("Luck was admiring herself in a mirror."),
                _("That one didn't count."),
            ],
            "win": [
                _("Kneel! In spirit. The floor's freezing."),
                _("Luck is triumphant! As foretold!"),
                _("Victory! I shall commission a statue."),
            ],
            "loss": [
                _("This is a clerical error."),
                _("Luck is... resting. Luck is having a little nap."),
                _("Count them again. Slowly. With feeling."),
            ],
            "draw": [
                _("A tie? Luck does not TIE!"),
                _("An omen. Of what, I shall decide later."),
            ],
        },
        "pip": {
            "start": [
                _("Cards up! I promise nothing's going to catch fire."),
                _("Right. Restraint. Restraint, restraint, restraint. Let's play!"),
                _("Shuffled! Only slightly singed."),
            ],
            "attacked": [
                _("Ooh, an attack! Incoming!"),
                _("That's a Modest Attack. I can handle a Modest Attack."),
                _("Coming at me? Brilliant!"),
            ],
            "took": [
                _("I'll take it! I'm absorbing the blast."),
                _("Fine! I'm a very large fireball now."),
                _("Taking is restrained. Isn't it? It is, isn't it?"),
                _("That's a lot of cards. That's fine. That's fine."),
            ],
            "player_took": [
                _("The whole blast! All of it! Into your hand!"),
                _("Ha! Whoosh!"),
                _("That was my Grand Radiant Attack. You're welcome."),
                _("Now you've got all my sparks."),
            ],
            "transfer": [
                _("WHOOSH! Straight back at you!"),
                _("Bounce! Fireball coming down the corridor!"),
                _("Not me! You! The loudest move in cards!"),
            ],
            "player_transfer": [
                _("You bounced it! You actually bounced it!"),
                _("Ooh, it's getting BIGGER!"),
                _("Careful. That's how towers lose their roofs."),
            ],
            "trump": [
                _("A trump! That's a big spell."),
                _("Whoa. You've been saving that one."),
                _("That's not modest. That's not modest at all."),
            ],
            "last_cards": [
                _("No more cards to draw! Now everything counts!"),
                _("The deck's gone. Deep breath, Pip."),
                _("Last cards! Nobody set anything on fire."),
            ],
            "battle_won": [
                _("I won a battle! And nothing exploded!"),
                _("Ha! Got it!"),
            ],
            "battle_lost": [
                _("Oh. Fizzle."),
                _("That one went out like a wet match."),
            ],
            "win": [
                _("I won! And nothing's on fire! Nothing important."),
                _("Did the Magister see that? Somebody tell the Magister!"),
                _("Good game! Best game! Again?"),
            ],
            "loss": [
                _("I'm holding cards. You're not. Oh."),
                _("Failed again. But with restraint!"),
                _("You beat me! Without any fire! Teach me that."),
            ],
            "draw": [
                _("A tie! A peaceful tie, with no fire in it!"),
                _("We both ran out! Is that allowed?"),
            ],
        },
        "brandt": {
            "start": [
                _("Sit, traveller. The wind favours neither of us."),
                _("Let us cross swords, honourably."),
                _("To the table. I shall not give ground."),
            ],
            "attacked": [
                _("A charge! I shall receive it."),
                _("Come, then. I am ready."),
                _("A fair blow. Let us see whether it lands."),
            ],
            "took": [
                _("I take. I do not retreat."),
                _("Into my hands. They will fight for me later."),
                _("Gathered up, every one. A patient man wastes nothing."),
                _("Taken. The war is long."),
            ],
            "player_took": [
                _("You gather up the field. Wisely, I hope."),
                _("Taken. Carry them well, traveller."),
                _("That is no retreat. I know it well."),
                _("A heavy load. I have carried heavier."),
            ],
            "transfer": [
                _("I turn your charge."),
                _("Not a retreat. A change of direction."),
                _("Back to you, with my compliments."),
            ],
            "player_transfer": [
                _("You turned my charge! Well ridden."),
                _("A cavalry captain's move."),
                _("Ha! Back it comes. I like you, traveller."),
            ],
            "trump": [
                _("A trump. A heavy blade."),
                _("You spend your reserves early."),
                _("Well struck. I felt that through the armour."),
            ],
            "last_cards": [
                _("The reserves are spent. Now the true battle."),
                _("No more drawing. Hold your ground."),
                _("The field is bare. We fight with what we carry."),
            ],
            "battle_won": [
                _("The field is mine."),
                _("A clean victory."),
            ],
            "battle_lost": [
                _("Well struck."),
                _("Yielded. Not retreated."),
            ],
            "win": [
                _("Durak, I am afraid. But a well-fought durak."),
                _("The bridge holds another day."),
                _("Rest, traveller, and return."),
            ],
            "loss": [
                _("I am holding cards, and you are holding none. Well."),
                _("Beaten, fairly and squarely."),
                _("Bravely done. The bridge salutes you."),
            ],
            "draw": [
                _("Two knights breaking lances together!"),
                _("Honours even."),
            ],
        },
        "lina": {
            "start": [
                _("North is ready. Are you?"),
                _("I've cleared away the inkpots. Mostly."),
                _("Let's see whose north is stronger."),
            ],
            "attacked": [
                _("Oh! Right. Let me think."),
                _("That's a hard one. Hm."),
                _("I know where that one's going."),
            ],
            "took": [
                _("I'll take them. More to draw with."),
                _("Oh no. That's a whole lake of cards."),
                _("Picking up. I'm writing this down."),
                _("Fine. I'll hold them with my chin if I have to."),
            ],
            "player_took": [
                _("Sorry! Not sorry. A little bit sorry."),
                _("You picked those up. I'm making a note."),
                _("That's a few more cards between you and home."),
                _("Careful, those add up."),
            ],
            "transfer": [
                _("Passing it on! Sorry."),
                _("That's your problem now."),
                _("Round the circle it goes."),
            ],
            "player_transfer": [
                _("Oh, clever."),
                _("You sent it on! I should draw that."),
                _("That's a road I didn't have on my map."),
            ],
            "trump": [
                _("Your own north! I should have seen that."),
                _("A trump. Of course. I'll remember that."),
                _("Oh. That's a big one."),
            ],
            "last_cards": [
                _("The stock's gone. Now it's all counting."),
                _("No more drawing. I know where everything is. Nearly."),
                _("Last stretch. Mind the coast."),
            ],
            "battle_won": [
                _("Mine! Is that right? That's right."),
                _("I won that one!"),
            ],
            "battle_lost": [
                _("Oh. Noted."),
                _("That one's yours."),
            ],
            "win": [
                _("I'm out first! Sorry. I'm not sorry."),
                _("I won! Can I write that down?"),
                _("That was a good one. Again?"),
            ],
            "loss": [
                _("Oh! I'm the one holding cards."),
                _("You beat me properly. I'll draw you with a crown."),
                _("Lovely game. Truly. I'm not crying."),
            ],
            "draw": [
                _("A draw! I told you I like that rule."),
                _("Nobody won. That's fair, really."),
            ],
        },
        "vix": {
            "start": [
                _("Cut the deck, pigeon. I won't look. Much."),
                _("Pockets empty? Shame."),
                _("Lovely. Let's play for everything you've got."),
            ],
            "attacked": [
                _("The pigeon's got claws! Cute."),
                _("Oh, is that for me? You shouldn't have."),
                _("Coming at the fox? Brave."),
            ],
            "took": [
                _("I'm not taking. I'm collecting."),
                _("Fine. More for the tail."),
                _("Keep them coming, pigeon. I've got deep pockets."),
                _("Borrowed. I'll give them back. Maybe."),
            ],
            "player_took": [
                _("Ha! Stuffed like a goose, pigeon."),
                _("Heavy pockets. Careful, there are thieves about."),
                _("That's what you get for trusting the map-maker."),
                _("That's a lot of cards. Need a bag?"),
            ],
            "transfer": [
                _("Not mine, pigeon. Never was."),
                _("Passing it along, like a hot coin."),
                _("Whoops. Look at that. It's yours now."),
            ],
            "player_transfer": [
                _("Oh, you slippery thing."),
                _("Stealing my moves! I'm almost proud."),
                _("Passing it to me? Rude."),
            ],
            "trump": [
                _("A trump! Where were you hiding that?"),
                _("Oof. The pigeon bites."),
                _("Nice card. Can I have it?"),
            ],
            "last_cards": [
                _("The deck's dry. Hands on the table, everyone."),
                _("No more drawing. Now I can count."),
                _("Endgame, pigeon. My favourite bit."),
            ],
            "battle_won": [
                _("Mine, and the pot too."),
                _("Got it! Pay the fox."),
            ],
            "battle_lost": [
                _("Lucky pigeon."),
                _("Fine. Keep it. For now."),
            ],
            "win": [
                _("The fox wins! Magnificent fox!"),
                _("Better luck next time, pigeon."),
                _("Off you go, pigeon. The fox keeps the table."),
            ],
            "loss": [
                _("Ugh. Fine. The table says."),
                _("Lucky. Very lucky. Suspiciously lucky."),
                _("I'll steal it back later."),
            ],
            "draw": [
                _("Nobody wins? Boring."),
                _("The cards are sulking."),
            ],
        },
        "ash": {
            "start": [
                _("Cut. Lose small, choose well."),
                _("Sit. The tea's terrible. The cards aren't."),
                _("Let's see if we know each other."),
            ],
            "attacked": [
                _("Straight at me? Fair."),
                _("Hm. I felt that one coming."),
                _("Go on, then."),
            ],
            "took": [
                _("I'll take it. I've carried worse."),
                _("Picked up. That's the road for you."),
                _("Into the pack it goes."),
                _("Heavier hand, lighter heart. Or the other way round."),
            ],
            "player_took": [
                _("Got you."),
                _("Sorry. Not very sorry."),
                _("There. Now you're carrying something too."),
                _("He'd have called that careless."),
            ],
            "transfer": [
                _("Not me. You."),
                _("Passed on. Like everything I've ever been handed."),
                _("Back across the fire it goes."),
            ],
            "player_transfer": [
                _("Neat. Very neat."),
                _("Where did you learn that? Oh. From watching me."),
                _("Fair. I'd have done it too."),
            ],
            "trump": [
                _("A trump. You've been listening."),
                _("That's the lodge's favourite trick."),
                _("Oof. Well chosen."),
            ],
            "last_cards": [
                _("The deck's done. Now it's what's in our hands."),
                _("No more picks. Just us."),
                _("Last cards. Breathe."),
            ],
            "battle_won": [
                _("Mine. Don't look so glum, you get first look."),
                _("I'll take that one. You choose next."),
                _("Won. Which means you choose."),
            ],
            "battle_lost": [
                _("Yours. Now I get the first look."),
                _("Lose small, choose well."),
                _("Go on, take it. I'm choosing."),
            ],
            "win": [
                _("That's mine. Funny, it doesn't feel like winning."),
                _("Good game. Again, when you're ready."),
                _("That one's mine. The next one might not be."),
            ],
            "loss": [
                _("You've more points. You've actually got more points."),
                _("Beaten properly. Good."),
                _("He'd have liked that game."),
            ],
            "draw": [
                _("Same score. The lodge's favourite joke."),
                _("Even. Two people in the snow."),
            ],
        },
        "hunter": {
            "start": [
                _("Sit. Count the animals as they fall."),
                _("The deck is whole. Let us begin."),
                _("Cut. Slowly. There is no hurry on the mountain."),
            ],
            "attacked": [
                _("Hm."),
                _("A fair question."),
                _("You lead well. Go on."),
            ],
            "took": [
                _("I will take these. Patience costs nothing."),
                _("Taken. I have carried more, for longer."),
                _("Into the hand. They will come out again."),
                _("Hm. You counted that one."),
            ],
            "player_took": [
                _("Take them. Learn their names."),
                _("A full hand teaches more than an empty one."),
                _("You will need to count those, too."),
                _("She used to take like that. All at once."),
            ],
            "transfer": [
                _("Back to you."),
                _("Not today."),
                _("Passed on. As most things are."),
            ],
            "player_transfer": [
                _("Hm. She would have done that."),
                _("Well turned."),
                _("You have been taught well."),
            ],
            "trump": [
                _("A trump. Spend them as if you mean it."),
                _("The right card, at the right time."),
                _("Hm. I did not count on that one."),
            ],
            "last_cards": [
                _("The talon is gone. Now we see who counted."),
                _("No more drawing. Every card is known, to one who counted."),
                _("Last cards. The lanterns will keep."),
            ],
            "battle_won": [
                _("Mine."),
                _("Hm. As I thought."),
            ],
            "battle_lost": [
                _("Well chosen."),
                _("Yours. Choose well."),
            ],
            "win": [
                _("The table has spoken. Rest, and come back."),
                _("Not yet. But soon, I think."),
                _("You played well. I have had forty years to think."),
            ],
            "loss": [
                _("Beaten. Hm. It has been a long time."),
                _("Well. Well, well."),
                _("She would have laughed at my face just now."),
            ],
            "draw": [
                _("Even. Perfectly even."),
                _("Ilse would have liked that."),
            ],
        },
    }

    KINDS = ("start", "attacked", "took", "player_took", "transfer", "player_transfer",
             "trump", "last_cards", "battle_won", "battle_lost", "win", "loss", "draw")
    FINAL = ("win", "loss", "draw")

    ## The chance that an event of each kind is spoken about at the "all"
    ## setting (halved at "some"); the end of the game is always spoken.
    CHANCE = {"start": 0.85, "attacked": 0.25, "took": 0.55, "player_took": 0.55,
              "transfer": 0.8, "player_transfer": 0.85, "trump": 0.4, "last_cards": 0.9,
              "battle_won": 0.3, "battle_lost": 0.35, "win": 1.0, "loss": 1.0, "draw": 1.0}
    ## A take of this many cards or more is always worth a word (if the gap allows).
    BIG_TAKE = 4
    ## Rate limit per setting: seconds and moves since the last line.
    GAP_SECONDS = {1: 20.0, 2: 8.0}
    GAP_MOVES = {1: 6, 2: 3}
    ## How long a line stays up: a base plus a little per character.
    SHOW_BASE = 2.8
    SHOW_PER_CHAR = 0.05

    DURAK = ("podkidnoy", "perevodnoy")

    ## Stubs of the store's names the logic uses, replaced by the tests.
    def clock():
        return _time.time()

    def translate(s):
        return __(s)

    def substitute(s):
        return renpy.substitute(s, translate=False)

    def refresh():
        renpy.restart_interaction()

    class Talk(python_object):
        """The line on show and the memory that keeps talk varied and rare.
        Transient: created at init, only mutated, never saved."""

        def __init__(self):
            self.reset(None)

        def reset(self, key):
            self.key = key              # id of the duel's spec
            self.spec = None            # that spec
            self.line = None            # {"seat", "who", "kind", "text", "until", "serial"}
            self.serial = 0
            self.last_time = None       # clock() of the last line
            self.moves = 0              # moves since the last line
            self.last_kind = None
            self.decks = {}             # (who, kind) -> indices of lines not said yet
            self.rng = _random.Random(0)
            self.opener = None          # who opened the current bout (Durak)
            self.layer = None           # who laid the top card (Svoi Kozyri)
            self.reserve = None         # cards left to draw after the last move
            self.said = []              # (who, kind, source text) of every line said

    talk = Talk()

    def level():
        v = getattr(store.persistent, "duel_talk", 2)
        return v if v in (0, 1, 2) else 2

    def who_at(spec, seat):
        seats = spec.get("seats") or []
        if seat is None or seat <= 0 or seat >= len(seats):
            return None
        who = seats[seat].get("who")
        return who if who in LINES else None

    def _seed(spec, state):
        s = spec.get("seed")
        if s is None:
            s = getattr(state, "seed", None)
        return int(s or 0) & 0xffffffff

    def _reserve(state):
        v = state.variant
        if v in DURAK:
            return len(state.talon)
        if v == "svoi_kozyri":
            return len(state.stock)
        return len(state.deck)

    def _trump_for(state, seat):
        if state.variant == "svoi_kozyri":
            s = state.suits[seat]
            return None if s is None or s < 0 else s
        return state.trump

    def _opponents(spec, state):
        """Seats with lines who still play."""
        out = getattr(state, "out", ()) or ()
        return [p for p in range(1, state.players) if who_at(spec, p) and p not in out]

    def candidates(spec, state, events):
        """[(seat, kind, boost)]: who could say what about these events."""
        cands = []
        for e in events:
            k, p = e.kind, e.player
            if k == "deal":
                for q in _opponents(spec, state):
                    cands.append((q, "start", 1.0))
            elif k == "attack":
                talk.opener = p
                if p == 0:
                    d = getattr(state, "defender", None)
                    if any(c.suit == state.trump for c in e.cards):
                        cands.append((d, "trump", 1.0))
                    cands.append((d, "attacked", 1.0))
            elif k in ("transfer", "show"):
                if p == 0:
                    cands.append((e.count, "player_transfer", 1.0))
                else:
                    cands.append((p, "transfer", 1.0))
                talk.opener = p
            elif k == "defend":
                c, t = e.cards[0], e.target
                if p == 0 and c.suit == state.trump and t is not None and t.suit != state.trump:
                    cands.append((talk.opener, "trump", 1.0))
            elif k == "take":
                n = e.count or len(e.cards)
                boost = 2.0 if n >= BIG_TAKE else 1.0
                if p != 0:
                    cands.append((p, "took", boost))
                else:
                    cands.append((talk.opener, "player_took", boost))
            elif k == "lead":
                talk.layer = p
                if p == 0:
                    cands.append((state.current_player, "attacked", 1.0))
            elif k == "beat":
                if p == 0:
                    own = _trump_for(state, 0)
                    t = e.target
                    if e.cards[0].suit == own and t is not None and t.suit != own:
                        cands.append((talk.layer, "trump", 1.0))
                    elif len(e.cards) > 1:
                        cands.append((state.current_player, "attacked", 0.6))
                talk.layer = p
            elif k == "pick_up":
                n = e.count or len(e.cards)
                boost = 2.0 if n >= BIG_TAKE else 1.0
                if p != 0:
                    cands.append((p, "took", boost))
                else:
                    cands.append((talk.layer, "player_took", boost))
                talk.layer = None
            elif k == "battle_won":
                mine = e.cards[0]
                if p == 0:
                    if mine.suit == state.trump:
                        cands.append((1, "trump", 1.0))
                    else:
                        cands.append((1, "battle_lost", 1.0))
                else:
                    cands.append((p, "battle_won", 1.0))
        if state.result is None:
            reserve = _reserve(state)
            if talk.reserve is not None and talk.reserve > 0 and reserve == 0:
                for q in _opponents(spec, state):
                    cands.append((q, "last_cards", 1.0))
            talk.reserve = reserve
        else:
            cands = final_candidates(spec, state)
        return [(s, k, b) for (s, k, b) in cands if who_at(spec, s)]

    def final_candidates(spec, state):
        r = state.result
        seats = [p for p in range(1, state.players) if who_at(spec, p)]
        if not seats:
            return []
        if r.draw:
            return [(seats[0], "draw", 1.0)]
        loser = r.durak
        if loser is None and getattr(r, "winner", None) is not None:
            loser = 1 - r.winner if state.players == 2 else None
        if loser in seats:
            return [(loser, "loss", 1.0)]
        if loser == 0:
            order = [p for p in r.order if p in seats] or seats
            return [(order[0], "win", 1.0)]
        return []

    def pick_line(who, kind):
        """The next line of `who` for `kind` from its shuffled deck (source text)."""
        lines = LINES[who].get(kind) or []
        if not lines:
            return None
        deck = talk.decks.get((who, kind))
        if not deck:
            deck = list(range(len(lines)))
            talk.rng.shuffle(deck)
            # never the same line twice in a row across a reshuffle
            last = [s for (w, k, s) in talk.said if w == who and k == kind][-1:]
            if last and len(deck) > 1 and lines[deck[-1]] == last[0]:
                deck.insert(0, deck.pop())
            talk.decks[(who, kind)] = deck
        return lines[deck.pop()]

    def react(spec, seat, state, events=None):
        """After a committed move (or a deal): maybe one opponent says one line."""
        if spec is None or state is None:
            return None
        if events is None:
            events = getattr(state, "events", ())
        key = id(spec)
        if talk.key != key:
            talk.reset(key)
            talk.spec = spec
            talk.rng = _random.Random(_seed(spec, state))
        lvl = level()
        if spec.get("tutorial"):
            return None
        talk.moves += 1
        cands = candidates(spec, state, events)
        if lvl == 0 or not cands:
            return None
        now = clock()
        final = [c for c in cands if c[1] in FINAL]
        if final:
            return say(final[0][0], final[0][1], None)
        start = [c for c in cands if c[1] == "start"]
        if start:
            # a new deal: no gap (the last line was the previous game's end)
            talk.line = None
            if talk.rng.random() < CHANCE["start"] * (1.0 if lvl == 2 else 0.5):
                return say(talk.rng.choice(start)[0], "start", now)
            return None
        if talk.line is not None and talk.line["until"] is not None and now < talk.line["until"]:
            return None
        if talk.last_time is not None and (now - talk.last_time < GAP_SECONDS[lvl] or
                                            talk.moves < GAP_MOVES[lvl]):
            return None
        scale = 1.0 if lvl == 2 else 0.5
        talk.rng.shuffle(cands)
        for s, kind, boost in sorted(cands, key=lambda c: -CHANCE[c[1]] * c[2]):
            if kind == talk.last_kind and kind != "start":
                continue
            if talk.rng.random() < min(1.0, CHANCE[kind] * boost * scale):
                return say(s, kind, now)
            break
        return None

    def say(seat, kind, now):
        """Puts up a line of the opponent at `seat` (`now` None: the end of the game,
        which stays until the next deal)."""
        spec_who = who_at(talk.spec, seat) if talk.spec is not None else None
        if spec_who is None:
            return None
        src = pick_line(spec_who, kind)
        if src is None:
            return None
        text = substitute(translate(src))
        t = clock() if now is None else now
        talk.serial += 1
        talk.line = {"seat": seat, "who": spec_who, "kind": kind, "text": text,
                     "until": None if kind in FINAL else t + SHOW_BASE + SHOW_PER_CHAR * len(text),
                     "serial": talk.serial}
        talk.last_time = t
        talk.moves = 0
        talk.last_kind = kind
        talk.said.append((spec_who, kind, src))
        return None

    def current(seat):
        """The line on show beside `seat`, or None."""
        line = talk.line
        if line is None or line["seat"] != seat:
            return None
        spec = getattr(store, "duel_spec", None)
        if spec is not None and talk.key is not None and id(spec) != talk.key:
            return None
        if line["until"] is not None and clock() >= line["until"]:
            return None
        return line

    def left(line):
        """Seconds until `line` goes (None: it stays)."""
        if line["until"] is None:
            return None
        return max(0.05, line["until"] - clock())

    def tick():
        """Takes down a line whose time is up (the bubble's timer calls it)."""
        line = talk.line
        if line is not None and line["until"] is not None and clock() >= line["until"]:
            talk.line = None
            refresh()


    ##------------------------------------------------------------- the bubble
    BUBBLE_W = 440        # beside a seat (up to three opponents)
    BUBBLE_W_BELOW = 300  # under a seat (four or more opponents)

    def place(seat):
        """(x, y, width, side) of the bubble of `seat`: side is where the
        portrait is, seen from the bubble ("left", "right" or "top")."""
        spec = getattr(store, "duel_spec", None) or {}
        n = int(spec.get("players") or 2)
        try:
            xs = store.duel.seat_positions(n)
        except Exception:
            xs = {1: 960}
        cx = xs.get(seat, 960)
        half = 160 + 18                       # half a seat box and the tail
        others = sorted(x for p, x in xs.items() if p != seat)
        if cx <= 960:
            x0 = cx + half
            room = min([x - half - x0 for x in others if x > cx] + [1900 - x0])
            if room >= 300:
                return x0, 26, min(BUBBLE_W, room), "left"
        else:
            x1 = cx - half
            room = min([x1 - (x + half) for x in others if x < cx] + [x1 - 20])
            if room >= 300:
                w = min(BUBBLE_W, room)
                return x1 - w, 26, w, "right"
        return cx - BUBBLE_W_BELOW // 2, 322, BUBBLE_W_BELOW, "top"

    def colours():
        """(background, text, outline) of the bubble in the table's current look."""
        hc = getattr(store.persistent, "duel_high_contrast", False)
        if hc:
            return "#000000", "#ffffff", "#ffffff"
        return "#f7efd9", "#2a1c0e", "#8a6a3a"


## The speech bubble of the opponent at `seat`, beside their portrait. The
## table's screen does `use duel_speech(seat)` for every opponent's seat.
screen duel_speech(seat):
    zorder 12    # above the table when shown on its own; inside the table's screen it is drawn in place
    $ line = duel_talk.current(seat)
    if line:
        $ bx, by, bw, side = duel_talk.place(seat)
        $ bg, fg, edge = duel_talk.colours()
        fixed at duel_talk_pop:
            pos (bx, by)
            fit_first True
            frame:
                xsize bw
                background Frame(Solid(edge), 0, 0)
                padding (3, 3)
                frame:
                    background Frame(Solid(bg), 0, 0)
                    padding (18, 12)
                    xfill True
                    text line["text"] font duel.FONT size 26 color fg xmaximum bw - 42
            ## the tail, pointing at the portrait
            if side == "left":
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (-12, 44) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (-8, 44) anchor (0.5, 0.5)
            elif side == "right":
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (bw + 12, 44) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (bw + 8, 44) anchor (0.5, 0.5)
            else:
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (bw // 2, -12) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (bw // 2, -8) anchor (0.5, 0.5)
        if line["until"] is not None:
            ## one polling timer (a timer's start survives screen updates, so a
            ## timer per line could fire early for the next line)
            timer 0.25 repeat True action Function(duel_talk.tick, _update_screens=False)

transform duel_talk_pop:
    alpha 0.0 zoom 0.92
    easein 0.18 alpha 1.0 zoom 1.0


## One row for the table's options (and the preferences): how much the
## opponents talk. The table's "Table options" screen does `use duel_talk_option`.
screen duel_talk_option():
    hbox:
        spacing 12
        text _("Table talk:") style duel.S("duel_text") yalign 0.5 min_width 380
        for i, nm in enumerate((_("off"), _("some"), _("all"))):
            textbutton nm:
                style duel.S("duel_small_button")
                xsize 100
                selected persistent.duel_talk == i
                alt duel.tr(_("Table talk: {value}")).format(value=duel.tr(nm))
                action SetField(persistent, "duel_talk", i)
