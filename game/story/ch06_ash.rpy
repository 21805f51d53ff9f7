## Kozyr — Chapter 6: Ash at the camp fire (Warfare). Ash's secret; a chance to rename Ash.
## Playable before or after chapter 5 (Lina); see docs/story.md.

default story_ash_seen = False
default story_ash_won = False
default story_ash_forgiven = True       # False if the player answered the confession in anger
default story_old_ash_name = ""

label chapter_ash:

    if story_ash_seen:
        jump .rematch

    $ story_ash_seen = True

    scene bg camp with fade
    $ story_music("camp", 2.0)

    show ash neutral with dissolve

    "[ash_name] has built a fire at the edge of the pine forest, with a flat stone between two logs for a table."

    ash "You found me. Sit down. Warm your hands. I made tea. It's terrible."

    if story_lina_won:
        mc "Lina drew me the last stretch. A stone wolf, a one-log bridge, and lanterns in the pines."
        show ash sad
        ash "Lanterns. He still lights them, then."
    else:
        mc "You said there was something you owed me."
        show ash sad
        ash "Yes. I did say that."

    ## Ash tells it to the fire, not to you, and turns back for the part that is yours
    show ash sad at center, kozyr_turn_away

    mc "Start with the shuffle. Vix said there's only one table in Karda that teaches it."

    ash "Vix is right. I learned it at the White Hunter's lodge, along with dealing, counting, and losing without crying."

    ash "I grew up there, [player_name]. He found me in the snow when I was very small, next to a burnt-out wagon, and raised me. I'm his apprentice. I was, anyway."

    show ash neutral at center, kozyr_turn_back

    ash "This spring, as soon as the pass opened, he sent me across the border with a letter, to an old woman called Ilse."

    mc "My grandmother."

    ash "I got there the week of her funeral, with his letter in my coat. And then I saw you at the graveside, turning a white card over and over in your hands."

    ash "So I didn't give you the letter. I followed you, and at the border I sat on that barrier and pretended to be a stranger."

    show ash sad at center, kozyr_closer(0)

    mc "Why didn't you tell me?"

    ash "Because of the lodge's rule."

    ash "When his last dispute is settled, the Hunter lays down the white deck, and his apprentice takes it up and never leaves the mountain again. Not for a day. I'm the apprentice, [player_name]. When you finish her game, I get the lodge. And the snow."

    menu:
        "You lied to me the whole way here.":
            $ story_ash_forgiven = False
            mc "Every mile. You let me think you were just somebody going the same way."
            show ash sad at center, kozyr_sag
            ash "I was going the same way. That part was true. I lied. I'm sorry. I'm not asking you to say it's alright."
            mc "Good. Because it isn't. Not yet."
            ash "Not yet is more than I expected."

        "You've been carrying this alone all this way.":
            $ story_ash_forgiven = True
            mc "You've been carrying that letter and that choice by yourself, every mile to this fire."
            show ash surprised at center, kozyr_start
            ash "That's... not what I thought you'd say."
            show ash sad
            ash "I kept waiting for you to shout. It would have been easier."
            mc "I might shout later. Right now you look too tired to shout at."

    show ash neutral at center, kozyr_back

    ash "So let a table settle it. If I win, you don't go up the mountain. We go and see the rest of the world, and I never pick up that deck."

    mc "And if I win?"

    ash "Then I walk up with you, and I stand next to you at his table, and I don't run. Whatever it costs me."

    $ story_sound("shuffle")
    ## at the table (staging_seats.rpy)
    show ash at center, kozyr_seated
    show table_fg camp
    with dissolve

    ash "Warfare, then. The lodge game: a snowstorm lasts three days, Durak ten minutes, and Warfare just long enough."

    jump .duel

label .rematch:

    scene bg camp with fade
    $ story_music("camp", 1.0)

    if story_ash_walked_down:
        jump .climb_back

    ## at the table (staging_seats.rpy)
    show ash neutral at center, kozyr_seated
    show table_fg camp
    with dissolve

    ash "Back to the fire? Good. I kept the tea hot. It's still terrible."

    ## after two losses in a row the easier game is offered, and it plays without Ash's coaching
    if roster.can_offer_easier("ash"):
        ash "Sit down, [player_name]. Same game, same stake."
    else:
        ash "Sit down, [player_name]. I'll talk you through it again as we play, if you want me to."

    jump .duel

