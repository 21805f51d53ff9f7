## Kozyr — Chapter 8: the ending, reached after beating the White Hunter.

default story_ending = "travel"         # "travel", "leave" or "stay": what became of the white deck

label chapter_ending:

    scene bg lodge with fade
    $ story_music("finale", 2.0)

    "The fire has burned down to a red heart. Outside, the lanterns are still lit along the road, one every twenty paces, all the way down into the dark."

    "The white deck lies in the middle of the table. Nobody has touched it."

    show hunter neutral with dissolve

    hunter "Do you know, I have not said my own name aloud since I picked that deck up. The Hunter has no name. He is just the last table."

    hunter "It was Orrin. Ilse used to say it as if it were a joke only she understood."

    mc "Orrin."

    ## the name said aloud after forty-one years: the game's own theme comes in under it
    $ story_music("theme", 3.0)

    show hunter happy

    orrin "Yes. It still fits, a little. Like an old boot."

    show hunter neutral at right
    show ash sad at left
    with moveinleft

    ash "Say it, then. Say the rule. The deck is laid down, and the apprentice picks it up."

    orrin "That is the rule."

    ash "I'll do it. I will. I came up the mountain, I didn't run. I'm not running now."

    show ash at left, kozyr_closer(140)

    "[ash_name] reaches for the deck. Their hand stops just above it and trembles there, like a bird deciding whether to land."

    orrin "[ash_name]. Wait."

    show ash at left, kozyr_back

    ## the anger thread from ch06 ("a mile at a time") is paid here, at the top
    if not story_ash_forgiven:
        mc "[ash_name]. We're at the top. You said to tell you here."

        mc "It's added up. All of it. I forgive you."

        ash "All of it? ...A mile at a time, and it still came to all of it."

    orrin "Forty-one years ago, the woman I loved found a move that was not on the table. I have spent a long time being angry at her for it, and a longer time understanding it."

    orrin "A rule is only a dispute that somebody settled a long time ago. And this country settles disputes fresh, at the table, every day."

    show hunter happy at right

    orrin "[player_name]. You won the series. By Ilse's stake, the white deck is laid down at your word. What should become of it?"

    menu:
        "The last table should travel. [ash_name] and I will carry it on the road.":
            $ story_ending = "travel"
            jump .travel

        "Leave it on the table. Karda can settle its disputes where they begin.":
            $ story_ending = "leave"
            jump .leave

        "I'll take it myself, and keep the last table here on the mountain.":
            $ story_ending = "stay"
            jump .stay

label .travel:

    mc "The rule says the Hunter never leaves the mountain. But why does the last table need to stay in one place?"

    mc "People climb up here half frozen, with disputes that have been rotting for years. What if the last table came to them instead? Down every road, to every market, to every bridge."

    show ash surprised at left

    ash "A travelling table."

    mc "Carried by two people. So that neither of them ever has to be alone in the snow."

    show hunter surprised at right

    orrin "In three hundred years, nobody has suggested that."

    show hunter happy at right

    orrin "It is a terrible idea. It is completely against the rule. It is exactly what Ilse would have said."

    show ash happy at left

    ash "You'd share it? With me?"

    mc "You were going the same way as me, remember. That part was true."

    "[ash_name] picks up the white deck. Not alone: you put your hand on it too, so that for a moment you are holding it together."

    ash "It's lighter than I thought."

    orrin "It always is, when somebody else has a corner of it."

    jump .coda

label .leave:

    mc "Leave it on the table. Let it lie there."

    mc "Karda has tables everywhere. Marta's inn. The temple. The bridge. The market. Every dispute I've seen was settled where it started, by the people who had it. The hardest ones just took longer."

    show hunter surprised at right

    orrin "No last table?"

    mc "No last table. Just lots of first ones."

    show ash surprised at left

    ash "Then nobody has to pick it up. Nobody at all."

    show hunter happy at right

    orrin "Three hundred years of Hunters, and a traveller from over the border ends it in a sentence."

    orrin "Well. Karda will complain. Karda complains about everything. Then it will get on with it."

    "The old man folds the white cloth and lays it over the deck, gently, the way you would cover a sleeping child. Then he opens the door and looks out at the lanterns."

    orrin "I think I shall let them burn out on their own tonight."

    show ash happy at left

    ash "I'll carry the oil can down in the morning. Empty. It'll be the lightest it's ever been."

    jump .coda

