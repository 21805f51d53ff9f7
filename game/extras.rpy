## extras.rpy — the replay room, statistics and renaming (owner: progression).
##
## screen extras(): tabs "Replay room" (Ren'Py Replay of the chapters of
## beaten opponents, and the ending once the White Hunter is beaten) and
## "Statistics" (the persistent records of roster.rpy).
## screen rename_characters(): rename Brandt and Ash at any time; the
## preferences reach it with ShowMenu("rename_characters").

init python:
    def kozyr_replay_scope():
        """The store a replay starts with: the names the player chose."""
        names = persistent.kozyr_names if isinstance(persistent.kozyr_names, kozyr_builtins.dict) else {}
        cases = persistent.kozyr_name_cases if isinstance(persistent.kozyr_name_cases, kozyr_builtins.dict) else {}
        return {
            "player_name": names.get("player", store.player_name),
            "brandt_name": names.get("brandt", store.brandt_name),
            "ash_name": names.get("ash", store.ash_name),
            "kozyr_name_cases": cases,
        }

    def kozyr_replay_entries():
        """(title, label, unlocked) for each chapter that exists, in story order."""
        out = []
        for number, o in enumerate(roster.OPPONENTS):
            if renpy.has_label(o["chapter"]):
                if not roster.beaten(o["id"]):
                    title = __("Chapter %d: locked, beat this opponent first") % number if number else __("Prologue: locked")
                elif o["id"] == roster.START:
                    title = __("Prologue: Marta's lesson")
                else:
                    title = __("Chapter %(n)d: %(name)s") % dict(n=number, name=roster.display_name(o["id"]))
                out.append((title, o["chapter"], roster.beaten(o["id"])))
        if renpy.has_label(roster.ENDING_CHAPTER):
            title = _("The ending") if roster.beaten(roster.FINAL) else _("The ending: locked")
            out.append((title, roster.ENDING_CHAPTER, roster.beaten(roster.FINAL)))
        return out

    def kozyr_totals():
        recs = roster.records()
        return dict(
            wins=sum(r["wins"] for r in recs.values()),
            losses=sum(r["losses"] for r in recs.values()),
            draws=sum(r["draws"] for r in recs.values()),
            beaten=sum(1 for r in recs.values() if r["wins"] > 0),
            total=len(recs),
        )

    def kozyr_stats_rows():
        """One row of texts per opponent: name, game, wins, losses, draws, best level."""
        rows = []
        for o in roster.OPPONENTS:
            rec = roster.record_of(o["id"])
            known = roster.status(o["id"]) != "locked"
            rows.append([
                roster.display_name(o["id"]) if known else __("???"),
                roster.text(o["id"], "game") if known else "",
                str(rec["wins"]), str(rec["losses"]), str(rec["draws"]),
                roster.level_name(rec["best_level"]) or u"\u2014"])
        return rows

    def kozyr_rename(which):
        """Ask for a new name for "brandt" or "ash" (the standard input screen,
        in a new context so it works from any menu) and keep it."""
        prompts = {"brandt": _("What will you call the knight?"),
                   "ash": _("What is your companion's name?")}
        var = which + "_name"
        typed = renpy.invoke_in_new_context(
            renpy.input, prompts[which], default=getattr(store, var),
            exclude="[]{}", length=kozyr_name_length)
        setattr(store, var, kozyr_clean_name(typed, kozyr_default_names[which]))
        kozyr_remember_names()
        renpy.restart_interaction()

screen kozyr_menu_frame(title):
    ## A full-screen page with a title and a Return button; its content is transcluded.
    modal True
    add Solid("#14110ef4")
    text title style "kozyr_extras_title" xpos 60 ypos 36
    frame:
        style "kozyr_extras_body"
        transclude
    textbutton _("Return") action Return() xpos 60 yalign 0.97 alt _("Return")
    key "game_menu" action Return()

screen extras(tab="replay"):
    tag menu
    default current = tab
    use kozyr_menu_frame(_("Extras")):
        vbox:
            spacing 20
            hbox:
                spacing 30
                textbutton _("Replay room") action SetScreenVariable("current", "replay") selected current == "replay"
                textbutton _("Statistics") action SetScreenVariable("current", "stats") selected current == "stats"
                textbutton _("Rename characters") action ShowMenu("rename_characters")
            if current == "replay":
                use kozyr_replay_room
            else:
                use kozyr_statistics

screen kozyr_replay_room():
    vbox:
        spacing 10
        text _("Replay a chapter of an opponent you have beaten. A replay starts the chapter afresh with the default choices: what you chose in earlier chapters is not carried in, only the names you gave. Duels played in a replay count in the statistics but not in your story.") style "kozyr_extras_text"
        null height 10
        for title, label, ok in kozyr_replay_entries():
            if ok:
                textbutton title action Replay(label, scope=kozyr_replay_scope(), locked=False) alt __("Replay %s") % title
            else:
                textbutton title action NullAction() sensitive False alt title

screen kozyr_statistics():
    $ totals = kozyr_totals()
    vbox:
        spacing 12
        text (__("Opponents beaten: %(beaten)d of %(total)d · Wins %(wins)d · Losses %(losses)d · Draws %(draws)d") % totals) style "kozyr_extras_text"
        ## One column per field (a grid would make every column as wide as the widest cell).
        $ stats_rows = kozyr_stats_rows()
        hbox:
            spacing 48
            for col, head in enumerate([_("Opponent"), _("Game"), _("Wins"), _("Losses"), _("Draws"), _("Best level")]):
                vbox:
                    spacing 10
                    text head style "kozyr_stats_head"
                    for row in stats_rows:
                        text row[col] style "kozyr_stats_cell"
        null height 20
        textbutton _("Forget all records and unlocks"):
            action Confirm(_("Forget every record and unlock? This cannot be undone."), Function(roster.reset_progress))

screen rename_characters():
    tag menu
    use kozyr_menu_frame(_("Rename characters")):
        vbox:
            spacing 24
            text _("Choose a name to change it. The story uses the new name from now on.") style "kozyr_extras_text"
            hbox:
                spacing 20
                text _("The knight:") style "kozyr_extras_text" yalign 0.5
                textbutton "[brandt_name]":
                    style "kozyr_name_button"
                    action Function(kozyr_rename, "brandt")
                    alt __("Rename the knight, now called %s") % brandt_name
            hbox:
                spacing 20
                text _("Your companion:") style "kozyr_extras_text" yalign 0.5
                textbutton "[ash_name]":
                    style "kozyr_name_button"
                    action Function(kozyr_rename, "ash")
                    alt __("Rename your companion, now called %s") % ash_name
            if _preferences.language == "russian":
                use kozyr_name_cases_panel
            textbutton _("Done") action Return() alt _("Done renaming")

style kozyr_extras_title is text:
    size 56
    color "#f3e2b0"

style kozyr_extras_body is frame:
    xpos 60
    ypos 130
    xsize 1800
    ysize 820
    background None

style kozyr_extras_text is text:
    size 26
    color "#e8e0d0"

style kozyr_stats_head is text:
    size 24
    bold True
    color "#f3e2b0"

style kozyr_stats_cell is text:
    size 24
    color "#e8e0d0"

style kozyr_name_button is button:
    background "#2a2420"
    hover_background "#4a3a28"
    padding (16, 8)
    xminimum 500

style kozyr_name_button_text is button_text:
    size 30
    color "#ffffff"
    hover_color "#f3e2b0"
