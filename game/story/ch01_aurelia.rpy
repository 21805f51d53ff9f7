## Kozyr — Chapter 1: Aurelia, self-proclaimed goddess of luck (Podkidnoy).
## Playable before or after chapter 2 (Pip); see docs/story.md.

default story_aurelia_seen = False
default story_aurelia_bowed = False
default story_aurelia_won = False

label chapter_aurelia:

    if story_aurelia_seen:
        jump .rematch

    $ story_aurelia_seen = True

    scene bg road with fade
    $ story_music("road", 2.0)

    show ash neutral with dissolve

    "Every few hundred paces along the north road stands a little shrine with a painted seven on it."

    ash "We're getting close. Smell that? Incense, and lamp oil, and vanity."

    mc "Vanity doesn't smell of anything."

    show ash happy

    ash "Wait till you meet her."

    if story_pip_seen:
        ash "After Pip's tower, this will be restful. Nothing explodes here. Except egos."

    scene bg temple with fade
    $ story_music("temple", 2.0)
    $ story_sound("banner")

    "The temple is small, but somebody has tried very hard to make it look large."

    show aurelia happy with dissolve

    aurelia "Travellers! Pilgrims! Seekers of fortune! Halt, and behold!"

    $ story_sound("dice")
    "A woman steps out from behind the altar with a golden die in each hand. She glows almost as much as the great gilt medallion above the altar, and she has clearly practised it."

    aurelia "I am Aurelia the Ever-Fortunate, Mistress of the Lucky Draw, Patroness of Sevens, and Goddess of Luck. You may applaud."

    ## the goddess sweeps to her altar on the right; Ash strolls in from the door
    show aurelia happy at right
    show ash smug at left
    with moveinleft

    ash "We may. We probably won't."

    show aurelia angry

    aurelia "How rude. Who brings a sceptic to a temple? It's like bringing a cat to a bath."

    show aurelia neutral

    aurelia "Never mind. I forgive you. Luck is always generous."

    menu:
        "Bow politely to the goddess.":
            $ story_aurelia_bowed = True
            "You bow, not too low, the way you would to a duchess whose name you have forgotten."
            show aurelia happy
            aurelia "Oh! Manners! At last, somebody raised properly. You may rise, little pilgrim. Luck smiles on you. Slightly."

        "Ask her to prove she's a goddess.":
            mc "If you're a goddess, prove it."
            show aurelia surprised
            aurelia "Prove it? PROVE it? Do you ask the sun to prove it's warm?"
            show aurelia angry at right, kozyr_start
            "She throws both dice onto the altar: a one and a two."
            aurelia "...That was a practice throw. Luck was warming up."

    show aurelia neutral

    aurelia "The north road belongs to Luck, and every traveller pays the tithe. A coin, a ring, a heartfelt compliment, I'm not fussy."

    aurelia "But you, pilgrim... you're carrying something much more interesting. Something white and cold, in your inside pocket."

    "Your hand goes to your coat before you can stop it."

    show aurelia smug at right, kozyr_closer(-140)

    aurelia "I knew it! Oh, give it here. It'll look marvellous on the altar."

    mc "It's not for sale. And it's not a tithe."

    show aurelia neutral at right, kozyr_back

    aurelia "Then we have a dispute, and in Karda that means my table. If I win, the white card goes on my altar. If you win, you pass free, and I'll even bless your boots."

    show ash neutral at left, kozyr_lean(70)

    ash "You don't have to stake the card, [player_name]. A coin would do."

    menu:
        "Stake the card. I trust my hands.":
            $ story_aurelia_stake = "card"
            mc "I'll stake it. I didn't come all this way to be frightened of a temple."
            show aurelia surprised
            aurelia "Ooh. Bold. I do love bold. Bold people lose so beautifully."
            show ash sad at left, kozyr_sag
            ash "Just... don't lose."

        "Stake a coin instead, and play for honour.":
            $ story_aurelia_stake = "coin"
            $ story_sound("coin")
            mc "A silver coin. The card stays with me. We play for honour."
            show aurelia sad
            aurelia "Honour. How very dull. Still, a goddess accepts all offerings."

    show aurelia neutral at center
    hide ash
    with moveoutleft

    ## at the table (staging_seats.rpy)
    show aurelia at center, kozyr_seated
    show table_fg temple
    with dissolve

    aurelia "Podkidnoy, naturally. I throw in, and I throw in, until some boring rule stops me."

    show aurelia happy

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_altar
    with dissolve
    pause 2.5
    window auto
    aurelia "Come, pilgrim. Sit at the altar of Fortune, and let's see whose side she's on today."
    hide cg_altar with dissolve

    jump .duel

