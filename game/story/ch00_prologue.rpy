## Kozyr — Prologue: the border of Karda, Marta's inn, the tutorial duel.
## Owner: story writer. Characters and the play_duel label are defined elsewhere
## (game/definitions.rpy, game/progress.rpy); see docs/contracts.md.

init python:

    def story_music(name, fadein=1.0):
        """Plays game/audio/music/<name>.ogg on the music channel, going on where it was
        left last time (soundtrack.scene; not restarted if already playing); a file that is
        not there yet is skipped, not an error."""
        soundtrack.scene(name, fadein)

    def story_sound(name):
        """Plays game/audio/sfx/<name>.ogg once, if the file is there; after the effect
        still sounding, if one is (the crow lands after the bang, not over it)."""
        fn = "audio/sfx/%s.ogg" % name
        if renpy.loadable(fn):
            if renpy.sound.is_playing():
                renpy.sound.queue(fn)
            else:
                renpy.sound.play(fn)

## Marta's rules lesson is dealt on screen (issue 28): the table's own card faces
## (the classic deck, four-colour when the player chose it, as at the table), the
## cards of her stacked deal (hearts trump, the nine turned up; variant_durak_lesson.rpy,
## TUTORIAL_DEAL). Her cards come in from her side of the table, the player's from
## theirs; they settle with a small bounce, and a take sweeps them down to the player.
init python:

    def kozyr_lesson_face(code):
        return ConditionSwitch(
            "persistent.kozyr_four_colour", "images/cards/classic4/%s.png" % code,
            "True", "images/cards/classic/%s.png" % code)

image kozyr_lesson_talon = Fixed(
    Transform(kozyr_lesson_face("9H"), xpos=60, ypos=0, rotate=90),
    Transform("images/cards/backs/back_red.png", xpos=0, ypos=30),
    Transform("images/cards/backs/back_red.png", xpos=4, ypos=26),
    Transform("images/cards/backs/back_red.png", xpos=8, ypos=22),
    xysize=(420, 330))
image kozyr_lesson_attack = kozyr_lesson_face("7C")
image kozyr_lesson_beat = kozyr_lesson_face("9C")
image kozyr_lesson_throw = kozyr_lesson_face("7S")

## a card dealt from Marta's side (from above) to (x, y), turned by r degrees
transform kozyr_lesson_deal(x, y, r=0):
    anchor (0.5, 0.5) xpos x ypos y zoom 0.8 rotate r alpha 0.0 yoffset -260
    easeout 0.4 alpha 1.0 yoffset 8
    easein 0.12 yoffset 0

## a card played from the player's side (from below)
transform kozyr_lesson_play(x, y, r=0):
    anchor (0.5, 0.5) xpos x ypos y zoom 0.8 rotate r alpha 0.0 yoffset 320
    easeout 0.4 alpha 1.0 yoffset -8
    easein 0.12 yoffset 0

## a take: the card slides down into the player's hand and is gone
transform kozyr_lesson_take(x, y, r=0):
    anchor (0.5, 0.5) xpos x ypos y zoom 0.8 rotate r alpha 1.0 yoffset 0
    pause 0.15
    easein 0.8 yoffset 520 alpha 0.0

default story_prologue_seen = False
default story_reason = "debt"          # "debt", "see", "secret": why the traveller came
default story_showed_card = False

