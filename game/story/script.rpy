## story/script.rpy — the spine of the story (owner: progression).
##
## start -> the player's name -> chapter_prologue (Marta's tutorial duel) ->
## the map loop (screen opponent_map, map.rpy) -> each chapter label from the
## roster -> once the White Hunter is beaten in this playthrough,
## chapter_ending -> The End -> the credits roll (story_credits, below; the
## entries are game/credits.rpy's credits_entries) -> back to the main menu.
##
## Chapters are written in game/story/ch<NN>_<id>.rpy as `label chapter_<id>:`
## and end with `return`. A chapter that is not written yet is skipped: the
## spine logs it and goes straight to that opponent's duel.

label start:
    $ spine_wins = set()
    $ spine_finished = False
    call ask_player_name from _call_ask_player_name
    call story_chapter("marta") from _call_story_chapter_prologue
    jump story_map

## The map loop. Each pass shows the map and acts on what it returns:
##   ("story", id)  play that opponent's chapter (or its duel, if unwritten)
##   ("replay", id) a free-play duel against a beaten opponent
label story_map:
    while not spine_finished:
        $ spine_current = None
        $ renpy.checkpoint()
        call screen opponent_map
        $ spine_choice = _return
        if isinstance(spine_choice, tuple) and len(spine_choice) == 2 and spine_choice[0] == "story":
            call story_chapter(spine_choice[1]) from _call_story_chapter_map
            if spine_choice[1] == roster.FINAL and roster.FINAL in spine_wins:
                $ spine_finished = True
        elif isinstance(spine_choice, tuple) and len(spine_choice) == 2 and spine_choice[0] == "replay":
            call play_duel(spine_choice[1], free_play=True) from _call_play_duel_replay
            $ spine_replay_outcome = _return
            $ spine_replay_name = roster.display_name(spine_choice[1])
            if spine_replay_outcome == "win":
                "You won the free game against [spine_replay_name]."
            elif spine_replay_outcome == "loss":
                "The free game against [spine_replay_name] is lost. The road stays open; try again whenever you like."
            else:
                "The free game against [spine_replay_name] ends in a draw."
    jump story_ending

## Plays the chapter of opponent `oid` (the prologue for Marta). A missing
## chapter label falls back to the bare duel, logged.
label story_chapter(oid):
    $ spine_current = oid
    ## An autosave at every chapter start (a load begins the chapter again).
    $ renpy.checkpoint()
    $ kozyr_autosave("chapter %s" % oid)
    if renpy.has_label(roster.chapter(oid)):
        call expression roster.chapter(oid) from _call_expression_chapter
    else:
        $ kozyr_log("chapter label %s is missing: playing the %s duel directly" % (roster.chapter(oid), oid))
        call play_duel(oid) from _call_play_duel_missing_chapter
    $ spine_current = None
    return

label story_ending:
    if renpy.has_label(roster.ENDING_CHAPTER):
        call expression roster.ENDING_CHAPTER from _call_expression_ending
    else:
        $ kozyr_log("chapter label %s is missing" % roster.ENDING_CHAPTER)
    call story_end_card from _call_story_end_card
    call story_credits from _call_story_credits
    $ quick_menu = True
    $ kozyr_remember_names()
    return

## The ending card: the picture of this ending, dimmed and slowly drawn in, under The
## End, the ending's name and the thanks (screen kozyr_the_end), with the finale's music.
label story_end_card:
    window hide
    $ quick_menu = False
    scene black with dissolve
    $ story_music("finale", 2.0)
    show expression kozyr_end_picture() as kozyr_end_picture at kozyr_end_backdrop
    show screen kozyr_the_end
    with Dissolve(1.5)
    pause 6.0
    hide screen kozyr_the_end
    scene black with Dissolve(1.0)
    return

## The credits roll once after The End: the same entries as the Credits page
## of the main menu (game/credits.rpy), scrolling up over black. A click, Enter
## or Escape ends it early; it returns by itself when the last line is gone.
define story_credits_seconds = 48.0

transform story_credits_scroll(t):
    yanchor 0.0 ypos 1.0
    linear t yanchor 1.0 ypos 0.0

label story_credits:
    window hide
    $ quick_menu = False
    scene black
    $ story_music("finale", 2.0)
    call screen kozyr_credits_roll(story_credits_seconds)
    scene black with dissolve
    return

screen kozyr_credits_roll(seconds):
    modal True
    ## A click that was meant for The End does not skip the credits.
    default can_skip = False
    add Solid("#000000")
    vbox at story_credits_scroll(seconds):
        xalign 0.5
        xsize 1400
        spacing 14
        null height 60
        text _("Kozyr") style "kozyr_roll_title"
        text _("A story of cards, roads and one game still owed") style "kozyr_roll_group"
        null height 80
        for group in credits_groups():
            text group style "kozyr_roll_group"
            for g, what, author, licence, link in credits_entries:
                if g == group:
                    text what style "kozyr_roll_what"
                    text _("[author!t] · [licence!t]") style "kozyr_roll_who"
                    null height 10
            null height 50
        null height 60
        text _("Thank you for playing, [player_name].") style "kozyr_roll_group"
        null height 80
    timer seconds + 0.5 action Return()
    timer 1.5 action SetScreenVariable("can_skip", True)
    key "dismiss" action If(can_skip, Return())
    key "game_menu" action If(can_skip, Return())

