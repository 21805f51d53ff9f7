## extras.rpy — the replay room, statistics and renaming (owner: art, issue 18).
##
## screen extras(): tabs "Replay room" (Ren'Py Replay of the chapters of
## beaten opponents, and the ending once the White Hunter is beaten; one tile each
## with the opponent's portrait), "Gallery" (the story's CGs once seen: extras_gallery.rpy)
## and "Statistics" (the persistent records of
## roster.rpy, and the hints asked for of duel_hint.rpy), styled like the other menu pages (game_menu).
## screen rename_characters(origin=None): rename Brandt and Ash at any time, in
## place (an inline input: click, type, Enter); Return, Done and Escape go back to
## `origin`, the page it was opened from: ShowMenu("rename_characters",
## origin="preferences").

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

    def kozyr_rename_now(which):
        """The current name of "brandt" or "ash", as the player sees it (translated
        while it is the default)."""
        return renpy.substitute("[%s_name]" % which)

    def kozyr_keep_name(which, typed):
        """Keep a typed name for "brandt" or "ash" (cleaned; empty: the default)."""
        var = which + "_name"
        setattr(store, var, kozyr_clean_name(typed, kozyr_default_names[which]))
        kozyr_remember_names()

    class KozyrNameInput(ScreenVariableInputValue):
        """The inline name field of the Rename page: typing edits the screen's draft,
        Enter keeps the name at once and says so on the page (no new context, no
        separate input screen)."""

        def __init__(self, which):
            super(KozyrNameInput, self).__init__("draft_" + which, default=False)
            self.which = which

        def enter(self):
            kozyr_keep_name(self.which, self.get_text())
            scope = self.screen.scope
            scope["draft_" + self.which] = kozyr_rename_now(self.which)
            scope["kept"] = self.which
            renpy.run(self.Disable())
            return None

    def kozyr_rename_default(which):
        """The "Default name" button: back to the translated default."""
        kozyr_keep_name(which, "")
        cs = renpy.current_screen()
        cs.scope["draft_" + which] = kozyr_rename_now(which)
        cs.scope["kept"] = which
        renpy.restart_interaction()

    def kozyr_portrait_head(who, expression="neutral", size=180):
        """A portrait cut to head and shoulders (the busts are 561x880 with air above)."""
        return Transform("%s %s" % (who, expression), crop=(70, 150, 420, 420),
                         xysize=(size, size))

    def kozyr_replay_tiles():
        """(title, subtitle, portrait tag, label, unlocked, met) for the replay room's
        tiles; met: the opponent is known on the map (open or beaten), else the tile
        shows a silhouette, as the map does (kozyr_map_known, map.rpy)."""
        out = []
        for number, o in enumerate(roster.OPPONENTS):
            if not renpy.has_label(o["chapter"]):
                continue
            ok = roster.beaten(o["id"])
            if number == 0:
                title = __("Prologue")
            else:
                title = __("Chapter %d") % number
            sub = roster.display_name(o["id"]) if ok else __("Locked: beat this opponent first")
            ## the last of the seats: Vix for the market table (Lina has her own chapter)
            out.append((title, sub, o["who"][-1], o["chapter"], ok, kozyr_map_known(o["id"])))
        if renpy.has_label(roster.ENDING_CHAPTER):
            ok = roster.beaten(roster.FINAL)
            out.append((__("The ending"), __("Home again") if ok else __("Locked: beat the White Hunter first"),
                        "hunter", roster.ENDING_CHAPTER, ok, kozyr_map_known(roster.FINAL)))
        return out

screen extras(tab="replay"):
    tag menu
    default current = tab
    use game_menu(_("Extras")):
        vbox:
            spacing 18
            hbox:
                style_prefix "kozyr_tab"
                spacing 8
                textbutton _("Replay room") action SetScreenVariable("current", "replay") selected current == "replay"
                textbutton _("Gallery") action SetScreenVariable("current", "gallery") selected current == "gallery"
                textbutton _("Statistics") action SetScreenVariable("current", "stats") selected current == "stats"
                textbutton _("Rename characters") action ShowMenu("rename_characters", origin="extras")
                textbutton _("Problems") action ShowMenu("coach_problems")
            if current == "replay":
                use kozyr_replay_room
            elif current == "gallery":
                use kozyr_gallery
            else:
                use kozyr_statistics