label chapter_prologue:

    if story_prologue_seen:
        jump .rematch

    $ story_prologue_seen = True

    scene bg border with dissolve
    $ story_music("road", 2.0)

    "The road climbs out of the pine woods and stops at a striped wooden barrier."

    "Nailed to the door of the toll-house beside it is a painted sign."

    "{i}KARDA. Every dispute settled at the table. Bring your own luck.{/i}"

    "You touch the card in your coat, carried for three hundred miles."

    window hide  # the whole picture first, then the text over it (kozyr_cg_window)
    show cg_white_wolf with kozyr_flash
    pause 2.5
    window auto

    "Your grandmother's card: a white Wolf. On the back, in faded brown ink, one line in her own small, upright hand."

    "{i}One game still owed. — I.{/i}"

    hide cg_white_wolf with dissolve

    "The week after her funeral, you packed a bag."

    show ash neutral with dissolve

    ash_stranger "You're staring at that sign as if it owes you money."

    "Somebody is sitting on the barrier rail, swinging dusty boots and shuffling three cards without looking at them."

    mc "Does it?"

    show ash smug

    ash_stranger "In Karda? Probably. Everything here owes somebody something."

    ash_stranger "I'm going your way. Over the line, up the long road."

    mc "And who are you?"

    ash_stranger "Names are cheap on the road. People call me Ash, mostly. Call me whatever you like, if it's said kindly."

    call name_character("ash")

    ash "[ash_name]. Yes, that'll do. I've been called worse by people who liked me more."

    ash "And you?"

    mc "[player_name]."

    ash "[player_name]. Good. Short enough to shout across a market, long enough to carve on a stool."

    show ash neutral

    ash "The toll is paid at Marta's inn, just down the slope. Nobody walks into Karda without sitting across from Marta."

    mc "You're not coming?"

    ash "I'm coming. I just don't play."

    "[ash_name] says it lightly. The three cards vanish into a sleeve, quick as a trout under a stone."

    scene bg inn with fade
    $ story_music("inn", 2.0)

    "The inn is low and warm and smells of onions, woodsmoke and wet wool. Every table has a deck on it, the way other inns have salt."

    show marta neutral with dissolve

    ## Ash comes in from the door on the left, behind you; Marta makes room at the table
    $ story_sound("door")
    show ash neutral at left
    show marta neutral at right
    with moveinleft

    marta "Shut the door, you're letting the weather in. Sit. Both of you. Boots off the bench."

    marta "Travellers. Are you crossing, or just lost?"

    mc "Crossing. I was told the toll is paid here."

    show marta smug

    marta "The toll is paid here, because I say it's paid. I'm Marta. This is the Stile, the first inn in Karda and the last one out of it. The toll is one game."

    mc "One game of what?"

    marta "Of Durak, love. What else is there?"

    show marta neutral

    marta "Win, and you cross with my blessing, which is worth something on this road. Lose, and you scrub my pans tonight and sit down again in the morning."

    show marta at right, kozyr_lean(-70)

    marta "And you, the quiet one. Are you playing?"

    ash "I'm just the luggage."

    marta "Then it's you and me, love. Let's see if we can make you adequate."

    show ash smug at left, kozyr_closer(50)

label .lesson:

    hide ash with easeoutleft
    show marta happy at right, kozyr_back with dissolve

    $ story_sound("shuffle")

    marta "Right. Durak. The word means the fool. Nobody wins in Durak, strictly: the one left holding cards when everyone else is out, that one's the fool."

    show kozyr_lesson_table behind marta at kozyr_lesson_tabletop with dissolve
    show kozyr_lesson_talon at kozyr_lesson_deal(0.2, 0.4)

    marta "Thirty-six cards, sixes up to aces, six each. The next card off the deck goes face up, crosswise under the rest. There."

    marta "Hearts, today. That's the trump: kozyr. The littlest heart beats the proudest ace of any other suit."

    show kozyr_lesson_attack at kozyr_lesson_deal(0.42, 0.38)

    marta "I attack with a card. Say, this seven of clubs."

    show kozyr_lesson_beat at kozyr_lesson_play(0.45, 0.45, 10)

    marta "You beat it with a higher club, like that nine, or with any heart. A spade or a diamond can't."

    show kozyr_lesson_throw at kozyr_lesson_deal(0.6, 0.38)

    marta "Then I may throw in any card of a rank that's on the table: a seven, or a nine. That's Podkidnoy, the throw-in game."

    mc "So every card I play to defend gives you new ammunition."

    show marta surprised

    marta "Listen to that. Three minutes in and already suspicious. Good."

    show marta happy
    show kozyr_lesson_attack at kozyr_lesson_take(0.42, 0.38)
    show kozyr_lesson_beat at kozyr_lesson_take(0.45, 0.45, 10)
    show kozyr_lesson_throw at kozyr_lesson_take(0.6, 0.38)

    marta "And if you can't beat a card, or won't, you take: the whole table goes into your hand."

    hide kozyr_lesson_attack
    hide kozyr_lesson_beat
    hide kozyr_lesson_throw

    marta "The rest I'll talk you through as we go. I've set the deck so the lesson comes out right."

    hide kozyr_lesson_talon
    hide kozyr_lesson_table with dissolve

    mc "You stacked the deck?"

    show marta angry

    marta "Hush! Not that word, not in a Karda inn."

    show marta happy

    marta "For a lesson, love. Never for money."

    ## at the table (staging_seats.rpy)
    show marta at right, kozyr_seated
    show table_fg inn
    with dissolve

    marta "Sit. Cut. Let's see what the border makes of you."

label .duel:

    call play_duel("marta")
    jump expression kozyr_after_duel("chapter_prologue", _return)     # .win, .draw or .loss (progress.rpy)