style kozyr_roll_title is text:
    size 96
    xalign 0.5
    color "#f0e6c8"
    font gui.name_text_font

style kozyr_roll_group is text:
    size 40
    xalign 0.5
    text_align 0.5
    color "#e0b040"
    font gui.name_text_font

style kozyr_roll_what is text:
    size 30
    xalign 0.5
    text_align 0.5
    xmaximum 1400
    color "#f0e6c8"

style kozyr_roll_who is text:
    size 24
    xalign 0.5
    text_align 0.5
    xmaximum 1400
    color "#b8ad94"

## The End is drawn over the ending's own CG (cg_end_<story_ending>, dimmed and slowly
## drawn in); its gallery title (kozyr_cgs, staging_cgs.rpy) names the ending under the title.
init python:
    def kozyr_end_picture():
        """The image name of this playthrough's ending CG (black if there is none)."""
        name = "cg_end_%s" % store.story_ending
        return name if renpy.has_image(name) else "black"

    def kozyr_end_title():
        """The ending's gallery title ("Ending: the travelling table"), or None."""
        for name, title in kozyr_cgs:
            if name == kozyr_end_picture():
                return title
        return None

transform kozyr_end_backdrop:
    matrixcolor BrightnessMatrix(0.0)
    zoom 1.0 xalign 0.5 yalign 0.5
    parallel:
        ease 7.5 zoom 1.05
    parallel:
        pause 1.2
        ease 1.8 matrixcolor BrightnessMatrix(-0.2)

transform kozyr_end_rise(delay=0.0):
    alpha 0.0 yoffset 24
    pause delay
    ease 1.2 alpha 1.0 yoffset 0

screen kozyr_the_end():
    ## a dark band across the sky (the endings' people stand in the middle and below), so
    ## the title reads over any picture without hiding them; it fades out downward with no
    ## edge (tools/assets/cgs.py end_band)
    add "images/cg/end_band.webp" xysize (1920, 480) ypos 0 at kozyr_end_rise(0.6)
    vbox:
        xalign 0.5 ypos 56
        spacing 24
        text _("The End") size 104 xalign 0.5 color "#f0e6c8" outlines [(3, "#1a1208", 0, 0)] at kozyr_end_rise(1.0)
        if kozyr_end_title():
            text kozyr_end_title() size 40 italic True xalign 0.5 color "#e3c27a" at kozyr_end_rise(1.8)
        text _("Thank you for playing Kozyr, [player_name].") size 36 xalign 0.5 color "#cfc6ae" at kozyr_end_rise(2.6)

## The player names themself. Used by `start`; the chapters may call
## name_character("brandt") / name_character("ash") when those two are met.
label ask_player_name:
    ## the prompt on the border's picture, where the story begins (ch00), not on black: the
    ## border guard's ledger, Ash beside it (name_ledger.rpy)
    scene bg border with fade
    python:
        spine_typed = renpy.input(_("What is your name, traveller?"), default=player_name,
                                  exclude="[]{}", length=kozyr_name_length,
                                  show_who="ash neutral", show_border=True,
                                  show_limit=kozyr_name_length,
                                  show_default_name=kozyr_default_names["player"])
        player_name = kozyr_clean_name(spine_typed, kozyr_default_names["player"])
        kozyr_remember_names()
    return

label name_character(which):
    python:
        if which not in ("brandt", "ash"):
            raise Exception("name_character: only brandt or ash can be renamed, not %r" % (which,))
        ## the one renamed steps from the scene to the ledger's side for the question (one
        ## bust, not two), and back to their place after it
        spine_attrs = renpy.get_attributes(which) if renpy.showing(which) else None
        spine_at = renpy.get_at_list(which) if spine_attrs is not None else None
        spine_bust = " ".join((which,) + tuple(spine_attrs or ("neutral",)))
        if spine_attrs is not None:
            renpy.hide(which)
        if which == "brandt":
            spine_typed = renpy.input(_("What will you call the knight?"), default=brandt_name,
                                      exclude="[]{}", length=kozyr_name_length,
                                      show_who=spine_bust,
                                      show_limit=kozyr_name_length,
                                      show_default_name=kozyr_default_names["brandt"])
            brandt_name = kozyr_clean_name(spine_typed, kozyr_default_names["brandt"])
        else:
            spine_typed = renpy.input(_("What is your companion's name?"), default=ash_name,
                                      exclude="[]{}", length=kozyr_name_length,
                                      show_who=spine_bust,
                                      show_limit=kozyr_name_length,
                                      show_default_name=kozyr_default_names["ash"])
            ash_name = kozyr_clean_name(spine_typed, kozyr_default_names["ash"])
        if spine_attrs is not None:
            renpy.show(spine_bust, at_list=list(spine_at or []))
        kozyr_remember_names()
    return