label .rematch:

    scene bg temple with fade
    $ story_music("temple", 1.0)

    ## at the table (staging_seats.rpy)
    show aurelia happy at center, kozyr_seated
    show table_fg temple
    with dissolve

    aurelia "The pilgrim returns! I knew you would. They always come back to Luck. It's practically the definition of her."

    if story_aurelia_holds_card:
        "Your grandmother's card stands propped against the medallion on the altar, between two bowls of fire. Aurelia has given it a little cushion."
        aurelia "Sit, sit. Win, and your card comes down off my altar. Lose, and I buy it a second cushion. Try not to bore me this time."
    else:
        aurelia "Sit, sit. Same stakes, same table, same gorgeous goddess. Try not to bore me this time."

    jump .duel

label .duel:

    call play_duel("aurelia")
    jump expression kozyr_after_duel("chapter_aurelia", _return)     # .win, .draw or .loss (progress.rpy)

label .win:

    $ story_aurelia_won = True

    scene bg temple with dissolve
    $ story_music("temple", 1.0)

    show aurelia surprised with dissolve

    aurelia "No. No, no, no. That can't be right. Count them again."

    ## recap: from the duel record
    if story_has("opponent_many_left") and story_words(cards=story_seat("final_hands", 1)):
        mc "Count them yourself. You're still holding [story_cards]."
    else:
        mc "Count them yourself. You're the one still holding cards."

    show aurelia angry

    aurelia "Luck doesn't LOSE! Luck is simply... resting! Luck looked away for one moment, to admire herself in a mirror, and you took advantage!"

    show aurelia angry at right
    show ash happy at left
    with moveinleft

    ## recap: from the duel record
    if story_has("opponent_rank_run") and story_words(rank=story_field("rank_run")["rank"], count=story_field("rank_run")["count"]):
        ash "You laid [story_count] in a single bout. Against [player_name]. On purpose."

        aurelia "The [story_rank_pl] wanted to go! Who am I to hold them back?"
    elif story_has("opponent_threw_in") and story_seat("throw_ins", 1) >= 3 and story_words(cards=story_seat("throw_ins", 1)):
        ash "You threw in [story_cards] over the game, and [player_name] still ended up with empty hands."

        aurelia "They wanted to go! Who am I to hold back a card?"
    else:
        ash "You played as if the deck owed you money."

        aurelia "It does! It owes me everything! Who am I to hold back a card?"

    show aurelia sad at right, kozyr_turn_away

    if story_has("opponent_threw_in"):
        aurelia "...It's the throw-ins, isn't it. I always throw in too much. Marta told me that twenty years ago. She said, Aurelia, a card thrown in is a card you have given them to beat."
        mc "She told me something like that, too."
    else:
        aurelia "...Marta warned me about this twenty years ago. She said, Aurelia, the deck doesn't owe anybody anything, least of all a goddess."
        mc "She told me to keep my trumps for when they matter. It's nearly the same advice."

    show aurelia neutral at right, kozyr_turn_back

    aurelia "Well. A bargain is a bargain, and a goddess always pays. You pass free, pilgrim. And your boots are blessed."

    if story_aurelia_holds_card:
        $ story_aurelia_holds_card = False
        "First, with a long sigh, she lifts your grandmother's card off the altar, cushion and all, and puts it back in your hand."
        aurelia "Keep the cushion. It was never going to match anything else in here."

    "She leans down and taps each of your boots with one golden die, very solemnly."

    aurelia "There. They'll never get wet. Or they'll get slightly less wet. Results vary."

    aurelia "And because you beat me fairly, I'll give you something better than a blessing. A bit of gossip."

    show aurelia surprised at right, kozyr_closer(-120)

    aurelia "That card of yours. I've seen one like it once. On the table at the top of the mountain."

    mc "You've played the White Hunter?"

    show aurelia sad

    aurelia "When I was young and only semi-divine. I walked all the way up to the lodge to prove that luck could beat anyone. He beat me four games to nothing, and then he made me tea."

    aurelia "He said: luck is the name we give to the cards we forgot to count. I cried the whole way down the mountain. Then I built this temple. Out of spite, mostly."

    aurelia "But there was a table by the window of that lodge, covered with a cloth. Nobody was allowed to touch it. One corner had slipped, and the cards underneath were white, like yours."

    aurelia "He said it was a game that had never been finished."

    show ash sad at left, kozyr_sag

    "Beside you, [ash_name] has gone very still."

    show aurelia happy at right, kozyr_back

    if story_aurelia_bowed:
        aurelia "And pilgrim? Thank you for the bow. Nobody bows anymore. It was nice."
    else:
        aurelia "And pilgrim? Next time, bow. Goddesses notice."

    if story_has("won_with_trump"):
        aurelia "And finishing on a trump! In my own temple! That was practically a miracle, and miracles are MY department."
    elif story_has("player_rank_run"):
        aurelia "And you threw a whole run of one rank at me in a single bout! At a goddess! I'm almost proud."
    else:
        aurelia "And you never once looked worried. I hate that in a pilgrim."

    aurelia "Now off you go, before I decide this was all a terrible dream and demand a rematch. Luck is generous, but she's not a saint."

    jump .after