label .stay:

    mc "Someone should keep the last table. And it shouldn't be someone who's dreamed of the road every day of their life."

    ## the reason chosen in the prologue (story_reason) is the reason given here
    if story_reason == "debt":
        mc "I'll take it. I came to Karda to settle a debt. I think I'd like to stay and settle other people's."
    else:
        mc "I'll take it. I came to Karda with a card and a question. I think I'd like to stay and settle other people's disputes."

    show ash angry at left

    ash "You can't! You'll never leave the mountain, [player_name]. Not for a day. That's the whole point. That's why I ran."

    mc "I know. But you didn't run. You came all the way up. Now it's your turn to go."

    show hunter sad at right

    orrin "You are sure? I was sure, once. Then I lit lanterns every night for half my life."

    mc "I'm sure. And I'll have visitors. Lina wants distances. Vix will try to steal the furniture. And somebody will have to come back every spring and tell me what the road looks like."

    show ash sad at left

    ash "Every spring. I swear it. And every autumn, too. And whenever anybody brings me a decent dispute."

    "You pick up the white deck. It is cold at first, and then it is not."

    show hunter happy at right

    orrin "Then the Hunter has a new name. And the old one may go down the mountain at last."

    jump .coda

label .coda:

    scene bg lodge with fade
    $ story_music("road", 3.0)

    "In the morning, Orrin walks down the mountain for the first time since he picked up the deck."

    if story_ending == "stay":
        "You walk with him as far as the stone wolf, with the white deck in your coat, and watch him and [ash_name] go on down the road together, until they are two small dark shapes against the snow. Then you turn back, and climb home to the lodge."
        window hide  # the whole picture first, then the text over it (kozyr_cg_window)
        show cg_end_stay with dissolve
        pause 2.5
        window auto
        "That night, for the first time, you light the lanterns yourself."
        "The news goes down the mountain faster than they do. By the time they reach the valleys, everyone in Karda knows."
        "What happens in the valleys, you hear in the spring from [ash_name], by the lodge fire, with a great deal of waving of hands."
    else:
        if story_ending == "travel":
            window hide  # the whole picture first, then the text over it (kozyr_cg_window)
            show cg_end_travel with dissolve
            pause 2.5
            window auto
            "You and [ash_name] walk beside him, the white deck wrapped in oilcloth in [ash_name]'s pack. At the lodge door, [ash_name] blows out the last lantern, and does not look back."
        else:
            window hide  # the whole picture first, then the text over it (kozyr_cg_window)
            show cg_end_leave with dissolve
            pause 2.5
            window auto
            "You and [ash_name] walk beside him. Behind you, on the table by the window, the white deck lies under its cloth, and nobody is waiting for anything any more."
        "The news goes down the mountain faster than you do. By the time you reach the valleys, everyone in Karda knows."

    scene bg market with fade

    show lina happy at left
    show vix happy at right with dissolve

    "In Threeways, Lina is waiting at the edge of the square with a new sheet of paper and three sharpened pencils."

    ## Ash walks into the square with the news in both endings, and Orrin with them (he came down
    ## the mountain in every ending): Lina looks past them, and Vix steps aside to make room
    show vix happy at kozyr_place(0.34) with move
    show ash neutral at kozyr_place(0.67)
    show hunter neutral at right
    with dissolve

    if story_ending == "stay":

        "She looks past [ash_name] and the old man, up the road, for a third traveller who is not coming."

        show lina sad at left

        lina "Then it's true. [player_name] stayed up there."

        ash "With the deck, and the lanterns, and a great many opinions about how a lodge should be run."

        show lina happy at left

        if story_lina_travels:
            lina "Then I'll go up and see it for myself. I've bought boots. Vix and I are walking up there in the spring, and I'll draw it properly. With distances."
            vix "She's bought me boots too. For my tail. I don't want to talk about it."
        else:
            lina "Then you'll have to give me the distances, [ash_name]. Sit down. Start at the beginning. Slowly. I'm drawing."

        if story_market_alliance:
            lina "And tell [player_name] I still have the diagram of Vix's hands. We were allies, for a whole series."

        vix "Tell the pigeon I'll visit. I'll steal the furniture. It's only polite."

        if story_market_grabbed_tail:
            vix "And the tail has forgiven the pigeon everything. Nearly everything."

    else:

        lina "Distances! You promised me distances. How far from the stone wolf to the log bridge? How many lanterns? Were there really lanterns?"

        if story_lina_travels:
            lina "Actually, don't tell me. I've bought boots. Vix and I are going to walk up there ourselves in the spring, and draw it properly."
            vix "She's bought me boots too. For my tail. I don't want to talk about it."
        else:
            lina "Sit down. Start at the beginning. Slowly. I'm drawing."

        if story_market_alliance:
            lina "And you were my first ally ever, you know. I've kept the diagram of Vix's hands."

        vix "Hello, pigeon. You look lighter. Did somebody steal something from you? Because it wasn't me. This time."

        if story_market_grabbed_tail:
            vix "And the tail forgives you. It took a while. It has a very long memory, the tail."

    scene bg bridge with fade

    ## Ash is who the knight talks to (and who carries his messages up the mountain)
    show ash neutral at left
    if story_brandt_view == "wisdom":
        ## on the parapet, feet over the river (the prose below)
        show brandt happy at right, kozyr_seated
    else:
        show brandt happy
    with dissolve

    if story_brandt_view == "wisdom":
        "At the Long Bridge, the knight is not standing in the middle. He is sitting on the parapet with his helmet off, eating soup, with both feet dangling over the river."
        if story_ending == "stay":
            brandt "I stepped off the bridge, friend. Yesterday. I walked to the pass and back, where my riders fell, and I spoke to them. Then I came back and sat down."
            brandt "Tell [player_name] that sitting down is very strange, and I recommend it."
        else:
            brandt "I stepped off the bridge, traveller. Yesterday. I walked to the pass and back, where my riders fell, and I spoke to them. Then I came back and sat down."
            brandt "It is very strange, sitting down. I recommend it."
    else:
        "At the Long Bridge, the knight still stands in the middle, but he is laughing at something a village child has said, and his armour has been polished until it shines."
        if story_ending == "stay":
            brandt "I still do not retreat, friend. But I have begun to let the soup come to me. It is a great improvement."
        else:
            brandt "I still do not retreat, traveller. But I have begun to let the soup come to me. It is a great improvement."

    if story_ending == "stay":
        brandt "And tell [player_name] I shall climb the mountain in the spring, with soup. Forward is a direction my vow allows."
    else:
        brandt "Go well, [player_name]. The bridge is always open to you. I will see to it personally."

    scene bg tower with fade

    ## Ash again, for Pip to give her news to
    show ash happy at left
    show pip happy
    with dissolve

    "At the sooty tower, Pip is waiting on the steps, holding a small flame in the palm of her hand. It is exactly the size of a candle."

    pip "Look! A Modest Warming Glow! The Magister came home and I showed him and he cried! Or it was the smoke. But I think he cried!"

    pip "I passed! I'm a Second Circle apprentice now! Properly!"

    if story_ending == "stay":
        pip "Tell [player_name]! Tell everyone, but tell [player_name] first! I'll send a glow up the mountain. A small one."
        if story_pip_advice == "big":
            pip "And I went big, once, like [player_name] told me to. Then I made it small on purpose. That's harder!"
    elif story_pip_advice == "big":
        pip "You told me to go big. I did, once. Then I made it small on purpose. That's harder!"

    show pip surprised

    "The flame grows, just slightly, with excitement. Pip hastily blows it out."

    pip "...Mostly properly."

    scene bg temple with fade

    show aurelia happy at left with dissolve

    show kozyr_statue at kozyr_statue_place behind aurelia with dissolve

    ## Ash at the door, clear of the statue: the one Orrin walks behind (stay ending)
    show ash neutral at kozyr_place(0.36) with dissolve

    "At the temple of Luck, there is a new statue beside the altar: a traveller bowing to a goddess who is holding all the cards."

    if story_aurelia_bowed:
        aurelia "Artistic licence. In the statue, I won."
    else:
        aurelia "Artistic licence. In the statue, I won, and the traveller bowed. Luck is allowed to dream."

    if story_aurelia_stake == "card":
        aurelia "That white Wolf in the traveller's hand, I had it carved from memory. The real one was staked on this altar once. I'm still not over it."
    else:
        aurelia "And in the traveller's hand, a silver coin, gilded, for the one that was staked here. Honour looks very well in gold."

    show aurelia surprised at left

    if story_ending == "stay":
        "Then she sees who is walking behind [ash_name]."
    else:
        "Then she sees who is walking behind you."

    ## Orrin steps out from behind the others only once the line has turned her head
    show hunter neutral at right with dissolve

    aurelia "You. You came down."

    orrin "Hello, Aurelia. You built a temple."

    aurelia "Out of spite. Mostly. Tell me, old man. Is luck still just the cards we forgot to count?"

    show hunter happy at right

    orrin "It is. I forgot a great many of them, these last years."

    show aurelia sad at left

    aurelia "...Go on, then. Go and see her. And then come back one day and lose to me properly. I've been practising."

    scene bg inn with fade
    $ story_music("inn", 2.0)

    show marta happy with dissolve

    "And at the border, at the Stile, Marta is wiping down the tables as if no time has passed at all."

    ## the travellers come in from the road: Ash, and Orrin, whom she last saw as a girl
    show marta happy at right with move
    show ash neutral at left
    show hunter neutral at center
    with dissolve

    marta "Well, look what the mountain sent down."

    if story_ending == "stay":
        marta "Just the two of you? And one of them's Orrin, or I'm a duck. Then it's true. Our traveller's gone and made themself the last table. You tell [player_name] from me, [ash_name], the toll's still one game, and I'll come up and collect it."
    else:
        marta "Three of you! And one of them's Orrin, or I'm a duck. I was a girl pulling pints for my mother at this very bar the last time you came down. You've not changed. You've just gone white."

    show marta neutral

    if story_showed_card:
        marta "That white card was out on my table the very first night. Half the room stopped chewing. Now look."

    marta "Sit down, the lot of you. Boots off the bench. There's soup."

    show ash neutral at left
    show marta neutral at right with dissolve

    ash "Marta. On the first day, you said you thought you knew my face."

    show marta happy at right

    marta "I did know it. You came down every spring as soon as the pass opened, for oil and flour, from the time you were knee-high, and sat in that corner dealing cards to yourself. I wasn't going to say so in front of your friend. It was your secret to tell."

    show ash happy at left

    ash "You could have told."

    marta "Love, in Karda we don't tell other people's secrets. We make them play for them."

    ## the stake Ash kept in ch06: the night walk back down to Threeways
    if story_ash_walked_down:
        ash "The last time I came down this road, it was by starlight, turning a traveller round because a table said so. This time the table said go on."

    scene bg border with fade
    $ story_music("road", 3.0)

    "The next morning the barrier is up, and the road out of Karda runs down through the pines toward the world."

    if story_ending == "stay":
        show ash neutral at left
        show hunter neutral at right with dissolve
        "[ash_name] stands at the barrier with the old man beside them. Orrin is going across the border, to stand at a grave in a little chapel yard and tell her, at last, that the game is finished."
        if story_told_hunter == "kept":
            orrin "Every day, [player_name] said. She took it out every evening and looked at it. Then I shall tell her the lanterns were lit every night, and we will call it even."
        else:
            orrin "She never said my name, [player_name] told me. Then I shall say hers, and do the talking for both of us. I have had a long time to decide what to say."
        ash "I'll bring him back in the spring. And I'll bring [player_name] everything I see. That's a promise, and it's written down. Lina made me."
        "Far up on the mountain, when night falls, a row of small lights will come on among the pines, one every twenty paces. Not in case, any more. Just so that visitors can find the way."
    else:
        show ash happy at left
        show hunter neutral at right
        "Orrin goes across the border first, to stand at a grave in a little chapel yard and tell her, at last, that the game is finished. You and [ash_name] will go with him that far."
        if story_told_hunter == "kept":
            orrin "Every day, you said. She took it out every evening and looked at it. Then I shall tell her the lanterns were lit every night, and we will call it even."
        else:
            orrin "She never said my name, you told me. Then I shall say hers, and do the talking for both of us. I have had a long time to decide what to say."
        if story_ending == "travel":
            ash "And then? Where does a travelling table go?"
            mc "Wherever someone's waiting for a game."
            ash "That's everywhere, [player_name]. That's the whole world."
            mc "Then we'd better start walking."
        else:
            "And then further. Much further."
            ash "No last table. No lanterns. Just the road."
            mc "And a deck in your pocket."
            ash "Always a deck in my pocket. It's a Karda habit. I'll never shake it."

    if story_ending == "stay":
        scene bg lodge with fade
        "Up at the lodge, on your first night alone, by the fire, you take out the only thing you still carry from your grandmother: not the card, which lives in the white deck on your own table now, but the line from its back, copied into your papers before the card went home."
    else:
        "You take out the only thing you still carry from your grandmother: not the card, but the line from its back, which you copied into your papers before it went home to its deck."

    "{i}One game still owed.{/i}"

    if story_reason == "debt":
        "You crossed the border to pay a debt you did not understand. It was never money. It was a game, and its interest was forty-one years of lanterns lit in case. The game has been played."
    elif story_reason == "see":
        "You crossed the border to see the country everyone talks about. You have seen it, one table at a time, and the last table most of all."
    else:
        "You never told anyone why you crossed the border, and you are not going to start now. The line on the back of the card can keep the secret with you."

    "Beneath it, in your own hand, you write one word."

    "{i}Paid.{/i}"

    return
