## duel_talk_lines.rpy — what each opponent says at the table (owner: story engineer).
##
## The lines of table talk, by opponent and kind of event: duel_talk.LINES[who][kind].
## The logic that picks and shows them (when a line is said, rate limits, the speech
## bubble) is in duel_talk.rpy, which documents the kinds. This block runs before that
## one (init -5), so LINES exists when duel_talk.rpy's code reads it; like it, the block
## is plain Python: tests/test_duel_talk.py runs both without Ren'Py, so keep LINES a
## literal of _("...") strings (the Russian is in tl/russian/table/duel_talk_lines.rpy).

init -5 python in duel_talk:

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
                _("Spending trumps, are we? I'll remember that."),
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
                _("Not today. But you're getting closer."),
            ],
            "loss": [
                _("Well! Look who's been paying attention."),
                _("Beaten at my own table. Don't tell the regulars."),
                _("Nicely done, love. Very nicely done."),
            ],
            "draw": [
                _("Nobody left holding a card? Fancy that."),
                _("Even-stevens. I'll take it."),
            ],
        },
        "aurelia": {
            "start": [
                _("Luck has shuffled. Luck is ready. Luck looks marvellous."),
                _("Behold the altar of Fortune, pilgrim. Try not to drool on it."),
                _("Cut the deck. Gently. It's sacred."),
                _("Back for your card? It's grown so fond of my altar."),
                _("A silver coin for honour. Luck has had duller offerings. Rarely."),
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
                _("Fortune smiles! On me. Only ever on me."),
                _("As foretold! By me, just now, but foretold."),
                _("Victory! I shall commission a statue."),
            ],
            "loss": [
                _("This is a clerical error."),
                _("Fortune has stepped out. Leave a message."),
                _("Someone has tampered with the cosmos."),
            ],
            "draw": [
                _("Even? Luck is never EVEN."),
                _("Hm. How suspiciously symmetrical."),
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
                _("Whoa. Where did that come from?"),
                _("That's not modest. That's not modest at all."),
            ],
            "last_cards": [
                _("No more cards to draw! Now everything counts!"),
                _("The deck's gone. Deep breath, Pip."),
                _("Last cards! Steady, Pip. Steady."),
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
                _("Ha! Got you! Wait. Let me check. Yes! Got you!"),
                _("Did the Magister see that? Somebody tell the Magister!"),
                _("Good game! Great game! Again?"),
            ],
            "loss": [
                _("Oh. Oh no. Um. Oh."),
                _("That was a very quiet way to lose."),
                _("Wait. That's not... hm."),
            ],
            "draw": [
                _("Nobody won? Nobody lost? Nobody burned anything?"),
                _("Even! Perfectly, wonderfully even!"),
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
                _("Ha! I did not see that coming."),
                _("A bold manoeuvre. Bold indeed."),
                _("Ha! Back it comes. I like you, traveller."),
            ],
            "trump": [
                _("A trump. A heavy blade."),
                _("The reserves ride in. So be it."),
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
                _("Your charge broke on my shield. Gallantly, though."),
                _("The bridge holds another day."),
                _("Sheathe your cards, traveller. The field is mine today."),
            ],
            "loss": [
                _("Ha! My shield is down. Well ridden."),
                _("Beaten, fairly and squarely."),
                _("Bravely done. The bridge salutes you."),
            ],
            "draw": [
                _("Both saddles empty at once!"),
                _("Honours even."),
            ],
        },
        "lina": {
            "start": [
                _("North is ready. Are you?"),
                _("I've cleared away the inkpots. Mostly."),
                _("Let's see whose north is stronger."),
                _("One trump for the whole table. Like one compass for everyone at the table."),
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
                _("Oh dear. That's a lot of paper to carry."),
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
                _("A trump! Everyone's trump, and still it stings."),
                _("A trump. Of course. I'll remember that."),
                _("Oh. That's a big one."),
            ],
            "last_cards": [
                _("The deck's gone. Now it's all counting."),
                _("The deck's empty. Now it's all counting."),
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
                _("Ha! I'll draw a little flag on this spot."),
                _("I won! Can I write that down?"),
                _("That was a good one. Again?"),
            ],
            "loss": [
                _("Hm. I'll have to redraw that bit of the map."),
                _("Properly beaten. You're getting a crown on my next map."),
                _("One game. I'm writing it down. Deal."),
                _("Lovely game. Truly. I'm not crying."),
            ],
            "draw": [
                _("A draw! Nobody holds a thing. I'll mark it on the map."),
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
                _("That's what you get for sitting next to the map-maker."),
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
                _("Another feather for the fox!"),
                _("Better luck next time, pigeon."),
                _("Off you go, pigeon. The fox keeps the table."),
                _("Deal again, pigeon. I'm only warming up."),
                _("A tie at the top? Then we play till somebody cries."),
            ],
            "loss": [
                _("The fool? Me? Somebody cheated, and for once it wasn't me."),
                _("Lucky. Very lucky. Suspiciously lucky."),
                _("I'll steal it back later."),
                _("Fine. Next game, pigeon. I'm counting your cards now."),
                _("Level at the top? Good. I hate a short series."),
            ],
            "draw": [
                _("Nobody wins? Boring."),
                _("Nobody's the fool? Then who do I rob?"),
            ],
        },
        "ash": {
            "start": [
                _("Cut. Then we'll see."),
                _("Sit closer to the fire. The cards are cold."),
                _("My deal. Watch my hands, not my face."),
                _("Down the hill in the dark, and all the way back up. Sit. No mercy."),
                _("Still angry? Good. Be angry, just don't be careless."),
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
                _("Mine. Don't look at me like that."),
                _("Good game. The fire's still going."),
                _("That one's mine. The next one might not be."),
            ],
            "loss": [
                _("That's yours. I counted twice."),
                _("Good. I wanted to lose to someone who meant it."),
                _("He'd have liked that game."),
            ],
            "draw": [
                _("Level. Of course it's level."),
                _("Even. The cards won't choose."),
            ],
        },
        "hunter": {
            "start": [
                _("Sit. Count the animals as they fall."),
                _("The deck is whole. Let us begin."),
                _("Cut. Slowly. There is no hurry on the mountain."),
                _("Her side of the table is heavier than it was. Let us see if it stays so."),
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
                _("The deck is gone. Now we see who counted."),
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
                _("Hm. You will remember that one."),
                _("One game to me. Deal again; the fire will keep."),
                _("Level. One more game, then. The mountain can wait."),
            ],
            "loss": [
                _("Beaten. Hm. It has been a long time."),
                _("Well. Well, well."),
                _("She would have laughed at my face just now."),
                _("Your game. The series is not finished."),
                _("Level, then. One more, and it decides."),
            ],
            "draw": [
                _("No fool in this game. That is rare, up here."),
                _("A game with no fool. She played those, sometimes."),
            ],
        },
    }

    ## Lines said only in some duels (duel_talk.fits): "end" a closer, only when the game
    ## ends the duel (a single game, or a series' last game); "mid" only when another game of
    ## the series follows; "playoff" only when a play-off game follows; "kozyri" only at a
    ## table of own trumps (Svoi Kozyri's words: "your own north"); "shared" only at a table
    ## with one trump for everybody. Every kind keeps a line for every duel.
    ONLY = {
        "North is ready. Are you?": "kozyri",
        "Let's see whose north is stronger.": "kozyri",
        "Fine. I'll hold them with my chin if I have to.": "kozyri",
        "Properly beaten. You're getting a crown on my next map.": "end",
        "One game. I'm writing it down. Deal.": "mid",
        "One trump for the whole table. Like one compass for everyone at the table.": "shared",
        "Your own north! I should have seen that.": "kozyri",
        "The deck's gone. Now it's all counting.": "kozyri",
        "The deck's empty. Now it's all counting.": "shared",
        "A trump! Everyone's trump, and still it stings.": "shared",
        "Better luck next time, pigeon.": "end",
        "Off you go, pigeon. The fox keeps the table.": "end",
        "Deal again, pigeon. I'm only warming up.": "mid",
        "A tie at the top? Then we play till somebody cries.": "playoff",
        "Fine. Next game, pigeon. I'm counting your cards now.": "mid",
        "Level at the top? Good. I hate a short series.": "playoff",
        "The table has spoken. Rest, and come back.": "end",
        "One game to me. Deal again; the fire will keep.": "mid",
        "Level. One more game, then. The mountain can wait.": "playoff",
        "Your game. The series is not finished.": "mid",
        "Level, then. One more, and it decides.": "playoff",
        "Beaten. Hm. It has been a long time.": "end",
    }

    ## Start lines that remember the story (duel_talk.story_line): what the player did
    ## before this duel. Such a line is said once, on the first deal after it comes true,
    ## and only at a story duel (the spec's "story", set by play_duel), never in Free Play
    ## or a replay. Each names the store's story variables (game/definitions.rpy and the
    ## chapters' defaults) and what they must hold: True / False for any true / false
    ## value, anything else for that value.
    STORY = {
        "Back for your card? It's grown so fond of my altar.": {"story_aurelia_holds_card": True},
        "A silver coin for honour. Luck has had duller offerings. Rarely.":
            {"story_aurelia_stake": "coin"},
        "Down the hill in the dark, and all the way back up. Sit. No mercy.":
            {"story_ash_walked_down": True, "story_ash_won": False},
        "Still angry? Good. Be angry, just don't be careless.":
            {"story_ash_forgiven": False, "story_ash_won": False},
        "Her side of the table is heavier than it was. Let us see if it stays so.":
            {"story_hunter_losses": True, "story_hunter_won": False},
    }
