## Kozyr — Chapter 4: Lina and Vix at the market stall (3-seat Durak, a loser-token series).

default story_market_seen = False
default story_market_won = False
default story_market_grabbed_tail = False

init python:

    def story_market_fewest(duel):
        """Who of Lina and Vix had the fewest loser tokens in the series just
        played ("lina", "vix", or "both" for a tie, which a finished series never
        has: a tie for the fewest is played off), from the tokens per seat that the
        table returned (seats: the player, Lina, Vix); None when unknown."""
        tokens = duel.get("tokens") if isinstance(duel, kozyr_builtins.dict) else None
        if not tokens or len(tokens) != 3:
            return None
        lina, vix = tokens[1], tokens[2]
        if lina < vix:
            return "lina"
        if vix < lina:
            return "vix"
        return "both"

label chapter_market:

    if story_market_seen:
        jump .rematch

    $ story_market_seen = True

    scene bg market with fade
    $ story_music("market", 2.0)

    $ story_sound("crowd")
    "Threeways is loud. Three roads meet in its square, and all three seem to have brought their own quarrel."

    show ash happy with dissolve

    ash "Welcome to Threeways. Mind your pockets, mind your temper, and never agree to play a man with a waxed moustache."

    mc "[brandt_name] said there was a map-maker here."

    ash "Follow the smell of ink. And the shouting."

    hide ash with dissolve

    "Halfway across the square somebody bumps into you: a blur of red hair, a muttered apology, something soft and bushy against your wrist."

    "Your inside pocket is empty. The white Wolf is gone."

    show vix smug with dissolve

    vix "Looking for something, pigeon?"

    "Leaning against a market stall, twirling your grandmother's card, is a young woman with a grin like a pulled knife and a fox's tail."

    vix "Lovely piece, this. Hand-painted. Anyone who keeps it in a pocket with a hole doesn't want it."

    mc "There's no hole in my pocket."

    show vix surprised

    vix "There is now."

    menu:
        "Grab her by the tail.":
            $ story_market_grabbed_tail = True
            "You lunge for the tail. It whisks out of reach."
            show vix angry
            vix "Hands off the tail! There are laws about the tail!"
            vix "...There aren't. But there ought to be."

        "Laugh and applaud the trick.":
            $ story_sound("clap")
            "It was, you have to admit, very neatly done. You clap, three times."
            show vix happy
            vix "Oh, I like this one. Manners and taste. I'll only steal half your things, pigeon."

        "Say nothing and hold out your hand.":
            "You say nothing. You hold out your hand, palm up, and wait."
            show vix neutral
            vix "Hm. The silent treatment. You must have had a strict grandmother."
            mc "I did. That's her card."

    ## Lina is heard first, and pops up on the line that says so; Vix sidles right
    show vix neutral at right with move

    lina "Vix! What did we agree?"

    show lina angry at left with easeinbottom

    "A girl of thirteen or fourteen pops up from behind the stall, ink on her fingers and ink on her nose."

    lina "We agreed no stealing from customers. We agreed that twice. I wrote it on the stall."

    show lina neutral at left

    lina "I'm Lina. I make maps. This is Vix. She shares my stall and steals things. I've drawn her a map of where to stop."

    show vix happy at right

    show lina surprised at left, kozyr_closer(90)

    lina "Oh! Is that... Vix, look at the card. Look at the back of it."

    show vix surprised at right, kozyr_closer(-90)

    vix "One game still owed. I."

    "For the first time, the grin slides off the fox-girl's face."

    vix "That's a white card. The Hunter's. Pigeon, where did you get this?"

    mc "It was my grandmother's. I'm taking it to the lodge."

    show vix neutral at right

    vix "Then it's worth ten times what I thought, and I'm keeping it."

    show lina angry at left, kozyr_start

    lina "You are NOT."

    vix "Finders keepers. It's a Karda rule."

    lina "It is not a Karda rule. The Karda rule is, a dispute goes to the table."

    show vix happy at right, kozyr_back

    vix "Fine! To the table! Three of us. A proper series, with tokens. Whoever ends with the fewest tokens keeps the card."

    show lina neutral at left, kozyr_back

    lina "If I win it, I'm giving it straight back. Just so everyone knows."

    vix "Nobody likes a saint, Lina."

    show ash neutral at center with easeinbottom

    "[ash_name] arrives at your elbow, a little out of breath."

    ash "I turn my back for one minute..."

    ## Ash stays at your elbow through the alliance menu, and steps off as the table is cleared
    show lina neutral at left

    lina "Three at one table is a different game. Watch who's defending, and you'll pick it up."

    show vix happy at right

    vix "And remember, pigeon: you don't have to win every game. You just have to be the fool less often than us."

    menu:
        "Whisper to Lina: let's both keep an eye on Vix.":
            $ story_market_alliance = True
            mc "Lina. Just between us. Keep an eye on her hands."
            lina "I always do. I've drawn a diagram."
            show vix angry at right, kozyr_start
            vix "I can hear you, you know. Foxes have excellent ears."

        "Play it straight, every player for themselves.":
            $ story_market_alliance = False
            mc "Every player for themselves. No alliances."
            show vix smug at right
            vix "A purist! How adorable. I'll still cheat, though. Spiritually."
            lina "She means she'll play very aggressively."

    hide ash with dissolve
    ## at the table (staging_seats.rpy)
    show lina neutral at left, kozyr_seated
    show vix neutral at right, kozyr_seated
    show table_fg market
    with dissolve

    "Lina clears a space among the inkpots. Vix produces a deck from somewhere inside her tail. Nobody asks how."

    jump .duel