label .draw:

    scene bg temple with dissolve

    show aurelia surprised with dissolve

    aurelia "Both of us out at once? A tie? Luck does not TIE!"

    show aurelia neutral

    aurelia "This is a sign. I don't know of what, yet, but I'll think of something dramatic. We'll play again when the omens are clearer. Go, pilgrim. Come back soon."

    return

label .loss:

    scene bg temple with dissolve

    show aurelia smug with dissolve

    aurelia "Ha! HA! Durak! The pilgrim is the fool, and Luck is triumphant! Kneel!"

    aurelia "No, don't actually kneel, the floor is freezing. Just kneel in spirit."

    ## recap: from the duel record
    if story_seat("last_throw_ins", 1) and story_words(rank=engine.Card.parse(story_seat("last_throw_ins", 1)).rank):
        mc "The last card you threw in at me was [story_rank]. I can still see it."

        show aurelia neutral

        aurelia "That's the thing about throw-ins, pilgrim. You give me a rank, I give it right back to you."
    else:
        mc "Where did all those cards come from?"

        show aurelia neutral

        aurelia "That's the thing about Podkidnoy, pilgrim. Every card you beat with gives the attacker a rank to throw in."

    aurelia "But I'll tell you a divine secret, since you look so glum. I throw in too much. Everyone says so. If you keep your nerve and make me run out of ammunition, I fall over like a statue in an earthquake."

    show aurelia smug

    if story_has("player_took_three"):
        aurelia "And you picked up the table so often! I counted. Luck always counts her victories."

    aurelia "Not that I'm telling you how to beat me. I'm merely being generous. Luck is always generous to the unlucky."

    if story_aurelia_holds_card:
        aurelia "Your grandmother's card stays on my altar a little longer. It's getting used to the place."
    elif story_aurelia_stake == "card":
        $ story_aurelia_holds_card = True
        $ story_aurelia_took_card = True
        "She plucks the white Wolf out of your coat, quick as a magpie, and props it against the medallion on the altar."
        aurelia "It looks marvellous there. I knew it would. It stays on my altar until you win it back, pilgrim."
    else:
        aurelia "I'll keep your silver coin warm, pilgrim. And I've already told the valley."

    aurelia "Come back to the temple when you're ready, and Luck will give you another chance. She always does. It's very annoying of her."

    show ash neutral at left
    show aurelia happy at right with dissolve

    ash "Next time, let her attack herself to death. She can't help it."

    return

label .after:

    scene bg road with fade
    $ story_music("road", 2.0)

    show ash neutral with dissolve

    mc "A table with a cloth over it. A game that was never finished."

    mc "That's what the card means, isn't it. One game still owed."

    show ash sad

    ash "Maybe. Aurelia tells a lot of stories. Half of them are about Aurelia and the other half are about Aurelia being right."

    mc "You went quiet in there."

    ash "Incense. Makes my throat go funny."

    "[ash_name] walks on ahead, hands deep in both pockets, and does not look back for a long time."

    if story_pip_won:
        show ash neutral
        ash "Right. Temple done, tower done. The bridge is next. I hope you like knights."
    else:
        show ash neutral
        ash "The river road and the tower are still ahead of us. Bring something fireproof."

    return
