## Kozyr — Chapter 3: Sir Brandt, the knight of the bridge (Perevodnoy, defensive).
## The player may rename him here (name_character, game/story/script.rpy).

default story_brandt_seen = False
default story_brandt_won = False
default story_brandt_view = "wisdom"    # "wisdom" or "vow": what the player said about retreat

label chapter_brandt:

    if story_brandt_seen:
        jump .rematch

    $ story_brandt_seen = True

    scene bg road with fade
    $ story_music("road", 2.0)

    show ash neutral with dissolve

    "Beyond the wheat fields, the road runs down to a long stone bridge over a fast grey river."

    "In the very middle of the bridge stands a knight in dented armour, as if he grew there."

    ash "That's the Long Bridge. Everything beyond it is the high country: the market town, the pine forests, and then the snow."

    mc "And the knight?"

    ash "He's been there nine years. The villagers bring him soup."

    scene bg bridge with fade

    "The knight raises one gauntleted hand. He does not move his feet."

    ## the knight stands (he does not step); Ash and you walk up the bridge to him
    show brandt neutral at right with dissolve
    show ash neutral at left with moveinleft

    brandt_stranger "Halt, traveller. Good morrow. Forgive me if I do not come to greet you. I do not step back, and I seldom step forward either."

    brandt_stranger "I hold this bridge. No one crosses into the high country who has not first beaten me at the table."

    mc "Why?"

    brandt_stranger "Because beyond this river the road goes to the mountain, and to the hardest table in Karda. Travellers who cannot beat an old knight on a bridge have no business climbing to the White Hunter."

    show brandt sad

    brandt_stranger "I would rather stop fools here, with soup, than see them carried down frozen."

    show brandt neutral

    brandt_stranger "You may call me Sir Brandt; the villages gave me that name. My own I left in the river the day I took my vow."

    brandt_stranger "So call me what you wish, traveller. A knight is named by those he serves."

    call name_character("brandt")

    show brandt happy

    brandt "[brandt_name]. It has a ring to it. I shall answer to it gladly."

    show ash happy at left

    show brandt neutral

    brandt "And you, [player_name], I see the mark on your papers. A six of hearts, from Marta's pencil."

    ## the map opens the bridge only after both the temple and the tower are won
    brandt "And a hat with a star burnt in it, and boots that smell faintly of temple incense. You have met the goddess and the apprentice, then."

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_parapet_table
    with dissolve
    pause 2.5
    window auto
    brandt "Good. Sit. I keep a table here, on the parapet."

    "The wind tugs at the stones on it."
    hide cg_parapet_table with dissolve

    mc "What was your vow, [brandt_name]?"

    show brandt sad at right, kozyr_sag

    brandt "Never to retreat. Not one step, from any field, for any reason, for the rest of my life."

    mc "Why?"

    brandt "A longer story than the wind will allow, traveller. Beat me, and I shall tell it."

    show brandt neutral at right, kozyr_back

    brandt "We shall play Perevodnoy. The transfer game."

    mc "I know it. Pip taught me. Or Pip shouted at me until I learned."

    show brandt happy

    brandt "Ha! The little mage. I have met her charge. I am still here."

    show brandt smug

    brandt "I hold a great many cards. I am a patient man."

    show ash neutral at left

    ash "He means he'll take everything you throw, then bury you in trumps."

    brandt "Your companion knows the game well, for someone who carries no deck."

    show ash surprised at left, kozyr_turn_away

    ash "I listen at a lot of tables."

    brandt "And I have seen that face before. Every spring, going down past me with an empty oil can."

    ash "I've got one of those faces."

    show ash at left, kozyr_turn_back

    show brandt neutral
    ## Ash does not play: stands at the left, in front of the table, as at the rematch Brandt sits alone
    show ash neutral at left, kozyr_back zorder 1
    ## at the table (staging_seats.rpy)
    show brandt at right, kozyr_seated
    show table_fg bridge
    with dissolve

    $ story_sound("gust")
    brandt "Sit, [player_name]. The wind is rising. Let us see if you are ready for the high country."

    jump .duel

label .rematch:

    scene bg bridge with fade
    $ story_music("road", 1.0)

    ## at the table (staging_seats.rpy)
    show brandt neutral at center, kozyr_seated
    show table_fg bridge
    with dissolve

    brandt "Welcome back, traveller. The bridge is where you left it, and so am I."

    brandt "Sit. The river has not moved, and neither have I. A card I take is not a card I have lost."

    jump .duel

