## Kozyr — Chapter 7: the White Hunter at the lodge (Durak with the animal deck, a series).
## Winning leads (through the spine) to chapter_ending in ch08_ending.rpy.

default story_hunter_seen = False
default story_hunter_won = False
default story_told_hunter = "kept"      # "kept" or "silent": what the player told him of Ilse

label chapter_hunter:

    if story_hunter_seen:
        jump .rematch

    $ story_hunter_seen = True

    scene bg climb with fade
    $ story_music("lodge", 3.0)

    $ story_sound("snowsteps")
    "The road climbs all day. The pines grow shorter, the snow deeper, and the air so clean it hurts."

    show ash neutral with dissolve

    ## the map opens the lodge only to one who has won Lina's game
    "Everything is where Lina drew it: the stone wolf at the fork, the bridge that is a single pine trunk over a frozen river."

    "And then, as the light fails, the lanterns."

    show kozyr_lantern behind ash

    "One every twenty paces, all the way up the last mile of road."

    show ash sad

    ash "He does it every evening. He used to let me carry the oil can."

    mc "For forty years."

    ash "For forty-one. When I was eight I asked him why, and he said: in case."

    scene bg lodge with fade

    "The lodge is long and low, of old logs gone silver. The door is open."

    "Inside: a stone hearth, a bench, and a table by the window covered with a white cloth."

    show hunter neutral with dissolve

    "An old man sits by the fire in a white knitted cap, his hands resting on his knees: the steadiest hands you have ever seen."

    $ story_sound("door")
    hunter "Come in. Shut the door. The lanterns are for finding the way, not for heating the mountain."

    ## the old man rises and goes to his side of the room; Ash comes in behind you
    show hunter neutral at right
    show ash sad at left
    with moveinleft

    hunter "Hello, Ash."

    if ash_name != "Ash":
        ash "It's [ash_name] now. Somebody gave it to me on the road."
        hunter "[ash_name]. Good. A name given on the road fits better than one given in the snow."

    ash "Hello. I didn't deliver your letter. I'm sorry."

    show hunter happy at right

    hunter "You brought something better than a letter back."

    show hunter neutral at right

    ## (the Hunter's chapter opens only after Ash's is won: Ash has told the traveller everything)
    if not story_ash_forgiven:
        hunter "And something sits between you two. Leave it by the door; the table is no place for it."

    show hunter at right, kozyr_lean(-80)

    hunter "And you. You have her way of standing in a doorway. As if deciding whether to stay."

    mc "You knew my grandmother."

    hunter "I knew Ilse. I have not known her for forty-one years. That is a different thing."

    hunter "She is gone, then. I knew it when I saw you in my doorway instead of her."

    mc "I brought her card."

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_white_wolf with dissolve
    pause 2.5
    window auto

    "You hold out the white Wolf. He does not take it, only looks at it for a long time."

    "He turns it over with one finger and reads the back."

    hunter "One game still owed. In her hand, and signed. Ilse always signed what she owed."

    hide cg_white_wolf with dissolve

    show hunter sad at right, kozyr_turn_away

    hunter "The ace of Wolves. She walked out of that door with it in her pocket. A deck one card short cannot be dealt: she found the only move that was not on the table."

    show hunter neutral at right, kozyr_turn_back

    "He rises and lifts the white cloth from the table by the window."

    $ story_sound("cloth")
    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_covered_table with dissolve
    pause 2.5
    window auto

    "Under a fine grey dust lie the cards of a game, the trump crosswise under the deck, and a single loser's token at each end of the table: one game to her, one to him."

    hide cg_covered_table with dissolve

    show hunter sad at right

    hunter "Her game, as she left it. Then she kissed me on the forehead, stood up, and was gone."

    show ash sad at left, kozyr_sag

    mc "What did you play for? You and she."

    hunter "I will tell you when it is finished. It is not a story to tell before a game."

    show hunter neutral at right, kozyr_back

    hunter "She sent you instead. Will you finish it, [player_name]?"

    mc "What's the stake?"

    hunter "Her stake. If you win, I lay down the white deck. If I win, a token goes on her side, and the deck stays in my hands until you beat me."

    show hunter neutral at right

    show ash sad at left

    hunter "Not the old hands. A fresh series, with the whole deck. Her card goes back in."

    "You lay the ace of Wolves on the table. For the first time since Ilse walked out, the white deck is whole."

    $ story_sound("shuffle")

    ## at the table (staging_seats.rpy)
    show hunter neutral at right, kozyr_seated
    show ash at left, kozyr_seated
    show table_fg lodge
    with dissolve

    hunter "Sit, [player_name]. Ilse's chair. It has been waiting too."

    jump .duel

