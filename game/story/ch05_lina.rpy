## Kozyr — Chapter 5: Lina's own game (Svoi Kozyri, each player her own trump).
## Playable before or after chapter 6 (Ash); see docs/story.md.

default story_lina_seen = False
default story_lina_won = False
default story_lina_travels = False      # True if the player urged Lina to see the world herself

label chapter_lina:

    if story_lina_seen:
        jump .rematch

    $ story_lina_seen = True

    ## the market's stall after dark, with the market's own tune (not the inn's)
    scene bg market_night with fade
    $ story_music("market", 2.0)

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_night_stall
    with dissolve
    pause 2.5
    window auto
    "After dark the market stall becomes something else."

    $ story_sound("rustle")
    "Somewhere on the roof above, something rustles and crunches. Vix, with snacks, as promised."

    if story_market_grabbed_tail:
        "A long red tail lowers itself over the edge of the roof, thinks better of it, and curls back up out of your reach."
        vix "Hands on the table tonight, pigeon. The tail remembers."

    hide cg_night_stall with dissolve
    show lina happy with dissolve

    lina "You came! I wasn't sure you would. Travellers say they'll come back, and then they don't, and I have to draw them walking away."

    mc "I said I'd come."

    lina "You did. I've written it down."

    if story_ash_won:
        show lina neutral
        lina "Where's [ash_name]? Still at the camp?"
        mc "Keeping the fire going. We talked, last night. A lot of things make more sense now."
        show lina surprised
        lina "Then doesn't [ash_name] know the road to the lodge? Why do you even need my map?"
        mc "[ash_name] knows the road as it was. Not as it is now. And I'd rather have both."
        show lina happy
        lina "That's the most sensible thing anyone's said to me all week."
    elif story_ash_walked_down:
        show lina surprised
        lina "[ash_name] walked you all the way down in the dark and then sat outside the inn till dawn. Vix saw. What happened up there?"
        mc "A game I lost, and something that needed saying. It got said."
        show lina neutral
        lina "Then I won't ask twice. I'll just draw the road very carefully."
    else:
        show lina neutral
        lina "[ash_name] isn't with you? Good. I mean, not good. I mean, it's quieter. Vix makes [ash_name] nervous, and nervous people knock over inkpots."

    ## the market's alliance (ch04) changes her offer: an ally gets the fork in the lodge road
    ## now, before the game and whatever it says; a winner's map (.win) then starts past it
    if story_market_alliance:
        show lina happy
        lina "And thank you for the market. Nobody ever asks me to be on their side. So here's something for an ally, before the game, whatever it says."
        lina "Past the last village, the road forks at a stone wolf. Take the left road. The right one goes to a frozen waterfall and nowhere else."

    show lina neutral at center, kozyr_closer(0)

    lina "Sit down. Mind the coast of the Grey Lake, it's still wet."

    "You sit. Lina shuffles, badly but with great concentration, tongue poking out of one corner of her mouth."

    lina "This is my game. Svoi Kozyri. It means your own trumps. Everybody at the table has their own north."

    lina "I'll tell you the rest as we play. Rules are like roads: easier to learn with your feet on them."

    show lina happy at center, kozyr_back

    lina "I'll warn you about one thing, though. I once picked up nineteen cards. Vix laughed so hard she fell off the roof."

    vix "I did. It was the best night of my life."

    show lina angry

    lina "It was NOT funny. I had to hold them in two hands and my chin."

    ## at the table (staging_seats.rpy)
    show lina neutral at center, kozyr_seated
    show table_fg market_night
    with dissolve

    lina "The stakes are the ones I named at the market. I've written them down."

    jump .duel

label .rematch:

    scene bg market_night with fade
    $ story_music("market", 1.0)

    ## at the table (staging_seats.rpy)
    show lina happy at center, kozyr_seated
    show table_fg market_night
    with dissolve

    lina "You came back! I've cleaned the teacups. And moved the Grey Lake."

    ## after two losses in a row the easier game is offered, and it plays without her coaching
    if roster.can_offer_easier("lina"):
        lina "Sit down. Same rules, same stakes. Let's see what the roads have taught you."
    else:
        lina "Sit down. I'll talk you through it again, if you like. I like explaining it. Nobody ever lets me."

    jump .duel