label .duel:

    call play_duel("brandt")
    jump expression kozyr_after_duel("chapter_brandt", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_brandt_won = True

    scene bg bridge with dissolve
    $ story_music("road", 1.0)

    show brandt surprised with dissolve

    brandt "Well."

    ## recap: from the duel record (.win is reached only by a won duel; the test is for
    ## a missing record, as when a save from before the record loads here)
    if story_game() and story_words(cards=story_seat("final_hands", 1)):
        brandt "Well, well. I am holding [story_cards], and you are holding none."
    else:
        brandt "Well, well. I am holding cards, and you are holding none."

    show brandt happy

    brandt "Nine years I have held this bridge, traveller, and you are the first to beat me on it in three winters. A fine game."

    if story_has("player_transferred"):
        brandt "You turned my charge like a cavalry captain."
    elif story_has("player_never_transferred"):
        brandt "You never once turned my charge, and still you rode me down."
    else:
        brandt "You rode like a cavalry captain."

    if story_has("opponent_took_three"):
        mc "And you kept taking."

        brandt "I kept taking. It is what I do. Even when the taking becomes too much to carry, it seems."
    elif story_has("opponent_took"):
        mc "And you took, too."

        brandt "I did. Taking is not retreat, but it is not a strategy either. Today, the bridge was crossed."
    else:
        mc "You didn't make it easy."

        brandt "I never do. It is what the bridge is for."

    show brandt neutral

    brandt "Then the bridge is yours to cross."

    $ story_sound("armour")
    "[brandt_name] does not move. Then, slowly, with a creak of old armour, he takes one step sideways, to the parapet."

    brandt "You will observe that I did not step back. I stepped aside. That is a different direction entirely."

    show ash smug at left
    show brandt neutral at right with dissolve

    ash "Very different. Completely different. Nobody could possibly confuse the two."

    jump .after

label .draw:

    scene bg bridge with dissolve

    show brandt surprised with dissolve

    brandt "A draw! We laid down our last cards together, like two knights breaking lances at the same moment."

    show brandt happy

    brandt "An honourable result, but the bridge asks for a victory. Rest, and return. I shall be here. I am always here."

    return

label .loss:

    scene bg bridge with dissolve

    show brandt neutral with dissolve

    brandt "Durak, I am afraid. But a well-fought durak. You charged bravely."

    ## recap: from the duel record
    if story_has("opponent_took_three") and story_has("opponent_late_trumps"):
        mc "I charged. You took again and again. And at the end you still had trumps to play."
    elif story_has("opponent_late_trumps"):
        mc "I charged. And at the end you still had trumps to play."
    elif story_has("opponent_took_three"):
        mc "I charged. You took what I threw, again and again, and it still came back at me."
    else:
        mc "I charged. It wasn't enough."

    show brandt smug

    brandt "That is the way of a patient defender. Every card I take is a soldier I bring home to fight another day."

    brandt "Here is counsel from an old knight. Do not pour every card you have into one bout against me. Give me small attacks I must answer, and make me spend my trumps before the end."

    show brandt neutral

    brandt "I do not leave my post, traveller, so I cannot come after you for a rematch. You must come back to me. Fortunately, there is soup."

    show ash neutral at left
    show brandt neutral at right with dissolve

    ash "The soup is good, actually."

    brandt "It is excellent soup. It is the main reason I have not starved."

    return

label .after:

    mc "Pip says you took every card she threw at you. Isn't taking the cards a kind of retreat?"

    show brandt angry

    brandt "Have a care, traveller. There are men in the valleys who have said that to me, and I have made them play until dawn."

    show brandt neutral

    brandt "Forgive me. That was unworthy."

    brandt "That is a question I have asked myself many nights, standing on this bridge."

    mc "You said you would tell me. The vow."

    show brandt sad

    brandt "Long ago, when I was young and my armour was not yet dented, I led eleven riders against raiders in the pass. I saw how many they were, and I turned my horse and ran. Some of my riders followed me. Some did not hear the order."

    brandt "Four of them came home. I was one of the four."

    "The river roars underneath you. For a while, nobody says anything."

    menu:
        "Tell him that retreat can be wisdom, too.":
            $ story_brandt_view = "wisdom"
            mc "Maybe turning back saved the four who lived. Sometimes retreat is just wisdom wearing muddy boots."
            show brandt surprised
            brandt "Wisdom wearing muddy boots."
            brandt "No one has said that to me in nine years. They say: how brave you are, Sir Knight. They say: what a noble vow."
            show brandt sad
            brandt "I think perhaps I have been standing on this bridge so that I would never have to decide whether you are right."
            brandt "I shall decide it, now that you have beaten me. Not today. But soon."

        "Tell him you respect the vow.":
            $ story_brandt_view = "vow"
            mc "You made a promise to the ones who didn't come home. I respect that."
            show brandt happy
            brandt "Thank you, traveller. It is a heavy thing to carry, and it is lighter when someone else understands why."
            show ash sad at left
            ash "Nine years is a long time to carry anything."
            brandt "I shall keep it a little longer, and now perhaps I shall keep it more lightly."

    show brandt neutral

    brandt "Beyond the bridge is Threeways, the market town. You will want a map before the forests. There is a girl there who draws the best maps in Karda."

    brandt "Hold on to your purse. She shares a stall with a fox."

    mc "A fox?"

    brandt "A fox with hands. You will understand when your purse is gone."

    show brandt sad

    brandt "And, traveller. When you reach the White Hunter, remember that he is not cruel. He is only very, very patient. I climbed to him once, the winter after the pass, before I took my vow. He beat me with the Bear and the Wolf and did not even take off his gloves."

    brandt "He asked me what I was running from. I could not answer him. Perhaps you will have a better answer."

    scene bg bridge with dissolve
    $ story_music("road", 2.0)

    show ash neutral with dissolve

    "You cross the Long Bridge into the high country. Behind you, the knight stands at the parapet, watching the river."

    mc "[brandt_name] said the Hunter asked him what he was running from."

    ash "The Hunter asks everybody that. It's his favourite question."

    mc "How do you know?"

    show ash surprised

    ash "I... it's a famous question. It's in songs."

    mc "Which songs?"

    show ash happy

    ash "Lots of songs. Bad ones. You wouldn't like them. Come on, Threeways is half a day's walk, and you'll want to see the market before the stalls close."

    "[ash_name] strides ahead, too quickly. You notice that the three cards are out again, turning over and over between restless fingers."

    return
