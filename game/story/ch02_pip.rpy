## Kozyr — Chapter 2: Pip, apprentice blast-mage (Perevodnoy, transfers).
## Playable before or after chapter 1 (Aurelia); see docs/story.md.

default story_pip_seen = False
default story_pip_won = False
default story_pip_advice = "small"      # "small" or "big": what the player told Pip

label chapter_pip:

    if story_pip_seen:
        jump .rematch

    $ story_pip_seen = True

    scene bg road with fade
    $ story_music("road", 2.0)

    show ash neutral with dissolve

    "The river road runs east through the wheat. Somewhere ahead, smoke is rising."

    ash "That's the tower of Magister Holloway. He's away, I think. His apprentice is not."

    mc "How can you tell?"

    $ story_sound("bang")
    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_bang
    with kozyr_flash
    with vpunch
    pause 2.5
    window auto

    $ story_sound("caw")
    "A flash, a bang, a gust of hot wind. The signpost beside you spins twice and falls over. A smoking crow lands on it and glares at you."

    hide cg_bang with dissolve
    show ash happy

    ash "That's how."

    scene bg tower with fade
    $ story_music("tower", 2.0)

    "The tower is streaked with soot from top to bottom, like a candle lit too often."

    ## Pip is heard from the stairs first, and seen on the line that brings her down them
    pip "Oh no no no. Is anyone on fire? Please say nobody's on fire!"

    show pip surprised with easeintop

    "A girl comes tumbling down the tower steps, all elbows and scorched sleeves."

    mc "Nobody's on fire. My hat is a bit warmer than it was."

    show pip happy

    pip "Oh, thank goodness. Hello! I'm Pip. Apprentice of the Third Circle. Well, officially the First, but I've nearly finished it."

    pip "That was a Grand Radiant Burst! It was meant to be a Modest Warming Glow."

    show pip happy at right
    show ash happy at left
    with moveinleft

    ash "How modest?"

    pip "Candle-sized. But why have a candle when you could have a sunrise?"

    show pip neutral at right, kozyr_closer(-150)

    pip "Oh! Wait. I singed your hat."

    mc "It's fine, really."

    show pip surprised at right, kozyr_start

    pip "It's not fine! It's a dispute! Either I owe you a hat, or you owe me a fine for standing in the blast zone. Only a table can say which!"

    show pip happy at right, kozyr_back

    pip "And, um. There's one more thing."

    show pip at right, kozyr_closer(-90)

    "Pip pulls a crumpled, singed letter out of her sleeve."

    pip "The Magister left me an exam before he went away: Win one game of Perevodnoy Durak against a stranger without setting anything on fire. Demonstrate restraint."

    pip "You're a stranger! You're perfect! Please? I've waited eleven days for a stranger."

    menu:
        "Tell Pip that small, careful moves can be powerful too.":
            $ story_pip_advice = "small"
            mc "A small spell at the right moment can do more than a big one at the wrong moment."
            show pip sad at right, kozyr_sag
            pip "That's what the Magister says. Word for word, nearly. Did he pay you?"
            show pip neutral

        "Tell Pip there's nothing wrong with going big.":
            $ story_pip_advice = "big"
            mc "Honestly? That Grand Radiant Burst was magnificent. Don't let anyone make you small."
            show pip smug
            pip "Thank you! Finally! Somebody understands art!"
            show ash neutral at left, kozyr_turn_away
            ash "Somebody is going to regret that in about ten minutes."

    show pip happy

    pip "Do you know Perevodnoy? It's the game you know, plus the best bit: the transfer! The table will tell you when you can."

    show pip happy at center, kozyr_back
    hide ash
    with moveoutleft

    ## at the table (staging_seats.rpy)
    show pip at center, kozyr_seated
    show table_fg tower
    with dissolve

    pip "Sit down! I very nearly promise not to set the table on fire."

    jump .duel

label .rematch:

    scene bg tower with fade
    $ story_music("tower", 1.0)

    ## at the table (staging_seats.rpy)
    show pip happy at center, kozyr_seated
    show table_fg tower
    with dissolve

    pip "You came back! And the table's only a little bit charred. I scrubbed it."

    pip "Same game, same stakes, same exam. Let's make it big. I mean, restrained. I mean, let's play."

    jump .duel