label .rematch:

    scene bg inn with fade
    $ story_music("inn", 1.0)

    ## at the table (staging_seats.rpy)
    show marta happy at center, kozyr_seated
    show table_fg inn
    with dissolve

    marta "Back again? Good. The table's warm and the deck's still cut. Same deal, same lesson."

    marta "Sit down, love."

    jump .duel

label .win:

    scene bg inn with dissolve
    $ story_music("inn", 1.0)

    show marta surprised with dissolve

    marta "Well, look at that. The border's got an empty-handed traveller and a full-handed innkeeper. I'm the durak."

    show marta happy

    marta "Don't look so pleased. I was teaching. ...Alright, look a little pleased. You earned it."

    mc "You said your blessing was worth something."

    marta "So it is. Give me your papers."

    "She looks your papers over the way a carpenter looks at a plank: fondly, and for cracks. Then she takes a pencil from behind her ear and draws a small, neat six of hearts in the corner."

    marta "Show that to anyone on the road. It means: Marta sat with this one and was not ashamed. You'll get a fair deal and a clean bed for it, mostly."

    show marta neutral

    ## recap: from the duel record
    if story_has("won_with_trump"):
        marta "And you went out on a trump. That's a nice way to leave a table."
    elif story_has("comeback") and story_words(cards=story_mine("max_hand")):
        marta "And you held [story_cards] at one point, and still climbed out. That's not luck, love. That's nerve."

    marta "Now a piece of advice, free, which is more than anyone else in Karda will give you. Keep your trumps for when they matter. A player who beats everything with trumps is rich at breakfast and a beggar by supper."

    marta "And watch what you give the attacker. Every card you beat with is a rank they can throw in."

    show marta neutral at right
    show ash happy at left
    with moveinleft

    ash "That was well played. Properly well played."

    mc "You were watching closely for someone who doesn't play."

    show ash surprised at left, kozyr_start

    ash "...I watch everything. It's cheaper than playing."

    jump .after

label .draw:

    scene bg inn with dissolve

    show marta surprised with dissolve

    marta "Both of us out at once! Now there's a thing."

    show marta happy

    marta "At the border we call that a handshake. Nobody's the fool, nobody's the winner. It's not a pass, mind, so you'll sit down with me again when you're ready. But I like you better already."

    return

label .loss:

    scene bg inn with dissolve

    show marta smug with dissolve

    marta "Durak! There, it's said, and the roof is still on."

    mc "I thought I had it for a moment."

    show marta neutral

    ## recap: from the duel record (a full hand is news only past the six a normal hand holds)
    if story_has("player_trumped_low") and story_words(rank=story_mine("trump_on_low")):
        marta "Everybody thinks that, love. Then you spent a trump on [story_rank]. We all do it, the first time. I did it in this very chair when my knees were still pretty."
    elif story_has("player_took_three") and (story_mine("max_hand") or 0) >= 8 and story_words(cards=story_mine("max_hand")):
        marta "Everybody thinks that, love. Then you picked up the table time after time, and ended up holding [story_cards] at once. A full hand is a slow hand."
    else:
        marta "Everybody thinks that, love, and then the cards run away from them. We all have that, the first time. I had it in this very chair when my knees were still pretty."

    marta "Here's the bargain. You scrub those pans, you sleep on it, and then you sit down across from me again. The table will be here. It's always here. Come back whenever you're ready and we'll play the lesson through once more."

    show ash neutral at left
    show marta neutral at right with dissolve

    ash "I'll dry."

    show marta smug

    marta "Ha! The luggage does dishes. Wonders never cease."

    return