label .duel:

    call play_duel("lina")
    jump expression kozyr_after_duel("chapter_lina", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_lina_won = True

    scene bg market_night with dissolve
    $ story_music("market", 1.0)

    show lina surprised with dissolve

    lina "Oh! I'm the one holding cards. You went out first."

    show lina happy

    ## recap: from the duel record
    if story_has("player_saved_trumps"):
        lina "That was a lovely game. You kept your own trumps until the deck was gone. Nobody ever does it on purpose."
    elif story_has("player_own_ace"):
        lina "That was a lovely game. And your ace! Beating me with the ace of your own north. I should draw that on a flag."
    else:
        lina "That was a lovely game. You found your north before I found mine."

    if story_has("opponent_gift_beaten") and story_words(rank=engine.Card.parse(story_field("gift_card")).rank):
        mc "You left me an opening. You laid [story_rank], and I could beat it without a trump."

        lina "I know. I saw it just after I laid it. That's the worst part of this game: you always have to lay another card, and sometimes the only card you've got is a gift."
    else:
        mc "You never gave me an easy card, did you?"

        lina "I tried not to. That's the worst part of this game: you always have to lay another card, and sometimes the only card you've got is a gift."

    "From the roof, a shower of nutshells. Vix's way of applauding."

    ## she leans over the map to draw, and sits back to show it
    show lina neutral at center, kozyr_closer(0)

    lina "A bargain's a bargain. Give me your map."

    "Lina takes the long map of the road you won at the market and dips her finest pen. Beyond the last village, where there was only white paper and a question mark, she begins to draw."

    if story_market_alliance:
        lina "The stone wolf you have already, from before the game: the left road at the fork. I'm drawing it in anyway, so the map is whole."
    else:
        lina "A tinker told me there's a stone wolf at the fork, four hours past the last village. Take the left road. The right one goes to a frozen waterfall and nowhere else."

    lina "A shepherd's boy said there's a bridge made from one single pine trunk. He said it's the most frightening thing he's ever walked across, and he's walked across a bull."

    show lina sad at center, kozyr_sag

    lina "And an old woman who came down from the mountain a long time ago told me there are lanterns in the pines, the last mile before the lodge. She said the Hunter lights them himself, every night, and has done for as long as anyone remembers."

    mc "Why?"

    lina "She said so that somebody who was coming back could find the way in the dark."

    "Lina blows on the ink. Where the question mark was, there is now a dotted line, a stone wolf, a pine-trunk bridge, and a row of tiny lanterns leading up to a house among the trees."

    show lina happy at center, kozyr_back

    lina "There. That's the best I can do without seeing it."

    jump .ask

## after the map is drawn, the question she held back before the game
label .ask:

    show lina neutral

    lina "Can I ask you something? Now that the game's done, and I can't be accused of distracting you."

    mc "Of course."

    lina "What's it like? Out there. Past the forest. Past the border, even. I've drawn so much of it, and I've never seen any of it."

    menu:
        "Tell her she should go and see it for herself.":
            $ story_lina_travels = True
            mc "I can tell you. But honestly, Lina, you should go and look for yourself. Your maps are the best I've seen. Imagine them drawn from your own eyes."
            show lina surprised
            lina "Me? Leave the stall? Leave Threeways?"
            show lina happy
            lina "I... I'd need better boots. And a compass. And Vix would have to come, or she'd steal the stall while I was gone."
            vix "I absolutely would. ...Wait. Oh no. She's going to make me walk."

        "Tell her that her maps already see further than most travellers.":
            $ story_lina_travels = False
            mc "You know, I've walked a long way, and I've never seen a map as true as yours. You see further from this stall than most people do from a mountain."
            show lina sad
            lina "That's kind. It's not the same, though, is it."
            show lina happy
            lina "But it's kind. I'll draw you with a nice hat, for that. And you'll come back and tell me if I got the lodge right, won't you? You said you would. I've written it down."

    jump .after

label .draw:

    scene bg market_night with dissolve

    show lina surprised with dissolve

    lina "A draw! If the last card laid could still beat the one under it, the game's a draw: nobody's the fool. That's my favourite rule. It's fair."

    show lina happy

    lina "Nobody won and nobody lost. But I'm still curious who's better, so come back and we'll play again. The lanterns are staying up."

    return

label .loss:

    scene bg market_night with dissolve

    show lina smug with dissolve

    lina "I went out first! I won! Sorry. I'm not sorry. I'm a little bit sorry."

    ## recap: from the duel record
    if story_has("opponent_own_ace"):
        mc "That ace. I didn't see that ace coming."

        show lina neutral

        lina "Nobody does. I keep it until someone lays a card of my suit, and then I beat it with the ace and give them something horrible to deal with."
    elif story_field("biggest_pick_up") and story_field("biggest_pick_up")["player"] == story_field("player") and story_field("biggest_pick_up")["count"] >= 5 and story_words(cards=story_field("biggest_pick_up")["count"]):
        mc "That pile. I picked up [story_cards] in one go."

        show lina neutral

        lina "I know. My record is nineteen. It gets better. Well, it gets less bad."
    else:
        mc "I didn't see that coming."

        show lina neutral

        lina "Nobody does, the first time. My game turns on the card you lay after you beat."

    if story_has("player_early_trumps"):
        lina "You spent your own trumps too early, I think. In my game, your own trumps are what saves you when the pile turns nasty. If you use them on easy cards, you've nothing left when someone lays down a big one of another suit."
    else:
        lina "Keep your own trumps for when the pile turns nasty. If you use them on easy cards, you've nothing left when someone lays down a big one of another suit."

    lina "And watch what you lay after you beat. That's half the game. Don't give the next player an easy card."

    show lina happy

    lina "You still get the map. I always meant you to have the map. But come back and play me again whenever you like. I'll want a proper rematch, and you'll want to win it, I can tell. It's all over your face."

    vix "It's true, pigeon. You've got a very sulky face."

    return

label .after:

    scene bg market_night with dissolve

    show lina neutral with dissolve

    lina "Where will you go now?"

    if story_ash_won:
        mc "Up the mountain. [ash_name] is waiting at the camp, and then there's only the Hunter."
        show lina sad
        lina "Then this is goodbye, for a while."
    elif story_ash_walked_down:
        mc "Back up to the camp. I owe [ash_name] a rematch."
        show lina sad
        lina "Then take the map, and take [ash_name] some of my tea. Nobody should climb on an empty stomach."
    else:
        mc "To the camp at the edge of the forest. [ash_name] said there was something that needed saying, across a table."
        show lina surprised
        lina "[ash_name] is going to play? Actually play? I've never seen [ash_name] even hold a deck properly."
        vix "Oh, [ash_name] can do a lot more than hold one. I've seen that shuffle."

    show lina happy

    lina "Good luck, [player_name]. Come back and tell me about the lodge. With distances."

    return