label .duel:

    call play_duel("pip")
    jump expression kozyr_after_duel("chapter_pip", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_pip_won = True

    scene bg tower with dissolve
    $ story_music("tower", 1.0)

    show pip surprised with dissolve

    pip "I'm... holding cards. You aren't. That means..."

    show pip sad

    pip "I failed the exam. Again. Eleven days of waiting for a stranger, and I failed it in one game."

    mc "Pip. Your letter said win without setting anything on fire. You didn't set anything on fire."

    pip "I didn't win, either."

    ## recap: what Pip held back and who transferred come from the duel record
    if story_has("opponent_held_back") and story_words(rank=story_field("held_back")["rank"], count=story_field("held_back")["held"]):
        mc "Did you notice what you did? You had [story_count] in your hand, and you didn't throw them all at once. You kept some back."

        show pip surprised

        pip "...I did. I did do that. I thought, if I keep these, I'll have something when the next attack comes."
    else:
        mc "Did you notice what you did? You thought before every card. I watched you do it."

        show pip surprised

        pip "...I did? I did! I counted to three before every attack. The Magister says counting to three is the beginning of wisdom."

    mc "That's restraint."

    show pip happy

    pip "That's restraint! I restrained! I held a spell in my hand and didn't cast it! The Magister will faint!"

    pip "He always says I make every spell as big as it can possibly go. He says a mage who can only shout is like a singer who can only scream. And I hummed! A whole game!"

    if story_has("player_never_transferred"):
        pip "And you beat me at the transfer game without transferring once! Not once! Is that allowed? That's allowed."
    elif story_has("player_returned_transfer"):
        pip "And when I bounced one at you and you bounced it straight back! I felt that in my eyebrows."

    if story_pip_advice == "big" and story_has("opponent_transferred"):
        pip "Even though you told me to go big. You were right too, though. My transfer was wonderful. It's just, big only works if you've got something left afterwards."
    elif story_pip_advice == "big":
        pip "Even though you told me to go big. You were right too, though. Big is wonderful. It's just, big only works if you've got something left afterwards."
    else:
        pip "You were right, what you said before. A small card at the right moment. I'll write that on the wall. In soot, probably."

    show pip neutral

    pip "The hat dispute goes to you. I owe you a hat."

    "She searches her sleeves and produces a hat. It has a small hole burned in the brim, in the shape of a star."

    pip "It's my second-best one. The star is on purpose now."

    show ash happy at left
    show pip neutral at right with dissolve

    ash "It suits you, [player_name]."

    pip "And one more thing. You're going up the road, aren't you? Nobody comes this way unless they're going up the road."

    show pip sad

    pip "When you get to the bridge, you'll meet the knight. He won't let you past unless you beat him. He's the best defender I've ever seen. He takes and takes and takes, and never looks worried."

    pip "I tried transferring a whole tableful of tens to him. He just picked them all up and said thank you."

    show pip happy

    pip "Good luck! Come back and tell me if he ever loses. I'll make a Modest Warming Glow to celebrate. Candle-sized. Probably."

    jump .after

label .draw:

    scene bg tower with dissolve

    show pip surprised with dissolve

    pip "We both ran out at the same moment! Is that allowed? Is that a tie? Is it a tie with no fire in it?"

    show pip happy

    pip "It's a peaceful tie! The Magister will like that, but it's not a win, so the exam is still open. Come back and play me again, any time."

    return

label .loss:

    scene bg tower with dissolve

    show pip happy with dissolve

    pip "I won! I WON! And nothing is on fire!"

    $ story_sound("ignite")
    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_roof_fire behind pip
    with hpunch
    pause 2.5
    window auto

    "Something on the roof of the tower catches fire."

    show pip surprised

    pip "Well. Nothing important is on fire."

    show pip neutral

    ## recap: the transfers named here are the player's and Pip's in the duel record
    if story_has("player_bounced") and story_words(rank=story_mine("transfer_ranks")[0]):
        pip "Thank you. Really. That was the best game I've had in ages. When you bounced my [story_rank_pl] straight back at me, that was brilliant."

        if story_has("opponent_returned_transfer"):
            mc "And you bounced one of mine straight back."

            show pip happy

            pip "That's the best part! But remember when you gave me a rank I already had? Before you transfer, count what's been played. If I might still hold that rank, your big bounce can come straight home."
        else:
            mc "It didn't save me, though."

            show pip happy

            pip "Bounces are brilliant, but they aren't free. Every card you transfer with is a card you haven't got at the end. Count what's been played, and keep something back for the last bouts."
    elif story_has("player_never_transferred"):
        pip "Thank you. Really. That was the best game I've had in ages. But you never bounced a single attack back at me! Not one!"

        mc "I didn't want to hand you a rank you could throw back."

        show pip happy

        pip "That's sensible. Too sensible! When you hold the rank and I can't have many of it left, bounce it. Count what's been played first, and then whoosh."
    else:
        pip "Thank you. Really. That was the best game I've had in ages."

        show pip happy

        pip "Here's a tip, from one transferer to another. Before you bounce an attack back at me, count what's been played. If I might still hold that rank, your big bounce can come straight home."

    pip "But the roof caught fire, so the exam doesn't count. Not your fault! It's a resit, that's all, and a resit needs an examiner. That's you. The Magister won't let me out of the First Circle until I pass."

    show ash neutral at left
    show pip happy at right with dissolve

    ash "And put that roof out."

    pip "Oh! Yes. Roof. Right."

    return

label .after:

    scene bg road with fade
    $ story_music("road", 2.0)

    show ash happy with dissolve

    ash "You were kind to her."

    mc "She reminded me of somebody."

    ash "Who?"

    mc "Me, probably. Before I learned to keep a card back."

    show ash neutral

    ash "You know, in Karda they say you learn more about someone from what they keep in their hand than from what they play."

    mc "And what do you keep in yours?"

    show ash surprised

    ash "Me? Three cards and a lot of dust."

    show ash neutral

    if story_aurelia_won:
        ash "Come on. Temple done, tower done. The bridge is waiting, and so is the knight."
    else:
        ash "The north road is still ahead of us. The goddess will be wondering why nobody's come to admire her today."

    return