## after a loss the stake was kept: you were walked back down, and climb up again
label .climb_back:

    "It is a cold walk back up to the clearing, and it feels twice as long as it did the first time."

    "The fire is smaller than it was. [ash_name] sits on the far side of it, wrapped in a blanket, and does not get up to pour you any tea."

    ## at the table (staging_seats.rpy)
    show ash neutral at center, kozyr_seated
    show table_fg camp
    with dissolve

    ash "You came back up. I wasn't sure you would, after that walk."

    ash "The stake stands as it stood. Win, and I climb the mountain beside you. Lose, and we walk down again. Sit down, [player_name]."

    jump .duel

label .duel:

    call play_duel("ash")
    jump expression kozyr_after_duel("chapter_ash", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_ash_won = True

    scene bg camp with dissolve
    $ story_music("camp", 1.0)

    show ash surprised with dissolve

    ash "You've more points. You've actually got more points."

    ## recap: from the duel record
    if story_has("player_picked_court_last") and story_words(rank=engine.Card.parse(story_field("last_pick")["card"]).rank):
        mc "You let [story_rank] go to me, at the end. On the last pick."

        show ash sad

        ash "I didn't let it. I just didn't fight very hard. There's a difference. Ask [brandt_name]."
    elif story_has("close_game"):
        mc "That was close. A card either way, and it was yours."

        show ash sad

        ash "I know. I counted every point. There's nothing worse than counting a game you're losing."
    else:
        mc "You didn't make it easy."

        show ash sad

        ash "I didn't make it hard enough, either. There's a difference. Ask [brandt_name]."

    show ash happy

    if story_has("player_lost_small"):
        ash "No. That's not the whole truth, and I promised to stop lying. You beat me, properly. You kept losing the small battles on purpose so you could choose the cards, didn't you?"

        mc "Lose a small one, and you get the first look at the deck. It wasn't hard to see."

        ash "His words: lose small, choose well. I didn't think anyone would notice. He'd have taken you as an apprentice."
    else:
        ash "No. That's not the whole truth, and I promised to stop lying. You beat me, properly."

        mc "Is that what he'd say?"

        ash "He'd say lose small, choose well. Next time, try the first half on purpose. You'd have made a good apprentice."

    if story_ash_forgiven:
        ash "Then it's settled. I'm coming up the mountain with you. And I'm not running."
    else:
        show ash neutral
        ash "Then it's settled. I'm coming up the mountain with you, whether you've forgiven me or not. That part can wait. The table's said what it said."
        mc "...It's a start, [ash_name]."
        show ash happy
        ash "It's a start."

    if story_ash_walked_down:
        ash "And nobody walks down the road tonight."
    else:
        show ash neutral

        "[ash_name] takes a folded letter from inside one sleeve. The paper is soft and grey from being carried. It has never been opened."

        ash "His letter. It's for her, so I suppose it's yours. I couldn't hand it over before we played. It would have been like playing with a marked card."

        call .letter

    show ash sad

    ash "When you finish Ilse's game, he'll lay down the deck. And he'll look at me."

    mc "Then we'll think of something, when he does. Something that isn't you alone in the snow."

    show ash neutral

    ash "You say that as if there's a choice."

    mc "This is Karda. There's always a table."

    $ story_sound("log")
    "[ash_name] laughs, the first real laugh you have heard since the border, and throws another log on the fire."

    jump .rename

## after a win: the name's story, and a second naming
label .rename:

    show ash neutral

    if ash_name == "Ash":
        ash "He called me Ash, after the fire he found me beside. When I told you that was my name, on the barrier, it was the only true thing I said that day."
    else:
        ash "He called me Ash, after the fire he found me beside. And then you called me [ash_name], on the barrier, and I liked it better, because you gave it to me without knowing what I was."

    ash "You named me once at the border, while I was lying to you. I'd like you to name me again, now that I'm not."

    ash "Whatever you choose, I'll keep it. Even on the mountain."

    $ story_old_ash_name = ash_name

    call name_character("ash")

    if ash_name != story_old_ash_name:
        show ash happy
        ash "[ash_name]. A new name for a new start. Thank you."
    else:
        show ash happy
        ash "[ash_name], still. Good. I was getting used to it."

    jump .after

## the Hunter's letter to Ilse, read once: after the first win, or at the foot of the
## road after the first loss
label .letter:

    "You break the seal. The handwriting is old-fashioned and very steady."

    "{i}Ilse. I have lit the lanterns every night. The game is still on the table, under the cloth, exactly as you left it. I am getting old. Come and finish it, or send someone who will. — H.{/i}"

    show ash sad

    ash "Send someone who will. He didn't know it would be you. Neither did I, until the graveside."

    return

label .draw:

    scene bg camp with dissolve

    show ash surprised with dissolve

    ash "The same score. Exactly the same."

    show ash happy

    ash "That's the lodge's favourite joke. Two people in the snow, and the cards can't choose between them. Let's sleep, and play it again when the fire's been built up."

    return

label .loss:

    scene bg camp with dissolve

    show ash sad with dissolve

    ash "I've won."

    mc "Then we turn round. That was the stake."

    show ash neutral

    ash "That was the stake. And a stake is a stake, or none of this means anything. Every table since the border has taught us that."

    "[ash_name] kicks earth over the fire, and the clearing goes dark all at once."

    scene bg night with fade

    ## Ash walks ahead, back turned, and turns round only to speak at the bottom
    show ash sad at center, kozyr_turn_away with dissolve

    "You walk back down by starlight, out of the pines and down the long slope, all the way to the first lamps of Threeways. [ash_name] walks a pace ahead of you and says nothing the whole way."

    show ash sad at center, kozyr_turn_back

    ash "There. You've been turned round. The table said so, and I did it."

    ash "I thought I'd be relieved. I'm not. I kept looking back for his window the whole way down."

    if not story_ash_walked_down:
        "Under the first lamp of Threeways, [ash_name] stops and takes a folded letter from inside one sleeve. The paper is soft and grey from being carried. It has never been opened."

        ash "His letter. It's for her, so I suppose it's yours. The table said we turn round. It didn't say I get to keep lying."

        call .letter

        show ash neutral

    ash "So challenge me again. Climb back up when you like, and I'll accept, because I'm a terrible gambler and a worse liar. But I keep my stakes."

    ## recap: from the duel record
    if story_game() and story_game()["battles_won"] and story_mine("battles_won") > story_seat("battles_won", 1):
        ash "You won more battles than I did, and you still lost. That's Warfare: it isn't how many you win, it's what you carry home."

    ash "A tip, since I owe you more than one. Don't try to win every battle. When you lose one, you get the first look at the deck. Lose small, choose well."

    mc "That sounds like his advice."

    ash "Everything good I know is his advice. Come back to the fire when you're ready. I'm not going anywhere without you."

    $ story_ash_walked_down = True

    return

label .after:

    scene bg camp with fade

    "Later, the fire burns low. Above the black pines the stars go on and on, and somewhere under them, out of sight, the mountain is waiting."

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_first_lantern with dissolve
    pause 2.5
    window auto

    "Then, high up in the dark, very small, a light comes on."

    hide cg_first_lantern with dissolve

    show ash neutral with dissolve

    ash "That's the lodge. His window. On a clear night you can see it from here, if you know where to look."

    mc "Every night, the letter said."

    ash "Every night. And the lanterns on the last mile too, every wick trimmed by hand. You can't see those from here. You will."

    show ash sad

    ash "Forty-one years ago your grandmother sat down at his table, and halfway through the series she got up and walked out into the snow, and never came back. In Karda, an unfinished game is an open dispute. It never closes. He's been waiting for it ever since."

    ash "Three times I nearly led you the wrong way. Once at the temple fork. Once at the bridge. Once in the market. And every time I thought of him lighting those lanterns alone, and I couldn't do it."

    mc "You could have. You wanted the road."

    ash "I did. Towers and temples and markets and a foolish knight on a bridge. Everything I've seen with you. I still do."

    show ash neutral

    if not story_ash_forgiven:
        mc "I haven't forgiven you, you know. Not all of it. Not yet."

        show ash sad

        ash "I know. Walk up beside me anyway. You can forgive me a mile at a time, and tell me when we get to the top."

        show ash neutral

    if story_lina_won:
        mc "And in a few days we walk past the stone wolf, over the one-log bridge, and up the lantern road."
    else:
        mc "And in a few days we walk up there."

    if not story_lina_won:
        ash "Lina's game first, though. She'll never forgive you if you go up without her map."

    show ash sad

    ash "I'm frightened, [player_name]."

    mc "So am I."

    show ash happy

    ash "Good. Then neither of us is the fool."

    return