screen kozyr_replay_room():
    vbox:
        spacing 14
        text _("Replay a chapter of an opponent you have beaten. A replay starts the chapter afresh with the default choices: what you chose in earlier chapters is not carried in, only the names you gave. Duels played in a replay count in the statistics but not in your story.") style "kozyr_page_text"
        vpgrid:
            cols 3
            spacing 14
            xsize 1380
            ysize 640
            mousewheel True
            draggable True
            for title, sub, who, label, ok, met in kozyr_replay_tiles():
                button:
                    style "kozyr_tile"
                    sensitive ok
                    action Replay(label, scope=kozyr_replay_scope(), locked=False)
                    alt ((__("Replay %s") % (title + ": " + sub)) if ok else (title + ": " + sub))
                    hbox:
                        spacing 16
                        if ok:
                            add kozyr_portrait_head(who, "happy", 150)
                        elif met:
                            add kozyr_portrait_head(who, "neutral", 150) matrixcolor SaturationMatrix(0.0) * BrightnessMatrix(-0.35)
                        else:
                            ## not met yet: a silhouette, as on the map
                            add kozyr_portrait_head(who, "neutral", 150) matrixcolor BrightnessMatrix(-0.85) * SaturationMatrix(0.0)
                        vbox:
                            yalign 0.5
                            spacing 6
                            text title style "kozyr_tile_title"
                            text sub style "kozyr_tile_text"

screen kozyr_statistics():
    $ totals = kozyr_totals()
    vbox:
        spacing 14
        text (__("Opponents beaten: %(beaten)d of %(total)d · Wins %(wins)d · Losses %(losses)d · Draws %(draws)d") % totals) style "kozyr_page_text"
        frame:
            style "kozyr_card"
            xfill True
            ## One column per field (a grid would make every column as wide as the widest cell).
            $ stats_rows = kozyr_stats_rows()
            hbox:
                spacing 44
                for col, head in enumerate([_("Opponent"), _("Game"), _("Wins"), _("Losses"), _("Draws"), _("Best level")]):
                    vbox:
                        spacing 12
                        text head style "kozyr_stats_head"
                        for row in stats_rows:
                            text row[col] style "kozyr_stats_cell"
        ## the coach's hints asked for at the table, in every duel (duel_hint.rpy)
        text duel_hint.stats_line() id "kozyr_stats_hints" style "kozyr_page_text"
        textbutton _("Forget all records and unlocks"):
            style "kozyr_plain_button"
            action Confirm(_("Forget every record and unlock? This cannot be undone."), [Function(roster.reset_progress), Function(duel_hint.forget_uses)])

## Rename Brandt and Ash. `origin`: the menu page it was opened from (preferences,
## extras), where Return and Escape go back to.
screen rename_characters(origin=None):
    tag menu
    default draft_brandt = kozyr_rename_now("brandt")
    default draft_ash = kozyr_rename_now("ash")
    default kept = None
    use game_menu(_("Names"), scroll="viewport", back=origin):
        vbox:
            spacing 22
            text _("Click a name, type the new one and press Enter. The story uses it from now on.") style "kozyr_page_text"
            for which, who_label in (("brandt", _("The knight")), ("ash", _("Your companion"))):
                $ value = KozyrNameInput(which)
                frame:
                    style "kozyr_card"
                    xsize 1200
                    hbox:
                        spacing 30
                        add kozyr_portrait_head(which, "happy" if kept == which else "neutral", 180)
                        vbox:
                            spacing 12
                            yalign 0.5
                            text who_label style "kozyr_tile_title"
                            button:
                                style "kozyr_name_field"
                                key_events True
                                action value.Toggle()
                                alt (__("Rename the knight, now called %s") if which == "brandt" else __("Rename your companion, now called %s")) % kozyr_rename_now(which)
                                input:
                                    value value
                                    style "kozyr_name_input"
                                    length kozyr_name_length
                                    exclude "[]{}"
                            hbox:
                                spacing 24
                                textbutton _("Keep this name"):
                                    style "kozyr_plain_button"
                                    action Function(value.enter)
                                    sensitive renpy.get_editable_input_value()[0] == value and renpy.get_editable_input_value()[1]
                                textbutton _("Default name"):
                                    style "kozyr_plain_button"
                                    action Function(kozyr_rename_default, which)
                            if kept == which:
                                text (__("Kept: from now on the story says %s.") % kozyr_rename_now(which)) style "kozyr_kept_text"
            if _preferences.language == "russian":
                ## the Russian case forms of the names (kozyr_language.rpy, progression)
                frame:
                    style "kozyr_card"
                    xsize 1200
                    use kozyr_name_cases_panel
            textbutton _("Done"):
                style "kozyr_plain_button"
                action (ShowMenu(origin) if origin else Return())
                alt _("Done renaming")

## Used by the Russian case-forms panel (kozyr_language.rpy) inside the Rename page.
style kozyr_extras_text is kozyr_page_text

style kozyr_name_button is kozyr_name_field:
    xsize None
    xminimum 500

style kozyr_name_button_text is button_text:
    font gui.text_font
    size 28
    color "#ffffff"
    hover_color gui.hover_color

style kozyr_stats_head is text:
    font gui.interface_text_font
    size 26
    color gui.accent_color

style kozyr_stats_cell is text:
    size 25
    color "#ece4d2"