label .rematch:

    scene bg lodge with fade
    $ story_music("lodge", 2.0)

    show hunter neutral with dissolve

    hunter "You have come back up the mountain. Good. The lanterns are lit, and the deck is still whole."

    ## what a lost series left on the table (label .loss)
    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_ilse_tokens with dissolve
    pause 2.5
    window auto
    if story_hunter_losses == 1:
        "The table by the window is as you left it. On Ilse's side, beside her old token, lies the new token he put there the night you lost."
    elif story_hunter_losses > 1:
        "The table by the window is as you left it. On Ilse's side, beside her old token, lie the new tokens he put there, one for every series you have lost at her chair."
    hide cg_ilse_tokens with dissolve
    ## at the table (staging_seats.rpy); Ash watches at the left, where .win and .loss find Ash
    show hunter neutral at right, kozyr_seated
    show ash sad at left, kozyr_seated
    show table_fg lodge
    with dissolve

    hunter "Count the animals. Sit."

    jump .duel

label .duel:

    call play_duel("hunter")
    ## a series ends only when one player alone holds the fewest tokens (a tie is
    ## played off, engine/series.py): it has no draw, and no .draw scene (a draw would go
    ## on at .loss)
    jump expression kozyr_after_duel("chapter_hunter", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_hunter_won = True

    scene bg lodge with dissolve
    $ story_music("lodge", 2.0)

    show hunter surprised with dissolve

    ## recap: from the duel record
    if story_has("player_won_last_game"):
        "The last card falls. The old man looks at the cards in his hand, and then at your empty hands, and then at the tokens."
    elif story_has("player_lost_last_game"):
        "The last card falls, and this time it is you left holding cards. But the old man is not looking at the cards. He is looking at the tokens."
    else:
        "The last card falls. The old man does not look at the cards. He looks at the tokens."

    hunter "Fewer tokens. You have fewer tokens."

    if story_has("series_comeback"):
        hunter "You lost the first game, and you did not get up from the table. She got up. You stayed."
    elif story_has("player_never_durak") and story_hunter_losses == 0:
        hunter "And not one token of your own. Not one. I have not seen that since I was young."
    else:
        hunter "Her chair suits you."

    if story_has("playoff"):
        hunter "It went to a play-off. She never let a game end quickly, either."

    show hunter sad

    if story_hunter_losses == 0:
        hunter "All those years, and it took one evening."
    else:
        hunter "All those years, and it took a few evenings. That is nothing at all."

    show hunter happy

    "And then, astonishingly, he laughs. It is a big laugh, too big for the quiet room, the laugh of a much younger man."

    hunter "She beat me! Ilse beat me! Through you, with her own card back in the deck, but she beat me. I always knew she could."

    show ash surprised at left
    show hunter happy at right with dissolve

    ash "You're happy. You've lost, and you're happy."

    hunter "[ash_name], I have been the last table in Karda since before you were born. Do you know how tiring it is, never losing anything that matters?"

    show hunter neutral at right

    hunter "The game is finished. The dispute is closed."

    $ story_sound("ignite")
    "He takes the tokens from both ends of the table and drops them into the fire, one by one."

    if story_hunter_losses == 1:
        "The token from the evening you lost goes in last. He holds it a moment over the flames before he lets it fall."
    elif story_hunter_losses > 1:
        "The tokens from the evenings you lost go in last. He holds each of them a moment over the flames before he lets it fall."

    jump .told

## after a win: what Ilse and he played for, and why she left, told once the game is finished
label .told:

    show hunter neutral at right

    hunter "I said I would tell you when it was finished. It is finished."

    hunter "I was young. I had been the old Hunter's apprentice, as [ash_name] is mine, and that autumn he settled his last dispute and laid down the white deck, and I picked it up. He walked down the mountain the next morning and did not come back."

    hunter "She was a traveller who came up the road to settle a silly quarrel about a borrowed horse. She won the quarrel in an afternoon. Then she stayed all winter."

    hunter "By spring we both knew what we wanted, and we wanted different things. She wanted the road. I was bound to the mountain. So we did what people do in Karda."

    mc "You played for it."

    hunter "A series, with tokens. If she won, I would lay down the white deck and walk down the mountain with her. If I won, she would stay."

    show hunter angry at right

    hunter "When she walked out, I stood in that doorway and shouted after her until I had no voice left. The mountain did not care. Mountains never do."

    show hunter sad at right

    hunter "Later I understood. Whichever of us won, the other would lose the life they needed. So she made sure nobody won."

    ash "And you kept the table covered all those years."

    hunter "Because as long as it was open, she might come back to finish it."

    show ash sad at left

    ash "You never told me that. Not once, in all those winters."

    hunter "You never asked. [player_name] asked, before the game, and had the sense to wait for the answer."

    hunter "Everyone who climbs up here, I ask what they are running from. I never asked you. Nobody runs carrying a thing like that card. They bring it."

    show hunter sad at right

    hunter "Tonight somebody won. Whether anybody loses the life they need, that is not settled yet."

    hunter "Tell me one thing, and then I will not ask again. Did she ever speak of me?"

    menu:
        "She kept your card all her life.":
            $ story_told_hunter = "kept"
            mc "She kept it in her prayer book. Every day of her life. I used to see her take it out in the evenings and just look at it."
            show hunter sad at right
            hunter "Every day."
            "The old man closes his eyes."
            hunter "Thank you. I lit the lanterns every night. It seems she lit one too, in her way."

        "She never spoke of you.":
            $ story_told_hunter = "silent"
            mc "She never said your name. Not once. She never said anything about Karda at all."
            show hunter neutral at right
            hunter "No. She wouldn't have. Ilse kept her cards close. It was what made her so hard to beat."
            hunter "But she kept the card. And she let it reach you. That is a kind of speaking, too."

    show hunter neutral at right

    "Then he picks up the white deck and squares it neatly. He finds the ace of Wolves among the others and holds it a moment to the firelight."

    if story_aurelia_took_card:
        hunter "Her card has sat on an altar, I think. It smells of Aurelia's incense. She always did burn too much of it."
        mc "I staked it at her table. And won it back."
    elif story_aurelia_stake == "card":
        hunter "Aurelia will have asked you for it. She asks everyone for everything."
        mc "I staked it at her table, and kept it."
    else:
        hunter "Aurelia asked you for it, I suppose. She asks everyone for everything."
        mc "I gave her a coin instead."

    hunter "And it smells of fox. Vix had it, I think."

    if story_market_boxed:
        mc "She lifted it at Threeways, and it sat in her cash box until I won it back."
    else:
        mc "She lifted it at Threeways. Only for an afternoon."

    if story_aurelia_stake == "card":
        hunter "Ilse would have staked it too. She never could leave a stake alone. Neither, it seems, can you."
    else:
        hunter "Good. Ilse would have done the same. She played for coins all that winter, and kept this card for the one game that mattered."

    "He lays the white deck in the very middle of the table."

    hunter "And so I lay down the white deck, as she asked."

    show ash angry at left

    ash "And if you lay down the deck, it comes to me. You know it does. That's the rule."

    hunter "That is the rule. We will talk about the rule now, because now there is something to talk about."

    show ash sad at left

    "Beside you, [ash_name] has gone pale."

    hunter "Come. Sit by the fire, both of you. There is one thing left to decide, and it is not mine to decide any more."

    return

label .loss:

    scene bg lodge with dissolve

    show hunter neutral with dissolve

    hunter "The tokens say I am ahead. By her stake, the deck stays in my hands."

    show hunter sad

    hunter "The lanterns stay lit another night. That is the rule, and I will not bend it, not for her and not for me."

    $ story_hunter_losses += 1

    "He takes a token from the box on the mantel and lays it on Ilse's side of the table, beside her old token."

    hunter "That is this evening's. A series lost at her chair is counted against her chair. It will lie there until you win, and nobody will clear it away before."

    mc "I'm sorry. I wanted to finish it for her."

    show hunter happy

    ## praise only when the record allows it: a durak every game is named a habit just below
    if not story_has("player_durak_every_game"):
        hunter "Do not be sorry. You played well. Better than most who have sat at this table."
    else:
        hunter "Do not be sorry. You sat down in her chair. Most who climb up here never do."

    show hunter smug

    hunter "You simply played against an old man who has had forty-one years to think."

    show hunter neutral

    ## recap: from the duel record (the series' games)
    if story_has("player_durak_every_game"):
        hunter "Every game of the series, the same place: cards left in your hand, and the token on your side. That is not bad luck. That is a habit, and habits can be broken."

    if story_series_count("player_early_trumps") * 2 > story_series_games():
        hunter "Here is my counsel. You spend your trumps early, as if they burn your fingers. Be braver with low cards, and stingier with trumps. And count the trump animals: when the last of them is gone, nothing in my hand can frighten you."
    elif story_has("player_took_three"):
        hunter "Here is my counsel. You take as if taking were free. It is not: every take hands me the attack. Beat what you can beat cheaply, and count the trump animals: when the last of them is gone, nothing in my hand can frighten you."
    else:
        hunter "Here is my counsel. Be braver with low cards, and stingier with trumps. And count the trump animals: when the last of them is gone, nothing in my hand can frighten you."

    show ash neutral at left
    show hunter neutral at right with dissolve

    mc "You said you would tell me what you played for. You and she."

    show hunter sad at right

    hunter "When it is finished. It has kept forty-one years. It will keep until you win."

    ash "Stay tonight. Play him again in the morning. Or whenever you're ready."

    show hunter happy at right

    hunter "Yes. The game is whole now, and a whole game can be played again. I have waited half my life for this table. I can wait for you to warm your hands. Come back whenever you like."

    return