label .rematch:

    scene bg market with fade
    $ story_music("market", 1.0)

    ## at the table (staging_seats.rpy)
    show lina neutral at left, kozyr_seated
    show vix happy at right, kozyr_seated
    show table_fg market
    with dissolve

    if story_market_card == "player":
        vix "Back for the map, pigeon? The saint here gave you your card back, so the map is all that's left to play for."
        lina "Sit down. Same series. Fewest tokens wins the map."
    else:
        vix "Back for your precious card, pigeon? I've been keeping it warm. In a very safe place. I'm not telling you where."
        lina "It's in the cash box. Sit down. Same series, same stakes. Fewest tokens wins."

    jump .duel

label .duel:

    call play_duel("market")
    ## a series ends only when one player alone holds the fewest tokens (a tie is
    ## played off, engine/series.py): it has no draw, and no .draw scene (a draw would go
    ## on at .loss)
    jump expression kozyr_after_duel("chapter_market", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_market_won = True

    scene bg market with dissolve
    $ story_music("market", 1.0)

    show lina happy at left
    show vix surprised at right with dissolve

    vix "Fewest tokens. The pigeon has the fewest tokens. How? How does the pigeon have the fewest tokens?"

    if story_has("playoff"):
        vix "And it took a play-off to settle it. The regular games weren't enough for you, were they, pigeon?"

    ## recap: from the duel record
    if story_pressed(2, 1) and story_has("player_never_durak"):
        lina "Because you threw more at me than at the pigeon, I mean, [player_name], and [player_name] stayed out of trouble the whole series."
    elif story_pressed(2, 1):
        lina "Because you threw more at me than at the pigeon, I mean, [player_name], and let [player_name] slip past us both."
    elif story_has("player_never_durak"):
        lina "Because the pigeon, I mean, [player_name], was never the fool. Not in a single game."
    else:
        lina "Because the pigeon, I mean, [player_name], was the fool less often than either of us. That's the whole secret of a series."

    show vix sad at right

    if story_pressed(2, 1):
        vix "I was trying to make you the durak so I could beat the pigeon one on one. It was a very clever plan."
    else:
        vix "I had a very clever plan. It needed you to be the durak, Lina, and the pigeon to be polite about it."

    lina "It was a very loud plan."

    if story_has("series_comeback"):
        vix "And after the first game, pigeon, you were the durak. I had you down for dinner. Never count a pigeon before it's plucked."

    show vix neutral at right

    vix "Fine. Fair is fair. The table says."

    if story_market_card == "player":
        "Vix sighs, and with a little bow hands you a button, a pencil stub, and a copper coin."
    else:
        "Vix hands the white Wolf back to you, with a little bow. Then she hands you a button, a pencil stub, and a copper coin."
        $ story_market_card = "player"

    mc "These aren't mine."

    vix "The button's your friend's, the pencil's Lina's, and the coin I've honestly forgotten. Call it interest."

    show lina neutral at left

    lina "Now. You need a map, don't you? To the lodge."

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_lina_map
    with dissolve
    pause 2.5
    window auto
    "Two days' walk past the pine forests, the map simply stops. Beyond the last village there is nothing but white paper and a tiny, careful question mark."
    hide cg_lina_map with dissolve

    show lina sad at left

    lina "That's the road to the lodge. I've drawn every road in Karda from what travellers told me. But nobody will describe that one. They come down from the mountain and they go quiet."

    lina "I've never been past the forests. I've never been anywhere, really. I draw the world from stories."

    mc "Then let me tell you the story, when I come back down."

    show lina surprised at left

    lina "Would you? Really? With distances? I need distances."

    show lina happy at left

    lina "Then I'll tell you what. Come to the stall tonight, after the lamps are lit. Play me at my own game. Not Durak. Svoi Kozyri. If you beat me, I'll draw you everything I know about the last stretch, all the little things people let slip."

    mc "And if I lose?"

    lina "Then you still get the map, silly. But you'll have to describe the lodge to me twice."

    show vix happy at right

    vix "And I'll be watching from the roof. With snacks."

    show vix neutral at right

    show ash neutral at center with dissolve

    vix "Well, well. Look who's come down the mountain."

    show ash surprised at center

    ash "I've no idea what you mean."

    vix "Don't you? Funny. I never forget a face, and I never forget a shuffle, and you've got a very particular shuffle."

    show ash angry at center

    ash "Count your tokens, fox. Not my cards."

    hide ash with dissolve

    vix "Oh, and pigeon? A free tip, for the road. Ask your quiet friend where they learned that shuffle. There's only one table in Karda that teaches a shuffle like that, and it isn't down here."

    jump .after

label .loss:

    scene bg market with dissolve

    ## Who of the two had the fewest tokens (the table's series result), and
    ## so who keeps the card: Lina promised to give it straight back.
    $ story_market_keeper = story_market_fewest(kozyr_last_duel)

    if story_market_keeper == "lina":

        show lina surprised at left
        show vix sad at right with dissolve

        lina "Fewest tokens: me? Me! I've never won a series in my life."

        if story_market_card != "player":
            vix "Beginner's luck. Hand it over, Lina, I'll keep it somewhere safe."
            show lina angry at left
            lina "No. I said I'd give it straight back, and everybody heard me say it."
            "Lina puts your grandmother's card back into your hand and folds your fingers over it, very firmly, as if it might try to escape."
            $ story_market_card = "player"
            vix "Nobody likes a saint, Lina."

        show lina neutral at left

        lina "But the map is another matter. A map from this stall goes to whoever beats the stall, that's the Threeways custom. And you haven't, yet."

    else:

        show lina sad at left
        show vix smug at right

        if story_market_keeper == "vix":
            vix "Fewest tokens: the fox! The fox wins! The fox is magnificent!"
        else:
            vix "Fewer tokens than the pigeon! The stall wins! The fox is magnificent!"

        if story_has("playoff"):
            lina "It took a play-off to settle it, though. That's how close it was."

        if story_market_card != "player":

            "Vix tucks the white Wolf into the cash box and sits on it."
            $ story_market_card = "stall"
            $ story_market_boxed = True

            mc "You can't keep it. It's not yours."

            show vix neutral at right

            vix "The table says it's mine, pigeon. For now."

            show lina neutral at left

            lina "She means it's in the stall's keeping until you win it back. That's the Threeways custom: a lost stake can be played for again, as long as the loser comes back to the same table."

        else:

            vix "And the map stays on the stall, where it's happy. Maps love it here."

            show lina neutral at left

    ## recap: from the duel record
    if story_has("player_won_first_game") and story_pressed(0, 2):
        lina "You stayed out of trouble in the first game. But over the series you threw most of your cards at Vix, and a fox remembers who did that. In a three-way game you can't fight everybody at once."
    elif story_pressed(0, 2):
        lina "You threw most of your cards at Vix, and a fox remembers who did that. In a three-way game you can't fight everybody at once."
    elif story_has("player_won_first_game"):
        lina "You stayed out of trouble in the first game. After that the tokens found you. Whoever defends fights two people at once: don't give us both a rank to throw in."
    else:
        lina "In a three-way game you can't fight everybody at once. Whoever defends fights two people: don't give us both a rank to throw in."

    vix "Lina, stop teaching the pigeon to beat me."

    lina "I'm teaching the pigeon to beat both of us. It's more interesting."

    show vix smug at right

    if story_market_card == "player":
        vix "Go on, then, pigeon. Have a bun, walk around the square, and come back to the stall when you feel lucky. The map will be right here, under the fox."
    else:
        vix "Go on, then, pigeon. Have a bun, walk around the square, and come back to the stall when you feel lucky. The card will be right here, under the fox."

    return

label .after:

    scene bg night with fade
    $ story_music("road", 2.0)

    "By dusk the market square empties. Lamps come on in the upstairs windows of Threeways. On the edge of town, the pine forest is a long dark wall."

    "Your grandmother's card is back in your inside pocket. Your hand keeps going to it, to make sure."

    show ash happy with dissolve

    ash "Sew that pocket up tonight. Vix says there's a hole in it now, and Vix is usually right about holes."

    ash "You beat her at her own table, though. She'll respect that. She'll also try again."

    show ash neutral

    mc "Vix knew you."

    show ash sad

    ash "Vix knows everybody. It's her trade."

    mc "She said you came down the mountain. She said there's only one table that teaches your shuffle."

    "[ash_name] is quiet for so long that you think no answer is coming."

    ash "Go and play Lina tonight. She's earned a proper game. I'll walk up to the edge of the forest and make camp for us."

    ash "And then come and find me at the fire, [player_name]. There's something I owe you. And it's better said across a table."

    "[ash_name] takes the three cards out of one sleeve, looks at them, and puts them away again."

    return