label .after:

    ## she leans over the table to look at Ash; Ash looks away
    show marta surprised at right, kozyr_closer(-110)

    marta "Hm. Have we met? There's something about your face."

    show ash smug at left, kozyr_turn_away

    ash "I've got one of those faces. Everybody's cousin looks like me."

    show marta neutral

    marta "Maybe so."

    show marta at right, kozyr_back
    show ash at left, kozyr_turn_back

    "Marta looks at [ash_name] a heartbeat too long. Then she wipes her hands on her apron and turns back to you."

    menu:
        "Show Marta your grandmother's card.":
            $ story_showed_card = True
            mc "Before I go. Do you know what this is?"
            "You lay the white Wolf on the table."
            show kozyr_white_wolf at kozyr_lesson_play(0.5, 0.45, -6)
            show marta surprised
            marta "Put that away."
            marta "No, I mean it, put it away. Don't wave that about in a Karda inn. Half the room just stopped chewing."
            hide kozyr_white_wolf with dissolve
            "You slip the card back into your coat. Slowly, the spoons start moving again."
            marta "That's from the White Hunter's deck. Where on earth did you get it?"
            mc "It was my grandmother's. It says a game is still owed."
            show marta sad
            marta "Then somebody has been waiting a very long time."

        "Ask Marta about the road ahead.":
            mc "What's up the road, past your inn?"
            marta "The whole of Karda, love. Temples and towers and a bridge and a market. And at the very end, past the snow, the White Hunter's lodge."
            mc "The White Hunter?"
            show marta sad
            marta "The last table in the country. Nobody goes up there for fun, love. People go up there when every other table has said no."

    show marta neutral

    marta "Listen. In Karda we don't have judges. When two people quarrel, over a debt, a fence, a dowry, a borrowed donkey, they sit down and play. And the table's word is final."

    marta "But sometimes a dispute is too big for any table in the valleys. Then it goes up the mountain, to the lodge, to the Hunter. He's the last word. There's been a Hunter on that mountain since before the border had a barrier."

    marta "If your business is with him, you'll need to be good. Very good. Tonight you were adequate. It's a start."

    scene bg night with fade
    $ story_music("road", 2.0)

    "That night the inn goes quiet early. Karda, it seems, goes to bed at ten and gets up to argue at six."

    "You sit by the window of your little room under the eaves, turning the white card over. Your grandmother kept it in her prayer book for forty years and never once explained it. Down below, [ash_name] is on the woodpile, shuffling those three cards again."

    show ash neutral at kozyr_woodpile
    show kozyr_woodpile_logs at kozyr_woodpile_front with dissolve

    ash "Can't sleep either?"

    if story_showed_card:
        mc "I keep thinking about the card. Marta knew what it was."
        ash "Everyone in Karda knows a white card when they see one. You saw the room go quiet."
    else:
        mc "I keep thinking about the card. And the Hunter, at the end of the road."
        ash "Everyone in Karda knows about the Hunter. He's the sort of story mothers tell to get children to play fair."

    mc "Do you know him?"

    show ash sad at kozyr_woodpile, kozyr_turn_away

    ash "I know of him. Everyone knows of him."

    "It is not quite an answer. You let it go, for now."

    mc "Marta thought she knew your face."

    show ash smug at kozyr_woodpile, kozyr_turn_back

    ash "Marta thinks she knows everybody's face. It's an innkeeper's disease. Give her a week and she'll think she knows yours."

    show ash neutral

    menu:
        ash "You never said, [player_name]. What brings a sensible person to the one country in the world where a quarrel over a fence can end with somebody losing their goat?"

        "I've come to settle my grandmother's debt.":
            $ story_reason = "debt"
            mc "My grandmother left me something. A card, and a debt written on the back of it. I mean to find out what she owed, and pay it."
            show ash surprised
            ash "Then you're in the right country. Karda never forgets a debt. It just forgets to tell you the interest."

        "I want to see the country everyone talks about.":
            $ story_reason = "see"
            mc "Everyone back home talks about Karda. The land of cards. I wanted to see whether it's real."
            show ash happy
            ash "Oh, it's real. Real enough to take your boots off you if you play badly. But you'll see things, I promise."

        "I'd rather not say.":
            $ story_reason = "secret"
            mc "That's my own business."
            show ash happy
            ash "A traveller with a secret. Wonderful. You'll fit right in. Half of Karda is people with secrets, and the other half is people trying to win them at cards."

    show ash neutral

    ash "Tomorrow the road forks. The north road climbs to the temple, where a lady who calls herself the goddess of luck takes tolls from everyone who passes. The river road runs east to an old tower full of scorch marks and an apprentice who sets things on fire."

    ash "Both roads meet again at the big bridge, and the knight there likes people who've been tested."

    mc "Which first?"

    show ash happy

    ash "Your choice. You're the one with the card."

    if story_reason == "debt":
        ash "And the debt. Don't forget the debt. It's got forty years of interest on it, by now."
    elif story_reason == "see":
        ash "You wanted to see Karda. Well, here it comes. All of it, one table at a time."
    else:
        ash "And the secret. Keep it warm. Karda will try to win it off you."

    "Then [ash_name] swings down off the woodpile, yawns hugely, and goes to bed, and you are left with the moon and the dark pines."

    hide ash with easeoutbottom

    "Somewhere far beyond them, at the end of the road, someone has been waiting for a game."

    return
